// Decision 115 in the library, on real trace files: a resume goes on only with room under every limit.
// An answer that leaves a used-up limit used up (no grant, or a grant of something else) is refused by
// run.continue() / continueRun() naming the limit, its usage and the grant it needs — or that the
// ceiling leaves none — and nothing is written; with the grant, the run goes on and its step that
// reaches the new limit may still be DONE.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signResumeToken } from '../../../src/core/approval/resume.js';
import type { Grant } from '../../../src/core/policy/grant.js';
import type { StepEvent } from '../../../src/core/run/types.js';
import { continueRun } from '../../../src/io/run/governed-run.js';
import { openRun } from '../../../src/io/run/open-run.js';
import { verifyTraceFile } from '../../../src/io/trace/read.js';
import { ev as jsonEvent, policyDir, readTrace, tempDir, testPolicy } from '../../cli/run-fixtures.js';
import { fixtureKey } from '../../helpers/gate-repo.js';

const T0 = Date.UTC(2026, 5, 1, 12);
const ev = (n: number, over: Record<string, unknown> = {}) => jsonEvent(n, over) as unknown as StepEvent;
const good = (n: number) => ev(n, { artifact: 'good', claims_done: true });

/** A run `cap` that escalates when its budget runs out (on_exceed escalate), under `budget`. */
function capPolicy(budget: string, ceiling?: (text: string) => string): string {
  const dir = policyDir(testPolicy({ budget }).replace('  on_exceed: halt\n', '  on_exceed: escalate\n'));
  if (ceiling) {
    const file = join(dir, 'org-ceiling.yaml');
    writeFileSync(file, ceiling(readFileSync(file, 'utf8')));
  }
  return dir;
}

async function escalated(dir: string, steps: StepEvent[], reason: string) {
  const traceDir = tempDir();
  const clock = { t: T0 };
  const opts = {
    runId: 'cap',
    project: 't',
    level: 'L2' as const,
    profile: 'dev' as const,
    policy: { kind: 'dir' as const, dir },
    traceDir,
    durability: 'none' as const,
    clock: { now: () => clock.t },
  };
  const run = await openRun(opts);
  let last: Awaited<ReturnType<typeof run.step>> | undefined;
  for (const e of steps) last = await run.step(e);
  expect(last).toMatchObject({ decision: 'ESCALATE', reason });
  const head = String(readTrace(traceDir, 'cap').at(-1)!.hash);
  return { run, opts, traceDir, head, file: join(traceDir, 'cap', 'trace.jsonl') };
}

const answer = (head: string, grant?: Grant) =>
  signResumeToken({
    privateJwk: fixtureKey('alice-2026') as never,
    approver: 'alice',
    runId: 'cap',
    head,
    decision: 'resume',
    ...(grant ? { grant } : {}),
    now: Math.floor(T0 / 1000),
  });

const STEPS3 =
  '{max_steps: 3, max_tokens: 10000, max_wall_clock_sec: 600, max_cost_usd: 1, max_corrections_per_step: 2}';

