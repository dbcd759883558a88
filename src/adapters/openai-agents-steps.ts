/**
 * The steps of an OpenAI Agents governor (`openai-agents.ts`): what each one is built from — the run's
 * usage since the last step, the model's own words and the governed tools' outputs the model read
 * meanwhile (decisions 120, 126, 127) — and how a decision stops the SDK (a HALT aborts the run's signal).
 * Every step is taken in one of the Governor's turns (`Governor.inTurn`), so the shared state it reads
 * is read in the order the steps are taken, and a step asked for once the run has ended is not taken.
 */
import type { AgentInputItem, RunContext } from '@openai/agents';
import type { Decision } from '../core/run/types.js';
import type { ArtifactPart } from './artifact.js';
import { GovernedStop, isTerminal } from './governed-stop.js';
import type { Governor, NotTaken, StepFacts, TakeStep } from './governor.js';
import { callLoop, itemAction, outputParts, ReadItems } from './openai-agents-items.js';
import { type MeteredCall, ModelCalls } from './openai-agents-usage.js';
import type { PriceTable } from './prices.js';

/** The model calls a step meters, and how many went past the filter since the last step. */
export type Metered = { calls: MeteredCall[]; unseen: number };

/** A step no model call made (a turn step at `finish`, after the final answer's own). */
export const NO_CALL: Metered = { calls: [], unseen: 0 };

export class AgentSteps {
  /** The run context whose usage the next step meters: the one the SDK handed the latest hook. */
  usageCtx: RunContext<unknown>;
  /** The governed tools' outputs since the last step. */
  observations: { tool: string; id: string | undefined; output: unknown }[] = [];
  /**
   * The model's own words (text, reasoning) a model call has read that no step has seen yet: they go
   * into the next step's artifact, whatever that step is, so that they are not an action (decision 126).
   */
  words: ArtifactPart[] = [];
  /**
   * What the model calls read: each item new to them is seen by a step before the call (decision 120),
   * but the model's own words, which the next step sees (decision 126).
   */
  readonly readItems = new ReadItems();
  /**
   * The model calls, each priced by its own agent's model (decision 127), matched against the filter
   * calls whose usage has not landed yet: a running balance, since runs under way together (agents as
   * tools called in parallel) answer in any order. The usage counting more calls than the filter let
   * through means an agent run without gov.runOptions (a guardrail's or a tool's own run, agent.asTool)
   * went past the filter, ungoverned.
   */
  readonly modelCalls: ModelCalls;

  constructor(
    readonly gov: Governor,
    private readonly aborter: AbortController,
    context: RunContext<unknown>,
    prices: PriceTable,
    model: string,
  ) {
    this.usageCtx = context;
    this.modelCalls = new ModelCalls(prices, model);
  }

  /** What the model read since the last step that no step has seen: its own words, the governed outputs. */
  takeRead(): ArtifactPart[] {
    const parts = [...this.words, ...outputParts(this.observations)];
    this.words = [];
    this.observations = [];
    return parts;
  }

  /** The model calls since the last step (the run's usage is cumulative), and what the model read meanwhile. */
  take(): Metered & { read: ArtifactPart[] } {
    return { ...this.modelCalls.take(this.usageCtx.usage), read: this.takeRead() };
  }

  /** A HALT aborts the run's signal (the SDK cancels the tool calls and `run` rejects). */
  stopOn(d: Decision): Decision {
    if (d.decision === 'HALT' && !this.aborter.signal.aborted) this.aborter.abort(new GovernedStop(d));
    return d;
  }

  /** The run's HALT as the SDK's cancellation: the very reason the signal was aborted with. */
  refuse(d: Decision): never {
    this.stopOn(d);
    throw d.decision === 'HALT' && this.aborter.signal.reason instanceof GovernedStop
      ? this.aborter.signal.reason
      : new GovernedStop(d);
  }

