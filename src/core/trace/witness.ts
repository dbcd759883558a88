/**
 * What a witness of checkpoints may hold (docs/decisions/065, 108), judged without I/O: each entry is
 * `<run_id>/<length, 12 digits>.jwt` holding a checkpoint of that run signed for exactly that length. A
 * checkpoint's file name is never trusted on its own: the newest checkpoint is the one with the largest
 * SIGNED length, and a trace is held to every checkpoint the witness ever held.
 */
import type { JWK } from 'jose';
import { describeError, LoopgovError, type Problem } from '../errors.js';
import {
  checkpointName,
  readCheckpointClaims,
  type SignedCheckpoint,
  verifyCheckpointWith,
} from './checkpoint-claims.js';
import { isRunId } from './run-id.js';

/** A checkpoint longer than this is not one (they are a few hundred bytes). */
export const MAX_CHECKPOINT_BYTES = 16 * 1024;

/** One file as the witness holds it (or as `trace anchor` would commit it). */
export interface WitnessEntry {
  /** `<run_id>/<name>` in the witness's tree. */
  path: string;
  /** Its text; null when it is not a readable file (`problem` says why). */
  jws: string | null;
  problem?: string;
}

/** Keys that may sign checkpoints, and where they came from (for the messages). */
export interface CheckpointTrust {
  keys: JWK[];
  source: string;
}

export type WitnessedCheckpoint = SignedCheckpoint & { path: string };

export type EntryCheck = { ok: true; cp: WitnessedCheckpoint } | { ok: false; reason: string };

/**
 * Checks one entry: its path names a run and a length, its text is a checkpoint of that run signed for
 * that length, and — when `trust` is given — the signature verifies under its keys.
 *
 * @example
 * await checkWitnessEntry({ path: 'r1/000000000007.jwt', jws }, { keys, source: 'keys.json' })
 * // { ok: false, reason: 'named for length 7 but signed for length 5' }
 */
export async function checkWitnessEntry(entry: WitnessEntry, trust?: CheckpointTrust): Promise<EntryCheck> {
  const m = /^([^/]+)\/(\d{12})\.jwt$/.exec(entry.path);
  const runId = m?.[1] ?? '';
  if (!m || !isRunId(runId))
    return { ok: false, reason: 'not a checkpoint file name (<run_id>/<length, 12 digits>.jwt)' };
  if (entry.jws === null) return { ok: false, reason: entry.problem ?? 'not a readable file' };
  const jws = entry.jws.trim();
  if (jws.length > MAX_CHECKPOINT_BYTES || /\s/.test(jws))
    return { ok: false, reason: `not a checkpoint (${entry.jws.length} characters, not one compact JWS)` };
  let cp: SignedCheckpoint;
  try {
    // Its form first (garbage is named as such), then — with keys — its signature.
    cp = readCheckpointClaims(jws, runId);
    if (trust) cp = await verifyCheckpointWith(jws, trust.keys, trust.source, runId);
  } catch (e) {
    return { ok: false, reason: e instanceof LoopgovError ? e.message : describeError(e) };
  }
  const named = Number(m[2]);
  if (named !== cp.length)
    return { ok: false, reason: `named for length ${named} but signed for length ${cp.length}` };
  return { ok: true, cp: { ...cp, path: entry.path } };
}

/**
 * Every checkpoint the witness `name` holds for `runId`, each checked under `trust`, shortest first.
 * Throws `ERR_WITNESS` naming every entry that is not a valid checkpoint of the run (a forgery, a file
 * named for another length, garbage): fail closed — a witness that holds one is not in order.
 *
 * @example
 * const cps = await checkWitnessedRun('r1', entries, trust, 'file:///srv/witness.git');
 * cps.at(-1) // the newest: the largest signed length
 */
