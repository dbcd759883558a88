/**
 * What the read side of the API shows about runs, from their trace files only: a run's summary and
 * chain status (cached until the file changes), the runs list, the inbox, a page of records with the
 * hash and link check of each, and a stored artifact checked against its name.
 */
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { type FileHandle, open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunState } from '../core/run/summary.js';
import { checkLine } from '../core/trace/chain.js';
import {
  type InboxDetail,
  type InboxEntry,
  readEscalatedRun,
  showEscalatedRun,
  sortNewestFirst,
} from '../io/trace/inbox.js';
import { readLineRange } from '../io/trace/range.js';
import { runPaths } from '../io/trace/read.js';
import { listRunIds, type RunReport, readRunReport } from '../io/trace/summary.js';
import { notFound } from './errors.js';

const CACHE_MAX = 5000;
const PREVIEW_BYTES = 64 * 1024;

export interface RecordCheck {
  index: number;
  /** The line is the canonical JSON its `hash` covers, with a valid envelope. */
  hash: boolean;
  /** `prev` is the previous line's hash (null when the previous line could not be read). */
  link: boolean | null;
  reason?: string;
  message?: string;
}

/**
 * One inbox entry: the library's (`listEscalatedRuns`: age, reason, the head a resume binds — the
 * escalation record's hash —, the budget left, what a resume could grant), and whether the whole chain
 * verifies (a resume of a broken chain is refused).
 */
export interface InboxItem extends InboxEntry {
  chain_ok: boolean;
}

/** `showEscalatedRun` without its raw chain report (the summary carries the chain status). */
export type EscalationView = Omit<InboxDetail, 'chain'>;

/** A run's report, and its escalation once asked for, valid while the file is unchanged. */
interface CacheEntry {
  key: string;
  report: RunReport;
  escalation?: { detail: InboxDetail | null; at: number };
  inbox?: { entry: InboxEntry | null; at: number };
}

export class RunReports {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(private readonly traceDir: string) {}

  /** The run's summary and chain status; 404 when it has no trace. */
  async get(runId: string): Promise<RunReport> {
    return (await this.entry(runId)).report;
  }

  /**
   * The open escalation of an escalated run, as `showEscalatedRun` reads it (evidence, age, reason,
   * budget left, what a resume could grant, the answers so far), or null. Cached with the summary; the
   * age is reckoned now.
   */
  async escalation(runId: string): Promise<EscalationView | null> {
    const e = await this.entry(runId);
    if (e.report.summary.state !== 'escalated') return null;
    e.escalation ??= { detail: await showEscalatedRun(this.traceDir, runId), at: Date.now() };
    if (!e.escalation.detail) return null;
    const { chain: _chain, ...view } = e.escalation.detail;
    const since = Math.round((Date.now() - e.escalation.at) / 1000);
    return { ...view, age_sec: view.age_sec + since };
  }

  private async entry(runId: string): Promise<CacheEntry> {
    const file = runPaths(this.traceDir, runId).trace;
    let key: string;
    try {
      const st = await stat(file);
      key = `${st.ino}:${st.size}:${st.mtimeMs}`;
    } catch {
      throw notFound(`run ${runId}`);
    }
    const hit = this.cache.get(runId);
    if (hit?.key === key) return hit;
    const entry: CacheEntry = { key, report: await readRunReport(this.traceDir, runId) };
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(runId, entry);
    return entry;
  }

  /** Runs newest first, filtered by state and project. */
  /**
   * The runs matching `filter`, newest first (ties by run id, so pages are stable), from `offset`, at
   * most `limit`; `total` is how many match in all.
   */
  async list(filter: {
    state?: RunState;
    project?: string;
    /** Part of the run id (case-insensitive). */
    id?: string;
    offset: number;
    limit: number;
  }): Promise<{ reports: RunReport[]; total: number }> {
    const reports: RunReport[] = [];
    const part = filter.id?.toLowerCase();
    for (const id of await listRunIds(this.traceDir)) {
      if (part !== undefined && !id.toLowerCase().includes(part)) continue;
      let r: RunReport;
      try {
        r = await this.get(id);
      } catch {
        continue; // removed while we looked
      }
      if (filter.state && r.summary.state !== filter.state) continue;
      if (filter.project !== undefined && r.summary.project !== filter.project) continue;
      reports.push(r);
    }
    reports.sort(
      (a, b) =>
        String(b.summary.updated_at).localeCompare(String(a.summary.updated_at)) ||
        (a.summary.run_id < b.summary.run_id ? -1 : a.summary.run_id > b.summary.run_id ? 1 : 0),
    );
    return { reports: reports.slice(filter.offset, filter.offset + filter.limit), total: reports.length };
  }

