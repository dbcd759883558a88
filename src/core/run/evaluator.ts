/**
 * The run: one evaluator per run, fed one step event at a time (SPEC §4.2). Pure core — the trace store,
 * the command runner and the clock are ports it receives. Every record goes to the trace before the
 * decision is returned; anything that throws inside a step ends the run as HALT (`fail_closed`).
 * With `deferSync` (group commit) the record is written but durable only after `sync()`: a caller that
 * defers must not pass the decision on before `sync()` has returned null.
 */
import { asLoopgovError, describeError } from '../errors.js';
import { headOf, type TraceBody, type TraceRecord } from '../trace/types.js';
import { toWellFormed } from '../unicode.js';
import { BudgetGovernor, type Limit } from './budget.js';
import { type CheckedClock, checkedClock } from './checked-clock.js';
import { evaluateContext } from './context.js';
import { ConvergenceDetector } from './convergence.js';
import { decide, decideUsedUp, type Verdict } from './decide.js';
import { escalationBody } from './escalation.js';
import { haltArguments, haltMisuse } from './halt-arguments.js';
import { actionHashOf, artifactBytes, parseStepEvent } from './event.js';
import { combineVerdicts, reportGates } from './gates.js';
import { andThen } from './maybe-async.js';
import { parseRunScope } from './options.js';
import { type ArtifactRef, iterationBody } from './record.js';
import type { ResumedFrom } from './restore.js';
import type { Run, RunSetup, StepOptions } from './run-contract.js';
import { type Appended, RunHead } from './run-head.js';
import { stepRefused } from './step-refused.js';
import type { Decision, GateReport, Provenance, Reason, StepEvent } from './types.js';
import { TERMINAL } from './types.js';

export type { PolicyOrigin, Run, RunSetup, StepOptions } from './run-contract.js';

/**
 * Starts a run: writes `run_start` and returns the evaluator.
 *
 * @example
 * const run = await startRun(setup);
 * const d = await run.step({ step: 1, intent: 'fix', action: 'edit', tool: 'fs', inputs_ref: 'x',
 *   tokens: 10, cost_usd: 0, progress: 0.1, artifact: 'diff…', claims_done: false });
 */
export async function startRun(setup: RunSetup): Promise<Run> {
  // The scope is recorded in run_start: checked as `openRun` checks it (ERR_USAGE), before anything is
  // written — a project named (`null`, "any project", resolves a policy but is no run's scope).
  parseRunScope(setup);
  const evaluator = new Evaluator(setup);
  await evaluator.start();
  return evaluator;
}

class Evaluator implements Run {
  outcome: Decision | null = null;
  private readonly budget: BudgetGovernor;
  private readonly convergence: ConvergenceDetector;
  private lastStep: number | null = null;
  private corrections = 0;
  private queue: Promise<unknown> = IDLE;
  /** Calls of `serialized` not yet settled. */
  private pending = 0;
  private readonly settle = (): void => {
    // Idle again: let the last settled promise go (held by a long-lived run, it would be promoted).
    if (--this.pending === 0) this.queue = IDLE;
  };
  private closed = false;
  /** Set by a failed `sync()`: the trace is not durable, so nothing pending may be passed on. */
  private syncFailed = false;
  /** `halt()` while a step runs: the step ends as this HALT; the signal kills its command gates. */
  private stopRequest: { reason: Reason; detail: string | undefined } | null = null;
  private readonly stopper = new AbortController();
  /** The last record this run wrote or was shown: its own records go right after it (decision 073). */
  private readonly head = new RunHead();
  /** Every reading checked: a clock that gives no time fails the step closed (SPEC §4.2). */
  private readonly clock: CheckedClock;

