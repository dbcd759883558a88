#!/usr/bin/env node
// A scripted agent that makes steady progress and finishes at step N (argv[2], default 8): one sorting pass
// a step, claims done with the sorted list at step N. Under a budget smaller than N it is cut off while
// still improving — the meta-loop's `raise-cut-off-budget` rule looks for exactly that.
const finishAt = Number(process.argv[2] ?? 8);
const input = [9, 4, 7, 1, 8, 2, 6, 3, 5];
const sorted = [...input].sort((a, b) => a - b);
for (let step = 1; step <= finishAt; step++) {
  const done = step === finishAt;
  const output = done ? sorted : input.map((x, i) => (i < step ? sorted[i] : x));
  const event = {
    step,
    intent: 'sort the list',
    action: `pass ${step}`,
    tool: 'editor',
    inputs_ref: 'task://sort/steady',
    tokens: 1200,
    cost_usd: 0.01,
    progress: step / finishAt,
    artifact: JSON.stringify({ task: 'sort', input, output }),
    claims_done: done,
  };
  process.stdout.write(`${JSON.stringify(event)}\n`);
}
