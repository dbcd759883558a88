/**
 * `GET /api/v1/runs/{id}/events`: Server-Sent Events of a run's records as they are appended — by this
 * server or by any other process (`loopgov run`, `loopgov halt`). Each event's `id` is the record's index,
 * so a client that reconnects with `Last-Event-ID: N` gets record N+1 onwards: no gap, no duplicate.
 * A heartbeat at least every `heartbeatMs`; at most `maxStreams` streams at once (decision 054).
 */
import { closeSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { undecodableMessage } from '../core/trace/chain.js';
import { openTraceFile } from '../io/trace/open-trace.js';
import { readLineRange } from '../io/trace/range.js';
import { runPaths } from '../io/trace/read.js';
import { HttpError } from './errors.js';
import { describeError, LoopgovError } from '../core/errors.js';

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Accel-Buffering': 'no',
};

/** Records sent per read: a client far behind catches up in pieces, without a 1 GB burst. */
const BATCH = 256;

interface Stream {
  res: ServerResponse;
  runId: string;
  file: string;
  /** Byte offset of line `nextIndex` (-1 before the first read). */
  offset: number;
  nextIndex: number;
  /** The next record index to send. */
  want: number;
  busy: boolean;
  again: boolean;
  /** `dev:ino` of the file first read: another file renamed over it is a reset, not more records. */
  identity?: string;
  /** It holds one of the `maxStreams` slots (from before the first await until it closes). */
  holdsSlot: boolean;
  /** Stops listening for its connection's close (set while it listens). */
  unlisten?: () => void;
}

export class EventHub {
  private readonly byRun = new Map<string, Set<Stream>>();
  /** Per run, the trace's `dev:ino:size` at the last poll: a change of any wakes its streams. */
  private readonly sizes = new Map<string, string>();
  private count = 0;
  private readonly poller: NodeJS.Timeout;
  private readonly beat: NodeJS.Timeout;

  constructor(
    private readonly traceDir: string,
    private readonly o: { maxStreams: number; heartbeatMs: number; pollMs: number },
  ) {
    this.poller = setInterval(() => void this.poll(), o.pollMs);
    this.beat = setInterval(() => this.heartbeat(), o.heartbeatMs);
    this.poller.unref();
    this.beat.unref();
  }

  get streams(): number {
    return this.count;
  }

  /**
   * Starts a stream of `runId`'s records from index `from`. Throws 503 past the cap, 404 when the run has
   * no trace (before anything is sent).
   */
  async open(res: ServerResponse, runId: string, from: number): Promise<void> {
    if (this.count >= this.o.maxStreams) {
      throw new HttpError(
        503,
        'ERR_LIMIT',
        `too many event streams (${this.o.maxStreams}); try again later`,
        {
          'Retry-After': '5',
        },
      );
    }
    // The slot is taken and `close` attached before the first await: a client that leaves while the
    // trace is looked up still frees its slot, and concurrent opens can never pass the cap together.
    // The stream joins its run (heartbeats, nudges, polls) only once its headers are sent.
    const file = runPaths(this.traceDir, runId).trace;
    const s: Stream = {
      res,
      runId,
      file,
      offset: -1,
      nextIndex: 0,
      want: from,
      busy: false,
      again: false,
      holdsSlot: true,
    };
    this.count++;
    const gone = () => this.drop(s);
    res.on('close', gone);
    // A pipelined response waits behind the one before it on its connection and has no socket yet: it
    // emits no close when the connection dies, so the connection's own close frees the slot too.
    const socket = res.req?.socket;
    socket?.once('close', gone);
    s.unlisten = () => socket?.off('close', gone);
    try {
      await this.traceOf(runId);
    } catch (e) {
      this.drop(s);
      throw e;
    }
    if (res.destroyed || socket?.destroyed) {
      this.drop(s);
      return;
    }
    res.writeHead(200, { ...SSE_HEADERS, Connection: 'keep-alive' });
    res.write(`retry: 1000\n\n`);
    const set = this.byRun.get(runId) ?? new Set<Stream>();
    this.byRun.set(runId, set);
    set.add(s);
    await this.pump(s);
  }

