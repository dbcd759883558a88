/**
 * LangChain's messages as the LangChain adapter decides them: the response a model call returned (its
 * AIMessage, or the one beside a structured response), the tool results and errors it read, and the step
 * facts they make (tokens from `usage_metadata`, the calls as the action, everything read as the
 * artifact).
 */
import { AIMessage, type BaseMessage } from '@langchain/core/messages';
import { type ArtifactPart } from './artifact.js';
import type { Governor, StepFacts } from './governor.js';
/** What a model call returned, as afterModel decides it (a structured output is its answer). */
export interface Response {
    read: ArtifactPart[];
    structured?: {
        value: unknown;
    } | undefined;
}
/**
 * The model's own message in what the model call's handler returned: the AIMessage itself, or — with a
 * `responseFormat` — the AIMessage that carries the usage among the messages beside the
 * `structuredResponse` (the agent adds a ToolMessage and a usage-less "Returning structured response"
 * after it), with that structured response. A Command (a structured output that failed to parse goes
 * back to the model) carries no response to decide.
 */
export declare function returnedResponse(r: unknown): {
    ai: AIMessage;
    structured?: {
        value: unknown;
    };
} | null;
export declare function stepFacts(ai: AIMessage, read: ArtifactPart[], structured: {
    value: unknown;
} | undefined, model: string | undefined, gov: Governor): StepFacts;
/** The tool results (and errors) a model call read: the ToolMessages that end its messages. */
export declare function observations(messages: BaseMessage[]): ArtifactPart[];
/** LangGraph's interrupt travels as an error; it is the graph pausing, not failing. */
export declare function isGraphInterrupt(e: unknown): boolean;
