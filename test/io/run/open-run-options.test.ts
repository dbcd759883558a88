// REDTEAM round 2: the library validates every option exactly as the CLI does (SPEC §4.3). One validator,
// `parseRunOptions`; a bad value is ERR_USAGE from `openRun` (nothing written) and exit 2 from `loopgov run`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRunOptions } from '../../../src/core/run/options.js';
import { continueRun } from '../../../src/io/run/governed-run.js';
import { openRun, type OpenRunOptions } from '../../../src/io/run/open-run.js';
import { ev, lines, policyDir, runLoopgov, tempDir, testPolicy } from '../../cli/run-fixtures.js';

const dir = policyDir(testPolicy());
const COMMIT = 'a'.repeat(40);

// Checkpoint key files that cannot sign: a YAML file, and a JWK without its private part ("d").
const YAML_KEY = join(process.cwd(), 'policies/loop-policy.yaml');
const PUBLIC_KEY = join(tempDir(), 'alice.public.jwk.json');
const { d: _d, ...alicePublic } = JSON.parse(
  readFileSync('test/fixtures/keys/alice-2026.private.jwk.json', 'utf8'),
);
writeFileSync(PUBLIC_KEY, JSON.stringify(alicePublic));

function libraryOptions(over: Record<string, unknown>, policy?: Record<string, unknown>): OpenRunOptions {
  return {
    runId: 'o1',
    project: 't',
    level: 'L2',
    profile: 'dev',
    policy: (policy ?? { kind: 'dir', dir }) as unknown as OpenRunOptions['policy'],
    traceDir: tempDir(),
    durability: 'none',
    ...over,
  } as OpenRunOptions;
}

function cliArgs(flags: Record<string, string | null>, traceDir: string): string[] {
  const all: Record<string, string | null> = {
    '--run-id': 'o1',
    '--project': 't',
    '--level': 'L2',
    '--profile': 'dev',
    '--trace-dir': traceDir,
    '--durability': 'none',
    ...(flags['--policy-repo'] || flags['--policy-commit'] ? {} : { '--policy-dir': dir }),
    ...flags,
  };
  return Object.entries(all).flatMap(([k, v]) => (v === null ? [k] : [k, v]));
}

const FLAG_OF: Record<string, string> = {
  profile: '--profile',
  level: '--level',
  runId: '--run-id',
  project: '--project',
  durability: '--durability',
  traceDir: '--trace-dir',
  workdir: '--workdir',
  'policy\\.commit': '--policy-commit',
  'policy\\.repo': '--policy-repo',
  'policy\\.protectedRef': '--protected-ref',
  'policy\\.reachabilityTtlSec': '--reachability-ttl',
  'policy\\.trustFile': '--trust',
  'checkpoint\\.keyFile': '--checkpoint-key',
};

const PINNED = { kind: 'pinned', repo: '/nonexistent/policies', commit: COMMIT };

