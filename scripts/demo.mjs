// `npm run demo`: the main jobs on the bundled example, offline, in a temporary folder. Each part lives in
// scripts/demo/<part>.mjs and exports `run(ctx)`; they run in order and share ctx.
import { existsSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const parts = ['policy', 'runtime', 'approval', 'escalation', 'metaloop'];
const ctx = {
  root: process.cwd(),
  work: mkdtempSync(join(tmpdir(), 'loopgov-demo-')),
  cli: join(process.cwd(), 'dist/cli.js'),
};
console.log(`loopgov demo — working in ${ctx.work}\n`);
for (const part of parts) {
  const file = join(ctx.root, 'scripts/demo', `${part}.mjs`);
  if (!existsSync(file)) continue;
  const mod = await import(file);
  await mod.run(ctx);
}
console.log('\ndemo finished.');
