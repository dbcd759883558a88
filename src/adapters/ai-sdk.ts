/**
 * `loopgov/ai-sdk`: governs a Vercel AI SDK (`ai@6`) `generateText` / `streamText` tool loop through the
 * SDK's own hooks (SPEC §4.6, decision 106). `prepareStep` hands the SDK the step's model wrapped by the
 * adapter, so each model response is decided *before the SDK runs any of its tools*: the response (text,
 * tool calls, usage) and the tool outputs that entered that model call are one step event. CONTINUE and
 * CORRECT let the response through (a CORRECT's hint goes into the next model call); DONE, HALT and
 * ESCALATE withhold its tool calls — none of them runs — and `stopWhen` ends the loop (`outcome` is the
 * stop reason); HALT also aborts `abortSignal`. `gov.tools(tools)` guards the tools themselves, which the
 * SDK also runs from the messages (approved calls) before any hook. See docs/adapters.md.
 */
import type { ModelMessage, PrepareStepFunction, StepResult, StopCondition, ToolSet } from 'ai';
import { describeError, LoopgovError } from '../core/errors.js';
import { DecidedCalls } from './ai-sdk-calls.js';
import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import {
  type AiSdkStep,
  aiSdkStep,
  type LanguageModelV3,
  type LanguageModelV3CallOptions,
  type LanguageModelV3Content,
  type LanguageModelV3GenerateResult,
  type LanguageModelV3Prompt,
  type LanguageModelV3StreamPart,
  type LanguageModelV3StreamResult,
  approvedCallsRun,
  emitText,
  loopOf,
  type ModelResponse,
  stepFacts,
  withhold,
} from './ai-sdk-step.js';
import { checkAdapterOptions, isA, isCount } from './adapter-options.js';
import { GovernedStop, isTerminal } from './governed-stop.js';
import { type AdapterOptions, Governor, type NotTaken, type StepFacts } from './governor.js';

export type { AdapterOptions } from './governor.js';
export type { Price, PriceTable } from './prices.js';
export type { AiSdkStep } from './ai-sdk-step.js';
export { GovernedStop, governedStopOf } from './governed-stop.js';

export interface AiSdkOptions extends AdapterOptions {
  /** Does this step claim the task is done? Default: it made no tool call (the model answered). */
  claimsDone?: (step: AiSdkStep) => boolean;
  /** The step's output to verify. Default: see docs/adapters.md, "The artifact". */
  artifact?: (step: AiSdkStep) => string | null;
  /** The caller's own abort signal, if any: either one aborts the loop. */
  abortSignal?: AbortSignal;
  /**
   * How often the SDK retries a failed model call (default 2, the SDK's own default). It is in
   * `settings`, so the SDK retries exactly as often as the adapter counts: the failure the SDK gives up
   * on ends the run (HALT `fail_closed`).
   */
  maxRetries?: number;
}

/** Any tool set: the hooks fit every `tools` a caller passes, as the SDK's own `stepCountIs` does. */
// biome-ignore lint/suspicious/noExplicitAny: the SDK types its generic stop conditions `StopCondition<any>` too
type AnyTools = any;

/** The hooks and the retry count to spread into `generateText` / `streamText`. */
export interface AiSdkSettings {
  prepareStep: PrepareStepFunction<AnyTools>;
  onStepFinish: (step: StepResult<AnyTools>) => Promise<void>;
  stopWhen: StopCondition<AnyTools>;
  abortSignal: AbortSignal;
  /** The governor's `maxRetries`: the adapter counts the SDK's retries against it. */
  maxRetries: number;
}

export interface AiSdkGovernor {
  readonly settings: AiSdkSettings;
  /**
   * The same tools, each `execute` refusing (a `GovernedStop`) once the run has a terminal decision: the
   * SDK runs approved calls from the messages before any hook, so only the tool itself can refuse them.
   */
  tools<T extends ToolSet>(tools: T): T;
  /** The terminal decision once the run has one (why the loop stopped), else null. */
  readonly outcome: Decision | null;
  readonly decisions: readonly Decision[];
  /** True while a CORRECT's hint waits for the next model call (call `generateText` again to deliver it). */
  readonly correctionPending: boolean;
}

