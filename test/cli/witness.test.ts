// Checkpoints a witness keeps: `loopgov run --checkpoint-key`, `trace verify --checkpoint | --witness`,
// `trace prove` (RFC 9162 inclusion proofs) and `trace anchor` to refs/loopgov/checkpoints of a bare
// remote over file:// — a truncated or fully rewritten trace fails against the witness.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signCheckpoint } from '../../src/io/trace/checkpoint.js';
import { relink } from '../core/trace/helpers.js';
import { runCli } from '../helpers/cli.js';
import { ev, lines, policyDir, runLoopgov, tempDir, testPolicy } from './run-fixtures.js';

const KEY = 'test/fixtures/keys/carol-2026.private.jwk.json';
const TRUST = 'policies/approvers.yaml';
const good = (n: number) => ev(n, { artifact: 'good', claims_done: true });

async function checkpointedRun(events: unknown[], every = '2', runId = 'cp1') {
  const traceDir = tempDir();
  const args = [
    '--run-id',
    runId,
    '--project',
    't',
    '--level',
    'L2',
    '--profile',
    'dev',
    '--trace-dir',
    traceDir,
  ];
  const r = await runLoopgov(
    [...args, '--policy-dir', policyDir(testPolicy()), '--checkpoint-key', KEY, '--checkpoint-every', every],
    lines(events),
  );
  const dir = join(traceDir, runId, 'checkpoints');
  return { r, traceDir, runId, dir, files: () => readdirSync(dir).sort() };
}
const traceFile = (d: string, id: string) => join(d, id, 'trace.jsonl');
const verify = (traceDir: string, runId: string, extra: string[]) =>
  runCli(['trace', 'verify', '--trace-dir', traceDir, '--run-id', runId, '--trust', TRUST, ...extra]);
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } });

describe('loopgov run --checkpoint-key', () => {
  it('signs a checkpoint every N records and at run_end, each with a Merkle root; verify uses them', async () => {
    const { r, traceDir, runId, dir, files } = await checkpointedRun(
      [1, 2, 3, 4].map((n) => ev(n)).concat([good(5)]),
    );
    expect(r.code).toBe(0);
    // 7 records: run_start, 5 iterations, run_end → every 2 (2, 4, 6) and at run_end (7)
    expect(files()).toEqual(['000000000002.jwt', '000000000004.jwt', '000000000006.jwt', '000000000007.jwt']);
    for (const f of files())
      expect((await verify(traceDir, runId, ['--checkpoint', join(dir, f)])).code).toBe(0);
    const payload = JSON.parse(
      Buffer.from(readFileSync(join(dir, '000000000007.jwt'), 'utf8').split('.')[1]!, 'base64url').toString(),
    );
    expect(payload).toMatchObject({ run_id: runId, length: 7, iss: 'loopgov' });
    expect(payload.root).toMatch(/^[0-9a-f]{64}$/);
  });

  it('checkpoints an escalated run at its escalation record', async () => {
    const loop = (n: number) => ev(n, { action_hash: 'same' });
    const { r, files } = await checkpointedRun([1, 2, 3].map(loop), '0', 'cp-esc');
    expect(r.code).toBe(4);
    // run_start, 3 iterations, run_end (5), escalation (6)
    expect(files()).toEqual(['000000000005.jwt', '000000000006.jwt']);
  });

  // Read and checked with the other flags, before the trace is opened: no run id is used up (decision 090).
  it('refuses an unusable key as a usage error, before anything is written', async () => {
    const traceDir = tempDir();
    const r = await runLoopgov(
      [
        '--run-id',
        'k',
        '--project',
        't',
        '--level',
        'L2',
        '--profile',
        'dev',
        '--trace-dir',
        traceDir,
        '--policy-dir',
        policyDir(testPolicy()),
        '--checkpoint-key',
        TRUST,
      ],
      lines([good(1)]),
    );
    expect(r.code).toBe(2);
    expect(r.decisions).toEqual([]);
    expect(r.stderr).toMatch(/^loopgov: ERR_USAGE: --checkpoint-key: \S+approvers\.yaml: not JSON: /);
    expect(readdirSync(traceDir)).toEqual([]);
  });
});

