/**
 * Streaming chain verification (SPEC §5 `trace verify`): push lines one by one, keep O(1) state (the
 * previous hash, counters, and one line of look-ahead so the last line can be judged as possibly torn).
 */
import { checkLine, envelopeProblem, hashCanonicalPrefix, undecodableMessage } from './chain.js';
import { leafHash, MerkleFrontier } from './merkle.js';
import { scanCanonicalLine } from './scan.js';
import { stepOrderProblem } from './steps.js';
import { createSegmentTracker, FIELDS_NEEDED, type SegmentFields, type SegmentState } from './segments.js';
import { GENESIS_PREV, type TraceHead, type TraceLine, type TraceRecord } from './types.js';

/** Why a chain is not whole. Stable words: scripts and tests switch on them. */
export type ChainReason =
  | 'hash'
  | 'link'
  | 'order'
  | 'run_id'
  | 'torn'
  | 'unparsable'
  | 'missing run_end'
  | 'checkpoint mismatch'
  /** An artifact the record refers to is refused, missing, or no longer hashes to its sha256. */
  | 'artifact'
  /**
   * A usage figure that does not add up (docs/decisions/107): said by the readers that prove a run's
   * usage before a person or a runtime goes on from it (the inbox, `loopgov resume`), not by this verifier.
   */
  | 'usage';

/** The first bad record: its 0-based line index, the reason word and a sentence. */
export interface ChainFinding {
  index: number;
  reason: ChainReason;
  message: string;
}

export interface ChainReport {
  ok: boolean;
  /** Number of lines seen (whole or not). */
  length: number;
  /** Hash of the last whole record that was checked before any finding (64 zeros when none). */
  head: string;
  runId: string | null;
  ended: boolean;
  /**
   * Where the last segment is (docs/decisions/060): `escalated` — the trace ends in an `escalation`
   * record and whatever may follow it while a person decides; the run goes on only through a resume.
   */
  state: SegmentState;
  /** Hash of the `escalation` record while `state` is `escalated` (the head a resume token binds). */
  escalationHead: string | null;
  recoveries: number;
  finding: ChainFinding | null;
  /** With `merkle: true`: the RFC 9162 root over every whole record's hash (hex), as a checkpoint signs it. */
  root?: string;
}

/**
 * The head a verified chain ends with (records 0…length-1, the last hashing to `head`): what a writer
 * that decided from this read appends after.
 *
 * @example
 * store.append(body, { after: chainHead(report) });
 */
export function chainHead(report: Pick<ChainReport, 'length' | 'head'>): TraceHead {
  return { index: report.length - 1, hash: report.head };
}

export interface ChainVerifierOptions {
  /** The run id every record must carry (default: the run_start's). */
  runId?: string;
  /**
   * A checkpoint to hold the trace to: record `length - 1` must have hash `head`, and when it carries a
   * Merkle `root`, records 0…length-1 must have that root (docs/decisions/066).
   */
  checkpoint?: CheckpointClaim;
  /**
   * Every checkpoint to hold the trace to, each as `checkpoint` is (a witness's, docs/decisions/108): a
   * trace shorter than the longest is truncated.
   */
  checkpoints?: readonly CheckpointClaim[];
  /** Also compute the Merkle root of the records (two more hashes per record). */
  merkle?: boolean;
  /** Called for every record accepted so far, in order (index and hash), e.g. to build a Merkle index. */
  onRecord?: (index: number, hash: string) => void;
  /** Accept a chain with no `run_end` yet (a run in progress). */
  allowOpen?: boolean;
  /**
   * Called with `artifact.sha256` and `artifact.bytes` (as recorded, unchecked) of every iteration record
   * that carries an artifact, once its chain checks passed: the I/O layer checks the file
   * (`io/trace/read.ts`).
   */
  onArtifact?: (index: number, sha256: unknown, bytes?: unknown) => void;
}

/** A JSON number token: a canonical one is its own shortest form, so `Number` reads it exactly. */
const NUMBER = /^-?\d/;

/** The value of one member's raw JSON text off the fast path (a number without a parse). */
function rawValue(text: string): unknown {
  return NUMBER.test(text) ? Number(text) : JSON.parse(text);
}

