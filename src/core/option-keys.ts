/**
 * Unknown option keys, refused the one way for every options object the library takes (`openRun`,
 * `continueRun`, `loadPinnedPolicy`, `gatherMergeGateInput`): a typo (`protectdRef`, `bse`) is
 * `ERR_USAGE` naming it and the keys that are known, never an option silently left at its default.
 */
import { LoopgovError } from './errors.js';

/**
 * Throws `ERR_USAGE` for the first own key of `o` that is not in `known`; `name` spells a key as the
 * caller wrote it (a key path, a CLI flag).
 *
 * @example
 * refuseUnknownKeys({ bse: 'main' }, ['dir', 'base', 'head']) // throws ERR_USAGE: unknown option bse (known: dir, base, head)
 */
export function refuseUnknownKeys(
  o: Record<string, unknown>,
  known: readonly string[],
  name: (key: string) => string = (k) => k,
): void {
  for (const key of Object.keys(o)) {
    if (!known.includes(key))
      throw new LoopgovError(
        'ERR_USAGE',
        `unknown option ${name(key)} (known: ${known.map((k) => name(k)).join(', ')})`,
      );
  }
}
