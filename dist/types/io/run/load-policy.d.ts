import type { PolicySet, Profile } from '../../core/policy/types.js';
import type { PolicyOrigin } from '../../core/run/evaluator.js';
import type { PolicySpec } from '../../core/run/options.js';
import type { Clock } from '../../core/run/types.js';
export type { PolicySpec };
/**
 * Throws `ERR_USAGE` when the spec names a trust file that cannot be read — in every profile, before
 * anything is written. Profile dev reads it only to verify a resume, so a typo in it would otherwise
 * go unseen until the same command ran in prod.
 *
 * @example
 * assertTrustFileReadable({ kind: 'pinned', repo, commit, trustFile: 'nofile' }) // throws ERR_USAGE: policy.trustFile /…/nofile: no such file
 */
export declare function assertTrustFileReadable(p: PolicySpec, at?: string): void;
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
