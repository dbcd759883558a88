/**
 * Every model call of a governed LangChain agent, the ones no step governs included (decision 117).
 * LangChain's own middleware call models themselves — `summarizationMiddleware` in `beforeModel`,
 * `llmToolSelectorMiddleware` in `wrapModelCall`, `toolEmulatorMiddleware` in `wrapToolCall` — and so can
 * a hook or a tool of the user's. No hook of loopgov's sees those calls, but LangChain's callbacks do:
 * the agent's callbacks are inherited by every run inside it. `gov.callbacks` is that handler. It meters
 * each model call that is not a governed response into the next step (tokens, cost, and its output as
 * something the step read), and refuses any model call once the run has a terminal decision.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { BaseMessage } from '@langchain/core/messages';
import type { LLMResult } from '@langchain/core/outputs';
import type { Decision } from '../core/run/types.js';
import type { ArtifactPart } from './artifact.js';
import { GovernedStop } from './governed-stop.js';
import type { OtherModelCall } from './governor.js';
import { priceKey } from './prices.js';

/** A model call no step governs, as the next step meters and reads it. */
export interface OtherCall extends OtherModelCall {
  read: ArtifactPart;
}

interface Ended {
  call: OtherCall;
  message: BaseMessage | undefined;
  /** The model its LangChain run names (`ls_model_name`). */
  runModel: string | undefined;
}

/**
 * The callback handler of one governor. `awaitHandlers`: each event is handled before the model call
 * returns (not in LangChain's background queue), so a governed call's end is seen before its response
 * is decided. `raiseError`: a refusal in `handleChatModelStart` fails that model call.
 */
export class ModelCallMeter extends BaseCallbackHandler {
  name = 'loopgov';
  override awaitHandlers = true;
  override raiseError = true;
  override ignoreChain = true;
  override ignoreAgent = true;
  override ignoreRetriever = true;
  override ignoreCustomEvent = true;
  /** Where each model call was made, from its start, until it ends. */
  private readonly started = new Map<string, { place: string; model: string | undefined }>();
  /** Model calls no step has metered yet. */
  private pool: OtherCall[] = [];
  /** The calls that end inside one governed model call (`governed`), until its response is known. */
  private readonly scope = new AsyncLocalStorage<Ended[]>();
  /** The model each governed response's LangChain run named (`ls_model_name`), for its step's price. */
  private readonly runModels = new WeakMap<BaseMessage, string>();

  /** `model`: the governor's `model` option, the price key of a call that names no model. */
  constructor(
    private readonly outcome: () => Decision | null,
    private readonly model: string | undefined,
  ) {
    super();
  }

  /** One handler per governor: a copy would meter nothing. */
  override copy(): this {
    return this;
  }

  /**
   * Runs a governed model call (the handler `wrapModelCall` is given). The calls that end inside it
   * other than the one whose response it returns (a middleware further in calling a model first) are
   * metered with the next step, as those outside any governed call are. That one is found by its
   * message, or, when a middleware further in returned a copy, is the last call that ended.
   */
  async governed<T>(call: () => Promise<T>, response: (r: T) => BaseMessage | undefined): Promise<T> {
    const ended: Ended[] = [];
    let r: T | undefined;
    try {
      r = await this.scope.run(ended, call);
      return r;
    } finally {
      const own = r === undefined ? undefined : response(r);
      const i = own === undefined ? -1 : ended.findIndex((e) => e.message === own);
      const governed = own === undefined ? -1 : i >= 0 ? i : ended.length - 1;
      const runModel = ended[governed]?.runModel;
      if (own !== undefined && runModel !== undefined) this.runModels.set(own, runModel);
      this.pool.push(...ended.filter((_, j) => j !== governed).map((e) => e.call));
    }
  }

  /** The model the LangChain run of a governed response named (`ls_model_name`), if it named one. */
  runModelOf(response: BaseMessage): string | undefined {
    return this.runModels.get(response);
  }

  /** The model calls no step has metered yet, taken: the step about to be decided meters them. */
  take(): OtherCall[] {
    const calls = this.pool;
    this.pool = [];
    return calls;
  }

