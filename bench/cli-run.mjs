// Shared by the benches: `loopgov run` over stdio, as a runner pipes it (not a bench itself: run-all
// runs only *.bench.mjs).
import { spawn } from 'node:child_process';

/**
 * Pipes `steps` step events (`event(n)`) into `node dist/cli.js run` and times it, start-up included.
 * Resolves `{sec, rate}` (steps per second); rejects unless every step got its decision and stdin's end
 * the HALT (incomplete), exit 3.
 */
export function cliThroughput({ policyDir, traceDir, durability, steps, id, event }) {
  return new Promise((resolveRun, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(
      process.execPath,
      [
        'dist/cli.js',
        'run',
        '--run-id',
        id,
        '--project',
        'bench',
        '--level',
        'L2',
        '--profile',
        'dev',
        '--trace-dir',
        traceDir,
        '--policy-dir',
        policyDir,
        '--durability',
        durability,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    let lines = 0;
    child.stdout.on('data', (c) => {
      for (let i = c.indexOf(10); i !== -1; i = c.indexOf(10, i + 1)) lines++;
    });
    child.on('exit', (code) => {
      const sec = Number(process.hrtime.bigint() - t0) / 1e9;
      if (code !== 3 || lines !== steps + 1) reject(new Error(`exit ${code}, ${lines} decisions`));
      else resolveRun({ sec, rate: steps / sec });
    });
    (async () => {
      // Prepared in chunks so the writer side costs little of the machine.
      for (let n = 1; n <= steps; n += 500) {
        let chunk = '';
        for (let k = n; k < n + 500 && k <= steps; k++) chunk += `${JSON.stringify(event(k))}\n`;
        if (!child.stdin.write(chunk)) await new Promise((r) => child.stdin.once('drain', r));
      }
      child.stdin.end();
    })();
  });
}