  /**
   * A step, metered, taken in the turn `take` belongs to; then, if model calls went past the filter
   * since the last one, the run ends. `NotTaken` when the run ended before the step's turn (a halt):
   * not taken (decision 133). `loop`: the conversation a CORRECT's hint goes back to (`callLoop`,
   * `answerLoop`, a filter call's own).
   */
  async step(
    take: TakeStep,
    facts: () => Omit<StepFacts, MeteredFacts>,
    { calls, unseen }: Metered,
    loop: string,
  ): Promise<Decision | NotTaken> {
    // Built at the step's turn, inside `take`: a value the artifact cannot render ends the run HALT
    // (fail_closed), recorded — never an error past a step whose usage and reads were already taken.
    const d = await take(() => ({ ...facts(), ...meteredFacts(calls) }), loop);
    if ('notTaken' in d) return d;
    if (unseen <= 0 || isTerminal(d)) return this.stopOn(d);
    return this.stopOn(await this.gov.halt(unseenCalls(unseen)));
  }

  /**
   * One governed call as a step, in a turn of its own: what the model asked for, with what it read
   * since the last step. `NotTaken` when the run ended before its turn came: the call was decided by no
   * step of its own.
   */
  callStep(tool: string, input: unknown, callId: string | undefined): Promise<Decision | NotTaken> {
    return this.gov.inTurn(async (take) => {
      const ended = this.gov.outcome;
      if (ended) return { notTaken: ended };
      const u = this.take();
      this.readItems.decidedCall(callId, tool);
      return this.step(
        take,
        () => ({
          action: `call ${tool}`,
          tool,
          inputs: input,
          artifact: this.gov.artifactOf({
            read: u.read,
            text: '',
            calls: [{ kind: 'tool call', tool, id: callId, input }],
            claimsDone: false,
          }),
          claimsDone: false,
        }),
        u,
        callLoop(callId, tool, input),
      );
    });
  }

  /**
   * A `turn` step: what a model call is about to read that no step has seen, other than the model's own
   * words (`acts`: its action, without ids), with everything else it read (`parts`).
   */
  turnStep(
    take: TakeStep,
    acts: AgentInputItem[],
    parts: ArtifactPart[],
    metered: Metered,
    loop: string,
  ): Promise<Decision | NotTaken> {
    return this.step(
      take,
      () => ({
        action: 'turn',
        tool: 'model',
        inputs: { read: acts.map(itemAction) },
        artifact: this.gov.artifactOf({ read: parts, text: '', calls: [], claimsDone: false }),
        claimsDone: false,
      }),
      metered,
      loop,
    );
  }

  /** The hints kept for these loops, each taken once. */
  corrections(loops: string[]): string[] {
    const hints: string[] = [];
    for (const loop of loops) {
      const h = this.gov.takeCorrection(loop);
      if (h !== null && !hints.includes(h)) hints.push(h);
    }
    return hints;
  }
}

const USAGE_FIELDS = { input: 'usage.inputTokens', output: 'usage.outputTokens' };

/** What a step's model calls make of its facts. */
type MeteredFacts = 'model' | 'inputTokens' | 'outputTokens' | 'usageFields' | 'otherCalls';

/**
 * A step's model calls as its facts: the first as the step's own, the rest as other calls, each at its
 * own model's price (decision 127); none, for a step no model call made.
 */
function meteredFacts(calls: readonly MeteredCall[]): Pick<StepFacts, MeteredFacts> {
  const [own, ...others] = calls;
  return {
    model: own?.model ?? null,
    inputTokens: own ? own.input : 0,
    outputTokens: own ? own.output : 0,
    usageFields: USAGE_FIELDS,
    otherCalls: others.map((c) => ({
      label: 'another model call since the last step',
      model: c.model,
      inputTokens: c.input,
      outputTokens: c.output,
      usageFields: USAGE_FIELDS,
    })),
  };
}

/**
 * Why a run whose usage counts model calls this governor's filter never saw ends, and what to do: each
 * was made by an agent run sharing this run's context without `gov.runOptions` (the SDK's guardrail
 * example runs its agent with `{ context }`).
 */
function unseenCalls(n: number): string {
  return `${n} model call(s) ran that this governor's callModelInputFilter never saw, so no step bounded them: an agent run without gov.runOptions — a guardrail's or a tool's own run(agent, input, { context }), agent.asTool(), a resuming run. Give each of them the governor's run options: run(agent, input, gov.runOptions) (in a guardrail or a tool too: the context is this run's), and for an agent as a tool gov.asTool(agent, options)`;
}
