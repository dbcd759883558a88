#!/usr/bin/env node
// A scripted agent that compacts its working context between steps and sends it with each step
// (SPEC §4.5). Once, the compaction drops its goal: the policy's `context.must_keep` catches it and the
// decision is CORRECT naming the missing item; the agent restores it and finishes.
const input = [5, 3, 9, 1, 7, 2];
const goal = 'GOAL: sort the list ascending, in place';
const constraints = 'Constraints: no new dependencies; keep the input intact';
const compact = (notes, keepGoal = true) =>
  [keepGoal ? goal : null, constraints, `notes: ${notes}`].filter(Boolean).join('\n');
const artifact = (output) => JSON.stringify({ task: 'sort', input, output });
const step = (n, over) => ({
  step: n,
  intent: 'sort the list',
  action: `pass ${n}`,
  tool: 'editor',
  inputs_ref: 'task://sort/1',
  tokens: 1200,
  cost_usd: 0.008,
  progress: n / 4,
  claims_done: false,
  ...over,
});
const events = [
  step(1, { artifact: artifact([3, 5, 1, 7, 2, 9]), context: compact('first pass moved 9 to the end') }),
  // An over-eager summary: the goal line is gone.
  step(2, { artifact: artifact([3, 1, 5, 2, 7, 9]), context: compact('two passes done', false) }),
  step(3, { artifact: artifact([1, 3, 2, 5, 7, 9]), context: compact('goal restored after the correction') }),
  step(4, { artifact: artifact([1, 2, 3, 5, 7, 9]), context: compact('sorted'), claims_done: true }),
];
for (const e of events) process.stdout.write(`${JSON.stringify(e)}\n`);
