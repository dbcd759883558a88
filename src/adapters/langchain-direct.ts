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
import { renderValue } from './artifact.js';
import { notJudgedNote } from './governed-stop.js';
import type { Governor, StepFacts } from './governor.js';
import type { OtherCall } from './langchain-calls.js';
import { readContent } from './langchain-messages.js';

/** True when this tool result ends the agent as its answer. */
export function endsAgent(tool: unknown, result: unknown): result is ToolMessage {
  const direct = (tool as { returnDirect?: unknown } | undefined)?.returnDirect === true;
  return direct && ToolMessage.isInstance(result) && result.status !== 'error';
}

/**
 * Decides the output as the agent's answer; returns what the graph gets, and the decision (the run's
 * outcome when the step was not taken: the run ended before its turn, and the output is withheld).
 * `others`: the model calls no step has metered, taken at the step's turn.
 */
export async function answerDirect(
  tm: ToolMessage,
  gov: Governor,
  others: () => readonly OtherCall[],
  hint: (text: string) => HumanMessage,
): Promise<{ result: ToolMessage | Command; decision: Decision }> {
  const loop = `direct ${tm.tool_call_id}`; // its hint is taken here, at once
  const own = await gov.step(() => directAnswerFacts(tm, others(), gov), loop);
  const output = `the output of ${tm.name ?? 'the tool'}`;
  // Not taken (the run had ended before its turn): no step judged it, so it is withheld, whatever the
  // run's decision — another step's DONE is not this output's.
  if ('notTaken' in own) {
    const note = notJudgedNote(own.notTaken, output, "it would have been the agent's answer");
    return { result: withheldAs(tm, note), decision: own.notTaken };
  }
  const decision = own;
  if (decision.decision === 'DONE' || decision.decision === 'CONTINUE') return { result: tm, decision };
  if (decision.decision === 'CORRECT') {
    const messages = [tm, hint(gov.takeCorrection(loop) ?? '')]; // not last: the agent goes back to its model
    return { result: new Command({ update: { messages } }), decision };
  }
  const note = `[loopgov ${decision.decision} (${decision.reason}): ${output} was withheld; it would have been the agent's answer]`;
  return { result: withheldAs(tm, note), decision };
}

/** The ToolMessage in the output's place: an error, so the agent's loop goes on, and beforeModel ends it. */
function withheldAs(tm: ToolMessage, note: string): ToolMessage {
  return new ToolMessage({
    id: tm.id,
    name: tm.name,
    tool_call_id: tm.tool_call_id,
    status: 'error',
    content: note,
  });
}

/**
 * A `returnDirect` tool's output, which ends the agent as its answer with no model call after it: a
 * done-claim of its own (no model call, so no tokens; the model calls no step has metered yet are).
 */
function directAnswerFacts(tm: ToolMessage, others: readonly OtherCall[], gov: Governor): StepFacts {
  const text = renderValue(readContent(tm.content));
  const tool = tm.name ?? 'tool';
  return {
    action: 'respond',
    tool,
    inputs: { text },
    model: null,
    inputTokens: 0,
    outputTokens: 0,
    artifact: gov.artifactOf({ read: others.map((c) => c.read), text, calls: [], claimsDone: true }),
    claimsDone: true,
    otherCalls: others,
  };
}
