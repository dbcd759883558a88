// A dev run started with `--policy-dir` goes on only under the very files it started under (decision
// 116): `run_start` records the folder's governed digest, and `run --continue --policy-dir` given a folder
// whose ceiling or approvers differ — the loop policy, and so the effective policy, being the same — is
// refused, nothing written. The folder's path is not what binds: an identical copy elsewhere goes on.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { rehashTrace } from '../helpers/rehash.js';
import {
  ev,
  governanceRepo,
  lines,
  policyDir,
  readTrace,
  runLoopgov,
  tempDir,
  testPolicy,
} from './run-fixtures.js';

const KEYS = 'test/fixtures/keys';
const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });
const good = (n: number) =>
  ev(n, { action_hash: `fix-${n}`, artifact: 'good', claims_done: true, progress: 1 });

async function escalate(dir = policyDir(testPolicy())) {
  const traceDir = tempDir();
  const base = ['--run-id', 'd1', '--trace-dir', traceDir, '--durability', 'none'];
  const r = await runLoopgov(
    [...base, '--policy-dir', dir, '--project', 't', '--level', 'L2', '--profile', 'dev'],
    lines([1, 2, 3].map(loop)),
  );
  expect(r.code, r.stderr).toBe(4);
  return { traceDir, dir, base, file: join(traceDir, 'd1', 'trace.jsonl') };
}
const resume = async (traceDir: string, key: string, extra: string[] = []) => {
  const r = await runCli([
    'resume',
    '--trace-dir',
    traceDir,
    '--run-id',
    'd1',
    '--key',
    `${KEYS}/${key}.private.jwk.json`,
    ...extra,
  ]);
  expect(r.code, r.stderr).toBe(0);
};
/** A copy of `dir` with `file` edited: the same loop policy, so the same effective policy. */
function editedCopy(dir: string, file: string, edit: (text: string) => string): string {
  const copy = tempDir('loopgov-pol-');
  cpSync(dir, copy, { recursive: true });
  const path = join(copy, file);
  const before = readFileSync(path, 'utf8');
  const after = edit(before);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
  return copy;
}

describe('run_start records the governed digest of a --policy-dir folder', () => {
  it('the digest loopgov digest prints for the same files committed as policies/', async () => {
    const repo = governanceRepo();
    const commit = repo.commit({ 'policies/loop-policy.yaml': testPolicy() });
    const { traceDir } = await escalate(join(repo.dir, 'policies'));
    const digest = await runCli(['digest', '--repo', repo.dir, '--rev', commit]);
    expect(digest.code, digest.stderr).toBe(0);
    expect(readTrace(traceDir, 'd1')[0]).toMatchObject({
      type: 'run_start',
      policy: { source: 'unpinned', commit: null, digest: digest.stdout.trim() },
    });
    const show = await runCli(['trace', 'show', '--trace-dir', traceDir, '--run-id', 'd1']);
    expect(show.stdout).toContain(`digest ${digest.stdout.trim()}`);
  });
});

describe('run --continue --policy-dir is held to the digest the run started under', () => {
  it('a folder whose ceiling allows more: the over-ceiling grant is refused, nothing written', async () => {
    const { traceDir, dir, base, file } = await escalate();
    await resume(traceDir, 'alice-2026', ['--grant', 'max_steps=5000']);
    const lax = editedCopy(dir, 'org-ceiling.yaml', (t) => t.replace(/max_steps: \d+/, 'max_steps: 100000'));
    const before = readFileSync(file, 'utf8');
    const cont = await runLoopgov([...base, '--continue', '--policy-dir', lax], lines([good(4)]));
    expect(cont.code).toBe(4);
    const started = readTrace(traceDir, 'd1')[0]!.policy as { digest: string };
    expect(cont.decisions).toEqual([
      expect.objectContaining({
        decision: 'ESCALATE',
        reason: 'resume_refused',
        detail: expect.stringContaining(`the policy folder ${lax} now holds other governed files (digest `),
      }),
    ]);
    expect(String(cont.decisions[0]!.detail)).toContain(
      `than the run started under (digest ${started.digest}`,
    );
    expect(readFileSync(file, 'utf8')).toBe(before);
    // Under the folder it started under, the same answer is judged by the ceiling it started under.
    const own = await runLoopgov([...base, '--continue', '--policy-dir', dir], lines([good(4)]));
    expect(own.code).toBe(4);
    expect(own.stderr).toContain('above the ceiling 200');
  });

  it('a folder whose registry makes the proposer-bot a maintainer: its answer is refused, nothing written', async () => {
    const { traceDir, dir, base, file } = await escalate();
    await resume(traceDir, 'metabot-2026');
    const rogue = editedCopy(dir, 'approvers.yaml', (t) =>
      t.replace('roles: [proposer-bot]', 'roles: [maintainer]'),
    );
    const before = readFileSync(file, 'utf8');
    const cont = await runLoopgov([...base, '--continue', '--policy-dir', rogue], lines([good(4)]));
    expect(cont.code).toBe(4);
    expect(cont.decisions).toEqual([
      expect.objectContaining({
        reason: 'resume_refused',
        detail: expect.stringContaining(`the policy folder ${rogue} now holds other governed files`),
      }),
    ]);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('an identical copy of the folder elsewhere goes on: the files bind, not the path', async () => {
    const { traceDir, dir, base } = await escalate();
    await resume(traceDir, 'alice-2026', ['--grant', 'max_steps=5']);
    const copy = tempDir('loopgov-pol-');
    cpSync(dir, copy, { recursive: true });
    const cont = await runLoopgov([...base, '--continue', '--policy-dir', copy], lines([good(4)]));
    expect(cont.code, cont.stderr).toBe(0);
    expect(cont.decisions.at(-1)).toMatchObject({ decision: 'DONE' });
  });

  it('a run_start with no folder digest (an older trace, or one edited to say so): refused, saying how to end it', async () => {
    const { traceDir, dir, base, file } = await escalate();
    rehashTrace(file, (recs) => {
      (recs[0]!.policy as Record<string, unknown>).digest = null;
    });
    await resume(traceDir, 'alice-2026', ['--grant', 'max_steps=5']);
    const before = readFileSync(file, 'utf8');
    const cont = await runLoopgov([...base, '--continue', '--policy-dir', dir], lines([good(4)]));
    expect(cont.code).toBe(4);
    expect(cont.decisions).toEqual([
      expect.objectContaining({
        reason: 'resume_refused',
        detail: expect.stringMatching(
          /records no digest of the policy folder it started under .*nothing proves .* holds the same ceiling and approvers.*loopgov resume --decision halt/,
        ),
      }),
    ]);
    expect(readFileSync(file, 'utf8')).toBe(before);
    // A halt needs no policy: the run can still be ended.
    await resume(traceDir, 'alice-2026', ['--decision', 'halt']);
    const halted = await runLoopgov([...base, '--continue', '--policy-dir', dir], lines([good(4)]));
    expect(halted.code).toBe(3);
    expect(halted.decisions).toEqual([expect.objectContaining({ decision: 'HALT', reason: 'human' })]);
  });
});