export interface ChainVerifier {
  /** One line of `trace.jsonl`, without its newline (decoded strictly: see `TraceLine`). */
  push(line: TraceLine): void;
  /** No more lines. `terminated`: whether the file ended with a newline (default true). */
  end(opts?: { terminated?: boolean }): ChainReport;
}

/** What a checkpoint says of the trace; `name` (e.g. a witness's file) is used in the findings. */
export interface CheckpointClaim {
  length: number;
  head: string;
  root?: string;
  name?: string;
}

/** What the order and link checks need of a record whose own hash is already checked. */
type Checked = Pick<TraceRecord, 'run_id' | 'index' | 'prev' | 'hash'> & { type: string; step?: unknown };

/**
 * Creates a verifier. Reports only the FIRST bad record; later lines are counted, not judged.
 *
 * @example
 * const v = createChainVerifier();
 * for (const line of lines) v.push(line);
 * const report = v.end({ terminated: true });
 */
export function createChainVerifier(opts: ChainVerifierOptions = {}): ChainVerifier {
  let pending: TraceLine | undefined;
  let seen = 0; // lines judged so far
  let prev = GENESIS_PREV;
  let runId: string | null = opts.runId ?? null;
  const segments = createSegmentTracker();
  let recoveries = 0;
  /** The last iteration's step: the next must be greater (the runtime's rule, `core/trace/steps.ts`). */
  let lastStep: number | null = null;
  const claims = [...(opts.checkpoint ? [opts.checkpoint] : []), ...(opts.checkpoints ?? [])];
  const claimsAt = new Map<number, CheckpointClaim[]>();
  for (const c of claims)
    (claimsAt.get(c.length - 1) ?? claimsAt.set(c.length - 1, []).get(c.length - 1)!).push(c);
  const longest = claims.reduce<CheckpointClaim | undefined>(
    (a, c) => (a && a.length >= c.length ? a : c),
    undefined,
  );
  const frontier = opts.merkle || claims.some((c) => c.root) ? new MerkleFrontier() : null;
  let finding: ChainFinding | null = null;

  const fail = (index: number, reason: ChainReason, message: string): void => {
    finding ??= { index, reason, message };
  };

  const judge = (line: TraceLine, last: boolean, terminated: boolean): void => {
    const index = seen++;
    if (finding) return;
    if (last && !terminated) {
      const size = typeof line === 'string' ? `${line.length} chars` : `${line.bytes} bytes`;
      fail(index, 'torn', `last line has no newline (${size}): a write cut short`);
      return;
    }
    // Bytes that are not UTF-8 are damage wherever they are (a crash leaves no newline after them).
    if (typeof line !== 'string') {
      fail(index, 'unparsable', undecodableMessage(line));
      return;
    }
    // Fast path: a canonical line's envelope, read without JSON.parse; anything else takes checkLine.
    const env = scanCanonicalLine(line);
    if (env) {
      const bad = envelopeProblem(env as unknown as Record<string, unknown>);
      const computed = bad ? '' : hashCanonicalPrefix(line, env.canonicalEnd);
      if (bad)
        fail(index, 'unparsable', bad); // a whole JSON line: damage, not a crash
      else if (computed !== env.hash)
        fail(index, 'hash', `hash ${env.hash} does not match content (${computed})`);
      else if (
        judgeRecord(env, index, line, env.step === undefined ? undefined : rawValue(env.step)) &&
        opts.onArtifact &&
        env.type === 'iteration' &&
        env.artifact
      )
        artifact(index, JSON.parse(env.artifact));
      return;
    }
    const c = checkLine(line);
    if (!c.ok) {
      // Only a line that is not even a JSON object can be a write cut short.
      if (last && c.reason === 'unparsable' && c.record === undefined)
        fail(index, 'torn', `last line is cut short or garbled: ${c.message}`);
      else fail(index, c.reason, c.message);
      return;
    }
    if (judgeRecord(c.record, index, line, c.record.step) && c.record.type === 'iteration')
      artifact(index, c.record.artifact);
  };

  const artifact = (index: number, value: unknown): void => {
    if (!opts.onArtifact || value === null || value === undefined) return;
    const a = typeof value === 'object' ? (value as { sha256?: unknown; bytes?: unknown }) : null;
    opts.onArtifact(index, a ? a.sha256 : value, a?.bytes);
  };

  /**
   * True when the record passed every chain check. `step` is the record's `step` member (an iteration's
   * must follow the one before it).
   */
  const judgeRecord = (r: Checked, index: number, line: string, step: unknown): boolean => {
    if (r.prev !== prev) {
      fail(index, 'link', `prev ${r.prev} is not the previous record's hash ${prev}`);
      return false;
    }
    if (r.index !== index) {
      fail(index, 'order', `record says index ${r.index} but is line ${index}`);
      return false;
    }
    if (runId === null && r.type === 'run_start') runId = r.run_id;
    if (runId !== null && r.run_id !== runId) {
      fail(index, 'run_id', `run_id ${JSON.stringify(r.run_id)} in a trace of run ${JSON.stringify(runId)}`);
      return false;
    }
    if (r.type === 'recovery') recoveries++;
    // The few record types whose fields the grammar reads are parsed; they are rare (not one per step).
    const fields = (): SegmentFields =>
      FIELDS_NEEDED.has(r.type) ? (JSON.parse(line) as SegmentFields) : {};
    const refused = segments.accept(r.type, index, r.hash, fields);
    if (refused) {
      fail(index, 'order', refused);
      return false;
    }
    if (r.type === 'iteration') {
      const bad = stepOrderProblem(step, lastStep);
      if (bad) {
        fail(index, 'order', `iteration step ${bad}: the runtime never writes such a step`);
        return false;
      }
      lastStep = step as number;
    }
    const here = claimsAt.get(index) ?? [];
    const wrongHead = here.find((c) => r.hash !== c.head);
    if (wrongHead) {
      fail(
        index,
        'checkpoint mismatch',
        `record ${index} has hash ${r.hash}; ${said(wrongHead)} ${wrongHead.head}`,
      );
      return false;
    }
    frontier?.push(leafHash(r.hash));
    const rooted = here.filter((c) => c.root);
    if (rooted.length > 0) {
      const root = frontier!.root().toString('hex');
      const wrongRoot = rooted.find((c) => c.root !== root);
      if (wrongRoot) {
        fail(
          index,
          'checkpoint mismatch',
          `the Merkle root of records 0…${index} is ${root}; ${said(wrongRoot)} ${wrongRoot.root}`,
        );
        return false;
      }
    }
    opts.onRecord?.(index, r.hash);
    prev = r.hash;
    return true;
  };

  return {
    push(line) {
      if (pending !== undefined) judge(pending, false, true);
      pending = line;
    },
    end(endOpts = {}) {
      const terminated = endOpts.terminated ?? true;
      if (pending !== undefined) judge(pending, true, terminated);
      pending = undefined;
      if (longest && seen < longest.length) {
        fail(
          seen,
          'checkpoint mismatch',
          `trace has ${seen} records; ${said(longest)} ${longest.length}: truncated`,
        );
      }
      const state = segments.state;
      const ended = state === 'ended' || state === 'escalating' || state === 'escalated';
      if (seen === 0) fail(0, 'order', 'empty trace: no run_start');
      else if (state === 'before') fail(seen, 'order', 'no run_start');
      else if (!ended && !opts.allowOpen) {
        fail(
          seen,
          'missing run_end',
          `no run_end after record ${seen - 1}: the run is still open or was cut short`,
        );
      }
      return {
        ok: finding === null,
        length: seen,
        head: prev,
        runId,
        ended,
        state,
        escalationHead: state === 'escalated' ? segments.escalationHash : null,
        recoveries,
        finding,
        ...(opts.merkle && frontier ? { root: frontier.root().toString('hex') } : {}),
      };
    },
  };
}

/** "the checkpoint says", naming it when it has a name. */
function said(c: CheckpointClaim): string {
  return `the checkpoint${c.name ? ` ${c.name}` : ''} says`;
}
