/**
 * Duplicate keys in JSON text. `JSON.parse` keeps the last of two equal keys, another reader the first
 * or both: `{"tokens": 999999, "tokens": 1}` would be charged 1 token here and 999 999 by a proxy or a
 * log reader beside us. A step event from a line or a request body is refused instead (HALT
 * `invalid_event`), so that one event has one reading.
 *
 * One pass over text that `JSON.parse` has accepted (so it is well-formed): strings are skipped with
 * `indexOf`, and only object keys are kept — time linear in the text, memory in its keys. About 1 µs for
 * a 0.8 KB step line (1.3% of `loopgov run`'s time per step, profiled). Written here rather than taken
 * from npm: the trace's scanner (`trace/scan.ts`) reads only canonical lines, and the libraries that
 * report duplicate keys build a whole syntax tree (or parse with backtracking regexes) to do it.
 */
/**
 * What is wrong with `text`'s keys, as a phrase for "line …" or "request body …", or null when every
 * object's keys are distinct. `text` must be JSON that `JSON.parse` accepted.
 *
 * @example
 * duplicateKeyProblem('{"step":2,"step":9}') // → 'has the key "step" twice in one object (at /step): …'
 * duplicateKeyProblem('{"a":{"b":1},"b":2}') // → null
 */
export declare function duplicateKeyProblem(text: string): string | null;
