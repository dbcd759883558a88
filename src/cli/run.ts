/**
 * `loopgov run`: step events as JSON lines on the invocation's stdin, one decision JSON line per event
 * on its stdout (SPEC §4.3). Exit 0 DONE, 3 HALT, 4 ESCALATE. Lines are evaluated strictly one at a time.
 *
 * Group commit: while more input is already buffered, steps are evaluated with deferred sync and their
 * decisions held; before the held batch is written (and so before every wait for input, and before
 * exit) one `run.sync()` makes all their records durable (`DecisionWriter`, decision 023).
 */
import type { Command } from 'commander';
import type { LoopgovError } from '../core/errors.js';
import { describeError } from '../core/errors.js';
import { olderProofWarning } from '../core/run/older-proof.js';
import type { Decision, StepEvent } from '../core/run/types.js';
import { parseContinueOptions, parseRunOptions } from '../core/run/options.js';
import { parseStepLine } from '../core/run/step-line.js';
import { type CheckpointOption, loadCheckpointOption } from '../io/run/checkpoint-option.js';
import { continueRun } from '../io/run/governed-run.js';
import { type OpenedRun, type OpenRunOptions, openRun } from '../io/run/open-run.js';
import { assertFolder } from '../io/fs/folder.js';
import { createCommandRunner } from '../io/verify/command-runner.js';
import { type BindCommand, type CliContext, inputFile, resolvePath, type StopSignal } from './context.js';
import { DecisionWriter } from './decision-writer.js';
import { EXIT, type ExitCode, usage } from './exit.js';
import { addPinOptions, flagName, type PinFlags, policySpecFromFlags } from './pin-flags.js';
import { LineReader, LineTooLongError } from './stdin-lines.js';
import { writeText } from './output.js';

/** Above the largest artifact a step event may carry (64 MiB of text, or its base64). */
const MAX_LINE_BYTES = 96 * 1024 * 1024;

interface RunFlags extends PinFlags {
  runId: string;
  project?: string;
  level?: string;
  profile?: string;
  continue?: boolean;
  traceDir: string;
  workdir?: string;
  durability: string;
  governance: string;
  checkpointKey?: string;
  checkpointEvery?: string;
}

export function registerRunCommands(program: Command, bind: BindCommand): void {
  const cmd = program
    .command('run')
    .description(
      'govern one agent run: step events as JSON lines on stdin, decisions as JSON lines on stdout',
    )
    .requiredOption('--run-id <id>', 'the run id (a new run: its trace must not exist yet)')
    .option('--project <name>', 'the project whose policy applies')
    .option('--level <level>', 'delegation level L0-L5')
    .option('--profile <profile>', 'prod or dev')
    .option(
      '--continue',
      'go on with an escalated run after a signed resume (SPEC §4.4); scope from its trace',
    )
    .requiredOption('--trace-dir <dir>', 'where the run trace is written')
    .option('--workdir <dir>', 'where command gates and success criteria run (default: the current dir)')
    .option('--durability <mode>', 'fsync (every record on disk before its decision) or none', 'fsync')
    .option('--governance <on|off>', 'off: dev only, where the policy allows it; recorded in the trace', 'on')
    .option(
      '--checkpoint-key <file>',
      'sign a checkpoint at every run_end and every N records (a private JWK)',
    )
    .option(
      '--checkpoint-every <n>',
      'records between checkpoints (0: only at run_end; default 1000); with --checkpoint-key only',
    );
  addPinOptions(cmd).action(bind(runCommand));
}

async function runCommand(ctx: CliContext, flags: RunFlags): Promise<ExitCode> {
  const opts = parseFlags(flags, ctx);
  // The library checks it again as `checkpoint.keyFile`; here first, in the flag's name (exit 2).
  await loadCheckpointOption(opts.checkpoint, '--checkpoint-key');
  const signals = watchSignals(ctx);
  const out = new DecisionWriter(ctx.stdout);
  try {
    const run = flags.continue ? await continueRun(opts) : await openRun(opts as OpenRunOptions);
    return await govern(run, flags, opts.runId, out, ctx, signals);
  } finally {
    await out.close();
    // Last: a signal while the lines drain is still said and ignored (then dist/cli.js takes over).
    signals.dispose();
  }
}