  constructor(private readonly s: RunSetup) {
    this.clock = checkedClock(s.clock);
    this.budget = s.restore?.budget ?? new BudgetGovernor(s.effective.budget, this.clock.now());
    this.convergence = s.restore?.convergence ?? new ConvergenceDetector(s.effective.convergence);
    this.corrections = s.restore?.corrections ?? 0;
    this.lastStep = s.restore?.from.lastStep ?? null;
  }

  get resumedFrom(): ResumedFrom | null {
    return this.s.restore?.from ?? null;
  }

  get runId(): string {
    return this.s.runId;
  }

  async start(): Promise<void> {
    const s = this.s;
    if (s.restore) {
      const after = s.restore.after;
      const rec = await s.store.append(
        this.body('run_continue', s.restore.record),
        after ? { after } : undefined,
      );
      this.head.see([rec]);
      return;
    }
    const rec = await s.store.append(
      this.body('run_start', {
        project: s.project,
        level: s.level,
        profile: s.profile,
        governance: s.governance,
        policy: s.origin,
        effective: s.effective,
        workdir: s.workdir,
      }),
    );
    this.head.see([rec]);
  }

  step(event: StepEvent, opts?: StepOptions): Promise<Decision> {
    return this.serialized(() => this.evaluate(event, opts?.deferSync !== true));
  }

  sync(): Promise<Decision | null> {
    return this.serialized(async () => {
      if (this.syncFailed) return this.outcome;
      if (this.closed) return null; // close() synced (the store syncs before it lets go)
      try {
        await this.s.store.sync();
        return null;
      } catch (e) {
        this.syncFailed = true;
        if (this.outcome) return this.outcome;
        return this.end('fail_closed', describeError(asLoopgovError(e)));
      }
    });
  }

  halt(reason: Reason, why?: unknown): Promise<Decision> {
    // Checked, never refused (decision 129): a bad argument halts the run as fail_closed, then rejects.
    const args = haltArguments(reason, why);
    const detail = recordable(args.detail); // the caller's text: half a surrogate pair would make it unrecordable
    if (!this.outcome && !this.stopRequest) {
      this.stopRequest = { reason: args.reason, detail };
      this.stopper.abort();
    }
    const ended = this.serialized(async () => this.outcome ?? this.end(args.reason, detail));
    const { problem } = args;
    return problem
      ? ended.then((d) => {
          throw haltMisuse(problem, d);
        })
      : ended;
  }

  close(): Promise<Decision | null> {
    return this.serialized(async () => {
      if (this.closed) return this.outcome;
      // A person's halt that landed since the last step is the run's end, not the runner's leaving.
      const d = this.outcome
        ? null
        : ((await this.haltPending('the runner stopped without another step')) ??
          (await this.end('incomplete', 'the runner stopped without a terminal decision')));
      this.closed = true;
      await this.s.store.close().catch(() => undefined);
      return d ?? this.outcome;
    });
  }

  private serialized<T>(fn: () => Promise<T>): Promise<T> {
    // Nothing running or waiting: start now, so that a step that needs no wait runs to its decision
    // before this returns — with many runs in flight, one after another, not all interleaved (decision 098).
    const next = this.pending++ === 0 ? fn() : this.queue.then(fn, fn);
    // Settles to nothing: kept until the next call, the last result (a record, a decision) would outlive a
    // scavenge when many runs take turns, and be copied and promoted every time (decision 096).
    this.queue = next.then(this.settle, this.settle);
    return next;
  }

