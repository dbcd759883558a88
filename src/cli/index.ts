// Entry point of `dist/cli.js`: the only module that touches `process`. It hands the real streams,
// environment, working directory and signals to `runCli` and turns its result into the exit code.
import type { SignalSource, StopSignal } from './context.js';
import { reportError } from './exit.js';
import { runCli } from './program.js';

// Signals. This module keeps one SIGINT/SIGTERM listener for the whole life of the process, so a signal
// never finds none (Node would then apply the default action: the process dies with no exit code of
// ours). A command that listens for itself (`run`, `serve`, through `ctx.signals`) decides what a signal
// means, and once it has listened, later signals are its business too (it says and ignores them until it
// is over). A command that never listens is ended by a signal with the conventional 130 / 143.
const SIGNAL_EXIT: Record<StopSignal, number> = { SIGINT: 130, SIGTERM: 143 };
let finished: number | null = null;
let commandListened = false;
const guard = (signal: StopSignal) => {
  if (finished !== null) process.exit(finished);
  if (!commandListened) process.exit(SIGNAL_EXIT[signal]);
};
process.on('SIGINT', guard).on('SIGTERM', guard);

const signals: SignalSource = {
  on(signal, listener) {
    commandListened = true;
    return process.on(signal, listener);
  },
  once(signal, listener) {
    commandListened = true;
    return process.once(signal, listener);
  },
  removeListener: (signal, listener) => process.removeListener(signal, listener),
};

runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  signals,
}).then(
  (code) => {
    // A measurement hook for bench/trace.bench.mjs: the peak memory of the whole process.
    if (process.env.LOOPGOV_REPORT_RSS) process.stderr.write(`maxrss_kb=${process.resourceUsage().maxRSS}\n`);
    finished = code;
    // The command is over and its records are written. Exit as soon as what it printed is flushed, with
    // the guard still listening: left to wind down by itself, Node closes its signal handles first, and a
    // signal in that last millisecond (a second Ctrl-C) would kill the process by default — exit code lost.
    process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
  },
  (e) => {
    reportError(e, process.stderr);
    process.exit(1);
  },
);