async function govern(
  run: OpenedRun,
  flags: RunFlags,
  runId: string,
  out: DecisionWriter,
  ctx: CliContext,
  signals: Signals,
): Promise<ExitCode> {
  const ended = run.refused ?? run.outcome;
  if (ended) {
    const what = flags.continue ? 'not continued' : 'refused before its first step';
    writeText(ctx.stderr, `loopgov: run ${runId} ${what}: ${ended.detail}\n`);
    await out.emit(ended);
    return exitFor(ended);
  }
  // Said once, at the start: a run that could not reach its policy repository went on unchecked by it.
  const older = olderProofWarning(run.policy?.reachability, Date.now());
  if (older) writeText(ctx.stderr, `loopgov: warning: run ${runId}: ${older}\n`);
  out.syncWith(() => run.sync());
  let terminal: Decision | null = null;
  // SIGINT/SIGTERM (SPEC §4.3): HALT (`signal`) at once — a step in progress is cut short and its
  // command gates' process groups killed — recorded, one decision line (the writer writes each once).
  let stopping: Promise<void> | null = null;
  const stop = (reason: 'signal' | 'incomplete', detail: string) => {
    stopping ??= run.halt(reason, detail).then(async (d) => {
      await out.emit(d);
      ctx.stdin.destroy();
    });
  };
  signals.attach((signal) => stop('signal', `loopgov run received ${signal}`));
  // A runner that stopped reading hears no decision: the run ends as when it stops writing (SPEC §4.3),
  // at once — not after deciding every step still to come for nobody.
  out.onGone((e) => {
    if (run.outcome) return;
    const why = `stdout closed (${(e as NodeJS.ErrnoException).code ?? e.message}): nobody reads the decisions`;
    writeText(ctx.stderr, `loopgov: ${why}: HALT (incomplete)\n`);
    stop('incomplete', why);
  });
  // Someone who typed `loopgov run …` at a terminal sees nothing happen otherwise. Only on a terminal:
  // a runner's pipe gets no extra text.
  if ((ctx.stdin as { isTTY?: boolean }).isTTY === true)
    writeText(
      ctx.stderr,
      'loopgov: reading step events from stdin (one JSON per line; Ctrl-D ends the input)…\n',
    );
  const lines = new LineReader(ctx.stdin, MAX_LINE_BYTES);
  try {
    // A line already buffered is taken without a turn of the event loop; only a wait for input awaits.
    for (let next = lines.take() ?? (await lines.read()); next; next = lines.take() ?? (await lines.read())) {
      const { text: line, more, unreadable, number } = next;
      // Named by its line: a runner's log shows lines, and the HALT carries the last step that was read.
      const at = `stdin line ${number}`;
      // Decisions are written in batches while more input is already buffered, and always flushed
      // before waiting for input: an interactive runner gets each decision before its next event.
      out.hold = more;
      if (!unreadable && line.trim() === '') {
        if (!more) await out.flush();
        continue;
      }
      let event: unknown;
      if (unreadable) {
        terminal = await haltInvalid(run, `${at} ${unreadable}`, out, ctx);
        break;
      }
      // JSON, and no key twice (another reader would take the other value): what the library exports.
      try {
        event = parseStepLine(line, at);
      } catch (e) {
        // `stdin line 3 is not JSON: …`, `stdin line 3 has the key "tokens" twice …`.
        terminal = await haltInvalid(run, (e as LoopgovError).message, out, ctx);
        break;
      }
      if (run.outcome) break;
      // Any parsed JSON: run.step validates it (one that does not match ends the run as invalid_event).
      const d = await run.step(event as StepEvent, { deferSync: more });
      // The detail says it already (`ERR_STEP_INVALID: invalid step event: …`): said once, with its line.
      if (d.reason === 'invalid_event') writeText(ctx.stderr, `loopgov: ${d.detail} (${at})\n`);
      const written = out.emit(d);
      if (written) await written;
      if (run.outcome) {
        terminal = run.outcome;
        break;
      }
    }
  } catch (e) {
    if (!run.outcome) {
      const detail =
        e instanceof LineTooLongError ? `stdin ${e.message}` : `cannot read stdin: ${describeError(e)}`;
      terminal = await haltInvalid(run, detail, out, ctx);
    }
  } finally {
    await lines.close();
    out.hold = false;
    await stopping;
    await out.flush();
  }
  if (!terminal && !run.outcome) {
    const d = await run.close();
    if (d) {
      writeText(ctx.stderr, `loopgov: stdin closed without a terminal decision: HALT (incomplete)\n`);
      await out.emit(d);
    }
    terminal = d;
  } else {
    await run.close();
  }
  // A signal's HALT is the run's outcome: its line is written before the invocation ends.
  await stopping;
  const final = terminal ?? run.outcome;
  // An internal error or a trace that cannot be written (a full disk, a failed fsync, another writer's
  // end) is said on stderr as every other HALT that is no verdict on the agent is.
  if (final?.reason === 'fail_closed')
    writeText(ctx.stderr, `loopgov: run ${runId}: HALT (fail_closed): ${final.detail}\n`);
  return final ? exitFor(final) : EXIT.HALT;
}

interface Signals {
  /** Calls `stop` for the first SIGINT/SIGTERM — at once if one came while the run was opening. */
  attach(stop: (signal: StopSignal) => void): void;
  dispose(): void;
}