describe('trace verify against a checkpoint', () => {
  it('catches a truncated tail and a fully rewritten chain; old checkpoints without a root still verify', async () => {
    const { traceDir, runId, dir } = await checkpointedRun([1, 2].map((n) => ev(n)).concat([good(3)]), '0');
    const cp = join(dir, '000000000005.jwt');
    const file = traceFile(traceDir, runId);
    const original = readFileSync(file, 'utf8');
    const all = original.trim().split('\n');

    writeFileSync(file, `${all.slice(0, 3).join('\n')}\n`);
    const cut = await verify(traceDir, runId, ['--checkpoint', cp, '--allow-open']);
    expect(cut.code).toBe(1);
    expect(cut.stdout).toContain('checkpoint mismatch');

    const rewritten = relink(all.map((l) => l.replace('"tokens":10,', '"tokens":1,')));
    writeFileSync(file, `${rewritten.join('\n')}\n`);
    expect((await runCli(['trace', 'verify', '--trace-dir', traceDir, '--run-id', runId])).code).toBe(0); // the chain alone is fooled
    const re = await verify(traceDir, runId, ['--checkpoint', cp]);
    expect(re.code).toBe(1);
    expect(re.stdout).toContain('checkpoint mismatch');

    writeFileSync(file, original);
    const old = join(tempDir(), 'old.jwt');
    const head = JSON.parse(all.at(-1)!).hash;
    writeFileSync(old, await signCheckpoint({ run_id: runId, length: all.length, head }, KEY));
    expect((await verify(traceDir, runId, ['--checkpoint', old])).code).toBe(0);
    // and a root that does not match the records is caught even when head and length match
    const lying = join(tempDir(), 'lying.jwt');
    writeFileSync(
      lying,
      await signCheckpoint({ run_id: runId, length: all.length, head, root: 'a'.repeat(64) }, KEY),
    );
    const l = await verify(traceDir, runId, ['--checkpoint', lying]);
    expect(l.code).toBe(1);
    expect(l.stdout).toContain('Merkle root');
  });
});

