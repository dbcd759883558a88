// Demo part 3: the proposal flow. A loosening is proposed on a branch by dave; the gate blocks it with a
// maintainer's approval only; an org-admin approves; the gate passes; the branch is merged; a runner pins
// the merged commit in profile prod (verified against a trust file) and runs under it.
// The keys used here are the TEST-ONLY fixtures in test/fixtures/keys/: never trust them for real.
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoEnv, git, gitWith, heading, loopgov, makeGovernanceRepo } from './lib.mjs';

const REPO_ID = 'acme/agent-policies';
const PEOPLE = {
  dave: ['Dave', 'dave@example.com'],
  erin: ['Erin', 'erin@example.com'],
  alice: ['Alice', 'alice@example.com'],
  carol: ['Carol', 'carol@example.com'],
};

/** git as a given person (author and committer), so the gate sees who did what. */
function gitAs(who, dir, ...args) {
  const [name, email] = PEOPLE[who];
  const as = {
    GIT_AUTHOR_NAME: name,
    GIT_AUTHOR_EMAIL: email,
    GIT_COMMITTER_NAME: name,
    GIT_COMMITTER_EMAIL: email,
  };
  return gitWith(demoEnv(as), dir, args);
}

export async function run(ctx) {
  const repo = makeGovernanceRepo(ctx, 'approval-demo');
  const dir = repo.dir;
  const key = (kid) => join(ctx.root, 'test/fixtures/keys', `${kid}.private.jwk.json`);
  const gate = () =>
    loopgov(ctx, [
      'gate',
      '--repo',
      dir,
      '--base',
      'main',
      '--head',
      'more-steps',
      '--repo-id',
      REPO_ID,
      '--author',
      'dave-gh',
    ]);
  const approve = (who, kid) => {
    loopgov(
      ctx,
      [
        'approve',
        '--repo',
        dir,
        '--base',
        'main',
        '--head',
        'more-steps',
        '--key',
        key(kid),
        '--repo-id',
        REPO_ID,
        '--ttl',
        '72h',
        '--write',
      ],
      { quiet: true },
    );
    gitAs(who, dir, 'add', 'approvals');
    gitAs(who, dir, 'commit', '-q', '-m', `Approve more steps at L3 (${who})`);
    console.log(`  ${who} committed approvals/<head-digest>/${kid}.jwt to the branch`);
  };

  heading('7. dave proposes a loosening on a branch: 80 steps at L3 instead of 60');
  git(dir, 'checkout', '-q', '-b', 'more-steps');
  const file = join(dir, 'policies/loop-policy.yaml');
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace('L3: {budget: {max_steps: 60,', 'L3: {budget: {max_steps: 80,'),
  );
  gitAs('dave', dir, 'commit', '-q', '-am', 'More steps at L3: runs are cut off while still converging');
  loopgov(ctx, ['policy', 'diff', '--repo', dir, '--base', 'main', '--head', 'more-steps']);

  heading('8. erin (maintainer) approves; the gate still blocks: a loosening needs an org-admin');
  approve('erin', 'erin-2026');
  const blocked = gate();
  if (blocked.code !== 1) throw new Error('demo: the gate should have blocked a maintainer-only loosening');
  const erinOnly = git(dir, 'rev-parse', 'HEAD');

  heading('9. alice (org-admin, not a proposer) approves; the gate passes');
  approve('alice', 'alice-2026');
  const passed = gate();
  if (passed.code !== 0) throw new Error('demo: the gate should have passed with an org-admin approval');

  heading('10. The branch is merged and pushed');
  git(dir, 'checkout', '-q', 'main');
  gitAs('carol', dir, 'merge', '-q', '--no-ff', '-m', 'Merge more-steps (policy gate passed)', 'more-steps');
  git(dir, 'push', '-q', 'origin', 'main');
  git(dir, 'fetch', '-q', 'origin');
  const merged = git(dir, 'rev-parse', 'HEAD');
  console.log(`  merged commit ${merged}`);
  loopgov(ctx, ['digest', '--repo', dir, '--rev', merged]);

  const hasRun =
    spawnSync(process.execPath, [ctx.cli, 'run', '--help'], { encoding: 'utf8', env: demoEnv() }).status ===
    0;
  if (!hasRun) {
    console.log('\n  (skipped: `loopgov run` is not built yet, so no runner pins the merged commit)');
    return;
  }
  // The trust file is an approver registry kept outside the policy repository.
  const trust = join(ctx.work, 'trust.yaml');
  copyFileSync(join(ctx.root, 'policies/approvers.yaml'), trust);
  const traceDir = join(ctx.work, 'approval-traces');
  const steps = [
    {
      step: 1,
      intent: 'sort',
      action: 'draft',
      tool: 'editor',
      inputs_ref: 'task:sort',
      tokens: 800,
      cost_usd: 0.01,
      progress: 0.5,
      artifact: null,
      claims_done: false,
    },
    {
      step: 2,
      intent: 'sort',
      action: 'finish',
      tool: 'editor',
      inputs_ref: 'task:sort',
      tokens: 900,
      cost_usd: 0.01,
      progress: 1,
      artifact: JSON.stringify({ task: 'sort', input: [3, 1, 2], output: [1, 2, 3] }),
      claims_done: true,
    },
  ];
  const pin = (commit, runId) =>
    loopgov(
      ctx,
      [
        'run',
        '--run-id',
        runId,
        '--project',
        'demo',
        '--level',
        'L3',
        '--profile',
        'prod',
        '--trace-dir',
        traceDir,
        '--workdir',
        ctx.root,
        // The bare remote over file://, the way a runner pins GitHub; the protected ref is its own main.
        '--policy-repo',
        `file://${repo.origin}`,
        '--policy-commit',
        commit,
        '--trust',
        trust,
      ],
      { input: `${steps.map((s) => JSON.stringify(s)).join('\n')}\n` },
    );

  heading('11. A runner pins the merged commit in prod: the approval is verified against the trust file');
  const approved = pin(merged, 'approved-run');
  if (approved.code !== 0) throw new Error('demo: the approved, merged commit should run to DONE in prod');

  heading('12. The same runner refuses the commit that only a maintainer approved (HALT before step 1)');
  const refused = pin(erinOnly, 'unapproved-run');
  if (refused.code !== 3) throw new Error('demo: a maintainer-only approval should HALT in prod');
}
