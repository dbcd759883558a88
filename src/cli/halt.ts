/** `loopgov halt`: the loop-breaker (SPEC §4.3). The run's next step is HALT (`human`). */
import type { Command } from 'commander';
import { parseRunId } from '../core/trace/run-id.js';
import { runPaths } from '../io/trace/read.js';
import { openTraceStore } from '../io/trace/store.js';
import { readLastRecord } from '../io/trace/tail.js';
import { type BindCommand, resolvePath } from './context.js';
import { EXIT, usage } from './exit.js';

export function registerHaltCommand(program: Command, bind: BindCommand): void {
  program
    .command('halt')
    .description("stop a run: its next step gets HALT (human); the request is recorded in the run's trace")
    .requiredOption('--trace-dir <dir>', 'the trace dir the run writes to')
    .requiredOption('--run-id <id>', 'the run to stop')
    .requiredOption('--by <id>', 'who stops it (recorded)')
    .requiredOption('--reason <text>', 'why (recorded)')
    .action(
      bind(async (ctx, o: { traceDir: string; runId: string; by: string; reason: string }) => {
        const runId = parseRunId(o.runId);
        if (!/^[^\0\n\r]{1,128}$/.test(o.by)) throw usage('--by must be 1-128 characters on one line');
        if (o.reason.length === 0 || o.reason.length > 2000)
          throw usage('--reason must be 1-2000 characters');
        const traceDir = resolvePath(ctx, o.traceDir);
        const ended = lastRunEnd(traceDir, runId);
        if (ended) {
          ctx.stderr.write(`loopgov: run ${runId} has already ended (${ended}); nothing to halt\n`);
          return EXIT.REJECTED;
        }
        const store = await openTraceStore({ traceDir, runId, durability: 'fsync', mode: 'append' });
        try {
          const rec = await store.append({
            type: 'halt_request',
            run_id: runId,
            at: new Date().toISOString(),
            by: o.by,
            reason: o.reason,
          });
          ctx.stdout.write(
            `halt requested for run ${runId} (trace record ${rec.index}); its next step is HALT (human)\n`,
          );
        } finally {
          await store.close();
        }
        return EXIT.OK;
      }),
    );
}

/** `DECISION (reason)` when the trace's last record is a `run_end`; reads only the file's tail. */
function lastRunEnd(traceDir: string, runId: string): string | null {
  try {
    const last = readLastRecord(runPaths(traceDir, runId).trace, runId);
    return last?.type === 'run_end' ? `${last.decision} (${last.reason})` : null;
  } catch {
    return null; // openTraceStore reports a damaged or unreadable trace with its own error
  }
}
