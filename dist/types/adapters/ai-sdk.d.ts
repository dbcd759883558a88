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
import type { PrepareStepFunction, StepResult, StopCondition, ToolSet } from 'ai';
import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import { type AiSdkStep } from './ai-sdk-step.js';
import { type AdapterOptions } from './governor.js';
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
export declare function governAiSdk(run: Run, opts: AiSdkOptions): AiSdkGovernor;
