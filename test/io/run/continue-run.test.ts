// SPEC §4.4 end to end in the library, on real trace files: ESCALATE → escalation record → a signed
// resume → run.continue() / continueRun() verifies chain, token, role, grant and head, and goes on at
// the next step. Every REDTEAM resume row: refused, and the run stays escalated (the trace untouched).
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signResumeToken } from '../../../src/core/approval/resume.js';
import { verifyTraceFile } from '../../../src/io/trace/read.js';
import { appendResume } from '../../../src/io/trace/resume.js';
import { continueRun } from '../../../src/io/run/governed-run.js';
import { openRun } from '../../../src/io/run/open-run.js';
import type { StepEvent } from '../../../src/core/run/types.js';
import { ev as jsonEvent, policyDir, readTrace, tempDir, testPolicy } from '../../cli/run-fixtures.js';
import { fixtureKey } from '../../helpers/gate-repo.js';
import { rehashTrace } from '../../helpers/rehash.js';
import { holdTrace } from '../../helpers/trace-race.js';

/** The CLI tests' valid step event, typed as a library caller writes it. */
const ev = (n: number, over: Partial<StepEvent> = {}): StepEvent =>
  jsonEvent(n, over) as unknown as StepEvent;
const T0 = Date.UTC(2026, 5, 1, 12);
const SEC = Math.floor(T0 / 1000);
const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });
const good = (n: number) =>
  ev(n, { action_hash: `fix-${n}`, artifact: 'good', claims_done: true, progress: 1 });

async function escalated(dir = policyDir(testPolicy())) {
  const traceDir = tempDir();
  const clock = { t: T0 };
  const opts = {
    runId: 'esc1',
    project: 't',
    level: 'L2' as const,
    profile: 'dev' as const,
    policy: { kind: 'dir' as const, dir },
    traceDir,
    durability: 'none' as const,
    clock: { now: () => clock.t },
  };
  const run = await openRun(opts);
  for (const n of [1, 2]) expect((await run.step(loop(n))).decision).toBe('CONTINUE');
  const d = await run.step(loop(3));
  expect(d).toMatchObject({ decision: 'ESCALATE', reason: 'oscillation' });
  const head = readTrace(traceDir, 'esc1').at(-1)!;
  expect(head.type).toBe('escalation');
  return { run, opts, traceDir, clock, head: String(head.hash), dir };
}

const sign = (head: string, over: Partial<Parameters<typeof signResumeToken>[0]> = {}) =>
  signResumeToken({
    privateJwk: fixtureKey('alice-2026') as never,
    approver: 'alice',
    runId: 'esc1',
    head,
    decision: 'resume',
    grant: { max_steps: 10 },
    now: SEC,
    ...over,
  });
const traceText = (traceDir: string) => readFileSync(join(traceDir, 'esc1', 'trace.jsonl'), 'utf8');

