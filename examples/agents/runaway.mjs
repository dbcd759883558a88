#!/usr/bin/env node
// A runaway agent: busy, always "making progress", never done. Only the budget stops it.
// It stops writing when the reader goes away (the runtime ended the run).
process.stdout.on('error', () => process.exit(0));
for (let n = 1; n <= 1000; n++) {
  const event = {
    step: n,
    intent: 'improve the docs',
    action: `rewrite section ${n}`,
    tool: 'editor',
    inputs_ref: `doc://guide#${n}`,
    tokens: 2000,
    cost_usd: 0.02,
    progress: n,
    artifact: `section ${n}: more words`,
    claims_done: false,
  };
  if (!process.stdout.write(`${JSON.stringify(event)}\n`))
    await new Promise((r) => process.stdout.once('drain', r));
}
