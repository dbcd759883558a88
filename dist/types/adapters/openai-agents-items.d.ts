/**
 * The input items an OpenAI Agents model call reads, as the gates must see them (decision 120): every
 * item a model call reads for the first time is in some step's artifact before that call runs — the
 * calls and outputs of ungoverned and hosted tools, a handoff — except what a step has already seen or
 * will: a governed call (decided at its own step), a governed tool's output and the model's own words
 * (its text, its reasoning: the next step's, decision 126), a final output judged at `finish`, and the
 * caller's own input.
 * Items are known by their content: the SDK hands the filter fresh copies, a nested run (`gov.asTool`)
 * has an input of its own, and a run may go on from its history or a restored state.
 */
import type { AgentInputItem } from '@openai/agents';
import { type ArtifactPart } from './artifact.js';
export declare class ReadItems {
    /** Every item already sorted (seen, to be seen, or the caller's), by `itemKey`. */
    private readonly sorted;
    /** The governed calls decided at a step, by call id and tool name. */
    private readonly decided;
    /** The governed calls whose output a step reads (the next one), by call id and tool name. */
    private readonly observed;
    /** The final outputs judged at `finish` (a done-claim's text). */
    private readonly answers;
    /** A governed call was decided at a step (its arguments are in that step's artifact). */
    decidedCall(id: string | undefined, tool: string): void;
    /** A governed call's output was gathered for the next step (as an observation). */
    observedOutput(id: string | undefined, tool: string): void;
    /** A final output was judged at `finish`: its message, read again from the history, is not new. */
    answered(text: string): void;
    /** The items of a model call's input that no step has seen and none will, in order, each returned once. */
    unseen(items: readonly AgentInputItem[]): AgentInputItem[];
    /**
     * A state restored in a new process: its history before the last model response was read by model
     * calls of the process that escalated, and seen there; that response's governed calls were decided
     * there. The response itself (the SDK adds it to the history as the run goes on) and what comes after
     * it are read at the next model call. A state without its last response (`lastOutputs` null) is read
     * anew, whole.
     */
    restored(history: readonly AgentInputItem[], lastOutputs: readonly unknown[] | null, governed: (tool: string) => boolean): void;
    private seenElsewhere;
}
/**
 * The model's own words: its messages and its reasoning — what it said, not what it did (a call) or was
 * handed (an output). They are not what a step's action is (decision 126): an agent that says something
 * new each time it repeats a call is still repeating itself.
 */
export declare function isModelsWords(item: AgentInputItem): boolean;
/**
 * The loop of a governed call's step: the conversation whose model asked for it. A CORRECT's hint is
 * kept under it (decision 133, addendum) until a model call reads that very call again in its input —
 * the same call id, tool and arguments (canonical JSON): the next model call of the same run, never
 * another run's, even when both models name their calls alike (`call_0`). Two runs that make
 * byte-identical calls under the same id are one loop to it, and share the hint.
 */
export declare function callLoop(id: string | undefined, tool: string, input: unknown): string;
/** The loop of a final output's step at `finish`: the conversation a new run from its history goes on. */
export declare function answerLoop(text: string): string;
/**
 * The loops a model call's input belongs to: each call (`callLoop`), each message
 * of the model's (`answerLoop`, a structured output also as the JSON `finish` renders it). Runs that
 * share a governor read different items, so each takes only its own hints.
 */
export declare function loopsOf(items: readonly AgentInputItem[]): string[];
/**
 * The output items of the model response a saved `RunState` was interrupted after (its serialized
 * `lastModelResponse`), or null when it has none.
 */
export declare function lastOutputs(saved: string): unknown[] | null;
/**
 * The items of a run's final model response besides the message its final output is (which `finish`
 * judges as the done-claim): the other messages and the reasoning of that turn, which no model call reads
 * again, so no step would see them otherwise. The SDK makes only the last message the final output.
 */
export declare function finalTurnRest(output: readonly unknown[], finalOutput: unknown): AgentInputItem[];
/** The governed tools' outputs gathered since the last step, as the next step reads them. */
export declare function outputParts(observations: {
    tool: string;
    id: string | undefined;
    output: unknown;
}[]): ArtifactPart[];
/** An input item as an artifact part: under its type (and a message's role), every leaf of it. */
export declare function itemPart(item: AgentInputItem): ArtifactPart;
/**
 * An item as a step's inputs: without its ids, so a model that says or does the same again takes the
 * same action (the convergence checks see an agent repeating itself).
 */
export declare function itemAction(item: AgentInputItem): unknown;