  /**
   * The inbox: `listEscalatedRuns`'s entries (one definition of an escalated run: an open `escalation`
   * record, and the answers and halt requests after it), newest first, each with its chain's verdict.
   * Built from the cached summaries — only runs whose trace's segments say `escalated` are read again,
   * and each entry is cached until its file changes (the age is reckoned now).
   */
  async inbox(limit: number): Promise<InboxItem[]> {
    const items: InboxItem[] = [];
    for (const id of await listRunIds(this.traceDir)) {
      let e: CacheEntry;
      try {
        e = await this.entry(id);
      } catch {
        continue; // removed while we looked
      }
      if (e.report.summary.state !== 'escalated') continue;
      e.inbox ??= { entry: await readEscalatedRun(this.traceDir, id), at: Date.now() };
      if (!e.inbox.entry) continue;
      const age = e.inbox.entry.age_sec + Math.round((Date.now() - e.inbox.at) / 1000);
      items.push({ ...e.inbox.entry, age_sec: age, chain_ok: e.report.chain.ok });
    }
    return sortNewestFirst(items).slice(0, limit);
  }

  /** Records `from…` (at most `limit`), each with its hash and link check. */
  async records(runId: string, from: number, limit: number) {
    const file = runPaths(this.traceDir, runId).trace;
    await this.get(runId); // 404 when absent
    const start = Math.max(0, from - 1);
    const range = await readLineRange(file, start, limit + (from - start));
    let prevHash: string | null = null;
    const records: unknown[] = [];
    const checks: RecordCheck[] = [];
    for (const { index, text } of range.lines) {
      const c = checkLine(text);
      const parsed = c.ok ? c.record : typeof text === 'string' ? parseLoose(text) : null;
      const hash = typeof parsed?.hash === 'string' ? parsed.hash : null;
      if (index >= from) {
        const prev = parsed?.prev;
        const link = index === 0 ? prev === '0'.repeat(64) : prevHash === null ? null : prev === prevHash;
        records.push(parsed ?? { index, type: null, unparsable: true });
        checks.push(
          c.ok
            ? { index, hash: true, link }
            : { index, hash: false, link, reason: c.reason, message: c.message },
        );
      }
      prevHash = hash;
    }
    return { run_id: runId, from, next: range.nextIndex, eof: range.eof, records, checks };
  }

  /** A stored artifact: its size, whether its bytes still hash to its name, and a text preview. */
  async artifact(runId: string, sha256: string) {
    const file = join(runPaths(this.traceDir, runId).artifacts, sha256);
    // One open that never waits and never follows a link (a file swapped for a named pipe or a symlink
    // after a look would block a pool thread, or read outside the run), then the regular-file check.
    let fh: FileHandle;
    try {
      fh = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    } catch {
      throw notFound(`artifact ${sha256} of run ${runId}`);
    }
    try {
      if (!(await fh.stat()).isFile()) throw notFound(`artifact ${sha256} of run ${runId}`);
      const hash = createHash('sha256');
      let bytes = 0;
      let head: Buffer | null = null;
      for await (const chunk of fh.createReadStream() as AsyncIterable<Buffer>) {
        hash.update(chunk);
        if (head === null || head.length < PREVIEW_BYTES + 4)
          head = Buffer.concat(head ? [head, chunk] : [chunk]);
        bytes += chunk.length;
      }
      const preview = previewOf(head ?? Buffer.alloc(0));
      const computed = hash.digest('hex');
      return { run_id: runId, sha256, bytes, verified: computed === sha256, computed, ...preview };
    } finally {
      await fh.close();
    }
  }
}

function parseLoose(text: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

const STRICT = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 text of the first 64 KiB (cut at a character boundary), or null for bytes that are not text. */
function previewOf(head: Buffer): { text: string | null; truncated: boolean } {
  const truncated = head.length > PREVIEW_BYTES;
  let end = Math.min(head.length, PREVIEW_BYTES);
  // Do not cut a multi-byte character in half: back up over continuation bytes.
  while (truncated && end > 0 && (head[end]! & 0xc0) === 0x80) end--;
  try {
    return { text: STRICT.decode(head.subarray(0, end)), truncated };
  } catch {
    return { text: null, truncated };
  }
}
