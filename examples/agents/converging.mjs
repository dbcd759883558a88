#!/usr/bin/env node
// A scripted agent that converges: it sorts a list in passes, claims done too early once (and is told to
// correct), then finishes. Prints one step event per line for `loopgov run`.
const input = [5, 3, 9, 1, 7, 2];
const step = (n, over) => ({
  step: n,
  intent: 'sort the list',
  action: `pass ${n}`,
  tool: 'editor',
  inputs_ref: 'task://sort/1',
  tokens: 1500,
  cost_usd: 0.01,
  progress: n / 5,
  claims_done: false,
  ...over,
});
const artifact = (output) => JSON.stringify({ task: 'sort', input, output });
const events = [
  step(1, { artifact: artifact([3, 5, 1, 7, 2, 9]) }),
  step(2, { artifact: artifact([3, 1, 5, 2, 7, 9]) }),
  // Claims done with a list that is not sorted: the success criterion says no.
  step(3, { artifact: artifact([1, 3, 2, 5, 7, 9]), claims_done: true }),
  step(4, { artifact: artifact([1, 2, 3, 5, 7, 9]), claims_done: true }),
];
for (const e of events) process.stdout.write(`${JSON.stringify(e)}\n`);
