// Decision 107 (addendum): a continuation goes on from the corrections and the convergence state its
// records prove. Every record the runtime writes passes the proof (random streams, governance off,
// halts, continuation segments); an edited decision, reason, hint, attempt, action hash, progress or
// convergence figure is refused naming the record and the field.
import { describe, expect, it } from 'vitest';
import type { EffectivePolicy } from '../../../src/core/policy/types.js';
import { type RunSetup, startRun } from '../../../src/core/run/evaluator.js';
import { createRunHistoryReader } from '../../../src/core/run/restore.js';
import type { CommandRunner } from '../../../src/core/run/types.js';
import { createUsageProof } from '../../../src/core/run/usage-proof.js';
import type { TraceRecord } from '../../../src/core/trace/types.js';
import { memoryStore } from './memory-store.js';

type Rec = Record<string, unknown>;

function policy(over: Partial<EffectivePolicy> = {}): EffectivePolicy {
  return {
    budget: {
      max_steps: 40,
      max_tokens: 100000,
      max_wall_clock_sec: 600,
      max_cost_usd: 10,
      max_corrections_per_step: 2,
    },
    on_exceed: 'escalate',
    convergence: { oscillation_repeat: 3, thrash_window: 6, no_progress_window: 5, on_stall: 'escalate' },
    gates: [{ id: 'size', kind: 'max-bytes', max: 100 }],
    success_criteria: [{ id: 'tests', kind: 'command', argv: ['check'], timeout_sec: 5 }],
    max_delegation_level: 'L3',
    governance: 'required',
    escalation: { approver_role: 'org-admin' },
    context: { max_bytes: 0, must_keep: [] },
    ...over,
  };
}

function setup(
  effective: EffectivePolicy,
  store = memoryStore(),
  opts: { governance?: 'required' | 'off'; pass?: () => boolean } = {},
): RunSetup {
  const runner: CommandRunner = {
    run: async () => ({ exitCode: opts.pass?.() ? 0 : 1, signal: null, timedOut: false }),
  };
  return {
    runId: 'r1',
    project: 'demo',
    level: 'L2',
    profile: 'dev',
    effective,
    governance: opts.governance ?? 'required',
    origin: { source: 'pinned', repo: '/r', commit: 'a'.repeat(40), digest: 'b'.repeat(64), verified: false },
    store,
    clock: { now: () => 0 },
    runner,
    workdir: '/work',
  };
}

const ev = (step: number, over: Rec = {}) => ({
  step,
  intent: 'finish',
  action: `action ${step}`,
  tool: 'shell',
  inputs_ref: 'x',
  tokens: 10,
  cost_usd: 0.001,
  progress: step,
  artifact: 'draft',
  claims_done: true,
  ...over,
});

/** What the proof says of `records` (null: nothing edited). */
function edited(records: Rec[], eff = policy()): string | null {
  const reader = createRunHistoryReader(eff);
  for (const r of records) reader.push(r as TraceRecord);
  return reader.history.edited?.message ?? null;
}

/** run_start, CORRECT, CORRECT, ESCALATE (corrections_exhausted), run_end, escalation. */
async function corrected(): Promise<Rec[]> {
  const s = setup(policy());
  const run = await startRun(s);
  for (const n of [1, 2, 3]) await run.step(ev(n));
  const recs = structuredClone((s.store as ReturnType<typeof memoryStore>).records) as Rec[];
  expect(recs.map((r) => `${r.type}:${r.decision ?? ''}:${r.attempt ?? ''}`)).toEqual([
    'run_start::',
    'iteration:CORRECT:1',
    'iteration:CORRECT:2',
    'iteration:ESCALATE:3',
    'run_end:ESCALATE:',
    'escalation::',
  ]);
  return recs;
}

/** run_start, three iterations of one action (the third ESCALATEs, oscillation), run_end, escalation. */
async function oscillated(): Promise<Rec[]> {
  const s = setup(policy());
  const run = await startRun(s);
  for (const n of [1, 2, 3]) await run.step(ev(n, { action: 'same', progress: 0.3, claims_done: false }));
  const recs = structuredClone((s.store as ReturnType<typeof memoryStore>).records) as Rec[];
  expect(recs.at(-1)).toMatchObject({ type: 'escalation', reason: 'oscillation' });
  return recs;
}

const iterations = (recs: Rec[]) => recs.filter((r) => r.type === 'iteration');
const asContinue = (r: Rec) =>
  Object.assign(r, { decision: 'CONTINUE', reason: 'ok', correction_hint: null });