  /**
   * One step, to its decision: one async function, which awaits only what must wait (decision 098).
   * Anything thrown on the way ends the run as HALT (`invalid_event` for a bad event, else `fail_closed`).
   */
  private async evaluate(raw: unknown, sync: boolean): Promise<Decision> {
    if (this.outcome || this.closed) throw stepRefused(this.s.runId, this.outcome);
    try {
      const s = this.s;
      const ev = parseStepEvent(raw, this.lastStep);
      this.lastStep = ev.step;
      const actionHash = actionHashOf(ev);

      // Each port's fast path first (decision 098): what needs no wait is done without a turn of the loop.
      const foreign = s.store.readForeignNow?.() ?? (await s.store.readForeign());
      const { end, halt } = this.seeForeign(foreign);
      if (end) return this.endedElsewhere(ev.step, end);
      if (halt) {
        const halted = this.haltedBy(halt, ev, actionHash, sync);
        return halted instanceof Promise ? await halted : halted;
      }

      // Decision 115: a step that starts with a limit used up would be past it — never taken, whatever
      // it claims. Governance off: the budget only advises, so the step goes through as any other, and
      // its advisory says what the governed decision would have been: that step not taken.
      const usedUp = this.budget.firstUsedUp();
      if (usedUp && s.governance !== 'off') {
        const notTaken = this.notTaken(ev, actionHash, usedUp, sync);
        return notTaken instanceof Promise ? await notTaken : notTaken;
      }
      const notTakenAdvice = usedUp
        ? decideUsedUp(s.effective, this.budget.snapshot(this.clock.now(), usedUp), usedUp, ev.step)
        : null;

      const bytes = artifactBytes(ev);
      const stored = bytes
        ? (s.store.putArtifactNow?.(bytes, { sync }) ?? (await s.store.putArtifact(bytes, { sync })))
        : null;
      const text = typeof ev.artifact === 'string' ? ev.artifact : undefined;
      const artifact = { path: stored?.path, bytes: bytes ?? new Uint8Array(), text };
      const ctx = { runner: s.runner, workdir: s.workdir, signal: this.stopper.signal };
      let gate: GateReport = { verdict: 'SKIP', results: [] };
      if (bytes) {
        const report = reportGates(s.effective.gates, artifact, ctx);
        gate = report instanceof Promise ? await report : report;
      }
      // SPEC §4.5: a context the step carries is one more verify check (recorded by hash only).
      const context = evaluateContext(s.effective.context, ev.context);
      if (context.result) {
        const results = [...gate.results, context.result];
        gate = { verdict: combineVerdicts(results), results };
      }
      const budget = this.budget.observe(ev.tokens, ev.cost_usd, this.clock.now());
      const convergence = this.convergence.observe(actionHash, ev.progress);
      let criteria: GateReport | null = null;
      const verdict = decide(s.effective, {
        claimsDone: ev.claims_done,
        gate,
        budget,
        convergence,
        corrections: this.corrections,
        // Run at most once: the report is kept for the record.
        criteria: () =>
          andThen(
            criteria ?? reportGates(s.effective.success_criteria, artifact, ctx),
            (r) => (criteria = r),
          ),
      });
      const evaluated = verdict instanceof Promise ? await verdict : verdict;
      const governed = notTakenAdvice ?? evaluated;
      const enforced = this.stopRequest ? this.stopped() : this.enforce(governed, evaluated);
      const d = this.decision(ev.step, enforced, stored?.path ?? null, { gate, budget, convergence });
      if (enforced.decision === 'CORRECT') this.corrections += 1;
      else if (enforced.decision === 'CONTINUE') this.corrections = 0;
      if (enforced !== governed && !this.stopRequest)
        d.advisory = { decision: governed.decision, reason: governed.reason };
      const artifactRef =
        stored && bytes ? { sha256: stored.sha256, path: stored.path, bytes: bytes.byteLength } : null;
      const recorded = this.record(d, ev, actionHash, artifactRef, criteria, sync, context.recorded);
      return recorded instanceof Promise ? await recorded : recorded;
    } catch (e) {
      const err = asLoopgovError(e);
      if (err.code !== 'ERR_STEP_INVALID') return this.end('fail_closed', describeError(err));
      return (
        (await this.haltPending(`the step sent is not taken: ${describeError(err)}`)) ??
        this.end('invalid_event', describeError(err))
      );
    }
  }

