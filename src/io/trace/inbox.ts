/**
 * The inbox (SPEC §4.4): the escalated runs of a trace dir, newest first — what `loopgov inbox`, the
 * server's `GET /api/v1/inbox` and the Loop panel show. `listEscalatedRuns` reads only each trace's
 * first record and its tail; `showEscalatedRun` verifies the whole chain and adds the evidence.
 */
import { closeSync, type Dirent, existsSync, fstatSync, readdirSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { describeError, LoopgovError } from '../../core/errors.js';
import { checkLine } from '../../core/trace/chain.js';
import { createPendingHalt } from '../../core/run/pending-halt.js';
import { createUsageProof } from '../../core/run/usage-proof.js';
import type { TraceRecord } from '../../core/trace/types.js';
import type { ChainReport } from '../../core/trace/verify.js';
import { readRunStart, readTraceRecords } from './history.js';
import { isRunId, parseRunId } from '../../core/trace/run-id.js';
import { openTraceFile } from './open-trace.js';
import { runPaths } from './read.js';
import { parseResumeRecord } from './resume.js';

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
  /**
   * A person's halt is pending: one after the run's last iteration, so also one that landed between the
   * ESCALATE's iteration and its escalation record (`core/run/pending-halt.ts`).
   */
  halt_requested: boolean;
  /** Set when a torn last line follows (a writer killed mid-write): the next writer recovers it. */
  torn_tail?: true;
}

/** `inbox show`: the entry, its evidence, the answers so far, and whether the chain verifies. */
export interface InboxDetail extends InboxEntry {
  evidence: unknown;
  iteration: unknown;
  limits: unknown;
  /**
   * The answers so far, each as its token says (unverified: the runtime verifies the token), never as the
   * record's copies say; `disagreeing` names the copies an edit made differ from it (decision 116).
   */
  resumes: {
    index: number;
    sub: unknown;
    decision: unknown;
    jti: unknown;
    grant: unknown;
    at: string;
    disagreeing: string[];
  }[];
  chain: ChainReport;
}

/** A trace the inbox could not read as one: listed so a person sees it (`trace verify` says more). */
export interface InboxSkipped {
  /** The run folder's name. */
  run: string;
  /** `<run>/trace.jsonl`, as found under the trace dir. */
  path: string;
  why: string;
}

/**
 * Every escalated run under `traceDir`, newest escalation first. Throws `ERR_TRACE` when `traceDir` is
 * not a readable folder. Traces it cannot read are left out: `scanInbox` lists them.
 *
 * @example
 * for (const e of await listEscalatedRuns('traces')) console.log(e.run_id, e.reason, e.age_sec);
 */
export async function listEscalatedRuns(
  traceDir: string,
  opts: { now?: number } = {},
): Promise<InboxEntry[]> {
  return (await scanInbox(traceDir, opts)).escalated;
}

/**
 * The inbox of `traceDir` (`loopgov inbox list`): the escalated runs, newest first, and every
 * `trace.jsonl` that could not be read as a trace (`skipped`, with why). Throws `ERR_TRACE` when
 * `traceDir` does not exist or is not a folder.
 *
 * @example
 * const { escalated, skipped } = await scanInbox('traces');
 */
export async function scanInbox(
  traceDir: string,
  opts: { now?: number } = {},
): Promise<{ escalated: InboxEntry[]; skipped: InboxSkipped[] }> {
  const now = opts.now ?? Date.now();
  let dirs: Dirent[];
  try {
    dirs = readdirSync(traceDir, { withFileTypes: true });
  } catch (e) {
    throw new LoopgovError('ERR_TRACE', `cannot read the trace dir ${traceDir}: ${describeError(e)}`);
  }
  const escalated: InboxEntry[] = [];
  const skipped: InboxSkipped[] = [];
  for (const d of dirs.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!d.isDirectory()) continue;
    const path = `${d.name}/trace.jsonl`;
    if (!isRunId(d.name)) {
      if (existsSync(join(traceDir, path)))
        skipped.push({ run: d.name, path, why: 'the folder name is not a run id' });
      continue;
    }
    if (!existsSync(runPaths(traceDir, d.name).trace)) continue; // not a run folder
    const open = inspectOpenEscalation(traceDir, d.name);
    if (open.status === 'unreadable') skipped.push({ run: d.name, path, why: open.why });
    else if (open.status === 'escalated') escalated.push(await entryFor(traceDir, d.name, open, now));
  }
  return { escalated: sortNewestFirst(escalated), skipped };
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
  const open = inspectOpenEscalation(traceDir, runId);
  if (open.status !== 'escalated') return null;
  return entryFor(traceDir, runId, open, opts.now ?? Date.now());
}