const DECISION_EDITS: [string, (recs: Rec[]) => void, RegExp][] = [
  [
    'each CORRECT said CONTINUE (the reason, hint and attempt left)',
    (recs) => {
      for (const r of iterations(recs)) if (r.decision === 'CORRECT') r.decision = 'CONTINUE';
    },
    /^record 1, iteration step 1: reason is "self_declared_done": the runtime never gives CONTINUE that reason$/,
  ],
  [
    'each CORRECT rewritten as a clean CONTINUE (the attempts left)',
    (recs) => {
      for (const r of iterations(recs)) if (r.decision === 'CORRECT') asContinue(r);
    },
    /^record 2, iteration step 2: attempt is 2, but the 0 consecutive correction\(s\) before it make it 1$/,
  ],
  [
    'clean CONTINUEs, every attempt renumbered',
    (recs) => {
      for (const r of iterations(recs)) {
        if (r.decision === 'CORRECT') asContinue(r);
        r.attempt = 1;
      }
    },
    /^record 3, iteration step 3: reason is corrections_exhausted, but only 0 of 2 correction\(s\) were used$/,
  ],
  [
    'a decision the runtime never writes',
    (recs) => {
      recs[1]!.decision = 'RETRY';
    },
    /^record 1, iteration step 1: decision is "RETRY": not a decision the runtime writes$/,
  ],
  [
    'an attempt alone',
    (recs) => {
      recs[2]!.attempt = 1;
    },
    /^record 2, iteration step 2: attempt is 1, but the 1 consecutive correction\(s\) before it make it 2$/,
  ],
  [
    'a CORRECT without its hint',
    (recs) => {
      recs[1]!.correction_hint = null;
    },
    /^record 1, iteration step 1: correction_hint is null, but a CORRECT \(self_declared_done\) says how to correct$/,
  ],
  [
    'an ESCALATE said CORRECT past the corrections allowed',
    (recs) => {
      Object.assign(recs[3]!, {
        decision: 'CORRECT',
        reason: 'self_declared_done',
        correction_hint: 'again',
      });
    },
    /^record 3, iteration step 3: decision is CORRECT, but correction 3 is over max_corrections_per_step 2$/,
  ],
  [
    'the escalation’s attempt',
    (recs) => {
      (recs[5]!.evidence as Rec).attempt = 1;
    },
    /^record 5, escalation step 3: evidence\.attempt is 1, but iteration 3 says 3$/,
  ],
];

const CONVERGENCE_EDITS: [string, (recs: Rec[]) => void, RegExp][] = [
  [
    'a distinct action hash on each iteration',
    (recs) => {
      let i = 0;
      for (const r of iterations(recs)) r.action_hash = `distinct-${i++}`;
    },
    /^record 2, iteration step 2: convergence\.repeat is 2, but the convergence detector replayed over the iterations gives 1$/,
  ],
  [
    'a raised progress',
    (recs) => {
      recs[2]!.progress = 0.9;
    },
    /^record 2, iteration step 2: convergence\.since_best is 1, but the convergence detector replayed over the iterations gives 0$/,
  ],
  [
    'a stall cleared',
    (recs) => {
      (recs[3]!.convergence as Rec).stall = null;
    },
    /^record 3, iteration step 3: convergence\.stall is null, but the convergence detector replayed over the iterations gives "oscillation"$/,
  ],
  [
    'a field added to a convergence status',
    (recs) => {
      (recs[1]!.convergence as Rec).forgiven = true;
    },
    /^record 1, iteration step 1: convergence is \{.*"forgiven":true.*\}, but the convergence detector replayed/,
  ],
  [
    'a missing action hash',
    (recs) => {
      delete recs[1]!.action_hash;
    },
    /^record 1, iteration step 1: action_hash is null: the runtime records every action's hash$/,
  ],
  [
    'the escalation’s convergence',
    (recs) => {
      ((recs[5]!.evidence as Rec).convergence as Rec).repeat = 1;
    },
    /^record 5, escalation step 3: evidence\.convergence is .*"repeat":1.*, but iteration 3 says .*"repeat":3/,
  ],
];