  /**
   * The run ends some other way — an invalid event, the runner gone without another step — while a halt
   * request is pending (SPEC §4.3: the run's next step is HALT `human`, whatever it is; a step sent again
   * after the halt, decision 131): that HALT, saying what happened (`instead`); another writer's end, if
   * one landed; else null (nothing foreign, or the trace cannot be read — the caller's HALT then says
   * what it can).
   */
  private async haltPending(instead: string): Promise<Decision | null> {
    let foreign: TraceRecord[];
    try {
      foreign = this.s.store.readForeignNow?.() ?? (await this.s.store.readForeign());
    } catch {
      return null;
    }
    const { end, halt } = this.seeForeign(foreign);
    if (end) return this.endedElsewhere(this.lastStep, end);
    return halt ? this.end('human', `${haltedByDetail(halt)} (${instead})`) : null;
  }

  /**
   * What other writers appended (`readForeign`), taken into the chain head: another writer's `run_end` (a
   * `trace close` that judged this writer gone), which is final — a halt request beside it included — and
   * after which nothing is linked (fail closed, decision 073); else a person's halt request, if any.
   */
  private seeForeign(foreign: readonly TraceRecord[]): ForeignNews {
    this.head.see(foreign);
    if (foreign.length === 0) return NO_NEWS;
    const end = foreign.find((r) => r.type === 'run_end');
    return end ? { end } : { halt: foreign.find((r) => r.type === 'halt_request') };
  }

  /** The loop-breaker (SPEC §4.3): a person's halt request makes this step's decision HALT (`human`). */
  private haltedBy(
    halt: TraceRecord,
    ev: StepEvent,
    actionHash: string,
    sync: boolean,
  ): Decision | Promise<Decision> {
    const detail = haltedByDetail(halt);
    const d = this.decision(
      ev.step,
      { decision: 'HALT', reason: 'human', detail, correction_hint: null },
      null,
    );
    return this.record(d, ev, actionHash, null, null, sync);
  }

  /**
   * A halt request landed while the step was decided (its lease handed over mid-step): the step's
   * decision becomes HALT (`human`), and its record keeps what the step did — its gate, criteria,
   * budget and convergence, as a step cut short by `halt()` keeps them: the step was taken, its model
   * call made, so its usage counts (decision 063, addendum; the usage proof counts it as governed).
   */
  private haltedMidStep(
    d: Decision,
    body: TraceBody,
    halt: TraceRecord,
    ev: StepEvent,
    actionHash: string,
    criteria: GateReport | null,
    sync: boolean,
  ): Promise<Decision> {
    const detail = haltedByDetail(halt);
    const halted: Decision = { ...d, decision: 'HALT', reason: 'human', detail, correction_hint: null };
    delete halted.advisory;
    // The same keys in the same (canonical) order: only the decision's fields change.
    const haltedBody = {
      ...body,
      advisory: undefined,
      correction_hint: null,
      decision: 'HALT',
      detail,
      reason: 'human',
    } as TraceBody;
    return this.recordAndEnd(halted, haltedBody, ev, actionHash, criteria, sync, true);
  }

  /**
   * A halt request landed between an ESCALATE's iteration and its run_end: the run ends as HALT
   * (`human`) — the loop-breaker first — with no escalation, naming the ESCALATE it overrides.
   */
  private async haltedAfter(escalated: Decision, halt: TraceRecord): Promise<Decision> {
    const detail = `${haltedByDetail(halt)} (after step ${String(escalated.step)} was recorded as ESCALATE (${escalated.reason}): no escalation is left open)`;
    const d = this.decision(
      escalated.step,
      { decision: 'HALT', reason: 'human', detail, correction_hint: null },
      null,
      { gate: escalated.gate, budget: escalated.budget, convergence: escalated.convergence },
    );
    this.outcome = d;
    const end = await this.appendEnd(
      this.body('run_end', { decision: 'HALT', reason: 'human', detail, step: d.step }),
    );
    if (end.kind === 'written') d.trace = headOf(end.record);
    else if (end.kind === 'ended')
      d.detail = `${detail}; no run_end written: ${endedBy(this.s.runId, end.end)}`;
    return d;
  }

