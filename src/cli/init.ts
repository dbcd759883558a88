/** `loopgov init [DIR]`: scaffold a governance repository (the logic is `io/init/scaffold.ts`). */
import type { Command } from 'commander';
import { parseRepoId } from '../core/approval/repo-id.js';
import { parseActionRef } from '../core/init/templates.js';
import { writeScaffold } from '../io/init/scaffold.js';
import { type BindCommand, resolvePath } from './context.js';
import { EXIT } from './exit.js';
import { writeText } from './output.js';

/** The `--repo-id` default: a placeholder the scaffolded files ask the user to replace. */
const PLACEHOLDER = 'OWNER/NAME';

export function registerInitCommand(program: Command, bind: BindCommand): void {
  program
    .command('init')
    .argument('[dir]', 'where to create the governance repository', '.')
    .description(
      'scaffold a governance repository: the three governed files, the policy-gate and CI workflows, a README',
    )
    .option('--git', 'also `git init -b main` the folder')
    .option('--repo-id <owner/name>', 'the repository id approvals will be bound to', PLACEHOLDER)
    .option('--action <ref>', 'the policy-gate Action to use (owner/name@ref: a tag, branch or commit SHA)')
    .action(
      bind(async (ctx, dir: string, o: { git?: boolean; repoId: string; action?: string }) => {
        if (o.repoId !== PLACEHOLDER) parseRepoId(o.repoId, '--repo-id');
        if (o.action !== undefined) parseActionRef(o.action, '--action');
        const version = program.version() ?? '0.1.0';
        const r = writeScaffold(
          resolvePath(ctx, dir),
          { version, repoId: o.repoId, action: o.action ?? `loopgov/loopgov@v${version}` },
          { git: o.git },
        );
        for (const path of r.written) writeText(ctx.stdout, `created ${path}\n`);
        if (r.git) writeText(ctx.stdout, `initialized a git repository in ${dir} (branch main)\n`);
        writeText(
          ctx.stdout,
          `next: add the first approvers to ${dir}/policies/approvers.yaml — see "Bootstrap" in ${dir}/README.md\n`,
        );
        return EXIT.OK;
      }),
    );
}
