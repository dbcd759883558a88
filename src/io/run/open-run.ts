/**
 * `openRun`: the library entry point (SPEC §4.3). Loads the policy (pinned commit or, in dev, a plain
 * folder), resolves the effective policy, opens the run's trace and wires the evaluator to the real
 * command runner and clock. A run that may not start is returned already ended (HALT before the first
 * step), with `run_start` and `run_end` in its trace when the trace dir is writable.
 */
import { resolve } from 'node:path';
import { asLoopgovError, explainError, LoopgovError } from '../../core/errors.js';
import { redactRepoLocation } from '../../core/repo-location.js';
import { levelRank, resolveEffectivePolicy } from '../../core/policy/resolve.js';
import type { PolicySet } from '../../core/policy/types.js';
import { governanceOptOutRefusal, parseRunOptions, type RunOptions } from '../../core/run/options.js';
import { type PolicyOrigin, startRun } from '../../core/run/evaluator.js';
import { checkedClock } from '../../core/run/checked-clock.js';
import { refuseRun } from '../../core/run/refuse.js';
import type { Decision, Reason } from '../../core/run/types.js';
import type { TraceStore } from '../../core/trace/types.js';
import { systemClock } from './clock.js';
import { spawnCommandRunner } from '../verify/command-runner.js';
import { resolveRepoLocation } from '../policy/pin.js';
import { runPaths } from '../trace/read.js';
import { openTraceStore } from '../trace/store.js';
import { assertFolder } from '../fs/folder.js';
import { holdWriterLease, type WriterLease } from '../trace/writer-lease.js';
import { type CheckpointOption, checkpointed, loadCheckpointOption } from './checkpoint-option.js';
import { endedRun, GovernedRun, type OpenedRun } from './governed-run.js';
import { leasedRun } from './leased-run.js';
import { assertTrustFileReadable, loadRunPolicy, type PolicySpec } from './load-policy.js';

export type { PolicySpec };

/**
 * The options of `openRun`, checked by `parseRunOptions` — the validator `loopgov run` uses for its flags
 * — plus `checkpoint` (checked for shape there; its key loaded and checked before the trace is opened).
 */
export interface OpenRunOptions extends RunOptions {
  /** Sign a checkpoint at every run_end (and escalation) and every N records (docs/decisions/065). */
  checkpoint?: CheckpointOption;
}

export type { OpenedRun };

/**
 * Opens a governed run. Options are checked first, exactly as `loopgov run` checks its flags: a bad one
 * (`profile: 'Prod'`, `level: 'l5'`, a short commit id, an unknown key, a `trustFile` that cannot be
 * read, in any profile, a `checkpoint.keyFile` that is no private signing key) throws `ERR_USAGE` before
 * anything is written — no trace, no run id used; a `clock` that gives no time (NaN, ±Infinity, out of a
 * Date's range) throws `ERR_CLOCK` then. Past that it never throws: a policy or trace problem comes back
 * as a run already ended (`outcome` and `refused` set to the HALT), recorded.
 *
 * @example
 * const run = await openRun({ runId: 'r1', project: 'demo', level: 'L2', profile: 'dev',
 *   policy: { kind: 'pinned', repo: '/srv/policies', commit }, traceDir: 'traces' });
 * if (run.refused) throw new Error(run.refused.detail);
 * const decision = await run.step(event);
 */
