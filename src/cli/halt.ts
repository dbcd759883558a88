/** `loopgov halt`: the loop-breaker (SPEC §4.3). The run's next step is HALT (`human`). */
import type { Command } from 'commander';
import { openTraceStore } from '../io/trace-store.js';
import { EXIT, usage } from './exit.js';
import type { Run } from './program.js';

export function registerHaltCommand(program: Command, run: Run): void {
  program
    .command('halt')
    .description("stop a run: its next step gets HALT (human); the request is recorded in the run's trace")
    .requiredOption('--trace-dir <dir>', 'the trace dir the run writes to')
    .requiredOption('--run-id <id>', 'the run to stop')
    .requiredOption('--by <id>', 'who stops it (recorded)')
    .requiredOption('--reason <text>', 'why (recorded)')
    .action(
      run(async (o: { traceDir: string; runId: string; by: string; reason: string }) => {
        if (!/^[^\0\n\r]{1,128}$/.test(o.by)) throw usage('--by must be 1-128 characters on one line');
        if (o.reason.length === 0 || o.reason.length > 2000)
          throw usage('--reason must be 1-2000 characters');
        const store = await openTraceStore({
          traceDir: o.traceDir,
          runId: o.runId,
          durability: 'fsync',
          mode: 'append',
        });
        try {
          const rec = await store.append({
            type: 'halt_request',
            run_id: o.runId,
            at: new Date().toISOString(),
            by: o.by,
            reason: o.reason,
          });
          process.stdout.write(
            `halt requested for run ${o.runId} (trace record ${rec.index}); its next step is HALT (human)\n`,
          );
        } finally {
          await store.close();
        }
        return EXIT.OK;
      }),
    );
}
