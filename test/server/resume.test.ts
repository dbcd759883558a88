// POST /api/v1/runs/{id}/resume (SPEC §7, §4.4) against a real server: a verified resume opens the
// escalated run here and its next steps come over HTTP; every REDTEAM resume row is refused (403
// ERR_RESUME_REFUSED) with nothing written, and the run stays in the inbox.
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ResumeSignRequest, signResumeToken } from '../../src/core/approval/resume.js';
import { listEscalatedRuns, showEscalatedRun } from '../../src/io/trace/inbox.js';
import { verifyTraceFile } from '../../src/io/trace/read.js';
import { appendResume } from '../../src/io/trace/resume.js';
import { fixtureKey } from '../helpers/gate-repo.js';
import { rehashTrace } from '../helpers/rehash.js';
import { ev, policyDir, readTrace, serve, type TestServer, testPolicy } from './helpers.js';

const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });
const good = (n: number) =>
  ev(n, { action_hash: `fix-${n}`, artifact: 'good', claims_done: true, progress: 1 });

async function escalated(t: TestServer, runId: string): Promise<string> {
  expect((await t.createRun(runId)).status).toBe(201);
  for (const n of [1, 2, 3]) await t.post(`/api/v1/runs/${runId}/steps`, loop(n));
  const last = readTrace(t.traceDir, runId).at(-1)!;
  expect(last.type).toBe('escalation');
  return String(last.hash);
}
const sign = (runId: string, head: string, over: Partial<ResumeSignRequest> = {}) =>
  signResumeToken({
    privateJwk: fixtureKey('alice-2026') as never,
    approver: 'alice',
    runId,
    head,
    decision: 'resume',
    grant: { max_steps: 4 },
    now: Math.floor(Date.now() / 1000),
    ...over,
  });
const text = (t: TestServer, runId: string) => readFileSync(join(t.traceDir, runId, 'trace.jsonl'), 'utf8');

