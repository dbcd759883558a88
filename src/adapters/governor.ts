/**
 * What every framework adapter shares (SPEC §4.6): it turns what a framework knows about one step (the
 * tool call, the usage, the output) into a step event, feeds it to the governed run, and keeps what the
 * framework's loop controls need next — the pending correction hint and the terminal decision. Never
 * throws: a step that cannot be built (no price for the model, inputs that are not JSON) ends the run as
 * HALT (`fail_closed`), recorded, so the framework is stopped by the same decision as any other HALT.
 */
import { describeError, LoopgovError } from '../core/errors.js';
import type { Run } from '../core/run/evaluator.js';
import type { Decision, StepEvent } from '../core/run/types.js';
import { canonicalJson, sha256Hex } from '../core/trace/chain.js';
import { keepFirst, toWellFormed, toWellFormedDeep } from '../core/unicode.js';
import { type ArtifactPart, stepArtifact } from './artifact.js';
import { type PriceTable, priceOf } from './prices.js';

/** What an adapter knows about one step, before it becomes a step event. */
export interface StepFacts {
  /** What the step did: the tool call(s) by name, or `respond` for a step that only answered. */
  action: string;
  tool: string;
  /** The step's inputs (tool arguments): hashed into `inputs_ref`, never written to the trace. */
  inputs: unknown;
  /**
   * The model id the framework reports, looked up in the price table; null for a step no model call
   * made (a LangChain `returnDirect` tool's output as the answer): no price is needed, its tokens are 0.
   */
  model: string | null;
  /**
   * The token counts as the framework reported them (any value: a count that is missing, NaN, negative
   * or not a number ends the run as HALT `invalid_event`, as a step event without tokens does).
   */
  inputTokens: unknown;
  outputTokens: unknown;
  /** Where the framework reports them, named in that HALT (default `inputTokens` / `outputTokens`). */
  usageFields?: { input: string; output: string };
  artifact: string | null;
  claimsDone: boolean;
  /** Model calls the framework made besides the step's own (another middleware's), metered with it. */
  otherCalls?: readonly OtherModelCall[];
}

/** A model call the adapter saw but did not govern as a step: its tokens and cost go into the next step. */
export interface OtherModelCall {
  /** Where it was made, for the messages (`the model call in SummarizationMiddleware.before_model`). */
  label: string;
  model: string;
  inputTokens: unknown;
  outputTokens: unknown;
  usageFields: { input: string; output: string };
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
  /**
   * Token counts to charge for a model call whose provider reports none (an estimate per call). Without
   * it such a step ends the run as HALT (`invalid_event`): a budget that counts nothing is inert.
   */
  usageWhenMissing?: { inputTokens: number; outputTokens: number };
}

/**
 * A step not taken (`Governor.step`): the run had ended before its turn. `notTaken` is the run's
 * decision as the step found it — another step's, never this one's (decision 133).
 */
export interface NotTaken {
  readonly notTaken: Decision;
}

/** Takes a step within a turn (`Governor.inTurn`): the step's own decision, or `NotTaken`. */
export type TakeStep = (facts: () => StepFacts, loop?: string) => Promise<Decision | NotTaken>;

/**
 * One governed run as an adapter drives it. The governor follows its run: after an ESCALATE no step is
 * taken until the run itself goes on — `run.continue(token)` on the same run object, once a person's
 * signed resume verifies (SPEC §4.4) — and from then on it steps from the next number. A step asked for
 * meanwhile is not taken (`step` returns `{ notTaken }`, the run's decision it found): that decision is
 * not the step's own, another step's (decision 133).
 * A governor made for a run continued in a new process (`continueRun`) goes on from the run's past
 * (`run.resumedFrom`): the step after the last one, and the distinct actions taken so far.
 *
 * @example
 * const gov = new Governor(run, { prices: { '*': { inputPerMTok: 3, outputPerMTok: 15 } } }, 'my-adapter');
 * const d = await gov.step(() => ({ action: 'call search', tool: 'search', inputs: { q: 'x' }, model: 'm',
 *   inputTokens: 10, outputTokens: 5, artifact: 'found', claimsDone: false }));
 * if ('notTaken' in d) console.log('not taken: the run had ended', d.notTaken);
 */