  /**
   * A step past a used-up limit (decision 115): recorded as the loop-breaker's HALT is — no artifact, no
   * gate, nothing counted (`convergence: null`) — with the budget as it stood, decided by `on_exceed`.
   */
  private notTaken(
    ev: StepEvent,
    actionHash: string,
    limit: Limit,
    sync: boolean,
  ): Decision | Promise<Decision> {
    const budget = this.budget.snapshot(this.clock.now(), limit);
    const v = this.stopRequest ? this.stopped() : decideUsedUp(this.s.effective, budget, limit, ev.step);
    const d = this.decision(ev.step, v, null, {
      gate: { verdict: 'SKIP', results: [] },
      budget,
      convergence: null,
    });
    return this.record(d, ev, actionHash, null, null, sync);
  }

  /** Another writer ended the run while this step ran (decision 073): nothing more is written. */
  private endedElsewhere(step: number | null, end: TraceRecord): Decision {
    const detail = `${endedBy(this.s.runId, end)}; this step is not recorded`;
    const d = this.decision(
      step,
      { decision: 'HALT', reason: 'fail_closed', detail, correction_hint: null },
      null,
    );
    this.outcome = d;
    return d;
  }

  /**
   * A `run_end`, right after the head; `ended` when another writer's landed first (decision 073);
   * `halted` when a halt request landed and `halts` says it matters (an ESCALATE's end, decision 063).
   */
  private async appendEnd(body: TraceBody, halts = false): Promise<Appended> {
    // An ESCALATE's run_end is followed at once by its escalation record: the lease is kept for it.
    try {
      return {
        kind: 'written',
        record: this.head.wrote(await this.s.store.append(body, this.head.options(true, halts))),
      };
    } catch (e) {
      return this.head.refused(e, this.s.store, body, { sync: true, keepLease: halts, halts });
    }
  }

  /** A step cut short by `halt()`: whatever its gates said, its decision is that HALT. */
  private stopped(): Verdict {
    const { reason, detail } = this.stopRequest!;
    return { decision: 'HALT', reason, detail, correction_hint: null };
  }

  /**
   * Governance off (dev, explicit): gates, budget and convergence advise; DONE still needs the criteria.
   * `governed` is what governance would decide, `evaluated` what the step's own facts decide — they
   * differ past a used-up limit, where governance would not take the step at all (decision 115).
   */
  private enforce(governed: Verdict, evaluated: Verdict): Verdict {
    if (this.s.governance !== 'off') return governed;
    if (evaluated.decision === 'DONE' || evaluated.decision === 'CONTINUE') return evaluated;
    return {
      decision: 'CONTINUE',
      reason: 'governance_off',
      detail: `governance is off for this run (dev opt-out); governed decision would be ${governed.decision} (${governed.reason})`,
      correction_hint: evaluated.correction_hint,
    };
  }

  /** Writes the step's record; a step that goes on and needs no wait is done before this returns. */
  private record(
    d: Decision,
    ev: StepEvent,
    actionHash: string,
    artifact: ArtifactRef | null,
    criteria: GateReport | null,
    sync: boolean,
    context: { sha256: string; bytes: number } | null = null,
  ): Decision | Promise<Decision> {
    // Built in canonical key order (record.ts): the trace writer serializes it in one native pass.
    const body = iterationBody(d, ev, actionHash, artifact, criteria, context);
    const terminal = TERMINAL.has(d.decision);
    if (!terminal) {
      // What it throws is what `append` would (a refusal is `undefined`): the step's catch ends the run.
      const rec = this.s.store.appendNow?.(body, this.head.options(sync));
      if (rec) {
        d.trace = headOf(this.head.wrote(rec));
        return d;
      }
    }
    return this.recordAndEnd(d, body, ev, actionHash, criteria, sync, terminal);
  }