describe('POST /api/v1/runs/{id}/resume {token}', () => {
  it('a verified resume opens the run here: its next step over HTTP, with the grant, to DONE', async () => {
    const t = await serve();
    const head = await escalated(t, 'r-ok');
    expect((await t.call('/api/v1/inbox')).json.runs.map((r: { run_id: string }) => r.run_id)).toEqual([
      'r-ok',
    ]);
    const r = await t.post('/api/v1/runs/r-ok/resume', { token: await sign('r-ok', head) });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ run_id: 'r-ok', status: 'continued', state: 'running', decision: null });
    const d = await t.post('/api/v1/runs/r-ok/steps', good(4));
    expect(d.json).toMatchObject({ decision: 'DONE', budget: { limits: { max_steps: 12 } } });
    expect((await t.call('/api/v1/inbox')).json.runs).toEqual([]);
    expect(await verifyTraceFile(t.traceDir, 'r-ok')).toMatchObject({ ok: true, state: 'ended' });
    expect(
      readTrace(t.traceDir, 'r-ok')
        .map((x) => x.type)
        .slice(-5),
    ).toEqual(['escalation', 'resume', 'run_continue', 'iteration', 'run_end']);
  });

  it('a halt answer ends the run (200, state halted)', async () => {
    const t = await serve();
    const head = await escalated(t, 'r-halt');
    const r = await t.post('/api/v1/runs/r-halt/resume', {
      token: await sign('r-halt', head, { decision: 'halt', grant: undefined }),
    });
    expect(r.json).toMatchObject({
      status: 'ended',
      state: 'halted',
      decision: { decision: 'HALT', reason: 'human' },
    });
    expect((await t.call('/api/v1/runs/r-halt')).json.state).toBe('halted');
  });

  const mallory = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  it.each([
    [
      'forged',
      (id: string, h: string) =>
        sign(id, h, { privateJwk: { ...mallory, kid: 'alice-2026', alg: 'EdDSA' } as never }),
      'ERR_TOKEN_SIGNATURE',
    ],
    [
      'expired',
      (id: string, h: string) => sign(id, h, { now: Math.floor(Date.now() / 1000) - 7200, ttlSec: 3600 }),
      'ERR_TOKEN_EXPIRED',
    ],
    ['bound to another head', (id: string) => sign(id, 'f'.repeat(64)), 'ERR_TOKEN_BINDING'],
    [
      "signed by the run's proposer-bot",
      (id: string, h: string) =>
        sign(id, h, { privateJwk: fixtureKey('metabot-2026') as never, approver: 'meta-loop' }),
      'ERR_TOKEN_ROLE',
    ],
    [
      'granting past the ceiling',
      (id: string, h: string) => sign(id, h, { grant: { max_steps: 1000 } }),
      'ERR_GRANT',
    ],
  ])('refuses a token %s: 403, nothing written, still in the inbox', async (_name, make, code) => {
    const t = await serve();
    const id = 'r-bad';
    const head = await escalated(t, id);
    const before = text(t, id);
    const r = await t.post(`/api/v1/runs/${id}/resume`, { token: await make(id, head) });
    expect(r.status).toBe(403);
    expect(r.json.error.code).toBe('ERR_RESUME_REFUSED');
    expect(r.json.error.message).toContain(code);
    expect(text(t, id)).toBe(before);
    expect((await t.call('/api/v1/inbox')).json.runs).toHaveLength(1);
    expect((await t.post(`/api/v1/runs/${id}/steps`, good(4))).status).toBe(409);
  });

  it('refuses an answer that leaves a used-up limit used up (decision 115): 403 naming it, nothing written', async () => {
    const capped = testPolicy({
      budget:
        '{max_steps: 3, max_tokens: 10000, max_wall_clock_sec: 600, max_cost_usd: 1, max_corrections_per_step: 2}',
    }).replace('  on_exceed: halt\n', '  on_exceed: escalate\n');
    const t = await serve({ policy: { kind: 'dir', dir: policyDir(capped) } });
    expect((await t.createRun('r-cap')).status).toBe(201);
    for (const n of [1, 2, 3]) await t.post('/api/v1/runs/r-cap/steps', ev(n));
    const last = readTrace(t.traceDir, 'r-cap').at(-1)!;
    expect(last).toMatchObject({ type: 'escalation', reason: 'budget.max_steps' });
    const before = text(t, 'r-cap');
    const r = await t.post('/api/v1/runs/r-cap/resume', {
      token: await sign('r-cap', String(last.hash), { grant: undefined }),
    });
    expect([r.status, r.json.error.code]).toEqual([403, 'ERR_RESUME_REFUSED']);
    expect(r.json.error.message).toContain(
      'run r-cap has used 3 of max_steps 3: its next step would be past the limit, so a resume must grant more (loopgov resume --grant max_steps=N)',
    );
    expect(text(t, 'r-cap')).toBe(before);
    expect((await t.post('/api/v1/runs/r-cap/steps', good(4))).status).toBe(409);
    const granted = await t.post('/api/v1/runs/r-cap/resume', {
      token: await sign('r-cap', String(last.hash)),
    });
    expect(granted.json.status).toBe('continued');
  });

  it('refuses a replayed jti: the same token once more after the run escalated again', async () => {
    const t = await serve();
    const head = await escalated(t, 'r-rep');
    const token = await sign('r-rep', head, { jti: 'only-once' });
    expect((await t.post('/api/v1/runs/r-rep/resume', { token })).status).toBe(200);
    expect((await t.post('/api/v1/runs/r-rep/steps', loop(4))).json.decision).toBe('ESCALATE');
    const head2 = String(readTrace(t.traceDir, 'r-rep').at(-1)!.hash);
    const again = await t.post('/api/v1/runs/r-rep/resume', {
      token: await sign('r-rep', head2, { jti: 'only-once' }),
    });
    expect([again.status, again.json.error.code]).toEqual([403, 'ERR_RESUME_REFUSED']);
    expect(again.json.error.message).toContain('ERR_TOKEN_REPLAY');
  });

  it.each([
    ['no token', {}],
    ['an extra field', { token: 'a.b.c', grant: { max_steps: 9 } }],
    ['a token that is not a string', { token: 42 }],
  ])('400 for a body with %s', async (_name, body) => {
    const t = await serve();
    await escalated(t, 'r-body');
    const r = await t.post('/api/v1/runs/r-body/resume', body);
    expect(r.status).toBe(400);
  });

  it('404 for a run that does not exist; 409 for one running here; health says resume is on', async () => {
    const t = await serve();
    expect((await t.post('/api/v1/runs/nope/resume', { token: 'a.b.c' })).status).toBe(404);
    await t.createRun('r-live');
    expect((await t.post('/api/v1/runs/r-live/resume', { token: 'a.b.c' })).status).toBe(409);
    expect((await t.call('/api/v1/health')).json.features.resume).toBe(true);
  });

  it('--read-only refuses it', async () => {
    const w = await serve();
    const head = await escalated(w, 'r-ro');
    const ro = await serve({ traceDir: w.traceDir, readOnly: true });
    const r = await ro.post('/api/v1/runs/r-ro/resume', { token: await sign('r-ro', head) });
    expect([r.status, r.json.error.code]).toEqual([403, 'ERR_READ_ONLY']);
  });
});

