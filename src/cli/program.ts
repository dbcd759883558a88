/** The `loopgov` command tree. Each command group registers itself from its own file. */
import type { Writable } from 'node:stream';
import { Command, CommanderError } from 'commander';
import { registerApprovalCommands } from './approve.js';
import { asLoopgovError, errorJson, LoopgovError } from '../core/errors.js';
import type { BindCommand, BindOptions, CliContext, CommandBody } from './context.js';
import { EXIT, type ExitCode, reportError, reportJsonFailure } from './exit.js';
import { registerGateCommands } from './gate.js';
import { registerHaltCommand } from './halt.js';
import { addHelpCommand, addHelpTexts } from './help.js';
import { registerInitCommand } from './init.js';
import { registerKeyCommands } from './keys.js';
import { registerPolicyCommands } from './policy.js';
import { registerRunCommands } from './run.js';
import { registerTraceCommands } from './trace.js';
import { registerEscalationCommands } from './escalation.js';
import { registerServeCommand } from './serve.js';
import { registerProposeCommand } from './propose.js';
import { printJson } from './output.js';

/**
 * Runs the CLI on `argv` (without `node` and the script) and returns the exit code. Everything it reads
 * and writes goes through `ctx`; it never touches `process`, so invocations can run side by side in one
 * process (tests, hosts) as well as in `dist/cli.js`.
 *
 * @example
 * const code = await runCli(['policy', 'validate', '--dir', 'policies'], ctx);
 */
export async function runCli(argv: string[], ctx: CliContext): Promise<number> {
  let code: ExitCode = EXIT.OK;
  const bind: BindCommand =
    <A extends unknown[]>(body: CommandBody<A>, options: BindOptions = {}) =>
    async (...args: [...A, unknown]) => {
      // Commander passes the positional arguments, the options, then the Command (not the body's business).
      const parsed = args.slice(0, -1) as A;
      const json = (args.at(-1) as Command).opts().json === true;
      try {
        code = await body(ctx, ...parsed);
      } catch (e) {
        code = json
          ? reportJsonFailure(e, ctx, options.jsonFailure?.(asLoopgovError(e)))
          : reportError(e, ctx.stderr);
      }
    };
  const program = new Command('loopgov')
    .description(
      'Agentic loop governance as code: policies in git, a signed-approval merge gate, a fail-closed runtime.',
    )
    // Before any subcommand is added: each one copies the output settings of its parent.
    .configureOutput(commanderOutput(ctx))
    .version(ctx.env.LOOPGOV_VERSION ?? '0.1.0')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  registerPolicyCommands(program, bind);
  registerKeyCommands(program, bind);
  registerApprovalCommands(program, bind);
  registerGateCommands(program, bind);
  registerRunCommands(program, bind);
  registerHaltCommand(program, bind);
  registerTraceCommands(program, bind);
  registerEscalationCommands(program, bind);
  registerServeCommand(program, bind);
  registerProposeCommand(program, bind);
  registerInitCommand(program, bind);
  addHelpCommand(program);
  addHelpTexts(program);
  for (const cmd of allCommands(program))
    cmd.exitOverride().showHelpAfterError('(run with --help for usage)');
  const unknown = unknownHelpTopic(program, argv);
  if (unknown !== null) {
    ctx.stderr.write(`error: unknown command '${unknown}'\n(loopgov --help lists the commands)\n`);
    return EXIT.USAGE;
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version end with exit code 0; every other parse failure is a usage error. Commander
      // has said it on stderr; under --json it is said on stdout too, as every other failure is.
      if (e.exitCode === 0) return EXIT.OK;
      if (asksForJson(argv)) printJson(ctx.stdout, errorJson(commanderUsage(e)));
      return EXIT.USAGE;
    }
    return reportError(e, ctx.stderr);
  }
  return code;
}

/**
 * `loopgov help a b` for a command that does not exist: its name (commander prints the main help on
 * stderr and never says which name it did not know). Null for anything else.
 */
function unknownHelpTopic(program: Command, argv: string[]): string | null {
  if (argv[0] !== 'help' || argv.length < 2) return null;
  let cmd = program;
  for (const [i, name] of argv.slice(1).entries()) {
    if (name.startsWith('-')) return null;
    const sub = cmd.commands.find((c) => c.name() === name || c.aliases().includes(name));
    if (!sub) return argv.slice(1, i + 2).join(' ');
    cmd = sub;
  }
  return null;
}

/** `--json` among the options (before a `--` that ends them): the caller reads stdout as JSON. */
function asksForJson(argv: string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}

/** Commander's parse error (`error: unknown option '--x'`) as ours. */
function commanderUsage(e: CommanderError): LoopgovError {
  return new LoopgovError('ERR_USAGE', e.message.replace(/^error: /, ''));
}

function allCommands(cmd: Command): Command[] {
  return cmd.commands.flatMap((c) => [c, ...allCommands(c)]);
}

/** Help, usage errors and `--version` go to the invocation's streams, sized and coloured as they allow. */
function commanderOutput(ctx: CliContext) {
  const tty = (s: Writable) => s as Writable & { isTTY?: boolean; columns?: number; hasColors?(): boolean };
  const out = tty(ctx.stdout);
  const err = tty(ctx.stderr);
  return {
    writeOut: (s: string) => ctx.stdout.write(s),
    writeErr: (s: string) => ctx.stderr.write(s),
    // Commander's own default: the terminal's width, else 80.
    getOutHelpWidth: () => (out.isTTY && out.columns ? out.columns : 80),
    getErrHelpWidth: () => (err.isTTY && err.columns ? err.columns : 80),
    getOutHasColors: () => Boolean(out.isTTY && out.hasColors?.()),
    getErrHasColors: () => Boolean(err.isTTY && err.hasColors?.()),
  };
}
