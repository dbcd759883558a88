/**
 * The runs this server holds open: each one an `openRun` run — the same evaluator, trace store, pinning
 * and policy cache as the library and `loopgov run` — created by `POST /api/v1/runs` and stepped by
 * `POST /api/v1/runs/{id}/steps`. A run ends here as it would under `loopgov run`: at a terminal
 * decision, as HALT (`incomplete`) when its runner goes quiet for too long or the server stops. A run a
 * crashed server or runner left behind (its writer gone) is closed after that idle limit too, as
 * `loopgov trace close` would (writers.ts).
 */
import { existsSync } from 'node:fs';
import { LoopgovError } from '../core/errors.js';
import { olderProofWarning } from '../core/run/older-proof.js';
import type { CreateRunBody } from '../core/run/requests.js';
import type { PolicyOrigin } from '../core/run/run-contract.js';
import type { Clock, CommandRunner, Decision, StepEvent } from '../core/run/types.js';
import type { TraceRecord } from '../core/trace/types.js';
import { prepareContinuation } from '../io/run/continue-run.js';
import { GovernedRun } from '../io/run/governed-run.js';
import { type OpenedRun, openRun, type PolicySpec } from '../io/run/open-run.js';
import { lastRunEnd } from '../io/trace/halt.js';
import { readOpenEscalation } from '../io/trace/inbox.js';
import { runPaths } from '../io/trace/read.js';
import { readLastRecord } from '../io/trace/tail.js';
import { GroupCommit } from './commit.js';
import { HttpError } from './errors.js';
import { StepReplays } from './step-replays.js';
import { runnerGone, type WriterView, writerOf } from '../io/trace/writer-view.js';
import { AbandonedRunSweep } from './writers.js';

export interface RunRegistryConfig {
  traceDir: string;
  policy: PolicySpec | null;
  workdir: string;
  durability: 'fsync' | 'none';
  idleRunMs: number;
  /** Close runs whose writer is gone after `idleRunMs` without a record (not on a --read-only server). */
  closeAbandoned: boolean;
  clock?: Clock;
  runner?: CommandRunner;
  /** Called after this server wrote to a run's trace (event streams look at once). */
  onRecord: (runId: string) => void;
  /** Told when a run opened here went on without reaching its policy repository (`olderProofWarning`). */
  onWarning?: (message: string) => void;
}

interface Entry {
  run: OpenedRun;
  lastUsed: number;
  /** The steps being decided: a run with one is not idle, whatever its last step's age. */
  readonly inFlight: Set<Promise<unknown>>;
  /** A bad body's HALT, waiting for the steps before it to have their own decisions (`haltInvalid`). */
  invalid: Promise<Decision> | null;
}

const newEntry = (run: OpenedRun): Entry => ({
  run,
  lastUsed: Date.now(),
  inFlight: new Set(),
  invalid: null,
});

export class RunRegistry {
  private readonly runs = new Map<string, Entry>();
  private readonly starting = new Set<string>();
  /** Set by `closeAll`: no run is created, resumed or stepped any more; one that opens anyway is ended. */
  private stopping: { detail: string; reason: 'incomplete' | 'signal' } | null = null;
  private readonly commit = new GroupCommit();
  /** Each run's last step: sent again, it gets its decision again (step-replays.ts). */
  private readonly replays = new StepReplays();
  private readonly reaper: NodeJS.Timeout;
  private readonly abandoned: AbandonedRunSweep | null;

  constructor(private readonly cfg: RunRegistryConfig) {
    const every = Math.max(50, Math.min(cfg.idleRunMs / 4, 60_000));
    this.abandoned = cfg.closeAbandoned
      ? new AbandonedRunSweep(
          cfg.traceDir,
          cfg.idleRunMs,
          // A stopping server closes nothing more; a run being opened here is not abandoned.
          (id) => this.stopping !== null || this.runs.has(id) || this.starting.has(id),
          cfg.onRecord,
        )
      : null;
    this.reaper = setInterval(() => void this.reapIdle().then(() => this.abandoned?.sweep()), every);
    this.reaper.unref();
  }

  get openCount(): number {
    return this.runs.size;
  }

  isOpen(runId: string): boolean {
    return this.runs.has(runId);
  }

  /** Who writes the run: this server, another live process, a writer that is gone, or none recorded. */
  writer(runId: string): WriterView {
    return writerOf(this.cfg.traceDir, runId, this.isOpen(runId));
  }

