// The witness cannot be fooled without a key (docs/decisions/108): `trace verify --witness` holds the
// trace to EVERY checkpoint the witness ever held (the newest by signed length, never by file name), and
// `trace anchor` commits only checkpoints named for their signed length, consistent with what the witness
// holds — for each class of forgery, against a bare witness over file:// and a real re-hashed trace.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { checkWitnessedRun } from '../../src/core/trace/witness.js';
import { anchorCheckpoints, readWitnessCheckpoints } from '../../src/io/git/witness.js';
import { listCheckpointFiles, loadTrustKeys, signCheckpoint } from '../../src/io/trace/checkpoint.js';
import { relink } from '../core/trace/helpers.js';
import { runCli, spawnCli } from '../helpers/cli.js';
import { ev, lines, policyDir, runLoopgov, tempDir, testPolicy } from './run-fixtures.js';

const KEY = 'test/fixtures/keys/carol-2026.private.jwk.json';
const TRUST = 'policies/approvers.yaml';
const REF = 'refs/loopgov/checkpoints';
const name = (n: number) => `${String(n).padStart(12, '0')}.jwt`;
const git = (cwd: string, args: string[], env: Record<string, string> = {}, input?: string) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', ...env },
    input,
  });

/** An escalated run with checkpoints at 5 (run_end) and 6 (escalation), and a witness (bare + clone). */
async function setUp(runId = 'w1') {
  const traceDir = tempDir();
  const r = await runLoopgov(
    [
      ...['--run-id', runId, '--project', 't', '--level', 'L2', '--profile', 'dev', '--trace-dir', traceDir],
      ...['--policy-dir', policyDir(testPolicy()), '--checkpoint-key', KEY, '--checkpoint-every', '0'],
    ],
    lines([1, 2, 3].map((n) => ev(n, { action_hash: 'same' }))),
  );
  expect(r.code).toBe(4);
  const base = tempDir('loopgov-witness-');
  const bare = join(base, 'witness.git');
  git(base, ['init', '-q', '--bare', bare]);
  git(base, ['clone', '-q', `file://${bare}`, 'clone']);
  const dir = join(traceDir, runId, 'checkpoints');
  const s = {
    traceDir,
    runId,
    bare,
    clone: join(base, 'clone'),
    url: `file://${bare}`,
    dir,
    trace: join(traceDir, runId, 'trace.jsonl'),
    jws: (n: number) => readFileSync(join(dir, name(n)), 'utf8'),
    tip: () => {
      try {
        return git(bare, ['rev-parse', '--verify', '--quiet', REF]).trim();
      } catch {
        return ''; // no ref yet
      }
    },
  };
  return s;
}
type Setup = Awaited<ReturnType<typeof setUp>>;

const anchor = (s: Setup, extra: string[] = []) =>
  runCli(['trace', 'anchor', '--trace-dir', s.traceDir, '--repo', s.clone, '--json', ...extra]);
const verify = (s: Setup, extra: string[] = []) =>
  runCli([
    'trace',
    'verify',
    '--trace-dir',
    s.traceDir,
    '--run-id',
    s.runId,
    '--witness',
    s.url,
    '--trust',
    TRUST,
    ...extra,
  ]);

/** Re-hashes the trace with its escalation record rewritten: the chain alone verifies. */
function rehash(s: Setup): void {
  const all = readFileSync(s.trace, 'utf8').trim().split('\n');
  const edited = all.map((l) =>
    l.includes('"type":"escalation"') ? l.replace('"detail":"', '"detail":"all fine, please resume. ') : l,
  );
  writeFileSync(s.trace, `${relink(edited).join('\n')}\n`);
}

/**
 * What an attacker with push access (or an anchor before decision 108) can put in the witness: a
 * fast-forward commit that adds, replaces (`text`) or deletes (`null`) files of the run.
 */
function forge(s: Setup, changes: Record<string, string | null>): void {
  const env = { GIT_INDEX_FILE: join(tempDir(), 'index') };
  const parent = s.tip();
  git(s.bare, ['read-tree', ...(parent ? [parent] : ['--empty'])], env);
  for (const [n, text] of Object.entries(changes)) {
    const path = `${s.runId}/${n}`;
    if (text === null) git(s.bare, ['update-index', '--index-info'], env, `0 ${'0'.repeat(40)}\t${path}\n`);
    else {
      const f = join(tempDir(), 'blob');
      writeFileSync(f, text);
      const oid = git(s.bare, ['hash-object', '-w', '--', f]).trim();
      git(s.bare, ['update-index', '--add', '--cacheinfo', `100644,${oid},${path}`], env);
    }
  }
  const tree = git(s.bare, ['write-tree'], env).trim();
  const commit = git(s.bare, ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', 'forged'], {
    GIT_AUTHOR_NAME: 'm',
    GIT_AUTHOR_EMAIL: 'm@x',
    GIT_COMMITTER_NAME: 'm',
    GIT_COMMITTER_EMAIL: 'm@x',
  }).trim();
  git(s.bare, ['update-ref', REF, commit, parent || '0'.repeat(40)]);
}