describe('loopgov trace prove', () => {
  it('proves every record against the signed root in ⌈log2 n⌉ hashes; a tampered index does not verify', async () => {
    const { traceDir, runId, dir } = await checkpointedRun(
      [1, 2, 3, 4, 5, 6].map((n) => ev(n)).concat([good(7)]),
      '0',
      'pr1',
    );
    const cp = join(dir, '000000000009.jwt');
    for (let i = 0; i < 9; i++) {
      const p = await runCli([
        'trace',
        'prove',
        '--trace-dir',
        traceDir,
        '--run-id',
        runId,
        '--index',
        String(i),
        '--checkpoint',
        cp,
        '--trust',
        TRUST,
        '--json',
      ]);
      expect(p.code, p.stderr).toBe(0);
      const proof = JSON.parse(p.stdout);
      expect(proof).toMatchObject({ index: i, tree_size: 9, valid: true, record: { index: i } });
      expect(proof.path.length).toBeLessThanOrEqual(4);
    }
    const l1 = join(traceDir, runId, 'merkle', 'L01');
    const bytes = readFileSync(l1);
    bytes[0]! ^= 0xff;
    writeFileSync(l1, bytes);
    const bad = await runCli([
      'trace',
      'prove',
      '--trace-dir',
      traceDir,
      '--run-id',
      runId,
      '--index',
      '2',
      '--checkpoint',
      cp,
      '--trust',
      TRUST,
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('proof does NOT verify');
    expect(
      (await runCli(['trace', 'prove', '--trace-dir', traceDir, '--run-id', runId, '--index', '9'])).code,
    ).toBe(2);
  });
});

describe('loopgov trace anchor (a witness over file://)', () => {
  it('names a --repo folder that is not there (git spawned in it fails as if git were missing)', async () => {
    const r = await runCli(['trace', 'anchor', '--trace-dir', tempDir(), '--repo', '/nonexistent/witness']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('loopgov: ERR_GIT: git rev-parse failed: no such folder /nonexistent/witness\n');
  });

  it('pushes checkpoints to refs/loopgov/checkpoints; a truncated copy then fails against the witness', async () => {
    const { traceDir, runId } = await checkpointedRun(
      [1, 2, 3].map((n) => ev(n)).concat([good(4)]),
      '2',
      'an1',
    );
    const base = tempDir('loopgov-witness-');
    const bare = join(base, 'witness.git');
    git(base, 'init', '-q', '--bare', bare);
    git(base, 'clone', '-q', `file://${bare}`, 'clone');
    const clone = join(base, 'clone');

    const a = await runCli(['trace', 'anchor', '--trace-dir', traceDir, '--repo', clone, '--json']);
    expect(a.code, a.stderr).toBe(0);
    const r = JSON.parse(a.stdout);
    expect(r).toMatchObject({ pushed: 'origin', kept: [] });
    expect(r.added).toEqual(['an1/000000000002.jwt', 'an1/000000000004.jwt', 'an1/000000000006.jwt']);
    expect(git(bare, 'ls-tree', '-r', '--name-only', 'refs/loopgov/checkpoints').trim().split('\n')).toEqual(
      r.added,
    );

    const again = JSON.parse(
      (await runCli(['trace', 'anchor', '--trace-dir', traceDir, '--repo', clone, '--json'])).stdout,
    );
    expect(again).toMatchObject({ added: [], kept: r.added });

    const witness = `file://${bare}`;
    expect((await verify(traceDir, runId, ['--witness', witness])).code).toBe(0);
    const copy = tempDir();
    cpSync(join(traceDir, runId), join(copy, runId), { recursive: true });
    const file = traceFile(copy, runId);
    writeFileSync(file, `${readFileSync(file, 'utf8').trim().split('\n').slice(0, 4).join('\n')}\n`);
    const v = await verify(copy, runId, ['--witness', witness, '--allow-open']);
    expect(v.code).toBe(1);
    expect(v.stdout).toContain('checkpoint mismatch');
    expect((await verify(copy, 'nope', ['--witness', witness])).code).toBe(1);
  });

  it('never rewrites the witness: a checkpoint already anchored is kept, a diverged remote is refused', async () => {
    const { traceDir } = await checkpointedRun([good(1)], '0', 'an2');
    const base = tempDir('loopgov-witness-');
    const bare = join(base, 'w.git');
    git(base, 'init', '-q', '--bare', bare);
    git(base, 'clone', '-q', `file://${bare}`, 'c1');
    git(base, 'clone', '-q', `file://${bare}`, 'c2');
    expect(
      (await runCli(['trace', 'anchor', '--trace-dir', traceDir, '--repo', join(base, 'c1')])).code,
    ).toBe(0);
    // c2 made its own, unrelated ref history: pushing it would rewrite the witness
    git(
      join(base, 'c2'),
      'update-ref',
      'refs/loopgov/checkpoints',
      git(
        join(base, 'c2'),
        'commit-tree',
        '-m',
        'x',
        git(join(base, 'c2'), 'mktree').trim() || '4b825dc642cb6eb9a060e54bf8d69288fbee4904',
      ).trim(),
    );
    const r = await runCli(['trace', 'anchor', '--trace-dir', traceDir, '--repo', join(base, 'c2')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('ERR_GIT');
  });
});

describe('a witness URL with credentials in it (decision 132)', () => {
  it('trace anchor --remote and trace verify --witness print it as file://***@…, never the token', async () => {
    const { traceDir, runId } = await checkpointedRun([good(1)], '0', 'an3');
    const base = tempDir('loopgov-witness-');
    const bare = join(base, 'w.git');
    git(base, 'init', '-q', '--bare', bare);
    git(base, 'clone', '-q', `file://${bare}`, 'c');
    const url = `file://u:SECRET123@localhost${bare}`;
    const a = await runCli([
      'trace',
      'anchor',
      '--trace-dir',
      traceDir,
      '--repo',
      join(base, 'c'),
      '--remote',
      url,
    ]);
    expect(a.code, a.stderr).toBe(0);
    expect(a.stdout).toContain(`pushed to file://***@localhost${bare}`);
    const empty = join(base, 'empty.git');
    git(base, 'init', '-q', '--bare', empty);
    const v = await verify(traceDir, runId, ['--witness', `file://u:SECRET123@localhost${empty}`]);
    expect(v.code).toBe(1);
    expect(v.stderr).toContain(
      `the witness file://***@localhost${empty} holds no checkpoint of run ${runId}`,
    );
    for (const text of [a.stdout, a.stderr, v.stdout, v.stderr]) expect(text).not.toContain('SECRET123');
  });
});
