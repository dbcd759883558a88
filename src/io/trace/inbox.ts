/**
 * The inbox (SPEC §4.4): the escalated runs of a trace dir, newest first — what `loopgov inbox`, the
 * server's `GET /api/v1/inbox` and the Loop panel show. `listEscalatedRuns` reads only each trace's
 * first record and its tail; `showEscalatedRun` verifies the whole chain and adds the evidence.
 */
import { closeSync, existsSync, fstatSync, openSync, readdirSync, readSync } from 'node:fs';
import { checkLine } from '../../core/trace/chain.js';
import type { TraceRecord } from '../../core/trace/types.js';
import type { ChainReport } from '../../core/trace/verify.js';
import { readRunStart, readTraceRecords } from './history.js';
import { isRunId, parseRunId } from '../../core/trace/run-id.js';
import { runPaths } from './read.js';

/** One escalated run, as the inbox lists it. */
export interface InboxEntry {
  run_id: string;
  project: string | null;
  level: string | null;
  profile: string | null;
  /** When the run escalated (the escalation record's `at`), and how long ago (seconds). */
  escalated_at: string;
  age_sec: number;
  step: number | null;
  reason: string;
  detail: string | null;
  /** The head a resume must bind: the escalation record's hash. */
  head: string;
  approver_role: string;
  budget: unknown;
  remaining: unknown;
  /** What a resume could grant (room under the ceiling per budget limit), or null when nothing can. */
  grantable: unknown;
  needs: string | null;
  /** Answers appended since (`loopgov resume`), not yet acted on by the runtime. */
  resumes_pending: number;
  halt_requested: boolean;
}

/** `inbox show`: the entry, its evidence, the answers so far, and whether the chain verifies. */
export interface InboxDetail extends InboxEntry {
  evidence: unknown;
  iteration: unknown;
  limits: unknown;
  resumes: { index: number; sub: unknown; decision: unknown; jti: unknown; grant: unknown; at: string }[];
  chain: ChainReport;
}

/**
 * Every escalated run under `traceDir`, newest escalation first. Runs whose files cannot be read are
 * skipped (the inbox is a view; `trace verify` judges).
 *
 * @example
 * for (const e of await listEscalatedRuns('traces')) console.log(e.run_id, e.reason, e.age_sec);
 */
export async function listEscalatedRuns(
  traceDir: string,
  opts: { now?: number } = {},
): Promise<InboxEntry[]> {
  const now = opts.now ?? Date.now();
  if (!existsSync(traceDir)) return [];
  const out: InboxEntry[] = [];
  for (const d of readdirSync(traceDir, { withFileTypes: true })) {
    if (!d.isDirectory() || !isRunId(d.name)) continue;
    const entry = await readEscalatedRun(traceDir, d.name, { now });
    if (entry) out.push(entry);
  }
  return sortNewestFirst(out);
}

/**
 * One run's inbox entry, or null when it is not escalated — what `listEscalatedRuns` lists for it (the
 * trace's first record and its tail only).
 *
 * @example
 * const e = await readEscalatedRun('traces', 'r1'); // InboxEntry | null
 */
export async function readEscalatedRun(
  traceDir: string,
  runId: string,
  opts: { now?: number } = {},
): Promise<InboxEntry | null> {
  const tail = readOpenEscalation(traceDir, runId);
  if (!tail) return null;
  let start: TraceRecord | null = null;
  try {
    start = await readRunStart(traceDir, runId);
  } catch {
    // listed without its scope
  }
  return entryOf(runId, start, tail.escalation, tail.after, opts.now ?? Date.now());
}

/** Newest escalation first (the inbox's order). */
export function sortNewestFirst<T extends { escalated_at: string }>(entries: T[]): T[] {
  return entries.sort((a, b) =>
    a.escalated_at < b.escalated_at ? 1 : a.escalated_at > b.escalated_at ? -1 : 0,
  );
}

/**
 * One run's escalation in full, or null when the run is not escalated. Verifies the whole chain.
 *
 * @example
 * const detail = await showEscalatedRun('traces', 'r1');
 * if (detail) console.log(detail.evidence, detail.grantable);
 */
