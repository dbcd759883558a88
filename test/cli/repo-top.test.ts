// A --repo inside a repository (its policies/ or approvals/ folder, any subfolder, a link to one) is no
// governance repository: every command that reads one refuses it (exit 2, ERR_USAGE) and says to name
// the repository's top. Before, `gate --repo <repo>/policies` passed a self-approval and a deleted reject
// (the history reads found nothing from there). A repository of its own in a subfolder still works.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, spawnCli } from '../helpers/cli.js';
import {
  commitAs,
  digest,
  editPolicy,
  git,
  makeRepo,
  PEOPLE,
  REPO_ID,
  removeRepo,
  ROOT,
  runGate,
  signAs,
} from '../helpers/gate-repo.js';

let repo: string;
let base: string;
/** Alice proposes a loosening and approves it herself (separation of duties). */
let selfApproved: string;
/** Bob's reject, committed then deleted, and then Alice's approval of a change Dave proposed. */
let rejectDeleted: string;
let nested: string;

const loosen = (dir: string) => ({
  'policies/loop-policy.yaml': editPolicy(
    dir,
    'loop-policy.yaml',
    'L3: {budget: {max_steps: 60,',
    'L3: {budget: {max_steps: 80,',
  ),
});

beforeAll(async () => {
  repo = makeRepo('repo-top');
  base = git(repo, 'rev-parse', 'HEAD').trim();
  git(repo, 'checkout', '-q', '-b', 'self');
  const change = commitAs(repo, PEOPLE.alice!, 'L3: 80 steps', loosen(repo));
  const [b, h] = [await digest(repo, base), await digest(repo, change)];
  selfApproved = commitAs(repo, PEOPLE.alice!, 'alice approves', signAs('alice', b, h));
  git(repo, 'checkout', '-q', '-b', 'reject', base);
  const change2 = commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', loosen(repo));
  const h2 = await digest(repo, change2);
  commitAs(repo, PEOPLE.bob!, 'bob rejects', signAs('bob', b, h2, 'reject'));
  commitAs(repo, PEOPLE.dave!, 'drop it', { [`approvals/${h2}/bob-2026.jwt`]: null });
  rejectDeleted = commitAs(repo, PEOPLE.carol!, 'alice approves', signAs('alice', b, h2));
  mkdirSync(join(repo, 'policies/deep'), { recursive: true });
  mkdirSync(join(repo, 'notes'));
  symlinkSync(join(repo, 'policies'), join(repo, 'link-to-policies'));
  symlinkSync(repo, join(repo, '..', `${repo.split('/').pop()}-link`));
  // A monorepo whose governance repository is a repository of its own in gov/ (its own .git).
  nested = mkdtempSync(join(tmpdir(), 'loopgov-mono-'));
  git(nested, 'init', '-q', '-b', 'main');
  mkdirSync(join(nested, 'gov'));
  const gov = join(nested, 'gov');
  git(gov, 'init', '-q', '-b', 'main');
  git(gov, 'config', 'commit.gpgsign', 'false');
  cpSync(join(ROOT, 'policies'), join(gov, 'policies'), { recursive: true });
  commitAs(gov, PEOPLE.seed!, 'initial policies', {});
  git(gov, 'checkout', '-q', '-b', 'pr');
  commitAs(gov, PEOPLE.dave!, 'L3: 80 steps', loosen(gov));
});
afterAll(() => {
  removeRepo(repo);
  removeRepo(`${repo}-link`);
  removeRepo(nested);
});

const INSIDE = [
  'policies',
  'approvals',
  './policies/',
  'policies/.',
  'policies/deep',
  'notes',
  'link-to-policies',
  '.git/refs',
];

