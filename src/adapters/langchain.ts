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
import { describeError } from '../core/errors.js';
import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import type { ArtifactPart } from './artifact.js';
import {
  type AdapterOptions,
  checkAdapterOptions,
  GovernedStop,
  Governor,
  isA,
  type StepFacts,
} from './governor.js';

export type { AdapterOptions, Price, PriceTable } from './governor.js';
export { GovernedStop, governedStopOf } from './governor.js';

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
  checkAdapterOptions('governLangChain', opts, { model: isA('string') });
  const gov = new Governor(run, opts, 'langchain');
  // The response each model call produced, as wrapModelCall saw it, with the tool outputs the call read.
  // afterModel decides that object, never "the last message": the thread's reducer merges messages that
  // share an id, so a provider that reuses ids would leave an earlier message last.
  let fresh: { ai: AIMessage; read: ArtifactPart[] } | null = null;
  // LangGraph re-runs afterModel from its start when an interrupt is resumed, with no model call in
  // between: that is the response that escalated, decided once.
  let escalated: Decision | null = null;

  const afterModel = async (state: { messages: BaseMessage[] }) => {
    const response = fresh;
    fresh = null;
    let d: Decision;
    if (response) {
      d = await gov.step(stepFacts(response.ai, response.read, opts, gov));
      escalated = d.decision === 'ESCALATE' ? d : null;
    } else if (escalated) {
      d = escalated;
    } else {
      // No model call in this process: the graph's resume in a new process re-runs this node on the
      // response that escalated (decided before the restart; the run has gone on since, `continueRun`).
      // Any other response found here (a middleware answered in the model's place) is a step too.
      const ai = state.messages.at(-1);
      if (!ai || !AIMessage.isInstance(ai)) return undefined;
      const facts = stepFacts(ai, observations(state.messages.slice(0, -1)), opts, gov);
      if (gov.isRerunOfEscalated(facts)) return undefined;
      d = await gov.step(facts);
      escalated = d.decision === 'ESCALATE' ? d : null;
    }
    const ai = response?.ai ?? state.messages.at(-1);
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
      escalated = null;
      return gov.outcome ? { jumpTo: 'end' as const } : undefined;
    }
    if (d.decision === 'DONE' || d.decision === 'HALT') return { jumpTo: 'end' as const };
    if (d.decision === 'CORRECT' && !(ai && AIMessage.isInstance(ai) && ai.tool_calls?.length)) {
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
    // The model call failed (after its own retries): the agent cannot go on from it, so the run ends,
    // recorded, rather than leaving a trace without its end.
    wrapModelCall: async (request, handler) => {
      try {
        const response = await handler(request);
        if (AIMessage.isInstance(response)) fresh = { ai: response, read: observations(request.messages) };
        return response;
      } catch (e) {
        if (!(e instanceof GovernedStop) && !isGraphInterrupt(e)) {
          await gov.halt(`the model call failed: ${describeError(e)}`);
        }
        throw e;
      }
    },
    // The last word on a tool: whatever routed it here, no tool runs once the run has ended.
    wrapToolCall: async (request, handler) => {
      if (gov.outcome) throw new GovernedStop(gov.outcome);
      return handler(request);
    },
  });

  return {
    middleware,
    get outcome(): Decision | null {
      return gov.outcome;
    },
    decisions: gov.decisions,
  };
}

function stepFacts(ai: AIMessage, read: ArtifactPart[], opts: LangChainOptions, gov: Governor): StepFacts {
  const calls = (ai.tool_calls ?? []).map((c) => ({ tool: c.name, input: c.args }));
  const names = calls.map((c) => c.tool);
  const meta = ai.response_metadata as { model_name?: unknown } | undefined;
  return {
    action: names.length ? `call ${names.join(', ')}` : 'respond',
    tool: names.join(',') || 'model',
    inputs: calls.length ? calls : { text: ai.text },
    model: opts.model ?? (typeof meta?.model_name === 'string' ? meta.model_name : '*'),
    inputTokens: ai.usage_metadata?.input_tokens,
    outputTokens: ai.usage_metadata?.output_tokens,
    usageFields: { input: 'usage_metadata.input_tokens', output: 'usage_metadata.output_tokens' },
    artifact: gov.artifactOf({
      read: [...read, ...otherBlocks(ai)],
      text: ai.text,
      calls: (ai.tool_calls ?? []).map((c) => ({ kind: 'tool call', tool: c.name, id: c.id, input: c.args })),
      claimsDone: calls.length === 0,
    }),
    claimsDone: calls.length === 0,
  };
}

/** The tool results (and errors) a model call read: the ToolMessages that end its messages. */
function observations(messages: BaseMessage[]): ArtifactPart[] {
  const out: ArtifactPart[] = [];
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (!ToolMessage.isInstance(m)) break;
    const tool = m.name ?? 'tool';
    const value = readContent(m.content);
    out.unshift(
      m.status === 'error'
        ? { kind: 'tool error', tool, id: m.tool_call_id, error: value }
        : { kind: 'tool result', tool, id: m.tool_call_id, output: value },
    );
  }
  return out;
}

/**
 * A ToolMessage's content as the model reads it: every block (`m.text` keeps the text blocks only), and
 * an object or array the tool returned — which LangChain hands over as `JSON.stringify` of it — as its
 * value, so its strings are seen verbatim rather than JSON-escaped (a newline as `\n`).
 */
function readContent(content: ToolMessage['content']): unknown {
  if (typeof content !== 'string') return content;
  const t = content.trimStart();
  if (!t.startsWith('{') && !t.startsWith('[')) return content;
  try {
    return JSON.parse(content);
  } catch {
    return content;
  }
}

/**
 * The response's content blocks besides its text and tool calls (reasoning, images, a provider's own
 * kinds): they go back to the model with the next call, so the gates see them too.
 */
function otherBlocks(ai: AIMessage): ArtifactPart[] {
  if (typeof ai.content === 'string') return [];
  const out: ArtifactPart[] = [];
  for (const block of ai.content) {
    const type = typeof block === 'object' && block !== null ? (block as { type?: unknown }).type : undefined;
    if (type === 'text' || type === 'tool_use' || type === 'tool_call' || type === 'input_json_delta')
      continue;
    out.push({ kind: 'item', label: typeof type === 'string' ? type : 'content', value: block });
  }
  return out;
}

/** LangGraph's interrupt travels as an error; it is the graph pausing, not failing. */
function isGraphInterrupt(e: unknown): boolean {
  const name = (e as { name?: unknown } | null)?.name;
  return name === 'GraphInterrupt' || name === 'NodeInterrupt';
}
