/** `loopgov halt`: the loop-breaker (SPEC §4.3). The run's next step is HALT (`human`). */
import { open } from 'node:fs/promises';
import type { Command } from 'commander';
import { runPaths } from '../io/trace/read.js';
import { openTraceStore } from '../io/trace/store.js';
import { EXIT, usage } from './exit.js';
import type { Run } from './exit.js';

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
        const ended = await lastRunEnd(o.traceDir, o.runId);
        if (ended) {
          process.stderr.write(`loopgov: run ${o.runId} has already ended (${ended}); nothing to halt\n`);
          return EXIT.REJECTED;
        }
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

/** `DECISION (reason)` when the trace's last record is a `run_end`; reads only the file's tail. */
async function lastRunEnd(traceDir: string, runId: string): Promise<string | null> {
  let fh: Awaited<ReturnType<typeof open>>;
  try {
    fh = await open(runPaths(traceDir, runId).trace, 'r');
  } catch {
    return null; // openTraceStore reports a missing or unreadable trace with its own error
  }
  try {
    const { size } = await fh.stat();
    const length = Math.min(size, 256 * 1024);
    const buf = Buffer.alloc(length);
    await fh.read(buf, 0, length, size - length);
    const lines = buf
      .toString('utf8')
      .split('\n')
      .filter((l) => l.trim());
    const last = JSON.parse(lines.at(-1) ?? 'null') as {
      type?: string;
      decision?: string;
      reason?: string;
    } | null;
    return last?.type === 'run_end' ? `${last.decision} (${last.reason})` : null;
  } catch {
    return null;
  } finally {
    await fh.close();
  }
}
