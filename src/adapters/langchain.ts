/**
 * `loopgov/langchain`: governs a LangChain.js v1 `createAgent` loop (LangGraph underneath) as agent
 * middleware (SPEC §4.6). `afterModel` turns each model response into a step event (tokens from its
 * `usage_metadata`, the tool calls as the action, the answer or the calls — with the tool results the
 * model just read — as the artifact) and acts on the decision: HALT and DONE jump to the end; ESCALATE is
 * LangGraph's own `interrupt()` (a checkpointer is needed; resume with `Command({ resume })`); CORRECT on
 * an answer adds the hint and jumps back to the model. A CORRECT on a tool-calling step is added by
 * `beforeModel`, after the tool results, so the next model call sees it. `gov.callbacks` meters the
 * model calls other middleware make (`langchain-calls.ts`); a `returnDirect` tool's output is judged as
 * the answer (`langchain-direct.ts`). See docs/adapters.md and decision 117.
 */
import { AIMessage, type BaseMessage } from '@langchain/core/messages';
import { interrupt } from '@langchain/langgraph';
import type { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { type AgentMiddleware, createMiddleware, ToolInvocationError } from 'langchain';
import { describeError } from '../core/errors.js';
import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import { CallLedger } from './call-ledger.js';
import { ModelCallMeter } from './langchain-calls.js';
import { answerDirect, endsAgent } from './langchain-direct.js';
import {
  ByResponse,
  Hints,
  isGraphInterrupt,
  loopOf,
  loopOfCall,
  observations,
  type Response,
  returnedResponse,
  stepFacts,
} from './langchain-messages.js';
import { checkAdapterOptions, isA } from './adapter-options.js';
import { GovernedStop, notJudgedNote } from './governed-stop.js';
import { type AdapterOptions, Governor } from './governor.js';

export type { AdapterOptions } from './governor.js';
export type { Price, PriceTable } from './prices.js';
export { GovernedStop, governedStopOf } from './governed-stop.js';

export interface LangChainOptions extends AdapterOptions {
  /**
   * The price-table key of a model call whose response names no model: the key is the response's
   * `response_metadata.model_name`, else its LangChain run's `ls_model_name` (as `gov.callbacks` sees it), else
   * this, else `'*'`.
   */
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
  /**
   * The callback handler that meters the model calls no step governs (other middleware's): give it to
   * the agent, `createAgent({ … }).withConfig({ callbacks: [gov.callbacks] })`. Without it the first
   * hook of loopgov's ends the run (HALT `fail_closed`).
   */
  readonly callbacks: BaseCallbackHandler;
  /** The terminal decision once the run has one (why the agent stopped), else null. */
  readonly outcome: Decision | null;
  readonly decisions: readonly Decision[];
}

/**
 * @example
 * const gov = governLangChain(run, { prices: { 'gpt-4.1': { inputPerMTok: 2, outputPerMTok: 8 } } });
 * const agent = createAgent({ model, tools, middleware: [gov.middleware], checkpointer: new MemorySaver() })
 *   .withConfig({ callbacks: [gov.callbacks] });
 * const state = await agent.invoke({ messages: [{ role: 'user', content: task }] }, config);
 * // ESCALATE pauses the graph; once a person has answered (`loopgov resume`), go on in both layers:
 * if (state.__interrupt__ && (await run.continue()).status === 'continued')
 *   await agent.invoke(new Command({ resume: 'approved' }), config);
 * console.log(gov.outcome?.decision);
 */
export function governLangChain(run: Run, opts: LangChainOptions): LangChainGovernor {
  checkAdapterOptions('governLangChain', opts, { model: isA('string') });
  const gov = new Governor(run, opts, 'langchain');
  // Every model call of the agent, those other middleware make included (decision 117).
  const meter = new ModelCallMeter(() => gov.outcome, opts.model);
  const modelOf = (returned: AIMessage) => ({ run: meter.runModelOf(returned), option: opts.model });
  // The responses model calls returned that no step has decided yet (with the tool outputs each call
  // read). afterModel finds its own in its invocation's state, so invocations that share this governor
  // at once (a batch, sub-agents run in parallel) each decide their own response. Held until decided: a
  // response that some middleware routes past afterModel is still a step, decided before the next model
  // call on its thread; one whose step was not taken (another invocation's step had ended the run) is
  // decided when its node re-runs on the graph's resume (decision 133).
  const undecided = new ByResponse<Response>();
  // The tool calls of decided responses, each taken when it runs: a call no decision covered never runs.
  const ledger = new CallLedger();
  // The responses whose own step escalated, each until the node that paused on it goes on. LangGraph
  // re-runs that node from its start when the graph is resumed, with no model call in between: afterModel
  // for a response it decided, the model call for a skipped response it decided. Per response, so that
  // each invocation sharing this governor goes on from its own, in whatever order they are resumed.
  const escalated = new ByResponse<Decision>();
  // beforeModel pauses on a returnDirect output's ESCALATE.
  let escalatedDirect: Decision | null = null;
  const hints = new Hints();
  const hintMessage = (text: string) => hints.message(text);
  const read = (messages: BaseMessage[]) => observations(messages, (m) => hints.own(m));
  // The model node runs in which a model call failed: an outer middleware's retry comes back to one.
  const failedIn = new WeakSet<object>();

  /** The response's own decision, or `{ notTaken }` when its step was not taken (the run had ended). */
  const decide = (r: Taken) =>
    gov.step(
      () => stepFacts(r.ai, r.returned, r.read, r.structured, modelOf(r.returned), gov, meter.take()),
      loopOf(r.ai),
    );
  // The response as the thread holds it now (what the agent acts on: a person may have edited its
  // calls, a middleware replaced it), and the very message the model call returned (what it spent).
  const take = (found: { m: AIMessage; key: AIMessage; value: Response } | null): Taken | null => {
    if (!found) return null;
    undecided.delete(found.key);
    return { ai: found.m, returned: found.key, ...found.value };
  };
  /**
   * A response whose step was not taken decided nothing, so none of its calls may run: it stays
   * undecided, to be decided as the next step when its node re-runs once the run has gone on. The
   * graph pauses on the run's ESCALATE (or ends on its HALT or DONE).
   */
  const keepUndecided = (r: Taken) => undecided.set(r.returned, { read: r.read, structured: r.structured });
  // Ended (HALT, DONE), the thread ends on the loopgov note in its place, under its id (the thread's
  // reducer replaces it): an answer no step judged never reaches the caller as one. `outcome`: the
  // run's decision the step found.
  const notTaken = (r: Taken, outcome: Decision) => {
    keepUndecided(r);
    if (outcome.decision === 'ESCALATE') pauseUntilAnswered(outcome);
    const ended = gov.outcome ?? outcome;
    const note = new AIMessage({ id: r.ai.id, content: notJudgedNote(ended) });
    return { messages: [note], jumpTo: 'end' as const };
  };
  // A response some middleware routed past afterModel — humanInTheLoopMiddleware jumps back to the model
  // when a person rejects a call; a later one's jump to the end goes straight to LangGraph's END — is a
  // metered step all the same. Its calls run no tool (the graph did not go to the tools; `wrapToolCall`
  // would refuse them). Returns the last decision (an ESCALATE: the response's own, kept in `escalated`,
  // or the run's, its step not taken), or null when there was none to decide.
  const decideSkipped = async (messages: BaseMessage[]): Promise<Decision | null> => {
    let d: Decision | null = null;
    for (const m of messages) {
      const r = take(undecided.of(m));
      if (!r) continue;
      const own = await decide(r);
      if ('notTaken' in own) {
        keepUndecided(r);
        return own.notTaken;
      }
      d = own;
      if (d.decision === 'ESCALATE') escalated.set(r.returned, d);
      if (d.decision !== 'CONTINUE' && d.decision !== 'CORRECT') break;
    }
    return d;
  };
  // Decides the skipped responses in `messages`; an ESCALATE pauses the graph here (re-run on resume,
  // paused again until the run has gone on). Returns the last decision, or the outcome after a pause.
  const settleSkipped = async (messages: BaseMessage[]): Promise<Decision | null> => {
    const paused = escalated.lastIn(messages);
    if (paused) {
      pauseUntilAnswered(paused.value);
      escalated.delete(paused.key);
      return gov.outcome;
    }
    const d = await decideSkipped(messages);
    if (d?.decision === 'ESCALATE') pauseUntilAnswered(d);
    return d?.decision === 'ESCALATE' ? gov.outcome : d;
  };
  // LangGraph's pause. A resume of the graph goes on only once the run itself has gone on
  // (`run.continue`, a signed answer, SPEC §4.4): until then each graph resume pauses it again, so it
  // can still go on when the signed answer comes. A halt answer ends it. Each pause names the run's
  // open escalation (another invocation's step may have escalated it again since `d`).
  const pauseUntilAnswered = (d: Decision) => {
    do interrupt(escalationRequest(gov.outcome?.decision === 'ESCALATE' ? gov.outcome : d));
    while (gov.outcome?.decision === 'ESCALATE');
  };

  const recordCalls = (ai: AIMessage, structured: boolean) => {
    if (structured) return; // the structured-output tool call is the answer, run by no tool
    for (const c of ai.tool_calls ?? []) ledger.record({ id: c.id, name: c.name, input: c.args });
  };

  const afterModel = async (state: { messages: BaseMessage[] }) => {
    const response = take(undecided.lastIn(state.messages));
    // The response this node decided and paused on, when it re-runs on the graph's resume: decided once.
    const paused = response ? null : escalated.lastIn(state.messages);
    let d: Decision;
    let decided: AIMessage;
    if (response) {
      const own = await decide(response);
      if ('notTaken' in own) return notTaken(response, own.notTaken);
      d = own;
      decided = response.returned;
      recordCalls(response.ai, response.structured !== undefined);
    } else if (paused) {
      d = paused.value;
      decided = paused.key;
    } else {
      // No model call of this invocation in this process: the graph's resume in a new process re-runs
      // this node on the response that escalated (decided before the restart; the run has gone on
      // since, `continueRun`). Any other response found here (a middleware answered in the model's
      // place, or edited it before this hook: human-in-the-loop) is a step too.
      const ai = state.messages.at(-1);
      if (!ai || !AIMessage.isInstance(ai)) return undefined;
      const seen = read(state.messages.slice(0, -1));
      const others = meter.take();
      const facts = stepFacts(ai, ai, seen, undefined, modelOf(ai), gov, others);
      if (gov.isRerunOfEscalated(facts)) {
        meter.giveBack(others);
        recordCalls(ai, false); // decided before the restart; a person has let the run go on since
        return undefined;
      }
      const own = await gov.step(() => facts, loopOf(ai));
      if ('notTaken' in own) {
        meter.giveBack(others);
        return notTaken({ ai, returned: ai, read: seen }, own.notTaken);
      }
      d = own;
      decided = ai;
      recordCalls(ai, false);
    }
    if (d.decision === 'ESCALATE') {
      escalated.set(decided, d);
      pauseUntilAnswered(d);
      escalated.delete(decided);
      return gov.outcome ? { jumpTo: 'end' as const } : undefined;
    }
    if (d.decision === 'DONE' || d.decision === 'HALT') return { jumpTo: 'end' as const };
    const ai = response?.ai ?? state.messages.at(-1);
    const answered =
      response?.structured !== undefined || !(ai && AIMessage.isInstance(ai) && ai.tool_calls?.length);
    if (d.decision === 'CORRECT' && answered) {
      // An answer ends LangGraph's loop unless something follows it: the hint, then back to the model.
      const hint = gov.takeCorrection(loopOf(ai));
      return { messages: [hintMessage(hint ?? '')], jumpTo: 'model' as const };
    }
    return undefined;
  };

  // The run is escalated, by this invocation's step or another's (while this one's tool ran, or before
  // it started): the graph pauses, as the escalating one does, rather than ending (decision 133).
  const pauseIfEscalated = () => {
    if (gov.outcome?.decision === 'ESCALATE') pauseUntilAnswered(gov.outcome);
  };

  // The run ended (HALT, DONE) while this thread held responses no step decided: one paused on another
  // invocation's ESCALATE that its graph was never resumed from (a later invocation on the thread
  // starts afresh), one routed past afterModel. None of them will be decided: the thread ends on the
  // note in place of each, under its id, as afterModel's own not-taken response does.
  const withholdUndecided = (messages: BaseMessage[], ended: Decision): AIMessage[] => {
    const notes: AIMessage[] = [];
    for (const m of messages) {
      const found = undecided.of(m);
      if (!found) continue;
      undecided.delete(found.key);
      notes.push(new AIMessage({ id: found.m.id, content: notJudgedNote(ended) }));
    }
    return notes;
  };

  const beforeModel = async (state: { messages: BaseMessage[] }) => {
    if (escalatedDirect) {
      pauseUntilAnswered(escalatedDirect); // a returnDirect output escalated: the graph pauses here
      escalatedDirect = null;
    }
    pauseIfEscalated();
    const ended = gov.outcome;
    if (ended) {
      // No model call after a terminal decision.
      const notes = withholdUndecided(state.messages, ended);
      return notes.length > 0 ? { messages: notes, jumpTo: 'end' as const } : { jumpTo: 'end' as const };
    }
    const hint = gov.takeCorrection(loopOfCall(state.messages));
    return hint === null ? undefined : { messages: [hintMessage(hint)] };
  };

  const middleware = createMiddleware({
    name: 'loopgov',
    beforeModel: { canJumpTo: ['end'], hook: beforeModel },
    afterModel: { canJumpTo: ['end', 'model'], hook: afterModel },
    wrapModelCall: async (request, handler) => {
      // Every response is a step before the model is called again: one a middleware jumped back here
      // with, past afterModel (a person rejected a call), is decided now, as the thread holds it.
      const thread = request.state.messages ?? request.messages;
      const d = await settleSkipped(thread);
      pauseIfEscalated(); // whatever routed here past beforeModel
      const hint = d?.decision === 'CORRECT' ? gov.takeCorrection(loopOfCall(thread)) : null;
      if (hint !== null) request = { ...request, messages: [...request.messages, hintMessage(hint)] };
      // No model call after a terminal decision, whatever routed here: a structured output that failed
      // to parse goes back to the model by a Command of the model node itself, past beforeModel. One
      // that comes back after the failure that ended the run was retried by a middleware around this one.
      const node: unknown = request.runtime?.configurable;
      if (gov.outcome) {
        const retried = typeof node === 'object' && node !== null && failedIn.has(node);
        throw new GovernedStop(gov.outcome, retried ? RETRIED : undefined);
      }
      try {
        const response = await meter.governed(
          async () => handler(request),
          (r) => returnedResponse(r)?.ai,
        );
        const returned = returnedResponse(response);
        if (returned)
          undecided.set(returned.ai, {
            read: read(request.messages),
            structured: returned.structured,
          });
        return response;
      } catch (e) {
        // The model call failed (after its own retries): the agent cannot go on from it, so the run
        // ends, recorded, rather than leaving a trace without its end.
        if (!(e instanceof GovernedStop) && !isGraphInterrupt(e)) {
          if (typeof node === 'object' && node !== null) failedIn.add(node);
          await gov.halt(
            `the model call failed: ${describeError(e)} (a retry or fallback middleware retries it only from after gov.middleware in the list)`,
          );
        }
        throw e;
      }
    },
    // The last word on a tool: it runs only as a decided response asked for it, and only while the run
    // is live. A call no decision covered (changed after the decision, e.g. a person's edit that this
    // hook's afterModel did not see) ends the run: HALT fail_closed, recorded.
    wrapToolCall: async (request, handler) => {
      pauseIfEscalated(); // a decided call: it runs, taken from the ledger, once the run has gone on
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
      let result: Awaited<ReturnType<typeof handler>>;
      try {
        result = await handler(request);
      } catch (e) {
        if (isGraphInterrupt(e)) {
          ledger.record(call); // the tool paused the graph: its resume runs the same call again
        } else if (!(e instanceof GovernedStop) && !ToolInvocationError.isInstance(e)) {
          // A tool that throws fails the agent (the ToolNode rethrows what passes through middleware):
          // the run ends with it, as in the other adapters. Arguments its schema refused are not such
          // a failure: the ToolNode hands them back to the model as a tool error, which the next step reads.
          // A middleware around this hook that would retry the tool or hand its error to the model
          // comes too late: the failure has ended the run.
          await gov.halt(`the tool ${tc.name} failed: ${describeError(e)} (${TOOL_FAILURE_ORDER})`);
        }
        throw e;
      }
      if (!endsAgent(request.tool, result)) return result;
      const answer = await answerDirect(result, gov, () => meter.take(), hintMessage);
      if (answer.decision.decision === 'ESCALATE') escalatedDirect = answer.decision;
      return answer.result;
    },
  });

  return {
    middleware,
    callbacks: meter,
    get outcome(): Decision | null {
      return gov.outcome;
    },
    decisions: gov.decisions,
  };
}

/** What `interrupt()` carries for an ESCALATE. */
function escalationRequest(d: Decision): EscalationRequest {
  return { loopgov: 'escalate', run_id: d.run_id, step: d.step, reason: d.reason, detail: d.detail ?? null };
}

/** A response taken to be decided: as the thread holds it (`ai`) and as the model call returned it. */
type Taken = { ai: AIMessage; returned: AIMessage } & Response;

/** Where a tool's failure is handled without ending the run: from after gov.middleware in the list. */
const TOOL_FAILURE_ORDER =
  'toolRetryMiddleware or toolErrorMiddleware handles it only from after gov.middleware in the list';

/** The note on a refused model call that a middleware around gov.middleware retried. */
const RETRIED =
  'a middleware before gov.middleware in the list (modelRetryMiddleware, modelFallbackMiddleware) called the model again after the failure that ended the run: put it after gov.middleware';
