/** The `loopgov` command tree. Each command group registers itself from its own file. */
import { Command, CommanderError } from 'commander';
import { EXIT, reportError, type Run } from './exit.js';
import { registerPolicyCommands } from './policy.js';
import { registerApprovalCommands } from './approve.js';
import { registerGateCommands } from './gate.js';
import { registerKeyCommands } from './keys.js';
import { registerRunCommands } from './run.js';
import { registerHaltCommand } from './halt.js';
import { registerInitCommand } from './init.js';
import { registerTraceCommands } from './trace.js';
import { registerServeCommand } from './serve.js';
import { registerProposeCommand } from './propose.js';

/**
 * Runs the CLI on `argv` (without `node` and the script) and returns the exit code; never calls
 * `process.exit` itself, so tests and the bundle share it.
 */
export async function runCli(argv: string[]): Promise<number> {
  let code: number = EXIT.OK;
  const run: Run =
    (body) =>
    async (...args) => {
      try {
        code = await body(...args);
      } catch (e) {
        code = reportError(e);
      }
    };
  const program = new Command('loopgov')
    .description(
      'Agentic loop governance as code: policies in git, a signed-approval merge gate, a fail-closed runtime.',
    )
    .version(process.env.LOOPGOV_VERSION ?? '0.1.0')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  registerPolicyCommands(program, run);
  registerKeyCommands(program, run);
  registerApprovalCommands(program, run);
  registerGateCommands(program, run);
  registerRunCommands(program, run);
  registerHaltCommand(program, run);
  registerTraceCommands(program, run);
  registerServeCommand(program, run);
  registerProposeCommand(program, run);
  registerInitCommand(program, run);
  for (const cmd of allCommands(program))
    cmd.exitOverride().showHelpAfterError('(run with --help for usage)');
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version end with exit code 0; every other parse failure is a usage error.
      return e.exitCode === 0 ? EXIT.OK : EXIT.USAGE;
    }
    return reportError(e);
  }
  return code;
}

function allCommands(cmd: Command): Command[] {
  return cmd.commands.flatMap((c) => [c, ...allCommands(c)]);
}