describe('the usage proof checks each decision and replays convergence', () => {
  it('untouched traces pass', async () => {
    expect(edited(await corrected())).toBeNull();
    expect(edited(await oscillated())).toBeNull();
  });

  it.each(DECISION_EDITS)(
    'an edited decision (%s) is refused naming record and field',
    async (_n, edit, says) => {
      const recs = await corrected();
      edit(recs);
      expect(edited(recs)).toMatch(says);
    },
  );

  it.each(CONVERGENCE_EDITS)(
    'an edited convergence (%s) is refused naming record and field',
    async (_n, edit, says) => {
      const recs = await oscillated();
      edit(recs);
      expect(edited(recs)).toMatch(says);
    },
  );

  it('passes every trace the runtime writes: 300 random streams, governance off, halts, continuations', async () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 300; seed++) {
      let x = seed;
      const rnd = () => {
        x = (x * 1103515245 + 12345) % 2147483648;
        return x / 2147483648;
      };
      const eff = policy({
        on_exceed: seed % 2 ? 'escalate' : 'halt',
        convergence: {
          oscillation_repeat: 3,
          thrash_window: 5,
          no_progress_window: 6,
          on_stall: seed % 3 ? 'escalate' : 'halt',
        },
        budget: { ...policy().budget, max_steps: 20 + (seed % 10), max_corrections_per_step: 1 + (seed % 3) },
      });
      const store = memoryStore();
      const opts = {
        governance: seed % 5 === 0 ? ('off' as const) : ('required' as const),
        pass: () => rnd() < 0.2,
      };
      let run = await startRun(setup(eff, store, opts));
      let cuts = 0;
      for (let n = 1; n <= 40 && !run.outcome; n++) {
        if (rnd() < 0.02) store.foreign.push({ type: 'halt_request', by: 'a', reason: 'stop' } as never);
        await run.step(
          ev(n, {
            action: `a${Math.floor(rnd() * 3)}`,
            progress: Math.floor(rnd() * 5),
            artifact: rnd() < 0.25 ? 'x'.repeat(150) : 'ok',
            claims_done: rnd() < 0.4,
          }),
        );
        if (!run.outcome && rnd() < 0.1 && cuts++ < 2) {
          // a continuation segment in the same trace, from the state its records prove
          const reader = createRunHistoryReader(eff);
          for (const r of store.records) reader.push(r);
          expect(reader.history.edited?.message ?? null, `seed ${seed} before the cut`).toBeNull();
          run = await startRun({
            ...setup(eff, store, opts),
            restore: { ...reader.restore(eff.budget, 0), record: { resume_index: 0 } },
          });
        }
      }
      for (const r of iterations(store.records)) kinds.add(`${r.decision}:${r.reason}`);
      expect(edited(store.records, eff), `seed ${seed}`).toBeNull();
    }
    expect([...kinds]).toEqual(
      expect.arrayContaining([
        'CONTINUE:ok',
        'CONTINUE:governance_off',
        'CORRECT:gate_fail',
        'CORRECT:self_declared_done',
        'DONE:success',
        'ESCALATE:corrections_exhausted',
        'HALT:human',
      ]),
    );
  });
});

/** run_start, two iterations, the third ESCALATEs at max_steps 3 (on_exceed escalate), run_end, escalation. */
async function capped(): Promise<Rec[]> {
  const eff = policy({ budget: { ...policy().budget, max_steps: 3 } });
  const s = setup(eff);
  const run = await startRun(s);
  for (const n of [1, 2, 3]) await run.step(ev(n, { claims_done: false }));
  const recs = structuredClone((s.store as ReturnType<typeof memoryStore>).records) as Rec[];
  expect(recs.at(-1)).toMatchObject({ type: 'escalation', reason: 'budget.max_steps' });
  return recs;
}

/** What the proof says when it reads the policy from the run_start alone (as the inbox and resume do). */
function editedFromRecords(records: Rec[]): string | null {
  const proof = createUsageProof();
  for (const r of records) proof.push(r as TraceRecord);
  return proof.problem?.message ?? null;
}

const halting = (stop: 'on_exceed' | 'on_stall') => (recs: Rec[]) => {
  const eff = recs[0]!.effective as Rec;
  if (stop === 'on_exceed') eff.on_exceed = 'halt';
  else (eff.convergence as Rec).on_stall = 'halt';
};

describe('an ESCALATE is one the run’s own policy gives (decision 107 addendum)', () => {
  it('a run whose on_stall halts, rewritten as escalated at its oscillation, is refused', async () => {
    const recs = await oscillated();
    const haltOnStall = policy({
      convergence: { ...policy().convergence, on_stall: 'halt' },
    });
    expect(edited(recs, haltOnStall)).toBe(
      'record 3, iteration step 3: decision is ESCALATE (oscillation), but the run\'s on_stall is "halt": the runtime never escalates there',
    );
    halting('on_stall')(recs);
    expect(editedFromRecords(recs)).toMatch(
      /^record 3, iteration step 3: decision is ESCALATE \(oscillation\), but the run's on_stall is "halt"/,
    );
  });

  it('a run whose on_exceed halts, rewritten as escalated at max_steps, is refused', async () => {
    const recs = await capped();
    expect(editedFromRecords(recs)).toBeNull();
    halting('on_exceed')(recs);
    expect(editedFromRecords(recs)).toBe(
      'record 3, iteration step 3: decision is ESCALATE (budget.max_steps), but the run\'s on_exceed is "halt": the runtime never escalates there',
    );
  });

  it('an escalation after an iteration that did not ESCALATE, or with another reason, is refused', async () => {
    const asHalt = await oscillated();
    asHalt[3]!.decision = 'HALT';
    expect(edited(asHalt)).toBe(
      'record 5, escalation step 3: iteration names iteration 3, whose decision is "HALT": only an ESCALATE is answered',
    );
    const otherReason = await oscillated();
    otherReason[5]!.reason = 'gate_deny';
    expect(edited(otherReason)).toBe(
      'record 5, escalation step 3: reason is "gate_deny", but iteration 3 says "oscillation"',
    );
  });
});