/** A checkpoint of the run, validly signed by `key`, stating `length` and `head`. */
const signed = (s: Setup, length: number, head: string, key = KEY) =>
  signCheckpoint({ run_id: s.runId, length, head, root: head }, key);

async function untrustedKey(): Promise<string> {
  const { privateKey } = await generateKeyPair('EdDSA', { extractable: true });
  const file = join(tempDir(), 'mallory.private.jwk.json');
  writeFileSync(
    file,
    JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'mallory-2026', alg: 'EdDSA' }),
  );
  return file;
}

describe('trace verify --witness: every checkpoint the witness ever held', () => {
  it('passes on an untouched trace, checking every checkpoint (newest by signed length)', async () => {
    const s = await setUp();
    expect((await anchor(s)).code).toBe(0);
    const v = await verify(s, ['--json']);
    expect(v.code, v.stderr).toBe(0);
    const out = JSON.parse(v.stdout);
    expect(out.checkpoint).toMatchObject({ length: 6 });
    expect(out.witness).toEqual([
      { path: `w1/${name(5)}`, length: 5 },
      { path: `w1/${name(6)}`, length: 6 },
    ]);
  });

  it.each<[string, (s: Setup) => Promise<void> | void, { out: 'stdout' | 'stderr'; says: string[] }]>([
    [
      'an older checkpoint copied to a later name, the real last deleted (re-hashed trace)',
      (s) => {
        rehash(s);
        forge(s, { [name(7)]: s.jws(5), [name(6)]: null });
      },
      { out: 'stderr', says: ['ERR_WITNESS', `w1/${name(7)}`, 'named for length 7 but signed for length 5'] },
    ],
    [
      'the real last deleted by a later commit (re-hashed trace)',
      (s) => {
        rehash(s);
        forge(s, { [name(6)]: null });
      },
      { out: 'stdout', says: ['checkpoint mismatch', `w1/${name(6)}`] },
    ],
    [
      'a file named for another length than it is signed for',
      (s) => forge(s, { [name(4)]: s.jws(6) }),
      { out: 'stderr', says: ['ERR_WITNESS', `w1/${name(4)}`, 'named for length 4 but signed for length 6'] },
    ],
    [
      'a garbage file',
      (s) => forge(s, { [name(99)]: 'garbage.not.ajwt\n' }),
      { out: 'stderr', says: ['ERR_WITNESS', `w1/${name(99)}`, 'not a checkpoint'] },
    ],
    [
      'a validly signed checkpoint contradicting the chain at an older length',
      async (s) => forge(s, { [name(5)]: await signed(s, 5, 'a'.repeat(64)) }),
      { out: 'stdout', says: ['checkpoint mismatch', `w1/${name(5)}`, 'a'.repeat(64)] },
    ],
    [
      'a checkpoint signed by a key the trust file does not hold',
      async (s) => forge(s, { [name(7)]: await signed(s, 7, 'a'.repeat(64), await untrustedKey()) }),
      { out: 'stderr', says: ['ERR_WITNESS', `w1/${name(7)}`, 'does not verify'] },
    ],
    [
      'a fast-forward merge whose tree is a side commit holding only checkpoint 5, the trace cut to 5',
      (s) => {
        const tip = s.tip();
        const five = git(s.bare, ['rev-parse', `${tip}:w1/${name(5)}`]).trim();
        const sub = git(s.bare, ['mktree'], {}, `100644 blob ${five}\t${name(5)}\n`).trim();
        const tree = git(s.bare, ['mktree'], {}, `040000 tree ${sub}\tw1\n`).trim();
        const who = {
          GIT_AUTHOR_NAME: 'm',
          GIT_AUTHOR_EMAIL: 'm@x',
          GIT_COMMITTER_NAME: 'm',
          GIT_COMMITTER_EMAIL: 'm@x',
        };
        const side = git(s.bare, ['commit-tree', tree, '-m', 'side'], who).trim();
        const merge = git(s.bare, ['commit-tree', tree, '-p', tip, '-p', side, '-m', 'merge'], who).trim();
        git(s.bare, ['update-ref', REF, merge, tip]);
        const kept = readFileSync(s.trace, 'utf8').trim().split('\n').slice(0, 5);
        writeFileSync(s.trace, `${kept.join('\n')}\n`);
      },
      { out: 'stdout', says: ['trace has 5 records', `w1/${name(6)} says 6: truncated`] },
    ],
    [
      'a truncated trace: shorter than the longest checkpoint',
      (s) =>
        writeFileSync(
          s.trace,
          `${readFileSync(s.trace, 'utf8').trim().split('\n').slice(0, 4).join('\n')}\n`,
        ),
      { out: 'stdout', says: ['trace has 4 records', `w1/${name(6)} says 6: truncated`] },
    ],
  ])('fails on %s, naming the file', async (_what, tamper, expected) => {
    const s = await setUp();
    expect((await anchor(s)).code).toBe(0);
    await tamper(s);
    const v = await verify(s, ['--allow-open']);
    expect(v.code, v.stdout + v.stderr).toBe(1);
    for (const text of expected.says) expect(v[expected.out]).toContain(text);
  });
});

