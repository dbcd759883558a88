import { type Level, type Profile, type Scope } from '../policy/types.js';
import type { Clock, CommandRunner, GovernanceMode } from './types.js';
/** A project name as the policy's `projects:` keys spell it (`defs.schema.json#/definitions/id`). */
export declare const PROJECT_ID: RegExp;
/** The default reachability TTL (SPEC §4.1): a proof older than this is proven again. */
export declare const DEFAULT_REACHABILITY_TTL_SEC = 600;
/**
 * How long proving reachability may take by default — waiting for another run's fetch into the same
 * cache clone, fetching, asking the repository — before the repository counts as unreachable (decision 132).
 */
export declare const DEFAULT_FETCH_TIMEOUT_SEC = 30;
/** The longest fetch timeout that may be set: a run start is not held for more than an hour. */
export declare const MAX_FETCH_TIMEOUT_SEC = 3600;
/** How to reach a pinned policy commit (SPEC §4.1). */
export interface PinnedPolicySpec {
    kind: 'pinned';
    /** A local path (relative to the current directory) or a URL (https, ssh, file, git@host:path). */
    repo: string;
    /** A full 40-hex commit id. */
    commit: string;
    /** Default: the policy repository's own `main` branch, `refs/heads/main`. */
    protectedRef?: string;
    /** An approver registry kept outside the policy repository (profile prod). */
    trustFile?: string;
    /** Default: `LOOPGOV_CACHE_DIR`, else `$XDG_CACHE_HOME/loopgov`, else `~/.cache/loopgov`. */
    cacheDir?: string;
    /** A cached reachability proof older than this is proven again (default 600). */
    reachabilityTtlSec?: number;
    /** When proving again cannot reach the repository, run on the older proof (recorded in `run_start`). */
    offline?: boolean;
    /**
     * Seconds proving reachability may take in all (waiting for another run's fetch, fetching, asking the
     * repository) before the repository counts as unreachable: 1 to 3600, default 30.
     */
    fetchTimeoutSec?: number;
    /**
     * The environment git reaches the repository with (ssh commands, config, certificates, proxies; not
     * the variables that would relocate the cache clone) and the default cache dir comes from (default:
     * `process.env`).
     */
    env?: Readonly<Record<string, string | undefined>>;
}
/** How the commit's reachability from the protected ref was established for this load (SPEC §4.1). */
export interface Reachability {
    protected_ref: string;
    /** When the proof this load relies on was made (ISO-8601). */
    proven_at: string;
    ttl_sec: number;
    /** Whether `offline` was given. */
    offline: boolean;
    /** Set when the proof was older than the TTL and proving it again failed: it ran on the older proof. */
    stale_proof_used?: {
        age_sec: number;
        fetch_error: string;
    };
    /**
     * Set when a prod load could not fetch the protected ref and ran on a proof younger than the TTL: its
     * reachability and rejects are as the repository had them at `proven_at`.
     */
    fetch_error?: string;
}
/** A plain folder: profile dev only, audited as unpinned. */
export interface DirPolicySpec {
    kind: 'dir';
    dir: string;
}
/** Where the run's policy comes from. */
export type PolicySpec = PinnedPolicySpec | DirPolicySpec;
export interface RunOptions {
    runId: string;
    project: string;
    level: Level;
    profile: Profile;
    policy: PolicySpec;
    traceDir: string;
    /** Where command gates run (default: the current directory). */
    workdir?: string;
    clock?: Clock;
    durability?: 'fsync' | 'none';
    /** Dev only, and only where the policy says `governance: optional`: gates, budget and convergence advise. */
    governanceOff?: boolean;
    runner?: CommandRunner;
    /** Overlap the group-commit barriers of many runs in one process (`loopgov serve`); see the store. */
    overlapSync?: boolean;
}
/**
 * How an option is called where it was given: the library's key path (`policy.commit`) by default, the
 * CLI's flag (`--policy-commit`) for `loopgov run`.
 */
export type OptionName = (path: string) => string;
/**
 * Checks every option of a run and returns them (only the known keys). Throws `ERR_USAGE` naming the
 * first bad option as `name` spells it, and quoting the bad value.
 *
 * @example
 * parseRunOptions({ runId: 'r1', project: 'demo', level: 'L2', profile: 'Prod', policy, traceDir: 't' })
 * // throws ERR_USAGE: profile must be one of prod, dev (got "Prod")
 */
