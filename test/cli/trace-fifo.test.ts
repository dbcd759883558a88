// A run folder whose trace.jsonl is a named pipe (or a symlink) is refused by every reader of the
// trace, never waited on: `trace verify/show/replay`, `inbox list/show`, `halt`, and `serve`'s GETs
// (a plain open of a FIFO waits for a writer forever — in `serve`, in a thread-pool thread, until no
// healthy run answers). Real mkfifo, the built CLI as child processes SIGKILLed if they hang (the test
// cannot hang the suite).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { startServe } from '../server/helpers.js';
import { policyDir, testPolicy } from './run-fixtures.js';
import { CLI } from '../helpers/cli.js';
import { convergingAgent, writeRun } from '../helpers/trace-runs.js';

const hasMkfifo = process.platform !== 'win32' && spawnSync('mkfifo', ['--help']).error === undefined;

let dir: string;
let fifo: string;

beforeAll(async () => {
  if (!hasMkfifo) return;
  dir = mkdtempSync(join(tmpdir(), 'loopgov-trace-fifo-'));
  await writeRun(convergingAgent(3), { traceDir: dir, policyDir: policyDir(testPolicy()), runId: 'ok' });
  mkdirSync(join(dir, 'r1'));
  fifo = join(dir, 'r1', 'trace.jsonl');
  execFileSync('mkfifo', [fifo]);
}, 60_000);

/** The built CLI as a child process, SIGKILLed after 20 s (a hang fails the test, never the suite). */
function spawnKilled(args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    timeout: 20_000,
    killSignal: 'SIGKILL',
  });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

const REFUSED = 'not a regular file (a named pipe, a device or a folder is refused)';

describe.runIf(hasMkfifo)('a trace.jsonl that is a named pipe', () => {
  it.each([
    ['trace verify', ['trace', 'verify']],
    ['trace show', ['trace', 'show']],
    ['trace replay', ['trace', 'replay']],
    ['inbox show', ['inbox', 'show']],
    ['halt', ['halt', '--by', 'me', '--reason', 'stop']],
  ])('%s refuses the run with exit 1, naming the file and why', (_name, cmd) => {
    const r = spawnKilled([...cmd, '--trace-dir', dir, '--run-id', 'r1']);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`loopgov: ERR_TRACE: cannot open ${fifo}: ${REFUSED}`);
  });

  it('inbox list skips it as unreadable and still reads the folder', () => {
    const r = spawnKilled(['inbox', 'list', '--trace-dir', dir]);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`skipped: r1/trace.jsonl: ${REFUSED}`);
  });

  it('a symlink in place of trace.jsonl is refused too (never followed)', () => {
    const linked = mkdtempSync(join(tmpdir(), 'loopgov-trace-link-'));
    mkdirSync(join(linked, 'r2'));
    symlinkSync(join(dir, 'ok', 'trace.jsonl'), join(linked, 'r2', 'trace.jsonl'));
    const r = spawnKilled(['trace', 'verify', '--trace-dir', linked, '--run-id', 'r2']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `cannot open ${join(linked, 'r2', 'trace.jsonl')}: a symbolic link (never followed)`,
    );
  });

  it('serve --read-only answers each GET of it with ERR_TRACE, and healthy runs still answer after', async () => {
    const s = await startServe(['--trace-dir', dir, '--read-only']);
    try {
      // More requests than the thread pool has threads: a blocked open would take one each.
      const replies = await Promise.all(
        Array.from({ length: 6 }, (_, i) => s.get(i % 2 ? '/api/v1/runs/r1' : '/api/v1/runs/r1/records')),
      );
      for (const reply of replies) {
        expect(reply.status).toBe(500);
        expect(reply.json).toMatchObject({
          error: { code: 'ERR_TRACE', message: `cannot open ${fifo}: ${REFUSED}` },
        });
      }
      const events = await s.get('/api/v1/runs/r1/events');
      expect(events.json).toMatchObject({ error: { code: 'ERR_TRACE' } });
      expect((await s.get('/api/v1/runs/ok')).status).toBe(200);
      const list = await s.get('/api/v1/runs');
      expect((list.json as { runs: { run_id: string }[] }).runs.map((r) => r.run_id)).toEqual(['ok']);
    } finally {
      s.child.kill('SIGTERM');
    }
    expect(await s.exited).toBe(0);
  }, 60_000);
});
