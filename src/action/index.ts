// Entry point of dist/action.js: only calls run(), which catches everything and ends in core.setFailed.
// `@actions/github` reads the event file the moment it is loaded, and throws on one that is not JSON:
// it is loaded only once the file is known to read, so even that failure blocks with a clear reason.
import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { formatGateFailureMarkdown } from '../core/merge/report.js';

const unreadable = eventFileProblem(process.env.GITHUB_EVENT_PATH);
if (unreadable) {
  core.setOutput('verdict', 'block');
  await core.summary
    .addRaw(formatGateFailureMarkdown(unreadable))
    .write()
    .catch(() => undefined); // no summary file: the failure below still says why
  core.setFailed(`loopgov policy gate could not run, so it blocks: ${unreadable}`);
} else {
  const { run } = await import('./run.js');
  await run();
}

/** Why the runner's event file (GITHUB_EVENT_PATH) cannot be read as a JSON object, or null. */
function eventFileProblem(path: string | undefined): string | null {
  if (!path) return null; // @actions/github reads no file then; run() says what the event lacks
  try {
    const payload: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) return null;
    return `the event file ${path} (GITHUB_EVENT_PATH) is not a JSON object`;
  } catch (e) {
    return `cannot read the event file ${path} (GITHUB_EVENT_PATH): ${e instanceof Error ? e.message : String(e)}`;
  }
}