export class Governor {
  /** Every decision this governor received, in order. */
  readonly decisions: Decision[] = [];
  private next: number;
  // The pending correction hint of each loop (conversation) that a CORRECT corrected, by its key.
  private readonly hints = new Map<string, string>();
  private readonly seen = new Set<string>();
  private rerun: string | null;
  private carried: ArtifactPart[] = [];
  // The steps under way, one at a time in the order asked for (decision 133).
  private turn: Promise<unknown> = Promise.resolve();

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
      rerun === actionKey(keepFirst(toWellFormed(facts.action), ACTION_MAX), inputsRef(facts.inputs))
    );
  }

  /**
   * For a framework that restores the interrupted turn whole in a new process (an OpenAI Agents
   * RunState): which of that turn's calls, listed in the order they were asked for, the process that
   * escalated decided — the escalated one and, before it, each whose action the trace records (a
   * sibling decided before the escalation). The rest were not taken there (the run had ended). The
   * escalated call is spoken for once found: `isRerunOfEscalated` is false from then on. Empty when
   * none of the calls is the escalated one (the escalation was another step's).
   */
  decidedBeforeRestart(calls: readonly Pick<StepFacts, 'action' | 'inputs'>[]): number[] {
    if (this.rerun === null || this.run.outcome) return [];
    const keys = calls.map((c) =>
      actionKey(keepFirst(toWellFormed(c.action), ACTION_MAX), inputsRef(c.inputs)),
    );
    const at = keys.indexOf(this.rerun);
    if (at < 0) return [];
    this.rerun = null;
    return keys.flatMap((k, i) => (i === at || (i < at && this.seen.has(k)) ? [i] : []));
  }

  /**
   * One model response's artifact (docs/adapters.md, "The artifact"): the tool outputs it read, its
   * text, its tool calls. A done-claim (an answer, no tool call) is judged on its text alone — what the
   * success criteria check — and the tool outputs it read are carried into the next step's artifact, so
   * they are verified before anything the model does after them can run (unless the claim ends the run).
   */
  artifactOf(step: {
    read: ArtifactPart[];
    text: string;
    calls: ArtifactPart[];
    claimsDone: boolean;
  }): string | null {
    if (step.claimsDone && step.calls.length === 0) {
      this.carried.push(...step.read);
      return step.text === '' ? null : step.text;
    }
    const read = [...this.carried, ...step.read];
    this.carried = [];
    return stepArtifact({ read, text: step.text, calls: step.calls });
  }

  /** The run's terminal decision (DONE, HALT or ESCALATE) once it has one: the framework's stop reason. */
  get outcome(): Decision | null {
    return this.run.outcome;
  }

  /**
   * Takes one step, after the steps this governor is already taking, and returns that step's own
   * decision — or `{ notTaken }` when the run had ended before its turn came. Such a step is not taken:
   * `facts` is never built, nothing is recorded or metered, no number is used, and `notTaken` is the
   * run's decision the step found, another step's (decision 133). It has no `decision` field, so an
   * adapter cannot take it for this step's: what the step asked for (its tool calls) was decided by no
   * step, and may run only once a step of its own lets it. Nor need the adapter read `outcome` again to
   * learn why: a resume that lands meanwhile would find it null (decision 133, addendum).
   * `facts` is built at the step's turn, from what the steps before it left (the outputs `artifactOf`
   * carries, what the adapter metered since). `loop`: the key of the loop (conversation) the step belongs
   * to, which a CORRECT's hint is kept for (`takeCorrection(loop)`); default one loop for the governor.
   */
  step(facts: () => StepFacts, loop = ONE_LOOP): Promise<Decision | NotTaken> {
    return this.inTurn((take) => take(facts, loop));
  }

  /**
   * Runs `fn` at its turn: after the steps and turns this governor is already taking, one at a time in
   * the order asked for (decision 133). `take` takes a step within the turn, as `step` does (never call
   * `step` inside `fn`: it would wait for this very turn). For an adapter whose step reads more shared
   * state than `facts` can (OpenAI Agents: the run's usage and the items read, and a second step after
   * the first), so that one queue orders all of it.
   */
  inTurn<T>(fn: (take: TakeStep) => Promise<T>): Promise<T> {
    const next = this.turn
      .then(() => fn((facts, loop = ONE_LOOP) => this.take(facts, loop)))
      .catch(async (e: unknown) => {
        // The adapter's own turn failed (what it reads could not be taken): the run ends HALT
        // (fail_closed), recorded, before the error reaches the framework — never a live run after it.
        if (!this.run.outcome) await this.run.halt('fail_closed', `${this.adapter}: ${describeError(e)}`);
        throw e;
      });
    this.turn = next.then(noop, noop);
    return next;
  }

  private async take(facts: () => StepFacts, loop: string): Promise<Decision | NotTaken> {
    const ended = this.run.outcome;
    if (ended) return { notTaken: ended };
    let event: StepEvent;
    try {
      event = this.event(facts());
    } catch (e) {
      // A step the framework described badly (no usage) is the runner's bad event, as on the CLI.
      const reason =
        e instanceof LoopgovError && e.code === 'ERR_STEP_INVALID' ? 'invalid_event' : 'fail_closed';
      return this.keep(await this.run.halt(reason, `${this.adapter}: ${describeError(e)}`), loop);
    }
    try {
      return this.keep(await this.run.step(event), loop);
    } catch (e) {
      // Only a run that has ended refuses a step (a halt() or close() landed first): not taken.
      const refusedBy = this.run.outcome;
      if (refusedBy) return { notTaken: refusedBy };
      return this.keep(await this.run.halt('fail_closed', `${this.adapter}: ${describeError(e)}`), loop);
    }
  }

  /**
   * A model call aborted after it was sent (the caller's signal, a timeout): it reported no usage, so
   * its tokens are unknown. With `usageWhenMissing` it is charged as a step of its own (`facts`, with no
   * token counts: the estimate); without, the run ends HALT (`invalid_event`) saying so — tokens no step
   * counts would take a loop past `max_tokens` and `max_cost_usd` unseen. Not taken once the run has ended.
   */
  aborted(facts: () => StepFacts, loop = ONE_LOOP): Promise<Decision | NotTaken> {
    if (this.opts.usageWhenMissing) return this.step(facts, loop);
    return this.inTurn(async () => {
      const ended = this.run.outcome;
      if (ended) return { notTaken: ended };
      return this.keep(await this.run.halt('invalid_event', `${this.adapter}: ${ABORTED_UNMETERED}`), loop);
    });
  }

  /** True while a CORRECT's hint waits to be taken (any loop's). */
  get correctionPending(): boolean {
    return this.hints.size > 0;
  }

  /**
   * The correction hint of the loop's last step, if it was a CORRECT, once: the adapter puts it into
   * that loop's next model call. Another loop's step never takes it or clears it.
   */
  takeCorrection(loop = ONE_LOOP): string | null {
    const h = this.hints.get(loop) ?? null;
    this.hints.delete(loop);
    return h;
  }

  /** Ends the run now as HALT (e.g. the framework failed); returns the run's terminal decision. */
  async halt(detail: string): Promise<Decision> {
    return this.keep(await this.run.halt('fail_closed', `${this.adapter}: ${detail}`), ONE_LOOP);
  }

  private keep(d: Decision, loop: string): Decision {
    if (this.decisions.at(-1) !== d) this.decisions.push(d); // halting an ended run returns its outcome
    if (d.decision === 'CORRECT' && d.correction_hint !== null) this.hints.set(loop, d.correction_hint);
    else this.hints.delete(loop);
    return d;
  }

  private event(f: StepFacts): StepEvent {
    const fields = f.usageFields ?? { input: 'inputTokens', output: 'outputTokens' };
    const calls = [
      ...(f.model === null
        ? []
        : [
            {
              label: 'the model call',
              model: f.model,
              inputTokens: f.inputTokens,
              outputTokens: f.outputTokens,
              usageFields: fields,
            },
          ]),
      ...(f.otherCalls ?? []),
    ];
    let tokens = 0;
    let cost_usd = 0;
    for (const c of calls) {
      const price = priceOf(this.opts.prices, c.model);
      const fallback = this.opts.usageWhenMissing;
      const input = tokenCount(c.inputTokens, c.label, c.usageFields.input, fallback?.inputTokens);
      const output = tokenCount(c.outputTokens, c.label, c.usageFields.output, fallback?.outputTokens);
      tokens += input + output;
      cost_usd += (input * price.inputPerMTok + output * price.outputPerMTok) / 1e6;
    }
    const inputs_ref = inputsRef(f.inputs);
    // Framework text (a model's answer, tool names) with half a surrogate pair is repaired to U+FFFD,
    // the bytes a UTF-8 encoder stores for it anyway, rather than a step the core must refuse.
    // Capped at the step event's limits, as the tool name is: names a model chose never make the event
    // one the core must refuse (a 65 537-character action would end the run as invalid_event).
    const action = keepFirst(toWellFormed(f.action), ACTION_MAX);
    this.seen.add(actionKey(action, inputs_ref));
    return {
      step: this.next++,
      intent: this.opts.intent ?? this.adapter,
      action,
      tool: keepFirst(toWellFormed(f.tool), TOOL_MAX),
      inputs_ref,
      tokens,
      cost_usd,
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

const noop = () => undefined;

const ABORTED_UNMETERED =
  'the model call was aborted before it reported usage: its tokens are unknown and no step would count them (a way past max_tokens and max_cost_usd); set usageWhenMissing to charge an estimate per aborted call';

/** The loop of a step no adapter keyed: one loop for the whole governor. */
const ONE_LOOP = '';

/** The step event's limits (schemas/step-event.schema.json) on the text an adapter takes from a model. */
const ACTION_MAX = 65536;
const TOOL_MAX = 256;

/**
 * A token count from a framework's usage field: a finite number ≥ 0 (floored). Missing is the fallback
 * if the caller gave one; anything else throws `ERR_STEP_INVALID` naming the model call and the field.
 */
function tokenCount(n: unknown, call: string, field: string, fallback: number | undefined): number {
  if ((n === undefined || n === null) && fallback !== undefined) return fallback;
  if (typeof n === 'number' && Number.isFinite(n) && n >= 0) return Math.floor(n);
  const what = n === undefined || n === null ? 'reported no' : `reported ${String(n)} for`;
  throw new LoopgovError(
    'ERR_STEP_INVALID',
    `${call} ${what} ${field}: a step without a token count would leave max_tokens and max_cost_usd inert (give usageWhenMissing to charge an estimate when a provider reports none)`,
  );
}
