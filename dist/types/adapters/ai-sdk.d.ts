/**
 * `loopgov/ai-sdk`: governs a Vercel AI SDK (`ai@6`) `generateText` / `streamText` tool loop through the
 * SDK's own hooks (SPEC §4.6). `onStepFinish` turns each finished step into a step event (tokens from
 * `usage`, cost from the caller's price table, the tool calls as the action, the output as the artifact);
 * `prepareStep` puts a CORRECT's hint into the next step's messages; `stopWhen` ends the loop on DONE,
 * HALT or ESCALATE (the decision is `outcome`, the stop reason); `abortSignal` is aborted on HALT so
 * anything still running under it stops. See docs/adapters.md.
 */
import type { PrepareStepFunction, StepResult, StopCondition, ToolSet } from 'ai';
import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import { type AdapterOptions } from './governor.js';
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
export declare function governAiSdk(run: Run, opts: AiSdkOptions): AiSdkGovernor;
