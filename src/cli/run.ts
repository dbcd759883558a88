/**
 * `loopgov run`: step events as JSON lines on stdin, one decision JSON line per event on stdout
 * (SPEC §4.3). Exit 0 DONE, 3 HALT, 4 ESCALATE. Lines are evaluated strictly one at a time.
 *
 * Group commit: while more input is already buffered, steps are evaluated with deferred sync and their
 * decisions held; before the held batch is written (and so before every wait for input, and before
 * exit) one `run.sync()` makes all their records durable. If that fails the batch is dropped and the
 * run's HALT (`fail_closed`) is written instead: no decision ever precedes its durable record.
 */
import type { Command } from 'commander';
import type { Decision, StepEvent } from '../core/run/types.js';
import { type OpenedRun, type OpenRunOptions, openRun } from '../io/run/open-run.js';
import { EXIT, type ExitCode, usage } from './exit.js';
import { parseRunOptions } from '../core/run/options.js';
import { addPinOptions, flagName, type PinFlags, policySpecFromFlags } from './pin-flags.js';
import type { Run } from './exit.js';
import { LineTooLongError, readLines } from './stdin-lines.js';

/** Above the largest artifact a step event may carry (64 MiB of text, or its base64). */
const MAX_LINE_BYTES = 96 * 1024 * 1024;

interface RunFlags extends PinFlags {
  runId: string;
  project: string;
  level: string;
  profile: string;
  traceDir: string;
  workdir?: string;
  durability: string;
  governance: string;
}

export function registerRunCommands(program: Command, run: Run): void {
  const cmd = program
    .command('run')
    .description(
      'govern one agent run: step events as JSON lines on stdin, decisions as JSON lines on stdout',
    )
    .requiredOption('--run-id <id>', 'the run id (a new run: its trace must not exist yet)')
    .requiredOption('--project <name>', 'the project whose policy applies')
    .requiredOption('--level <level>', 'delegation level L0-L5')
    .requiredOption('--profile <profile>', 'prod or dev')
    .requiredOption('--trace-dir <dir>', 'where the run trace is written')
    .option('--workdir <dir>', 'where command gates and success criteria run (default: the current dir)')
    .option('--durability <mode>', 'fsync (every record on disk before its decision) or none', 'fsync')
    .option(
      '--governance <on|off>',
      'off: dev only, where the policy allows it; recorded in the trace',
      'on',
    );
  addPinOptions(cmd).action(run(async (flags: RunFlags) => runCommand(flags)));
}

async function runCommand(flags: RunFlags): Promise<ExitCode> {
  const opts = parseFlags(flags);
  const signals = watchSignals();
  try {
    return await govern(await openRun(opts), opts, signals);
  } finally {
    signals.dispose();
  }
}

async function govern(run: OpenedRun, opts: OpenRunOptions, signals: Signals): Promise<ExitCode> {
  if (run.refused) {
    process.stderr.write(`loopgov: run ${opts.runId} refused before its first step: ${run.refused.detail}\n`);
    await emit(run.refused);
    return exitFor(run.refused);
  }
  out.sync = () => run.sync();
  let terminal: Decision | null = null;
  // SIGINT/SIGTERM (SPEC §4.3): HALT (`signal`) at once — a step in progress is cut short and its
  // command gates' process groups killed — recorded, one decision line.
  let stopping: Promise<void> | null = null;
  signals.attach((signal) => {
    stopping = run.halt('signal', `loopgov run received ${signal}`).then(async (d) => {
      await emit(d);
      process.stdin.destroy();
    });
  });
  try {
    for await (const { text: line, more } of readLines(process.stdin, MAX_LINE_BYTES)) {
      // Decisions are written in batches while more input is already buffered, and always flushed
      // before waiting for input: an interactive runner gets each decision before its next event.
      out.hold = more;
      if (line.trim() === '') {
        if (!more) await flush();
        continue;
      }
      let d: Decision;
      let event: unknown;
      try {
        event = JSON.parse(line);
      } catch (e) {
        d = await haltInvalid(run, `line is not JSON: ${(e as Error).message}`);
        terminal = d;
        break;
      }
      if (run.outcome) break;
      // Any parsed JSON: run.step validates it (one that does not match ends the run as invalid_event).
      d = await run.step(event as StepEvent, { deferSync: more });
      if (d.reason === 'invalid_event') process.stderr.write(`loopgov: invalid step event: ${d.detail}\n`);
      await emit(d);
      if (run.outcome) {
        terminal = run.outcome;
        break;
      }
    }
  } catch (e) {
    if (!run.outcome) {
      const detail =
        e instanceof LineTooLongError ? e.message : `cannot read stdin: ${(e as Error)?.message ?? e}`;
      terminal = await haltInvalid(run, detail);
    }
  } finally {
    out.hold = false;
    await stopping;
    await flush();
  }
  if (!terminal && !run.outcome) {
    const d = await run.close();
    if (d) {
      process.stderr.write(`loopgov: stdin closed without a terminal decision: HALT (incomplete)\n`);
      await emit(d);
    }
    terminal = d;
  } else {
    await run.close();
  }
  const final = terminal ?? run.outcome;
  return final ? exitFor(final) : EXIT.HALT;
}