/**
 * Listens for SIGINT/SIGTERM from before the run opens until the command returns. Only the first one
 * stops the run; later ones are said and ignored, so a second Ctrl-C cannot end the process before the
 * HALT is recorded (kill -9 still can: `loopgov trace close` closes such a run).
 */
function watchSignals(ctx: CliContext): Signals {
  let first: StopSignal | null = null;
  let stop: ((signal: StopSignal) => void) | null = null;
  const on = (signal: StopSignal) => {
    if (first) {
      writeText(ctx.stderr, `loopgov: ${signal} again: already stopping; the HALT is being recorded\n`);
      return;
    }
    first = signal;
    writeText(ctx.stderr, `loopgov: ${signal}: ending the run as HALT (signal)\n`);
    stop?.(signal);
  };
  ctx.signals.on('SIGINT', on);
  ctx.signals.on('SIGTERM', on);
  return {
    attach(fn) {
      stop = fn;
      if (first) fn(first);
    },
    dispose() {
      ctx.signals.removeListener('SIGINT', on);
      ctx.signals.removeListener('SIGTERM', on);
    },
  };
}

async function haltInvalid(
  run: OpenedRun,
  detail: string,
  out: DecisionWriter,
  ctx: CliContext,
): Promise<Decision> {
  // Said as every other invalid event is (`ERR_STEP_INVALID: invalid step event: …`); the trace and the
  // decision keep the detail without the code, as `run.halt` records any detail.
  writeText(ctx.stderr, `loopgov: ERR_STEP_INVALID: invalid step event: ${detail}\n`);
  const d = await run.halt('invalid_event', detail);
  await out.emit(d);
  return d;
}

/**
 * Flags (and their env stand-ins) as run options, checked by the validator `openRun` and `continueRun`
 * use too (`parseRunOptions`), its errors in flag names.
 */
function parseFlags(
  f: RunFlags,
  ctx: CliContext,
): Omit<OpenRunOptions, 'project' | 'level' | 'profile'> & Partial<OpenRunOptions> {
  if (f.governance !== 'on' && f.governance !== 'off') {
    throw usage(`--governance must be on or off (got ${JSON.stringify(f.governance)})`);
  }
  // Never silently ignored: without a key no checkpoint is signed, so the number would be read by nothing.
  if (f.checkpointEvery !== undefined && f.checkpointKey === undefined)
    throw usage(
      `--checkpoint-every goes with --checkpoint-key: without a key no checkpoint is signed (got --checkpoint-every ${JSON.stringify(f.checkpointEvery)})`,
    );
  const raw = {
    runId: f.runId,
    ...(f.project !== undefined ? { project: f.project } : {}),
    ...(f.level !== undefined ? { level: f.level } : {}),
    ...(f.profile !== undefined ? { profile: f.profile } : {}),
    policy: policySpecFromFlags(ctx, f, true)!,
    traceDir: f.traceDir,
    ...(f.workdir !== undefined ? { workdir: f.workdir } : {}),
    durability: f.durability,
    // A continuation's governance is its own command's, as a new run's (never the trace's).
    governanceOff: f.governance === 'off',
    // Command gates get the invocation's environment, not this process's.
    runner: createCommandRunner(ctx.env),
    ...(f.checkpointKey !== undefined
      ? {
          checkpoint: checkpointOption(
            ctx,
            inputFile(ctx, f.checkpointKey, '--checkpoint-key'),
            f.checkpointEvery,
          ),
        }
      : {}),
  };
  const opts = f.continue ? parseContinueOptions(raw, flagName) : parseRunOptions(raw, flagName);
  if (f.workdir !== undefined) assertFolder(resolvePath(ctx, f.workdir), '--workdir');
  // A file in the way is a slip in the flag (exit 2, nothing written), as for serve; one not there yet is made.
  assertFolder(resolvePath(ctx, f.traceDir), '--trace-dir', { mayBeMissing: true });
  return {
    ...(opts as ReturnType<typeof parseFlags>),
    // Checked as given; openRun would resolve relative paths against this process's cwd, not the
    // invocation's. A continued run too runs its gates in --workdir or the cwd — never in a workdir its
    // trace names (whoever can edit a trace must not choose where commands run).
    traceDir: resolvePath(ctx, f.traceDir),
    workdir: resolvePath(ctx, f.workdir ?? '.'),
  };
}

function exitFor(d: Decision): ExitCode {
  if (d.decision === 'DONE') return EXIT.OK;
  if (d.decision === 'ESCALATE') return EXIT.ESCALATE;
  return EXIT.HALT;
}

function checkpointOption(ctx: CliContext, keyFile: string, every = '1000'): CheckpointOption {
  if (!/^\d{1,9}$/.test(every))
    throw usage(`--checkpoint-every must be a whole number (got ${JSON.stringify(every)})`);
  return {
    keyFile,
    every: Number(every),
    onError: (e) => writeText(ctx.stderr, `loopgov: checkpoint not written: ${e.message}\n`),
  };
}
