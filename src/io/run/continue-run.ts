/**
 * Going on after an escalation (SPEC §4.4, docs/decisions/062): verify the chain, reload the policy the
 * run started under (the same pin, the same effective policy), verify the resume token — keys and roles
 * from the trust file or the pinned registry, the policy's approver role and never a proposer-bot, the
 * escalation's head, one use per `jti`, the grant within the ceiling — then restore the evaluator from
 * the recorded iterations and write `run_continue`. Anything refused writes nothing: the run stays
 * escalated and the refusal says every reason.
 */
import { resolve } from 'node:path';
import { buildKeyIndex } from '../../core/approval/keys.js';
import { describeTokenProblems } from '../../core/approval/problems.js';
import type { KeyIndex } from '../../core/approval/types.js';
import { verifyResumeToken } from '../../core/approval/resume.js';
import { asLoopgovError, describeError } from '../../core/errors.js';
import { resolveEffectivePolicy } from '../../core/policy/resolve.js';
import type { Budget, EffectivePolicy, Level, PolicySet, Profile } from '../../core/policy/types.js';
import { type PolicyOrigin, type Run, startRun } from '../../core/run/evaluator.js';
import type { Clock, CommandRunner, Decision } from '../../core/run/types.js';
import { canonicalJson } from '../../core/trace/chain.js';
import { headOf, type TraceRecord, type TraceStore } from '../../core/trace/types.js';
import { chainHead } from '../../core/trace/verify.js';
import { readRunStart } from '../trace/history.js';
import { haltBody, peekResumeClaims, resumeBody } from '../trace/resume.js';
import { retryWhileMoving } from '../trace/moved.js';
import { runPaths } from '../trace/read.js';
import { openTraceStore } from '../trace/store.js';
import { holdWriterLease } from '../trace/writer-lease.js';
import { type CheckedClock, checkedClock } from '../../core/run/checked-clock.js';
import { continuationUnder } from '../../core/run/continuation.js';
import { systemClock } from './clock.js';
import {
  continuationGovernance,
  grantedLimits,
  policyMismatch,
  resumeRegistry,
  scopeOf,
  trustNote,
} from './continue-authority.js';
import { continueRecord, loopBreakerEnd, notEscalated, readEscalatedHistory } from './continue-records.js';
import { type CheckpointOption, checkpointed } from './checkpoint-option.js';
import { latestCheckpoint } from './continue-checkpoints.js';
import { leasedRun } from './leased-run.js';
import { loadRunPolicy, type PolicySpec } from './load-policy.js';
import { spawnCommandRunner } from '../verify/command-runner.js';

export interface ContinueOptions {
  runId: string;
  traceDir: string;
  /** The same pin (or folder) the run started under; its trust file, if any, holds the resume keys. */
  policy: PolicySpec;
  /** Optional: when given they must equal what the run recorded. */
  project?: string;
  level?: Level;
  profile?: Profile;
  /**
   * Where command gates and success criteria run (default: the current directory) — never the `workdir`
   * the trace records: whoever can edit a trace must not choose what runs.
   */
  workdir?: string;
  /**
   * Dev only, where the policy allows it: the continuation's own opt-out (as `openRun`'s). Governance is
   * decided as for a new run — never taken from the trace, whose `governance: off` anyone able to
   * re-hash it could write.
   */
  governanceOff?: boolean;
  clock?: Clock;
  durability?: 'fsync' | 'none';
  runner?: CommandRunner;
  /** A resume token to act on (written to the trace when it verifies); default: the trace's latest answer. */
  token?: string;
  /** Sign checkpoints as the continued run goes (as `openRun`'s option). */
  checkpoint?: CheckpointOption;
}

/** The policy a continuation judges its answer under, once loaded and found to be the run's own. */
interface LoadedPolicy {
  set: PolicySet;
  origin: PolicyOrigin;
  effective: EffectivePolicy;
  governance: 'off' | EffectivePolicy['governance'];
  keys: KeyIndex;
}