  /**
   * `HEAD` of a stream: the headers `GET` would send (404 for a run without a trace), then the response
   * ends — no stream is opened, so it holds no slot and is never left hanging.
   */
  async head(res: ServerResponse, runId: string): Promise<void> {
    await this.traceOf(runId);
    res.writeHead(200, SSE_HEADERS);
    res.end();
  }

  private async traceOf(runId: string): Promise<string> {
    const file = runPaths(this.traceDir, runId).trace;
    try {
      // Opened once, as every reader opens it: a named pipe in its place is refused, not tailed forever.
      closeSync(openTraceFile(file));
    } catch (e) {
      if (e instanceof LoopgovError) throw e;
      throw new HttpError(404, 'ERR_NOT_FOUND', `run ${runId} not found`);
    }
    return file;
  }

  /** This server wrote to `runId`'s trace: look now rather than at the next poll. */
  nudge(runId: string): void {
    for (const s of this.byRun.get(runId) ?? []) void this.pump(s);
  }

  close(): void {
    clearInterval(this.poller);
    clearInterval(this.beat);
    for (const set of this.byRun.values()) for (const s of set) s.res.end();
  }

  private drop(s: Stream): void {
    if (!s.holdsSlot) return;
    s.holdsSlot = false;
    s.unlisten?.();
    this.count--;
    const set = this.byRun.get(s.runId);
    if (set?.delete(s) && set.size === 0) {
      this.byRun.delete(s.runId);
      this.sizes.delete(s.runId);
    }
  }

  /** Sends every whole record from `s.want` on; waits for a slow client to drain. */
  private async pump(s: Stream): Promise<void> {
    if (s.busy) {
      s.again = true;
      return;
    }
    s.busy = true;
    try {
      do {
        s.again = false;
        for (;;) {
          if (s.res.destroyed) return;
          const st = await stat(s.file);
          const size = st.size;
          const identity = `${st.dev}:${st.ino}`;
          s.identity ??= identity;
          if (size < s.offset || identity !== s.identity) {
            const reason =
              identity !== s.identity
                ? "another file took the trace file's name: it was replaced"
                : 'the trace file shrank: it was truncated or replaced';
            send(s.res, 'reset', null, { reason });
            s.res.end();
            return;
          }
          if (size === s.offset) break;
          // The first read skips to `want` from the start; later ones go on from the stream's offset.
          const start = s.offset >= 0 ? { start: { offset: s.offset, index: s.nextIndex } } : {};
          const range = await readLineRange(s.file, s.want, BATCH, start);
          s.offset = range.offset;
          s.nextIndex = range.nextIndex;
          for (const { index, text } of range.lines) {
            s.want = index + 1;
            if (typeof text !== 'string') {
              send(s.res, 'unparsable', index, { index, message: undecodableMessage(text) });
              continue;
            }
            let data: unknown;
            try {
              data = JSON.parse(text);
            } catch (e) {
              send(s.res, 'unparsable', index, { index, message: `not JSON: ${describeError(e)}` });
              continue;
            }
            if (!s.res.write(frame('record', index, data))) await drained(s.res);
          }
          if (range.eof) break;
        }
      } while (s.again);
    } catch {
      s.res.destroy();
    } finally {
      s.busy = false;
    }
  }

  private async poll(): Promise<void> {
    for (const [runId, set] of this.byRun) {
      let size: string;
      try {
        const st = await stat(runPaths(this.traceDir, runId).trace);
        size = `${st.dev}:${st.ino}:${st.size}`;
      } catch {
        continue;
      }
      if (this.sizes.get(runId) === size) continue;
      this.sizes.set(runId, size);
      for (const s of set) void this.pump(s);
    }
  }

  private heartbeat(): void {
    const at = new Date().toISOString();
    for (const set of this.byRun.values()) for (const s of set) send(s.res, 'heartbeat', null, { at });
  }
}

function frame(event: string, id: number | null, data: unknown): string {
  // JSON.stringify never emits a raw newline or CR, so one `data:` line carries the whole event.
  return `${id === null ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function send(res: ServerResponse, event: string, id: number | null, data: unknown): void {
  if (!res.destroyed) res.write(frame(event, id, data));
}

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.once('drain', done).once('close', done);
  });
}
