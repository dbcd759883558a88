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
import { type AgentMiddleware, createMiddleware, ToolInvocationError } from 'langchain';
import { describeError } from '../core/errors.js';
import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import { type ArtifactPart, renderValue } from './artifact.js';
import { CallLedger } from './call-ledger.js';
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
  // The responses model calls returned that no decision has covered yet (with the tool outputs each call
  // read). afterModel finds its own in its invocation's state, so invocations that share this governor
  // at once (a batch, sub-agents run in parallel) each decide their own response; never "the last
  // message": the thread's reducer merges messages that share an id, so a provider that reuses ids would
  // leave an earlier message last. Found by the object itself, or by its id once a checkpoint has given
  // the thread back as copies (a human-in-the-loop pause). Held until decided: a response that some
  // middleware routes past afterModel is still a step, decided before the next model call on its thread.
  const undecided = new Map<AIMessage, Response>();
  // The tool calls of decided responses, each taken when it runs: a call no decision covered never runs.
  const ledger = new CallLedger();
  // LangGraph re-runs afterModel from its start when an interrupt is resumed, with no model call in
  // between: that is the response that escalated, decided once. Likewise the model call that decided a
  // skipped response, for the one it escalated on.
  let escalated: Decision | null = null;
  let escalatedSkipped: Decision | null = null;

  const undecidedKey = (m: BaseMessage | undefined): AIMessage | null => {
    if (!m || !AIMessage.isInstance(m)) return null;
    if (undecided.has(m)) return m;
    if (m.id === undefined) return null;
    for (const key of undecided.keys()) if (key.id === m.id) return key;
    return null;
  };
  const take = (ai: AIMessage, key: AIMessage): { ai: AIMessage } & Response => {
    const r = undecided.get(key) as Response;
    undecided.delete(key);
    return { ai, ...r }; // the message as the thread holds it now (a person may have edited its calls)
  };
  const takePending = (messages: BaseMessage[]): ({ ai: AIMessage } & Response) | null => {
    for (let i = messages.length - 1; i >= 0; i--) {
      const key = undecidedKey(messages[i]);
      if (key) return take(messages[i] as AIMessage, key);
    }
    return null;
  };
  // A response some middleware routed past afterModel — humanInTheLoopMiddleware jumps back to the model
  // when a person rejects a call; a later one's jump to the end goes straight to LangGraph's END — is a
  // metered step all the same. Its calls run no tool (the graph did not go to the tools; `wrapToolCall`
  // would refuse them).
  const decideSkipped = async (messages: BaseMessage[]): Promise<Decision | null> => {
    let d: Decision | null = null;
    for (const m of messages) {
      const key = undecidedKey(m);
      if (!key) continue;
      const r = take(m as AIMessage, key);
      d = await gov.step(stepFacts(r.ai, r.read, r.structured, opts, gov));
      if (d.decision !== 'CONTINUE' && d.decision !== 'CORRECT') break;
    }
    return d;
  };
  // Decides the skipped responses in `messages`; an ESCALATE pauses the graph here (re-run on resume,
  // paused again until the run has gone on). Returns the last decision, or the outcome after a pause.
  const settleSkipped = async (messages: BaseMessage[]): Promise<Decision | null> => {
    if (escalatedSkipped === null) {
      const d = await decideSkipped(messages);
      if (d?.decision !== 'ESCALATE') return d;
      escalatedSkipped = d;
    }
    pauseUntilAnswered(escalatedSkipped);
    escalatedSkipped = null;
    return gov.outcome;
  };
  // LangGraph's pause. A resume of the graph goes on only once the run itself has gone on
  // (`run.continue`, a signed answer, SPEC §4.4): until then each graph resume pauses it again, so it
  // can still go on when the signed answer comes. A halt answer ends it.
  const pauseUntilAnswered = (d: Decision) => {
    const request: EscalationRequest = {
      loopgov: 'escalate',
      run_id: d.run_id,
      step: d.step,
      reason: d.reason,
      detail: d.detail ?? null,
    };
    do interrupt(request);
    while (gov.outcome?.decision === 'ESCALATE');
  };

  const recordCalls = (ai: AIMessage, structured: boolean) => {
    if (structured) return; // the structured-output tool call is the answer, run by no tool
    for (const c of ai.tool_calls ?? []) ledger.record({ id: c.id, name: c.name, input: c.args });
  };

  const afterModel = async (state: { messages: BaseMessage[] }) => {
    const response = takePending(state.messages);
    let d: Decision;
    if (response) {
      d = await gov.step(stepFacts(response.ai, response.read, response.structured, opts, gov));
      recordCalls(response.ai, response.structured !== undefined);
      escalated = d.decision === 'ESCALATE' ? d : null;
    } else if (escalated) {
      d = escalated;
    } else {
      // No model call of this invocation in this process: the graph's resume in a new process re-runs
      // this node on the response that escalated (decided before the restart; the run has gone on
      // since, `continueRun`). Any other response found here (a middleware answered in the model's
      // place, or edited it before this hook: human-in-the-loop) is a step too.
      const ai = state.messages.at(-1);
      if (!ai || !AIMessage.isInstance(ai)) return undefined;
      const facts = stepFacts(ai, observations(state.messages.slice(0, -1)), undefined, opts, gov);
      if (gov.isRerunOfEscalated(facts)) {
        recordCalls(ai, false); // decided before the restart; a person has let the run go on since
        return undefined;
      }
      d = await gov.step(facts);
      recordCalls(ai, false);
      escalated = d.decision === 'ESCALATE' ? d : null;
    }
    if (d.decision === 'ESCALATE') {
      pauseUntilAnswered(d);
      escalated = null;
      return gov.outcome ? { jumpTo: 'end' as const } : undefined;
    }
    if (d.decision === 'DONE' || d.decision === 'HALT') return { jumpTo: 'end' as const };
    const ai = response?.ai ?? state.messages.at(-1);
    const answered =
      response?.structured !== undefined || !(ai && AIMessage.isInstance(ai) && ai.tool_calls?.length);
    if (d.decision === 'CORRECT' && answered) {
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
    wrapModelCall: async (request, handler) => {
      // Every response is a step before the model is called again: one a middleware jumped back here
      // with, past afterModel (a person rejected a call), is decided now, as the thread holds it.
      const d = await settleSkipped(request.state.messages ?? request.messages);
      const hint = d?.decision === 'CORRECT' ? gov.takeCorrection() : null;
      if (hint !== null) request = { ...request, messages: [...request.messages, new HumanMessage(hint)] };
      // No model call after a terminal decision, whatever routed here: a structured output that failed
      // to parse goes back to the model by a Command of the model node itself, past beforeModel.
      if (gov.outcome) throw new GovernedStop(gov.outcome);
      try {
        const response = await handler(request);
        const returned = returnedResponse(response);
        if (returned)
          undecided.set(returned.ai, {
            read: observations(request.messages),
            structured: returned.structured,
          });
        return response;
      } catch (e) {
        // The model call failed (after its own retries): the agent cannot go on from it, so the run
        // ends, recorded, rather than leaving a trace without its end.
        if (!(e instanceof GovernedStop) && !isGraphInterrupt(e)) {
          await gov.halt(`the model call failed: ${describeError(e)}`);
        }
        throw e;
      }
    },
    // The last word on a tool: it runs only as a decided response asked for it, and only while the run
    // is live. A call no decision covered (changed after the decision, e.g. a person's edit that this
    // hook's afterModel did not see) ends the run: HALT fail_closed, recorded.
    wrapToolCall: async (request, handler) => {
      if (gov.outcome) throw new GovernedStop(gov.outcome);
      const tc = request.toolCall;
      const call = { id: tc.id, name: tc.name, input: tc.args };
      if (!ledger.take(call)) {
        throw new GovernedStop(
          await gov.halt(
            `the tool call ${tc.name} (${tc.id ?? 'no id'}) is not one a decided model response asked for (changed after the decision, e.g. edited by a person after loopgov decided it: put gov.middleware before humanInTheLoopMiddleware)`,
          ),
        );
      }
      try {
        return await handler(request);
      } catch (e) {
        if (isGraphInterrupt(e)) {
          ledger.record(call); // the tool paused the graph: its resume runs the same call again
        } else if (!(e instanceof GovernedStop) && !ToolInvocationError.isInstance(e)) {
          // A tool that throws fails the agent (the ToolNode rethrows what passes through middleware):
          // the run ends with it, as in the other adapters. Arguments its schema refused are not such
          // a failure: the ToolNode hands them back to the model as a tool error, which the next step reads.
          await gov.halt(`the tool ${tc.name} failed: ${describeError(e)}`);
        }
        throw e;
      }
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

/** What a model call returned, as afterModel decides it (a structured output is its answer). */
interface Response {
  read: ArtifactPart[];
  structured?: { value: unknown } | undefined;
}

/**
 * The model's own message in what the model call's handler returned: the AIMessage itself, or — with a
 * `responseFormat` — the AIMessage that carries the usage among the messages beside the
 * `structuredResponse` (the agent adds a ToolMessage and a usage-less "Returning structured response"
 * after it), with that structured response. A Command (a structured output that failed to parse goes
 * back to the model) carries no response to decide.
 */
function returnedResponse(r: unknown): { ai: AIMessage; structured?: { value: unknown } } | null {
  if (AIMessage.isInstance(r)) return { ai: r };
  if (typeof r !== 'object' || r === null || !('structuredResponse' in r) || !('messages' in r)) return null;
  const messages = Array.isArray(r.messages) ? (r.messages as unknown[]) : [];
  const ais = messages.filter((m): m is AIMessage => AIMessage.isInstance(m));
  const ai = ais.find((m) => m.usage_metadata !== undefined) ?? ais[0];
  return ai ? { ai, structured: { value: r.structuredResponse } } : null;
}

function stepFacts(
  ai: AIMessage,
  read: ArtifactPart[],
  structured: { value: unknown } | undefined,
  opts: LangChainOptions,
  gov: Governor,
): StepFacts {
  // A structured response is the answer (a done-claim), whatever tool call carried it.
  const toolCalls = structured ? [] : (ai.tool_calls ?? []);
  const calls = toolCalls.map((c) => ({ tool: c.name, input: c.args }));
  const names = calls.map((c) => c.tool);
  const text = structured ? renderValue(structured.value) : ai.text;
  const meta = ai.response_metadata as { model_name?: unknown } | undefined;
  return {
    action: names.length ? `call ${names.join(', ')}` : 'respond',
    tool: names.join(',') || 'model',
    inputs: calls.length ? calls : structured ? { structured: structured.value ?? null } : { text },
    model: opts.model ?? (typeof meta?.model_name === 'string' ? meta.model_name : '*'),
    inputTokens: ai.usage_metadata?.input_tokens,
    outputTokens: ai.usage_metadata?.output_tokens,
    usageFields: { input: 'usage_metadata.input_tokens', output: 'usage_metadata.output_tokens' },
    artifact: gov.artifactOf({
      read: [...read, ...otherBlocks(ai)],
      text,
      calls: toolCalls.map((c) => ({ kind: 'tool call', tool: c.name, id: c.id, input: c.args })),
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
