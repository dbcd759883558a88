// `loopgov policy …` and `loopgov digest` on real temporary git repos. In process: the CLI runs inside
// the test (test/helpers/cli.ts).
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LoopgovError } from '../../src/core/errors.js';
import { resolveEffectivePolicy } from '../../src/core/policy/resolve.js';
import { explainEffectivePolicy } from '../../src/core/policy/resolve-explain.js';
import type { Scope } from '../../src/core/policy/types.js';
import { digestAt } from '../../src/io/git/repo.js';
import { loadPolicyDir } from '../../src/io/policy/dir.js';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/git-repo.js';

function policyDir(edit?: (dir: string) => void): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'loopgov-dir-')), 'policies');
  cpSync('policies', dir, { recursive: true });
  edit?.(dir);
  return dir;
}

describe('loopgov policy validate', () => {
  it('accepts the example policy set', async () => {
    const r = await runCli(['policy', 'validate', '--dir', 'policies']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('valid, within the org ceiling');
  });

  it('rejects a hostile file with file, line, column and field, exit 1, no stack trace', async () => {
    const dir = policyDir((d) =>
      writeFileSync(
        join(d, 'loop-policy.yaml'),
        'apiVersion: loopgov/v1\nkind: LoopPolicy\ndefaults:\n  budget: {max_steps: "30"}\n',
      ),
    );
    const r = await runCli(['policy', 'validate', '--dir', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('policies/loop-policy.yaml:4:23 /defaults/budget/max_steps: must be integer');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('reports a policy above the ceiling as a table, exit 1', async () => {
    const dir = policyDir((d) => {
      const text = readFileSync('policies/loop-policy.yaml', 'utf8').replace(
        'max_steps: 150,',
        'max_steps: 500,',
      );
      writeFileSync(join(d, 'loop-policy.yaml'), text);
    });
    const r = await runCli(['policy', 'validate', '--dir', dir, '--json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.valid).toBe(false);
    expect(out.violations[0]).toMatchObject({
      field: 'budget.max_steps',
      value: 500,
      limit: 200,
      scope: { level: 'L5' },
    });
  });

  // Windows Notepad's "Unicode" is UTF-16 with a byte order mark: "not UTF-8 at byte 0" alone left the
  // user guessing. The message names the mark and what to do (decision 114, one sentence for every reader).
  it.each([
    ['little', 'FF FE', (b: Buffer) => b],
    ['big', 'FE FF', (b: Buffer) => Buffer.from(b).swap16()],
  ])(
    'a file saved as UTF-16 %s-endian names the byte order mark %s and says to save it as UTF-8',
    async (order, mark, swap) => {
      const dir = policyDir((d) => {
        const text = readFileSync(join(d, 'org-ceiling.yaml'), 'utf8');
        writeFileSync(join(d, 'org-ceiling.yaml'), swap(Buffer.from(`\ufeff${text}`, 'utf16le')));
      });
      const r = await runCli(['policy', 'validate', '--dir', dir]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(
        `org-ceiling.yaml:1:1: not UTF-8: an ill-formed byte sequence at byte 0: it starts with ${mark}, the byte order mark of UTF-16 ${order}-endian (Notepad's "Unicode"): save it as UTF-8 (governed files are UTF-8, comments included)`,
      );
    },
  );

  it('refuses a symlink in the policies folder, as in git', async () => {
    const dir = policyDir((d) => symlinkSync('/etc/passwd', join(d, 'extra.yaml')));
    const r = await runCli(['policy', 'validate', '--dir', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('policies/extra.yaml: symlinks are not allowed');
  });

  it('a missing folder is a clear error', async () => {
    const r = await runCli(['policy', 'validate', '--dir', '/nonexistent/policies']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('/nonexistent/policies');
  });
});

describe('loopgov policy resolve', () => {
  it('prints the effective policy as JSON', async () => {
    const r = await runCli(['policy', 'resolve', '--project', 'okr', '--level', 'L3', '--json']);
    expect(r.code).toBe(0);
    const eff = JSON.parse(r.stdout);
    expect(eff.budget).toMatchObject({ max_steps: 80, max_tokens: 300000 });
    expect(eff.governance).toBe('required');
  });

  it('reads from a git revision, not the work tree', async () => {
    const repo = makeRepo();
    repo.write('policies/loop-policy.yaml', 'garbage: [');
    const r = await runCli([
      'policy',
      'resolve',
      '--project',
      'okr',
      '--level',
      'L0',
      '--profile',
      'dev',
      '--repo',
      repo.dir,
      '--rev',
      'HEAD',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/budget\.max_steps\s+5\s+levels\.L0\n/);
    expect(r.stdout).toMatch(/governance\s+optional\s+profiles\.dev\.governance\n/);
  });

  it.each([
    [['policy', 'resolve', '--project', 'okr', '--level', 'L9'], '--level must be one of'],
    [
      ['policy', 'resolve', '--project', 'okr', '--level', 'L1', '--profile', 'staging'],
      '--profile must be one of prod, dev (got "staging")',
    ],
    [['policy', 'resolve', '--level', 'L1'], "required option '--project"],
    [['policy', 'resolve', '--project', 'A B', '--level', 'L1'], '--project must be a project id'],
    [['policy', 'resolve', '--project', 'Okr', '--level', 'L1'], '--project must be a project id'],
    [['policy', 'resolve', '--project', 'x', '--level', 'L1', '--bogus'], "unknown option '--bogus'"],
    [['policy', 'nonsense'], 'unknown command'],
    // A folder has no revisions: --rev was silently ignored, the work tree read.
    [
      ['policy', 'resolve', '--project', 'okr', '--level', 'L1', '--dir', 'policies', '--rev', 'main'],
      'loopgov: ERR_USAGE: --rev goes with --repo (a git repository): --dir policies is read as it is on disk\n',
    ],
    [
      ['policy', 'resolve', '--project', 'okr', '--level', 'L1', '--rev', 'main'],
      '--rev goes with --repo (a git repository): the policies folder is read as it is on disk',
    ],
  ])('usage error %j → exit 2', async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });

  // The library resolved what the CLI refuses: level `l0` missed the L0 layer and gave the defaults'
  // max_steps 30 where L0 gives 5 — a looser policy for a typo. One check now, the same words.
  it.each([
    ['level', 'l0'],
    ['level', 'L0 '],
    ['level', 'banana'],
    ['profile', 'Prod'],
    ['project', 'De Mo'],
  ])(
    '%s %j: the library throws ERR_USAGE as policy resolve exits 2, in the same words',
    async (key, value) => {
      const set = await loadPolicyDir('policies');
      const scope = { project: 'demo', level: 'L0', profile: 'prod', [key]: value } as unknown as Scope;
      const thrown = [
        (() => {
          try {
            resolveEffectivePolicy(set.policy, scope);
          } catch (e) {
            return e;
          }
        })(),
        (() => {
          try {
            explainEffectivePolicy(set.policy, scope);
          } catch (e) {
            return e;
          }
        })(),
      ];
      const said = `${key} must be ${key === 'project' ? 'a project id' : 'one of'}`;
      for (const e of thrown) {
        expect(e).toBeInstanceOf(LoopgovError);
        expect(e).toMatchObject({ code: 'ERR_USAGE', message: expect.stringContaining(said) });
        expect((e as Error).message).toContain(`(got ${JSON.stringify(value)})`);
      }
      const r = await runCli([
        ...['policy', 'resolve', '--dir', 'policies'],
        ...['--project', scope.project!, '--level', scope.level, '--profile', scope.profile],
      ]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`loopgov: ERR_USAGE: --${(thrown[0] as Error).message}\n`);
    },
  );

  it('a scope the library accepts resolves as before: level L0 gives its own max_steps, project null the defaults', async () => {
    const set = await loadPolicyDir('policies');
    expect(
      resolveEffectivePolicy(set.policy, { project: 'unnamed', level: 'L0', profile: 'prod' }).budget
        .max_steps,
    ).toBe(5);
    expect(
      resolveEffectivePolicy(set.policy, { project: null, level: 'L1', profile: 'dev' }).budget.max_steps,
    ).toBe(10);
  });

  it.each([[['--help']], [['policy', '--help']], [['policy', 'diff', '--help']], [['digest', '--help']]])(
    '%j exits 0',
    async (args) => {
      const r = await runCli(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('Usage: loopgov');
    },
  );
});

describe('loopgov policy diff', () => {
  const cases: [string, (text: string) => string, string, string][] = [
    [
      'neutral reformatting',
      (t) => `# reviewed 2026-11\n${t.replace('on_exceed: halt\n', 'on_exceed: "halt"\n')}`,
      'neutral',
      '',
    ],
    [
      'a loosening',
      (t) => t.replace('L2: {budget: {max_steps: 20,', 'L2: {budget: {max_steps: 40,'),
      'loosen',
      'budget.max_steps',
    ],
    [
      'a tightening',
      (t) => t.replace('L2: {budget: {max_steps: 20,', 'L2: {budget: {max_steps: 10,'),
      'tighten',
      'budget.max_steps',
    ],
    [
      'halt → escalate',
      (t) => t.replace('  on_exceed: halt\n', '  on_exceed: escalate\n'),
      'loosen',
      'on_exceed',
    ],
    [
      'a removed gate',
      (t) => t.replace('    - {id: size, kind: max-bytes, max: 1048576}\n', ''),
      'loosen',
      'gates[size]',
    ],
    [
      'a level raised',
      (t) => t.replace('  max_delegation_level: L3\n', '  max_delegation_level: L4\n'),
      'loosen',
      'max_delegation_level',
    ],
  ];
  it.each(cases)('%s', async (_name, edit, cls, field) => {
    const repo = makeRepo();
    const base = repo.git('rev-parse', 'HEAD').trim();
    repo.write('policies/loop-policy.yaml', edit(repo.read('policies/loop-policy.yaml')));
    const head = repo.commit('change');
    const r = await runCli(['policy', 'diff', '--repo', repo.dir, '--base', base, '--head', head, '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.class).toBe(cls);
    if (field) expect(report.changes.map((c: { field: string }) => c.field)).toContain(field);
    else expect(report.changes).toEqual([]);
  });

  it('a ceiling change is class ceiling, one line per change by default', async () => {
    const repo = makeRepo();
    repo.git('checkout', '-q', '-b', 'raise');
    repo.write(
      'policies/org-ceiling.yaml',
      repo.read('policies/org-ceiling.yaml').replace('max_cost_usd: 50', 'max_cost_usd: 500'),
    );
    repo.commit('raise the ceiling');
    const r = await runCli(['policy', 'diff', '--repo', repo.dir, '--base', 'main', '--head', 'raise']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('class: ceiling');
    expect(r.stdout).toContain('  loosen  budget.max_cost_usd 50 → 500 (policies/org-ceiling.yaml)\n');
  });

  // Decision 114: a comment's bytes are governed bytes too. Decoded with U+FFFD this edit read as neutral.
  it('a head whose only change is a byte that is not UTF-8 in a comment is rejected, not neutral', async () => {
    const repo = makeRepo();
    const text = repo.read('policies/loop-policy.yaml');
    const at = Buffer.byteLength(text.slice(0, text.indexOf('\n') + 1));
    repo.write(
      'policies/loop-policy.yaml',
      Buffer.concat([
        Buffer.from(text.slice(0, at)),
        Buffer.from('# note \xff\n', 'latin1'),
        Buffer.from(text.slice(at)),
      ]),
    );
    const head = repo.commit('a comment');
    const r = await runCli(['policy', 'diff', '--repo', repo.dir, '--base', 'HEAD~1', '--head', head]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `policies/loop-policy.yaml:2:8: not UTF-8: an ill-formed byte sequence at byte ${at + 7} (governed files are UTF-8, comments included)`,
    );
    expect(r.stdout).not.toContain('neutral');
  });

  it('an invalid head is rejected with the file and line, exit 1', async () => {
    const repo = makeRepo();
    repo.write(
      'policies/loop-policy.yaml',
      'apiVersion: loopgov/v1\nkind: LoopPolicy\ndefaults: {budget: {max_steps: .inf}}\n',
    );
    const head = repo.commit('bad');
    const r = await runCli(['policy', 'diff', '--repo', repo.dir, '--base', 'HEAD~1', '--head', head]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'policies/loop-policy.yaml:3:32 /defaults/budget/max_steps: number must be finite',
    );
  });
});

describe('loopgov policy diff explains itself', () => {
  it('says when an edit changes no scope, groups fan-out, and JSON keeps every row', async () => {
    const repo = makeRepo();
    const base = repo.git('rev-parse', 'HEAD').trim();
    repo.write(
      'policies/loop-policy.yaml',
      repo
        .read('policies/loop-policy.yaml')
        .replace('max_steps: 30,', 'max_steps: 31,')
        .replace('  on_exceed: halt\n', '  on_exceed: escalate\n'),
    );
    const head = repo.commit('change');
    const text = await runCli(['policy', 'diff', '--repo', repo.dir, '--base', base, '--head', head]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      'defaults.budget.max_steps 30 → 31 changes no scope: every level sets its own',
    );
    expect(text.stdout).toMatch(
      /^ {2}loosen +on_exceed halt → escalate in 40 scopes: every project × L0–L3 × prod\/dev$/m,
    );
    expect(text.stdout.split('\n').filter((l) => l.includes('on_exceed'))).toHaveLength(1);
    const json = JSON.parse(
      (await runCli(['policy', 'diff', '--repo', repo.dir, '--base', base, '--head', head, '--json'])).stdout,
    );
    expect(json.changes.filter((c: { field: string }) => c.field === 'on_exceed')).toHaveLength(40);
    expect(json.ineffective).toMatchObject([{ field: 'defaults.budget.max_steps', from: 30, to: 31 }]);
    expect(json.warnings).toEqual([]);
  });

  it.each([
    [
      'an edited file',
      (r: ReturnType<typeof makeRepo>) =>
        r.write('policies/org-ceiling.yaml', `${r.read('policies/org-ceiling.yaml')}# x\n`),
      'policies/org-ceiling.yaml',
    ],
    [
      'a new file',
      (r: ReturnType<typeof makeRepo>) => r.write('policies/new.yaml', 'a: 1\n'),
      'policies/new.yaml',
    ],
    [
      'a deleted file',
      (r: ReturnType<typeof makeRepo>) => r.remove('policies/approvers.yaml'),
      'policies/approvers.yaml',
    ],
  ])('warns about %s under policies/ that is not committed', async (_name, edit, path) => {
    const repo = makeRepo();
    edit(repo);
    const r = await runCli([
      'policy',
      'diff',
      '--repo',
      repo.dir,
      '--base',
      'HEAD',
      '--head',
      'HEAD',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      `loopgov: warning: ${path} has uncommitted changes: policy diff compares committed revisions`,
    );
    expect(JSON.parse(r.stdout).warnings).toHaveLength(1);
  });

  it('a bare repository has no work tree to warn about', async () => {
    const repo = makeRepo();
    const bare = `${repo.dir}.git`;
    repo.git('clone', '-q', '--bare', repo.dir, bare);
    const r = await runCli(['policy', 'diff', '--repo', bare, '--base', 'main', '--head', 'main']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
  });
});

describe('loopgov digest', () => {
  it('prints the same digest as the library, and refuses option-shaped revisions', async () => {
    const repo = makeRepo();
    const r = await runCli(['digest', '--repo', repo.dir, '--rev', 'main']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(await digestAt(repo.dir, 'main'));
    const bad = await runCli(['digest', '--repo', repo.dir, '--rev', '--upload-pack=evil']);
    expect(bad.code).not.toBe(0);
  });

  // The digest is of bytes, as approvals bind it: help and behaviour say the same thing.
  it('digests a revision whose policies are invalid (exit 0), refuses a tree that is not plain files (exit 1)', async () => {
    const repo = makeRepo();
    repo.write('policies/loop-policy.yaml', 'a:\n\tb: 1\n');
    repo.commit('not YAML');
    const r = await runCli(['digest', '--repo', repo.dir, '--rev', 'HEAD']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^[0-9a-f]{64}\n$/);
    repo.git('rm', '-q', 'policies/approvers.yaml');
    symlinkSync('/etc/passwd', join(repo.dir, 'policies', 'approvers.yaml'));
    repo.git('add', 'policies/approvers.yaml');
    repo.commit('a symlink');
    const bad = await runCli(['digest', '--repo', repo.dir, '--rev', 'HEAD']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('policies/approvers.yaml: symlinks are not allowed');
    const help = (await runCli(['digest', '--help'])).stdout;
    expect(help).toContain('0  printed: the digest of the bytes under policies/, valid policies or not');
    expect(help).toContain('1  the revision is missing, or policies/ holds more than regular files');
  });
});

describe('a --repo that is not a repository', () => {
  it.each([
    ['digest', ['digest', '--rev', 'HEAD']],
    ['policy diff', ['policy', 'diff', '--base', 'main', '--head', 'HEAD']],
    ['gate', ['gate', '--base', 'main', '--head', 'HEAD', '--repo-id', 'acme/p', '--author', 'x']],
    ['propose', ['propose', '--traces', '/tmp']],
  ])('%s: ERR_GIT naming the folder once, no stack trace', async (_name, args) => {
    for (const [repo, why] of [
      ['/nonexistent/repo', 'no such folder'],
      ['/etc/hostname', 'it is not a folder'],
    ]) {
      const r = await runCli([...args, '--repo', repo!]);
      expect(r.code).toBe(1);
      // In the user's words, not simple-git's ("Cannot use simple-git on a directory that does not exist"),
      // and once: --base and --head fail for the repository's reason, not each their own.
      expect(r.stderr).toBe(`loopgov: ERR_GIT: cannot use "${repo}" as a git repository: ${why}\n`);
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    }
  });
});
