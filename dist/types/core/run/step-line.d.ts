import type { StepEvent } from './types.js';
/**
 * The parsed event of one line of JSON text, for `run.step`. Typed `StepEvent`, the type `run.step`
 * takes, but not checked against the schema here: `run.step` validates it, as it does every event, and
 * one that does not match ends the run as HALT (`invalid_event`). Throws `ERR_STEP_INVALID` with the words
 * `loopgov run` records for such a line (`line is not JSON: …`, `line has the key "tokens" twice …`):
 * hand the error to `run.halt('invalid_event', e)` and the trace says what the CLI's would. `where` names
 * the line in those messages (`loopgov run` passes `stdin line 3`).
 *
 * @example
 * let event;
 * try {
 *   event = parseStepLine(line);
 * } catch (e) {
 *   await run.halt('invalid_event', e); // as loopgov run does
 *   return;
 * }
 * const decision = await run.step(event);
 */
export declare function parseStepLine(text: string, where?: string): StepEvent;
