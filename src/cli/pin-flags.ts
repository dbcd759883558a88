/**
 * The pinning flags of SPEC §4.1, shared by `loopgov run` and `loopgov serve`: `--policy-repo`,
 * `--policy-commit`, `--protected-ref`, `--trust`, `--reachability-ttl` (or their LOOPGOV_* variables),
 * `--offline`, or `--policy-dir`. Checked by the validator `openRun` uses (`parsePolicySpec`), in flag names.
 */
import type { Command } from 'commander';
import { parseTtl } from '../core/approval/sign.js';
import { parsePolicySpec, type PolicySpec } from '../core/run/options.js';
import { usage } from './exit.js';

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
};

export const flagName = (path: string): string => FLAG_NAMES[path] ?? path;

export interface PinFlags {
  policyRepo?: string;
  policyCommit?: string;
  protectedRef?: string;
  trust?: string;
  reachabilityTtl?: string;
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
      'prove reachability again once the cached proof is older than this: 30s, 10m, 1h (default 10m; or LOOPGOV_REACHABILITY_TTL)',
    )
    .option('--offline', 'if proving again cannot reach the policy repo, run on the older proof (recorded)')
    .option(
      '--policy-dir <dir>',
      'read a plain policies folder instead (profile dev only, audited as unpinned)',
    );
}

/**
 * The policy the flags name, or null when they name none (`required`: that is a usage error).
 *
 * @example
 * policySpecFromFlags({ policyDir: 'policies' }, process.env, true); // { kind: 'dir', dir: 'policies' }
 */
export function policySpecFromFlags(
  f: PinFlags,
  env: NodeJS.ProcessEnv,
  required: boolean,
): PolicySpec | null {
  const repo = f.policyRepo ?? env.LOOPGOV_POLICY_REPO;
  const commit = f.policyCommit ?? env.LOOPGOV_POLICY_COMMIT;
  const trustFile = f.trust ?? env.LOOPGOV_TRUST;
  const ttl = f.reachabilityTtl ?? env.LOOPGOV_REACHABILITY_TTL;
  if (f.policyDir !== undefined) {
    if (f.policyRepo !== undefined || f.policyCommit !== undefined) {
      throw usage('give either --policy-dir or --policy-repo/--policy-commit, not both');
    }
    return parsePolicySpec({ kind: 'dir', dir: f.policyDir }, flagName);
  }
  if (!repo || commit === undefined) {
    if (!required && !repo && commit === undefined) return null;
    throw usage(
      'a run needs a pinned policy: --policy-repo and --policy-commit (or LOOPGOV_POLICY_REPO / LOOPGOV_POLICY_COMMIT), or --policy-dir in profile dev',
    );
  }
  const spec = {
    kind: 'pinned',
    repo,
    commit,
    ...(f.protectedRef !== undefined ? { protectedRef: f.protectedRef } : {}),
    ...(trustFile ? { trustFile } : {}),
    ...(ttl !== undefined ? { reachabilityTtlSec: parseTtl(ttl, '--reachability-ttl') } : {}),
    ...(f.offline ? { offline: true } : {}),
  };
  return parsePolicySpec(spec, flagName);
}
