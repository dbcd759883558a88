// Errors are said once (issue 8, first user): an error's message and its located problems are often the
// same facts; the one composer (`explainError`, `unsaidProblems`, the CLI's `reportError`) says each once.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainError, LoopgovError, unsaidProblems } from '../../src/core/errors.js';
import { openRun } from '../../src/io/run/open-run.js';
import { runCli } from '../helpers/cli.js';
import { traceIoError } from '../../src/io/trace/files.js';
import { governanceRepo, policyDir, tempDir, testPolicy } from './run-fixtures.js';

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('every fact once', () => {
  it.each([
    [
      'reasons in the message and again as problems (a refused approval)',
      new LoopgovError(
        'ERR_APPROVAL',
        'policy commit c is not approved: needs 1 approval(s); not counted: x.jwt: expired',
        [
          { file: 'approvals/d/', message: 'needs 1 approval(s)' },
          { file: 'approvals/d/', message: 'not counted: x.jwt: expired' },
        ],
      ),
      'ERR_APPROVAL: policy commit c is not approved: needs 1 approval(s); not counted: x.jwt: expired',
    ],
    [
      'a summary and located problems (a schema error): both, once',
      new LoopgovError('ERR_POLICY_SCHEMA', 'invalid policy set: 2 problem(s)', [
        {
          file: 'p/loop-policy.yaml',
          line: 3,
          column: 5,
          field: '/defaults/budget',
          message: 'must be object',
        },
        { file: 'p/org-ceiling.yaml', line: 1, message: 'unknown field x' },
      ]),
      'ERR_POLICY_SCHEMA: invalid policy set: 2 problem(s) (p/loop-policy.yaml:3:5 /defaults/budget: must be object; p/org-ceiling.yaml:1: unknown field x)',
    ],
    [
      'one message for several files (an empty folder): one problem naming them all',
      new LoopgovError('ERR_POLICY_MISSING', 'incomplete policy set: 3 problem(s)', [
        { file: 'p/loop-policy.yaml', message: 'missing: the folder is empty' },
        { file: 'p/org-ceiling.yaml', message: 'missing: the folder is empty' },
        { file: 'p/approvers.yaml', message: 'missing: the folder is empty' },
      ]),
      'ERR_POLICY_MISSING: incomplete policy set: 3 problem(s) (p/loop-policy.yaml, p/org-ceiling.yaml, p/approvers.yaml: missing: the folder is empty)',
    ],
    ['an error that is not ours', new Error('boom'), 'boom'],
  ])('%s', (_what, e, line) => {
    expect(explainError(e)).toBe(line);
  });

  it('more problems than shown are counted, not dropped silently', () => {
    const e = new LoopgovError(
      'ERR_POLICY_SCHEMA',
      'invalid',
      Array.from({ length: 7 }, (_, i) => ({ file: 'f.yaml', line: i + 1, message: `bad ${i}` })),
    );
    expect(explainError(e, 5)).toMatch(/f\.yaml:5: bad 4; \+2 more\)$/);
    expect(unsaidProblems(e)).toHaveLength(7);
    expect(unsaidProblems(new LoopgovError('ERR_X' as never, 'a: b', [{ file: 'f', message: 'b' }]))).toEqual(
      [],
    );
  });

  it('a prod run without a trust file: its refusal says why once, in the decision and on stderr', async () => {
    const repo = governanceRepo();
    const commit = repo.git('rev-parse', 'HEAD').trim();
    const why = 'profile prod needs a trust file';
    const run = await openRun({
      runId: 'once',
      project: 'demo',
      level: 'L2',
      profile: 'prod',
      policy: { kind: 'pinned', repo: `file://${repo.origin}`, commit, cacheDir: tempDir() },
      traceDir: tempDir(),
      durability: 'none',
    });
    expect(occurrences(run.refused!.detail!, why)).toBe(1);
    const cli = await runCli(
      [
        'run',
        ...['--run-id', 'once', '--project', 'demo', '--level', 'L2', '--profile', 'prod'],
        ...['--trace-dir', tempDir(), '--policy-repo', `file://${repo.origin}`, '--policy-commit', commit],
      ],
      { env: { LOOPGOV_CACHE_DIR: tempDir() } },
    );
    expect(cli.code).toBe(3);
    expect(occurrences(cli.stderr, why)).toBe(1);
  });

  it('--trace-dir naming a file: a usage error (exit 2) saying the file in the way once, nothing written', async () => {
    const dir = tempDir();
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'x');
    const args = ['run', '--run-id', 'r1', '--project', 't', '--level', 'L2', '--profile', 'dev'];
    for (const [traceDir, why] of [
      [file, 'it is not a folder'],
      [join(file, 'deeper', 'traces'), `${file} is a file, not a folder`],
    ] as const) {
      const cli = await runCli([...args, '--trace-dir', traceDir, '--policy-dir', policyDir(testPolicy())]);
      expect(cli.code).toBe(2);
      expect(cli.stdout).toBe('');
      expect(cli.stderr).toBe(`loopgov: ERR_USAGE: --trace-dir ${traceDir}: ${why}\n`);
    }
    expect(readFileSync(file, 'utf8')).toBe('x');
  });

  it('a run directory that is a file in the trace dir: HALT fail_closed, the file in the way said once', async () => {
    const traceDir = tempDir();
    const file = join(traceDir, 'r1');
    writeFileSync(file, 'x');
    const args = ['run', '--run-id', 'r1', '--project', 't', '--level', 'L2', '--profile', 'dev'];
    const cli = await runCli([...args, '--trace-dir', traceDir, '--policy-dir', policyDir(testPolicy())]);
    expect(cli.code).toBe(3);
    const d = JSON.parse(cli.stdout) as { reason: string; detail: string };
    expect(d.reason).toBe('fail_closed');
    expect(cli.stderr).toBe(`loopgov: run r1 refused before its first step: ${d.detail}\n`);
    expect(occurrences(d.detail, file)).toBe(1);
  });

  it("a system error names its errno and path once (the system's own words kept)", () => {
    const file = '/t/r1/trace.jsonl';
    const raw = (code: string, words: string, syscall: string, path?: string) =>
      Object.assign(new Error(`${code}: ${words}, ${syscall}${path ? ` '${path}'` : ''}`), {
        code,
        syscall,
        ...(path ? { path } : {}),
      });
    const enospc = traceIoError(raw('ENOSPC', 'no space left on device', 'write'), file, 'append to');
    expect(explainError(enospc)).toBe(
      `ERR_TRACE: cannot append to ${file}: write failed with ENOSPC (no space left on device)`,
    );
    // A path other than the one the message names (a parent that failed) is kept.
    const eacces = traceIoError(raw('EACCES', 'permission denied', 'open', '/t'), file, 'open');
    expect(explainError(eacces)).toBe(
      `ERR_TRACE: cannot open ${file}: open failed with EACCES (permission denied: /t)`,
    );
  });

  it('policy validate on an empty folder: one line per missing file (for editors), the reason not repeated on the error line', async () => {
    const dir = tempDir();
    const r = await runCli(['policy', 'validate', '--dir', dir]);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines[0]).toBe('loopgov: ERR_POLICY_MISSING: incomplete or invalid policy set: 3 problem(s)');
    expect(lines.slice(1)).toEqual(
      ['loop-policy.yaml', 'org-ceiling.yaml', 'approvers.yaml'].map((f) =>
        expect.stringMatching(new RegExp(`^  ${dir}/${f}: missing: the policies folder is empty`)),
      ),
    );
  });
});