/** What came of it: the run goes on, ended (a halt answer), or the answer was refused. */
export type Continuation =
  | { kind: 'continued'; run: Run; approver: string; grant: unknown; policy: PolicyOrigin }
  | { kind: 'ended' | 'refused'; decision: Decision };

/**
 * Acts on the answer to an escalated run. Never throws for a policy, trace or token problem.
 *
 * @example
 * const c = await prepareContinuation({ runId: 'r1', traceDir: 'traces', policy });
 * if (c.kind === 'continued') await c.run.step(event);
 */
export async function prepareContinuation(opts: ContinueOptions): Promise<Continuation> {
  // Read once before anything: a clock that gives no time throws ERR_CLOCK here; later, the answer is refused.
  const clock = checkedClock(opts.clock ?? systemClock);
  let store: TraceStore | null = null;
  let lastStep: number | null = null;
  /** The run's `run_start`, once read: an answer's decision carries its governance and provenance. */
  let runStart: TraceRecord | null = null;
  // A refusal belongs to no step: its `step` is null however early or late it came (nothing is recorded,
  // and a step read from a trace that was refused would be the trace's word).
  const refuse = async (detail: string): Promise<Continuation> => {
    await store?.close().catch(() => undefined);
    return {
      kind: 'refused',
      decision: answerDecision(opts.runId, 'ESCALATE', 'resume_refused', detail, null, clock, runStart),
    };
  };
  const ended = async (end: TraceRecord): Promise<Continuation> => {
    await store?.close();
    const d = answerDecision(opts.runId, 'HALT', 'human', String(end.detail), lastStep, clock, runStart);
    d.trace = headOf(end);
    return { kind: 'ended', decision: d };
  };
  try {
    const start = await readRunStart(opts.traceDir, opts.runId);
    runStart = start;
    const scope = scopeOf(start, opts);
    if (typeof scope === 'string') return refuse(scope);
    // Signed checkpoints the run left, held against the trace before anything is decided from it: a
    // re-hashed chain verifies on its own, but no longer matches what was signed (fail closed).
    const checkpoint = await latestCheckpoint(opts);
    // The policy is loaded only once the answer is to be judged: a halt needs no authority (decision 063),
    // so a run whose pin no longer loads (revoked, force-pushed away, unreachable) still ends on one.
    let policy: LoadedPolicy | null = null;
    const loadPolicy = async (): Promise<LoadedPolicy | string> => {
      if (policy) return policy;
      const { set, origin } = await loadRunPolicy(opts.policy, scope.profile, clock);
      const effective = resolveEffectivePolicy(set.policy, scope);
      const mismatch = policyMismatch(start, origin, effective);
      if (mismatch) return mismatch;
      const governance = continuationGovernance(opts, scope.profile, effective);
      if (governance.refused) return governance.refused;
      const keys = buildKeyIndex(await resumeRegistry(opts.policy, set.approvers));
      policy = { set, origin, effective, governance: governance.mode, keys };
      return policy;
    };
    const at = () => new Date(clock.now()).toISOString();
    // The token passed in, until it is written; after that the record it was written as: the only
    // answer this call may act on (another writer's answer is that writer's to act on).
    let passed = opts.token?.trim();
    let ours: TraceRecord | null = null;

    // Opened once the decision is to write (a torn tail is recovered then): a refusal takes no lock.
    const openStore = async (): Promise<TraceStore> => {
      store ??= await checkpointed(
        await openTraceStore({
          traceDir: opts.traceDir,
          runId: opts.runId,
          durability: opts.durability ?? 'fsync',
          mode: 'append',
          now: () => new Date(clock.now()),
        }),
        opts.checkpoint,
        clock,
      );
      return store;
    };
    // Read with the effective policy the run recorded: the history needs only its convergence rules, and
    // nothing but a halt is acted on before the loaded policy has been found to be that very one.
    const recorded = start.effective as EffectivePolicy;
    const read = () => readEscalatedHistory(opts.traceDir, opts.runId, recorded, checkpoint);

    // Every write goes right after the record the decision was read up to (decision 073): when another
    // writer (a halt, an answer, another continuation) got in between, read again and decide again.
    return await retryWhileMoving(async () => {
      for (;;) {
        const { report, reader, last } = await read();
        // A torn last line (a writer killed mid-write) is judged by the records before it, and recovered
        // (the store writes a recovery record as it opens) only once the decision is to write: then the
        // trace is read again and everything decided again. A refusal writes nothing, torn or not.
        const torn = !report.ok && report.finding?.reason === 'torn' && !store;
        const h = reader.history;
        lastStep = h.lastStep;
        if (!report.ok && !torn)
          return refuse(
            `the trace does not verify: record ${report.finding?.index} (${report.finding?.reason}): ${report.finding?.message}`,
          );
        const superseded = ours && notOurs(opts.runId, ours, report.state, h, last);
        if (superseded) return refuse(superseded);
        if (report.state !== 'escalated' || !h.escalation)
          return refuse(notEscalated(opts.runId, report.state, last));

        // The loop-breaker first (SPEC §4.2): a person's halt since the escalation ends the run — before
        // the policy is loaded and before the usage is proven, neither of which ending a run needs.
        if (h.haltRequest) {
          if (torn) {
            await openStore();
            continue;
          }
          store = await openStore();
          return ended(
            await store.append(loopBreakerEnd(opts.runId, h.haltRequest, lastStep, at()), {
              after: chainHead(report),
            }),
          );
        }
        // The usage the run goes on from is what its records prove, never what they say (decision 107).
        if (h.edited)
          return refuse(
            `run ${opts.runId}: the trace was edited: ${h.edited.message}; a continuation goes on only from usage its records add up to`,
          );
        const p = await loadPolicy();
        if (typeof p === 'string') return refuse(p);
        const { set, origin, effective, keys } = p;
        const token = passed ?? (typeof h.resume?.token === 'string' ? h.resume.token : undefined);
        if (!token) return refuse('no resume answers the escalation yet (`loopgov resume`)');
        const used = new Set(h.usedJtis);
        if (passed && typeof h.resume?.jti === 'string') used.add(h.resume.jti);
        // The limits are what the policy and the run's past signed answers give, never the trace's word.
        const proven = await grantedLimits(h.answered, effective.budget, {
          keys,
          runId: opts.runId,
          approverRole: effective.escalation.approver_role,
          ceiling: set.ceiling?.budget ?? null,
        });
        if (typeof proven === 'string') return refuse(proven);
        if (canonicalJson(proven) !== canonicalJson(h.limits ?? effective.budget))
          return refuse(
            `the trace records the limits ${canonicalJson(h.limits)}, but the policy and the answers it went on under give ${canonicalJson(proven)}: the trace was edited`,
          );
        const limits: Budget = proven;
        const v = await verifyResumeToken(token, {
          keys,
          runId: opts.runId,
          head: h.escalation.hash,
          now: Math.floor(clock.now() / 1000),
          approverRole: effective.escalation.approver_role,
          usedJtis: used,
          limits,
          ceiling: set.ceiling?.budget ?? null,
        });
        if (!v.valid || !v.limits) {
          const note = trustNote(v.kid, keys, opts.policy, set.approvers);
          return refuse(`resume token refused: ${describeTokenProblems(v.problems)}${note}`);
        }
        // A resume goes on under the limits it gives, only with room under every one (decision 115;
        // governance off: they advise). A halt goes on under nothing.
        const next =
          v.claims?.decision === 'halt'
            ? null
            : continuationUnder(effective, v.limits, {
                runId: opts.runId,
                used: h.totals,
                elapsedSec: h.elapsedSec,
                ceiling: set.ceiling?.budget ?? null,
                governanceOff: p.governance === 'off',
              });
        if (next && 'refused' in next) return refuse(`resume token refused: ${next.refused}`);
        if (torn) {
          await openStore();
          continue;
        }
        store = await openStore();
        let resume = h.resume!;
        let after = chainHead(report);
        if (passed) {
          // The answer and what it leads to (run_continue, or run_end for a halt) are one step: the lease
          // is kept between the two appends, so no other writer's record lands between them.
          resume = await store.append(resumeBody(opts.runId, token, peekResumeClaims(token), at()), {
            after,
            keepLease: true,
          });
          after = headOf(resume);
          ours = resume;
          passed = undefined;
        }
        // A halt answer (no continuation) ends the run.
        if (!next) {
          return ended(
            await store.append(
              haltBody(opts.runId, v.claims as Record<string, unknown>, resume, lastStep, at()),
              {
                after,
              },
            ),
          );
        }
        // This process is the run's writer from before its run_continue is written: a `trace close`
        // that finds no live writer can then only land before it — and the run_continue is refused.
        const lease = holdWriterLease(runPaths(opts.traceDir, opts.runId).dir, () => new Date(clock.now()));
        let run: Run;
        try {
          run = await startRun({
            runId: opts.runId,
            project: scope.project,
            level: scope.level,
            profile: scope.profile,
            effective: next.policy,
            governance: p.governance,
            origin,
            store,
            clock,
            runner: opts.runner ?? spawnCommandRunner,
            workdir: resolve(opts.workdir ?? '.'),
            ceiling: set.ceiling?.budget ?? null,
            restore: {
              ...reader.restore(next.policy.budget, clock.now()),
              record: continueRecord(resume, v, h, origin),
              after,
            },
          });
        } catch (e) {
          lease.release();
          throw e;
        }
        return {
          kind: 'continued',
          run: leasedRun(run, lease),
          approver: v.approver!,
          grant: v.claims?.grant ?? null,
          policy: origin,
        };
      }
    });
  } catch (e) {
    return refuse(describeError(asLoopgovError(e)));
  }
}

