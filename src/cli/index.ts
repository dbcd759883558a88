// Entry point of `dist/cli.js`: the only module that touches `process`. It hands the real streams,
// environment, working directory and signals to `runCli` and turns its result into the exit code.
import { reportError } from './exit.js';
import { runCli } from './program.js';

// One listener for the whole life of the process, so a signal never finds none (Node would then apply
// the default action and the process would die with no exit code of ours — say a second Ctrl-C landing
// between a command removing its own listener and the end). While a command listens for itself (`run`,
// `serve`), that command decides; while none does, a signal ends the process as it would by default; once
// the command is over, it ends the process with the command's own exit code.
const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;
let finished: number | null = null;
const guard = (signal: keyof typeof SIGNAL_EXIT) => {
  if (finished !== null) process.exit(finished);
  if (process.listenerCount(signal) === 1) process.exit(SIGNAL_EXIT[signal]);
};
process.on('SIGINT', guard).on('SIGTERM', guard);

runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  signals: process,
}).then(
  (code) => {
    // A measurement hook for bench/trace.bench.mjs: the peak memory of the whole process.
    if (process.env.LOOPGOV_REPORT_RSS) process.stderr.write(`maxrss_kb=${process.resourceUsage().maxRSS}\n`);
    process.exitCode = code;
    // The command is over and its records are written; what is left is draining. A late SIGINT/SIGTERM
    // (a second Ctrl-C) ends the process now, with the command's exit code, not a signal's.
    finished = code;
  },
  (e) => {
    reportError(e, process.stderr);
    process.exit(1);
  },
);
