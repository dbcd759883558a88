/**
 * RFC 8785 canonical JSON, the fast way: the same output as `canonicalize` (the reference, property-
 * tested against it) at a fraction of its cost. Throws `ERR_TRACE` for what JSON cannot carry (NaN,
 * Infinity, lone surrogates, functions, bigints, cycles).
 *
 * @example
 * canonicalJsonFast({ b: 1, a: [true, null] }) // '{"a":[true,null],"b":1}'
 */
export declare function canonicalJsonFast(value: unknown): string;
/**
 * The canonical JSON of `body` with the chain fields `index` and `prev` in their sorted places, and the
 * object it is the text of (the caller adds `hash` to make it the record). `body`'s members are never
 * changed — unless it handed itself over (`owned`: its `index` and `prev` held `CHAIN_SLOT`), in which
 * case they are filled in and `body` is the object: no copy.
 */
export declare function canonicalWithChain(body: Record<string, unknown>, index: number, prev: string, owned?: boolean): {
    text: string;
    object: Record<string, unknown>;
};
/** RFC 8785 by construction (keys sorted at every level), for everything `plain` does not prove. */
export declare function canonicalJsonFull(value: unknown): string;
