// Entry point of `dist/cli.js`: the only place that calls process.exit.
import { runCli } from './program.js';

runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`loopgov: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    process.exit(1);
  },
);
