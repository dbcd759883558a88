import { type KeyIndex, type TokenProblem, type TrustedKey } from './types.js';
export type Segment = {
    ok: true;
    value: Record<string, unknown>;
} | {
    ok: false;
    error: string;
};
/**
 * Decodes one base64url segment holding a JSON object.
 *
 * @example
 * decodeSegment('eyJhbGciOiJFZERTQSJ9') // { ok: true, value: { alg: 'EdDSA' } }
 */
export declare function decodeSegment(segment: string): Segment;
export interface HeaderFacts {
    kid?: string;
    /** The registry key the header names, when it names one validly. */
    key?: TrustedKey;
    /** Whether a signature check is meaningful (a known alg matching the key, no `crit`). */
    signatureCheckable: boolean;
}
/**
 * Reports every header problem through `add` and returns the registry key named by `kid`, if any.
 *
 * @example
 * inspectHeader(encodedHeader, keys, (code, msg) => problems.push({ code, message: msg }))
 */
export declare function inspectHeader(segment: string, keys: KeyIndex, add: (code: TokenProblem['code'], message: string) => void, expect?: {
    typ: string;
    registry: string;
}): HeaderFacts;