describe('run.continue() in process', () => {
  it('goes on at the next step with the grant applied and state restored, to DONE; the chain verifies', async () => {
    const { run, traceDir, head } = await escalated();
    const r = await run.continue(await sign(head));
    expect(r).toEqual({ status: 'continued', decision: null });
    const d = await run.step(good(4));
    expect(d).toMatchObject({ decision: 'DONE', budget: { steps: 4, limits: { max_steps: 18 } } });
    await run.close();
    const types = readTrace(traceDir, 'esc1').map((x) => x.type);
    expect(types).toEqual([
      'run_start',
      'iteration',
      'iteration',
      'iteration',
      'run_end',
      'escalation',
      'resume',
      'run_continue',
      'iteration',
      'run_end',
    ]);
    const cont = readTrace(traceDir, 'esc1')[7]!;
    expect(cont).toMatchObject({
      resume_index: 6,
      approver: 'alice',
      grant: { max_steps: 10 },
      limits: { max_steps: 18 },
      restored: { steps: 3, last_step: 3 },
    });
    expect(await verifyTraceFile(traceDir, 'esc1')).toMatchObject({ ok: true, state: 'ended' });
  });

  it('keeps the convergence state: repeating the same action escalates again at once', async () => {
    const { run, head } = await escalated();
    await run.continue(await sign(head));
    expect(await run.step(loop(4))).toMatchObject({
      decision: 'ESCALATE',
      reason: 'oscillation',
      convergence: { repeat: 4 },
    });
  });

  it('refuses a step number that does not increase across the continuation', async () => {
    const { run, head } = await escalated();
    await run.continue(await sign(head));
    expect(await run.step(loop(3))).toMatchObject({ decision: 'HALT', reason: 'invalid_event' });
  });

  it('a halt answer ends the run as HALT (human), the decision and the run_end naming its last step', async () => {
    const { run, traceDir, head } = await escalated();
    const r = await run.continue(
      await sign(head, { decision: 'halt', grant: undefined, reason: 'not worth it' }),
    );
    expect(r.status).toBe('ended');
    expect(r.decision).toMatchObject({ decision: 'HALT', reason: 'human', step: 3 });
    expect(readTrace(traceDir, 'esc1').at(-1)).toMatchObject({ type: 'run_end', reason: 'human', step: 3 });
    expect(r.decision?.detail).toContain('not worth it');
    expect(run.outcome?.decision).toBe('HALT');
    await expect(run.step(good(4))).rejects.toMatchObject({ code: 'ERR_RUN_STATE' });
    expect(
      readTrace(traceDir, 'esc1')
        .map((x) => x.type)
        .slice(-3),
    ).toEqual(['escalation', 'resume', 'run_end']);
    expect(await verifyTraceFile(traceDir, 'esc1')).toMatchObject({ ok: true, state: 'ended' });
  });

  it('only an escalated run can be continued', async () => {
    const traceDir = tempDir();
    const run = await openRun({
      runId: 'x1',
      project: 't',
      level: 'L2',
      profile: 'dev',
      policy: { kind: 'dir', dir: policyDir(testPolicy()) },
      traceDir,
      durability: 'none',
    });
    await expect(run.continue('a.b.c')).rejects.toMatchObject({ code: 'ERR_RUN_STATE' });
    await run.close();
  });
});