describe("the inbox and the run summary: one definition of escalated, one bound head (the library's)", () => {
  it('an answer waiting: the inbox is listEscalatedRuns, head = the escalation record, the summary agrees', async () => {
    const t = await serve();
    const head = await escalated(t, 'r-wait');
    // A person appends an answer (loopgov resume): the trace's last record is now the resume.
    const { resume } = await appendResume(t.traceDir, 'r-wait', await sign('r-wait', head));
    expect(resume.hash).not.toBe(head);
    const inbox = (await t.call('/api/v1/inbox')).json.runs;
    const [lib] = await listEscalatedRuns(t.traceDir);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toEqual({ ...lib, age_sec: expect.any(Number), chain_ok: true });
    expect(inbox[0]).toMatchObject({
      run_id: 'r-wait',
      head,
      reason: 'oscillation',
      step: 3,
      approver_role: 'maintainer',
      resumes_pending: 1,
      halt_requested: false,
      grantable: { max_steps: 192 },
      remaining: { steps: 5 },
    });
    expect(inbox[0].needs).toContain('signed resume');
    const run = (await t.call('/api/v1/runs/r-wait')).json;
    expect(run).toMatchObject({ state: 'escalated', head: resume.hash, escalation_head: head });
    const { chain: _c, ...detail } = (await showEscalatedRun(t.traceDir, 'r-wait'))!;
    expect(run.escalation).toEqual({ ...detail, age_sec: expect.any(Number) });
    expect(run.escalation.evidence).toMatchObject({ convergence: { stall: 'oscillation' } });
    expect(run.chain).toMatchObject({ ok: true, state: 'escalated' });
    expect(
      (await t.call('/api/v1/runs?state=escalated')).json.runs.map((r: { run_id: string }) => r.run_id),
    ).toEqual(['r-wait']);
    // Stepping it says why not, and how it goes on.
    const step = await t.post('/api/v1/runs/r-wait/steps', good(4));
    expect([step.status, step.json.error.code]).toEqual([409, 'ERR_RUN_STATE']);
    expect(step.json.error.message).toContain('is escalated (oscillation at step 3)');
    // The server acts on the waiting answer's token: the run is running again before its next step.
    expect((await t.post('/api/v1/runs/r-wait/resume', { token: resume.token })).status).toBe(403); // its jti is used
    const ok = await t.post('/api/v1/runs/r-wait/resume', { token: await sign('r-wait', head) });
    expect(ok.status).toBe(200);
    expect((await t.call('/api/v1/runs/r-wait')).json).toMatchObject({
      state: 'running',
      escalation: null,
      escalation_head: null,
      chain: { state: 'open' },
    });
    expect((await t.call('/api/v1/inbox')).json.runs).toEqual([]);
  });

  it("an answer's copies re-hashed to say another signer and grant: the run's escalation shows the token's, naming the copies", async () => {
    const t = await serve();
    const head = await escalated(t, 'r-edit');
    const bot = await sign('r-edit', head, {
      privateJwk: fixtureKey('metabot-2026') as never,
      approver: 'meta-loop',
      grant: undefined,
    });
    await appendResume(t.traceDir, 'r-edit', bot);
    rehashTrace(join(t.traceDir, 'r-edit', 'trace.jsonl'), (recs) => {
      const r = recs.find((x) => x.type === 'resume')!;
      r.sub = 'alice';
      r.grant = { max_steps: 50 };
    });
    const run = (await t.call('/api/v1/runs/r-edit')).json;
    expect(run.chain).toMatchObject({ ok: true });
    expect(run.escalation.resumes).toEqual([
      expect.objectContaining({ sub: 'meta-loop', grant: null, disagreeing: ['sub', 'grant'] }),
    ]);
  });

  it('an ESCALATE without an escalation record (a trace from before resume) is not in the inbox, nor escalated', async () => {
    const t = await serve();
    await escalated(t, 'r-old');
    // Cut the escalation record off: the trace as an older version wrote it.
    const file = join(t.traceDir, 'r-old', 'trace.jsonl');
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    writeFileSync(file, `${lines.slice(0, -1).join('\n')}\n`);
    expect(await listEscalatedRuns(t.traceDir)).toEqual([]);
    expect((await t.call('/api/v1/inbox')).json.runs).toEqual([]);
    expect((await t.call('/api/v1/runs/r-old')).json).toMatchObject({
      state: 'halted',
      outcome: { decision: 'ESCALATE', reason: 'oscillation' },
      escalation: null,
      chain: { ok: true, state: 'escalating' },
    });
  });
});

