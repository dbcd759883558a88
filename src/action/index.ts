// Entry point of dist/action.js: only calls run(), which catches everything and ends in core.setFailed.
import { run } from './run.js';

void run();
