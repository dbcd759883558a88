/**
 * What every framework adapter shares (SPEC §4.6): it turns what a framework knows about one step (the
 * tool call, the usage, the output) into a step event, feeds it to the governed run, and keeps what the
 * framework's loop controls need next — the pending correction hint and the terminal decision. Never
 * throws: a step that cannot be built (no price for the model, inputs that are not JSON) ends the run as
 * HALT (`fail_closed`), recorded, so the framework is stopped by the same decision as any other HALT.
 */
import { describeError, LoopgovError } from '../core/errors.js';
import type { Run } from '../core/run/evaluator.js';
import { type Decision, type StepEvent, TERMINAL } from '../core/run/types.js';
import { canonicalJson, sha256Hex } from '../core/trace/chain.js';
import { keepFirst, toWellFormed, toWellFormedDeep } from '../core/unicode.js';

/** USD per million tokens. */
export interface Price {
  inputPerMTok: number;
  outputPerMTok: number;
}

/** Prices by model id, as the framework names the model; `'*'` prices every model not listed. */
export type PriceTable = Readonly<Record<string, Price>>;

/** What an adapter knows about one step, before it becomes a step event. */
export interface StepFacts {
  /** What the step did: the tool call(s) by name, or `respond` for a step that only answered. */
  action: string;
  tool: string;
  /** The step's inputs (tool arguments): hashed into `inputs_ref`, never written to the trace. */
  inputs: unknown;
  /** The model id the framework reports, looked up in the price table. */
  model: string;
  inputTokens: number;
  outputTokens: number;
  artifact: string | null;
  claimsDone: boolean;
}

export interface AdapterOptions {
  /** Cost comes from here: a step whose model has no price (and no `'*'`) HALTs the run (`fail_closed`). */
  prices: PriceTable;
  /** The step events' `intent` (default: the adapter's name). */
  intent?: string;
  /**
   * The step's progress (higher is better; only a new best counts for `no_progress`). Default: how many
   * distinct actions (tool + inputs) the run has taken so far, so repeating itself is no progress.
   */
  progress?: (facts: StepFacts) => number;
  /**
   * The first step number; later steps count up from it. Default 1, or for a run continued from its
   * trace (`continueRun` in a new process) the step after its last one.
   */
  firstStep?: number;
}

/**
 * One governed run as an adapter drives it. The governor follows its run: after an ESCALATE every step
 * gets the ESCALATE back until the run itself goes on — `run.continue(token)` on the same run object,
 * once a person's signed resume verifies (SPEC §4.4) — and from then on it steps from the next number.
 * A governor made for a run continued in a new process (`continueRun`) goes on from the run's past
 * (`run.resumedFrom`): the step after the last one, and the distinct actions taken so far.
 *
 * @example
 * const gov = new Governor(run, { prices: { '*': { inputPerMTok: 3, outputPerMTok: 15 } } }, 'my-adapter');
 * const d = await gov.step({ action: 'call search', tool: 'search', inputs: { q: 'x' }, model: 'm',
 *   inputTokens: 10, outputTokens: 5, artifact: 'found', claimsDone: false });
 */
export class Governor {
  /** Every decision this governor received, in order. */
  readonly decisions: Decision[] = [];
  private next: number;
  private hint: string | null = null;
  private readonly seen = new Set<string>();
  private rerun: string | null;

  constructor(
    private readonly run: Run,
    private readonly opts: AdapterOptions,
    private readonly adapter: string,
  ) {
    const from = run.resumedFrom ?? null;
    this.next = opts.firstStep ?? (from?.lastStep ?? 0) + 1;
    for (const a of from?.actions ?? []) this.seen.add(a);
    this.rerun = from?.escalated ? `${from.escalated.action}\n${from.escalated.inputs_ref}` : null;
  }

  /**
   * True once, for the step a framework re-runs when it resumes in a new process (LangGraph re-runs the
   * interrupted node): the escalated step's action and inputs, decided before the restart. The run has
   * gone on since, so the framework goes on too, and nothing is recorded twice. Only the first step
   * after the restart is compared.
   */
  isRerunOfEscalated(facts: Pick<StepFacts, 'action' | 'inputs'>): boolean {
    const rerun = this.rerun;
    this.rerun = null;
    return (
      rerun !== null &&
      !this.run.outcome &&
      rerun === actionKey(toWellFormed(facts.action), inputsRef(facts.inputs))
    );
  }

  /** The run's terminal decision (DONE, HALT or ESCALATE) once it has one: the framework's stop reason. */
  get outcome(): Decision | null {
    return this.run.outcome;
  }