/**
 * After this call wrote its answer as `ours`, the trace moved before the answer was acted on: null when
 * the run still waits on exactly that answer (or on a halt, which the loop-breaker acts on), else what
 * happened instead — said in full, since the answer's record stays in the trace.
 */
function notOurs(
  runId: string,
  ours: TraceRecord,
  state: string,
  h: { resume: TraceRecord | null; haltRequest: TraceRecord | null },
  last: TraceRecord | null,
): string | null {
  if (state === 'escalated' && (h.haltRequest || h.resume?.hash === ours.hash)) return null;
  const what = `the answer was recorded (resume record ${ours.index}) but not acted on here`;
  if (state === 'escalated' && h.resume)
    return `${what}: a later answer (resume record ${h.resume.index}, by ${String(h.resume.sub)}) came after it and is the one a runtime acts on`;
  if (last?.type === 'run_continue' && last.resume_index === ours.index)
    return `${what}: another runtime continued the run on it at record ${last.index} and runs it`;
  return `${what}: ${notEscalated(runId, state, last)}`;
}

/**
 * A decision that belongs to no iteration: the answer to an escalation, under the governance and policy
 * the run recorded at its start (before that is read: `required`, no policy).
 */
function answerDecision(
  runId: string,
  decision: 'ESCALATE' | 'HALT',
  reason: Decision['reason'],
  detail: string,
  step: number | null,
  clock: CheckedClock,
  start: TraceRecord | null,
): Decision {
  const policy = (start?.policy ?? {}) as Record<string, unknown>;
  const source = policy.source === 'pinned' || policy.source === 'unpinned' ? policy.source : 'none';
  const governance = start?.governance;
  return {
    run_id: runId,
    step,
    attempt: 1,
    decision,
    reason,
    detail,
    gate: { verdict: 'SKIP', results: [] },
    convergence: null,
    budget: null,
    correction_hint: null,
    trace: null,
    provenance: {
      source,
      artifact_path: null,
      commit: source !== 'none' && typeof policy.commit === 'string' ? policy.commit : null,
      run_at: new Date(clock.nowOrLast().now).toISOString(),
      verified: source !== 'none' && policy.verified === true,
    },
    governance: governance === 'optional' || governance === 'off' ? governance : 'required',
  };
}
