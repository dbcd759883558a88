/**
 * How a governed framework is told to stop: the error that carries the decision (`GovernedStop`), found
 * again behind what a framework wraps it in, and the note that takes the place of what no step judged.
 */
import { LoopgovError } from '../core/errors.js';
import { type Decision, TERMINAL } from '../core/run/types.js';

/** True for DONE, HALT and ESCALATE: the framework's loop must stop. */
export function isTerminal(d: Decision | null): d is Decision {
  return d !== null && TERMINAL.has(d.decision);
}

/**
 * The note that takes the place of what a step not taken would have handed on (decision 133): no step
 * judged it, so none of it reaches the caller. `d` is the run's decision, another step's; `more` what
 * else the note says.
 */
export function notJudgedNote(d: Decision, what = 'this response', more = ''): string {
  const step = d.step ?? 'none';
  return `[loopgov ${d.decision} (${d.reason}), the run's decision at step ${step}: no step judged ${what}, so it is withheld${more ? `; ${more}` : ''}]`;
}

/** An error that carries the decision that stopped the framework (HALT, ESCALATE or DONE). */
export class GovernedStop extends LoopgovError {
  /** `note`: what the adapter saw besides the decision (e.g. a call the framework ran anyway). */
  constructor(
    readonly decision: Decision,
    note?: string,
  ) {
    super(
      'ERR_RUN_STATE',
      `loopgov ${decision.decision} (${decision.reason})${decision.detail ? `: ${decision.detail}` : ''}${note ? `; ${note}` : ''}`,
    );
    this.name = 'GovernedStop';
  }
}

/**
 * The `GovernedStop` behind an error a framework threw, if any: the error itself, or the error it wraps
 * (`error`, `cause`; an OpenAI Agents `ToolCallError` carries it as `error`), a few levels deep.
 *
 * @example
 * try { await run(agent, task, gov.runOptions); } catch (e) { const stop = governedStopOf(e); if (!stop) throw e; }
 */
export function governedStopOf(e: unknown): GovernedStop | null {
  for (let i = 0; i < 5 && e !== null && typeof e === 'object'; i++) {
    if (e instanceof GovernedStop) return e;
    const o = e as { error?: unknown; cause?: unknown };
    e = o.error instanceof Error ? o.error : o.cause;
  }
  return null;
}
