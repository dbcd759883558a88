/**
 * Making one interleaving of two writers of a run happen on purpose (decision 073). `holdTrace` is a
 * real trace store that holds the run's lock and never hands it over while idle: a writer under test
 * (a child process, or the server) reads the trace, decides, and then waits for the lock — which it
 * says by leaving the lock's `wanted` marker. Then `land` appends the record that contradicts its
 * decision and lets it in: exactly "another writer appended between your read and your write".
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TraceBody, TraceRecord } from '../../src/core/trace/types.js';
import { runPaths } from '../../src/io/trace/read.js';
import { openTraceStore } from '../../src/io/trace/store.js';
import { CLI, type CliResult } from './cli.js';

export interface HeldTrace {
  /** Resolves once another writer waits for the lock: it has read the trace and made its decision. */
  waiting(): Promise<void>;
  /** Appends `body` (linked after whatever the trace ends with) and hands the lock to the waiter. */
  land(body: Omit<TraceBody, 'run_id' | 'at'>): Promise<TraceRecord>;
  /** Lets go without appending anything. */
  release(): Promise<void>;
}

export async function holdTrace(traceDir: string, runId: string): Promise<HeldTrace> {
  const store = await openTraceStore({
    traceDir,
    runId,
    durability: 'none',
    mode: 'append',
    lock: { idleReleaseMs: 600_000 },
  });
  const wanted = runPaths(traceDir, runId).wanted;
  return {
    async waiting() {
      const deadline = Date.now() + 30_000;
      while (!existsSync(wanted)) {
        if (Date.now() > deadline) throw new Error(`nobody asked for the lock of run ${runId}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    async land(body) {
      const r = await store.append({ run_id: runId, at: new Date().toISOString(), ...body } as TraceBody);
      await store.close();
      return r;
    },
    release: () => store.close(),
  };
}

/** `dist/cli.js` as a child process that the test does not wait for (it waits on a lock). */
export function startCli(args: string[]): { exited: Promise<CliResult> } {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString('utf8');
  });
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString('utf8');
  });
  return {
    exited: new Promise((r) => child.on('close', (code) => r({ code, stdout, stderr }))),
  };
}
