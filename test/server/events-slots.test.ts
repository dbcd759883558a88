// Event-stream slots under clients that leave mid-open, many opens at once, and a trace file replaced
// under a live stream — against a real server on 127.0.0.1.
import { copyFileSync, renameSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ev, serve, type TestServer } from './helpers.js';

const health = async (t: TestServer) => (await t.call('/api/v1/health')).json.streams as number;

async function until(pred: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await pred())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Sends the events request on a raw socket and resets it at once: the client leaves mid-open. */
function openAndReset(t: TestServer, runId: string): Promise<void> {
  return new Promise((ok) => {
    const s = connect(t.s.port, '127.0.0.1', () => {
      s.write(
        `GET /api/v1/runs/${runId}/events HTTP/1.1\r\nHost: 127.0.0.1:${t.s.port}\r\n` +
          `Authorization: Bearer ${t.s.token}\r\n\r\n`,
      );
      s.resetAndDestroy();
      ok();
    });
    s.on('error', () => ok());
  });
}

/** Opens a stream; resolves to its status and a way to close it (and to the frames read so far). */
function openStream(t: TestServer, runId: string) {
  let text = '';
  const req = request({
    host: '127.0.0.1',
    port: t.s.port,
    path: `/api/v1/runs/${runId}/events`,
    headers: { Host: `127.0.0.1:${t.s.port}`, Authorization: `Bearer ${t.s.token}` },
    agent: false,
  });
  let ended = false;
  const status = new Promise<number>((resolve, reject) => {
    req.on('response', (r) => {
      r.setEncoding('utf8');
      r.on('data', (c: string) => {
        text += c;
      });
      r.on('end', () => {
        ended = true;
      });
      r.on('error', () => undefined);
      resolve(r.statusCode ?? 0);
    });
    req.on('error', reject);
  });
  req.end();
  return { status, text: () => text, ended: () => ended, close: () => req.destroy() };
}

describe('event-stream slots', () => {
  it('a client that leaves while its stream opens never keeps a slot (400 open-and-reset)', async () => {
    const t = await serve({ limits: { maxStreams: 4 } });
    await t.createRun('s1');
    for (let round = 0; round < 20; round++)
      await Promise.all(Array.from({ length: 20 }, () => openAndReset(t, 's1')));
    await until(async () => (await health(t)) === 0);
    // Every slot is free again: a full set of streams still opens.
    const streams = Array.from({ length: 4 }, () => openStream(t, 's1'));
    expect(await Promise.all(streams.map((s) => s.status))).toEqual([200, 200, 200, 200]);
    for (const s of streams) s.close();
    await until(async () => (await health(t)) === 0);
  });

  it('pipelined streams on a connection that dies give every slot back (the queued one has no socket)', async () => {
    const t = await serve({ limits: { maxStreams: 3 } });
    await t.createRun('p1');
    const get =
      `GET /api/v1/runs/p1/events HTTP/1.1\r\nHost: 127.0.0.1:${t.s.port}\r\n` +
      `Authorization: Bearer ${t.s.token}\r\n\r\n`;
    for (let round = 0; round < 3; round++) {
      const s = connect(t.s.port, '127.0.0.1');
      await new Promise<void>((ok) => s.once('connect', ok));
      s.on('error', () => undefined);
      s.write(get + get); // the second waits behind the first, which never ends
      await until(async () => (await health(t)) === 2);
      s.destroy();
      await until(async () => (await health(t)) === 0);
    }
    const streams = Array.from({ length: 3 }, () => openStream(t, 'p1'));
    expect(await Promise.all(streams.map((x) => x.status))).toEqual([200, 200, 200]);
    for (const x of streams) x.close();
    await until(async () => (await health(t)) === 0);
  });

  it('many opens at once never pass --max-streams; the rest are 503', async () => {
    const t = await serve({ limits: { maxStreams: 4 } });
    await t.createRun('s2');
    const streams = Array.from({ length: 20 }, () => openStream(t, 's2'));
    const codes = await Promise.all(streams.map((s) => s.status));
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 503)).toHaveLength(16);
    expect(await health(t)).toBe(4);
    for (const s of streams) s.close();
    await until(async () => (await health(t)) === 0);
  });

  it('a stream gets its headers before any heartbeat or record, however early they come', async () => {
    const t = await serve({ limits: { maxStreams: 100, heartbeatMs: 1, pollMs: 1 } });
    await t.createRun('s3');
    const streams = Array.from({ length: 60 }, () => openStream(t, 's3'));
    expect(await Promise.all(streams.map((s) => s.status))).toEqual(streams.map(() => 200));
    await until(() => streams.every((s) => s.text().length > 0));
    for (const s of streams) expect(s.text().startsWith('retry: 1000\n\n')).toBe(true);
    for (const s of streams) s.close();
    await until(async () => (await health(t)) === 0);
  });

  it('a 404 open (no such run) gives its slot back', async () => {
    const t = await serve({ limits: { maxStreams: 2 } });
    for (let i = 0; i < 5; i++) expect((await t.call('/api/v1/runs/nope/events')).status).toBe(404);
    expect(await health(t)).toBe(0);
  });

  it('a trace replaced by another (longer) file under a live stream is a reset and the stream ends', async () => {
    const t = await serve({ limits: { pollMs: 50 } });
    await t.createRun('long');
    for (let n = 1; n <= 5; n++) await t.post('/api/v1/runs/long/steps', ev(n));
    await t.createRun('short');
    await t.post('/api/v1/runs/short/steps', ev(1));
    const s = openStream(t, 'short');
    expect(await s.status).toBe(200);
    await until(() => s.text().includes('id: 1\n'));
    const trace = `${t.traceDir}/short/trace.jsonl`;
    copyFileSync(`${t.traceDir}/long/trace.jsonl`, `${trace}.new`);
    renameSync(`${trace}.new`, trace);
    await until(() => s.ended());
    expect(s.text()).toContain('event: reset');
    expect(s.text()).toContain('it was replaced');
    // Nothing of the other file was sent as this run's records.
    expect(s.text()).not.toMatch(/id: [2-9]\n/);
    expect(s.text()).not.toContain('unparsable');
  });
});
