// REDTEAM (lib-traces D1, D4): a continuation goes on from the usage its records prove, never from what
// a re-hashed trace says. Each class of edit is made as a careful attacker would (the chain re-hashed,
// the escalation's reference to its iteration rewritten), then answered with a validly signed token:
// the continuation is refused naming the record and the field, and nothing is written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signResumeToken } from '../../../src/core/approval/resume.js';
import type { StepEvent } from '../../../src/core/run/types.js';
import { continueRun } from '../../../src/io/run/governed-run.js';
import { openRun } from '../../../src/io/run/open-run.js';
import { verifyTraceFile } from '../../../src/io/trace/read.js';
import { ev as jsonEvent, policyDir, readTrace, tempDir, testPolicy } from '../../cli/run-fixtures.js';
import { fixtureKey } from '../../helpers/gate-repo.js';
import { rehashTrace } from '../../helpers/rehash.js';

const T0 = Date.UTC(2026, 5, 1, 12);
const loop = (n: number) =>
  jsonEvent(n, { action_hash: 'rerun-build', progress: 0.3 }) as unknown as StepEvent;

/** run_start, iterations 1-3 (one second apart, 10 tokens and $0.001 each), run_end, escalation. */
async function escalated() {
  const traceDir = tempDir();
  const clock = { t: T0 };
  const opts = {
    runId: 'esc1',
    project: 't',
    level: 'L2' as const,
    profile: 'dev' as const,
    policy: { kind: 'dir' as const, dir: policyDir(testPolicy()) },
    traceDir,
    durability: 'none' as const,
    clock: { now: () => clock.t },
  };
  const run = await openRun(opts);
  for (const n of [1, 2, 3]) {
    clock.t = T0 + n * 1000;
    await run.step(loop(n));
  }
  await run.close();
  expect(readTrace(traceDir, 'esc1').map((r) => r.type)).toEqual([
    'run_start',
    'iteration',
    'iteration',
    'iteration',
    'run_end',
    'escalation',
  ]);
  clock.t = T0 + 10_000;
  return { opts, traceDir, clock, file: join(traceDir, 'esc1', 'trace.jsonl') };
}

const tokenFor = (traceDir: string) =>
  signResumeToken({
    privateJwk: fixtureKey('alice-2026') as never,
    approver: 'alice',
    runId: 'esc1',
    head: String(readTrace(traceDir, 'esc1').at(-1)!.hash),
    decision: 'resume',
    grant: { max_steps: 10 },
    now: Math.floor((T0 + 10_000) / 1000),
  });

type Recs = Record<string, unknown>[];
type Obj = Record<string, unknown>;
const snap = (r: Obj) => r.budget_snapshot as Obj;
const iterations = (recs: Recs) => recs.filter((r) => r.type === 'iteration');

