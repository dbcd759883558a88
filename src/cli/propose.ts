/**
 * `loopgov propose` (SPEC §6): the meta-loop. Dry run by default (prints the proposals and their replay);
 * `--write` writes them into the work tree; `--open-pr` commits each on its own branch as the registry's
 * proposer-bot, pushes, and opens or updates one pull request per policy area.
 */
import type { Command } from 'commander';
import { DEFAULT_MIN_RUNS, parseMinRuns } from '../core/propose/min-runs.js';
import { formatProposeText } from '../core/propose/report.js';
import { LoopgovError } from '../core/errors.js';
import { assertRemoteName } from '../io/propose/git.js';
import { assertToken, connectPullRequests } from '../io/propose/github.js';
import { computeProposals, type ProposeOutcome } from '../io/propose/propose.js';
import { type PublishedArea, publishAreas } from '../io/propose/publish.js';
import { writeProposalFiles } from '../io/propose/write.js';
import { parseRepoId } from '../core/approval/repo-id.js';
import { type BindCommand, type CliContext, resolvePath } from './context.js';
import { EXIT, reportJsonFailure, usage } from './exit.js';
import { printJson, writeText } from './output.js';

interface ProposeFlags {
  traces: string[];
  repo: string;
  base: string;
  minRuns: string;
  json?: boolean;
  write?: boolean;
  openPr?: boolean;
  repoId?: string;
  rollbackTo?: string;
  remote: string;
  prBase?: string;
}

const BRANCH = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/;

export function registerProposeCommand(program: Command, bind: BindCommand): void {
  program
    .command('propose')
    .description(
      'the meta-loop: learn from verified traces, replay them under the proposal, open the pull request',
    )
    .option(
      '--traces <dir>',
      'a folder of run traces (<run-id>/trace.jsonl); required, repeat for more',
      collect,
      [],
    )
    .requiredOption('--repo <dir>', 'the governance repository')
    .option('--base <rev>', 'the revision to propose against (the protected branch)', 'main')
    .option('--min-runs <n>', 'no rule fires on fewer runs than this', String(DEFAULT_MIN_RUNS))
    .option('--json', 'machine-readable output')
    .option('--write', 'write proposals/<id>.yaml and the edited policies/loop-policy.yaml')
    .option(
      '--open-pr',
      'commit each proposal on its own branch as the proposer-bot, push, open or update its pull request',
    )
    .option('--repo-id <owner/name>', 'the GitHub repository of the pull request (with --open-pr)')
    .option('--rollback-to <rev>', 'propose restoring the governed files of this revision instead')
    .option('--remote <name>', 'the git remote to push to (with --open-pr)', 'origin')
    .option('--pr-base <branch>', 'the pull request base branch (default: --base without origin/)')
    .action(
      bind(async (ctx, flags: ProposeFlags) => {
        // Paths as the invocation gave them, made absolute against its cwd.
        const o = {
          ...flags,
          repo: resolvePath(ctx, flags.repo),
          traces: flags.traces.map((t) => resolvePath(ctx, t)),
        };
        if (o.traces.length === 0) throw usage('--traces <dir> is required (repeat it for more folders)');
        // Decimal digits only: Number() would take `0x10`, `1e2` and ` 5` for 16, 100 and 5.
        const minRuns = parseMinRuns(
          /^\d{1,9}$/.test(o.minRuns) ? Number(o.minRuns) : Number.NaN,
          '--min-runs',
          JSON.stringify(o.minRuns),
        );
        // Flags that only --open-pr reads are refused without it, rather than silently ignored.
        for (const [flag, given] of [
          ['--repo-id', o.repoId],
          ['--pr-base', o.prBase],
        ] as const) {
          if (!o.openPr && given !== undefined)
            throw usage(`${flag} is only used with --open-pr (without it nothing is pushed or opened)`);
        }
        if (o.openPr && o.repoId === undefined)
          throw usage(
            '--open-pr needs --repo-id OWNER/NAME: the GitHub repository to open the pull request in',
          );
        const repoId = o.openPr ? parseRepoId(o.repoId ?? '', '--repo-id') : undefined;
        const prBase = o.prBase ?? o.base.replace(/^(refs\/heads\/|origin\/)/, '');
        if (o.openPr && !BRANCH.test(prBase))
          throw usage(`--pr-base must be a branch name (got ${JSON.stringify(prBase)})`);
        // Everything --open-pr needs is checked before the (long) computation and before any push.
        if (repoId) {
          assertRemoteName(o.remote);
          assertToken(ctx.env.GITHUB_TOKEN ?? '');
        }
        const outcome = await computeProposals({
          repo: o.repo,
          base: o.base,
          traces: o.traces,
          minRuns,
          ...(o.rollbackTo ? { rollbackTo: o.rollbackTo } : {}),
          // The proposer-bot too is checked before anything is computed (exit 2: nothing done).
          requireBot: repoId !== undefined,
        });
        const written = o.write ? write(o.repo, outcome) : [];
        const { prs, failures } = repoId
          ? await openPullRequests(ctx, o, repoId, prBase, outcome)
          : { prs: [], failures: [] };
        const failed = publishFailure(failures);
        const report = { ...outcome.result, written, pull_requests: prs };
        if (o.json) {
          // One JSON document: the report, and the failure in it (docs/cli.md).
          if (failed) return reportJsonFailure(failed, ctx, report);
          printJson(ctx.stdout, report);
          return EXIT.OK;
        }
        writeText(ctx.stdout, formatProposeText(outcome.result));
        for (const w of written) writeText(ctx.stdout, `wrote ${w}\n`);
        for (const p of prs)
          writeText(
            ctx.stdout,
            `pull request #${p.number} ${p.action} for ${p.area}: ${p.url} (branch ${p.branch}) — branch ${BRANCH_STATE[p.push]} ${p.commit.slice(0, 12)}\n`,
          );
        if (failed) throw failed;
        return EXIT.OK;
      }),
    );
}

