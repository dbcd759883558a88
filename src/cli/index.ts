// Entry point of `dist/cli.js`: the only module that touches `process`. It hands the real streams,
// environment, working directory and signals to `runCli` and turns its result into the exit code.
import { reportError } from './exit.js';
import { runCli } from './program.js';

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
    const late = () => process.exit(code);
    process.on('SIGINT', late).on('SIGTERM', late);
  },
  (e) => {
    reportError(e, process.stderr);
    process.exit(1);
  },
);