  /** `record` when it must wait: the append, a decision taken again after a refusal, a run's end. */
  private async recordAndEnd(
    d: Decision,
    body: TraceBody,
    ev: StepEvent,
    actionHash: string,
    criteria: GateReport | null,
    sync: boolean,
    terminal: boolean,
  ): Promise<Decision> {
    // A terminal step's records are synced by its run_end (a synced append flushes everything before it).
    // They are one decision's: the lease is kept from the iteration to the last, so no halt lands between.
    const syncStep = sync && !terminal;
    let rec: TraceRecord;
    try {
      rec = this.head.wrote(await this.s.store.append(body, this.head.options(syncStep, terminal)));
    } catch (e) {
      // The lease was handed over mid-step and a halt, or another writer's end, landed: decide again.
      const write = { sync: syncStep, keepLease: terminal, halts: true };
      const r = await this.head.refused(e, this.s.store, body, write);
      if (r.kind === 'halted') return this.haltedMidStep(d, body, r.halt, ev, actionHash, criteria, sync);
      if (r.kind === 'ended') return this.endedElsewhere(d.step, r.end);
      rec = r.record;
    }
    d.trace = headOf(rec);
    if (terminal) {
      this.outcome = d;
      const escalate = d.decision === 'ESCALATE';
      const end = await this.appendEnd(
        this.body('run_end', {
          decision: d.decision,
          reason: d.reason,
          detail: d.detail ?? null,
          step: d.step,
        }),
        escalate,
      );
      // A person's halt landed after the ESCALATE's iteration (the lease lost meanwhile): no question
      // is put to a person whose answer could not be acted on — the run ends HALT (human) now.
      if (end.kind === 'halted') return this.haltedAfter(d, end.halt);
      // Another writer's run_end landed after this step's record: the decision stands, not ended twice.
      if (end.kind === 'ended') {
        d.detail = `${d.detail ?? ''}; no run_end written: ${endedBy(this.s.runId, end.end)}`;
        return d;
      }
      // SPEC §4.4: the question to a person is the trace's last record; its hash is what a resume binds.
      // If it cannot be written the ESCALATE stands, and the run cannot be resumed (fail closed).
      if (escalate) await this.appendEscalation(d, rec, ev, actionHash, criteria);
    }
    return d;
  }

  private async appendEscalation(
    d: Decision,
    rec: TraceRecord,
    ev: StepEvent,
    actionHash: string,
    criteria: GateReport | null,
  ): Promise<void> {
    try {
      await this.s.store.append(
        escalationBody({
          runId: this.s.runId,
          decision: d,
          iteration: rec,
          event: ev,
          actionHash,
          criteria,
          effective: this.s.effective,
          ceiling: this.s.ceiling ?? null,
        }),
      );
    } catch (e) {
      d.detail = `${d.detail ?? ''}; escalation record not written (the run cannot be resumed): ${describeError(e)}`;
    }
  }

  /** Ends the run with a HALT that belongs to no iteration (bad input, internal error, incomplete). */
  private async end(why: Reason, text: string | undefined): Promise<Decision> {
    let reason = why;
    let detail = recordable(text); // an error's message may quote bad input
    // The end is written whatever the clock does: dated with its last time when it fails now, and said.
    const { now, failure } = this.clock.nowOrLast();
    if (failure) {
      const said = describeError(failure);
      if (detail === undefined) detail = said;
      else if (!detail.includes(said)) detail = `${detail}; ${said}`;
      if (!FAIL_REASONS.has(reason)) reason = 'fail_closed';
    }
    const d = this.decision(
      this.lastStep,
      { decision: 'HALT', reason, detail, correction_hint: null },
      null,
      undefined,
      now,
    );
    this.outcome = d;
    try {
      const r = await this.appendEnd(
        this.body('run_end', { decision: 'HALT', reason, detail: detail ?? null, step: this.lastStep }, now),
      );
      if (r.kind === 'written') d.trace = headOf(r.record);
      else if (r.kind === 'ended')
        d.detail = `${detail ? `${detail}; ` : ''}no run_end written: ${endedBy(this.s.runId, r.end)}`;
    } catch (e) {
      // The trace cannot take the record: the HALT stands, and says so — once, when the failure that
      // ended the run was this very one (a store that failed refuses every later append alike).
      const said = describeError(e);
      const before = detail ? `${detail}; ` : '';
      d.detail = detail?.includes(said)
        ? `${before}the run_end was not written either`
        : `${before}trace not written: ${said}`;
      if (!FAIL_REASONS.has(reason)) d.reason = 'fail_closed';
    }
    return d;
  }

