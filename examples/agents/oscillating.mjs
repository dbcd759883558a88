#!/usr/bin/env node
// A scripted agent stuck in a loop: it retries the same action with the same inputs.
// With --after-resume it is the same agent after a person answered its escalation (SPEC §4.4): it
// changes its approach and finishes (the demo project's success criterion checks a sorted list).
if (process.argv.includes('--after-resume')) {
  const input = [4, 2, 8, 6];
  const base = {
    intent: 'make the build pass',
    tool: 'editor',
    inputs_ref: 'hint://escalation',
    tokens: 900,
    cost_usd: 0.005,
  };
  const events = [
    {
      ...base,
      step: 4,
      action: 'add the missing ./config module',
      progress: 0.6,
      claims_done: false,
      artifact: JSON.stringify({ task: 'sort', input, output: [2, 4, 8, 6] }),
    },
    {
      ...base,
      step: 5,
      action: 'rebuild with ./config in place',
      progress: 1,
      claims_done: true,
      artifact: JSON.stringify({ task: 'sort', input, output: [2, 4, 6, 8] }),
    },
  ];
  for (const e of events) process.stdout.write(`${JSON.stringify(e)}\n`);
  process.exit(0);
}
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