  /** Starts a run under the server's policy: the run, or its refusal (a HALT, recorded). */
  async create(
    body: CreateRunBody,
  ): Promise<{ run_id: string; state: 'running' | 'halted'; refused: Decision | null }> {
    const { traceDir, policy } = this.cfg;
    this.refuseWhileStopping();
    if (!policy) {
      throw new HttpError(
        403,
        'ERR_FORBIDDEN',
        'this server was started without a policy (no --policy-repo/--policy-commit or --policy-dir): it watches runs but cannot start them',
      );
    }
    if (
      this.starting.has(body.run_id) ||
      this.runs.has(body.run_id) ||
      existsSync(runPaths(traceDir, body.run_id).dir)
    ) {
      throw runExists(body.run_id, traceDir);
    }
    this.starting.add(body.run_id);
    // The id is used again (its trace was removed): the step an earlier run of that id took is not this one's.
    this.replays.forget(body.run_id);
    try {
      const run = await openRun({
        runId: body.run_id,
        project: body.project,
        level: body.level,
        profile: body.profile,
        policy,
        traceDir,
        workdir: this.cfg.workdir,
        durability: this.cfg.durability,
        overlapSync: true,
        ...(this.cfg.clock ? { clock: this.cfg.clock } : {}),
        ...(this.cfg.runner ? { runner: this.cfg.runner } : {}),
      }).catch(usageAsRequest);
      // Another process created the same run id between the check above and openRun's exclusive create:
      // openRun's refusal was written nowhere (no trace of ours), and the trace there is the other's.
      if (run.refused?.trace === null && existsSync(runPaths(traceDir, body.run_id).trace)) {
        throw runExists(body.run_id, traceDir);
      }
      if (run.refused) {
        this.cfg.onRecord(body.run_id);
        return { run_id: body.run_id, state: 'halted', refused: run.refused };
      }
      this.warnOfOlderProof(body.run_id, run.policy);
      const ended = await this.endIfStopping(body.run_id, run);
      if (ended) return { run_id: body.run_id, state: 'halted', refused: ended };
      this.runs.set(body.run_id, newEntry(run));
      this.cfg.onRecord(body.run_id);
      return { run_id: body.run_id, state: 'running', refused: null };
    } finally {
      this.starting.delete(body.run_id);
    }
  }

  /** Says once, as the run opens, that it went on without reaching its policy repository. */
  private warnOfOlderProof(runId: string, policy: PolicyOrigin | null): void {
    const warning = olderProofWarning(policy?.reachability, this.cfg.clock?.now() ?? Date.now());
    if (warning) this.cfg.onWarning?.(`run ${runId}: ${warning}`);
  }

  /**
   * Acts on a person's signed answer to an escalated run (SPEC §4.4) with the same verification as
   * `loopgov run --continue` (`prepareContinuation`): a verified resume opens the run here (its next
   * steps come over HTTP), a verified halt ends it; a refused token writes nothing — the run stays
   * escalated — and the refusal names every reason. Without a token it acts on what the trace holds: a
   * halt requested since the escalation ends the run (the loop-breaker first), else the latest answer.
   */
  async resume(
    runId: string,
    token?: string,
  ): Promise<{
    run_id: string;
    status: 'continued' | 'ended';
    state: 'running' | 'halted';
    decision: Decision | null;
  }> {
    const { traceDir, policy } = this.cfg;
    this.refuseWhileStopping();
    if (!policy) {
      throw new HttpError(
        403,
        'ERR_FORBIDDEN',
        'this server was started without a policy: it cannot verify a resume',
      );
    }
    if (this.runs.has(runId) || this.starting.has(runId)) {
      throw new HttpError(409, 'ERR_RUN_STATE', `run ${runId} is running here: there is nothing to resume`);
    }
    if (!existsSync(runPaths(traceDir, runId).trace))
      throw new HttpError(404, 'ERR_NOT_FOUND', `run ${runId} not found`);
    // An ended run is a state conflict, as for a step or a halt (409), not a refused token: whatever
    // the token says, there is nothing to resume — and nothing is written.
    if (!readOpenEscalation(traceDir, runId)) {
      const ended = await lastRunEnd(traceDir, runId);
      if (ended) throw endedRun(runId, ended, 'there is nothing to resume');
    }
    this.starting.add(runId);
    try {
      const options = {
        runId,
        traceDir,
        policy,
        workdir: this.cfg.workdir,
        durability: this.cfg.durability,
        ...(this.cfg.clock ? { clock: this.cfg.clock } : {}),
        ...(this.cfg.runner ? { runner: this.cfg.runner } : {}),
      };
      const c = await prepareContinuation({ ...options, ...(token !== undefined ? { token } : {}) });
      if (c.kind === 'refused') {
        throw new HttpError(
          403,
          'ERR_RESUME_REFUSED',
          c.decision.detail ?? 'resume refused; the run stays escalated',
        );
      }
      this.cfg.onRecord(runId);
      if (c.kind !== 'continued')
        return { run_id: runId, status: 'ended', state: 'halted', decision: c.decision };
      const run = new GovernedRun(c.run, null, options, c.policy);
      this.warnOfOlderProof(runId, c.policy);
      const ended = await this.endIfStopping(runId, run);
      if (ended) return { run_id: runId, status: 'ended', state: 'halted', decision: ended };
      this.runs.set(runId, newEntry(run));
      return { run_id: runId, status: 'continued', state: 'running', decision: null };
    } finally {
      this.starting.delete(runId);
    }
  }

