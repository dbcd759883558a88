/**
 * `loopgov/ai-sdk`: governs a Vercel AI SDK (`ai@6`) `generateText` / `streamText` tool loop through the
 * SDK's own hooks (SPEC §4.6). `onStepFinish` turns each finished step into a step event (tokens from
 * `usage`, cost from the caller's price table, the tool calls as the action, the output as the artifact);
 * `prepareStep` puts a CORRECT's hint into the next step's messages; `stopWhen` ends the loop on DONE,
 * HALT or ESCALATE (the decision is `outcome`, the stop reason); `abortSignal` is aborted on HALT so
 * anything still running under it stops. See docs/adapters.md.
 */
import type { ModelMessage, PrepareStepFunction, StepResult, StopCondition, ToolSet } from 'ai';
import { describeError } from '../core/errors.js';
import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import {
  type AdapterOptions,
  GovernedStop,
  Governor,
  isTerminal,
  type StepFacts,
  tokens,
} from './governor.js';

export type { AdapterOptions, Price, PriceTable } from './governor.js';
export { GovernedStop } from './governor.js';

export interface AiSdkOptions extends AdapterOptions {
  /** Does this step claim the task is done? Default: it made no tool call (the model answered). */
  claimsDone?: (step: StepResult<ToolSet>) => boolean;
  /** The step's output to verify. Default: the answer's text, or JSON of text, tool calls and results. */
  artifact?: (step: StepResult<ToolSet>) => string | null;
  /** The caller's own abort signal, if any: either one aborts the loop. */
  abortSignal?: AbortSignal;
}

/** Any tool set: the hooks fit every `tools` a caller passes, as the SDK's own `stepCountIs` does. */
// biome-ignore lint/suspicious/noExplicitAny: the SDK types its generic stop conditions `StopCondition<any>` too
type AnyTools = any;

/** The four hooks to spread into `generateText` / `streamText`. */
export interface AiSdkSettings {
  prepareStep: PrepareStepFunction<AnyTools>;
  onStepFinish: (step: StepResult<AnyTools>) => Promise<void>;
  stopWhen: StopCondition<AnyTools>;
  abortSignal: AbortSignal;
}

export interface AiSdkGovernor {
  readonly settings: AiSdkSettings;
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
 * const loop = async () => {
 *   while (!gov.outcome) {
 *     const r = await generateText({ model, tools, messages, ...gov.settings });
 *     messages.push(...r.response.messages);
 *   }
 * };
 * await loop();
 * // ESCALATE: once a person has answered (`loopgov resume`), the run goes on, and so does the loop.
 * if (gov.outcome?.decision === 'ESCALATE' && (await run.continue()).status === 'continued') await loop();
 * console.log(gov.outcome?.decision, gov.outcome?.reason);
 */
export function governAiSdk(run: Run, opts: AiSdkOptions): AiSdkGovernor {
  const gov = new Governor(run, opts, 'ai-sdk');
  const halted = new AbortController();
  const abortSignal = opts.abortSignal ? AbortSignal.any([opts.abortSignal, halted.signal]) : halted.signal;
  const stopOnHalt = (d: Decision) => {
    if (d.decision === 'HALT' && !halted.signal.aborted) halted.abort(new GovernedStop(d));
  };

  const prepareStep: AiSdkSettings['prepareStep'] = ({ messages }) => {
    // No model call after a terminal decision: a second generateText on an ended run fails here (and
    // a run ended by a person's halt answer aborts the signal, as any HALT does).
    if (gov.outcome) {
      stopOnHalt(gov.outcome);
      throw new GovernedStop(gov.outcome);
    }
    const hint = gov.takeCorrection();
    if (hint === null) return undefined;
    const correction: ModelMessage = { role: 'user', content: hint };
    return { messages: [...messages, correction] };
  };

  const onStepFinish: AiSdkSettings['onStepFinish'] = async (step) => {
    let facts: StepFacts;
    try {
      facts = stepFacts(step, opts);
    } catch (e) {
      stopOnHalt(await gov.halt(`cannot read the step: ${describeError(e)}`));
      return;
    }
    stopOnHalt(await gov.step(facts));
  };

  return {
    settings: { prepareStep, onStepFinish, stopWhen: () => isTerminal(gov.outcome), abortSignal },
    get outcome() {
      return gov.outcome;
    },
    decisions: gov.decisions,
    get correctionPending() {
      return gov.correctionPending;
    },
  };
}

function stepFacts(step: StepResult<ToolSet>, opts: AiSdkOptions): StepFacts {
  const calls = step.toolCalls.map((c) => ({ tool: c.toolName, input: c.input }));
  const names = calls.map((c) => c.tool);
  return {
    action: names.length ? `call ${names.join(', ')}` : 'respond',
    tool: names.join(',') || 'model',
    inputs: calls.length ? calls : { text: step.text },
    model: step.model.modelId,
    inputTokens: tokens(step.usage.inputTokens),
    outputTokens: tokens(step.usage.outputTokens),
    artifact: opts.artifact ? opts.artifact(step) : defaultArtifact(step),
    claimsDone: opts.claimsDone ? opts.claimsDone(step) : calls.length === 0,
  };
}

function defaultArtifact(step: StepResult<ToolSet>): string | null {
  if (step.toolCalls.length === 0) return step.text === '' ? null : step.text;
  return JSON.stringify({
    text: step.text,
    tool_calls: step.toolCalls.map((c) => ({ tool: c.toolName, input: c.input })),
    tool_results: step.toolResults.map((r) => ({ tool: r.toolName, output: r.output })),
  });
}
