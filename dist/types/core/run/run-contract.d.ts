/**
 * A governed run's contract (SPEC §4.2): what `startRun` is given (`RunSetup`) and what it returns
 * (`Run`). The evaluator that implements it is `evaluator.ts`.
 */
import type { Budget, EffectivePolicy, Level, Profile } from '../policy/types.js';
import type { TraceHead, TraceStore } from '../trace/types.js';
import type { Reachability } from './options.js';
import type { RestoredState, ResumedFrom } from './restore.js';
import type { Clock, CommandRunner, Decision, GovernanceMode, Reason, StepEvent } from './types.js';
/** Where the run's policy came from, as recorded in `run_start` and every decision's provenance. */
export interface PolicyOrigin {
    source: 'pinned' | 'unpinned';
    /** The policy repository (URL or path) for pinned runs, the folder for unpinned ones. */
    repo: string | null;
    commit: string | null;
    /**
     * The governed digest (SPEC §2.5): of the pinned commit, or of the folder's files as `policies/` would
     * hold them (decision 116). Null in traces written before folders were digested.
     */
    digest: string | null;
    /** True when the pinned commit's approval was verified (profile prod). */
    verified: boolean;
    approvers?: string[];
    /** Pinned runs: how reachability from the protected ref was established (recorded in `run_start`). */
    reachability?: Reachability;
}
export interface RunSetup {
    runId: string;
    project: string;
    level: Level;
    profile: Profile;
    effective: EffectivePolicy;
    governance: GovernanceMode;
    origin: PolicyOrigin;
    store: TraceStore;
    clock: Clock;
    runner: CommandRunner;
    workdir: string;
    /** The org ceiling's budget: what an escalation record says a resume could grant (null: nothing). */
    ceiling?: Budget | null;
    /**
     * Going on after a resume (SPEC §4.4): the state restored from the trace, and the `run_continue`
     * record written instead of `run_start` (src/io/run/continue-run.ts).
     */
    restore?: RestoredState & {
        record: Record<string, unknown>;
        /** The record the continuation decided from: `run_continue` is appended right after it or not at all (decision 073). */
        after?: TraceHead;
    };
}
export interface StepOptions {
    /**
     * Group commit: write the step's record (and artifact) without waiting for the disk; they become
     * durable at the next `sync()`. Terminal decisions are always synced before they are returned.
     */
    deferSync?: boolean;
}
/** A governed run. `step` calls are serialized: a second call waits for the first. */
export interface Run {
    readonly runId: string;
    /** The terminal decision once the run has ended, else null. */
    readonly outcome: Decision | null;
    /**
     * A run continued after a resume (`continueRun`, `run.continue()`): its past as an adapter needs it to
     * go on from a new process. Null (or absent) for a run that started here.
     */
    readonly resumedFrom?: ResumedFrom | null;
    /**
     * Evaluates one step event. Throws `ERR_RUN_STATE` once ended. The type is for TypeScript callers; the
     * event is still validated here against `schemas/step-event.schema.json` (JavaScript callers and the CLI
     * pass parsed JSON), and one that does not match ends the run as HALT (`invalid_event`).
     */
    step(event: StepEvent, opts?: StepOptions): Promise<Decision>;
    /**
     * The group-commit barrier: makes every record written by deferred steps durable. Returns null when
     * it did; otherwise the run has ended as HALT (`fail_closed`) and that decision is returned — it replaces
     * every decision of a deferred step not yet passed on, none of which may be.
     */
    sync(): Promise<Decision | null>;
    /**
     * Ends the run now as HALT with `reason` (`invalid_event` for a line that is not JSON, `signal` when
     * the runner is told to stop) — one of the decision schema's reasons (`REASONS`) — and `detail`, a
     * string, an error of any realm (its message is recorded) or nothing (`undefined`, `null`). `detail` is
     * typed `unknown` so that a `catch (e)` hands `e` on as it is: anything else is checked here, not by
     * the type. A step in progress is cut short: its running command gates are killed, none starts, and
     * this HALT is that step's decision (recorded as its iteration). Resolves to the run's terminal
     * decision — the one already reached, if any (an escalated run stays escalated). A bad `reason` or
     * `detail` still ends the run, as HALT `fail_closed` naming it, and then rejects with `ERR_USAGE`
     * (docs/decisions/129): a loop-breaker is never refused.
     */
    halt(reason: Reason, detail?: unknown): Promise<Decision>;
    /** Ends the run as HALT (`incomplete`) if no terminal decision was reached, and releases the store. */
    close(): Promise<Decision | null>;
}
