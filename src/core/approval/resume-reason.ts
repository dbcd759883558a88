/**
 * What a resume or halt answer's reason must be, one rule for the signers (`parseResumeAnswer`) and the
 * token's verifier (`verifyResumeToken`), so a token another tool signed cannot record what
 * `loopgov resume` refuses: a string of 1-2000 characters, one of them visible (`VISIBLE_CHARACTER`, the
 * halt-request schema's own pattern), well-formed Unicode (a trace record holds no lone surrogate; a
 * token's JSON can spell one as `\ud800`). Line breaks are fine.
 */
import { VISIBLE_CHARACTER, VISIBLE_WORDS } from '../schema-words.js';
import { shownValue } from '../shown-value.js';
import { loneSurrogate, loneSurrogateMessage } from '../unicode.js';

/** A reason's length, as the resume token's verifier and the halt-request schema bound it. */
export const MAX_REASON_CHARS = 2000;

/**
 * Why `reason` is no reason, in words that follow its name; undefined when it is one.
 *
 * @example
 * reasonProblem('  ') // 'must hold a visible character (…)'
 * reasonProblem('ok, go on') // undefined
 */
export function reasonProblem(reason: unknown): string | undefined {
  if (typeof reason !== 'string')
    return `must be a string of 1-${MAX_REASON_CHARS} characters (got ${shownValue(reason)})`;
  if (reason.length === 0 || reason.length > MAX_REASON_CHARS)
    return `must be 1-${MAX_REASON_CHARS} characters (got ${reason.length})`;
  const lone = loneSurrogate(reason);
  if (lone) return loneSurrogateMessage(lone);
  if (!VISIBLE_CHARACTER.test(reason)) return VISIBLE_WORDS;
  return undefined;
}