/** Edits the chain verifier cannot see (each line hashes, links and orders): the usage proof must. */
const USAGE_EDITS: [string, (recs: Recs) => void, RegExp][] = [
  [
    'zeroed tokens',
    (recs) => {
      for (const r of iterations(recs)) r.tokens = 0;
    },
    /record 1, iteration step 1: budget_snapshot\.tokens is 10, but the iterations up to it add up to 0/,
  ],
  [
    'zeroed cost',
    (recs) => {
      for (const r of iterations(recs)) r.cost_usd = 0;
    },
    /record 1, iteration step 1: budget_snapshot\.cost_usd is 0\.001, but the iterations up to it add up to 0/,
  ],
  [
    'negative tokens',
    (recs) => {
      recs[1]!.tokens = -10_000_000;
    },
    /record 1, iteration step 1: tokens is not what the runtime writes: \/tokens must be >= 0/,
  ],
  [
    'fractional tokens',
    (recs) => {
      recs[2]!.tokens = 2.5;
    },
    /record 2, iteration step 2: tokens is not what the runtime writes: \/tokens must be integer/,
  ],
  [
    'tokens above a step event’s limit',
    (recs) => {
      recs[1]!.tokens = 1e13;
      snap(recs[1]!).tokens = 1e13;
    },
    /record 1, iteration step 1: tokens is not what the runtime writes: \/tokens must be <= 1000000000000/,
  ],
  [
    'negative cost',
    (recs) => {
      recs[3]!.cost_usd = -1;
    },
    /record 3, iteration step 3: cost_usd is not what the runtime writes: \/cost_usd must be >= 0/,
  ],
  [
    'a deleted iteration record',
    (recs) => {
      recs.splice(2, 1);
    },
    /record 2, iteration step 3: budget_snapshot\.steps is 3, but the iterations up to it add up to 2/,
  ],
  [
    'an edited budget_snapshot',
    (recs) => {
      snap(recs[2]!).tokens = 0;
    },
    /record 2, iteration step 2: budget_snapshot\.tokens is 0, but the iterations up to it add up to 20/,
  ],
  [
    'edited budget_snapshot limits',
    (recs) => {
      (snap(recs[1]!).limits as Obj).max_tokens = 1e9;
    },
    /record 1, iteration step 1: budget_snapshot\.limits is .*"max_tokens":1000000000.*, but the limits in force are .*"max_tokens":10000/,
  ],
  [
    'an edited escalation budget',
    (recs) => {
      (recs[5]!.budget as Obj).tokens = 0;
    },
    /record 5, escalation step 3: budget is .*"tokens":0.*, but iteration 3 says .*"tokens":30/,
  ],
  [
    'an edited escalation remaining',
    (recs) => {
      (recs[5]!.remaining as Obj).tokens = 1e6;
    },
    /record 5, escalation step 3: remaining is .*1000000.*, but its limits less its budget are .*"tokens":9970/,
  ],
  [
    'edited escalation limits',
    (recs) => {
      (recs[5]!.limits as Obj).max_tokens = 1e6;
    },
    /record 5, escalation step 3: limits is .*, but the limits in force are /,
  ],
  [
    'an edited escalation step',
    (recs) => {
      recs[5]!.step = 2;
    },
    /record 5, escalation step 2: step is 2, but iteration 3 says 3/,
  ],
  [
    'a negative wall clock',
    (recs) => {
      snap(recs[1]!).wall_clock_sec = -100_000;
    },
    /record 1, iteration step 1: budget_snapshot\.wall_clock_sec is -100000: not a running time/,
  ],
  [
    'a wall clock that goes back',
    (recs) => {
      snap(recs[3]!).wall_clock_sec = 0.5;
      (recs[5]!.budget as Obj).wall_clock_sec = 0.5;
    },
    /record 3, iteration step 3: budget_snapshot\.wall_clock_sec is 0\.5, below the iteration before it \(2\)/,
  ],
  [
    'a wall clock below what the timestamps show',
    (recs) => {
      for (const r of iterations(recs)) snap(r).wall_clock_sec = 0;
      (recs[5]!.budget as Obj).wall_clock_sec = 0;
    },
    /record 2, iteration step 2: budget_snapshot\.wall_clock_sec is 0, but the records' timestamps show 1 s had run by the iteration before it/,
  ],
];

/** Edits of what the corrections and the convergence state are replayed from (decision 107, addendum). */
const STATE_EDITS: [string, (recs: Recs) => void, RegExp][] = [
  [
    'a distinct action hash on each iteration',
    (recs) => {
      for (const [i, r] of iterations(recs).entries()) r.action_hash = `distinct-${i}`;
    },
    /record 2, iteration step 2: convergence\.repeat is 2, but the convergence detector replayed over the iterations gives 1/,
  ],
  [
    'a raised progress',
    (recs) => {
      recs[2]!.progress = 0.9;
    },
    /record 2, iteration step 2: convergence\.since_best is 1, but the convergence detector replayed over the iterations gives 0/,
  ],
  [
    'a CONTINUE given a correction’s reason',
    (recs) => {
      recs[1]!.reason = 'self_declared_done';
    },
    /record 1, iteration step 1: reason is "self_declared_done": the runtime never gives CONTINUE that reason/,
  ],
  [
    'a CONTINUE said CORRECT',
    (recs) => {
      Object.assign(recs[1]!, { decision: 'CORRECT', reason: 'gate_fail', correction_hint: 'fix it' });
    },
    /record 2, iteration step 2: attempt is 1, but the 1 consecutive correction\(s\) before it make it 2/,
  ],
];