export async function openRun(options: OpenRunOptions): Promise<OpenedRun> {
  const opts = parseRunOptions(options) as OpenRunOptions;
  // Read once before anything is written: a clock that gives no time throws ERR_CLOCK here.
  const clock = checkedClock(opts.clock ?? systemClock);
  const traceDir = resolve(opts.traceDir);
  const workdir = resolve(opts.workdir ?? '.');
  // Before anything is written: gates run in a workdir that is not there would all "fail" for that,
  // and no run can be written under a traceDir that is a file (one not there yet is made).
  assertFolder(workdir, 'workdir');
  assertFolder(traceDir, 'traceDir', { mayBeMissing: true });
  assertTrustFileReadable(opts.policy);
  // A key that cannot sign is a bad option (ERR_USAGE, nothing written), not a run halted at its start.
  const checkpointKey = await loadCheckpointOption(opts.checkpoint, 'checkpoint.keyFile');
  const known: Record<string, unknown> =
    opts.policy.kind === 'pinned'
      ? {
          source: 'pinned',
          repo: redactRepoLocation(resolveRepoLocation(opts.policy.repo)),
          commit: opts.policy.commit,
        }
      : { source: 'unpinned', repo: resolve(opts.policy.dir), commit: null };

  let store: TraceStore;
  let file: Awaited<ReturnType<typeof openTraceStore>>;
  try {
    store = file = await openTraceStore({
      traceDir,
      runId: opts.runId,
      durability: opts.durability ?? 'fsync',
      mode: 'create',
      ...(opts.overlapSync ? { overlapSync: true } : {}),
    });
  } catch (e) {
    return refused(await refuseRun(null, refusal(opts, 'fail_closed', e, known), clock));
  }
  // From here until its end or close, this process is the run's writer (`loopgov trace close` asks who).
  let lease: WriterLease;
  try {
    lease = holdWriterLease(runPaths(traceDir, opts.runId).dir);
  } catch (e) {
    return refused(await refuseRun(store, refusal(opts, 'fail_closed', e, known), clock));
  }
  try {
    store = await checkpointed(file, opts.checkpoint, clock, checkpointKey);
  } catch (e) {
    return refused(await refuseRun(store, refusal(opts, 'fail_closed', e, known), clock), lease);
  }

  let loaded: { set: PolicySet; origin: PolicyOrigin };
  try {
    loaded = await loadRunPolicy(opts.policy, opts.profile, clock);
  } catch (e) {
    return refused(await refuseRun(store, refusal(opts, 'policy_unavailable', e, known), clock), lease);
  }

  const effective = resolveEffectivePolicy(loaded.set.policy, {
    project: opts.project,
    level: opts.level,
    profile: opts.profile,
  });
  const policyInfo = { ...loaded.origin };
  if (levelRank(opts.level) > levelRank(effective.max_delegation_level)) {
    const e = new LoopgovError(
      'ERR_LEVEL_NOT_ALLOWED',
      `level ${opts.level} is above the policy's max_delegation_level ${effective.max_delegation_level} for project ${opts.project}`,
    );
    return refused(await refuseRun(store, refusal(opts, 'level_not_allowed', e, policyInfo), clock), lease);
  }
  const optOut = opts.governanceOff ? governanceOptOutRefusal(opts.profile, effective.governance) : null;
  if (optOut) {
    const e = new LoopgovError('ERR_USAGE', optOut);
    return refused(await refuseRun(store, refusal(opts, 'governance_required', e, policyInfo), clock), lease);
  }

  try {
    const started = await startRun({
      runId: opts.runId,
      project: opts.project,
      level: opts.level,
      profile: opts.profile,
      effective,
      governance: opts.governanceOff ? 'off' : effective.governance,
      origin: loaded.origin,
      store,
      clock,
      runner: opts.runner ?? spawnCommandRunner,
      workdir,
      ceiling: loaded.set.ceiling?.budget ?? null,
    });
    const run = leasedRun(started, lease);
    return new GovernedRun(
      run,
      null,
      {
        runId: opts.runId,
        traceDir,
        policy: opts.policy,
        workdir,
        clock,
        durability: opts.durability ?? 'fsync',
        // run.continue() in this process keeps this run's own explicit opt-out (the trace's is never read).
        ...(opts.governanceOff ? { governanceOff: true } : {}),
        ...(opts.runner ? { runner: opts.runner } : {}),
        ...(opts.checkpoint ? { checkpoint: opts.checkpoint } : {}),
      },
      loaded.origin,
    );
  } catch (e) {
    return refused(await refuseRun(store, refusal(opts, 'fail_closed', e, policyInfo), clock), lease);
  }
}

function refusal(opts: OpenRunOptions, reason: Reason, e: unknown, policy: Record<string, unknown>) {
  return {
    runId: opts.runId,
    project: opts.project,
    level: opts.level,
    profile: opts.profile,
    reason,
    detail: explainError(asLoopgovError(e)),
    policy,
  };
}

/** A run that ended before it began: every step is refused with `ERR_RUN_STATE`. */
function refused(decision: Decision, lease?: WriterLease): OpenedRun {
  lease?.release();
  return new GovernedRun(
    endedRun(decision),
    decision,
    { runId: decision.run_id, traceDir: '.', policy: { kind: 'dir', dir: '.' } },
    null,
  );
}
