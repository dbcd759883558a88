// REDTEAM round 2 "a governed file missing from the policy set, or an empty policies folder": a clear
// error naming the missing file — never "valid" — wherever a set is loaded: --dir, --policy-dir, a
// revision (resolve, diff, gate) and a pinned commit. Messages name the folder really given.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { ev, governanceRepo, lines, runLoopgov, tempDir } from './run-fixtures.js';

const FILES = ['loop-policy.yaml', 'org-ceiling.yaml', 'approvers.yaml'] as const;

/** A copy of the example policies in a folder named `bad` (not `policies`), without `missing`. */
function folderWithout(...missing: string[]): string {
  const dir = join(tempDir('loopgov-missing-'), 'bad');
  cpSync('policies', dir, { recursive: true });
  for (const f of missing) rmSync(join(dir, f));
  return dir;
}

const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at |internal error/);

describe('a policies folder missing a governed file', () => {
  it.each(FILES)('without %s: validate, resolve and a dev run all refuse, naming it', async (file) => {
    const dir = folderWithout(file);
    const validate = await runCli(['policy', 'validate', '--dir', dir]);
    expect(validate.code).toBe(1);
    expect(validate.stdout).not.toContain('valid');
    expect(validate.stdout).not.toContain('ceiling'); // no ceiling table for a set that is not whole
    expect(validate.stderr).toContain(`ERR_POLICY_MISSING`);
    expect(validate.stderr).toContain(`${dir}/${file}: missing`);
    noStack(validate.stderr);

    const resolve = await runCli(['policy', 'resolve', '--dir', dir, '--project', 'okr', '--level', 'L1']);
    expect(resolve.code).toBe(1);
    expect(resolve.stdout).toBe('');
    expect(resolve.stderr).toContain(`${dir}/${file}: missing`);

    const run = await runLoopgov(
      [
        ...['--run-id', 'm1', '--project', 'p', '--level', 'L1', '--profile', 'dev'],
        ...['--trace-dir', tempDir(), '--policy-dir', dir, '--durability', 'none'],
      ],
      lines([ev(1)]),
    );
    expect(run.code).toBe(3);
    expect(run.decisions[0]).toMatchObject({ decision: 'HALT', reason: 'policy_unavailable' });
    expect(String(run.decisions[0]!.detail)).toContain(`${dir}/${file}: missing`);
  });

  it('an empty folder: every governed file is named, nothing is printed as a policy', async () => {
    const dir = join(tempDir('loopgov-empty-'), 'empty');
    mkdirSync(dir);
    for (const args of [
      ['policy', 'validate', '--dir', dir],
      ['policy', 'resolve', '--dir', dir, '--project', 'p', '--level', 'L0'],
    ]) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stdout).toBe('');
      for (const f of FILES) expect(r.stderr).toContain(`${dir}/${f}: missing: the policies folder is empty`);
    }
  });

  it('problems in a file say where the file really is (--dir bad), so an editor can jump to it', async () => {
    const dir = folderWithout();
    writeFileSync(
      join(dir, 'loop-policy.yaml'),
      'apiVersion: loopgov/v1\nkind: LoopPolicy\ndefaults:\n  budget: {max_steps: "30"}\n',
    );
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    const r = await runCli(['policy', 'validate', '--dir', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${dir}/loop-policy.yaml:4:23 /defaults/budget/max_steps: must be integer`);
    expect(r.stderr).toContain(`${dir}/notes.txt: not a governed file`);
    expect(r.stderr).not.toContain('policies/');
  });
});

describe('a revision missing a governed file', () => {
  it.each(FILES)(
    'without policies/%s: resolve, diff, the gate and a pinned run refuse, naming it',
    async (file) => {
      const repo = governanceRepo();
      const base = repo.git('rev-parse', 'HEAD').trim();
      rmSync(join(repo.dir, 'policies', file));
      const head = repo.commit({});
      const resolve = await runCli([
        'policy',
        'resolve',
        '--repo',
        repo.dir,
        '--rev',
        head,
        '--project',
        'p',
        '--level',
        'L1',
      ]);
      expect(resolve.code).toBe(1);
      expect(resolve.stderr).toContain(`policies/${file}: missing`);
      const diff = await runCli(['policy', 'diff', '--repo', repo.dir, '--base', base, '--head', head]);
      expect(diff.code).toBe(1);
      expect(diff.stderr).toContain(`policies/${file}: missing`);
      // Which of the two revisions is wrong, by the flag that named it.
      expect(diff.stderr).toContain(`ERR_POLICY_MISSING: --head "${head}" (commit ${head.slice(0, 12)}): `);
      const reversed = await runCli(['policy', 'diff', '--repo', repo.dir, '--base', head, '--head', base]);
      expect(reversed.stderr).toContain(
        `ERR_POLICY_MISSING: --base "${head}" (commit ${head.slice(0, 12)}): `,
      );
      const gate = await runCli([
        ...['gate', '--repo', repo.dir, '--base', base, '--head', head],
        ...['--repo-id', 'acme/agent-policies', '--author', 'someone', '--json'],
      ]);
      expect(gate.code).toBe(1);
      const report = JSON.parse(gate.stdout);
      expect(report.verdict).toBe('block');
      expect(JSON.stringify(report.reasons)).toContain(`policies/${file}`);
      const run = await runLoopgov(
        [
          ...[
            '--run-id',
            'm1',
            '--project',
            'p',
            '--level',
            'L1',
            '--profile',
            'dev',
            '--trace-dir',
            tempDir(),
          ],
          ...['--policy-repo', repo.dir, '--policy-commit', head, '--durability', 'none'],
        ],
        lines([ev(1)]),
        { LOOPGOV_CACHE_DIR: tempDir('loopgov-cache-') },
      );
      expect(run.code).toBe(3);
      expect(run.decisions[0]).toMatchObject({ decision: 'HALT', reason: 'policy_unavailable' });
      expect(String(run.decisions[0]!.detail)).toContain(`policies/${file}: missing`);
    },
  );
});