/** Edits the chain verifier itself refuses (steps the runtime never writes), before any usage is read. */
const ORDER_EDITS: [string, (recs: Recs) => void, RegExp][] = [
  [
    'swapped steps',
    (recs) => {
      [recs[1]!.step, recs[2]!.step] = [recs[2]!.step, recs[1]!.step];
    },
    /record 2 \(order\): iteration step 1 goes backwards from step 2 \(steps must increase\)/,
  ],
  [
    'duplicate steps',
    (recs) => {
      for (const r of iterations(recs)) r.step = 3;
    },
    /record 2 \(order\): iteration step 3 repeats step 3 \(steps must increase\)/,
  ],
  [
    'a step that is not a whole number',
    (recs) => {
      recs[1]!.step = 0.5;
    },
    /record 1 \(order\): iteration step 0\.5 is not a step number/,
  ],
];

describe('a continuation proves the usage it goes on from', () => {
  it('an untouched trace continues from its own totals', async () => {
    const { opts, traceDir } = await escalated();
    const next = await continueRun({ ...opts, token: await tokenFor(traceDir) });
    expect(next.refused).toBeNull();
    const d = await next.step(loop(4));
    expect(d.budget).toMatchObject({ steps: 4, tokens: 40, wall_clock_sec: 3 });
    await next.close();
  });

  it.each([...USAGE_EDITS, ...STATE_EDITS])(
    '%s: the chain verifies, the continuation is refused naming the record and field',
    async (_n, edit, says) => {
      const { opts, traceDir, file } = await escalated();
      rehashTrace(file, edit);
      expect((await verifyTraceFile(traceDir, 'esc1')).ok).toBe(true);
      const before = readFileSync(file, 'utf8');
      const next = await continueRun({ ...opts, token: await tokenFor(traceDir) });
      expect(next.refused).toMatchObject({ decision: 'ESCALATE', reason: 'resume_refused', step: null });
      expect(next.refused!.detail).toMatch(/^run esc1: the trace was edited: /);
      expect(next.refused!.detail).toMatch(says);
      expect(readFileSync(file, 'utf8')).toBe(before); // nothing written, the token not used
    },
  );

  it.each(ORDER_EDITS)('%s: the chain itself does not verify, naming the record', async (_n, edit, says) => {
    const { opts, traceDir, file } = await escalated();
    rehashTrace(file, edit);
    const report = await verifyTraceFile(traceDir, 'esc1');
    expect(report.finding?.reason).toBe('order');
    expect(`record ${report.finding?.index} (order): ${report.finding?.message}`).toMatch(says);
    const next = await continueRun({ ...opts, token: await tokenFor(traceDir) });
    expect(next.refused?.detail).toMatch(/^the trace does not verify: /);
    expect(next.refused?.detail).toMatch(says);
  });

  it('an edited run_continue.restored of an earlier continuation is refused naming it', async () => {
    const { opts, traceDir, file, clock } = await escalated();
    const next = await continueRun({ ...opts, token: await tokenFor(traceDir) });
    clock.t = T0 + 11_000;
    expect((await next.step(loop(4))).decision).toBe('ESCALATE'); // the same action again
    await next.close();
    rehashTrace(file, (recs) => {
      const cont = recs.find((r) => r.type === 'run_continue')!;
      (cont.restored as Obj).tokens = 0;
    });
    const again = await continueRun({ ...opts, token: await tokenFor(traceDir) });
    expect(again.refused?.detail).toMatch(
      /record 7, run_continue: restored is .*"tokens":0.*, but the records before it prove .*"tokens":30/,
    );
  });
});

describe('a run that halted under its own policy cannot be rewritten as escalated and revived', () => {
  it('on_stall halt: the oscillation re-hashed as ESCALATE (with an escalation) is refused as edited', async () => {
    const { opts, traceDir, file } = await escalated();
    // The policy the attacker says the run had: its stall halts, so the runtime never asked anyone.
    const halting = policyDir(testPolicy().replace('on_stall: escalate', 'on_stall: halt'));
    rehashTrace(file, (recs) => {
      ((recs[0]!.effective as Obj).convergence as Obj).on_stall = 'halt';
    });
    expect((await verifyTraceFile(traceDir, 'esc1')).ok).toBe(true);
    const before = readFileSync(file, 'utf8');
    const next = await continueRun({
      ...opts,
      policy: { kind: 'dir', dir: halting },
      token: await tokenFor(traceDir),
    });
    expect(next.refused?.detail).toBe(
      'run esc1: the trace was edited: record 3, iteration step 3: decision is ESCALATE (oscillation), but the run\'s on_stall is "halt": the runtime never escalates there; a continuation goes on only from usage its records add up to',
    );
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});
