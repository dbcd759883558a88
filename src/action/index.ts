// placeholder until the gate issue
import * as core from '@actions/core';
core.setFailed('loopgov policy gate: not built yet');