  /** Gives back calls taken for a step that was not made after all (a re-run of an escalated step). */
  giveBack(calls: OtherCall[]): void {
    this.pool.unshift(...calls);
  }

  override async handleChatModelStart(
    _llm: unknown,
    _messages: unknown,
    runId: string,
    _parentRunId?: string,
    _extra?: unknown,
    _tags?: string[],
    metadata?: Record<string, unknown>,
  ): Promise<void> {
    this.start(runId, metadata);
  }

  override async handleLLMStart(
    _llm: unknown,
    _prompts: string[],
    runId: string,
    _parentRunId?: string,
    _extra?: unknown,
    _tags?: string[],
    metadata?: Record<string, unknown>,
  ): Promise<void> {
    this.start(runId, metadata);
  }

  override async handleLLMEnd(output: LLMResult, runId: string): Promise<void> {
    const where = this.started.get(runId);
    if (!where) return; // the same handler twice among a run's callbacks (an agent inside an agent) hears it twice
    this.started.delete(runId);
    const generations = output.generations.flat();
    const messages = generations.flatMap((g) => {
      const m = (g as { message?: BaseMessage }).message;
      return m ? [m] : [];
    });
    const usage = sumUsage(messages);
    const legacy = output.llmOutput?.tokenUsage as { promptTokens?: unknown; completionTokens?: unknown };
    const place = `model call in ${where.place}`;
    const call: OtherCall = {
      label: `the ${place}`,
      model: priceKey(messages[0], where.model, this.model),
      inputTokens: usage ? usage.input : legacy?.promptTokens,
      outputTokens: usage ? usage.output : legacy?.completionTokens,
      usageFields:
        usage || !legacy
          ? { input: 'usage_metadata.input_tokens', output: 'usage_metadata.output_tokens' }
          : { input: 'llmOutput.tokenUsage.promptTokens', output: 'llmOutput.tokenUsage.completionTokens' },
      read: { kind: 'item', label: place, value: outputOf(generations, messages) },
    };
    const ended = this.scope.getStore();
    if (ended) ended.push({ call, message: messages[0], runModel: where.model });
    else this.pool.push(call);
  }

  override async handleLLMError(_err: unknown, runId: string): Promise<void> {
    this.started.delete(runId); // a failed attempt returned nothing and reported no usage
  }

  /** No model call once the run has a terminal decision, whoever makes it. */
  private start(runId: string, metadata: Record<string, unknown> | undefined): void {
    const outcome = this.outcome();
    if (outcome) throw new GovernedStop(outcome, 'no model call is made after a terminal decision');
    const node = metadata?.langgraph_node;
    const model = metadata?.ls_model_name;
    this.started.set(runId, {
      place: typeof node === 'string' ? node : 'a LangChain run',
      model: typeof model === 'string' ? model : undefined,
    });
  }
}

/**
 * The usage the messages report, summed; undefined when none reports any. A count that is not a number
 * is kept as it is, so the step refuses it as it refuses a governed response's.
 */
function sumUsage(messages: BaseMessage[]): { input: unknown; output: unknown } | undefined {
  const reported = messages.flatMap((m) => {
    const u = (m as { usage_metadata?: { input_tokens?: unknown; output_tokens?: unknown } }).usage_metadata;
    return u ? [u] : [];
  });
  if (reported.length === 0) return undefined;
  const add = (k: 'input_tokens' | 'output_tokens') =>
    reported.reduce<unknown>((sum, u) => {
      if (typeof sum !== 'number') return sum;
      return typeof u[k] === 'number' ? sum + u[k] : u[k];
    }, 0);
  return { input: add('input_tokens'), output: add('output_tokens') };
}

/** What a model call returned, as the gates read it: its text and the tool calls it asks for. */
function outputOf(generations: { text: string }[], messages: BaseMessage[]): unknown {
  if (messages.length === 0) return generations.map((g) => g.text).join('\n');
  const out = messages.map((m) => {
    const calls = (m as { tool_calls?: { name: string; args: unknown }[] }).tool_calls ?? [];
    return calls.length === 0
      ? m.text
      : { text: m.text, tool_calls: calls.map((c) => ({ [c.name]: c.args })) };
  });
  return out.length === 1 ? out[0] : out;
}
