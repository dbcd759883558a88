/**
 * A single-pass scanner that accepts a line only if it is *exactly* a record in loopgov's canonical
 * layout (RFC 8785 JSON with `,"hash":"…"` as the last member) and returns its envelope without
 * building any object. `trace verify` runs it on every line: one char loop plus one SHA-256 is cheaper
 * than `JSON.parse` (docs/decisions/020).
 *
 * It is deliberately conservative: it returns null for anything it does not fully understand (escaped
 * keys, `\uXXXX` escapes of surrogates, nesting deeper than 64), and the caller then takes the slow path
 * (parse, canonicalize in full, compare bytes), which decides. Soundness — it never accepts a line that
 * is not canonical — is property-tested against `canonicalize` (test/core/trace/scan.test.ts).
 */
/** The fields `verify` needs, read off a canonical line. */
export interface Envelope {
    type: string;
    run_id: string;
    at: string;
    index: number;
    prev: string;
    hash: string;
    /**
     * The canonical JSON of the record without `hash` is `line.slice(0, canonicalEnd) + '}'`: what `hash`
     * must be the SHA-256 of (see `hashCanonicalPrefix`).
     */
    canonicalEnd: number;
    /** The raw JSON text of the top-level `artifact` member, when there is one (for the artifact check). */
    artifact?: string;
    /** The raw JSON text of the top-level `step` member, when there is one (an iteration's step order). */
    step?: string;
}
/**
 * The envelope of a line in canonical layout, or null (not canonical, or not understood: slow path).
 *
 * @example
 * const env = scanCanonicalLine(line);
 * if (env && hashCanonicalPrefix(line, env.canonicalEnd) === env.hash) { … }
 */
export declare function scanCanonicalLine(line: string): Envelope | null;