  /**
   * One step: the decision, sent only once its record is durable (group commit across runs). The run's
   * last step sent again (the same event, canonically: its response was lost) is no new step: it gets
   * that step's decision again, `replayed`, once it has one — recorded nothing — while that decision is
   * still the run's last word; after a halt request or the run's end it is a step again (decision 131).
   */
  step(runId: string, event: unknown): Promise<{ decision: Decision; replayed: boolean }> {
    // A replay is no step: it does not keep the run from going idle (a runner stuck re-sending one step).
    return this.replays.answer(
      runId,
      event,
      () => this.decide(runId, event),
      () => this.lastRecord(runId),
    );
  }

  /** The run's trace's last whole record, read without the lock; null when there is none to read. */
  private lastRecord(runId: string): TraceRecord | null {
    try {
      return readLastRecord(runPaths(this.cfg.traceDir, runId).trace, runId);
    } catch {
      return null;
    }
  }

  private async decide(runId: string, event: unknown): Promise<Decision> {
    let entry = await this.entry(runId);
    // A bad body's HALT that came first goes first: after it, the run has ended (409, from `entry`).
    while (entry.invalid) {
      await entry.invalid.catch(() => undefined);
      entry = await this.entry(runId);
    }
    entry.lastUsed = Date.now();
    const taking = this.take(runId, entry, event);
    entry.inFlight.add(taking);
    try {
      return await taking;
    } finally {
      entry.inFlight.delete(taking);
      entry.lastUsed = Date.now(); // the idle limit counts from a step's answer, not from its start
    }
  }

  private async take(runId: string, entry: Entry, event: unknown): Promise<Decision> {
    const defer = this.cfg.durability === 'fsync';
    // The evaluator validates the value (the step-event schema) before it uses any of it.
    const decision = await entry.run.step(event as StepEvent, { deferSync: defer });
    const failed = defer ? await this.commit.barrier(entry.run) : null;
    await this.afterWrite(runId, entry);
    return failed ?? decision;
  }

  /**
   * A step request whose body cannot be an event ends the run, as a bad line ends `loopgov run` — after
   * the steps already being decided: each keeps its own decision (a halt now would cut it short, and its
   * request would be answered for this body). A step that ended the run meanwhile leaves nothing to end:
   * 409, nothing written. Steps sent after this body wait for its HALT (and then find the run ended).
   */
  async haltInvalid(runId: string, detail: string): Promise<Decision> {
    const entry = await this.entry(runId);
    const before = [...entry.inFlight, ...(entry.invalid ? [entry.invalid] : [])];
    const halting = (async () => {
      await Promise.allSettled(before);
      // The run ended meanwhile (409, or 503 when the server is stopping), or went on as another entry.
      if ((await this.entry(runId)) !== entry) {
        throw new HttpError(
          409,
          'ERR_RUN_STATE',
          `run ${runId} ended and was opened again meanwhile: this body ends nothing`,
        );
      }
      this.replays.forget(runId);
      const d = await entry.run.halt('invalid_event', detail);
      await this.afterWrite(runId, entry);
      return d;
    })();
    entry.invalid = halting;
    try {
      return await halting;
    } finally {
      if (entry.invalid === halting) entry.invalid = null;
    }
  }

  /** Ends every open run as HALT (`reason`) with `detail` (the server is stopping); returns how many. */
  async closeAll(detail: string, reason: 'incomplete' | 'signal' = 'incomplete'): Promise<number> {
    // From here on nothing opens a run; a create or resume already past that check ends its run itself.
    this.stopping = { detail, reason };
    clearInterval(this.reaper);
    const open = this.runs.size;
    await Promise.all(
      [...this.runs].map(async ([runId, entry]) => {
        await entry.run.halt(reason, detail);
        await this.afterWrite(runId, entry);
      }),
    );
    return open;
  }

