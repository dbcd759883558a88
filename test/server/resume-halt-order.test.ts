// `loopgov serve` reads a halt request that landed between an ESCALATE's iteration and its run_end (a
// trace written before the writer kept its lease across a terminal step's records, decision 063
// addendum) as pending: the run says halt_pending, the inbox halt_requested, and a verified resume
// posted to it ends the run HALT (human) instead of going on.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signResumeToken } from '../../src/core/approval/resume.js';
import { fixtureKey } from '../helpers/gate-repo.js';
import { rehashTrace } from '../helpers/rehash.js';
import { ev, readTrace, serve } from './helpers.js';

const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });

describe('POST /api/v1/runs/{id}/resume with a halt pending from before the escalation record', () => {
  it('the run and the inbox say the halt is pending; a good answer ends the run HALT (human)', async () => {
    const t = await serve();
    expect((await t.createRun('r-lh')).status).toBe(201);
    for (const n of [1, 2, 3]) await t.post('/api/v1/runs/r-lh/steps', loop(n));
    rehashTrace(join(t.traceDir, 'r-lh', 'trace.jsonl'), (recs) => {
      const end = recs.findIndex((r) => r.type === 'run_end');
      recs.splice(end, 0, {
        type: 'halt_request',
        run_id: 'r-lh',
        at: recs[end - 1]!.at,
        by: 'ops',
        reason: 'stop now',
        via: 'web',
      });
    });
    const head = String(readTrace(t.traceDir, 'r-lh').at(-1)!.hash);
    const run = (await t.call('/api/v1/runs/r-lh')).json;
    expect(run).toMatchObject({ state: 'escalated', halt_pending: true, chain: { ok: true } });
    expect((await t.call('/api/v1/inbox')).json.runs).toEqual([
      expect.objectContaining({ run_id: 'r-lh', halt_requested: true }),
    ]);

    const token = await signResumeToken({
      privateJwk: fixtureKey('alice-2026') as never,
      approver: 'alice',
      runId: 'r-lh',
      head,
      decision: 'resume',
      grant: { max_steps: 4 },
      now: Math.floor(Date.now() / 1000),
    });
    const r = await t.post('/api/v1/runs/r-lh/resume', { token });
    expect(r.json).toMatchObject({
      status: 'ended',
      state: 'halted',
      decision: { decision: 'HALT', reason: 'human' },
    });
    expect(readTrace(t.traceDir, 'r-lh').at(-1)).toMatchObject({
      type: 'run_end',
      decision: 'HALT',
      reason: 'human',
    });
    expect((await t.call('/api/v1/runs/r-lh')).json).toMatchObject({ state: 'halted', halt_pending: false });
  });
});
