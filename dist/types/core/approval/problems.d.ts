/** How a token's problems read in a message: the one wording for approvals and resumes alike. */
import type { TokenProblem } from './types.js';
/**
 * Every problem of a token, each with its stable code, in one line.
 *
 * @example
 * describeTokenProblems([{ code: 'ERR_TOKEN_EXPIRED', message: 'expired at …' }]) // '[ERR_TOKEN_EXPIRED] expired at …'
 */
export declare function describeTokenProblems(problems: readonly TokenProblem[]): string;
