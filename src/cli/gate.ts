/** `loopgov gate`: the merge gate of SPEC §3.3 run locally (the Action runs the same core). */
import type { Command } from 'commander';
import { parseRepoId } from '../core/approval/repo-id.js';
import { evaluateMergeGate } from '../core/merge/evaluate.js';
import { pullRequestAuthor } from '../core/merge/proposers.js';
import { formatMergeGateJson, formatMergeGateMarkdown, formatMergeGateText } from '../core/merge/report.js';
import { gatherMergeGateInput } from '../io/merge/gather.js';
import { formatImpactMarkdown, formatImpactText, impactJson } from '../core/propose/impact.js';
import { whyNotAFolder } from '../io/fs/folder.js';
import { computeGateImpact } from '../io/propose/impact.js';
import { type BindCommand, resolvePath } from './context.js';
import { EXIT, usage } from './exit.js';
import { writeText } from './output.js';

export function registerGateCommands(program: Command, bind: BindCommand): void {
  program
    .command('gate')
    .description(
      'run the merge gate on base..head: schema, semantic diff, ceiling, signed approvals, separation of duties',
    )
    .requiredOption('--repo <dir>', 'the governance repository')
    .requiredOption('--base <rev>', 'base revision (the target branch)')
    .requiredOption('--head <rev>', 'head revision (the pull request)')
    .requiredOption('--repo-id <owner/name>', 'repository id the approvals are bound to (their aud)')
    .requiredOption('--author <login>', "the pull request author's GitHub login (a proposer)")
    .option(
      '--pull-head <rev>',
      "merge queue: the pull request's own head, --head being the queue's build of it (as the Action's merge_group)",
    )
    .option('--json', 'machine-readable output (not with --markdown)')
    .option('--markdown', 'GitHub job-summary markdown (not with --json)')
    .option(
      '--traces <dir>',
      'also replay the runs under this folder with the head policy (impact section; repeatable)',
      (v: string, prev: string[]) => [...prev, v],
      [] as string[],
    )
    .action(
      bind(
        async (
          ctx,
          o: {
            repo: string;
            base: string;
            head: string;
            repoId: string;
            author: string;
            pullHead?: string;
            json?: boolean;
            markdown?: boolean;
            traces: string[];
          },
        ) => {
          // One report per run: --json and --markdown together would silently print only one of them.
          if (o.json && o.markdown) throw usage('give --json or --markdown, not both');
          const repoId = parseRepoId(o.repoId, '--repo-id');
          const author = pullRequestAuthor(o.author, '--author');
          const input = await gatherMergeGateInput({
            dir: resolvePath(ctx, o.repo),
            base: o.base,
            head: o.head,
            repoId,
            proposers: [author],
            ...(o.pullHead !== undefined ? { pullHead: o.pullHead } : {}),
            now: Math.floor(Date.now() / 1000),
          });
          const result = await evaluateMergeGate(input);
          let text = o.json
            ? formatMergeGateJson(result)
            : o.markdown
              ? formatMergeGateMarkdown(result)
              : formatMergeGateText(result);
          // A typo in --traces would only show as "impact unavailable" deep in the report: say it on
          // stderr too. The verdict stays the gate's alone (decision 045).
          for (const t of o.traces) {
            const why = whyNotAFolder(resolvePath(ctx, t));
            if (why)
              writeText(
                ctx.stderr,
                `loopgov: warning: --traces ${t}: ${why} (no impact from it; the verdict does not change)\n`,
              );
          }
          if (o.traces.length > 0) {
            // The impact section is additive: it informs the reviewer and never changes the verdict.
            const impact = await computeGateImpact(
              o.traces.map((t) => resolvePath(ctx, t)),
              input.head,
            );
            if (o.json)
              text = `${JSON.stringify({ ...JSON.parse(text), impact: impactJson(impact) }, null, 2)}\n`;
            else text += o.markdown ? `\n${formatImpactMarkdown(impact)}` : formatImpactText(impact);
          }
          writeText(ctx.stdout, text);
          return result.verdict === 'pass' ? EXIT.OK : EXIT.REJECTED;
        },
      ),
    );
}
