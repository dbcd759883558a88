/**
 * A step sent again is not a new step. A runner whose response was lost (its client timed out while a
 * command gate ran, the connection dropped after the body was sent) cannot know whether the step was
 * taken, and docs/serve.md tells it to send the step again. So the server keeps, per run, the last step
 * event it was given — as the SHA-256 of its canonical JSON (RFC 8785), never the event — with the
 * decision it got: the same event again gets that decision again, waiting for it while it is still being
 * decided, and records nothing — but only while that decision is still the run's last word (the trace
 * ends with its records: nothing landed since, a halt request included). Otherwise, and for any other
 * event, it is a step like any other (the same step number again is invalid: steps must increase; a halt
 * pending comes first). A re-send that waited for its step gets that step's decision though the runner's
 * next step took its place meanwhile (decision 134). Kept while the run is open here and for the idle
 * limit after it ended, so a lost answer to a run's last step can be asked for too (decision 131).
 */
import { canonicalJsonFast } from '../core/trace/canonical.js';
import { sha256Hex } from '../core/trace/chain.js';
import type { TraceRecord } from '../core/trace/types.js';
import { type Decision, TERMINAL } from '../core/run/types.js';

/** The header marking the answer to a step sent again: the trace index of its decision (decision 131). */
export const REPLAY_HEADER = 'X-Loopgov-Replay';

interface LastStep {
  /** Null for a value that has no canonical form (a lone surrogate): nothing is its re-send. */
  digest: string | null;
  answer: Promise<Decision>;
  /** When it was sent: ended runs' steps are forgotten `keepMs` after. */
  at: number;
}

/** At most this many runs that are not open any more keep their last step (the oldest go first). */
const MAX_ENDED = 4096;

export class StepReplays {
  private readonly last = new Map<string, LastStep>();

  /** Whether a step of `runId` was answered here and may be asked for again (the run may have ended). */
  has(runId: string): boolean {
    return this.last.has(runId);
  }

  /**
   * The decision of `runId`'s last step when `event` is that step again and `lastRecord()` (the run's
   * trace's last record, read when it is asked) shows that decision is still the run's last word
   * (`replayed`); else `decide()`'s, and `event` is the run's last step from then on — unless `decide()`
   * fails (the run was not open, the server is stopping: nothing was recorded), when the step before it
   * is the last again.
   *
   * @example
   * const { decision, replayed } = await replays.answer('r1', event, () => run.step(event), readLast);
   */
  async answer(
    runId: string,
    event: unknown,
    decide: () => Promise<Decision>,
    lastRecord: () => TraceRecord | null,
    now = Date.now(),
  ): Promise<{ decision: Decision; replayed: boolean }> {
    const digest = digestOf(event);
    for (;;) {
      const before = this.last.get(runId);
      if (before && digest !== null && before.digest === digest) {
        const decision = await before.answer;
        const now = this.last.get(runId);
        if (now === before) {
          if (isLastWord(decision, lastRecord())) return { decision, replayed: true };
          // Something landed since (a halt request, the run's end): a new step, decided below at once —
          // no wait between this look and taking `before`'s place.
        } else if (now && now.digest !== digest && decision.trace) {
          // Sent while its step was being decided, and the runner's next step (another event) came
          // before that decision: this is still that step sent again, and gets that step's answer.
          return { decision, replayed: true };
        } else {
          // The same event decided anew (after a halt) took its place, or the run's last step was
          // forgotten (a body that was no event ended the run): look again.
          continue;
        }
      }
      return { decision: await this.decideNew(runId, digest, before, decide, now), replayed: false };
    }
  }

  /** Another request was `runId`'s last step (a body that was no event), or the run id starts again. */
  forget(runId: string): void {
    this.last.delete(runId);
  }

  /** Forgets the steps of runs no longer open (`isOpen`) sent more than `keepMs` ago, and past the cap. */
  prune(now: number, keepMs: number, isOpen: (runId: string) => boolean): void {
    const ended = [...this.last].filter(([runId]) => !isOpen(runId));
    for (const [i, [runId, step]] of ended.entries()) {
      if (now - step.at > keepMs || i < ended.length - MAX_ENDED) this.last.delete(runId);
    }
  }

  private decideNew(
    runId: string,
    digest: string | null,
    before: LastStep | undefined,
    decide: () => Promise<Decision>,
    now: number,
  ): Promise<Decision> {
    const answer = decide();
    const mine: LastStep = { digest, answer, at: now };
    this.last.delete(runId); // set again at the end: the map keeps the order steps came in
    this.last.set(runId, mine);
    answer.catch(() => {
      if (this.last.get(runId) !== mine) return;
      if (before) this.last.set(runId, before);
      else this.last.delete(runId);
    });
    return answer;
  }
}

/**
 * Whether `decision` is still its run's last word: the trace's `last` record is its record, or — a
 * terminal decision — the `run_end` right after it, or (an ESCALATE) the escalation record that names
 * it. An unrecorded decision, a trace that is gone, or any record after those: not any more.
 */
export function isLastWord(decision: Decision, last: TraceRecord | null): boolean {
  const own = decision.trace;
  if (!own || !last) return false;
  if (last.index === own.index) return last.hash === own.hash;
  if (!TERMINAL.has(decision.decision)) return false;
  if (last.type === 'run_end') return last.index === own.index + 1 && last.prev === own.hash;
  const named = last.iteration as { hash?: unknown } | undefined;
  return last.type === 'escalation' && last.index === own.index + 2 && named?.hash === own.hash;
}

function digestOf(event: unknown): string | null {
  try {
    return sha256Hex(canonicalJsonFast(event));
  } catch {
    return null;
  }
}
