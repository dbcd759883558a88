/**
 * `loopgov/langchain`: governs a LangChain.js v1 `createAgent` loop (LangGraph underneath) as agent
 * middleware (SPEC §4.6). `afterModel` turns each model response into a step event (tokens from its
 * `usage_metadata`, the tool calls as the action, the answer or the calls — with the tool results the
 * model just read — as the artifact) and acts on the decision: HALT and DONE jump to the end; ESCALATE is
 * LangGraph's own `interrupt()` (a checkpointer is needed; resume with `Command({ resume })`); CORRECT on
 * an answer adds the hint and jumps back to the model. A CORRECT on a tool-calling step is added by
 * `beforeModel`, after the tool results, so the next model call sees it. See docs/adapters.md.
 */
import { AIMessage, type BaseMessage, HumanMessage, ToolMessage } from '@langchain/core/messages';
import { interrupt } from '@langchain/langgraph';
import { type AgentMiddleware, createMiddleware } from 'langchain';
import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import { type AdapterOptions, Governor, tokens } from './governor.js';

export type { AdapterOptions, Price, PriceTable } from './governor.js';

export interface LangChainOptions extends AdapterOptions {
  /** The price-table key (default: the response's `response_metadata.model_name`, else `'*'`). */
  model?: string;
}

/** What `interrupt()` carries to the person when the run escalates. */
export interface EscalationRequest {
  loopgov: 'escalate';
  run_id: string;
  step: number | null;
  reason: string;
  detail: string | null;
}

export interface LangChainGovernor {
  /** Add to `createAgent({ middleware: [gov.middleware] })`. */
  readonly middleware: AgentMiddleware;
  /** The terminal decision once the run has one (why the agent stopped), else null. */
  readonly outcome: Decision | null;
  readonly decisions: readonly Decision[];
}

/**
 * @example
 * const gov = governLangChain(run, { prices: { 'gpt-4.1': { inputPerMTok: 2, outputPerMTok: 8 } } });
 * const agent = createAgent({ model, tools, middleware: [gov.middleware], checkpointer: new MemorySaver() });
 * const state = await agent.invoke({ messages: [{ role: 'user', content: task }] }, config);
 * // ESCALATE pauses the graph; once a person has answered (`loopgov resume`), go on in both layers:
 * if (state.__interrupt__ && (await run.continue()).status === 'continued')
 *   await agent.invoke(new Command({ resume: 'approved' }), config);
 * console.log(gov.outcome?.decision);
 */
export function governLangChain(run: Run, opts: LangChainOptions): LangChainGovernor {
  const gov = new Governor(run, opts, 'langchain');
  // LangGraph re-runs a node from its start when an interrupt is resumed: decide each response once.
  const decided = new Map<string, Decision>();

  const afterModel = async (state: { messages: BaseMessage[] }) => {
    const ai = state.messages.at(-1);
    if (!ai || !AIMessage.isInstance(ai)) return undefined;
    const key = ai.id ?? `#${state.messages.length}`;
    let d = decided.get(key);
    if (!d) {
      const facts = stepFacts(ai, state.messages, opts);
      // In a new process, the graph's resume re-runs this node on the response that escalated: decided
      // before the restart, and the run has gone on since (`continueRun`).
      if (gov.isRerunOfEscalated(facts)) return undefined;
      d = await gov.step(facts);
      decided.set(key, d);
    }
    if (d.decision === 'ESCALATE') {
      const request: EscalationRequest = {
        loopgov: 'escalate',
        run_id: d.run_id,
        step: d.step,
        reason: d.reason,
        detail: d.detail ?? null,
      };
      // LangGraph's pause. A resume of the graph goes on only once the run itself has gone on
      // (`run.continue`, a signed answer, SPEC §4.4): until then each graph resume pauses it again, so
      // it can still go on when the signed answer comes. A halt answer ends it.
      do interrupt(request);
      while (gov.outcome?.decision === 'ESCALATE');
      return gov.outcome ? { jumpTo: 'end' as const } : undefined;
    }
    if (d.decision === 'DONE' || d.decision === 'HALT') return { jumpTo: 'end' as const };
    if (d.decision === 'CORRECT' && !ai.tool_calls?.length) {
      // An answer ends LangGraph's loop unless something follows it: the hint, then back to the model.
      const hint = gov.takeCorrection();
      return { messages: [new HumanMessage(hint ?? '')], jumpTo: 'model' as const };
    }
    return undefined;
  };

  const beforeModel = () => {
    if (gov.outcome) return { jumpTo: 'end' as const }; // no model call after a terminal decision
    const hint = gov.takeCorrection();
    return hint === null ? undefined : { messages: [new HumanMessage(hint)] };
  };

  const middleware = createMiddleware({
    name: 'loopgov',
    beforeModel: { canJumpTo: ['end'], hook: beforeModel },
    afterModel: { canJumpTo: ['end', 'model'], hook: afterModel },
  });

  return {
    middleware,
    get outcome(): Decision | null {
      return gov.outcome;
    },
    decisions: gov.decisions,
  };
}

function stepFacts(ai: AIMessage, messages: BaseMessage[], opts: LangChainOptions) {
  const calls = (ai.tool_calls ?? []).map((c) => ({ tool: c.name, input: c.args }));
  const names = calls.map((c) => c.tool);
  const meta = ai.response_metadata as { model_name?: unknown } | undefined;
  return {
    action: names.length ? `call ${names.join(', ')}` : 'respond',
    tool: names.join(',') || 'model',
    inputs: calls.length ? calls : { text: ai.text },
    model: opts.model ?? (typeof meta?.model_name === 'string' ? meta.model_name : '*'),
    inputTokens: tokens(ai.usage_metadata?.input_tokens),
    outputTokens: tokens(ai.usage_metadata?.output_tokens),
    artifact: calls.length
      ? JSON.stringify({ text: ai.text, tool_calls: calls, observations: observations(messages) })
      : ai.text === ''
        ? null
        : ai.text,
    claimsDone: calls.length === 0,
  };
}

/** The tool results the model read for this response: the ToolMessages after the previous AI message. */
function observations(messages: BaseMessage[]) {
  const out: { tool: string | undefined; output: string }[] = [];
  for (let i = messages.length - 2; i >= 0; i--) {
    const m = messages[i]!;
    if (!ToolMessage.isInstance(m)) break;
    out.unshift({ tool: m.name, output: m.text });
  }
  return out;
}
