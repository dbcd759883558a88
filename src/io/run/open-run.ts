/**
 * `openRun`: the library entry point (SPEC §4.3). Loads the policy (pinned commit or, in dev, a plain
 * folder), resolves the effective policy, opens the run's trace and wires the evaluator to the real
 * command runner and clock. A run that may not start is returned already ended (HALT before the first
 * step), with `run_start` and `run_end` in its trace when the trace dir is writable.
 */
import { resolve } from 'node:path';
import { LoopgovError } from '../../core/errors.js';
import { levelRank, resolveEffectivePolicy } from '../../core/policy/resolve.js';
import type { PolicySet } from '../../core/policy/types.js';
import { type PolicyOrigin, type Run, startRun } from '../../core/run/evaluator.js';
import { refuseRun } from '../../core/run/refuse.js';
import type { Clock, Decision, Reason } from '../../core/run/types.js';
import type { TraceStore } from '../../core/trace/types.js';
import { systemClock } from './clock.js';
import { spawnCommandRunner } from '../verify/command-runner.js';
import { checkPolicyAgainstCeiling } from '../../core/policy/ceiling.js';
import { loadPinnedPolicy, resolveRepoLocation } from '../policy/pin.js';
import { parseRunOptions, type RunOptions } from '../../core/run/options.js';
import { loadPolicyDir } from '../policy/dir.js';
import { runPaths } from '../trace/read.js';
import { openTraceStore } from '../trace/store.js';
import { holdWriterLease, type WriterLease } from '../trace/writer-lease.js';

export type { PolicySpec } from '../../core/run/options.js';

/** The options of `openRun`, checked by `parseRunOptions` (the same validator `loopgov run` uses). */
export type OpenRunOptions = RunOptions;

/** A run from `openRun`; `refused` is set when it ended before its first step. */
export interface OpenedRun extends Run {
  readonly refused: Decision | null;
  /** Where the run's policy came from (commit, digest), as its `run_start` records it; null if refused. */
  readonly policy: PolicyOrigin | null;
}

/**
 * Opens a governed run. Options are checked first, exactly as `loopgov run` checks its flags: a bad one
 * (`profile: 'Prod'`, `level: 'l5'`, a short commit id, an unknown key) throws `ERR_USAGE` before
 * anything is written — no trace, no run id used. Past that it never throws: a policy or trace problem
 * comes back as a run already ended (`outcome` and `refused` set to the HALT), recorded.
 *
 * @example
 * const run = await openRun({ runId: 'r1', project: 'demo', level: 'L2', profile: 'dev',
 *   policy: { kind: 'pinned', repo: '/srv/policies', commit }, traceDir: 'traces' });
 * if (run.refused) throw new Error(run.refused.detail);
 * const decision = await run.step(event);
 */
export async function openRun(options: OpenRunOptions): Promise<OpenedRun> {
  const opts = parseRunOptions(options);
  const clock = opts.clock ?? systemClock;
  const traceDir = resolve(opts.traceDir);
  const workdir = resolve(opts.workdir ?? '.');
  const known: Record<string, unknown> =
    opts.policy.kind === 'pinned'
      ? { source: 'pinned', repo: resolveRepoLocation(opts.policy.repo), commit: opts.policy.commit }
      : { source: 'unpinned', repo: resolve(opts.policy.dir), commit: null };

  let store: TraceStore;
  try {
    store = await openTraceStore({
      traceDir,
      runId: opts.runId,
      durability: opts.durability ?? 'fsync',
      mode: 'create',
      ...(opts.overlapSync ? { overlapSync: true } : {}),
    });
  } catch (e) {
    return refused(await refuseRun(null, refusal(opts, 'fail_closed', e, known), clock));
  }

  // From here until close, this process is the run's writer (`loopgov trace close` asks who that is).
  let lease: WriterLease;
  try {
    lease = holdWriterLease(runPaths(traceDir, opts.runId).dir);
  } catch (e) {
    return refused(await refuseRun(store, refusal(opts, 'fail_closed', e, known), clock));
  }
  const run = await startGoverned(opts, store, clock, known, workdir);
  if (run.refused) {
    lease.release();
    return run;
  }
  const close = run.close.bind(run);
  return Object.assign(run, {
    close: async () => {
      try {
        return await close();
      } finally {
        lease.release();
      }
    },
  });
}

