import type { MergeGateInput, MergeGateResult } from './types.js';
/**
 * Evaluates the gate. `verdict` is `pass` only when `reasons` is empty. A `repoId` that is not
 * `OWNER/NAME`, or a `now` that is not seconds since the epoch (missing, NaN, milliseconds), is refused up
 * front (`ERR_USAGE`), as the CLI refuses them.
 *
 * @example
 * const result = await evaluateMergeGate({ repoId, base, head, tokens, rangeTokens, proposers, errors: [], now });
 * if (result.verdict === 'block') console.log(result.reasons.join('\n'));
 */
export declare function evaluateMergeGate(input: MergeGateInput): Promise<MergeGateResult>;