/**
 * Governs AI SDK tool loops with `run`. One governor serves every `generateText` call of the run: a
 * failed done-claim ends the SDK's loop (the model made no tool call), so call again with the messages
 * so far until `outcome` is set — the first step of the next call carries the hint. After an ESCALATE,
 * continue the run itself (`run.continue(token)`, SPEC §4.4) and call again with the messages so far:
 * until the run has gone on, a call is refused before the model.
 *
 * @example
 * const gov = governAiSdk(run, { prices: { 'gpt-4.1': { inputPerMTok: 2, outputPerMTok: 8 } } });
 * const messages: ModelMessage[] = [{ role: 'user', content: task }];
 * try {
 *   while (!gov.outcome) {
 *     const r = await generateText({ model, tools: gov.tools(tools), messages, ...gov.settings });
 *     messages.push(...r.response.messages);
 *   }
 * } finally {
 *   await run.close(); // a loop that threw still ends its trace (HALT incomplete)
 * }
 * console.log(gov.outcome?.decision, gov.outcome?.reason);
 */
export function governAiSdk(run: Run, opts: AiSdkOptions): AiSdkGovernor {
  checkAdapterOptions('governAiSdk', opts, {
    claimsDone: isA('function'),
    artifact: isA('function'),
    abortSignal: (v, name) => {
      if (!(v instanceof AbortSignal)) throw new LoopgovError('ERR_USAGE', `${name} must be an AbortSignal`);
    },
    maxRetries: isCount,
  });
  const maxRetries = opts.maxRetries ?? SDK_MAX_RETRIES;
  const gov = new Governor(run, opts, 'ai-sdk');
  const halted = new AbortController();
  const abortSignal = opts.abortSignal ? AbortSignal.any([opts.abortSignal, halted.signal]) : halted.signal;
  const stopOnHalt = (d: Decision) => {
    if (d.decision === 'HALT' && !halted.signal.aborted) halted.abort(new GovernedStop(d));
    return d;
  };
  const wrapped = new WeakMap<object, LanguageModelV3>();
  // Model calls decided and steps finished: a step the wrapped model never saw ran its tools ungoverned.
  let decidedCalls = 0;
  let finishedSteps = 0;
  // The tool calls decided to go on: the SDK may run only those, as they were decided.
  const ledger = new DecidedCalls();
  // The provider-executed results already rendered with their response (the next prompt carries them).
  const renderedResults = new Set<string>();
  // Failed attempts of each model call, by its prompt: the SDK retries a call with the same prompt array.
  const attempts = new WeakMap<object, number>();

  /**
   * What the adapter reads of one model response. When it cannot, the run ends there, recorded, and no
   * step judged the response: not taken, with the run's decision.
   */
  const readStep = async (
    model: LanguageModelV3,
    prompt: LanguageModelV3Prompt,
    res: ModelResponse,
  ): Promise<AiSdkStep | NotTaken> => {
    try {
      return aiSdkStep(model, prompt, res, renderedResults);
    } catch (e) {
      return { notTaken: await gov.halt(`cannot read the model's response: ${describeError(e)}`) };
    }
  };
  /** The step of a response read, built at its turn; `claimsDone` and `artifact` are the caller's code. */
  const factsOf = (step: AiSdkStep) => (): StepFacts => {
    try {
      return stepFacts(step, opts, gov);
    } catch (e) {
      throw new Error(`cannot read the model's response: ${describeError(e)}`);
    }
  };

  /** Decides one model response; the response the SDK gets back (tool calls withheld unless it may go on). */
  const decide = async (model: LanguageModelV3, prompt: LanguageModelV3Prompt, res: ModelResponse) => {
    const step = await readStep(model, prompt, res);
    for (const c of res.content) if (c.type === 'tool-result') renderedResults.add(c.toolCallId);
    // A HALT aborts the signal once the step has finished (onStepFinish): aborted mid-response, the SDK
    // would fail the whole call instead of ending its loop with the decision as the reason. A step not
    // taken (another generateText on this governor ended the run before its turn) decided nothing: all
    // of it is withheld (its answer too) with the run's outcome, and the model is asked again once the
    // run goes on.
    if ('notTaken' in step) {
      decidedCalls++;
      return withhold(res, step.notTaken, false);
    }
    const own = await gov.step(factsOf(step), loopOf(prompt));
    decidedCalls++;
    if ('notTaken' in own) return withhold(res, own.notTaken, false);
    if (isTerminal(own)) return withhold(res, own);
    const providerRan = new Set(
      res.content.flatMap((c) => (c.type === 'tool-call' && c.providerExecuted ? [c.toolCallId] : [])),
    );
    await ledger.record(step.toolCalls.filter((c) => !providerRan.has(c.toolCallId)));
    return res;
  };

  /** The SDK is about to run (or ran) a call that is not one decided: the run ends there, recorded. */
  const refuseUndecided = async (why: string) =>
    new GovernedStop(stopOnHalt(gov.outcome ?? (await gov.halt(why))));

  /**
   * The model call failed. The run ends there, recorded — unless the SDK tries the call again: an error
   * it retries (`willRetry`) on an attempt within `maxRetries`. `retried` is false for a stream that
   * fails once it has started, which the SDK never retries.
   */
  const failed = async (
    e: unknown,
    model: LanguageModelV3,
    params: LanguageModelV3CallOptions,
    retried: boolean,
  ) => {
    if (e instanceof GovernedStop) return;
    if (params.abortSignal?.aborted) return abortedCall(model, params);
    const failures = (attempts.get(params.prompt) ?? 0) + 1;
    attempts.set(params.prompt, failures);
    if (retried && willRetry(e) && failures <= maxRetries) return; // the SDK tries again
    const tries = failures > 1 ? ` (attempt ${failures}, maxRetries ${maxRetries})` : '';
    stopOnHalt(await gov.halt(`the model call failed${tries}: ${describeError(e)}`));
  };

  // The aborted model calls already charged (or halted on): a stream's abort is seen twice.
  const aborted = new WeakSet<LanguageModelV3CallOptions>();
  /**
   * The model call was aborted after it was sent, before it reported usage. loopgov's own HALT (or any
   * end of the run) aborts calls in flight too: nothing more is recorded then. A call the caller aborted
   * (its `abortSignal`, a `timeout`) spent tokens no step saw: with `usageWhenMissing` it is a step of
   * its own, charged the estimate; without, the run ends HALT `invalid_event` (Governor.aborted).
   */
  const abortedCall = async (model: LanguageModelV3, params: LanguageModelV3CallOptions) => {
    if (aborted.has(params) || gov.outcome || params.abortSignal?.reason instanceof GovernedStop) return;
    aborted.add(params);
    const d = await gov.aborted(
      () => ({
        action: 'aborted model call',
        tool: 'model',
        inputs: { aborted: describeError(params.abortSignal?.reason) },
        model: model.modelId,
        inputTokens: undefined,
        outputTokens: undefined,
        usageFields: { input: 'usage.inputTokens.total', output: 'usage.outputTokens.total' },
        artifact: null,
        claimsDone: false,
      }),
      loopOf(params.prompt),
    );
    if (!('notTaken' in d)) stopOnHalt(d);
  };

  /** A call whose signal was aborted before it was made is not sent: no tokens, nothing to charge. */
  const refuseIfAborted = (params: LanguageModelV3CallOptions) => {
    if (params.abortSignal?.aborted) throw params.abortSignal.reason;
  };

  const governed = (model: LanguageModelV3): LanguageModelV3 => ({
    specificationVersion: 'v3',
    provider: model.provider,
    modelId: model.modelId,
    supportedUrls: model.supportedUrls,
    async doGenerate(params) {
      refuseIfEnded();
      refuseIfAborted(params);
      let res: LanguageModelV3GenerateResult;
      try {
        res = await model.doGenerate(params);
      } catch (e) {
        await failed(e, model, params, true);
        throw e;
      }
      const decided = await decide(model, params.prompt, {
        content: res.content,
        usage: res.usage,
        finishReason: res.finishReason,
        providerMetadata: res.providerMetadata,
      });
      return { ...res, ...decided };
    },
    async doStream(params) {
      refuseIfEnded();
      refuseIfAborted(params);
      let res: LanguageModelV3StreamResult;
      try {
        res = await model.doStream(params);
      } catch (e) {
        await failed(e, model, params, true);
        throw e;
      }
      return { ...res, stream: holdToolCalls(res.stream, model, params) };
    },
  });

  /**
   * Text streams through; tool calls are held until the finish part, when the response is decided and
   * they are released (or withheld). A stream that fails, or ends without a finish, ends the run. Once
   * the run has ended (another call's DONE or HALT), no step will judge this response: every part that
   * streams from then on is dropped (text, reasoning, files, sources, provider-executed results, `raw`
   * chunks, metadata) but what ends the stream — its finish, an error, the end of a text or reasoning
   * part begun before — and its tool calls, held and withheld; the note follows.
   */
  const holdToolCalls = (
    upstream: ReadableStream<LanguageModelV3StreamPart>,
    model: LanguageModelV3,
    params: LanguageModelV3CallOptions,
  ): ReadableStream<LanguageModelV3StreamPart> => {
    const reader = upstream.getReader();
    const content: LanguageModelV3Content[] = [];
    const held: LanguageModelV3StreamPart[] = [];
    const reasoning = new Map<string, { type: 'reasoning'; text: string }>();
    let text = '';
    let finished = false;
    // The text and reasoning parts begun on the consumer's side, whose end it still needs.
    const begun = new Set<string>();
    // Aborted before its finish part: the SDK stops reading (the usage may never be read), so the abort
    // itself is what charges the call.
    const onAbort = () => {
      if (!finished) void abortedCall(model, params);
    };
    params.abortSignal?.addEventListener('abort', onAbort, { once: true });
    /**
     * Reads one part and passes it on (or holds it). True once something went to the consumer or the
     * stream ended: a pull that enqueues nothing is never pulled again, so `pull` reads on until then.
     */
    const forward = async (controller: ReadableStreamDefaultController<LanguageModelV3StreamPart>) => {
      let next: ReadableStreamReadResult<LanguageModelV3StreamPart>;
      try {
        next = await reader.read();
      } catch (e) {
        await failed(e, model, params, false);
        controller.error(e);
        return true;
      }
      if (next.done) {
        if (!finished && params.abortSignal?.aborted) await abortedCall(model, params);
        else if (!finished) stopOnHalt(await gov.halt("the model's stream ended without a finish part"));
        params.abortSignal?.removeEventListener('abort', onAbort);
        controller.close();
        return true;
      }
      const part = next.value;
      if (endedForGood() && !endsWhatBegan(part, begun)) return false;
      if (part.type === 'text-start' || part.type === 'reasoning-start') begun.add(partKey(part));
      if (part.type === 'text-delta') text += part.delta;
      // What else the response holds is decided with it (it streams through: nothing runs from it).
      if (part.type === 'reasoning-delta') {
        const r = reasoning.get(part.id) ?? { type: 'reasoning' as const, text: '' };
        if (!reasoning.has(part.id)) content.push(r);
        reasoning.set(part.id, r);
        r.text += part.delta;
      }
      if (part.type === 'tool-result' || part.type === 'file' || part.type === 'source') content.push(part);
      if (part.type === 'tool-call' || part.type.startsWith('tool-input-')) {
        if (part.type === 'tool-call') content.push(part);
        held.push(part);
        return false;
      }
      if (part.type === 'error') {
        stopOnHalt(await gov.halt(`the model's stream failed: ${describeError(part.error)}`));
      }
      if (part.type !== 'finish') {
        controller.enqueue(part);
        return true;
      }
      finished = true;
      params.abortSignal?.removeEventListener('abort', onAbort);
      if (text !== '') content.unshift({ type: 'text', text });
      const res: ModelResponse = {
        content,
        usage: part.usage,
        finishReason: part.finishReason,
        providerMetadata: part.providerMetadata,
      };
      const decided = await decide(model, params.prompt, res);
      if (decided === res) for (const h of held) controller.enqueue(h);
      // Withheld: the note of what was not run (the response's own text has streamed already).
      else
        for (const c of decided.content)
          if (c.type === 'text' && !content.includes(c)) emitText(controller, c.text);
      controller.enqueue({
        ...part,
        finishReason: decided.finishReason,
        providerMetadata: decided.providerMetadata,
      });
      return true;
    };
    return new ReadableStream<LanguageModelV3StreamPart>({
      async pull(controller) {
        while (!(await forward(controller))) {
          // a held tool-call part: read the next one
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    });
  };

  /** The run has ended for good (not an ESCALATE, which a person may let go on): no step will judge. */
  const endedForGood = () => gov.outcome !== null && gov.outcome.decision !== 'ESCALATE';

  const refuseIfEnded = () => {
    if (gov.outcome) throw new GovernedStop(stopOnHalt(gov.outcome));
  };

  const prepareStep: AiSdkSettings['prepareStep'] = ({ model, messages, stepNumber }) => {
    // No model call after a terminal decision: a second generateText on an ended run fails here (and
    // a run ended by a person's halt answer aborts the signal, as any HALT does).
    if (gov.outcome) {
      const ran = stepNumber === 0 ? approvedCallsRun(messages) : [];
      throw new GovernedStop(
        stopOnHalt(gov.outcome),
        ran.length
          ? `the SDK ran the approved tool call(s) ${ran.join(', ')} from the messages before loopgov could refuse them; pass the tools through gov.tools() so they refuse`
          : undefined,
      );
    }
    // The SDK hands prepareStep the call's model resolved to a v3 model object.
    const base = model as LanguageModelV3;
    const m = wrapped.get(base) ?? governed(base);
    wrapped.set(base, m);
    const hint = gov.takeCorrection(loopOf(messages));
    if (hint === null) return { model: m };
    const correction: ModelMessage = { role: 'user', content: hint };
    return { model: m, messages: [...messages, correction] };
  };

  const onStepFinish: AiSdkSettings['onStepFinish'] = async (step) => {
    finishedSteps++;
    // A call the SDK ran that is not one decided (experimental_repairToolCall replaced it): gov.tools()
    // refuses it before it runs; with the settings alone it has run, and the run ends naming it.
    if (!gov.outcome && finishedSteps <= decidedCalls) {
      const ran = new Set(
        step.content.flatMap((c) =>
          c.type === 'tool-result' || c.type === 'tool-error' ? [c.toolCallId] : [],
        ),
      );
      for (const c of step.toolCalls) {
        if (c.providerExecuted || !ran.has(c.toolCallId)) continue;
        const why = ledger.refusal(c, undefined);
        if (why) {
          await refuseUndecided(
            `${why}; it ran ungoverned (pass the tools through gov.tools() so it is refused)`,
          );
          break;
        }
      }
    }
    // A step no wrapped model call decided (another prepareStep replaced this one): its tools have run
    // ungoverned. Recorded, and the loop ends.
    if (finishedSteps > decidedCalls && !gov.outcome) {
      decidedCalls = finishedSteps;
      stopOnHalt(
        await gov.halt(
          'a model call ran without the governed model (is another prepareStep replacing gov.settings.prepareStep?); its tools ran ungoverned',
        ),
      );
    }
    if (gov.outcome) stopOnHalt(gov.outcome);
  };

  return {
    settings: {
      prepareStep,
      onStepFinish,
      stopWhen: () => isTerminal(gov.outcome),
      abortSignal,
      maxRetries,
    },
    tools(tools) {
      const out: Record<string, unknown> = {};
      for (const [name, t] of Object.entries(tools)) {
        const execute = (t as { execute?: (...a: unknown[]) => unknown }).execute;
        ledger.schemas.set(name, (t as { inputSchema?: unknown }).inputSchema);
        out[name] =
          typeof execute === 'function'
            ? {
                ...t,
                // Not async: a tool that streams (returns an AsyncIterable) must stay one.
                execute: (input: unknown, options?: { toolCallId?: string; messages?: ModelMessage[] }) => {
                  if (gov.outcome) throw new GovernedStop(stopOnHalt(gov.outcome));
                  const why = ledger.refusal(
                    { toolCallId: options?.toolCallId, toolName: name, input },
                    options?.messages,
                  );
                  if (why) {
                    return refuseUndecided(`${why}; not run`).then((stop) => Promise.reject(stop));
                  }
                  return execute.call(t, input, options);
                },
              }
            : t;
      }
      return out as typeof tools;
    },
    get outcome() {
      return gov.outcome;
    },
    decisions: gov.decisions,
    get correctionPending() {
      return gov.correctionPending;
    },
  };
}

/**
 * The stream parts a response streaming after the run ended for good still reads: its finish and an
 * error (the stream ends on them: the note and the run's decision go with the finish), its tool calls
 * (held, then withheld: never passed on), and the end of a text or reasoning part the consumer saw begin
 * (the SDK reports an end it saw no start of as an error).
 */
function endsWhatBegan(part: LanguageModelV3StreamPart, begun: ReadonlySet<string>): boolean {
  if (part.type === 'finish' || part.type === 'error') return true;
  if (part.type === 'tool-call' || part.type.startsWith('tool-input-')) return true;
  return (part.type === 'text-end' || part.type === 'reasoning-end') && begun.has(partKey(part));
}

/** A text or reasoning part's kind and id, as its start and its end both name it. */
function partKey(part: { type: string; id: string }): string {
  return `${part.type.split('-')[0]}\n${part.id}`;
}

/** The SDK's own default `maxRetries` (ai@6 `prepareRetries`). */
const SDK_MAX_RETRIES = 2;

/**
 * True for an error the SDK retries, as its `retryWithExponentialBackoffRespectingRetryHeaders` decides:
 * an `APICallError` or a gateway error marked `isRetryable`, recognised by the markers its `isInstance`
 * checks (the adapter loads nothing of `ai` at run time).
 */
function willRetry(e: unknown): boolean {
  if (!(e instanceof Error) || (e as { isRetryable?: unknown }).isRetryable !== true) return false;
  const marked = (marker: string) => (e as unknown as Record<symbol, unknown>)[Symbol.for(marker)] === true;
  return marked('vercel.ai.error.AI_APICallError') || marked('vercel.ai.gateway.error');
}
