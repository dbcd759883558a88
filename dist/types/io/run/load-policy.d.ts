import type { PolicySet, Profile } from '../../core/policy/types.js';
import type { PolicyOrigin } from '../../core/run/evaluator.js';
import type { PolicySpec } from '../../core/run/options.js';
import type { Clock } from '../../core/run/types.js';
export type { PolicySpec };
/**
 * Loads and checks the policy for a run in `profile`. Throws (`ERR_PIN_REQUIRED`, `ERR_CEILING_EXCEEDED`,
 * the pin's own codes) when it may not be used.
 *
 * @example
 * const { set, origin } = await loadRunPolicy({ kind: 'dir', dir: 'policies' }, 'dev', systemClock);
 */
export declare function loadRunPolicy(p: PolicySpec, profile: Profile, clock: Clock): Promise<{
    set: PolicySet;
    origin: PolicyOrigin;
}>;
