/**
 * The run object `openRun` and `continueRun` hand out: the evaluator's run, plus `continue()` — the way
 * an escalated run goes on in the same process once a person has answered (SPEC §4.4).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { LoopgovError } from '../../core/errors.js';
import { haltArguments, haltMisuse } from '../../core/run/halt-arguments.js';
import { checkResumeToken, parseContinueOptions } from '../../core/run/options.js';
import { stepRefused } from '../../core/run/step-refused.js';
import type { PolicyOrigin, Run, StepOptions } from '../../core/run/evaluator.js';
import type { Decision, Reason, StepEvent } from '../../core/run/types.js';
import type { ResumedFrom } from '../../core/run/restore.js';
import { runPaths } from '../trace/read.js';
import { assertFolder } from '../fs/folder.js';
import { loadCheckpointOption } from './checkpoint-option.js';
import { type ContinueOptions, prepareContinuation } from './continue-run.js';
import { assertTrustFileReadable } from './load-policy.js';

/** What `continue()` did: the run goes on (`continued`), ended (a halt answer), or stays escalated. */
export interface ContinueResult {
  status: 'continued' | 'ended' | 'refused';
  /** The HALT of an `ended` run, or the ESCALATE (`resume_refused`) naming every reason; null when continued. */
  decision: Decision | null;
}

/** A run from `openRun`; `refused` is set when it ended before its first step (or its resume was refused). */
export interface OpenedRun extends Run {
  readonly refused: Decision | null;
  /** Where the run's policy came from (commit, digest), as its `run_start` records it; null if refused. */
  readonly policy: PolicyOrigin | null;
  /**
   * Goes on after an ESCALATE once a person answered: with `token` (a `loopgov-resume+jwt`, written to the
   * trace when it verifies), or with the latest `resume` already in the trace. Throws `ERR_RUN_STATE`
   * unless the run's outcome is an ESCALATE.
   */
  continue(token?: string): Promise<ContinueResult>;
}

export class GovernedRun implements OpenedRun {
  constructor(
    private inner: Run,
    private refusal: Decision | null,
    private readonly options: Omit<ContinueOptions, 'token'>,
    readonly policy: PolicyOrigin | null,
  ) {}

  get runId(): string {
    return this.inner.runId;
  }
  get outcome(): Decision | null {
    return this.inner.outcome;
  }
  get resumedFrom(): ResumedFrom | null {
    return this.inner.resumedFrom ?? null;
  }
  get refused(): Decision | null {
    return this.refusal;
  }
  step(event: StepEvent, opts?: StepOptions): Promise<Decision> {
    return this.inner.step(event, opts);
  }
  sync(): Promise<Decision | null> {
    return this.inner.sync();
  }
  halt(reason: Reason, detail?: unknown): Promise<Decision> {
    return this.inner.halt(reason, detail);
  }
  close(): Promise<Decision | null> {
    return this.inner.close();
  }

  async continue(token?: string): Promise<ContinueResult> {
    // As continueRun checks its `token` option: ERR_USAGE, nothing read or written.
    if (token !== undefined) checkResumeToken(token, 'token');
    if (this.inner.outcome?.decision !== 'ESCALATE') {
      throw new LoopgovError(
        'ERR_RUN_STATE',
        `run ${this.runId} is not escalated: there is nothing to continue`,
      );
    }
    // Lets go of the trace and the writer lease: the continuation takes both again before it writes.
    await this.inner.close();
    const c = await prepareContinuation({ ...this.options, ...(token !== undefined ? { token } : {}) });
    if (c.kind === 'continued') {
      this.inner = c.run;
      this.refusal = null;
      return { status: 'continued', decision: null };
    }
    if (c.kind === 'ended') {
      this.inner = endedRun(c.decision);
      this.refusal = null;
    }
    // Refused: the run stays escalated at its own ESCALATE, which its steps name (stepRefused).
    return { status: c.kind, decision: c.decision };
  }
}

/**
 * A run that has ended before a step of this process, or stays escalated after a refused answer: every
 * step is refused with `ERR_RUN_STATE`, saying which.
 */
export function endedRun(decision: Decision): Run {
  return {
    runId: decision.run_id,
    outcome: decision,
    step: async () => {
      throw stepRefused(decision.run_id, decision);
    },
    sync: async () => null,
    // Checked as a running run's halt() is: a misuse is said, though there is nothing left to end.
    halt: async (reason, detail) => {
      const { problem } = haltArguments(reason, detail);
      if (problem) throw haltMisuse(problem, decision);
      return decision;
    },
    close: async () => decision,
  };
}

/**
 * Acts on the answer to an escalated run from a new process (`loopgov run --continue`): the run goes on,
 * ends (a halt answer), or comes back with `refused` set to an ESCALATE (`resume_refused`) — it stays
 * escalated, nothing written. Never throws for a policy, trace or token problem — except `ERR_TRACE`
 * when the run has no trace at all (there is nothing anyone could answer), `ERR_USAGE` for bad options.
 *
 * @example
 * const run = await continueRun({ runId: 'r1', traceDir: 'traces', policy });
 * if (run.refused) console.error(run.refused.detail);
 * else if (!run.outcome) await run.step(event);
 */
export async function continueRun(options: ContinueOptions): Promise<OpenedRun> {
  // The checks openRun's options get (ERR_USAGE, nothing written), the scope optional.
  const opts = parseContinueOptions(options) as unknown as ContinueOptions;
  assertFolder(resolve(opts.workdir ?? '.'), 'workdir');
  assertFolder(resolve(opts.traceDir), 'traceDir', { mayBeMissing: true });
  assertTrustFileReadable(opts.policy);
  await loadCheckpointOption(opts.checkpoint, 'checkpoint.keyFile');
  // No run to answer is a caller's mistake, not an escalation a person could answer (SPEC §8: exit 1).
  const { trace } = runPaths(opts.traceDir, opts.runId);
  if (!existsSync(trace)) {
    throw new LoopgovError(
      'ERR_TRACE',
      `no such run ${opts.runId}: ${trace} does not exist (nothing to continue)`,
    );
  }
  const { token: _token, ...rest } = opts;
  const c = await prepareContinuation(opts);
  // The continued run holds its writer lease already: taken before its run_continue was written.
  if (c.kind === 'continued') return new GovernedRun(c.run, null, rest, c.policy);
  return new GovernedRun(endedRun(c.decision), c.kind === 'refused' ? c.decision : null, rest, null);
}