describe('POST /api/v1/runs/{id}/halt on an escalated run', () => {
  it('a server with the policy acts on it at once: halt_request, then HALT (human); out of the inbox', async () => {
    const t = await serve();
    await escalated(t, 'r-stop');
    const r = await t.post('/api/v1/runs/r-stop/halt', { by: 'alice', reason: 'not worth a person' });
    expect(r.status).toBe(202);
    expect(r.json).toMatchObject({ status: 'ended', via: 'api' });
    expect(r.json.message).toContain('ended as HALT (human)');
    expect(
      readTrace(t.traceDir, 'r-stop')
        .slice(-3)
        .map((x) => [x.type, x.decision ?? x.by]),
    ).toEqual([
      ['escalation', undefined],
      ['halt_request', 'alice'],
      ['run_end', 'HALT'],
    ]);
    expect(readTrace(t.traceDir, 'r-stop').at(-1)!.detail).toContain('halted by alice while escalated');
    expect(await verifyTraceFile(t.traceDir, 'r-stop')).toMatchObject({ ok: true, state: 'ended' });
    expect((await t.call('/api/v1/inbox')).json.runs).toEqual([]);
    expect((await t.call('/api/v1/runs/r-stop')).json.state).toBe('halted');
  });

  it('a server without a policy records the request; the run stays escalated, flagged', async () => {
    const w = await serve();
    await escalated(w, 'r-req');
    const t = await serve({ traceDir: w.traceDir, policy: null });
    const r = await t.post('/api/v1/runs/r-req/halt', { by: 'bob', reason: 'stop it' });
    expect(r.json).toMatchObject({ status: 'requested' });
    expect(r.json.message).toContain('ends as HALT (human) when it is next continued');
    expect((await t.call('/api/v1/inbox')).json.runs).toEqual([
      expect.objectContaining({ run_id: 'r-req', halt_requested: true }),
    ]);
  });
});
