/**
 * The pinning flags of SPEC §4.1, shared by `loopgov run` and `loopgov serve`: `--policy-repo`,
 * `--policy-commit`, `--protected-ref`, `--trust`, `--reachability-ttl`, `--fetch-timeout` (or their
 * LOOPGOV_* variables), `--offline`, or `--policy-dir`. Checked by the validator `openRun` uses (`parsePolicySpec`), in flag names.
 */
import type { Command } from 'commander';
import { parseTtl } from '../core/approval/sign.js';
import {
  MAX_FETCH_TIMEOUT_SEC,
  type PinnedPolicySpec,
  parsePolicySpec,
  type PolicySpec,
} from '../core/run/options.js';
import { type CliContext, resolvePath, resolveRepoArg } from './context.js';
import { usage } from './exit.js';
import { resolveCacheDir } from '../io/policy/cache.js';
import { assertTrustFileReadable } from '../io/run/load-policy.js';

/** How the run-option validator names each option in its errors when it checks flags. */
export const FLAG_NAMES: Record<string, string> = {
  runId: '--run-id',
  project: '--project',
  level: '--level',
  profile: '--profile',
  traceDir: '--trace-dir',
  workdir: '--workdir',
  durability: '--durability',
  governanceOff: '--governance',
  'policy.repo': '--policy-repo',
  'policy.commit': '--policy-commit',
  'policy.protectedRef': '--protected-ref',
  'policy.trustFile': '--trust',
  'policy.dir': '--policy-dir',
  'policy.reachabilityTtlSec': '--reachability-ttl',
  'policy.offline': '--offline',
  'policy.fetchTimeoutSec': '--fetch-timeout',
  allowHosts: '--allow-host',
};

export const flagName = (path: string): string => FLAG_NAMES[path] ?? path;

export interface PinFlags {
  policyRepo?: string;
  policyCommit?: string;
  protectedRef?: string;
  trust?: string;
  reachabilityTtl?: string;
  fetchTimeout?: string;
  offline?: boolean;
  policyDir?: string;
}

export function addPinOptions(cmd: Command): Command {
  return cmd
    .option('--policy-repo <path|url>', 'the governance repository (or LOOPGOV_POLICY_REPO)')
    .option('--policy-commit <sha>', 'the pinned policy commit, 40 hex (or LOOPGOV_POLICY_COMMIT)')
    .option(
      '--protected-ref <ref>',
      "the ref the commit must be reachable from (default: the policy repository's own main, refs/heads/main)",
    )
    .option('--trust <file>', 'approver registry kept outside the policy repo (or LOOPGOV_TRUST; prod)')
    .option(
      '--reachability-ttl <duration>',
      'dev: prove reachability again once the cached proof is older than this; prod fetches every run (a reject or a moved branch counts at once) and runs on a proof this young when the repo cannot be reached: 30s, 10m, 1h (default 10m; or LOOPGOV_REACHABILITY_TTL)',
    )
    .option(
      '--fetch-timeout <duration>',
      "how long proving reachability may take (waiting for another run's fetch, fetching, asking the repo) before the repo counts as unreachable: 10s, 2m (default 30s, at most 1h; or LOOPGOV_FETCH_TIMEOUT)",
    )
    .option('--offline', 'if proving again cannot reach the policy repo, run on the older proof (recorded)')
    .option(
      '--policy-dir <dir>',
      'read a plain policies folder instead (profile dev only, audited as unpinned)',
    );
}

/**
 * The trust file `--trust` names, else `LOOPGOV_TRUST`, as given, with the name a problem with it is said
 * by (the flag when it was given, else the variable); undefined when neither names one.
 *
 * @example
 * trustSource(ctx, {}) // { path: '/etc/loopgov/trust.yaml', name: 'LOOPGOV_TRUST' } (from the environment)
 */
export function trustSource(
  ctx: CliContext,
  f: Pick<PinFlags, 'trust'>,
): { path: string; name: '--trust' | 'LOOPGOV_TRUST' } | undefined {
  if (f.trust !== undefined) return { path: f.trust, name: '--trust' };
  const env = ctx.env.LOOPGOV_TRUST;
  return env === undefined ? undefined : { path: env, name: 'LOOPGOV_TRUST' };
}

/**
 * The policy the flags (or the invocation's `LOOPGOV_*` variables) name, with paths made absolute against
 * the invocation's cwd; null when they name none (`required`: that is a usage error).
 *
 * @example
 * policySpecFromFlags(ctx, { policyDir: 'policies' }, true); // { kind: 'dir', dir: '<cwd>/policies' }
 */
