/**
 * One step event as JSON text, read as `loopgov run` reads each line of its stdin: `JSON.parse`, then
 * the duplicate-key check `JSON.parse` cannot make (it keeps the last of two equal keys, another reader
 * the first). A library caller that has text — a line of a log, a message from a queue — parses it here
 * before `run.step`, which sees only the parsed object and so cannot make that check (decision 129).
 */
import { describeError, LoopgovError } from '../errors.js';
import { duplicateKeyProblem } from '../json-keys.js';
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
export function parseStepLine(text: string, where = 'line'): StepEvent {
  let event: StepEvent;
  try {
    event = JSON.parse(text);
  } catch (e) {
    throw new LoopgovError('ERR_STEP_INVALID', `${where} is not JSON: ${describeError(e)}`);
  }
  const duplicate = duplicateKeyProblem(text);
  if (duplicate) throw new LoopgovError('ERR_STEP_INVALID', `${where} ${duplicate}`);
  return event;
}
