/**
 * The pinning flags of SPEC §4.1, shared by `loopgov run` and `loopgov serve`: `--policy-repo`,
 * `--policy-commit`, `--protected-ref`, `--trust` (or their LOOPGOV_* variables), or `--policy-dir`.
 */
import type { Command } from 'commander';
import type { PolicySpec } from '../io/run/open-run.js';
import { type CliContext, resolvePath, resolveRepoArg } from './context.js';
import { usage } from './exit.js';

export interface PinFlags {
  policyRepo?: string;
  policyCommit?: string;
  protectedRef?: string;
  trust?: string;
  policyDir?: string;
}

export function addPinOptions(cmd: Command): Command {
  return cmd
    .option('--policy-repo <path|url>', 'the governance repository (or LOOPGOV_POLICY_REPO)')
    .option('--policy-commit <sha>', 'the pinned policy commit, 40 hex (or LOOPGOV_POLICY_COMMIT)')
    .option('--protected-ref <ref>', 'the ref the commit must be reachable from', 'refs/remotes/origin/main')
    .option('--trust <file>', 'approver registry kept outside the policy repo (or LOOPGOV_TRUST; prod)')
    .option(
      '--policy-dir <dir>',
      'read a plain policies folder instead (profile dev only, audited as unpinned)',
    );
}

/**
 * The policy the flags (or the invocation's `LOOPGOV_*` variables) name, with paths made absolute against
 * the invocation's cwd; null when they name none (`required`: that is a usage error).
 *
 * @example
 * policySpecFromFlags(ctx, { policyDir: 'policies' }, true); // { kind: 'dir', dir: '<cwd>/policies' }
 */
export function policySpecFromFlags(ctx: CliContext, f: PinFlags, required: boolean): PolicySpec | null {
  const repo = f.policyRepo ?? ctx.env.LOOPGOV_POLICY_REPO;
  const commit = f.policyCommit ?? ctx.env.LOOPGOV_POLICY_COMMIT;
  const trustFile = f.trust ?? ctx.env.LOOPGOV_TRUST;
  if (f.policyDir !== undefined) {
    if (f.policyRepo !== undefined || f.policyCommit !== undefined) {
      throw usage('give either --policy-dir or --policy-repo/--policy-commit, not both');
    }
    return { kind: 'dir', dir: resolvePath(ctx, f.policyDir) };
  }
  if (!repo || commit === undefined) {
    if (!required && !repo && commit === undefined) return null;
    throw usage(
      'a run needs a pinned policy: --policy-repo and --policy-commit (or LOOPGOV_POLICY_REPO / LOOPGOV_POLICY_COMMIT), or --policy-dir in profile dev',
    );
  }
  return {
    kind: 'pinned',
    repo: resolveRepoArg(ctx, repo),
    commit,
    ...(f.protectedRef !== undefined ? { protectedRef: f.protectedRef } : {}),
    ...(trustFile ? { trustFile: resolvePath(ctx, trustFile) } : {}),
    // git's PATH, HOME, proxies and the cache dir: the invocation's, not this process's.
    env: ctx.env,
  };
}