describe('a resume refused: the run stays escalated (REDTEAM "Server, resume and meta-loop")', () => {
  const mallory = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  it.each([
    [
      'forged (a key the registry does not hold)',
      (h: string) =>
        sign(h, { privateJwk: { ...mallory, kid: 'mallory-1', alg: 'EdDSA' } as never, approver: 'mallory' }),
      'ERR_TOKEN_KID',
    ],
    [
      'forged (alice named, mallory signed)',
      (h: string) => sign(h, { privateJwk: { ...mallory, kid: 'alice-2026', alg: 'EdDSA' } as never }),
      'ERR_TOKEN_SIGNATURE',
    ],
    ['expired', (h: string) => sign(h, { now: SEC - 7200, ttlSec: 3600 }), 'ERR_TOKEN_EXPIRED'],
    ['bound to another head', () => sign('f'.repeat(64)), 'ERR_TOKEN_BINDING'],
    [
      'signed by the proposer-bot',
      (h: string) => sign(h, { privateJwk: fixtureKey('metabot-2026') as never, approver: 'meta-loop' }),
      'ERR_TOKEN_ROLE',
    ],
    ['granting past the ceiling', (h: string) => sign(h, { grant: { max_steps: 500 } }), 'ERR_GRANT'],
  ])('%s', async (_name, make, code) => {
    const { run, traceDir, head } = await escalated();
    const before = traceText(traceDir);
    const r = await run.continue(await make(head));
    expect(r.status).toBe('refused');
    expect(r.decision).toMatchObject({ decision: 'ESCALATE', reason: 'resume_refused' });
    expect(r.decision?.detail).toContain(code);
    expect(traceText(traceDir)).toBe(before);
    expect(run.outcome?.decision).toBe('ESCALATE');
    // …and a good answer still works afterwards
    expect((await run.continue(await sign(head))).status).toBe('continued');
  });

  it('a forged halt appended to the trace ends nothing: it waits unverified, the runtime refuses it', async () => {
    // decision 063: a halt token is an answer like any other — recorded as one only to be verified.
    const { run, traceDir, head } = await escalated();
    const forged = await sign(head, {
      decision: 'halt',
      grant: undefined,
      privateJwk: { ...mallory, kid: 'alice-2026', alg: 'EdDSA' } as never,
    });
    const { resume } = await appendResume(traceDir, 'esc1', forged);
    expect(readTrace(traceDir, 'esc1').at(-1)).toMatchObject({ type: 'resume', decision: 'halt' });
    expect(await verifyTraceFile(traceDir, 'esc1')).toMatchObject({ ok: true, state: 'escalated' });
    const before = traceText(traceDir);
    const r = await run.continue();
    expect(r).toMatchObject({
      status: 'refused',
      decision: { decision: 'ESCALATE', reason: 'resume_refused' },
    });
    expect(r.decision?.detail).toContain('ERR_TOKEN_SIGNATURE');
    expect(traceText(traceDir)).toBe(before);
    expect(resume.index).toBe(6);
    // The person's real halt, verified, ends it.
    const real = await run.continue(await sign(head, { decision: 'halt', grant: undefined }));
    expect(real).toMatchObject({ status: 'ended', decision: { decision: 'HALT', reason: 'human' } });
  });

  it('replayed: the same jti twice is refused, whoever re-signs it', async () => {
    const { run, traceDir, head } = await escalated();
    expect((await run.continue(await sign(head, { jti: 'once' }))).status).toBe('continued');
    expect((await run.step(loop(4))).decision).toBe('ESCALATE'); // escalated again, at a new head
    const head2 = String(readTrace(traceDir, 'esc1').at(-1)!.hash);
    const before = traceText(traceDir);
    const again = await run.continue(await sign(head2, { jti: 'once' }));
    expect(again.status).toBe('refused');
    expect(again.decision?.detail).toContain('ERR_TOKEN_REPLAY');
    expect(traceText(traceDir)).toBe(before);
    const old = await run.continue(await sign(head, { jti: 'once' }));
    expect(old.decision?.detail).toMatch(
      /ERR_TOKEN_BINDING.*ERR_TOKEN_REPLAY|ERR_TOKEN_REPLAY.*ERR_TOKEN_BINDING/,
    );
  });

  it('a maintainer where the policy names org-admin as approver role', async () => {
    const dir = policyDir(testPolicy({ extra: '  escalation: {approver_role: org-admin}' }));
    const { run, head } = await escalated(dir);
    const dave = await sign(head, { privateJwk: fixtureKey('dave-2026') as never, approver: 'dave' });
    const r = await run.continue(dave);
    expect(r.decision?.detail).toContain('ERR_TOKEN_ROLE');
    expect((await run.continue(await sign(head))).status).toBe('continued');
  });
});

