// A person's halt that landed between an ESCALATE step's iteration and its escalation record (a trace
// written before the writer kept its lease across a terminal step's records, decision 063 addendum) is
// pending for that escalation: the inbox says so, `loopgov resume` warns, and `loopgov run --continue`
// (a real child process) ends the run HALT (human) whatever the answer. A halt before the escalated
// iteration was that step's to take: it is not counted again, and a good answer goes on.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';
import { rehashTrace } from '../helpers/rehash.js';
import {
  ev,
  lines,
  policyDir,
  readTrace,
  runLoopgov,
  spawnLoopgov,
  tempDir,
  testPolicy,
} from './run-fixtures.js';

const KEY = 'test/fixtures/keys/alice-2026.private.jwk.json';
const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });
const good = (n: number) =>
  ev(n, { action_hash: `fix-${n}`, artifact: 'good', claims_done: true, progress: 1 });

async function escalated(runId: string) {
  const traceDir = tempDir();
  const dir = policyDir(testPolicy());
  const base = ['--run-id', runId, '--trace-dir', traceDir, '--policy-dir', dir, '--durability', 'none'];
  const r = await runLoopgov(
    [...base, '--project', 't', '--level', 'L2', '--profile', 'dev'],
    lines([1, 2, 3].map(loop)),
  );
  expect(r.code).toBe(4);
  return { traceDir, base };
}

const haltBody = (runId: string, at: unknown) => ({
  type: 'halt_request',
  run_id: runId,
  at,
  by: 'ops',
  reason: 'stop now',
  via: 'cli',
});

/** Moves a halt request to `where` relative to the ESCALATE's records, re-linking the chain. */
function placeHalt(
  traceDir: string,
  runId: string,
  where: 'before run_end' | 'before escalation' | 'before iteration',
) {
  rehashTrace(join(traceDir, runId, 'trace.jsonl'), (recs) => {
    const type = {
      'before run_end': 'run_end',
      'before escalation': 'escalation',
      'before iteration': 'iteration',
    }[where];
    let at = -1;
    recs.forEach((r, i) => {
      if (r.type === type) at = i;
    });
    recs.splice(at, 0, haltBody(runId, recs[at - 1]!.at));
    // The escalation names its iteration by index: one more when the halt went in before it.
    const esc = recs.find((r) => r.type === 'escalation')!;
    const it = esc.iteration as { index: number; hash: string };
    if (where === 'before iteration') esc.iteration = { ...it, index: it.index + 1 };
  });
}

const inbox = async (traceDir: string, runId: string) => ({
  list: JSON.parse((await runCli(['inbox', 'list', '--trace-dir', traceDir, '--json'])).stdout).escalated,
  show: JSON.parse(
    (await runCli(['inbox', 'show', '--trace-dir', traceDir, '--run-id', runId, '--json'])).stdout,
  ),
  text: (await runCli(['inbox', 'show', '--trace-dir', traceDir, '--run-id', runId])).stdout,
});

describe('a halt request between the ESCALATE iteration and its escalation record', () => {
  it.each(['before run_end', 'before escalation'] as const)(
    '%s: pending — inbox, resume warning, and run --continue ends HALT (human)',
    async (where) => {
      const runId = 'hb';
      const { traceDir, base } = await escalated(runId);
      placeHalt(traceDir, runId, where);
      expect((await runCli(['trace', 'verify', '--trace-dir', traceDir, '--run-id', runId])).code).toBe(0);

      const seen = await inbox(traceDir, runId);
      expect(seen.list).toEqual([expect.objectContaining({ run_id: runId, halt_requested: true })]);
      expect(seen.show).toMatchObject({ escalated: true, halt_requested: true, chain: { ok: true } });
      expect(seen.text).toContain(
        'a halt was requested: the run ends as HALT (human) when it is next continued',
      );

      const r = await runCli([
        'resume',
        '--trace-dir',
        traceDir,
        '--run-id',
        runId,
        '--key',
        KEY,
        '--grant',
        'max_steps=2',
      ]);
      expect(r.code).toBe(0);
      expect(r.stderr).toContain(`a halt request is pending for run ${runId} and wins`);

      const cont = spawnLoopgov([...base, '--continue'], lines([good(4)]));
      expect(cont.code).toBe(3);
      expect(cont.decisions).toEqual([
        expect.objectContaining({ decision: 'HALT', reason: 'human', step: 3 }),
      ]);
      expect(String(cont.decisions[0]!.detail)).toContain('halted by ops');
      const trace = readTrace(traceDir, runId);
      expect(trace.map((x) => x.type)).not.toContain('run_continue');
      expect(trace.at(-1)).toMatchObject({ type: 'run_end', decision: 'HALT', reason: 'human' });
      expect((await runCli(['trace', 'verify', '--trace-dir', traceDir, '--run-id', runId])).code).toBe(0);
    },
  );

  it('before the escalated iteration (that step took it in): not counted again — a good answer goes on', async () => {
    const runId = 'hi';
    const { traceDir, base } = await escalated(runId);
    placeHalt(traceDir, runId, 'before iteration');
    expect((await runCli(['trace', 'verify', '--trace-dir', traceDir, '--run-id', runId])).code).toBe(0);
    const seen = await inbox(traceDir, runId);
    expect(seen.list).toEqual([expect.objectContaining({ run_id: runId, halt_requested: false })]);
    expect(seen.show).toMatchObject({ halt_requested: false, chain: { ok: true } });

    const r = await runCli([
      'resume',
      '--trace-dir',
      traceDir,
      '--run-id',
      runId,
      '--key',
      KEY,
      '--grant',
      'max_steps=2',
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain('halt request is pending');
    const cont = spawnLoopgov([...base, '--continue'], lines([good(4)]));
    expect(cont.stderr).toBe('');
    expect(cont.code).toBe(0);
    expect(cont.decisions).toEqual([expect.objectContaining({ step: 4, decision: 'DONE' })]);
  });
});