  /**
   * Throws 404 / 409 unless `runId` is open in this server, or has ended here since its last step — which
   * may still be sent again (checked before a step's body is read).
   */
  async assertSteppable(runId: string): Promise<void> {
    if (!this.replays.has(runId)) await this.entry(runId);
  }

  /** 503 `ERR_SHUTTING_DOWN` once the server is stopping: it opens and steps no run any more. */
  private refuseWhileStopping(): void {
    if (!this.stopping) return;
    throw new HttpError(
      503,
      'ERR_SHUTTING_DOWN',
      `this server is stopping (${this.stopping.detail}): it creates, resumes and steps no run any more; nothing was written`,
      { Connection: 'close' },
    );
  }

  /**
   * A run that opened (created, or continued) while the server began to stop — its request was already
   * past the check: ended at once as `closeAll` ends the others, recorded. Null when not stopping.
   */
  private async endIfStopping(runId: string, run: OpenedRun): Promise<Decision | null> {
    if (!this.stopping) return null;
    const d = await run.halt(this.stopping.reason, this.stopping.detail);
    await run.close();
    this.cfg.onRecord(runId);
    return d;
  }

  /** The open run, or 404 / 409 saying why it cannot be stepped here. */
  private async entry(runId: string): Promise<Entry> {
    this.refuseWhileStopping();
    const entry = this.runs.get(runId);
    if (entry) return entry;
    if (!existsSync(runPaths(this.cfg.traceDir, runId).trace)) {
      throw new HttpError(404, 'ERR_NOT_FOUND', `run ${runId} not found: create it with POST /api/v1/runs`);
    }
    const open = readOpenEscalation(this.cfg.traceDir, runId);
    if (open) {
      throw new HttpError(
        409,
        'ERR_RUN_STATE',
        `run ${runId} is escalated (${String(open.escalation.reason)} at step ${String(open.escalation.step)}): it goes on only through a signed resume (POST /api/v1/runs/${runId}/resume, or loopgov run --continue)`,
      );
    }
    const ended = await lastRunEnd(this.cfg.traceDir, runId);
    if (ended) throw endedRun(runId, ended, 'further steps are refused');
    // Whose it is, if the run says: a runner that died (kill -9, a crashed serve) leaves its run to
    // `trace close`; one still running keeps it.
    const w = this.writer(runId);
    const why =
      w.state === 'live'
        ? `its runner is another process (${w.detail})`
        : w.state === 'gone'
          ? runnerGone(w)
          : 'its runner is another process (loopgov run, another serve)';
    throw new HttpError(409, 'ERR_RUN_STATE', `run ${runId} is not open in this server: ${why}`);
  }

  private async afterWrite(runId: string, entry: Entry): Promise<void> {
    entry.lastUsed = Date.now();
    if (entry.run.outcome && this.runs.get(runId) === entry) {
      this.runs.delete(runId);
      await entry.run.close();
    }
    this.cfg.onRecord(runId);
  }

  private async reapIdle(): Promise<void> {
    const now = Date.now();
    this.replays.prune(now, this.cfg.idleRunMs, (id) => this.runs.has(id));
    for (const [runId, entry] of this.runs) {
      // A step being decided (a long command gate) is its runner waiting for the answer: not idle.
      if (entry.inFlight.size > 0 || entry.invalid) continue;
      if (now - entry.lastUsed < this.cfg.idleRunMs) continue;
      await entry.run.halt(
        'incomplete',
        `no step over HTTP for ${Math.round((now - entry.lastUsed) / 1000)} s: the runner went away`,
      );
      await this.afterWrite(runId, entry);
    }
  }
}

/** 409: a run id is used once (nothing was written). */
function runExists(runId: string, traceDir: string): HttpError {
  return new HttpError(
    409,
    'ERR_RUN_EXISTS',
    `run ${runId} already exists in ${traceDir}: a run id is used once`,
  );
}

/**
 * `openRun` checks its options as `loopgov run` checks flags (`ERR_USAGE`); over HTTP they are the body's
 * fields, so a refusal the body's schema did not catch is still a bad request (`ERR_REQUEST`, 400).
 */
function usageAsRequest(e: unknown): never {
  if (e instanceof LoopgovError && e.code === 'ERR_USAGE')
    throw new HttpError(400, 'ERR_REQUEST', `invalid run request: ${e.message}`);
  throw e;
}

/** 409 `ERR_RUN_STATE` for a run whose trace ends with `run_end` (`ended`: "DECISION (reason)"). */
function endedRun(runId: string, ended: string, what: string): HttpError {
  return new HttpError(409, 'ERR_RUN_STATE', `run ${runId} has ended (${ended}); ${what}`);
}