  /** Evaluates one step; returns its decision, or the run's terminal decision if it has already ended. */
  async step(facts: StepFacts): Promise<Decision> {
    if (this.run.outcome) return this.run.outcome;
    let event: StepEvent;
    try {
      event = this.event(facts);
    } catch (e) {
      return this.keep(await this.run.halt('fail_closed', `${this.adapter}: ${describeError(e)}`));
    }
    try {
      return this.keep(await this.run.step(event));
    } catch (e) {
      // Only a run that has ended refuses a step; its terminal decision is the answer.
      if (this.run.outcome) return this.run.outcome;
      return this.keep(await this.run.halt('fail_closed', `${this.adapter}: ${describeError(e)}`));
    }
  }

  /** True while a CORRECT's hint waits to be taken. */
  get correctionPending(): boolean {
    return this.hint !== null;
  }

  /** The correction hint of the last CORRECT, once: the adapter puts it into the next model call. */
  takeCorrection(): string | null {
    const h = this.hint;
    this.hint = null;
    return h;
  }

  /** Ends the run now as HALT (e.g. the framework failed); returns the run's terminal decision. */
  async halt(detail: string): Promise<Decision> {
    return this.keep(await this.run.halt('fail_closed', `${this.adapter}: ${detail}`));
  }

  private keep(d: Decision): Decision {
    if (this.decisions.at(-1) !== d) this.decisions.push(d); // halting an ended run returns its outcome
    this.hint = d.decision === 'CORRECT' ? d.correction_hint : null;
    return d;
  }

  private event(f: StepFacts): StepEvent {
    const prices = this.opts.prices;
    const price = Object.hasOwn(prices, f.model)
      ? prices[f.model]
      : Object.hasOwn(prices, '*')
        ? prices['*']
        : undefined;
    if (!price) {
      throw new LoopgovError(
        'ERR_USAGE',
        `no price for model "${f.model}" in prices (add it, or a '*' entry)`,
      );
    }
    if (
      !(
        price.inputPerMTok >= 0 &&
        price.outputPerMTok >= 0 &&
        Number.isFinite(price.inputPerMTok + price.outputPerMTok)
      )
    ) {
      throw new LoopgovError(
        'ERR_USAGE',
        `the price of model "${f.model}" must be two finite numbers ≥ 0 (USD per million tokens)`,
      );
    }
    const inputs_ref = inputsRef(f.inputs);
    // Framework text (a model's answer, tool names) with half a surrogate pair is repaired to U+FFFD,
    // the bytes a UTF-8 encoder stores for it anyway, rather than a step the core must refuse.
    const action = toWellFormed(f.action);
    this.seen.add(actionKey(action, inputs_ref));
    return {
      step: this.next++,
      intent: this.opts.intent ?? this.adapter,
      action,
      tool: keepFirst(toWellFormed(f.tool), 256),
      inputs_ref,
      tokens: f.inputTokens + f.outputTokens,
      cost_usd: (f.inputTokens * price.inputPerMTok + f.outputTokens * price.outputPerMTok) / 1e6,
      progress: this.opts.progress ? this.opts.progress(f) : this.seen.size,
      artifact: f.artifact === null ? null : toWellFormed(f.artifact),
      claims_done: f.claimsDone,
    };
  }
}

/** A step's inputs by reference: `sha256:` of their JCS canonical JSON (never written to the trace). */
function inputsRef(inputs: unknown): string {
  return `sha256:${sha256Hex(canonicalJson(toWellFormedDeep(inputs ?? null)))}`;
}

/** What the default progress counts distinct, as the trace records it (`ResumedFrom.actions`). */
function actionKey(action: string, inputs_ref: string): string {
  return `${action}\n${inputs_ref}`;
}

/** True for DONE, HALT and ESCALATE: the framework's loop must stop. */
export function isTerminal(d: Decision | null): d is Decision {
  return d !== null && TERMINAL.has(d.decision);
}

/** A finite, non-negative token count from a framework's usage field (missing or NaN counts 0). */
export function tokens(n: unknown): number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** An error that carries the decision that stopped the framework (HALT, ESCALATE or DONE). */
export class GovernedStop extends LoopgovError {
  constructor(readonly decision: Decision) {
    super(
      'ERR_RUN_STATE',
      `loopgov ${decision.decision} (${decision.reason})${decision.detail ? `: ${decision.detail}` : ''}`,
    );
    this.name = 'GovernedStop';
  }
}
