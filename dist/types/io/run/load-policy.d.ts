import type { PolicySet, Profile } from '../../core/policy/types.js';
import type { PolicyOrigin } from '../../core/run/evaluator.js';
import { type PinRequest } from '../policy/pin.js';
/** Where the run's policy comes from. */
export type PolicySpec = ({
    kind: 'pinned';
} & Omit<PinRequest, 'profile'>)
/** A plain folder: profile dev only, audited as unpinned. */
 | {
    kind: 'dir';
    dir: string;
};
/**
 * Loads and checks the policy for a run in `profile`. Throws (`ERR_PIN_REQUIRED`, `ERR_CEILING_EXCEEDED`,
 * the pin's own codes) when it may not be used.
 *
 * @example
 * const { set, origin } = await loadRunPolicy({ kind: 'dir', dir: 'policies' }, 'dev');
 */
export declare function loadRunPolicy(p: PolicySpec, profile: Profile): Promise<{
    set: PolicySet;
    origin: PolicyOrigin;
}>;