export function policySpecFromFlags(
  ctx: CliContext,
  f: PinFlags,
  required: boolean,
  /** `--trust` is read on its own by the caller (`loopgov resume`: whose key it is), not as the pin's. */
  trustOnItsOwn = false,
): PolicySpec | null {
  const repo = f.policyRepo ?? ctx.env.LOOPGOV_POLICY_REPO;
  const commit = f.policyCommit ?? ctx.env.LOOPGOV_POLICY_COMMIT;
  const trust = trustSource(ctx, f);
  const ttl = f.reachabilityTtl ?? ctx.env.LOOPGOV_REACHABILITY_TTL;
  const fetchTimeout = f.fetchTimeout ?? ctx.env.LOOPGOV_FETCH_TIMEOUT;
  // A bad value is named where it came from: the flag when it was given, else its variable.
  const fromEnv: Record<string, string> = {
    ...(f.policyRepo === undefined ? { 'policy.repo': 'LOOPGOV_POLICY_REPO' } : {}),
    ...(f.policyCommit === undefined ? { 'policy.commit': 'LOOPGOV_POLICY_COMMIT' } : {}),
    ...(trust ? { 'policy.trustFile': trust.name } : {}),
    ...(f.reachabilityTtl === undefined ? { 'policy.reachabilityTtlSec': 'LOOPGOV_REACHABILITY_TTL' } : {}),
    ...(f.fetchTimeout === undefined ? { 'policy.fetchTimeoutSec': 'LOOPGOV_FETCH_TIMEOUT' } : {}),
  };
  const sourceName = (path: string): string => fromEnv[path] ?? flagName(path);
  if (f.policyDir !== undefined) {
    if (f.policyRepo !== undefined || f.policyCommit !== undefined) {
      throw usage('give either --policy-dir or --policy-repo/--policy-commit, not both');
    }
    // Never silently ignored: a folder's resume keys are its own approvers.yaml (LOOPGOV_TRUST, set for
    // pinned runs, is left unread here — an environment is not a request).
    if (f.trust !== undefined && !trustOnItsOwn)
      throw usage(
        "--trust goes with a pinned policy (--policy-repo/--policy-commit): with --policy-dir the keys and roles that verify a resume are the folder's approvers.yaml, and checkpoints are verified with --checkpoint-key",
      );
    refusePinOnlyFlags(f, 'with --policy-dir');
    // Checked as given (an empty path is not the cwd), then made absolute against the invocation's cwd.
    parsePolicySpec({ kind: 'dir', dir: f.policyDir }, flagName);
    return { kind: 'dir', dir: resolvePath(ctx, f.policyDir) };
  }
  if (!repo || commit === undefined) {
    if (!required && !repo && commit === undefined) {
      if (f.trust !== undefined && !trustOnItsOwn)
        throw usage(
          '--trust goes with a pinned policy (--policy-repo/--policy-commit), and none is given: it would be read by nothing',
        );
      refusePinOnlyFlags(f, 'without one');
      return null;
    }
    throw usage(
      'a run needs a pinned policy: --policy-repo and --policy-commit (or LOOPGOV_POLICY_REPO / LOOPGOV_POLICY_COMMIT), or --policy-dir in profile dev',
    );
  }
  const spec = parsePolicySpec(
    {
      kind: 'pinned',
      repo,
      commit,
      ...(f.protectedRef !== undefined ? { protectedRef: f.protectedRef } : {}),
      ...(trust ? { trustFile: trust.path } : {}),
      ...(ttl !== undefined
        ? { reachabilityTtlSec: parseTtl(ttl, sourceName('policy.reachabilityTtlSec')) }
        : {}),
      ...(fetchTimeout !== undefined
        ? {
            fetchTimeoutSec: parseTtl(fetchTimeout, sourceName('policy.fetchTimeoutSec'), {
              sec: MAX_FETCH_TIMEOUT_SEC,
              words: '1h',
            }),
          }
        : {}),
      ...(f.offline ? { offline: true } : {}),
      // How git reaches the repository, and the cache dir: the invocation's, not this process's.
      env: ctx.env,
      // A relative LOOPGOV_CACHE_DIR or XDG_CACHE_HOME is relative to the invocation's cwd.
      cacheDir: resolveCacheDir(undefined, ctx.env, ctx.cwd),
    },
    sourceName,
  ) as PinnedPolicySpec;
  const pinned = {
    ...spec,
    repo: resolveRepoArg(ctx, spec.repo),
    ...(spec.trustFile !== undefined ? { trustFile: resolvePath(ctx, spec.trustFile) } : {}),
  };
  // Named, it must be readable in every profile (dev reads it only for a resume): the library's check, in flag words.
  assertTrustFileReadable(pinned, sourceName('policy.trustFile'));
  return pinned;
}

/** The flags that only say how a pin is proven: read by nothing without `--policy-repo`/`--policy-commit`. */
const PIN_ONLY: readonly { key: keyof PinFlags; flag: string; does: string }[] = [
  { key: 'protectedRef', flag: '--protected-ref', does: 'the ref the pinned commit must be reachable from' },
  { key: 'reachabilityTtl', flag: '--reachability-ttl', does: "how old a pin's reachability proof may be" },
  { key: 'fetchTimeout', flag: '--fetch-timeout', does: "how long proving a pin's reachability may take" },
  { key: 'offline', flag: '--offline', does: 'whether a pin may run on an older reachability proof' },
];

/**
 * Never silently ignored (SPEC §8: a bad flag is a usage error): a pin-only flag given without a pin
 * would be read by nothing, whatever its value. Their `LOOPGOV_*` variables are left unread instead —
 * an environment set for pinned runs is not a request.
 */
function refusePinOnlyFlags(f: PinFlags, where: 'with --policy-dir' | 'without one'): void {
  const given = PIN_ONLY.find((p) => f[p.key] !== undefined);
  if (!given) return;
  const pin = `${given.flag} goes with a pinned policy (--policy-repo/--policy-commit)`;
  throw usage(
    where === 'with --policy-dir'
      ? `${pin}, not --policy-dir: it sets ${given.does}, and a policy folder has no commit to prove`
      : `${pin}, and none is given: it sets ${given.does}`,
  );
}
