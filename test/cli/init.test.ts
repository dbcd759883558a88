// `loopgov init` + the docs take a newcomer from an empty directory to a gated pull request and a
// governed prod run: this test walks that path with real git and a bare file:// remote, doing only what
// the scaffolded README says. The CLI runs in process (test/helpers/cli.ts).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scaffoldFiles } from '../../src/core/init/templates.js';
import { parsePolicySet } from '../../src/core/policy/parse.js';
import { runCli } from '../helpers/cli.js';
import { ev, lines, runLoopgov, tempDir } from './run-fixtures.js';

const REPO_ID = 'acme/agent-policies';
const people = {
  alice: { name: 'Alice', email: 'alice@example.com', github: 'alice-gh' },
  bob: { name: 'Bob', email: 'bob@example.com', github: 'bob-gh' },
};
type Who = keyof typeof people;

function gitAs(dir: string, who: Who, ...args: string[]): string {
  const p = people[who];
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: p.name,
      GIT_AUTHOR_EMAIL: p.email,
      GIT_COMMITTER_NAME: p.name,
      GIT_COMMITTER_EMAIL: p.email,
    },
  });
}

describe('loopgov init', () => {
  it('writes the three governed files (valid, with the schema hookup), the workflows and a README', async () => {
    const dir = join(tempDir('loopgov-init-'), 'gov');
    const r = await runCli(['init', dir, '--repo-id', REPO_ID]);
    expect(r.code, r.stderr).toBe(0);
    const files = scaffoldFiles({ version: '0.1.0', repoId: REPO_ID, action: 'x/y@v1' });
    for (const path of Object.keys(files)) expect(r.stdout).toContain(`created ${path}`);
    for (const [path, schema] of [
      ['policies/loop-policy.yaml', 'loop-policy'],
      ['policies/org-ceiling.yaml', 'org-ceiling'],
      ['policies/approvers.yaml', 'approvers'],
    ]) {
      const text = readFileSync(join(dir, path!), 'utf8');
      expect(text.split('\n')[0]).toMatch(
        new RegExp(
          `^# yaml-language-server: \\$schema=https://unpkg.com/loopgov@[^/]+/schemas/${schema}.schema.json$`,
        ),
      );
    }
    // The hookup points at schemas the package ships.
    for (const s of ['loop-policy', 'org-ceiling', 'approvers'])
      expect(() => readFileSync(`schemas/${s}.schema.json`)).not.toThrow();
    expect(readFileSync(join(dir, '.github/workflows/policy-gate.yml'), 'utf8')).toContain(
      `repo-id: ${REPO_ID}`,
    );
    // Valid as written, but an empty registry is said to be useless.
    const v = await runCli(['policy', 'validate', '--dir', join(dir, 'policies')]);
    expect(v.code).toBe(0);
    expect(v.stderr).toContain('approvers.yaml names no maintainer or org-admin');
  });

  it('refuses to overwrite anything, and writes nothing then', async () => {
    const dir = join(tempDir('loopgov-init-'), 'gov');
    mkdirSync(join(dir, 'policies'), { recursive: true });
    writeFileSync(join(dir, 'policies/approvers.yaml'), 'mine');
    writeFileSync(join(dir, 'README.md'), 'mine');
    const r = await runCli(['init', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('refusing to overwrite 2 existing file(s)');
    expect(r.stderr).toContain(`${dir}/policies/approvers.yaml: exists`);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toBe('mine');
    expect(() => readFileSync(join(dir, 'policies/loop-policy.yaml'))).toThrow();
  });

  // Written into the policy-gate workflow as `uses: …`: without @ref GitHub refuses the workflow, and a
  // line break would write YAML of its own (a `with:` the user never chose).
  it.each([
    ['no @ref', 'acme/loopgov'],
    ['YAML after a line break', 'acme/x@v1\n        with: {evil: 1}'],
    ['a space', 'acme/x@v1 # pinned'],
    ['no owner', 'loopgov@v1'],
    ['an empty ref', 'acme/x@'],
    ['a ref with ..', 'acme/x@v1/../main'],
  ])('--action with %s is a usage error, nothing written', async (_what, action) => {
    const dir = join(tempDir('loopgov-init-'), 'gov');
    const r = await runCli(['init', dir, '--action', action]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `loopgov: ERR_USAGE: --action must be owner/name@ref (a tag, branch or commit SHA; owner/name/path@ref for an Action in a subfolder) (got ${JSON.stringify(action)})\n`,
    );
    expect(r.stdout).toBe('');
    expect(() => readFileSync(join(dir, 'README.md'))).toThrow();
    expect(() => scaffoldFiles({ version: '1.0.0', repoId: 'o/n', action })).toThrow(
      /^action must be owner\/name@ref/,
    );
  });

  it.each(['acme/loopgov@v1.2.3', `acme/loopgov@${'a'.repeat(40)}`, 'acme/tools/gate@release/v2'])(
    '--action %s is written as the uses: of the policy-gate step',
    async (action) => {
      const dir = join(tempDir('loopgov-init-'), 'gov');
      const r = await runCli(['init', dir, '--action', action]);
      expect(r.code, r.stderr).toBe(0);
      expect(readFileSync(join(dir, '.github/workflows/policy-gate.yml'), 'utf8')).toContain(
        `        uses: ${action}\n        with:\n`,
      );
    },
  );

  it('the templates stay valid for any repo id and version', async () => {
    const files = scaffoldFiles({ version: '9.9.9', repoId: 'o/n', action: 'o/loopgov@abc' });
    const set = parsePolicySet(
      Object.entries(files)
        .filter(([p]) => p.startsWith('policies/'))
        .map(([path, content]) => ({ path, content })),
      { complete: true },
    );
    expect(set.policy && set.ceiling && set.approvers).toBeTruthy();
  });
});

describe('from an empty directory to a gated pull request and a governed prod run', () => {
  it('follows the scaffolded README step by step', async () => {
    const root = tempDir('loopgov-newcomer-');
    const gov = join(root, 'agent-policies');
    const keys = join(root, 'keys');
    const origin = join(root, 'origin.git');
    execFileSync('git', ['init', '-q', '--bare', '-b', 'main', origin]);

    // loopgov init, with git.
    expect((await runCli(['init', gov, '--git', '--repo-id', REPO_ID])).code).toBe(0);
    const readme = readFileSync(join(gov, 'README.md'), 'utf8');
    expect(readme).toContain('## Bootstrap: the first approvers');

    // Bootstrap 1–2: each first approver generates a key; the entries go in place of [].
    const entries: string[] = [];
    for (const who of ['alice', 'bob'] as const) {
      const p = people[who];
      const r = await runCli([
        ...['keys', 'generate', '--id', who, '--github', p.github, '--email', p.email],
        ...['--role', 'org-admin', '--out', keys],
      ]);
      expect(r.code, r.stderr).toBe(0);
      entries.push(r.stdout.trimEnd());
    }
    const registry = join(gov, 'policies/approvers.yaml');
    writeFileSync(
      registry,
      readFileSync(registry, 'utf8').replace('approvers: []', `approvers:\n${entries.join('\n')}`),
    );
    const v = await runCli(['policy', 'validate', '--dir', join(gov, 'policies')]);
    expect(v.code, v.stderr).toBe(0);
    expect(v.stderr).toBe('');

    // Bootstrap 3: the first commit goes straight to main (before the gate is required).
    gitAs(gov, 'alice', 'config', 'commit.gpgsign', 'false');
    gitAs(gov, 'alice', 'add', '-A');
    gitAs(gov, 'alice', 'commit', '-q', '-m', 'Bootstrap loop policies');
    gitAs(gov, 'alice', 'remote', 'add', 'origin', `file://${origin}`);
    gitAs(gov, 'alice', 'push', '-q', '-u', 'origin', 'main');

    // Changing a policy 1: alice branches and tightens a budget.
    gitAs(gov, 'alice', 'checkout', '-q', '-b', 'fewer-steps');
    const policy = join(gov, 'policies/loop-policy.yaml');
    writeFileSync(policy, readFileSync(policy, 'utf8').replace('max_steps: 30,', 'max_steps: 25,'));
    gitAs(gov, 'alice', 'commit', '-q', '-am', 'Fewer steps by default');
    const diff = await runCli([
      'policy',
      'diff',
      '--repo',
      gov,
      '--base',
      'origin/main',
      '--head',
      'HEAD',
      '--json',
    ]);
    expect(JSON.parse(diff.stdout).class).toBe('tighten');
    const gate = () =>
      runCli([
        ...['gate', '--repo', gov, '--base', 'origin/main', '--head', 'HEAD'],
        ...['--repo-id', REPO_ID, '--author', people.alice.github, '--json'],
      ]);
    const blocked = await gate();
    expect(blocked.code).toBe(1);
    expect(JSON.parse(blocked.stdout).verdict).toBe('block');

    // 2: bob, who did not author it, approves and commits the token.
    const approve = await runCli([
      ...['approve', '--repo', gov, '--base', 'origin/main', '--head', 'HEAD', '--repo-id', REPO_ID],
      ...['--key', join(keys, `bob-${new Date().getUTCFullYear()}.private.jwk.json`), '--write'],
    ]);
    expect(approve.code, approve.stderr).toBe(0);
    gitAs(gov, 'bob', 'add', 'approvals');
    gitAs(gov, 'bob', 'commit', '-q', '-m', 'Approve');

    // 3: the gate passes; merge.
    const passed = await gate();
    expect(passed.code, passed.stdout).toBe(0);
    expect(JSON.parse(passed.stdout)).toMatchObject({ verdict: 'pass', class: 'tighten' });
    gitAs(gov, 'alice', 'checkout', '-q', 'main');
    gitAs(gov, 'alice', 'merge', '-q', '--ff-only', 'fewer-steps');
    gitAs(gov, 'alice', 'push', '-q', 'origin', 'main');
    const commit = gitAs(gov, 'alice', 'rev-parse', 'HEAD').trim();

    // Running agents: pin the approved commit of the remote's main, trust file outside the repository.
    // What the README says of it holds since decision 122: prod proves it at every run start, not every
    // 10 minutes (the TTL is how old a proof may be when main cannot be fetched).
    expect(readme).toContain('a prod run fetches `main` at its start and proves the commit is still there');
    expect(readme).not.toMatch(/every 10 minutes/);
    const trust = join(root, 'trust.yaml');
    cpSync(registry, trust);
    const workdir = join(root, 'agent');
    mkdirSync(workdir);
    writeFileSync(join(workdir, 'package.json'), JSON.stringify({ scripts: { test: 'node -e 0' } }));
    const run = await runLoopgov(
      [
        ...['--run-id', 'r1', '--project', 'my-project', '--level', 'L1', '--profile', 'prod'],
        ...['--trace-dir', join(root, 'traces'), '--workdir', workdir],
        // The bare remote over file://, as a runner pins GitHub; the default protected ref is its main.
        ...['--policy-repo', `file://${origin}`, '--policy-commit', commit, '--trust', trust],
      ],
      lines([ev(1), ev(2, { artifact: 'the fix', claims_done: true })]),
      { LOOPGOV_CACHE_DIR: join(root, 'cache') },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.decisions.map((d) => d.decision)).toEqual(['CONTINUE', 'DONE']);
    expect(run.decisions[1]).toMatchObject({
      governance: 'required',
      provenance: { source: 'pinned', commit, verified: true },
    });
    const verify = await runCli(['trace', 'verify', '--trace-dir', join(root, 'traces'), '--run-id', 'r1']);
    expect(verify.code, verify.stdout).toBe(0);
  });
});
