/**
 * Loading the policy a run is governed by: a pinned commit (SPEC §4.1) or, in dev, a plain folder checked
 * against its ceiling. Shared by `openRun` and the continuation of an escalated run.
 */
import { resolve } from 'node:path';
import { LoopgovError } from '../../core/errors.js';
import { assertWithinCeiling } from '../../core/policy/ceiling.js';
import type { PolicySet, Profile } from '../../core/policy/types.js';
import type { PolicyOrigin } from '../../core/run/evaluator.js';
import type { PolicySpec } from '../../core/run/options.js';
import type { Clock } from '../../core/run/types.js';
import { assertReadableFile } from '../fs/file.js';
import { loadGovernedDir } from '../policy/dir.js';
import { loadPinnedPolicy } from '../policy/pin.js';

export type { PolicySpec };

/**
 * Throws `ERR_USAGE` when the spec names a trust file that cannot be read — in every profile, before
 * anything is written. Profile dev reads it only to verify a resume, so a typo in it would otherwise
 * go unseen until the same command ran in prod.
 *
 * @example
 * assertTrustFileReadable({ kind: 'pinned', repo, commit, trustFile: 'nofile' }) // throws ERR_USAGE: policy.trustFile /…/nofile: no such file
 */
export function assertTrustFileReadable(p: PolicySpec, at = 'policy.trustFile'): void {
  if (p.kind === 'pinned' && p.trustFile !== undefined) assertReadableFile(resolve(p.trustFile), at);
}

/**
 * Loads and checks the policy for a run in `profile`. Throws (`ERR_PIN_REQUIRED`, `ERR_CEILING_EXCEEDED`,
 * the pin's own codes) when it may not be used.
 *
 * @example
 * const { set, origin } = await loadRunPolicy({ kind: 'dir', dir: 'policies' }, 'dev', systemClock);
 */
export async function loadRunPolicy(
  p: PolicySpec,
  profile: Profile,
  clock: Clock,
): Promise<{ set: PolicySet; origin: PolicyOrigin }> {
  if (p.kind === 'dir') {
    if (profile !== 'dev') {
      throw new LoopgovError(
        'ERR_PIN_REQUIRED',
        'a policy folder (policy.kind "dir") is allowed in profile dev only: prod runs pin a policy commit',
      );
    }
    const { set, digest } = await loadGovernedDir(p.dir);
    assertWithinCeiling(set, p.dir);
    // The folder's digest binds its ceiling and approvers too: a continuation is held to it (decision 116).
    return {
      set,
      origin: { source: 'unpinned', repo: resolve(p.dir), commit: null, digest, verified: false },
    };
  }
  const { kind: _kind, ...req } = p;
  const pinned = await loadPinnedPolicy({ ...req, profile, now: () => clock.now() });
  return {
    set: pinned.set,
    origin: {
      source: 'pinned',
      repo: pinned.repo,
      commit: pinned.commit,
      digest: pinned.digest,
      verified: pinned.verified,
      approvers: pinned.approvers,
      reachability: pinned.reachability,
    },
  };
}
