// Demo part 1: the policy model — validate, resolve, and classify a loosening and a tightening.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git, heading, loopgov, makeGovernanceRepo } from './lib.mjs';

export async function run(ctx) {
  const repo = makeGovernanceRepo(ctx, 'policy-demo');
  const file = join(repo.dir, 'policies/loop-policy.yaml');
  const original = readFileSync(file, 'utf8');

  heading('1. Validate the example policy set (schema, safe YAML, org ceiling)');
  loopgov(ctx, ['policy', 'validate', '--dir', join(repo.dir, 'policies')]);

  heading('2. The effective policy for project okr at level L3 in prod');
  loopgov(ctx, [
    'policy',
    'resolve',
    '--project',
    'okr',
    '--level',
    'L3',
    '--profile',
    'prod',
    '--repo',
    repo.dir,
    '--rev',
    'main',
  ]);

  heading('3. A loosening: give L2 runs more steps and let budget overruns escalate');
  git(repo.dir, 'checkout', '-q', '-b', 'more-steps');
  writeFileSync(
    file,
    original
      .replace('L2: {budget: {max_steps: 20,', 'L2: {budget: {max_steps: 40,')
      .replace('  on_exceed: halt\n', '  on_exceed: escalate\n'),
  );
  git(repo.dir, 'commit', '-q', '-am', 'More steps for L2');
  const loosen = loopgov(
    ctx,
    ['policy', 'diff', '--repo', repo.dir, '--base', 'main', '--head', 'more-steps', '--json'],
    { quiet: true },
  );
  summarize(loosen.stdout);

  heading('4. A tightening: a smaller L0 budget');
  git(repo.dir, 'checkout', '-q', 'main');
  git(repo.dir, 'checkout', '-q', '-b', 'fewer-steps');
  writeFileSync(file, original.replace('L0: {budget: {max_steps: 5,', 'L0: {budget: {max_steps: 3,'));
  git(repo.dir, 'commit', '-q', '-am', 'Fewer steps for L0');
  loopgov(ctx, ['policy', 'diff', '--repo', repo.dir, '--base', 'main', '--head', 'fewer-steps']);

  heading('5. A hostile edit is refused with file, line and field');
  git(repo.dir, 'checkout', '-q', 'main');
  writeFileSync(file, original.replace('max_steps: 30,', 'max_steps: .inf,'));
  loopgov(ctx, ['policy', 'validate', '--dir', join(repo.dir, 'policies')]);
  writeFileSync(file, original);

  heading('6. The governed digest that approvals bind and runners pin');
  loopgov(ctx, ['digest', '--repo', repo.dir, '--rev', 'main']);
}

function summarize(json) {
  const report = JSON.parse(json);
  const byField = new Map();
  for (const c of report.changes) {
    const line = `${c.field} ${JSON.stringify(c.from)} → ${JSON.stringify(c.to)} (${c.direction})`;
    byField.set(line, (byField.get(line) ?? 0) + 1);
  }
  console.log(`  class: ${report.class}`);
  for (const [line, n] of byField) console.log(`  ${line} in ${n} scope(s)`);
}
