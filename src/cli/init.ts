/** `loopgov init [DIR]`: scaffold a governance repository (the logic is `io/init/scaffold.ts`). */
import type { Command } from 'commander';
import { writeScaffold } from '../io/init/scaffold.js';
import { EXIT, usage } from './exit.js';
import type { Run } from './exit.js';

const REPO_ID = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;

export function registerInitCommand(program: Command, run: Run): void {
  program
    .command('init')
    .argument('[dir]', 'where to create the governance repository', '.')
    .description(
      'scaffold a governance repository: the three governed files, the policy-gate and CI workflows, a README',
    )
    .option('--git', 'also `git init -b main` the folder')
    .option('--repo-id <owner/name>', 'the repository id approvals will be bound to', 'OWNER/NAME')
    .option('--action <ref>', 'the policy-gate Action to use (owner/name@ref)')
    .addHelpText(
      'after',
      '\nExample:\n  loopgov init agent-policies --git --repo-id acme/agent-policies\n\nExit codes: 0 written, 2 a file exists (nothing written) or bad usage.',
    )
    .action(
      run(async (dir: string, o: { git?: boolean; repoId: string; action?: string }) => {
        if (o.repoId !== 'OWNER/NAME' && !REPO_ID.test(o.repoId))
          throw usage(`--repo-id must be OWNER/NAME (got ${JSON.stringify(o.repoId)})`);
        const version = program.version() ?? '0.1.0';
        const r = writeScaffold(
          dir,
          { version, repoId: o.repoId, action: o.action ?? `loopgov/loopgov@v${version}` },
          { git: o.git },
        );
        for (const path of r.written) process.stdout.write(`created ${path}\n`);
        if (r.git) process.stdout.write(`initialized a git repository in ${dir} (branch main)\n`);
        process.stdout.write(
          `next: add the first approvers to ${dir}/policies/approvers.yaml — see "Bootstrap" in ${dir}/README.md\n`,
        );
        return EXIT.OK;
      }),
    );
}
