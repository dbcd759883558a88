import type { PolicySet, Profile } from '../../core/policy/types.js';
import { type PinnedPolicySpec, type Reachability } from '../../core/run/options.js';
/** The policy repository's own `main` branch: the same ref in a URL, a bare repository and a working clone. */
export declare const DEFAULT_PROTECTED_REF = "refs/heads/main";
/**
 * How to reach the pinned commit (see `PinnedPolicySpec`), for which profile, and the time. A run's
 * pinned spec may be spread in as it is (`{ ...spec, profile }`): its `kind` is `pinned` or left out.
 */
export interface PinRequest extends Omit<PinnedPolicySpec, 'kind'> {
    kind?: 'pinned';
    profile: Profile;
    /** The clock reachability proofs are dated with (milliseconds since the epoch); default `Date.now`. */
    now?: () => number;
}
export interface PinnedPolicy {
    set: PolicySet;
    /**
     * The repository as pinned — a URL as given, a local path made absolute — with any credentials in a
     * URL redacted (`redactRepoLocation`): what a trace records and a message shows.
     */
    repo: string;
    commit: string;
    digest: string;
    /** True when the approval was verified (profile prod). */
    verified: boolean;
    approvers: string[];
    reachability: Reachability;
    /** Git network operations this load needed: 0 when the cache held a fresh proof. */
    fetches: number;
}
/**
 * Loads the policy pinned at `commit` of `repo`. The request is checked first, as `openRun` checks a
 * pinned spec: `ERR_USAGE` for inputs that are not a pin (a short id, an option-shaped repository, an
 * unknown key, a negative TTL, a `trustFile` that cannot be read — in every profile), `ERR_CLOCK` for a
 * `now` that gives no time; `ERR_PIN` (or the failed check's own code) otherwise.
 *
 * @example
 * const pinned = await loadPinnedPolicy({ repo: 'https://github.com/acme/agent-policies', commit, profile: 'prod', trustFile });
 */
export declare function loadPinnedPolicy(req: PinRequest): Promise<PinnedPolicy>;
/**
 * A repository as git on this machine must be told it: a URL (`scheme://…`) or an scp-like `host:path`
 * as given, a local path made absolute against the current directory — never resolved inside the cache.
 *
 * @example
 * resolveRepoLocation('../policies') // '/home/ci/policies' when run in /home/ci/agent
 */
export declare function resolveRepoLocation(repo: string, cwd?: string): string;