describe('JSON says each fact under one key', () => {
  /** Leaf paths whose keys are one name spelled two ways (case, `_`) holding the same value. */
  function doubles(value: unknown): string[][] {
    const leaves: [string, string][] = [];
    const walk = (v: unknown, path: string) => {
      if (v && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
      } else leaves.push([path, JSON.stringify(v)]);
    };
    walk(value, '');
    const groups = new Map<string, string[]>();
    for (const [path, v] of leaves) {
      const key = path.split('.').at(-1)!.replaceAll('_', '').toLowerCase();
      const g = `${key}\0${v}`;
      groups.set(g, [...(groups.get(g) ?? []), path]);
    }
    // One fact spelled two ways (`runId` and `run_id`); the same name in two places is two facts.
    return [...groups.values()].filter((ps) => new Set(ps.map((p) => p.split('.').at(-1))).size > 1);
  }

  it.each([['verify'], ['show'], ['replay']])('trace %s --json', async (cmd) => {
    const traceDir = tempDir();
    const { policyDir, testPolicy } = await import('./run-fixtures.js');
    await runCli(
      ['run', '--run-id', 'j1', '--project', 't', '--level', 'L1', '--profile', 'dev'].concat([
        '--trace-dir',
        traceDir,
        '--policy-dir',
        policyDir(testPolicy()),
        '--durability',
        'none',
      ]),
    );
    const r = await runCli(['trace', cmd!, '--trace-dir', traceDir, '--run-id', 'j1', '--json']);
    const json = JSON.parse(r.stdout);
    expect(json.run_id).toBe('j1');
    expect(doubles(json)).toEqual([]);
    expect(JSON.stringify(json)).not.toMatch(/"runId"|"escalationHead"/);
    if (cmd === 'show') expect(json.header.run_id).toBeUndefined();
  });
});
