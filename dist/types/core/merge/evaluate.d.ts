import type { MergeGateInput, MergeGateResult } from './types.js';
/**
 * Evaluates the gate. `verdict` is `pass` only when `reasons` is empty.
 *
 * @example
 * const result = await evaluateMergeGate({ repoId, base, head, tokens, rangeTokens, proposers, errors: [], now });
 * if (result.verdict === 'block') console.log(result.reasons.join('\n'));
 */
export declare function evaluateMergeGate(input: MergeGateInput): Promise<MergeGateResult>;
