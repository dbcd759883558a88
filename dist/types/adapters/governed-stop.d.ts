/**
 * How a governed framework is told to stop: the error that carries the decision (`GovernedStop`), found
 * again behind what a framework wraps it in, and the note that takes the place of what no step judged.
 */
import { LoopgovError } from '../core/errors.js';
import { type Decision } from '../core/run/types.js';
/** True for DONE, HALT and ESCALATE: the framework's loop must stop. */
export declare function isTerminal(d: Decision | null): d is Decision;
/**
 * The note that takes the place of what a step not taken would have handed on (decision 133): no step
 * judged it, so none of it reaches the caller. `d` is the run's decision, another step's; `more` what
 * else the note says.
 */
export declare function notJudgedNote(d: Decision, what?: string, more?: string): string;
/** An error that carries the decision that stopped the framework (HALT, ESCALATE or DONE). */
export declare class GovernedStop extends LoopgovError {
    readonly decision: Decision;
    /** `note`: what the adapter saw besides the decision (e.g. a call the framework ran anyway). */
    constructor(decision: Decision, note?: string);
}
/**
 * The `GovernedStop` behind an error a framework threw, if any: the error itself, or the error it wraps
 * (`error`, `cause`; an OpenAI Agents `ToolCallError` carries it as `error`), a few levels deep.
 *
 * @example
 * try { await run(agent, task, gov.runOptions); } catch (e) { const stop = governedStopOf(e); if (!stop) throw e; }
 */
export declare function governedStopOf(e: unknown): GovernedStop | null;