describe('a resume must leave room under every limit (decision 115)', () => {
  it.each([
    ['no grant', undefined],
    ['a grant of another limit', { max_tokens: 5 }],
  ])('max_steps used up, %s: run.continue() refuses naming it, nothing written', async (_n, grant) => {
    const { run, head, file } = await escalated(
      capPolicy(STEPS3),
      [1, 2, 3].map((n) => ev(n)),
      'budget.max_steps',
    );
    const before = readFileSync(file, 'utf8');
    const r = await run.continue(await answer(head, grant));
    expect(r.status).toBe('refused');
    expect(r.decision).toMatchObject({ decision: 'ESCALATE', reason: 'resume_refused', step: null });
    expect(r.decision!.detail).toBe(
      'resume token refused: run cap has used 3 of max_steps 3: its next step would be past the limit, so a resume must grant more (loopgov resume --grant max_steps=N)',
    );
    expect(readFileSync(file, 'utf8')).toBe(before); // not even the answer is recorded
  });

  it('with a grant of max_steps the run goes on, and the step that reaches the new limit may be DONE', async () => {
    const { opts, head, traceDir } = await escalated(
      capPolicy(STEPS3),
      [1, 2, 3].map((n) => ev(n)),
      'budget.max_steps',
    );
    const next = await continueRun({ ...opts, token: await answer(head, { max_steps: 2 }) });
    expect(next.refused).toBeNull();
    expect(await next.step(ev(4))).toMatchObject({ decision: 'CONTINUE' });
    expect(await next.step(good(5))).toMatchObject({
      decision: 'DONE',
      budget: { steps: 5, exceeded: 'max_steps', limits: { max_steps: 5 } },
    });
    expect(await verifyTraceFile(traceDir, 'cap')).toMatchObject({ ok: true, state: 'ended' });
  });

  it('cost used up: continueRun() refuses naming the dollars and max_cost_usd; a cost grant goes on', async () => {
    const budget =
      '{max_steps: 8, max_tokens: 10000, max_wall_clock_sec: 600, max_cost_usd: 0.01, max_corrections_per_step: 2}';
    const { opts, head, file } = await escalated(
      capPolicy(budget),
      [1, 2].map((n) => ev(n, { cost_usd: 0.006 })),
      'budget.max_cost_usd',
    );
    const before = readFileSync(file, 'utf8');
    const refused = await continueRun({ ...opts, token: await answer(head, { max_steps: 3 }) });
    expect(refused.refused?.detail).toBe(
      'resume token refused: run cap has used $0.012 of max_cost_usd 0.01: its next step would be past the limit, so a resume must grant more (loopgov resume --grant max_cost_usd=N)',
    );
    expect(readFileSync(file, 'utf8')).toBe(before);
    const next = await continueRun({ ...opts, token: await answer(head, { max_cost_usd: 1 }) });
    expect(next.refused).toBeNull();
    expect(await next.step(good(3))).toMatchObject({ decision: 'DONE', budget: { cost_usd: 0.013 } });
  });

  it('a limit at the ceiling: the refusal says nothing more may be granted and the run can only be halted', async () => {
    const dir = capPolicy(STEPS3, (t) => t.replace('max_steps: 200', 'max_steps: 3'));
    const { opts, head } = await escalated(
      dir,
      [1, 2, 3].map((n) => ev(n)),
      'budget.max_steps',
    );
    const r = await continueRun({ ...opts, token: await answer(head) });
    expect(r.refused?.detail).toBe(
      'resume token refused: run cap has used 3 of max_steps 3: its next step would be past the limit, so a resume must grant more (loopgov resume --grant max_steps=N); max_steps is at the ceiling 3, so nothing more may be granted: the run can only be halted (loopgov resume --decision halt)',
    );
  });

  it('an escalation with room (oscillation below every limit) still goes on without a grant', async () => {
    const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });
    const { opts, head } = await escalated(
      capPolicy(STEPS3.replace('3', '4')),
      [1, 2, 3].map(loop),
      'oscillation',
    );
    const next = await continueRun({ ...opts, token: await answer(head) });
    expect(next.refused).toBeNull();
    expect(await next.step(good(4))).toMatchObject({ decision: 'DONE', budget: { steps: 4 } });
  });

  it('governance off (a dev continuation’s own opt-out): the limits only advise, so it goes on and says so', async () => {
    const { opts, head } = await escalated(
      capPolicy(STEPS3),
      [1, 2, 3].map((n) => ev(n)),
      'budget.max_steps',
    );
    const next = await continueRun({ ...opts, governanceOff: true, token: await answer(head) });
    expect(next.refused).toBeNull();
    expect(await next.step(ev(4))).toMatchObject({
      decision: 'CONTINUE',
      reason: 'governance_off',
      advisory: { decision: 'ESCALATE', reason: 'budget.max_steps' },
    });
  });
});
