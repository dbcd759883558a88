/**
 * The runtime evaluator's vocabulary (SPEC §4.2): step events in, decisions out, and the ports the pure
 * core receives (clock, command runner). See docs/runtime.md for the meaning of every field.
 */
import type { Gate } from '../policy/types.js';

/** One step event as a runner reports it (after validation). */
export interface StepEvent {
  /** Strictly increasing step number chosen by the runner (not necessarily contiguous). */
  step: number;
  intent: string;
  action: string;
  tool: string;
  /** A reference to the step's inputs (never the inputs themselves: no secrets in the trace). */
  inputs_ref: string;
  tokens: number;
  cost_usd: number;
  /** Any finite number; higher is better. Only "a new best" matters (convergence). */
  progress: number;
  /**
   * The step's output to verify: UTF-8 text, `{base64}` bytes, or `null` for a step with no output. From
   * the library, bytes may also be given as they are: a `Uint8Array` (a `Buffer` is one).
   */
  artifact: string | { base64: string } | Uint8Array | null;
  claims_done: boolean;
  /** Optional: otherwise derived from action, tool and inputs_ref. */
  action_hash?: string;
  /** Optional (SPEC §4.5): the compacted context carried into the next iteration, text or a reference. */
  context?: string | { sha256: string; bytes: number };
}

export const DECISIONS = ['CONTINUE', 'CORRECT', 'DONE', 'HALT', 'ESCALATE'] as const;
export type DecisionKind = (typeof DECISIONS)[number];
export const TERMINAL: ReadonlySet<DecisionKind> = new Set(['DONE', 'HALT', 'ESCALATE']);

/** Why a decision was taken; one word the runner can switch on. */
export type Reason =
  | 'ok'
  | 'human'
  | 'gate_fail'
  | 'gate_deny'
  | 'corrections_exhausted'
  | 'budget.max_steps'
  | 'budget.max_tokens'
  | 'budget.max_cost_usd'
  | 'budget.max_wall_clock_sec'
  | 'oscillation'
  | 'thrash'
  | 'no_progress'
  | 'self_declared_done'
  | 'success'
  | 'fail_closed'
  | 'incomplete'
  | 'invalid_event'
  | 'policy_unavailable'
  | 'level_not_allowed'
  | 'governance_required'
  | 'run_closed'
  | 'governance_off'
  /** A resume token was refused: the run stays escalated (SPEC §4.4). */
  | 'resume_refused'
  /** The runner's process was told to stop (SIGINT/SIGTERM): the run ended at once, its gates killed. */
  | 'signal'
  /** `loopgov trace close`: the run's process died without a `run_end`; a person closed its trace. */
  | 'abandoned';

/**
 * Every reason a decision may give (`schemas/decision.schema.json`): what `halt()` accepts and what the
 * runtime writes. `satisfies` keeps the list whole when a reason is added.
 */
export const REASONS: readonly Reason[] = Object.keys({
  ok: 1,
  human: 1,
  gate_fail: 1,
  gate_deny: 1,
  corrections_exhausted: 1,
  'budget.max_steps': 1,
  'budget.max_tokens': 1,
  'budget.max_cost_usd': 1,
  'budget.max_wall_clock_sec': 1,
  oscillation: 1,
  thrash: 1,
  no_progress: 1,
  self_declared_done: 1,
  success: 1,
  fail_closed: 1,
  incomplete: 1,
  invalid_event: 1,
  policy_unavailable: 1,
  level_not_allowed: 1,
  governance_required: 1,
  run_closed: 1,
  governance_off: 1,
  resume_refused: 1,
  signal: 1,
  abandoned: 1,
} satisfies Record<Reason, 1>) as Reason[];

export type GateVerdict = 'PASS' | 'FAIL' | 'DENY';

export interface GateResult {
  id: string;
  /** A policy gate's kind, or `context` for the check of a step's context (SPEC §4.5). */
  kind: Gate['kind'] | 'context';
  verdict: GateVerdict;
  /** Why, in words a correction hint can quote (never the artifact's secrets: a pattern id, a size). */
  detail: string;
}

export interface GateReport {
  /** `SKIP` when the step had no artifact and there was nothing to verify. */
  verdict: GateVerdict | 'SKIP';
  results: GateResult[];
}

export interface BudgetSnapshot {
  steps: number;
  tokens: number;
  cost_usd: number;
  wall_clock_sec: number;
  limits: { max_steps: number; max_tokens: number; max_cost_usd: number; max_wall_clock_sec: number };
  /** The first limit reached at this iteration, if any. */
  exceeded: null | 'max_steps' | 'max_tokens' | 'max_cost_usd' | 'max_wall_clock_sec';
}

export interface ConvergenceStatus {
  /** Length of the run of identical action hashes ending at this iteration. */
  repeat: number;
  /** Length of the two-hash alternation ending at this iteration. */
  alternation: number;
  /** Iterations since the last new best progress. */
  since_best: number;
  best_progress: number | null;
  stall: null | 'oscillation' | 'thrash' | 'no_progress';
}

export type GovernanceMode = 'required' | 'optional' | 'off';

/** One decision (SPEC §4.2); the JSON line `loopgov run` prints. */
export interface Decision {
  run_id: string;
  step: number | null;
  /** 1 + the number of consecutive CORRECT decisions just before this iteration. */
  attempt: number;
  decision: DecisionKind;
  reason: Reason;
  /** Human-readable detail: the gate that failed, the limit reached, the malformed field. */
  detail?: string;
  gate: GateReport;
  convergence: ConvergenceStatus | null;
  budget: BudgetSnapshot | null;
  correction_hint: string | null;
  trace: { index: number; hash: string } | null;
  provenance: Provenance;
  governance: GovernanceMode;
  /** With governance off: what the governed decision would have been. */
  advisory?: { decision: DecisionKind; reason: Reason };
}

export interface Provenance {
  source: 'pinned' | 'unpinned' | 'none';
  /** Where the step's artifact is stored beside the trace (`null`: no artifact). */
  artifact_path: string | null;
  commit: string | null;
  run_at: string;
  /** True when the policy's approval was verified (profile prod); false for dev and unpinned runs. */
  verified: boolean;
}

/** Port: time. The core never reads the system clock itself. */
export interface Clock {
  /** Milliseconds since the epoch (may be fake in tests). */
  now(): number;
}

/** What happened to one command (gate or criterion); the core turns it into a verdict. */
export interface CommandOutcome {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  /** Set when the command could not be started or watched (ENOENT, EACCES…). */
  error?: string;
  /** Set when the run was halted while the command ran (or before it started): its process group was killed. */
  aborted?: boolean;
  /** What stdout/stderr said: the first lines naming an error, then the last lines (for the hint). */
  outputTail?: string;
}

export interface CommandRequest {
  argv: string[];
  cwd: string;
  /** Path of the stored artifact, or undefined when the step had none. */
  artifactPath: string | undefined;
  timeoutSec: number;
  /** Aborted when the run is halted mid-step: the runner kills the command's process group at once. */
  signal?: AbortSignal;
}

/** Port: runs one command gate. Implemented in `src/io/verify/command-runner.ts`. Must never throw. */
export interface CommandRunner {
  run(req: CommandRequest): Promise<CommandOutcome>;
}
