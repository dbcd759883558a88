// Real writer processes: kill -9 mid-run, a torn write, two writers on one run.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTraceStore, verifyTraceFile } from '../../../src/lib.js';
import { AT, readRecords, tempDir } from './helpers.js';

const WRITER = resolve('test/fixtures/trace/writer.mjs');

function startWriter(args: string[]): {
  child: ChildProcess;
  waitFor: (re: RegExp) => Promise<void>;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, [WRITER, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const waiters: { re: RegExp; done: () => void }[] = [];
  child.stdout!.on('data', (d) => {
    out += d;
    for (const w of waiters.splice(0)) {
      if (w.re.test(out)) w.done();
      else waiters.push(w);
    }
  });
  child.stderr!.on('data', (d) => {
    err += d;
  });
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const waitFor = (re: RegExp) =>
    new Promise<void>((res, rej) => {
      if (re.test(out)) return res();
      waiters.push({ re, done: res });
      exited.then((code) => (re.test(out) ? res() : rej(new Error(`writer exited ${code}: ${err}`))));
    });
  return { child, waitFor, exited };
}

async function finish(dir: string) {
  const s = await openTraceStore({
    traceDir: dir,
    runId: 'r1',
    durability: 'fsync',
    mode: 'append',
    lock: { staleMs: 2000 },
  });
  await s.append({ type: 'run_end', run_id: 'r1', at: AT, decision: 'HALT', reason: 'incomplete' });
  await s.close();
}

describe('trace store with real processes', () => {
  it('recovers the torn tail a writer killed with SIGKILL mid-write leaves behind', async () => {
    const dir = tempDir();
    const w = startWriter([dir, 'r1', 'a', '20', '--create', '--fsync', '--torn']);
    await w.waitFor(/TORN/);
    w.child.kill('SIGKILL');
    await w.exited;
    const before = readFileSync(join(dir, 'r1', 'trace.jsonl'), 'utf8');
    expect(before.endsWith('\n')).toBe(false);
    expect((await verifyTraceFile(dir, 'r1')).finding).toMatchObject({ index: 21, reason: 'torn' });

    await finish(dir);
    const recs = readRecords(dir, 'r1');
    expect(recs).toHaveLength(23); // run_start, 20 iterations, recovery, run_end
    expect(recs[21]).toMatchObject({
      type: 'recovery',
      cause: 'unterminated',
      offset: before.lastIndexOf('\n') + 1,
    });
    const preserved = readFileSync(join(dir, 'r1', recs[21]!.preserved as string), 'utf8');
    expect(preserved).toBe(before.slice(before.lastIndexOf('\n') + 1));
    expect(await verifyTraceFile(dir, 'r1')).toMatchObject({ ok: true, recoveries: 1 });
  });

  it('keeps a whole chain when a busy writer is killed at a random point (lock taken over when stale)', async () => {
    const dir = tempDir();
    const w = startWriter([dir, 'r1', 'a', 'forever', '--create', '--pad', '20000']);
    await w.waitFor(/WROTE 200\n/);
    w.child.kill('SIGKILL');
    await w.exited;
    await finish(dir); // waits out the dead writer's lock if it held it
    const r = await verifyTraceFile(dir, 'r1');
    expect(r, JSON.stringify(r.finding)).toMatchObject({ ok: true });
    expect(r.length).toBeGreaterThan(200);
    const recovered = readRecords(dir, 'r1').filter((x) => x.type === 'recovery');
    expect(recovered.length).toBeLessThanOrEqual(1);
  });

  it('serializes two writer processes on one run: one linear chain, every record present', async () => {
    const dir = tempDir();
    const s = await openTraceStore({ traceDir: dir, runId: 'r1', durability: 'none', mode: 'create' });
    await s.append({ type: 'run_start', run_id: 'r1', at: AT });
    await s.close();
    const a = startWriter([dir, 'r1', 'a', '300', '--type', 'halt_request']);
    const b = startWriter([dir, 'r1', 'b', '300', '--fsync', '--type', 'halt_request']);
    expect(await a.exited).toBe(0);
    expect(await b.exited).toBe(0);
    await finish(dir);
    const r = await verifyTraceFile(dir, 'r1');
    expect(r, JSON.stringify(r.finding)).toMatchObject({ ok: true, length: 602 });
    const recs = readRecords(dir, 'r1');
    for (const tag of ['a', 'b']) {
      const steps = recs.filter((x) => x.writer === tag).map((x) => x.step);
      expect(steps).toEqual([...Array(300).keys()]);
    }
    expect(readdirSync(join(dir, 'r1')).sort()).toEqual(['trace.jsonl']);
  });
});
