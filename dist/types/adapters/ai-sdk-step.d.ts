/**
 * The AI SDK adapter's pure half (decision 106): one model response as a step — what it read (the tool
 * outputs its prompt ends with), said and asked for — and the response with its tool calls withheld.
 */
import type { LanguageModel, ModelMessage } from 'ai';
import type { Decision } from '../core/run/types.js';
import type { Governor, StepFacts } from './governor.js';
export type LanguageModelV3 = Extract<LanguageModel, {
    specificationVersion: 'v3';
}>;
export type LanguageModelV3CallOptions = Parameters<LanguageModelV3['doGenerate']>[0];
export type LanguageModelV3GenerateResult = Awaited<ReturnType<LanguageModelV3['doGenerate']>>;
export type LanguageModelV3StreamResult = Awaited<ReturnType<LanguageModelV3['doStream']>>;
export type LanguageModelV3StreamPart = LanguageModelV3StreamResult['stream'] extends ReadableStream<infer P> ? P : never;
export type LanguageModelV3Content = LanguageModelV3GenerateResult['content'][number];
export type LanguageModelV3Prompt = LanguageModelV3CallOptions['prompt'];
type LanguageModelV3Usage = LanguageModelV3GenerateResult['usage'];
/** One model response as the adapter decides it, before the SDK runs its tools. */
export interface AiSdkStep {
    /** The model as the SDK names it (the price-table key). */
    model: {
        provider: string;
        modelId: string;
    };
    /** The response's text (all its text parts). */
    text: string;
    /** The tool calls the model asked for (`input` parsed from its JSON). */
    toolCalls: {
        toolCallId: string;
        toolName: string;
        input: unknown;
    }[];
    /**
     * The tool outputs (results and errors) that entered this model call: what the model just read — the
     * tool messages after the prompt's last assistant message, and the results of provider-executed tools
     * inside that message which no response decided before (a caller's own history).
     */
    toolOutputs: {
        toolCallId: string;
        toolName: string;
        output: unknown;
        isError: boolean;
    }[];
    /**
     * The response's content as the model returned it: its text, reasoning, files, sources, tool calls
     * and the results of tools the provider ran itself (`providerExecuted`).
     */
    content: readonly LanguageModelV3Content[];
    usage: {
        inputTokens: number | undefined;
        outputTokens: number | undefined;
    };
    finishReason: string;
}
/** The options that say how a step is read (`AiSdkOptions`). */
interface StepReading {
    claimsDone?: ((step: AiSdkStep) => boolean) | undefined;
    artifact?: ((step: AiSdkStep) => string | null) | undefined;
}
/** The parts of a model response the adapter decides on and may rewrite. */
export interface ModelResponse {
    content: LanguageModelV3Content[];
    usage: LanguageModelV3Usage;
    finishReason: LanguageModelV3GenerateResult['finishReason'];
    providerMetadata?: LanguageModelV3GenerateResult['providerMetadata'];
}
/**
 * The response with its tool calls taken out (so the SDK runs none) and a note in their place, which
 * the caller's messages then carry; `providerMetadata.loopgov` says what was withheld and why.
 * `taken: false` — its step was not taken (another call on the governor ended the run first, decision
 * 133): no step judged any of it, so all of it is withheld, its text (an answer) too, and the note names
 * the run's decision, another step's.
 */
export declare function withhold(res: ModelResponse, d: Decision, taken?: boolean): ModelResponse;
export declare function emitText(c: ReadableStreamDefaultController<LanguageModelV3StreamPart>, text: string): void;
/**
 * What the adapter knows of one model call: its response, and the tool outputs its prompt ends with.
 * `decided`: the ids of provider-executed results already rendered with the response that returned them
 * (the next prompt carries them back inside that assistant message; they are not read twice).
 */
export declare function aiSdkStep(model: LanguageModelV3, prompt: LanguageModelV3Prompt, res: ModelResponse, decided?: ReadonlySet<string>): AiSdkStep;
/**
 * The loop (conversation) a model call belongs to, which a CORRECT's hint is kept for: the text of the
 * user messages that open it, before its first assistant message. The same for the SDK's messages
 * (`prepareStep`) and the model's prompt, and for every later call that goes on from that history, so
 * concurrent `generateText` calls on one governor never take or clear each other's hint. Loops that open
 * with the same text are one loop to it.
 */
export declare function loopOf(messages: readonly {
    role: string;
    content: unknown;
}[]): string;
export declare function stepFacts(step: AiSdkStep, opts: StepReading, gov: Governor): StepFacts;
/** The tool calls the SDK ran from approvals at the start of this call (before any hook could refuse). */
export declare function approvedCallsRun(messages: ModelMessage[]): string[];
export {};
