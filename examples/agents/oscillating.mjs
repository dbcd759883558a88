#!/usr/bin/env node
// A scripted agent stuck in a loop: it retries the same action with the same inputs.
for (let n = 1; n <= 10; n++) {
  const event = {
    step: n,
    intent: 'make the build pass',
    action: 'rerun the build',
    tool: 'shell',
    inputs_ref: 'cmd://npm-run-build',
    tokens: 800,
    cost_usd: 0.004,
    progress: 0.3,
    artifact: 'build failed: cannot find module ./config',
    claims_done: false,
  };
  process.stdout.write(`${JSON.stringify(event)}\n`);
}