  private decision(
    step: number | null,
    v: Verdict,
    artifactPath: string | null,
    facts?: Pick<Decision, 'gate' | 'budget' | 'convergence'>,
    now = this.clock.now(),
  ): Decision {
    const d: Decision = {
      run_id: this.s.runId,
      step,
      attempt: this.corrections + 1,
      decision: v.decision,
      reason: v.reason,
      gate: facts?.gate ?? { verdict: 'SKIP', results: [] },
      convergence: facts?.convergence ?? null,
      budget: facts?.budget ?? this.budget.snapshot(now),
      correction_hint: v.correction_hint,
      trace: null,
      provenance: this.provenance(artifactPath, now),
      governance: this.s.governance,
    };
    if (v.detail !== undefined) d.detail = v.detail;
    return d;
  }

  private provenance(artifactPath: string | null, now: number): Provenance {
    const o = this.s.origin;
    return {
      source: o.source,
      artifact_path: artifactPath,
      commit: o.commit,
      run_at: isoTime(now),
      verified: o.verified,
    };
  }

  private body(type: TraceBody['type'], fields: Record<string, unknown>, now = this.clock.now()): TraceBody {
    return { type, run_id: this.s.runId, at: new Date(now).toISOString(), ...fields };
  }
}

function endedBy(runId: string, end: TraceRecord): string {
  const why = `${String(end.decision)} (${String(end.reason)})${end.detail ? `: ${String(end.detail)}` : ''}`;
  return `run ${runId} was ended by another writer at record ${end.index} (${why})`;
}

/** Who halted the run and why, from their `halt_request`. */
function haltedByDetail(halt: TraceRecord): string {
  return `halted by ${String(halt.by ?? 'unknown')}: ${String(halt.reason ?? '')}`;
}

/** A HALT for one of these stays one when its record cannot be written or dated; any other becomes fail_closed. */
const FAIL_REASONS: ReadonlySet<Reason> = new Set(['fail_closed', 'incomplete', 'invalid_event']);

/** What `seeForeign` found: another writer's end, or a halt request (at most one of them). */
interface ForeignNews {
  end?: TraceRecord;
  halt?: TraceRecord;
}
/** Nothing foreign: the answer of the common step, shared (no object made per step). */
const NO_NEWS: ForeignNews = Object.freeze({});

/** The queue of a run with nothing queued. */
const IDLE: Promise<unknown> = Promise.resolve();

/** The last millisecond formatted, shared by every run in the process (runs taking turns share the ms). */
let lastIso = { at: Number.NaN, text: '' };

/** `now` as ISO-8601; steps in the same millisecond share the string (toISOString is dear per step). */
function isoTime(now: number): string {
  if (now !== lastIso.at) lastIso = { at: now, text: new Date(now).toISOString() };
  return lastIso.text;
}

/** A detail as a record can hold it (`halt()` has checked a caller's: only text reaches here). */
function recordable<T extends string | undefined>(detail: T): T {
  return (typeof detail === 'string' ? toWellFormed(detail) : detail) as T;
}
