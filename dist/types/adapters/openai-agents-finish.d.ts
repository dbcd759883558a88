/**
 * `finish(result)` of an OpenAI Agents governor (`openai-agents.ts`): a finished run's final output as a
 * done-claim, judged by a step of its own (decision 126). What the final turn read that no step has seen
 * goes first, as a turn step; a result no step judged is never passed off as accepted.
 */
import type { Decision } from '../core/run/types.js';
import { type AgentSteps } from './openai-agents-steps.js';
/** What `finish` reads of a run's result. */
export interface FinishedResult {
    finalOutput?: unknown;
    interruptions?: readonly unknown[];
    rawResponses?: readonly {
        output: readonly unknown[];
    }[];
}
/**
 * The `finish` of a governor's steps: evaluates the final output of a finished run as a done-claim; null
 * while the run is interrupted. Each result's final output is judged once, by a step of its own: asked
 * again, it answers the same.
 */
export declare function finisher(steps: AgentSteps): (result: FinishedResult) => Promise<Decision | null>;