async function entryFor(
  traceDir: string,
  runId: string,
  open: OpenEscalation,
  now: number,
): Promise<InboxEntry> {
  let start: TraceRecord | null = null;
  try {
    start = await readRunStart(traceDir, runId);
  } catch {
    // listed without its scope
  }
  return {
    ...entryOf(runId, start, open.escalation, open.after, open.halt, now),
    ...(open.torn ? { torn_tail: true } : {}),
  };
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
  return (await inspectEscalatedRun(traceDir, runId, opts)).detail;
}

/**
 * `showEscalatedRun`'s detail together with the chain report, also when the run is not escalated — so a
 * caller can say the chain is broken (naming the record) rather than "not escalated".
 *
 * @example
 * const { chain, detail } = await inspectEscalatedRun('traces', 'r1');
 * if (!chain.ok) console.log(chain.finding?.index, chain.finding?.reason);
 */
export async function inspectEscalatedRun(
  traceDir: string,
  runId: string,
  opts: { now?: number } = {},
): Promise<{ chain: ChainReport; detail: InboxDetail | null }> {
  parseRunId(runId);
  let start: TraceRecord | null = null;
  let escalation: TraceRecord | null = null;
  let after: TraceRecord[] = [];
  // The budget a person is shown is what the records prove, never what they say (decision 107).
  const usage = createUsageProof();
  const pendingHalt = createPendingHalt<TraceRecord>();
  const read = await readTraceRecords(traceDir, runId, (r) => {
    usage.push(r);
    pendingHalt.push(r);
    if (r.type === 'run_start') start = r;
    else if (r.type === 'escalation') {
      escalation = r;
      after = [];
    } else if (escalation && (r.type === 'resume' || r.type === 'halt_request')) after.push(r);
    else if (r.type === 'run_continue' || r.type === 'run_end' || r.type === 'iteration') escalation = null;
  });
  const p = usage.problem;
  // A torn last line (a writer killed mid-write) is no record: a person judges the whole chain before
  // it, and the next writer recovers it (as the inbox list says).
  const torn = !read.ok && read.finding?.reason === 'torn';
  const records: ChainReport = torn ? { ...read, ok: true, length: read.length - 1, finding: null } : read;
  const chain: ChainReport =
    records.ok && p
      ? {
          ...records,
          ok: false,
          finding: { index: p.index, reason: 'usage', message: `the trace was edited: ${p.detail}` },
        }
      : records;
  if (!escalation || chain.state !== 'escalated') return { chain, detail: null };
  const e = escalation as TraceRecord;
  const detail: InboxDetail = {
    ...entryOf(runId, start, e, after, pendingHalt.halt, opts.now ?? Date.now()),
    evidence: e.evidence ?? null,
    iteration: e.iteration ?? null,
    limits: e.limits ?? null,
    resumes: after
      .filter((r) => r.type === 'resume')
      .map((r) => {
        const { claims, disagreeing } = parseResumeRecord(r);
        return {
          index: r.index,
          sub: claims?.sub ?? null,
          decision: claims?.decision ?? null,
          jti: claims?.jti ?? null,
          grant: claims?.grant ?? null,
          at: r.at,
          disagreeing,
        };
      }),
    ...(torn ? { torn_tail: true as const } : {}),
    chain,
  };
  return { chain, detail };
}

function entryOf(
  runId: string,
  start: TraceRecord | null,
  e: TraceRecord,
  after: TraceRecord[],
  halt: TraceRecord | null,
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
    halt_requested: halt !== null,
  };
}