export declare function parseRunOptions(input: unknown, name?: OptionName): RunOptions;
/**
 * The same checks for the options of continuing an escalated run: `project`, `level` and `profile` are
 * optional (the trace has them), `token` a resume token.
 *
 * @example
 * parseContinueOptions({ runId: 'r1', traceDir: 'traces', policy, level: 'l3' }) // throws ERR_USAGE
 */
export declare function parseContinueOptions(input: unknown, name?: OptionName): Record<string, unknown>;
/**
 * Checks a scope (`resolveEffectivePolicy`, `explainEffectivePolicy`, `policy resolve`) as a run's
 * options are checked: `level: 'l0'` or `profile: 'Prod'` is `ERR_USAGE`, never a scope no layer names
 * (which would resolve to a looser policy: the defaults without the level's layer). `project: null` is
 * "any project the policy does not name". Returns the scope's three fields.
 *
 * @example
 * parseScope({ project: 'demo', level: 'l0', profile: 'prod' }) // throws ERR_USAGE: level must be one of L0, …
 */
export declare function parseScope(input: unknown, name?: OptionName): Scope;
/**
 * A run's own scope (`startRun`, as `openRun` and `loopgov run` check it): `parseScope`'s checks, and a
 * project named — `project: null` ("any project") is a scope to resolve a policy for, never one a run
 * is recorded under (a continuation could not read its `run_start`).
 *
 * @example
 * parseRunScope({ project: null, level: 'L2', profile: 'dev' }) // throws ERR_USAGE: project must be a project id: … (got null)
 */
export declare function parseRunScope(input: unknown, name?: OptionName): Scope & {
    project: string;
};
/**
 * Why `input` is no scope (`parseScope`'s message), or null: for a scope read from a trace, where the
 * caller says what is wrong in its own terms (a run_start that names no valid scope).
 *
 * @example
 * scopeProblem({ project: 'De Mo', level: 'L1', profile: 'prod' }) // 'project must be a project id: …'
 */
export declare function scopeProblem(input: unknown): string | null;
/**
 * Checks a policy spec alone (`loopgov serve` checks its pin once, at start) and returns its known keys.
 *
 * @example
 * parsePolicySpec({ kind: 'pinned', repo: 'https://github.com/acme/p', commit: 'main' }) // throws ERR_USAGE
 */
export declare function parsePolicySpec(input: unknown, name?: OptionName): PolicySpec;
/**
 * A pin request (`loadPinnedPolicy`) checked as `openRun` checks a pinned spec, before git sees any of
 * it: the same field checks and unknown keys (`protectdRef`), the profile (anything but `prod` or `dev`
 * — `'Prod'`, none — would load unverified, as dev) and `now`, the clock reachability proofs are dated
 * with. A run's pinned spec may be spread in as it is: its `kind` must then be `pinned`. The fields are
 * named as the request spells them (`commit`, `reachabilityTtlSec`). Throws `ERR_USAGE`.
 *
 * @example
 * checkPinRequest({ repo: '--upload-pack=x', commit, profile: 'prod' }) // throws ERR_USAGE: repo must be …
 */
export declare function checkPinRequest(input: unknown, name?: OptionName): void;
/**
 * `input` as a resume token is handed in (`continueRun`'s `token`, `run.continue(token)`): a non-empty
 * string on one line. What it says is checked when it is verified. Throws `ERR_USAGE` naming `at`.
 *
 * @example
 * checkResumeToken(42, 'token') // throws ERR_USAGE: token must be a resume token: … (got 42)
 */
export declare function checkResumeToken(input: unknown, at?: string): void;
/**
 * Why a run may not opt out of governance (SPEC §4.3: dev only, and only where the policy says
 * `governance: optional`), or null — the one rule for a new run and a continuation alike.
 *
 * @example
 * governanceOptOutRefusal('prod', 'required') // 'governance cannot be turned off in profile prod'
 */
export declare function governanceOptOutRefusal(profile: Profile, governance: GovernanceMode): string | null;
