/**
 * `loopgov run`: step events as JSON lines on the invocation's stdin, one decision JSON line per event
 * on its stdout (SPEC §4.3). Exit 0 DONE, 3 HALT, 4 ESCALATE. Lines are evaluated strictly one at a time.
 *
 * Group commit: while more input is already buffered, steps are evaluated with deferred sync and their
 * decisions held; before the held batch is written (and so before every wait for input, and before
 * exit) one `run.sync()` makes all their records durable (`DecisionWriter`, decision 023).
 */
import type { Command } from 'commander';
import { describeError } from '../core/errors.js';
import type { Decision, StepEvent } from '../core/run/types.js';
import { parseRunId } from '../core/trace/run-id.js';
import type { CheckpointOption } from '../io/run/checkpoint-option.js';
import { continueRun } from '../io/run/governed-run.js';
import { type OpenedRun, type OpenRunOptions, openRun } from '../io/run/open-run.js';
import { createCommandRunner } from '../io/verify/command-runner.js';
import { type BindCommand, type CliContext, resolvePath, type StopSignal } from './context.js';
import { DecisionWriter } from './decision-writer.js';
import { EXIT, type ExitCode, usage } from './exit.js';
import { addPinOptions, type PinFlags, policySpecFromFlags } from './pin-flags.js';
import { parseLevel, parseProfile } from './policy.js';
import { LineTooLongError, readLines } from './stdin-lines.js';

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
    .option('--checkpoint-every <n>', 'records between checkpoints (0: only at run_end)', '1000');
  addPinOptions(cmd).action(bind(runCommand));
}

async function runCommand(ctx: CliContext, flags: RunFlags): Promise<ExitCode> {
  const opts = parseFlags(flags, ctx);
  const run = flags.continue ? await continueRun(opts) : await openRun(opts as OpenRunOptions);
  const out = new DecisionWriter(ctx.stdout);
  try {
    return await govern(run, flags, opts.runId, out, ctx);
  } finally {
    await out.close();
  }
}

async function govern(
  run: OpenedRun,
  flags: RunFlags,
  runId: string,
  out: DecisionWriter,
  ctx: CliContext,
): Promise<ExitCode> {
  const ended = run.refused ?? run.outcome;
  if (ended) {
    const what = flags.continue ? 'not continued' : 'refused before its first step';
    ctx.stderr.write(`loopgov: run ${runId} ${what}: ${ended.detail}\n`);
    await out.emit(ended);
    return exitFor(ended);
  }
  out.syncWith(() => run.sync());
  let terminal: Decision | null = null;
  let stopping: Promise<void> | null = null;
  const stop = (signal: StopSignal) => {
    stopping = run.halt('incomplete', `loopgov run received ${signal}`).then(async (d) => {
      await out.emit(d);
      ctx.stdin.destroy();
    });
  };
  ctx.signals.once('SIGINT', stop);
  ctx.signals.once('SIGTERM', stop);
  try {
    for await (const { text: line, more } of readLines(ctx.stdin, MAX_LINE_BYTES)) {
      // Decisions are written in batches while more input is already buffered, and always flushed
      // before waiting for input: an interactive runner gets each decision before its next event.
      out.hold = more;
      if (line.trim() === '') {
        if (!more) await out.flush();
        continue;
      }
      let d: Decision;
      let event: unknown;
      try {
        event = JSON.parse(line);
      } catch (e) {
        d = await haltInvalid(run, `line is not JSON: ${describeError(e)}`, out, ctx);
        terminal = d;
        break;
      }
      if (run.outcome) break;
      // Any parsed JSON: run.step validates it (one that does not match ends the run as invalid_event).
      d = await run.step(event as StepEvent, { deferSync: more });
      if (d.reason === 'invalid_event') ctx.stderr.write(`loopgov: invalid step event: ${d.detail}\n`);
      await out.emit(d);
      if (run.outcome) {
        terminal = run.outcome;
        break;
      }
    }
  } catch (e) {
    if (!run.outcome) {
      const detail = e instanceof LineTooLongError ? e.message : `cannot read stdin: ${describeError(e)}`;
      terminal = await haltInvalid(run, detail, out, ctx);
    }
  } finally {
    out.hold = false;
    await out.flush();
    ctx.signals.removeListener('SIGINT', stop);
    ctx.signals.removeListener('SIGTERM', stop);
  }
  if (!terminal && !run.outcome) {
    const d = await run.close();
    if (d) {
      ctx.stderr.write(`loopgov: stdin closed without a terminal decision: HALT (incomplete)\n`);
      await out.emit(d);
    }
    terminal = d;
  } else {
    await run.close();
  }
  // A signal's HALT is the run's outcome: its line is written before the invocation ends.
  await stopping;
  const final = terminal ?? run.outcome;
  return final ? exitFor(final) : EXIT.HALT;
}

async function haltInvalid(
  run: OpenedRun,
  detail: string,
  out: DecisionWriter,
  ctx: CliContext,
): Promise<Decision> {
  ctx.stderr.write(`loopgov: invalid step event: ${detail}\n`);
  const d = await run.halt('invalid_event', detail);
  await out.emit(d);
  return d;
}

function parseFlags(
  f: RunFlags,
  ctx: CliContext,
): Omit<OpenRunOptions, 'project' | 'level' | 'profile'> & Partial<OpenRunOptions> {
  parseRunId(f.runId);
  if (f.durability !== 'fsync' && f.durability !== 'none') {
    throw usage(`--durability must be fsync or none (got ${JSON.stringify(f.durability)})`);
  }
  if (f.governance !== 'on' && f.governance !== 'off') {
    throw usage(`--governance must be on or off (got ${JSON.stringify(f.governance)})`);
  }
  const policy = policySpecFromFlags(ctx, f, true)!;
  if (!f.continue) {
    for (const k of ['project', 'level', 'profile'] as const)
      if (f[k] === undefined)
        throw usage(`required option '--${k} <${k === 'project' ? 'name' : k}>' not specified`);
  } else if (f.governance !== 'on') {
    throw usage('--governance is taken from the run being continued');
  }
  return {
    runId: f.runId,
    ...(f.project !== undefined ? { project: f.project } : {}),
    ...(f.level !== undefined ? { level: parseLevel(f.level) } : {}),
    ...(f.profile !== undefined ? { profile: parseProfile(f.profile) } : {}),
    policy,
    // openRun would resolve relative paths against this process's cwd, not the invocation's.
    traceDir: resolvePath(ctx, f.traceDir),
    // A continued run defaults to the workdir its trace records; a new one to the invocation's cwd.
    ...(f.workdir !== undefined || !f.continue ? { workdir: resolvePath(ctx, f.workdir ?? '.') } : {}),
    durability: f.durability,
    governanceOff: f.governance === 'off',
    // Command gates get the invocation's environment, not this process's.
    runner: createCommandRunner(ctx.env),
    ...(f.checkpointKey
      ? { checkpoint: checkpointOption(ctx, resolvePath(ctx, f.checkpointKey), f.checkpointEvery) }
      : {}),
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
    onError: (e) => ctx.stderr.write(`loopgov: checkpoint not written: ${e.message}\n`),
  };
}
