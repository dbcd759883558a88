/**
 * Throws `ERR_USAGE` for the first own key of `o` that is not in `known`; `name` spells a key as the
 * caller wrote it (a key path, a CLI flag).
 *
 * @example
 * refuseUnknownKeys({ bse: 'main' }, ['dir', 'base', 'head']) // throws ERR_USAGE: unknown option bse (known: dir, base, head)
 */
export declare function refuseUnknownKeys(o: Record<string, unknown>, known: readonly string[], name?: (key: string) => string): void;