interface Signals {
  /** Calls `stop` for the first SIGINT/SIGTERM — at once if one came while the run was opening. */
  attach(stop: (signal: NodeJS.Signals) => void): void;
  dispose(): void;
}

/**
 * Listens for SIGINT/SIGTERM from before the run opens until the command returns. Only the first one
 * stops the run; later ones are said and ignored, so a second Ctrl-C cannot kill the process before the
 * HALT is recorded (kill -9 still can: `loopgov trace close` closes such a run).
 */
function watchSignals(): Signals {
  let first: NodeJS.Signals | null = null;
  let stop: ((signal: NodeJS.Signals) => void) | null = null;
  const on = (signal: NodeJS.Signals) => {
    if (first) {
      process.stderr.write(`loopgov: ${signal} again: already stopping; the HALT is being recorded\n`);
      return;
    }
    first = signal;
    process.stderr.write(`loopgov: ${signal}: ending the run as HALT (signal)\n`);
    stop?.(signal);
  };
  process.on('SIGINT', on).on('SIGTERM', on);
  return {
    attach(fn) {
      stop = fn;
      if (first) fn(first);
    },
    dispose() {
      process.removeListener('SIGINT', on).removeListener('SIGTERM', on);
    },
  };
}

async function haltInvalid(run: OpenedRun, detail: string): Promise<Decision> {
  process.stderr.write(`loopgov: invalid step event: ${detail}\n`);
  const d = await run.halt('invalid_event', detail);
  await emit(d);
  return d;
}

/** Flags (and their env stand-ins) as run options, checked by the validator `openRun` uses too. */
function parseFlags(f: RunFlags): OpenRunOptions {
  if (f.governance !== 'on' && f.governance !== 'off') {
    throw usage(`--governance must be on or off (got ${JSON.stringify(f.governance)})`);
  }
  const policy = policySpecFromFlags(f, process.env, true)!;
  const raw = {
    runId: f.runId,
    project: f.project,
    level: f.level,
    profile: f.profile,
    policy,
    traceDir: f.traceDir,
    ...(f.workdir !== undefined ? { workdir: f.workdir } : {}),
    durability: f.durability,
    governanceOff: f.governance === 'off',
  };
  return parseRunOptions(raw, flagName);
}

function exitFor(d: Decision): ExitCode {
  if (d.decision === 'DONE') return EXIT.OK;
  if (d.decision === 'ESCALATE') return EXIT.ESCALATE;
  return EXIT.HALT;
}

const out = {
  hold: false,
  buffered: [] as string[],
  /** The run's group-commit barrier; null before the run has started (a refusal is synced already). */
  sync: null as (() => Promise<Decision | null>) | null,
  /** Whether a failed barrier's HALT has been queued: it is written once. */
  failedShown: false,
};
const MAX_BATCH = 256;

/** Decisions already queued: a run's terminal decision reaches stdout once, whoever passes it on. */
const emitted = new WeakSet<Decision>();

/** Queues one decision line; writes the batch unless more input is already waiting. */
async function emit(d: Decision): Promise<void> {
  if (emitted.has(d)) return;
  emitted.add(d);
  out.buffered.push(`${JSON.stringify(d)}\n`);
  if (!out.hold || out.buffered.length >= MAX_BATCH) await flush();
}

/**
 * Makes the queued decisions' records durable, then writes the lines; waits for the pipe to drain so a
 * slow reader slows the run, not memory. When the barrier fails, the queued decisions are dropped (their
 * records may not be on disk) and the run's HALT (`fail_closed`) is written instead.
 */
async function flush(): Promise<void> {
  watchStdout();
  if (out.buffered.length === 0) return;
  const failed = out.sync ? await out.sync() : null;
  if (failed) {
    out.buffered = out.failedShown ? [] : [`${JSON.stringify(failed)}\n`];
    out.failedShown = true;
    if (out.buffered.length === 0) return;
  }
  const text = out.buffered.join('');
  out.buffered = [];
  if (stdoutGone) return;
  if (process.stdout.write(text)) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      process.stdout.removeListener('drain', done);
      process.stdout.removeListener('error', done);
      resolve();
    };
    process.stdout.once('drain', done).once('error', done);
  });
}

let stdoutGone = false;
let watching = false;
/** A reader that went away (EPIPE) must not crash the run: the trace still gets every record. */
function watchStdout(): void {
  if (watching) return;
  watching = true;
  process.stdout.on('error', () => {
    stdoutGone = true;
  });
}
