import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { BaseMessage } from '@langchain/core/messages';
import type { LLMResult } from '@langchain/core/outputs';
import type { Decision } from '../core/run/types.js';
import type { ArtifactPart } from './artifact.js';
import type { OtherModelCall } from './governor.js';
/** A model call no step governs, as the next step meters and reads it. */
export interface OtherCall extends OtherModelCall {
    read: ArtifactPart;
}
/**
 * The callback handler of one governor. `awaitHandlers`: each event is handled before the model call
 * returns (not in LangChain's background queue), so a governed call's end is seen before its response
 * is decided. `raiseError`: a refusal in `handleChatModelStart` fails that model call.
 */
export declare class ModelCallMeter extends BaseCallbackHandler {
    private readonly outcome;
    private readonly model;
    name: string;
    awaitHandlers: boolean;
    raiseError: boolean;
    ignoreChain: boolean;
    ignoreAgent: boolean;
    ignoreRetriever: boolean;
    ignoreCustomEvent: boolean;
    /** Where each model call was made, from its start, until it ends. */
    private readonly started;
    /** Model calls no step has metered yet. */
    private pool;
    /** The calls that end inside one governed model call (`governed`), until its response is known. */
    private readonly scope;
    /** The model each governed response's LangChain run named (`ls_model_name`), for its step's price. */
    private readonly runModels;
    /** `model`: the governor's `model` option, the price key of a call that names no model. */
    constructor(outcome: () => Decision | null, model: string | undefined);
    /** One handler per governor: a copy would meter nothing. */
    copy(): this;
    /**
     * Runs a governed model call (the handler `wrapModelCall` is given). The calls that end inside it
     * other than the one whose response it returns (a middleware further in calling a model first) are
     * metered with the next step, as those outside any governed call are. That one is found by its
     * message, or, when a middleware further in returned a copy, is the last call that ended.
     */
    governed<T>(call: () => Promise<T>, response: (r: T) => BaseMessage | undefined): Promise<T>;
    /** The model the LangChain run of a governed response named (`ls_model_name`), if it named one. */
    runModelOf(response: BaseMessage): string | undefined;
    /** The model calls no step has metered yet, taken: the step about to be decided meters them. */
    take(): OtherCall[];
    /** Gives back calls taken for a step that was not made after all (a re-run of an escalated step). */
    giveBack(calls: OtherCall[]): void;
    handleChatModelStart(_llm: unknown, _messages: unknown, runId: string, _parentRunId?: string, _extra?: unknown, _tags?: string[], metadata?: Record<string, unknown>): Promise<void>;
    handleLLMStart(_llm: unknown, _prompts: string[], runId: string, _parentRunId?: string, _extra?: unknown, _tags?: string[], metadata?: Record<string, unknown>): Promise<void>;
    handleLLMEnd(output: LLMResult, runId: string): Promise<void>;
    handleLLMError(_err: unknown, runId: string): Promise<void>;
    /** No model call once the run has a terminal decision, whoever makes it. */
    private start;
}