describe('continueRun (a new process) with answers already in the trace', () => {
  it('acts on the latest resume appended by appendResume (loopgov resume)', async () => {
    const { run, opts, traceDir, head } = await escalated();
    await run.close();
    await appendResume(traceDir, 'esc1', await sign(head), { durability: 'none' });
    const next = await continueRun({
      runId: 'esc1',
      traceDir,
      policy: opts.policy,
      clock: opts.clock,
      durability: 'none',
    });
    expect(next.refused).toBeNull();
    expect(next.outcome).toBeNull();
    expect(await next.step(good(4))).toMatchObject({ decision: 'DONE' });
    await next.close();
    expect(await verifyTraceFile(traceDir, 'esc1')).toMatchObject({ ok: true });
  });

  it('refuses with nothing to act on, and leaves the trace as it was', async () => {
    const { run, opts, traceDir } = await escalated();
    await run.close();
    const before = traceText(traceDir);
    const next = await continueRun({ runId: 'esc1', traceDir, policy: opts.policy, clock: opts.clock });
    expect(next.refused).toMatchObject({ decision: 'ESCALATE', reason: 'resume_refused' });
    expect(next.refused?.detail).toContain('no resume answers the escalation yet');
    expect(traceText(traceDir)).toBe(before);
  });

  it('appendResume refuses a replayed jti, another head, a run that is not escalated', async () => {
    const { run, traceDir, head } = await escalated();
    await run.close();
    const token = await sign(head, { jti: 'j1' });
    await appendResume(traceDir, 'esc1', token, { durability: 'none' });
    await expect(appendResume(traceDir, 'esc1', token)).rejects.toMatchObject({
      code: 'ERR_RESUME',
      message: expect.stringContaining('already used'),
    });
    await expect(appendResume(traceDir, 'esc1', await sign('f'.repeat(64)))).rejects.toThrow(/bound to head/);
    // A claim no record could hold (half a surrogate pair): refused by name, nothing appended.
    const before = traceText(traceDir);
    await expect(
      appendResume(traceDir, 'esc1', await sign(head, { reason: 'ok \ud800' })),
    ).rejects.toMatchObject({
      code: 'ERR_RESUME',
      message: expect.stringContaining(
        "the token's claim /reason holds a lone surrogate (U+D800 at index 3)",
      ),
    });
    expect(traceText(traceDir)).toBe(before);
    const other = await openRun({
      runId: 'done1',
      project: 't',
      level: 'L2',
      profile: 'dev',
      policy: { kind: 'dir', dir: policyDir(testPolicy()) },
      traceDir,
      durability: 'none',
    });
    await other.step(good(1));
    await expect(
      appendResume(
        traceDir,
        'done1',
        await signResumeToken({
          privateJwk: fixtureKey('alice-2026') as never,
          approver: 'alice',
          runId: 'done1',
          head,
          decision: 'resume',
          now: SEC,
        }),
      ),
    ).rejects.toThrow(/not escalated/);
  });

  it('a halt_request while escalated ends the run at the continuation (the loop-breaker first)', async () => {
    const { run, opts, traceDir, head } = await escalated();
    await run.close();
    await appendResume(traceDir, 'esc1', await sign(head), { durability: 'none' });
    const { openTraceStore } = await import('../../../src/io/trace/store.js');
    const s = await openTraceStore({ traceDir, runId: 'esc1', durability: 'none', mode: 'append' });
    await s.append({
      type: 'halt_request',
      run_id: 'esc1',
      at: new Date().toISOString(),
      by: 'bob',
      reason: 'stop it',
    });
    await s.close();
    const next = await continueRun({ runId: 'esc1', traceDir, policy: opts.policy, clock: opts.clock });
    expect(next.outcome).toMatchObject({ decision: 'HALT', reason: 'human' });
    expect(next.outcome?.detail).toContain('halted by bob');
    expect(await verifyTraceFile(traceDir, 'esc1')).toMatchObject({ ok: true, state: 'ended' });
  });

  it('refuses to go on under a policy other than the one the run started under', async () => {
    const { run, opts, traceDir, head, dir } = await escalated();
    await run.close();
    await appendResume(traceDir, 'esc1', await sign(head), { durability: 'none' });
    writeFileSync(
      join(dir, 'loop-policy.yaml'),
      testPolicy({
        budget:
          '{max_steps: 9, max_tokens: 10000, max_wall_clock_sec: 600, max_cost_usd: 1, max_corrections_per_step: 2}',
      }),
    );
    // The folder's files changed: its digest says so before the effective policy is compared (decision 116).
    const next = await continueRun({ runId: 'esc1', traceDir, policy: opts.policy, clock: opts.clock });
    expect(next.refused?.detail).toContain(`the policy folder ${dir} now holds other governed files`);
    const wrongScope = await continueRun({ runId: 'esc1', traceDir, policy: opts.policy, level: 'L1' });
    // The library's own option name, never the CLI's flag (the refusal is no step: step null).
    expect(wrongScope.refused?.detail).toMatch(/^level L1 is not the run's level \(L2\)/);
    expect(wrongScope.refused?.step).toBeNull();
  });

  it('refuses a run_start re-hashed to record another effective policy than its folder resolves to', async () => {
    const { run, opts, traceDir } = await escalated();
    await run.close();
    rehashTrace(join(traceDir, 'esc1', 'trace.jsonl'), (recs) => {
      const effective = recs[0]!.effective as { governance: string };
      effective.governance = effective.governance === 'optional' ? 'required' : 'optional';
    });
    const head = String(readTrace(traceDir, 'esc1').at(-1)!.hash);
    await appendResume(traceDir, 'esc1', await sign(head), { durability: 'none' });
    const next = await continueRun({ runId: 'esc1', traceDir, policy: opts.policy, clock: opts.clock });
    expect(next.refused?.detail).toContain('another effective policy');
  });

  it('refuses a trace that does not verify', async () => {
    const { run, opts, traceDir, head } = await escalated();
    await run.close();
    await appendResume(traceDir, 'esc1', await sign(head), { durability: 'none' });
    const file = join(traceDir, 'esc1', 'trace.jsonl');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"tokens":10,', '"tokens":1,'));
    const next = await continueRun({ runId: 'esc1', traceDir, policy: opts.policy, clock: opts.clock });
    expect(next.refused?.detail).toContain('the trace does not verify');
  });
});

describe('run.continue() as one of two writers (decision 073)', () => {
  it.each([
    [
      'a halt request',
      { type: 'halt_request', by: 'bob', reason: 'stop it', via: 'cli' },
      {
        status: 'ended',
        decision: { decision: 'HALT', reason: 'human', detail: 'halted by bob while escalated: stop it' },
      },
      ['escalation', 'halt_request', 'run_end'],
    ],
    [
      'another writer’s end of the run',
      { type: 'run_end', decision: 'HALT', reason: 'human', detail: 'halted by bob', step: null },
      {
        status: 'refused',
        decision: {
          decision: 'ESCALATE',
          reason: 'resume_refused',
          detail: expect.stringMatching(
            /run esc1 is not escalated: it has ended, HALT \(human\) at record 6 — halted by bob$/,
          ),
        },
      },
      ['escalation', 'run_end'],
    ],
  ])(
    'lands between its read and its write: %s — decided again, never a run_continue after it',
    async (_n, landed, result, tail) => {
      const { run, traceDir, head } = await escalated();
      const token = await sign(head);
      const held = await holdTrace(traceDir, 'esc1');
      const answer = run.continue(token);
      await held.waiting();
      await held.land(landed as never);
      expect(await answer).toMatchObject(result);
      expect(
        readTrace(traceDir, 'esc1')
          .map((x) => x.type)
          .slice(-tail.length),
      ).toEqual(tail);
      expect(await verifyTraceFile(traceDir, 'esc1')).toMatchObject({ ok: true, state: 'ended' });
    },
  );
});

describe('two answers acted on at once (two serves, or serve and `loopgov run --continue`, on one trace dir)', () => {
  it('each continuation acts only on the token it was given; the one that loses wrote nothing and says who won', async () => {
    // The race is real (two stores, one lock), so it is run a few times: before the answer and its
    // run_continue were one step, the loser's answer landed between them and the winner went on under it.
    for (let trial = 0; trial < 6; trial++) {
      const { opts, traceDir, head } = await escalated();
      const { project: _p, level: _l, profile: _f, ...scope } = opts;
      const tokens = {
        dave: await sign(head, {
          privateJwk: fixtureKey('dave-2026') as never,
          approver: 'dave',
          grant: { max_steps: 50 },
        }),
        erin: await sign(head, {
          privateJwk: fixtureKey('erin-2026') as never,
          approver: 'erin',
          grant: undefined,
        }),
      };
      const [dave, erin] = await Promise.all([
        continueRun({ ...scope, token: tokens.dave }),
        continueRun({ ...scope, token: tokens.erin }),
      ]);
      const won = dave.refused === null ? 'dave' : 'erin';
      const lost = won === 'dave' ? erin : dave;
      expect([dave.refused === null, erin.refused === null].filter(Boolean)).toHaveLength(1);
      const trace = readTrace(traceDir, 'esc1');
      expect(trace.slice(5).map((r) => [r.type, r.sub ?? r.approver ?? null])).toEqual([
        ['escalation', null],
        ['resume', won],
        ['run_continue', won],
      ]);
      expect(trace[7]).toMatchObject({ resume_index: 6, grant: won === 'dave' ? { max_steps: 50 } : null });
      expect(lost.refused).toMatchObject({
        decision: 'ESCALATE',
        reason: 'resume_refused',
        detail: `run esc1 is not escalated: it was continued at record 7 (resume by ${won}) and is running`,
      });
      await dave.close();
      await erin.close();
    }
  });
});
