// Entry point of `dist/cli.js`: the only place that calls process.exit.
import { runCli } from './program.js';

runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    // The command is over and its records are written; what is left is draining. A late SIGINT/SIGTERM
    // (a second Ctrl-C) ends the process now, with the command's exit code, not a signal's.
    const late = () => process.exit(code);
    process.on('SIGINT', late).on('SIGTERM', late);
  },
  (e) => {
    process.stderr.write(`loopgov: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    process.exit(1);
  },
);
