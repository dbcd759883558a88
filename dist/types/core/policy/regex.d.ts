/**
 * The flags a policy regex may carry: `i` case-insensitive, `m` `^`/`$` at line breaks, `s` `.` matches a
 * newline, `u` accepted and meaningless (RE2 always matches Unicode code points). Anything else — `g` and
 * `y` (stateful), `x`, a flag twice — is refused.
 */
export declare const REGEX_FLAGS: readonly ["i", "m", "s", "u"];
/** A compiled policy regex: `test` is an unanchored search in time linear in the input. */
export interface PolicyRegex {
    readonly source: string;
    readonly flags: string;
    /**
     * ASCII text every match contains, lower-cased (`requiredLiteral`), or null: a text whose
     * `foldAsciiCase` lacks it cannot match (a prefilter, decision 095).
     */
    readonly literal: string | null;
    test(text: string): boolean;
}
/** Why a pattern is refused, and which of its two fields is to blame. */
export interface RegexProblem {
    field: 'regex' | 'flags';
    message: string;
}
/**
 * Compiles `source` (RE2 syntax) with `flags`; throws `ERR_POLICY_REGEX` saying why RE2 refuses it
 * (backreferences, lookaround, an unknown flag…). Compiled patterns are cached: call it freely.
 *
 * @example
 * compilePolicyRegex('ignore (all )?previous instructions', 'i').test('IGNORE previous instructions') // true
 */
export declare function compilePolicyRegex(source: string, flags?: string): PolicyRegex;
/**
 * Why `compilePolicyRegex` would refuse the pattern, or null when it compiles: validation reports it at
 * the pattern's own file, line and field.
 *
 * @example
 * policyRegexProblem('(a)\\1') // { field: 'regex', message: 'not RE2 syntax: … (backreferences …)' }
 */
export declare function policyRegexProblem(source: string, flags?: string): RegexProblem | null;