describe('gate --repo', () => {
  it.each([['.'], ['./'], ['<link to the top>']])(
    '%s (the top) blocks a self-approval and a deleted reject',
    async (how) => {
      const dir = how === '.' ? repo : how === './' ? `${repo}/` : `${repo}-link`;
      const self = await runGate(dir, base, selfApproved, 'dave-gh');
      expect(self.code, self.stderr).toBe(1);
      expect(self.json.approvals[0]!.reason).toMatch(/proposer \(separation of duties\)/);
      const rejected = await runGate(dir, base, rejectDeleted, 'dave-gh');
      expect(rejected.code).toBe(1);
      expect(rejected.json.reasons.join('\n')).toMatch(/bob rejected the change .*since deleted/);
    },
  );

  it.each(INSIDE)('a folder inside it (%s) is refused, exit 2, naming the top', async (sub) => {
    for (const head of [selfApproved, rejectDeleted]) {
      const r = await runGate(join(repo, sub), base, head, 'dave-gh');
      expect(r.code).toBe(2);
      // Under --json the usage error is said on stdout too (docs/cli.md); nothing else is printed.
      expect(JSON.parse(r.stdout)).toEqual({ error: { code: 'ERR_USAGE', message: expect.any(String) } });
      expect(r.stderr).toMatch(/ERR_USAGE: .* not its top: point at the repository's top folder/);
      expect(r.stderr).toContain(repo);
      // The repository's reason, said once (not once for --base and again for --head).
      expect(r.stderr.match(/not its top/g)).toHaveLength(1);
    }
  });

  it('reads from the top even when git is told to take pathspecs literally (GIT_LITERAL_PATHSPECS)', () => {
    const r = spawnCli(
      [
        'gate',
        '--repo',
        repo,
        '--base',
        base,
        '--head',
        rejectDeleted,
        '--repo-id',
        REPO_ID,
        '--author',
        'x',
        '--json',
      ],
      { env: { GIT_LITERAL_PATHSPECS: '1' } },
    );
    expect(r.code, r.stderr).toBe(1);
    expect(JSON.parse(r.stdout).reasons.join('\n')).toMatch(/bob rejected the change/);
  });

  it('a governance repository of its own in a subfolder (gov/ with its own .git) is used as it is', async () => {
    const r = await runGate(join(nested, 'gov'), 'main', 'pr', 'dave-gh');
    expect(r.code, r.stderr).toBe(1);
    expect(r.json.class).toBe('loosen');
    expect(r.json.reasons.join('\n')).toMatch(/needs 1 approval\(s\) from distinct org-admins/);
  });

  it('a folder that is no git repository says so (not "a shallow clone")', async () => {
    const plain = mkdtempSync(join(tmpdir(), 'loopgov-plain-'));
    const r = await runGate(plain, 'main', 'HEAD');
    expect(r.stderr).toContain(
      `ERR_GIT: cannot use "${plain}" as a git repository: it is not a git repository`,
    );
    expect(r.stderr).not.toMatch(/shallow/);
    expect(r.stderr.match(/not a git repository/g)).toHaveLength(1);
    removeRepo(plain);
  });

  it('… in a German shell too: git speaks English to loopgov, so its answer is still told apart', () => {
    const plain = mkdtempSync(join(tmpdir(), 'loopgov-plain-'));
    const r = spawnCli(
      ['gate', '--repo', plain, '--base', 'main', '--head', 'HEAD', '--repo-id', REPO_ID, '--author', 'x'],
      {
        env: { LANGUAGE: 'de', LC_ALL: 'C.UTF-8', LANG: 'de_DE.UTF-8' },
      },
    );
    expect(r.stderr).toContain(`cannot use "${plain}" as a git repository: it is not a git repository`);
    removeRepo(plain);
  });

  it('a repository git refuses as of dubious ownership: the refusal keeps git’s safe.directory command', () => {
    // git's own test switch makes it see another owner; set by a git on PATH (simple-git drops GIT_*).
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    const bin = mkdtempSync(join(tmpdir(), 'loopgov-owner-'));
    writeFileSync(join(bin, 'git'), `#!/bin/sh\nGIT_TEST_ASSUME_DIFFERENT_OWNER=1 exec ${real} "$@"\n`);
    chmodSync(join(bin, 'git'), 0o755);
    const r = spawnCli(
      ['gate', '--repo', repo, '--base', 'main', '--head', 'HEAD', '--repo-id', REPO_ID, '--author', 'x'],
      {
        env: { PATH: `${bin}:${process.env.PATH}` },
      },
    );
    expect(r.stderr).toMatch(/ERR_GIT: cannot use .* as a git repository: fatal: detected dubious ownership/);
    expect(r.stderr).toContain(`git config --global --add safe.directory ${repo}`);
    removeRepo(bin);
  });
});

describe('every command that reads a governance repository refuses a folder inside one', () => {
  const key = join(ROOT, 'test/fixtures/keys/alice-2026.private.jwk.json');
  it.each([
    ['policy diff', ['policy', 'diff', '--base', 'main', '--head', 'self']],
    [
      'policy resolve',
      ['policy', 'resolve', '--rev', 'main', '--project', 'x', '--level', 'L1', '--profile', 'dev'],
    ],
    ['digest', ['digest', '--rev', 'main']],
    [
      'approve',
      ['approve', '--base', 'main', '--head', 'self', '--key', key, '--repo-id', REPO_ID, '--write'],
    ],
    [
      'approval verify',
      ['approval', 'verify', '--token', key, '--base', 'main', '--head', 'self', '--repo-id', REPO_ID],
    ],
    ['propose', ['propose', '--traces', tmpdir(), '--base', 'main']],
  ])('%s', async (_name, args) => {
    for (const sub of ['policies', 'approvals', 'link-to-policies']) {
      const r = await runCli([...args, '--repo', join(repo, sub)]);
      expect(r.code, `${sub}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toMatch(/ERR_USAGE: .* not its top: point at the repository's top folder/);
    }
    // approve --write wrote nothing into the subfolder.
    expect(git(repo, 'status', '--porcelain', '--untracked-files=all', '--', 'policies', 'approvals')).toBe(
      '',
    );
  });
});