describe('trace anchor: checks every checkpoint before committing anything', () => {
  it.each<[string, (s: Setup) => Promise<void> | void, { path: number; reason: string; trust?: boolean }]>([
    [
      'an older checkpoint copied to a later name, the real last deleted',
      (s) => {
        cpSync(join(s.dir, name(5)), join(s.dir, name(7)));
        rmSync(join(s.dir, name(6)));
      },
      { path: 7, reason: 'named for length 7 but signed for length 5' },
    ],
    [
      'a garbage file',
      (s) => writeFileSync(join(s.dir, name(99)), 'garbage.not.ajwt\n'),
      { path: 99, reason: 'not a checkpoint (a compact JWS)' },
    ],
    [
      'a validly signed checkpoint contradicting the one held at the same length',
      async (s) => writeFileSync(join(s.dir, name(6)), await signed(s, 6, 'b'.repeat(64))),
      { path: 6, reason: `contradicts the witness's w1/${name(6)} (length 6: head ${'b'.repeat(64)}` },
    ],
    [
      'a validly signed checkpoint shorter than one the witness holds',
      async (s) => writeFileSync(join(s.dir, name(3)), await signed(s, 3, 'c'.repeat(64))),
      { path: 3, reason: `signed length 3 is below w1/${name(6)} (length 6) the witness already holds` },
    ],
    [
      'a checkpoint signed by a key not in --trust',
      async (s) =>
        writeFileSync(join(s.dir, name(9)), await signed(s, 9, 'd'.repeat(64), await untrustedKey())),
      { path: 9, reason: `does not verify against ${join(process.cwd(), TRUST)}`, trust: true },
    ],
  ])('refuses %s, names it, and leaves the witness as it was', async (_what, tamper, expected) => {
    const s = await setUp();
    expect((await anchor(s)).code).toBe(0);
    const before = s.tip();
    await tamper(s);
    const a = await anchor(s, expected.trust ? ['--trust', TRUST] : []);
    expect(a.code, a.stderr).toBe(1);
    const r = JSON.parse(a.stdout);
    expect(r.added).toEqual([]);
    expect(r.refused).toContainEqual({
      path: `w1/${name(expected.path)}`,
      file: join(s.dir, name(expected.path)),
      reason: expect.stringContaining(expected.reason),
    });
    expect(a.stderr).toContain(`ERR_WITNESS: refused w1/${name(expected.path)}`);
    expect(s.tip()).toBe(before);
  });

  it('anchors a run all or nothing: a refused checkpoint holds back its run, not the others', async () => {
    const s = await setUp('w1');
    const other = await setUp('w2');
    cpSync(join(other.traceDir, 'w2'), join(s.traceDir, 'w2'), { recursive: true });
    // w1 was never anchored: its 6 renamed to 8 is refused, and its good 5 is held back with it
    writeFileSync(join(s.dir, name(8)), s.jws(6));
    rmSync(join(s.dir, name(6)));
    const a = await anchor(s, ['--trust', TRUST]);
    expect(a.code).toBe(1);
    const r = JSON.parse(a.stdout);
    expect(r).toMatchObject({ added: [`w2/${name(5)}`, `w2/${name(6)}`], signatures: 'verified' });
    const refused = r.refused.map((f: { path: string; reason: string }) => [f.path, f.reason.split(':')[0]]);
    expect(refused.sort()).toEqual([
      [`w1/${name(5)}`, 'held back'],
      [`w1/${name(8)}`, 'named for length 8 but signed for length 6'],
    ]);
    expect(git(s.bare, ['ls-tree', '-r', '--name-only', REF]).trim().split('\n')).toEqual(r.added);
  });

  it.each<[string, (file: string) => void]>([
    ['a named pipe', (file) => execFileSync('mkfifo', [file])],
    ['a symlink to /dev/zero', (file) => symlinkSync('/dev/zero', file)],
  ])("refuses %s planted in one run's folder at once, and anchors the other runs", async (_what, plant) => {
    const s = await setUp('w1');
    const planted = join(s.traceDir, 'zz', 'checkpoints');
    mkdirSync(planted, { recursive: true });
    plant(join(planted, name(99)));
    // A child process, killed if it blocks: a read that waits on the pipe would hang a test worker.
    const a = spawnSync(
      process.execPath,
      ['dist/cli.js', 'trace', 'anchor', '--trace-dir', s.traceDir, '--repo', s.clone, '--json'],
      { encoding: 'utf8', timeout: 20_000, killSignal: 'SIGKILL' },
    );
    expect(a.signal, 'anchor blocked on the planted file').toBeNull();
    expect(a.status, a.stderr).toBe(1);
    const r = JSON.parse(a.stdout);
    expect(r.added).toEqual([`w1/${name(5)}`, `w1/${name(6)}`]);
    expect(r.refused).toEqual([expect.objectContaining({ path: `zz/${name(99)}` })]);
    expect(r.refused[0].reason).toContain('not a regular file');
  });

  it('without --trust anchors a well-formed checkpoint it cannot verify, and says so; verify then fails closed', async () => {
    const s = await setUp();
    expect((await anchor(s)).code).toBe(0);
    writeFileSync(join(s.dir, name(9)), await signed(s, 9, 'd'.repeat(64), await untrustedKey()));
    const a = await anchor(s);
    expect(a.code).toBe(0);
    expect(JSON.parse(a.stdout)).toMatchObject({ added: [`w1/${name(9)}`], signatures: 'not checked' });
    expect(a.stderr).toContain('signatures not checked (no --trust)');
    const v = await verify(s);
    expect(v.code).toBe(1);
    expect(v.stderr).toContain(`w1/${name(9)}: checkpoint does not verify`);
  });
});

