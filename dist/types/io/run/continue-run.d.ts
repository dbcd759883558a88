import type { Level, Profile } from '../../core/policy/types.js';
import { type PolicyOrigin, type Run } from '../../core/run/evaluator.js';
import type { Clock, CommandRunner, Decision } from '../../core/run/types.js';
import { type CheckpointOption } from './checkpoint-option.js';
import { type PolicySpec } from './load-policy.js';
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
/** What came of it: the run goes on, ended (a halt answer), or the answer was refused. */
export type Continuation = {
    kind: 'continued';
    run: Run;
    approver: string;
    grant: unknown;
    policy: PolicyOrigin;
} | {
    kind: 'ended' | 'refused';
    decision: Decision;
};
/**
 * Acts on the answer to an escalated run. Never throws for a policy, trace or token problem.
 *
 * @example
 * const c = await prepareContinuation({ runId: 'r1', traceDir: 'traces', policy });
 * if (c.kind === 'continued') await c.run.step(event);
 */
export declare function prepareContinuation(opts: ContinueOptions): Promise<Continuation>;
