// Under --json stdout is one JSON document whatever happens (docs/cli.md, decision 124): a failure
// before the report is `{error: {code, message, problems?}}` there too, the text stays on stderr and
// the exit code is SPEC §8's. In process, on real files and a real git repository; one command also as
// a child process, as a CI job runs it.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, spawnCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/git-repo.js';

const work = mkdtempSync(join(tmpdir(), 'loopgov-json-errors-'));

function policyDir(name: string, file: string, edit: (text: string) => string): string {
  const dir = join(work, name, 'policies');
  cpSync('policies', dir, { recursive: true });
  writeFileSync(join(dir, file), edit(readFileSync(join('policies', file), 'utf8')));
  return dir;
}

const schemaError = policyDir('schema', 'loop-policy.yaml', (t) =>
  t.replace('max_steps: 30,', 'max_steps: 3.5,'),
);
const yamlError = policyDir('yaml', 'loop-policy.yaml', (t) =>
  t.replace('max_steps: 30,', 'max_steps: .inf,'),
);

interface JsonOut {
  valid?: boolean;
  violations: Record<string, unknown>[];
  error: { code: string; message: string };
}

function json(stdout: string): JsonOut {
  return JSON.parse(stdout) as JsonOut;
}

describe('policy validate --json: files that cannot be read or parsed are its verdict too', () => {
  it.each([
    ['a schema error (max_steps: 3.5)', schemaError, 'ERR_POLICY_SCHEMA', /must be integer/],
    ['a YAML error (.inf)', yamlError, 'ERR_POLICY_YAML', /finite|inf/i],
    [
      'a folder that is not there',
      join(work, 'nope'),
      'ERR_POLICY_MISSING',
      new RegExp(`^policy folder ${join(work, 'nope')}: no such folder$`),
    ],
    [
      'a file, not a folder',
      join(schemaError, 'loop-policy.yaml'),
      'ERR_POLICY_MISSING',
      /^policy folder .*loop-policy\.yaml: it is not a folder$/,
    ],
  ])('%s: {valid: false, violations, error}, exit 1, the text on stderr', async (_n, dir, code, why) => {
    const r = await runCli(['policy', 'validate', '--dir', dir, '--json']);
    expect(r.code).toBe(1);
    const out = json(r.stdout);
    expect(out.valid).toBe(false);
    expect(out.violations.length).toBeGreaterThan(0);
    expect(out.violations[0]).toMatchObject({ code, message: expect.stringMatching(why) });
    expect(out.error).toMatchObject({ code, message: expect.any(String) });
    expect(r.stderr).toContain(`loopgov: ${code}: `);
  });

  it('a schema error locates the file, line and field in its violation', async () => {
    const r = await runCli(['policy', 'validate', '--dir', schemaError, '--json']);
    expect(json(r.stdout).violations).toContainEqual({
      code: 'ERR_POLICY_SCHEMA',
      file: join(schemaError, 'loop-policy.yaml'),
      line: expect.any(Number),
      column: expect.any(Number),
      field: '/defaults/budget/max_steps',
      message: expect.stringMatching(/must be integer/),
    });
  });

  it('a ceiling violation carries its code, as the others do', async () => {
    const dir = policyDir('ceiling', 'loop-policy.yaml', (t) =>
      t.replace('max_steps: 150,', 'max_steps: 500,'),
    );
    const r = await runCli(['policy', 'validate', '--dir', dir, '--json']);
    expect(r.code).toBe(1);
    expect(json(r.stdout).violations[0]).toMatchObject({
      code: 'ERR_CEILING_EXCEEDED',
      field: 'budget.max_steps',
    });
  });

  it('as a child process, as a CI job runs it: stdout parses', () => {
    const r = spawnCli(['policy', 'validate', '--dir', schemaError, '--json']);
    expect(r.code).toBe(1);
    expect(json(r.stdout)).toMatchObject({ valid: false, error: { code: 'ERR_POLICY_SCHEMA' } });
    expect(r.stderr).toContain('ERR_POLICY_SCHEMA');
  });
});

describe('every other --json command: an error before the report is {error} on stdout', () => {
  const repo = makeRepo();
  repo.commit('policies');
  const traces = join(work, 'traces');
  mkdirSync(join(traces, 'broken'), { recursive: true });
  writeFileSync(join(traces, 'broken', 'trace.jsonl'), 'not a record\n');

  it.each([
    [['policy', 'resolve', '--project', 'demo', '--level', 'l0'], 2, 'ERR_USAGE'],
    [
      ['policy', 'resolve', '--project', 'demo', '--level', 'L0', '--dir', schemaError],
      1,
      'ERR_POLICY_SCHEMA',
    ],
    [['policy', 'diff', '--repo', repo.dir, '--base', 'main', '--head', 'nosuch'], 1, 'ERR_GIT_REV'],
    [
      ['gate', '--repo', repo.dir, '--base', 'main', '--head', 'main', '--repo-id', 'x', '--author', 'a'],
      2,
      'ERR_USAGE',
    ],
    [['trace', 'verify', '--trace-dir', traces, '--run-id', 'nosuch'], 1, 'ERR_TRACE'],
    [['trace', 'show', '--trace-dir', traces, '--run-id', 'nosuch'], 1, 'ERR_TRACE'],
    [['inbox', 'list', '--trace-dir', join(work, 'nope')], 1, 'ERR_TRACE'],
    [['inbox', 'show', '--trace-dir', traces, '--run-id', 'nosuch'], 1, 'ERR_TRACE'],
    [
      [
        'approval',
        'verify',
        '--token',
        join(work, 'none.jwt'),
        '--repo',
        repo.dir,
        '--base',
        'main',
        '--head',
        'main',
        '--repo-id',
        'acme/p',
      ],
      1,
      'ERR_TOKEN_FILE',
    ],
    // Commander's own parse errors too.
    [['policy', 'resolve', '--level', 'L0'], 2, 'ERR_USAGE'],
    [['trace', 'verify', '--trace-dir', traces, '--run-id', 'r1', '--bogus'], 2, 'ERR_USAGE'],
  ])('%j: exit %i, {error: {code: %s}} on stdout and the text on stderr', async (args, exit, code) => {
    const r = await runCli([...(args as string[]), '--json']);
    expect(r.code, r.stderr).toBe(exit);
    const out = json(r.stdout);
    expect(out.error).toMatchObject({ code, message: expect.any(String) });
    expect(r.stderr).not.toBe('');
    // The same failure without --json prints no JSON and the same exit code.
    const plain = await runCli(args as string[]);
    expect(plain.code).toBe(exit);
    expect(plain.stdout).not.toContain('"error"');
  });

  it('commander errors read as loopgov says them: no "error: " prefix inside the JSON', async () => {
    const r = await runCli(['policy', 'resolve', '--level', 'L0', '--json']);
    expect(json(r.stdout).error.message).toBe("required option '--project <name>' not specified");
  });

  it('trace checkpoint on a broken chain reports the chain as JSON, not text', async () => {
    const r = await runCli([
      ...['trace', 'checkpoint', '--trace-dir', traces, '--run-id', 'broken'],
      ...['--key', join(work, 'no-key.json'), '--json'],
    ]);
    expect(r.code).toBe(1);
    expect(json(r.stdout)).toMatchObject({ run_id: 'broken', checkpoint: null, chain: { ok: false } });
  });
});