/** Records that may follow an open escalation; anything else means the run is not escalated. */
const WHILE_ESCALATED = new Set(['resume', 'halt_request', 'recovery']);

/** The run's open escalation, and whether a torn last line follows it (a writer killed mid-write). */
export interface OpenEscalation {
  escalation: TraceRecord;
  after: TraceRecord[];
  /** The halt request pending for it, if any: the first since the run's last iteration (pending-halt.ts). */
  halt: TraceRecord | null;
  torn: boolean;
}

/** Records between an ESCALATE's iteration and its escalation record. */
const BEFORE_ESCALATION = new Set(['run_end', 'halt_request', 'recovery']);

/**
 * The run's open escalation — its `escalation` record and the answers and halt requests after it — or
 * null when the run is not escalated (or its tail does not verify line by line). Reads the trace
 * backwards from its end: only the escalation, what follows it, and what lies between it and the
 * iteration that escalated (a halt request may have landed there). A torn last line (no newline, or a
 * last line that is not JSON) is what a crashed writer leaves, recovered by the next writer: the run
 * is still escalated, with `torn: true`.
 *
 * @example
 * const open = readOpenEscalation('traces', 'r1'); // { escalation, after, halt, torn } | null
 */
export function readOpenEscalation(traceDir: string, runId: string): OpenEscalation | null {
  const open = inspectOpenEscalation(traceDir, runId);
  return open.status === 'escalated' ? open : null;
}

type OpenEscalationState =
  | ({ status: 'escalated' } & OpenEscalation)
  | { status: 'not escalated' }
  | { status: 'unreadable'; why: string };

function inspectOpenEscalation(traceDir: string, runId: string): OpenEscalationState {
  let fd: number;
  try {
    fd = openTraceFile(runPaths(traceDir, runId).trace);
  } catch (e) {
    const refused = e instanceof LoopgovError ? e.problems[0]?.message : undefined;
    return { status: 'unreadable', why: refused ?? `cannot open: ${describeError(e)}` };
  }
  try {
    const size = fstatSync(fd).size;
    if (size === 0) return { status: 'unreadable', why: 'empty: no run_start' };
    for (let chunk = 64 * 1024; ; chunk *= 4) {
      const start = Math.max(0, size - chunk);
      const buf = Buffer.alloc(size - start);
      readSync(fd, buf, 0, buf.length, start);
      const lines = buf.toString('utf8').split('\n');
      let torn = false;
      if (lines.at(-1) === '') lines.pop();
      else torn = true; // no newline at the end: a torn last line
      if (start > 0) lines.shift(); // may be cut: read further back if the answer needs it
      const after: TraceRecord[] = [];
      let escalation: TraceRecord | null = null;
      /** Halt requests between the escalated iteration and the escalation record, last first. */
      const before: TraceRecord[] = [];
      const found = (): OpenEscalationState => {
        const pending = createPendingHalt<TraceRecord>();
        for (const r of [...before.reverse(), ...after.reverse()]) pending.push(r);
        return { status: 'escalated', escalation: escalation!, after, halt: pending.halt, torn };
      };
      for (let i = lines.length - 1; i >= 0; i--) {
        if (torn && i === lines.length - 1) continue;
        const c = checkLine(lines[i]!);
        if (!c.ok) {
          // A crash garbles only the very last line (as the store's recovery reads it); else it is damage.
          if (i === lines.length - 1 && c.reason === 'unparsable' && c.record === undefined) {
            torn = true;
            continue;
          }
          return { status: 'unreadable', why: `a bad record near the end (${c.reason}: ${c.message})` };
        }
        const type = c.record.type;
        if (escalation) {
          if (!BEFORE_ESCALATION.has(type)) return found(); // the iteration that escalated
          if (type === 'halt_request') before.push(c.record);
          continue;
        }
        if (type === 'escalation') escalation = c.record;
        else if (!WHILE_ESCALATED.has(type)) return { status: 'not escalated' };
        else after.push(c.record);
      }
      if (start === 0) return escalation ? found() : { status: 'not escalated' };
    }
  } catch (e) {
    return { status: 'unreadable', why: describeError(e) };
  } finally {
    closeSync(fd);
  }
}