/** An area that could not be published fails the command, after the others had their turn: all said. */
function publishFailure(failures: LoopgovError[]): LoopgovError | undefined {
  if (failures.length <= 1) return failures[0];
  return new LoopgovError(
    failures[0]!.code,
    `${failures.length} areas were not published: ${failures.map((f) => f.message).join(' | ')}`,
  );
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

function write(repo: string, outcome: ProposeOutcome): string[] {
  const files = outcome.areas.flatMap((a) => a.files);
  // Several areas edit one policy file: the work tree gets all their edits at once.
  const policy = outcome.combinedPolicy;
  const rest = files.filter((f) => !(policy && f.path === policy.path));
  return writeProposalFiles(repo, outcome.base.entries, policy ? [policy, ...rest] : rest);
}

const BRANCH_STATE: Record<PublishedArea['push'], string> = {
  created: 'created at',
  'fast-forward': 'fast-forwarded to',
  unchanged: 'unchanged at',
};

async function openPullRequests(
  ctx: CliContext,
  o: ProposeFlags,
  repoId: string,
  prBase: string,
  outcome: ProposeOutcome,
): Promise<{ prs: PublishedArea[]; failures: LoopgovError[] }> {
  const bot = outcome.bot;
  const email = bot?.emails?.[0];
  // computeProposals checked it first (requireBot): this only narrows the type.
  if (!bot || !email) throw usage('no approver with role proposer-bot and an email in the registry at base');
  const [owner, repo] = repoId.split('/') as [string, string];
  const pulls = await connectPullRequests({
    token: ctx.env.GITHUB_TOKEN ?? '',
    apiUrl: ctx.env.GITHUB_API_URL || 'https://api.github.com',
    owner,
    repo,
    timeoutMs: 30_000,
  });
  const target = {
    repo: o.repo,
    remote: o.remote,
    base: { commit: outcome.base.commit, branch: prBase },
    bot: { name: bot.id, email },
    pulls,
  };
  return publishAreas(target, outcome.areas);
}