/** Loads the policy and starts the evaluator on an open store; a run that may not start comes back ended. */
async function startGoverned(
  opts: OpenRunOptions,
  store: TraceStore,
  clock: Clock,
  known: Record<string, unknown>,
  workdir: string,
): Promise<OpenedRun> {
  let loaded: { set: PolicySet; origin: PolicyOrigin };
  try {
    loaded = await loadPolicy(opts, clock);
  } catch (e) {
    return refused(await refuseRun(store, refusal(opts, 'policy_unavailable', e, known), clock));
  }

  const effective = resolveEffectivePolicy(loaded.set.policy, {
    project: opts.project,
    level: opts.level,
    profile: opts.profile,
  });
  const policyInfo = { ...loaded.origin };
  if (levelRank(opts.level) > levelRank(effective.max_delegation_level)) {
    const e = new LoopgovError(
      'ERR_PIN',
      `level ${opts.level} is above the policy's max_delegation_level ${effective.max_delegation_level} for project ${opts.project}`,
    );
    return refused(await refuseRun(store, refusal(opts, 'level_not_allowed', e, policyInfo), clock));
  }
  if (opts.governanceOff && (opts.profile !== 'dev' || effective.governance !== 'optional')) {
    const e = new LoopgovError(
      'ERR_USAGE',
      opts.profile !== 'dev'
        ? 'governance cannot be turned off in profile prod'
        : `governance cannot be turned off: the policy says governance: ${effective.governance} for profile dev`,
    );
    return refused(await refuseRun(store, refusal(opts, 'governance_required', e, policyInfo), clock));
  }

  try {
    const run = await startRun({
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
    });
    return Object.assign(run, { refused: null, policy: loaded.origin });
  } catch (e) {
    return refused(await refuseRun(store, refusal(opts, 'fail_closed', e, policyInfo), clock));
  }
}

async function loadPolicy(
  opts: OpenRunOptions,
  clock: Clock,
): Promise<{ set: PolicySet; origin: PolicyOrigin }> {
  const p = opts.policy;
  if (p.kind === 'dir') {
    if (opts.profile !== 'dev') {
      throw new LoopgovError(
        'ERR_PIN',
        '--policy-dir is allowed in profile dev only: prod runs pin a policy commit',
      );
    }
    const set = await loadPolicyDir(p.dir);
    const violations = checkPolicyAgainstCeiling(set.policy, set.ceiling);
    if (violations.length > 0) {
      throw new LoopgovError(
        'ERR_CEILING_EXCEEDED',
        `${p.dir} exceeds the org ceiling: ${violations.map((v) => v.message).join('; ')}`,
      );
    }
    return {
      set,
      origin: { source: 'unpinned', repo: resolve(p.dir), commit: null, digest: null, verified: false },
    };
  }
  const { kind: _kind, ...req } = p;
  const pinned = await loadPinnedPolicy({ ...req, profile: opts.profile, now: () => clock.now() });
  return {
    set: pinned.set,
    origin: {
      source: 'pinned',
      repo: pinned.repo,
      commit: pinned.commit,
      digest: pinned.digest,
      verified: pinned.verified,
      approvers: pinned.approvers,
      reachability: pinned.reachability,
    },
  };
}

function refusal(opts: OpenRunOptions, reason: Reason, e: unknown, policy: Record<string, unknown>) {
  const code = e instanceof LoopgovError ? e.code : 'ERR_INTERNAL';
  const problems =
    e instanceof LoopgovError
      ? e.problems.slice(0, 5).map((p) => `${p.file}${p.field ? ` ${p.field}` : ''}: ${p.message}`)
      : [];
  const message = (e as Error)?.message ?? String(e);
  return {
    runId: opts.runId,
    project: opts.project,
    level: opts.level,
    profile: opts.profile,
    reason,
    detail: `${code}: ${message}${problems.length ? ` (${problems.join('; ')})` : ''}`,
    policy,
  };
}

/** A run that ended before it began: every step is refused with `ERR_RUN_STATE`. */
function refused(decision: Decision): OpenedRun {
  const fail = async (): Promise<never> => {
    throw new LoopgovError(
      'ERR_RUN_STATE',
      `run ${decision.run_id} did not start: ${decision.detail ?? decision.reason}`,
    );
  };
  return {
    runId: decision.run_id,
    outcome: decision,
    refused: decision,
    policy: null,
    step: fail,
    sync: async () => null,
    halt: async () => decision,
    close: async () => decision,
  };
}