// [what, library options patch, library policy (default: the dir), CLI flags, message as the library says it]
const BAD: [
  string,
  Record<string, unknown>,
  Record<string, unknown> | undefined,
  Record<string, string | null>,
  RegExp,
][] = [
  [
    "profile 'Prod'",
    { profile: 'Prod' },
    undefined,
    { '--profile': 'Prod' },
    /profile must be one of prod, dev \(got "Prod"\)/,
  ],
  [
    "profile 'production'",
    { profile: 'production' },
    undefined,
    { '--profile': 'production' },
    /profile must be one of prod, dev/,
  ],
  [
    "profile 'prod ' (trailing space)",
    { profile: 'prod ' },
    undefined,
    { '--profile': 'prod ' },
    /profile must be one of/,
  ],
  [
    "level 'l5'",
    { level: 'l5' },
    undefined,
    { '--level': 'l5' },
    /level must be one of L0, L1, L2, L3, L4, L5 \(got "l5"\)/,
  ],
  ["level 'banana'", { level: 'banana' }, undefined, { '--level': 'banana' }, /level must be one of L0/],
  ["level 'L6'", { level: 'L6' }, undefined, { '--level': 'L6' }, /level must be one of L0/],
  [
    'a run id with ../',
    { runId: '../escape' },
    undefined,
    { '--run-id': '../escape' },
    /runId must be 1-128 of/,
  ],
  ['a run id with ..', { runId: 'a..b' }, undefined, { '--run-id': 'a..b' }, /runId must be 1-128 of/],
  [
    'a project in capitals',
    { project: 'OKR' },
    undefined,
    { '--project': 'OKR' },
    /project must be a project id/,
  ],
  ['an empty project', { project: '' }, undefined, { '--project': '' }, /project must be a project id/],
  [
    'durability sometimes',
    { durability: 'sometimes' },
    undefined,
    { '--durability': 'sometimes' },
    /durability must be one of fsync, none/,
  ],
  [
    'an empty trace dir',
    { traceDir: '' },
    undefined,
    { '--trace-dir': '' },
    /traceDir must be a non-empty path/,
  ],
  // Command gates would all "fail" there (spawn ENOENT) and burn the run's corrections: refused up front.
  [
    'a workdir that does not exist',
    { workdir: '/nonexistent/wd' },
    undefined,
    { '--workdir': '/nonexistent/wd' },
    /workdir \/nonexistent\/wd: no such folder/,
  ],
  [
    'a workdir that is a file',
    { workdir: join(process.cwd(), 'package.json') },
    undefined,
    { '--workdir': join(process.cwd(), 'package.json') },
    /workdir \S+package\.json: it is not a folder/,
  ],
  [
    'a short commit',
    {},
    { ...PINNED, commit: 'abc1234' },
    { '--policy-repo': '/x', '--policy-commit': 'abc1234' },
    /policy\.commit must be a full 40-hex commit id/,
  ],
  [
    'a branch as the commit',
    {},
    { ...PINNED, commit: 'main' },
    { '--policy-repo': '/x', '--policy-commit': 'main' },
    /policy\.commit must be a full 40-hex/,
  ],
  [
    'an option as the repo',
    {},
    { ...PINNED, repo: '--upload-pack=x' },
    { '--policy-repo': '--upload-pack=x', '--policy-commit': COMMIT },
    /policy\.repo must be a repository path or URL/,
  ],
  [
    'a branch name as the protected ref',
    {},
    { ...PINNED, protectedRef: 'main' },
    { '--policy-repo': '/x', '--policy-commit': COMMIT, '--protected-ref': 'main' },
    /policy\.protectedRef must be a full ref name/,
  ],
  // Profile dev reads the trust file only for a resume: a typo in it used to show only in prod.
  [
    'a trust file that is not there, in profile dev',
    {},
    { ...PINNED, trustFile: '/nonexistent/trust.yaml' },
    { '--policy-repo': '/x', '--policy-commit': COMMIT, '--trust': '/nonexistent/trust.yaml' },
    /policy\.trustFile \/nonexistent\/trust\.yaml: no such file/,
  ],
  [
    'a trust file that is a folder, in profile prod',
    { profile: 'prod' },
    { ...PINNED, trustFile: join(process.cwd(), 'policies') },
    {
      '--profile': 'prod',
      '--policy-repo': '/x',
      '--policy-commit': COMMIT,
      '--trust': join(process.cwd(), 'policies'),
    },
    /policy\.trustFile \S+policies: it is a folder, not a file/,
  ],
  // Loaded before the trace is opened: a run halted on ERR_KEY used up its id (a rerun: "already has a trace").
  [
    'a checkpoint key that is a YAML file',
    { checkpoint: { keyFile: YAML_KEY } },
    undefined,
    { '--checkpoint-key': YAML_KEY },
    /checkpoint\.keyFile: \S+loop-policy\.yaml: not JSON: /,
  ],
  [
    'a checkpoint key that is a public key',
    { checkpoint: { keyFile: PUBLIC_KEY } },
    undefined,
    { '--checkpoint-key': PUBLIC_KEY },
    /checkpoint\.keyFile: \S+alice\.public\.jwk\.json: not a private key \(no "d"\)/,
  ],
];

