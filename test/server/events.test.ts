// GET /api/v1/runs/{id}/events: Server-Sent Events of new records, id = record index, Last-Event-ID
// resumes without a gap or a duplicate, a heartbeat, and records appended by other processes.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CLI } from '../cli/run-fixtures.js';
import { ev, readTrace, serve, type TestServer } from './helpers.js';

interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

/** An EventSource-like reader over node:http: parses frames, lets a test wait for N of a kind. */
function openEvents(t: TestServer, runId: string, headers: Record<string, string> = {}, query = '') {
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let res: IncomingMessage | null = null;
  const req = request({
    host: '127.0.0.1',
    port: t.s.port,
    path: `/api/v1/runs/${runId}/events${query}`,
    headers: { Host: `127.0.0.1:${t.s.port}`, Authorization: `Bearer ${t.s.token}`, ...headers },
    agent: false,
  });
  const ready = new Promise<IncomingMessage>((resolve, reject) => {
    req.on('response', (r) => {
      res = r;
      let buf = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => {
        buf += chunk;
        let end = buf.indexOf('\n\n');
        while (end >= 0) {
          const frame = buf.slice(0, end);
          buf = buf.slice(end + 2);
          const e: SseEvent = { id: null, event: 'message', data: '' };
          let isEvent = false;
          for (const line of frame.split('\n')) {
            const [k, ...v] = line.split(': ');
            const value = v.join(': ');
            if (k === 'id') e.id = value;
            if (k === 'event') e.event = value;
            if (k === 'data') {
              e.data = value;
              isEvent = true;
            }
          }
          if (isEvent) events.push(e);
          for (const w of waiters.splice(0)) w();
          end = buf.indexOf('\n\n');
        }
      });
      resolve(r);
    });
    req.on('error', reject);
  });
  req.end();
  const records = () => events.filter((e) => e.event === 'record');
  return {
    ready,
    events,
    records,
    async until(pred: () => boolean, ms = 5000) {
      const deadline = Date.now() + ms;
      while (!pred()) {
        if (Date.now() > deadline)
          throw new Error(`timed out; got ${JSON.stringify(events.map((e) => [e.event, e.id]))}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 50);
        });
      }
    },
    close() {
      req.destroy();
      res?.destroy();
    },
  };
}

const ids = (es: SseEvent[]) => es.map((e) => Number(e.id));

describe('GET /api/v1/runs/{id}/events', () => {
  it('sends every record as an event whose id is its index, then new ones as they are written', async () => {
    const t = await serve();
    await t.createRun('e1');
    await t.post('/api/v1/runs/e1/steps', ev(1));
    const s = openEvents(t, 'e1');
    const res = await s.ready;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await s.until(() => s.records().length === 2);
    await t.post('/api/v1/runs/e1/steps', ev(2));
    await s.until(() => s.records().length === 3);
    const trace = readTrace(t.traceDir, 'e1');
    expect(ids(s.records())).toEqual([0, 1, 2]);
    expect(s.records().map((e) => JSON.parse(e.data))).toEqual(trace);
    s.close();
  });

  it('Last-Event-ID: N resumes at record N+1 — no gap, no duplicate — across records written meanwhile', async () => {
    const t = await serve();
    await t.createRun('e2');
    for (let n = 1; n <= 3; n++) await t.post('/api/v1/runs/e2/steps', ev(n));
    const first = openEvents(t, 'e2');
    await first.until(() => first.records().length === 4);
    const lastSeen = first.records().at(-1)!.id!;
    first.close();
    for (let n = 4; n <= 6; n++) await t.post('/api/v1/runs/e2/steps', ev(n));
    const again = openEvents(t, 'e2', { 'Last-Event-ID': lastSeen });
    await again.until(() => again.records().length === 3);
    await t.post('/api/v1/runs/e2/steps', ev(7));
    await again.until(() => again.records().length === 4);
    expect(ids(again.records())).toEqual([4, 5, 6, 7]);
    expect([...ids(first.records()), ...ids(again.records())]).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    again.close();
  });

  it('?from=N starts at record N; Last-Event-ID wins over it; a bad value is 400', async () => {
    const t = await serve();
    await t.createRun('e3');
    for (let n = 1; n <= 4; n++) await t.post('/api/v1/runs/e3/steps', ev(n));
    const s = openEvents(t, 'e3', {}, '?from=3');
    await s.until(() => s.records().length === 2);
    expect(ids(s.records())).toEqual([3, 4]);
    s.close();
    const both = openEvents(t, 'e3', { 'Last-Event-ID': '0' }, '?from=3');
    await both.until(() => both.records().length === 4);
    expect(ids(both.records())).toEqual([1, 2, 3, 4]);
    both.close();
    expect((await t.call('/api/v1/runs/e3/events', { headers: { 'Last-Event-ID': 'x' } })).status).toBe(400);
    expect((await t.call('/api/v1/runs/missing/events')).status).toBe(404);
  });

  it('a heartbeat at least every heartbeat interval (15 s at most by default)', async () => {
    const t = await serve({ limits: { heartbeatMs: 100 } });
    await t.createRun('e4');
    const s = openEvents(t, 'e4');
    await s.until(() => s.events.filter((e) => e.event === 'heartbeat').length >= 2, 3000);
    const beat = s.events.find((e) => e.event === 'heartbeat')!;
    expect(beat.id).toBeNull(); // a heartbeat never moves Last-Event-ID
    expect(JSON.parse(beat.data).at).toMatch(/^\d{4}-/);
    s.close();
    const { DEFAULT_LIMITS } = await import('../../src/server/options.js');
    expect(DEFAULT_LIMITS.heartbeatMs).toBeLessThanOrEqual(15_000);
  });

  it('records another process appends (loopgov halt) reach the stream; a torn tail is held back', async () => {
    const t = await serve({ limits: { pollMs: 50 } });
    await t.createRun('e5');
    const s = openEvents(t, 'e5');
    await s.until(() => s.records().length === 1);
    // Not spawnSync: the server in this process holds the run's lock lease and must be able to hand it over.
    const code = await new Promise<number | null>((resolve) => {
      const p = spawn(process.execPath, [
        CLI,
        'halt',
        '--trace-dir',
        t.traceDir,
        '--run-id',
        'e5',
        '--by',
        'bob',
        '--reason',
        'stop',
      ]);
      p.on('exit', resolve);
    });
    expect(code).toBe(0);
    await s.until(() => s.records().length === 2);
    expect(JSON.parse(s.records()[1]!.data)).toMatchObject({
      type: 'halt_request',
      by: 'bob',
      via: 'cli',
      index: 1,
    });
    // Half a line (a writer mid-write, or torn by a crash) is not an event until its newline is there.
    appendFileSync(`${t.traceDir}/e5/trace.jsonl`, '{"half":');
    await new Promise((res) => setTimeout(res, 200));
    expect(s.events.filter((e) => e.event !== 'heartbeat')).toHaveLength(2);
    appendFileSync(`${t.traceDir}/e5/trace.jsonl`, 'true}\n');
    await s.until(() => s.events.some((e) => e.id === '2'));
    expect(JSON.parse(s.events.find((e) => e.id === '2')!.data)).toEqual({ half: true });
    s.close();
  });

  it('a line that is not JSON is sent as an unparsable event with its index', async () => {
    const t = await serve({ limits: { pollMs: 50 } });
    await t.createRun('e6');
    appendFileSync(`${t.traceDir}/e6/trace.jsonl`, 'garbage\n');
    const s = openEvents(t, 'e6');
    await s.until(() => s.events.some((e) => e.event === 'unparsable'));
    const bad = s.events.find((e) => e.event === 'unparsable')!;
    expect(bad.id).toBe('1');
    expect(JSON.parse(bad.data)).toMatchObject({ index: 1 });
    s.close();
  });

  it('streams an escalation and its answers: the escalation record, a resume `loopgov resume` appends from another process, the run_continue this server writes', async () => {
    const t = await serve({ limits: { pollMs: 50 } });
    await t.createRun('e7');
    const s = openEvents(t, 'e7');
    const loop = (n: number) => ev(n, { action: 'same', inputs_ref: 'same' });
    for (const n of [1, 2, 3]) await t.post('/api/v1/runs/e7/steps', loop(n));
    await s.until(() => s.records().some((e) => JSON.parse(e.data).type === 'escalation'));
    const key = 'test/fixtures/keys/alice-2026.private.jwk.json';
    const code = await new Promise<number | null>((resolve) =>
      spawn(process.execPath, [CLI, 'resume', '--trace-dir', t.traceDir, '--run-id', 'e7', '--key', key]).on(
        'exit',
        resolve,
      ),
    );
    expect(code).toBe(0);
    await s.until(() => s.records().some((e) => JSON.parse(e.data).type === 'resume'));
    const token = String(readTrace(t.traceDir, 'e7').at(-1)!.token);
    // Posting the very token already in the trace is a replay (its jti is used); a new one, printed, is not.
    expect((await t.post('/api/v1/runs/e7/resume', { token })).status).toBe(403);
    const printed = await new Promise<string>((resolve) => {
      let out = '';
      const p = spawn(process.execPath, [
        CLI,
        'resume',
        '--trace-dir',
        t.traceDir,
        '--run-id',
        'e7',
        '--key',
        key,
        '--print',
      ]);
      p.stdout.on('data', (c) => (out += c));
      p.on('exit', () => resolve(out.trim()));
    });
    expect((await t.post('/api/v1/runs/e7/resume', { token: printed })).status).toBe(200);
    await t.post('/api/v1/runs/e7/steps', ev(4, { artifact: 'good', claims_done: true }));
    await s.until(() => s.records().length === readTrace(t.traceDir, 'e7').length);
    expect(
      s
        .records()
        .map((e) => JSON.parse(e.data).type)
        .slice(4),
    ).toEqual(['run_end', 'escalation', 'resume', 'resume', 'run_continue', 'iteration', 'run_end']);
    expect(ids(s.records())).toEqual(readTrace(t.traceDir, 'e7').map((r) => r.index));
    s.close();
  });
});
