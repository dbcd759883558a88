/** A reason's length, as the resume token's verifier and the halt-request schema bound it. */
export declare const MAX_REASON_CHARS = 2000;
/**
 * Why `reason` is no reason, in words that follow its name; undefined when it is one.
 *
 * @example
 * reasonProblem('  ') // 'must hold a visible character (…)'
 * reasonProblem('ok, go on') // undefined
 */
export declare function reasonProblem(reason: unknown): string | undefined;
