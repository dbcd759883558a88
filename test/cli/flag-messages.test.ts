// A newcomer's slips, each one clear line (SPEC §8): a schema's rule in words, not its regex; a refusal
// before anything is printed or signed; the hint that says where the policies are; a warning for a
// --traces typo; and, on a terminal only, what `loopgov run` is waiting for. In process.
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli as runCliInProcess } from '../../src/cli/program.js';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/git-repo.js';
import { ev, lines, policyDir, tempDir, testPolicy } from './run-fixtures.js';

const KEY = 'test/fixtures/keys/alice-2026.private.jwk.json';

describe('--by and --reason checked by the halt schema, said in words', () => {
  it.each<[string, string, string, string]>([
    ['an empty --by', '', 'x', '--by must not be empty'],
    ['a --by on two lines', 'a\nb', 'x', '--by must be text on one line (no line break, no NUL)'],
    ['a --by too long', 'a'.repeat(129), 'x', '--by must be at most 128 characters'],
    ['an empty --reason', 'alice', '', '--reason must not be empty'],
  ])('%s (halt and trace close)', async (_what, by, reason, message) => {
    for (const cmd of [['halt'], ['trace', 'close']]) {
      const r = await runCli([
        ...cmd,
        '--trace-dir',
        tempDir(),
        '--run-id',
        'r1',
        '--by',
        by,
        '--reason',
        reason,
      ]);
      expect(r.stderr).toBe(`loopgov: ERR_USAGE: invalid halt request: ${message}\n`);
      expect(r.code).toBe(2);
    }
  });
});

