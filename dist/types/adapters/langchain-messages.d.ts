import { AIMessage, type BaseMessage, HumanMessage, ToolMessage } from '@langchain/core/messages';
import { type ArtifactPart } from './artifact.js';
import type { Governor, StepFacts } from './governor.js';
import type { OtherCall } from './langchain-calls.js';
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
/**
 * The step of one model response. Two objects, each for what it is the record of: `returned`, the very
 * message the model call returned, for what the call spent (its usage and the model it names); `ai`,
 * the response as the thread holds it when the step is decided, for what the agent acts on (its text,
 * tool calls and other blocks) — an `afterModel` of another middleware may have replaced it with a copy
 * under the same id (`piiMiddleware` redacting the output keeps neither usage nor metadata), and a
 * person may have edited its calls. They are one object unless something replaced it. `model`: the
 * model the call's LangChain run named (`ls_model_name`) and the adapter's `model` option, for the
 * price key when the response names none (the same order as `gov.callbacks`' calls, decision 127).
 */
export declare function stepFacts(ai: AIMessage, returned: AIMessage, read: ArtifactPart[], structured: {
    value: unknown;
} | undefined, model: {
    run: string | undefined;
    option: string | undefined;
}, gov: Governor, others: readonly OtherCall[]): StepFacts;
/**
 * What a model call read that no step has judged: every message after the last response (AIMessage) in
 * its messages — the tool results and errors (an error status is a tool error), and any message a
 * middleware added after them (`### message <type>`) — except loopgov's own correction hints. With no
 * response among them (a thread's first call), the ToolMessages that end them: the caller's own input
 * is the task, not something read.
 */
export declare function observations(messages: BaseMessage[], ownHint: (m: BaseMessage) => boolean): ArtifactPart[];
/**
 * A ToolMessage's content as the model reads it: every block (`m.text` keeps the text blocks only), and
 * an object or array the tool returned — which LangChain hands over as `JSON.stringify` of it — as its
 * value, so its strings are seen verbatim rather than JSON-escaped (a newline as `\n`).
 */
export declare function readContent(content: ToolMessage['content']): unknown;
/**
 * The loop (thread) a response belongs to, which a CORRECT's hint on it is kept for: its id, as the
 * thread holds it. The next model call of that thread finds it as its last response (`loopOfCall`), so
 * invocations sharing a governor never take or clear each other's hint.
 */
export declare function loopOf(ai: BaseMessage | undefined): string;
/** The loop of a model call about to be made: its thread's last response. */
export declare function loopOfCall(messages: BaseMessage[]): string;
/** LangGraph's interrupt travels as an error; it is the graph pausing, not failing. */
export declare function isGraphInterrupt(e: unknown): boolean;
/**
 * The correction hints loopgov adds to a thread: not something a model call read. Known by id (which a
 * checkpoint keeps) and text, so a copy of the thread is recognised too.
 */
export declare class Hints {
    private readonly texts;
    message(text: string): HumanMessage;
    own(m: BaseMessage): boolean;
}
/**
 * What the adapter keeps per model response, found in a thread by the very object the model call
 * returned, or by its id once a checkpoint has given the thread back as copies (a human-in-the-loop
 * pause, a middleware that replaced it under its id). Never "the last message": the thread's reducer
 * merges messages that share an id, so a provider that reuses ids would leave an earlier message last.
 */
export declare class ByResponse<V> {
    private readonly kept;
    set(returned: AIMessage, value: V): void;
    /** The last of `messages` something is kept for: the message as the thread holds it, its key, its value. */
    lastIn(messages: BaseMessage[]): {
        m: AIMessage;
        key: AIMessage;
        value: V;
    } | null;
    /** What is kept for `m`, if anything (`m` itself or a copy with its id). */
    of(m: BaseMessage | undefined): {
        m: AIMessage;
        key: AIMessage;
        value: V;
    } | null;
    delete(key: AIMessage): void;
}