export async function checkWitnessedRun(
  runId: string,
  entries: WitnessEntry[],
  trust: CheckpointTrust,
  name: string,
): Promise<WitnessedCheckpoint[]> {
  const good: WitnessedCheckpoint[] = [];
  const problems: Problem[] = [];
  for (const e of entries) {
    const c = await checkWitnessEntry(e, trust);
    if (c.ok) good.push(c.cp);
    else problems.push({ file: `${name}:${e.path}`, message: c.reason });
  }
  if (problems.length > 0) {
    const first = problems[0]!;
    throw new LoopgovError(
      'ERR_WITNESS',
      `the witness ${name} holds ${problems.length} bad checkpoint file(s) of run ${runId}; first ${first.file}: ${first.message}`,
      problems,
    );
  }
  return good.sort((a, b) => a.length - b.length);
}

/** One checkpoint a runner wrote, offered to the witness. */
export interface AnchorCandidate extends WitnessEntry {
  /** The file on disk it was read from. */
  file: string;
}

export interface AnchorPlan {
  /** To commit: new to the witness and consistent with what it holds. */
  add: AnchorCandidate[];
  /** Already in the witness at that path with the same statement (kept as they are: append-only). */
  kept: AnchorCandidate[];
  refused: (AnchorCandidate & { reason: string })[];
}

/**
 * Decides what `trace anchor` commits of one run's `candidates`, given every entry the witness ever held
 * for the run (`held`, its history) and those at the ref's tip (`tip`, by path). Refused: anything that
 * is not a checkpoint of the run named for its signed length (or, with `trust`, whose signature does not
 * verify); a checkpoint that contradicts one the witness holds at the same length; a new checkpoint
 * shorter than the longest the witness holds. All or nothing per run: when one is refused, none of the
 * run's new checkpoints is added (each is refused, naming why).
 *
 * @example
 * const plan = await planAnchorRun('r1', candidates, held, tip, trust);
 * plan.refused // [{ path: 'r1/000000000099.jwt', reason: 'not a checkpoint (a compact JWS): …' }]
 */
export async function planAnchorRun(
  runId: string,
  candidates: AnchorCandidate[],
  held: WitnessEntry[],
  tip: Map<string, string>,
  trust?: CheckpointTrust,
): Promise<AnchorPlan> {
  // What the witness holds is compared by what it states (read, not verified: it is already there).
  const heldClaims: WitnessedCheckpoint[] = [];
  for (const h of held) {
    if (h.jws === null) continue;
    try {
      heldClaims.push({ ...readCheckpointClaims(h.jws.trim(), runId), path: h.path });
    } catch {
      // an unreadable entry (anchored before decision 108) states nothing to compare with
    }
  }
  const longest = heldClaims.reduce<WitnessedCheckpoint | undefined>(
    (a, c) => (a && a.length >= c.length ? a : c),
    undefined,
  );
  const plan: AnchorPlan = { add: [], kept: [], refused: [] };
  for (const c of candidates) {
    const atTip = tip.get(c.path);
    if (atTip !== undefined && c.jws !== null && atTip.trim() === c.jws.trim()) {
      plan.kept.push(c);
      continue;
    }
    const check = await checkWitnessEntry(c, trust);
    if (!check.ok) {
      plan.refused.push({ ...c, reason: check.reason });
      continue;
    }
    const cp = check.cp;
    const other = heldClaims.find(
      (h) => h.length === cp.length && (h.head !== cp.head || (h.root && cp.root && h.root !== cp.root)),
    );
    if (other) {
      plan.refused.push({
        ...c,
        reason: `contradicts the witness's ${other.path} (length ${cp.length}: head ${cp.head}, the witness holds ${other.head}${other.root && cp.root && other.root !== cp.root ? `, root ${cp.root} vs ${other.root}` : ''})`,
      });
    } else if (atTip !== undefined) {
      plan.kept.push(c); // another signature of the same statement: the witness keeps its own
    } else if (longest && cp.length < longest.length && !heldClaims.some((h) => h.length === cp.length)) {
      plan.refused.push({
        ...c,
        reason: `signed length ${cp.length} is below ${longest.path} (length ${longest.length}) the witness already holds`,
      });
    } else plan.add.push(c);
  }
  if (plan.refused.length > 0 && plan.add.length > 0) {
    const why = `held back: run ${runId} has a refused checkpoint (a run is anchored all or nothing)`;
    plan.refused.push(...plan.add.map((c) => ({ ...c, reason: why })));
    plan.add = [];
  }
  return plan;
}

export { checkpointName };