describe('refused before anything is printed or signed', () => {
  it.each([
    ['halt', '   '],
    ['halt', '\u200b'],
    ['resume', '   '],
    ['resume', '\u2800'],
  ])(
    'resume --decision %s --reason %j: ERR_USAGE naming --reason, before any key or trace is read',
    async (decision, reason) => {
      const r = await runCli([
        ...['resume', '--trace-dir', tempDir(), '--run-id', 'r1', '--key', 'nope'],
        ...['--decision', decision, '--reason', reason],
      ]);
      expect(r.stderr).toBe(
        'loopgov: ERR_USAGE: --reason must hold a visible character (not only spaces, or characters that draw nothing such as U+200B or U+2800)\n',
      );
      expect(r.code).toBe(2);
    },
  );

  it('approve --ttl 8d: the lifetime is checked before the signing summary', async () => {
    const repo = makeRepo();
    const r = await runCli([
      ...['approve', '--repo', repo.dir, '--base', 'main', '--head', 'main', '--repo-id', 'acme/p'],
      ...['--key', KEY, '--ttl', '8d'],
    ]);
    expect(r.stderr).toBe(
      'loopgov: ERR_USAGE: --ttl must be more than 0 and at most 7 days (got "8d": 691200 s)\n',
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
  });

  it('resume --ttl 2d: at most 24 h, said before any key is read', async () => {
    const r = await runCli([
      'resume',
      '--trace-dir',
      tempDir(),
      '--run-id',
      'r1',
      '--key',
      'nope',
      '--ttl',
      '2d',
    ]);
    expect(r.stderr).toBe(
      'loopgov: ERR_USAGE: --ttl must be more than 0 and at most 24 h (got "2d": 172800 s)\n',
    );
    expect(r.code).toBe(2);
  });

  it.each([
    ['max_steps=-1', 'grant max_steps must be a positive integer (got -1)'],
    ['max_cost_usd=-0.5', 'grant max_cost_usd must be a positive number (got -0.5)'],
    ['max_steps=0', 'grant max_steps must be a positive integer (got 0)'],
    ['max_steps=x', '"max_steps=x" is not FIELD=NUMBER'],
    [
      'max_steps=99999999999999999999',
      'max_steps=99999999999999999999 is too large to be held exactly: max_steps takes a whole number of at most 9007199254740991',
    ],
    [
      'max_tokens=9007199254740993',
      'max_tokens=9007199254740993 is too large to be held exactly: max_tokens takes a whole number of at most 9007199254740991',
    ],
    [
      `max_cost_usd=${'9'.repeat(400)}`,
      `max_cost_usd=${'9'.repeat(400)} is too large to be held exactly: max_cost_usd takes a finite number`,
    ],
    [
      'max_steps=10,',
      '"max_steps=10," has an empty item: give FIELD=NUMBER items separated by single commas',
    ],
    [
      'max_steps=10,,max_tokens=5',
      '"max_steps=10,,max_tokens=5" has an empty item: give FIELD=NUMBER items separated by single commas',
    ],
  ])('resume --grant %s: %s', async (grant, message) => {
    const r = await runCli([
      'resume',
      '--trace-dir',
      tempDir(),
      '--run-id',
      'r1',
      '--key',
      'nope',
      '--grant',
      grant,
    ]);
    expect(r.stderr).toBe(`loopgov: ERR_USAGE: --grant: ${message}\n`);
    expect(r.code).toBe(2);
  });

  it.each(['', ' '])(
    'resume --grant %j: an empty grant is refused, not dropped (with --decision halt too)',
    async (grant) => {
      for (const extra of [[], ['--decision', 'halt']]) {
        const r = await runCli([
          ...['resume', '--trace-dir', tempDir(), '--run-id', 'r1', '--key', 'nope', '--grant', grant],
          ...extra,
        ]);
        expect(r.stderr).toBe(
          extra.length === 0
            ? 'loopgov: ERR_USAGE: --grant must name at least one FIELD=NUMBER (got an empty grant)\n'
            : 'loopgov: ERR_USAGE: --grant goes with --decision resume only\n',
        );
        expect(r.code).toBe(2);
      }
    },
  );

  it('propose --repo-id without --open-pr is refused, not ignored', async () => {
    const r = await runCli(['propose', '--traces', tempDir(), '--repo', tempDir(), '--repo-id', 'a/b']);
    expect(r.stderr).toBe(
      'loopgov: ERR_USAGE: --repo-id is only used with --open-pr (without it nothing is pushed or opened)\n',
    );
    expect(r.code).toBe(2);
  });

  it('gate --json --markdown: one report format, refused before anything is read', async () => {
    const r = await runCli([
      ...['gate', '--repo', tempDir(), '--base', 'main', '--head', 'HEAD'],
      ...['--repo-id', 'acme/p', '--author', 'dave-gh', '--json', '--markdown'],
    ]);
    expect(r.stderr).toBe('loopgov: ERR_USAGE: give --json or --markdown, not both\n');
    expect(r.code).toBe(2);
    // Under --json a failure is JSON too (decision 124): the refusal, and no report.
    expect(JSON.parse(r.stdout)).toEqual({
      error: { code: 'ERR_USAGE', message: 'give --json or --markdown, not both' },
    });
  });

  it('propose --open-pr without --repo-id says it is required', async () => {
    const r = await runCli(['propose', '--traces', tempDir(), '--repo', tempDir(), '--open-pr']);
    expect(r.stderr).toBe(
      'loopgov: ERR_USAGE: --open-pr needs --repo-id OWNER/NAME: the GitHub repository to open the pull request in\n',
    );
    expect(r.code).toBe(2);
  });
});

describe('trace replay --workdir', () => {
  it('that is no folder is a usage error before anything is replayed', async () => {
    const r = await runCli([
      'trace',
      'replay',
      '--trace-dir',
      tempDir(),
      '--run-id',
      'r1',
      '--workdir',
      '/nonexistent/wd',
    ]);
    expect(r.stderr).toBe('loopgov: ERR_USAGE: --workdir /nonexistent/wd: no such folder\n');
    expect(r.code).toBe(2);
  });
});

describe('policy validate --dir <a repository root>', () => {
  it('says where the policies are', async () => {
    const root = tempDir();
    expect((await runCli(['init', root])).code).toBe(0);
    const r = await runCli(['policy', 'validate', '--dir', root]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `(${root} looks like a repository: its policies are in ${join(root, 'policies')})`,
    );
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a folder without policies/ in it gets no such hint', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'sub'));
    const r = await runCli(['policy', 'validate', '--dir', dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toContain('looks like a repository');
  });
});

describe('gate --traces <a folder that is not there>', () => {
  it('warns on stderr naming it; the verdict and exit code are the same as without it (decision 045)', async () => {
    const repo = makeRepo();
    const args = [
      'gate',
      '--repo',
      repo.dir,
      '--base',
      'main',
      '--head',
      'main',
      '--repo-id',
      'acme/p',
      '--author',
      'x',
    ];
    const without = await runCli(args);
    const typo = await runCli([...args, '--traces', 'tracse'], { cwd: repo.dir });
    expect(typo.code).toBe(without.code);
    expect(typo.stderr).toBe(
      `${without.stderr}loopgov: warning: --traces tracse: no such folder (no impact from it; the verdict does not change)\n`,
    );
    const real = await runCli([...args, '--traces', tempDir()]);
    expect(real.stderr).toBe(without.stderr);
  });
});

describe('loopgov run on a terminal', () => {
  const args = () => [
    ...['run', '--run-id', 'r1', '--project', 't', '--level', 'L2', '--profile', 'dev'],
    ...['--trace-dir', tempDir(), '--policy-dir', policyDir(testPolicy()), '--durability', 'none'],
  ];
  const HINT = 'loopgov: reading step events from stdin (one JSON per line; Ctrl-D ends the input)…\n';

  it('says once, on stderr, that it reads step events from stdin', async () => {
    const stdin = Object.assign(new PassThrough(), { isTTY: true });
    let err = '';
    const stderr = new PassThrough();
    stderr.on('data', (c) => {
      err += String(c);
    });
    stdin.end(lines([ev(1)]));
    const code = await runCliInProcess(args(), {
      stdin,
      stdout: new PassThrough(),
      stderr,
      env: process.env,
      cwd: process.cwd(),
      signals: new EventEmitter(),
    });
    expect(err.startsWith(HINT)).toBe(true);
    expect(err.split(HINT)).toHaveLength(2);
    expect(code).toBe(3); // stdin closed without a terminal decision: HALT (incomplete)
  });

  it('a pipe gets no hint', async () => {
    const r = await runCli(args(), { input: lines([ev(1)]) });
    expect(r.stderr).not.toContain('reading step events');
  });
});

describe('a file a flag names that cannot be read is a usage error naming the flag (exit 2)', () => {
  const dir = policyDir(testPolicy());
  const ended = async () => {
    const traceDir = tempDir();
    const run = ['run', '--run-id', 'r1', '--project', 't', '--level', 'L2', '--profile', 'dev'];
    const r = await runCli([...run, '--trace-dir', traceDir, '--policy-dir', dir], { input: lines([ev(1)]) });
    expect(r.code, r.stderr).toBe(3);
    return traceDir;
  };
  const verify = (t: string) => ['trace', 'verify', '--trace-dir', t, '--run-id', 'r1'];
  const CP = 'test/fixtures/keys/alice-2026.public.jwk.json';
  it.each<[string, (t: string, missing: string) => string[], string]>([
    ['trace verify --trust', (t, m) => [...verify(t), '--checkpoint', CP, '--trust', m], '--trust'],
    [
      'trace verify --checkpoint',
      (t, m) => [...verify(t), '--checkpoint', m, '--trust', KEY],
      '--checkpoint',
    ],
    ['resume --key', (t, m) => ['resume', '--trace-dir', t, '--run-id', 'r1', '--key', m], '--key'],
    [
      'trace checkpoint --key',
      (t, m) => ['trace', 'checkpoint', '--trace-dir', t, '--run-id', 'r1', '--key', m],
      '--key',
    ],
    [
      'approve --key',
      (_t, m) => [
        'approve',
        '--repo',
        makeRepo().dir,
        '--base',
        'main',
        '--head',
        'main',
        '--repo-id',
        'a/b',
        '--key',
        m,
      ],
      '--key',
    ],
    [
      'run --checkpoint-key',
      (t, m) => [
        ...['run', '--run-id', 'r2', '--project', 't', '--level', 'L2', '--profile', 'dev'],
        ...['--trace-dir', t, '--policy-dir', dir, '--checkpoint-key', m],
      ],
      '--checkpoint-key',
    ],
  ])('%s', async (_what, args, flag) => {
    const t = await ended();
    const cases: [string, string][] = [
      [join(t, 'nope.json'), 'no such file'],
      [t, 'it is a folder, not a file'],
    ];
    for (const [missing, why] of cases) {
      const r = await runCli(args(t, missing), { input: '' });
      expect(r.stderr).toContain(`ERR_USAGE: ${flag} ${missing}: ${why}`);
      expect(r.code).toBe(2);
    }
  });
});
