/**
 * A LangChain `returnDirect` tool's output: it ends the agent as its answer, with no model call after it
 * (the agent's own rule, with or without a `responseFormat`: a successful ToolMessage of such a tool
 * last in the thread). So it is judged as the done-claim in `wrapToolCall`, before the graph has it
 * (decision 117): only DONE lets it through as the answer; CORRECT hands it to the model with the hint
 * after it; otherwise it is withheld, and the graph goes back towards the model, where `beforeModel`
 * ends it (or pauses it, on an ESCALATE).
 */
import { type HumanMessage, ToolMessage } from '@langchain/core/messages';
import { Command } from '@langchain/langgraph';
import type { Decision } from '../core/run/types.js';
import type { Governor } from './governor.js';
import type { OtherCall } from './langchain-calls.js';
/** True when this tool result ends the agent as its answer. */
export declare function endsAgent(tool: unknown, result: unknown): result is ToolMessage;
/**
 * Decides the output as the agent's answer; returns what the graph gets, and the decision (the run's
 * outcome when the step was not taken: the run ended before its turn, and the output is withheld).
 * `others`: the model calls no step has metered, taken at the step's turn.
 */
export declare function answerDirect(tm: ToolMessage, gov: Governor, others: () => readonly OtherCall[], hint: (text: string) => HumanMessage): Promise<{
    result: ToolMessage | Command;
    decision: Decision;
}>;
