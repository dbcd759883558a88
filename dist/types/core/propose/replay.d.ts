import type { Budget, EffectivePolicy } from '../policy/types.js';
import { type ArtifactSource } from './replay-gates.js';
import type { Ending, RunScope } from './types.js';
export type ReplayStatus = 'same' | 'halts_earlier' | 'ends_differently' | 'not_halted' | 'unknown' | 'not_replayed';
export interface ReplayPoint extends Ending {
    steps: number;
    tokens: number;
    cost_usd: number;
}
/** One run's counterfactual. `delta` is proposed − recorded (a lower bound when `not_halted`). */
export interface RunReplay {
    run_id: string;
    head: string;
    scope: RunScope;
    digest: string | null;
    status: ReplayStatus;
    recorded: ReplayPoint | null;
    proposed: ReplayPoint | null;
    delta: {
        steps: number;
        tokens: number;
        cost_usd: number;
    } | null;
    note: string;
    /** Gate and criterion ids whose verdicts were taken from the record (commands are never re-run). */
    from_record: string[];
    /** Pure gates re-run on the stored artifacts. */
    rerun: string[];
    /** Escalations a person answered that the replay reached too, and whose answer it applied. */
    answers_applied: number;
}
/**
 * The proposed effective policy for a run's scope (null: the proposal does not govern it), and the
 * ceiling a person's recorded grant is held to when the replay applies it (absent: none known, so no
 * grant can be applied — the replay says it cannot tell).
 */
export type PolicyFor = ((scope: RunScope) => EffectivePolicy | null) & {
    readonly ceiling?: Budget | null;
};
export interface RunReplayer {
    push(record: Record<string, unknown>): Promise<void>;
    end(head: string): RunReplay;
}
/**
 * Starts replaying run `runId`; feed it the run's records in order.
 *
 * @example
 * const r = replayRun('r1', () => proposed, artifacts);
 * for (const rec of records) await r.push(rec);
 * r.end(head).status // 'same' | 'halts_earlier' | …
 */
export declare function replayRun(runId: string, policyFor: PolicyFor, artifacts: ArtifactSource): RunReplayer;