describe('the red-team repro, as processes', () => {
  it('a copy of an older checkpoint under a later name neither gets into the witness nor fools verify', async () => {
    const s = await setUp('e1');
    const cli = (...args: string[]) => spawnCli(args);
    expect(cli('trace', 'anchor', '--trace-dir', s.traceDir, '--repo', s.clone).code).toBe(0);
    rehash(s);
    const verifyArgs = [
      'trace',
      'verify',
      '--trace-dir',
      s.traceDir,
      '--run-id',
      'e1',
      '--witness',
      s.url,
      '--trust',
      TRUST,
    ];
    expect(cli(...verifyArgs).stdout).toContain('checkpoint mismatch');
    cpSync(join(s.dir, name(5)), join(s.dir, name(7)));
    rmSync(join(s.dir, name(6)));
    const a = cli('trace', 'anchor', '--trace-dir', s.traceDir, '--repo', s.clone, '--trust', TRUST);
    expect(a.code).toBe(1);
    expect(a.stderr).toContain(`refused e1/${name(7)}`);
    const v = cli(...verifyArgs);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain(`checkpoint mismatch): record 5 has hash`);
    expect(v.stdout).toContain(`e1/${name(6)}`);
  });
});

describe('the library checks as the CLI does', () => {
  it('anchorCheckpoints refuses what the CLI refuses; checkWitnessedRun names the forgery', async () => {
    const s = await setUp();
    cpSync(join(s.dir, name(5)), join(s.dir, name(7)));
    const trust = { keys: loadTrustKeys(TRUST), source: TRUST };
    const r = await anchorCheckpoints(s.clone, listCheckpointFiles(s.traceDir), null, { trust });
    expect(r.added).toEqual([]);
    expect(r.refused.map((f) => f.reason)).toContain('named for length 7 but signed for length 5');
    forge(s, { [name(5)]: s.jws(5), [name(7)]: s.jws(5) });
    const entries = await readWitnessCheckpoints(s.url, 'w1');
    await expect(checkWitnessedRun('w1', entries, trust, 'w')).rejects.toMatchObject({
      code: 'ERR_WITNESS',
      problems: [{ file: `w:w1/${name(7)}`, message: 'named for length 7 but signed for length 5' }],
    });
  });
});
