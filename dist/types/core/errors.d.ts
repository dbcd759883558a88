/**
 * Every error loopgov throws carries a stable `code` that callers and tests assert on.
 * Thrown errors mean "cannot go on"; verdicts and decisions are returned as data.
 */
export type ErrorCode = 'ERR_USAGE' | 'ERR_POLICY_TOO_LARGE' | 'ERR_POLICY_YAML' | 'ERR_POLICY_SCHEMA' | 'ERR_POLICY_UNKNOWN_FILE' | 'ERR_POLICY_MISSING' | 'ERR_POLICY_REGEX' | 'ERR_CEILING_EXCEEDED' | 'ERR_GIT' | 'ERR_GIT_REV' | 'ERR_TREE_INVALID' | 'ERR_PIN' | 'ERR_PIN_REQUIRED' | 'ERR_LEVEL_NOT_ALLOWED' | 'ERR_TRACE' | 'ERR_TRACE_LOCK'
/** A compare-and-append found the trace no longer ending where the writer read it (docs/decisions/073). */
 | 'ERR_TRACE_MOVED' | 'ERR_RUN_STATE'
/** The run's clock gave what is not a time (NaN, ±Infinity, outside a Date's range): HALT fail_closed. */
 | 'ERR_CLOCK' | 'ERR_RESUME' | 'ERR_STEP_INVALID' | 'ERR_KEY' | 'ERR_TOKEN' | 'ERR_APPROVAL' | 'ERR_GITHUB_API'
/** The meta-loop's branch cannot be fast-forwarded to the proposal: nothing pushed (docs/decisions/105). */
 | 'ERR_PROPOSE_BRANCH' | 'ERR_TOKEN_MALFORMED' | 'ERR_TOKEN_ALG' | 'ERR_TOKEN_HEADER' | 'ERR_TOKEN_CRIT' | 'ERR_TOKEN_KID' | 'ERR_TOKEN_TYP' | 'ERR_TOKEN_SIGNATURE' | 'ERR_TOKEN_CLAIMS' | 'ERR_TOKEN_ISS' | 'ERR_TOKEN_AUD' | 'ERR_TOKEN_SUB' | 'ERR_TOKEN_EXPIRED' | 'ERR_TOKEN_LIFETIME' | 'ERR_TOKEN_NOT_YET_VALID' | 'ERR_TOKEN_BINDING' | 'ERR_TOKEN_FILE' | 'ERR_CHECKPOINT_FILE'
/** A witness holds, or `trace anchor` was handed, what is not a valid checkpoint (docs/decisions/108). */
 | 'ERR_WITNESS' | 'ERR_TOKEN_REPLAY' | 'ERR_TOKEN_ROLE' | 'ERR_GRANT' | 'ERR_REQUEST' | 'ERR_AUTH' | 'ERR_FORBIDDEN' | 'ERR_READ_ONLY' | 'ERR_NOT_FOUND' | 'ERR_LIMIT' | 'ERR_RUN_EXISTS' | 'ERR_NOT_IMPLEMENTED' | 'ERR_RESUME_REFUSED' | 'ERR_SHUTTING_DOWN' | 'ERR_LISTEN' | 'ERR_INTERNAL';
/** One located problem: which file, where in it, which field, and what is wrong. */
export interface Problem {
    file: string;
    line?: number;
    column?: number;
    /** JSON-pointer-like field path, e.g. `/defaults/budget/max_steps`. */
    field?: string;
    message: string;
}
export declare class LoopgovError extends Error {
    readonly code: ErrorCode;
    readonly problems: Problem[];
    constructor(code: ErrorCode, message: string, problems?: Problem[]);
}
/**
 * True for anything that is an error, whichever realm made it: an `Error` of this realm, or one of
 * another (a `vm` context, what Jest's node environment gives for Node's own errors: `instanceof` is
 * false there) — by its `[object Error]` tag or its string `name` — so long as it has a string message.
 * A getter that throws makes it no error, never a crash.
 *
 * @example
 * isErrorLike(vm.runInNewContext('new Error("x")')) // true
 * isErrorLike({ message: 'x' }) // false: no name, no tag
 */
export declare function isErrorLike(v: unknown): v is {
    name: string;
    message: string;
};
/** `file:line:col field: message` — the one way a problem is printed. */
export declare function formatProblem(p: Problem): string;
/** `e` itself when it is ours; anything else thrown (a bug, or a library's error) as `ERR_INTERNAL`. */
export declare function asLoopgovError(e: unknown): LoopgovError;
/**
 * An error as text for people, the one way: `ERR_X: message` for ours, the message of any other error
 * (a Node system error's message starts with its errno code), or the thrown value itself.
 *
 * @example
 * describeError(new LoopgovError('ERR_PIN', 'commit abc does not exist')) // → 'ERR_PIN: commit abc does not exist'
 * describeError(new Error('boom')) // → 'boom'
 */
export declare function describeError(e: unknown): string;
/**
 * The problems of `e` its message does not already say, for printing under it (one located fact a line,
 * so an editor can jump to each). An error's message says what went wrong; its `problems` locate facts
 * (file, line, field) for editors and machines, and are often the same facts — printed after the
 * message as well they were said twice (decision 093).
 *
 * @example
 * unsaidProblems(new LoopgovError('ERR_APPROVAL', 'not approved: needs 1', [{ file: 'approvals/', message: 'needs 1' }])) // → []
 */
export declare function unsaidProblems(e: LoopgovError): Problem[];
/**
 * An error as one line, every fact once: `ERR_X: message`, then the problems the message does not say
 * (at most `max`, and how many more), in parentheses; problems that share one message and have no line
 * are merged into one (`a.yaml, b.yaml: missing`).
 *
 * @example
 * explainError(new LoopgovError('ERR_POLICY_SCHEMA', 'invalid policy set: 1 problem(s)', [{ file: 'p.yaml', line: 3, message: 'bad' }]))
 * // → 'ERR_POLICY_SCHEMA: invalid policy set: 1 problem(s) (p.yaml:3: bad)'
 */
export declare function explainError(e: unknown, max?: number): string;
/** An error as a program reads it: `loopgov serve`'s error bodies and every CLI command under `--json`. */
export interface ErrorJson {
    error: {
        code: ErrorCode;
        message: string;
        problems?: Problem[];
    };
}
/**
 * `e` as JSON, the one shape for programs (docs/cli.md, docs/serve.md): its code and message, and its
 * located problems when it has any. Anything not ours (a bug) is `ERR_INTERNAL`.
 *
 * @example
 * errorJson(new LoopgovError('ERR_USAGE', '--level must be one of L0, …')) // { error: { code: 'ERR_USAGE', message: '--level …' } }
 */
export declare function errorJson(e: unknown): ErrorJson;
/**
 * The first line of an error's message (git and HTTP errors carry pages of detail), without the CR of a
 * CRLF line end (ssh ends its messages so: it would show as `\u000d`).
 */
export declare function firstLine(e: unknown): string;