export async function showEscalatedRun(
  traceDir: string,
  runId: string,
  opts: { now?: number } = {},
): Promise<InboxDetail | null> {
  parseRunId(runId);
  let start: TraceRecord | null = null;
  let escalation: TraceRecord | null = null;
  let after: TraceRecord[] = [];
  const chain = await readTraceRecords(traceDir, runId, (r) => {
    if (r.type === 'run_start') start = r;
    else if (r.type === 'escalation') {
      escalation = r;
      after = [];
    } else if (escalation && (r.type === 'resume' || r.type === 'halt_request')) after.push(r);
    else if (r.type === 'run_continue' || r.type === 'run_end' || r.type === 'iteration') escalation = null;
  });
  if (!escalation || chain.state !== 'escalated') return null;
  const e = escalation as TraceRecord;
  return {
    ...entryOf(runId, start, e, after, opts.now ?? Date.now()),
    evidence: e.evidence ?? null,
    iteration: e.iteration ?? null,
    limits: e.limits ?? null,
    resumes: after
      .filter((r) => r.type === 'resume')
      .map((r) => ({
        index: r.index,
        sub: r.sub,
        decision: r.decision,
        jti: r.jti,
        grant: r.grant ?? null,
        at: r.at,
      })),
    chain,
  };
}

function entryOf(
  runId: string,
  start: TraceRecord | null,
  e: TraceRecord,
  after: TraceRecord[],
  now: number,
): InboxEntry {
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const at = Date.parse(e.at);
  return {
    run_id: runId,
    project: str(start?.project),
    level: str(start?.level),
    profile: str(start?.profile),
    escalated_at: e.at,
    age_sec: Number.isNaN(at) ? 0 : Math.max(0, Math.round((now - at) / 1000)),
    step: typeof e.step === 'number' ? e.step : null,
    reason: String(e.reason ?? ''),
    detail: str(e.detail),
    head: e.hash,
    approver_role: String(e.approver_role ?? 'maintainer'),
    budget: e.budget ?? null,
    remaining: e.remaining ?? null,
    grantable: e.grantable ?? null,
    needs: str(e.needs),
    resumes_pending: after.filter((r) => r.type === 'resume').length,
    halt_requested: after.some((r) => r.type === 'halt_request'),
  };
}

/** Records that may follow an open escalation; anything else means the run is not escalated. */
const WHILE_ESCALATED = new Set(['resume', 'halt_request', 'recovery']);

/**
 * The run's open escalation — its `escalation` record and the answers and halt requests after it — or
 * null when the run is not escalated (or its tail does not verify line by line). Reads the trace
 * backwards from its end: only the escalation and what follows it.
 *
 * @example
 * const open = readOpenEscalation('traces', 'r1'); // { escalation, after } | null
 */
export function readOpenEscalation(
  traceDir: string,
  runId: string,
): { escalation: TraceRecord; after: TraceRecord[] } | null {
  let fd: number;
  try {
    fd = openSync(runPaths(traceDir, runId).trace, 'r');
  } catch {
    return null;
  }
  try {
    const size = fstatSync(fd).size;
    for (let chunk = 64 * 1024; ; chunk *= 4) {
      const start = Math.max(0, size - chunk);
      const buf = Buffer.alloc(size - start);
      readSync(fd, buf, 0, buf.length, start);
      const lines = buf.toString('utf8').split('\n');
      if (lines.at(-1) === '') lines.pop();
      if (start > 0) lines.shift(); // may be cut: read further back if the answer needs it
      const after: TraceRecord[] = [];
      for (let i = lines.length - 1; i >= 0; i--) {
        const c = checkLine(lines[i]!);
        if (!c.ok) return null; // damage: the inbox shows only what verifies line by line
        if (c.record.type === 'escalation') return { escalation: c.record, after: after.reverse() };
        if (!WHILE_ESCALATED.has(c.record.type)) return null;
        after.push(c.record);
      }
      if (start === 0) return null;
    }
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