describe('one validator for openRun and loopgov run', () => {
  it.each(['openRun', 'continueRun'])(
    '%s: a traceDir that is a file, or under one, is ERR_USAGE (as loopgov run --trace-dir), nothing written',
    async (fn) => {
      const file = join(tempDir(), 'notes.txt');
      writeFileSync(file, 'x');
      for (const [traceDir, why] of [
        [file, 'it is not a folder'],
        [join(file, 'traces'), `${file} is a file, not a folder`],
      ] as const) {
        const opts = libraryOptions({ traceDir });
        const err = await (fn === 'openRun' ? openRun(opts) : continueRun(opts)).catch((e) => e);
        expect(err).toMatchObject({ code: 'ERR_USAGE', message: `traceDir ${traceDir}: ${why}` });
      }
      expect(readFileSync(file, 'utf8')).toBe('x');
    },
  );

  it.each(BAD)(
    '%s: openRun throws ERR_USAGE, writes nothing',
    async (_what, over, policy, _flags, message) => {
      const opts = libraryOptions(over, policy);
      const err = await openRun(opts).catch((e) => e);
      expect(err).toMatchObject({ code: 'ERR_USAGE' });
      expect(err.message).toMatch(message);
      if (typeof opts.traceDir === 'string' && opts.traceDir) expect(readdirSync(opts.traceDir)).toEqual([]);
    },
  );

  it.each(BAD)('%s: loopgov run exits 2, creates no trace', async (_what, _over, _policy, flags, message) => {
    const traceDir = tempDir();
    const r = await runLoopgov(cliArgs(flags, traceDir), lines([ev(1)]));
    expect(r.code).toBe(2);
    expect(r.decisions).toEqual([]);
    expect(r.stderr).toMatch(/^loopgov: ERR_USAGE: /);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(traceDir)).toEqual([]);
    // The same check, in the CLI's names: `profile` is `--profile`, `policy.commit` is `--policy-commit`.
    const key = /^(?:(?:policy|checkpoint)\\\.)?\w+/.exec(message.source)![0];
    expect(r.stderr).toMatch(new RegExp(message.source.replace(key, FLAG_OF[key]!)));
  });

  it.each([
    ['a number as the level', { level: 3 }, /level must be one of L0.*\(got 3\)/],
    ["governanceOff 'yes'", { governanceOff: 'yes' }, /governanceOff must be true or false/],
    [
      'a misspelt option',
      { profle: 'prod' },
      /unknown option profle \(known: runId, project, level, profile/,
    ],
    ['a missing project', { project: undefined }, /project is required/],
    ['a clock without now()', { clock: { time: () => 0 } }, /clock must be an object with a now\(\) method/],
    ['a runner without run()', { runner: {} }, /runner must be an object with a run\(\) method/],
    ['no options object', null, /the options must be an object/],
  ])('library only: %s is ERR_USAGE', async (_what, over, message) => {
    const opts = over === null ? null : libraryOptions(over);
    const err = await openRun(opts as unknown as OpenRunOptions).catch((e) => e);
    expect(err).toMatchObject({ code: 'ERR_USAGE' });
    expect(err.message).toMatch(message);
  });

  it.each([
    [
      'an unknown policy kind',
      { kind: 'git', repo: '/x' },
      /policy\.kind must be "pinned" or "dir" \(got "git"\)/,
    ],
    [
      'a dir spec with a commit',
      { kind: 'dir', dir, commit: COMMIT },
      /unknown option policy\.commit \(known: policy\.dir\)/,
    ],
    ['a pinned spec without a commit', { kind: 'pinned', repo: '/x' }, /policy\.commit is required/],
    ['offline as a string', { ...PINNED, offline: 'yes' }, /policy\.offline must be true or false/],
    [
      'a negative TTL',
      { ...PINNED, reachabilityTtlSec: -1 },
      /policy\.reachabilityTtlSec must be a whole number of seconds/,
    ],
    [
      'a fractional TTL',
      { ...PINNED, reachabilityTtlSec: 1.5 },
      /policy\.reachabilityTtlSec must be a whole number/,
    ],
    [
      'a fetch timeout of 0',
      { ...PINNED, fetchTimeoutSec: 0 },
      /policy\.fetchTimeoutSec must be a whole number of seconds from 1 to 3600 \(got 0\)/,
    ],
    [
      'a fetch timeout over an hour',
      { ...PINNED, fetchTimeoutSec: 3601 },
      /policy\.fetchTimeoutSec must be a whole number of seconds from 1 to 3600/,
    ],
    ['a policy that is a string', 'policies', /policy must be an object/],
  ])('library only: %s is ERR_USAGE', async (_what, policy, message) => {
    const err = await openRun(libraryOptions({ policy })).catch((e) => e);
    expect(err).toMatchObject({ code: 'ERR_USAGE' });
    expect(err.message).toMatch(message);
  });

  it('continuing a run checks its workdir as a new run does: ERR_USAGE / exit 2, nothing written', async () => {
    const traceDir = tempDir();
    const err = await continueRun({
      runId: 'o1',
      traceDir,
      policy: { kind: 'dir', dir },
      workdir: '/nonexistent/wd',
    }).catch((e) => e);
    expect(err).toMatchObject({ code: 'ERR_USAGE', message: 'workdir /nonexistent/wd: no such folder' });
    const r = await runLoopgov(
      [
        '--run-id',
        'o1',
        '--trace-dir',
        traceDir,
        '--policy-dir',
        dir,
        '--continue',
        '--workdir',
        '/nonexistent/wd',
      ],
      lines([ev(1)]),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('loopgov: ERR_USAGE: --workdir /nonexistent/wd: no such folder\n');
    expect(readdirSync(traceDir)).toEqual([]);
  });

  it('continuing a run checks its trust file as a new run does: ERR_USAGE / exit 2, nothing written', async () => {
    const traceDir = tempDir();
    const policy = { ...PINNED, trustFile: '/nonexistent/trust.yaml' } as OpenRunOptions['policy'];
    const err = await continueRun({ runId: 'o1', traceDir, policy }).catch((e) => e);
    expect(err).toMatchObject({
      code: 'ERR_USAGE',
      message: 'policy.trustFile /nonexistent/trust.yaml: no such file',
    });
    const r = await runLoopgov(
      [
        ...['--run-id', 'o1', '--trace-dir', traceDir, '--continue'],
        ...['--policy-repo', '/x', '--policy-commit', COMMIT],
      ],
      '',
      { LOOPGOV_TRUST: '/nonexistent/trust.yaml' },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('loopgov: ERR_USAGE: LOOPGOV_TRUST /nonexistent/trust.yaml: no such file\n');
    expect(readdirSync(traceDir)).toEqual([]);
  });

  it('continuing a run checks its checkpoint key as a new run does: ERR_USAGE / exit 2, nothing written', async () => {
    const traceDir = tempDir();
    const err = await continueRun({
      runId: 'o1',
      traceDir,
      policy: { kind: 'dir', dir },
      checkpoint: { keyFile: PUBLIC_KEY },
    }).catch((e) => e);
    expect(err).toMatchObject({
      code: 'ERR_USAGE',
      message: `checkpoint.keyFile: ${PUBLIC_KEY}: not a private key (no "d")`,
    });
    const r = await runLoopgov(
      [
        ...['--run-id', 'o1', '--trace-dir', traceDir, '--policy-dir', dir, '--continue'],
        ...['--checkpoint-key', PUBLIC_KEY],
      ],
      '',
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `loopgov: ERR_USAGE: --checkpoint-key: ${PUBLIC_KEY}: not a private key (no "d")\n`,
    );
    expect(readdirSync(traceDir)).toEqual([]);
  });

  it.each(['soon', '-1', '10 min', '1w'])('--reachability-ttl %s is a usage error', async (ttl) => {
    const traceDir = tempDir();
    const flags = { '--policy-repo': '/x', '--policy-commit': COMMIT, '--reachability-ttl': ttl };
    const r = await runLoopgov(cliArgs(flags, traceDir), '');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--reachability-ttl must look like 72h, 7d, 30m or 3600s/);
    expect(readdirSync(traceDir)).toEqual([]);
  });

  it.each([
    ['--fetch-timeout', '0', {}],
    ['--fetch-timeout', '2h', {}],
    ['LOOPGOV_FETCH_TIMEOUT', 'soon', { LOOPGOV_FETCH_TIMEOUT: 'soon' }],
  ])('%s %s is a usage error naming it', async (name, value, env) => {
    const traceDir = tempDir();
    const flags = {
      '--policy-repo': '/x',
      '--policy-commit': COMMIT,
      ...(name === '--fetch-timeout' ? { '--fetch-timeout': value } : {}),
    };
    const r = await runLoopgov(cliArgs(flags, traceDir), '', env);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`ERR_USAGE: ${name} must (be more than 0 and at most 1h|look like)`));
    expect(readdirSync(traceDir)).toEqual([]);
  });

  // Neither flag was given: the message names the variable that held the value, as LOOPGOV_TRUST's does.
  it.each([
    [
      { LOOPGOV_POLICY_COMMIT: 'abc' },
      /^loopgov: ERR_USAGE: LOOPGOV_POLICY_COMMIT must be a full 40-hex commit id/,
    ],
    [
      { LOOPGOV_POLICY_REPO: '--upload-pack=x' },
      /^loopgov: ERR_USAGE: LOOPGOV_POLICY_REPO must be a repository path or URL/,
    ],
    [
      { LOOPGOV_REACHABILITY_TTL: 'bogus' },
      /^loopgov: ERR_USAGE: LOOPGOV_REACHABILITY_TTL must look like 72h, 7d, 30m or 3600s/,
    ],
  ])('a bad value in %o is named by its variable, not a flag', async (env, message) => {
    const traceDir = tempDir();
    const pin = { LOOPGOV_POLICY_REPO: '/x', LOOPGOV_POLICY_COMMIT: COMMIT, ...env };
    const args = [
      '--run-id',
      'o1',
      '--project',
      't',
      '--level',
      'L2',
      '--profile',
      'dev',
      '--trace-dir',
      traceDir,
    ];
    const r = await runLoopgov(args, '', pin);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(readdirSync(traceDir)).toEqual([]);
  });

  it('the CLI names flags, the library names keys', async () => {
    const traceDir = tempDir();
    const r = await runLoopgov(cliArgs({ '--policy-repo': '/x', '--policy-commit': 'abc' }, traceDir), '');
    expect(r.stderr).toMatch(/--policy-commit must be a full 40-hex commit id.*\(got "abc"\)/);
    expect(() => parseRunOptions(libraryOptions({}, { ...PINNED, commit: 'abc' }))).toThrow(
      /^policy\.commit must be a full 40-hex commit id.*\(got "abc"\)/,
    );
  });

  it('valid options pass unchanged (only the known keys are kept)', async () => {
    const opts = libraryOptions({ workdir: '.', governanceOff: false });
    expect(parseRunOptions(opts)).toEqual(opts);
    const run = await openRun(opts);
    expect(run.refused).toBeNull();
    await run.close();
    expect(existsSync(join(opts.traceDir, 'o1', 'trace.jsonl'))).toBe(true);
  });
});
