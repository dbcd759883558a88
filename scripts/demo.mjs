// `npm run demo`: the main jobs on the bundled example, offline, in a temporary folder. Each part lives in
// scripts/demo/<part>.mjs and exports `run(ctx)`; they run in order and share ctx.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DemoError } from './demo/lib.mjs';

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
  try {
    await mod.run(ctx);
  } catch (e) {
    // What went wrong and where, not a stack trace: most often a git the demo could not run.
    console.error(
      `\ndemo: the ${part} part stopped: ${e instanceof DemoError ? e.message : String(e?.stack ?? e)}`,
    );
    console.error(`(its files are left in ${ctx.work})`);
    process.exit(1);
  }
}
console.log('\ndemo finished.');
// The runs the runtime part left: `npm run panel` shows them in the Loop panel (scripts/panel.mjs).
const traces = join(ctx.work, 'traces');
if (existsSync(traces)) {
  writeFileSync(join(tmpdir(), 'loopgov-demo-last.json'), JSON.stringify({ traceDir: traces }));
  console.log(
    `See these runs in the Loop panel: npm run panel  (or: node dist/cli.js serve --trace-dir ${traces})`,
  );
}
