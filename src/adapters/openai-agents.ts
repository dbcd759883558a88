/**
 * `loopgov/openai-agents`: governs an OpenAI Agents JS (`@openai/agents`) run through the SDK's own
 * controls (SPEC §4.6). Each governed tool call is a step, evaluated in the tool's `needsApproval` — after
 * the model call that asked for it, before it runs — with the tokens of the run's usage since the last
 * step; before each model call, `callModelInputFilter` makes a step of what that call reads for the first
 * time and no step has seen (ungoverned and hosted tools, a handoff, a turn with no governed call;
 * decision 120) — the model's own text and reasoning go into the next step (decision 126); the final
 * output is a step (claiming done) at `finish(result)`. CORRECT: the hint goes into the input of the same
 * run's next model call (decision 133).
 * ESCALATE: `needsApproval` says yes, so the run stops as the SDK's own approval interruption
 * (`result.interruptions`, `state.approve`, `run(agent, state)`). HALT: the run's `signal` is aborted
 * (the tool call is cancelled and `run` rejects with a `GovernedStop`). See docs/adapters.md.
 */
import {
  type Agent,
  type AgentInputItem,
  type AgentToolOptionsWithDefault,
  type AgentToolOptionsWithParameters,
  type CallModelInputFilter,
  type FunctionTool,
  RunContext,
  RunState,
} from '@openai/agents';
import { describeError } from '../core/errors.js';
import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import { checkAdapterOptions, isA } from './adapter-options.js';
import { CallLedger } from './call-ledger.js';
import { GovernedStop, isTerminal } from './governed-stop.js';
import { type AdapterOptions, Governor, type NotTaken } from './governor.js';
import { type FinishedResult, finisher } from './openai-agents-finish.js';
import { isModelsWords, itemPart, lastOutputs, loopsOf } from './openai-agents-items.js';
import { AgentSteps } from './openai-agents-steps.js';

export type { AdapterOptions } from './governor.js';
export type { Price, PriceTable } from './prices.js';
export { GovernedStop, governedStopOf } from './governed-stop.js';

// biome-ignore lint/suspicious/noExplicitAny: any function tool, whatever its context, parameters and result
type AnyFunctionTool = FunctionTool<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: any agent, whatever its context and output type
type AnyAgent = Agent<any, any>;
// biome-ignore lint/suspicious/noExplicitAny: any run context
type AnyContext = any;
// biome-ignore lint/suspicious/noExplicitAny: any tool parameters
type AnyParameters = any;
/** asTool's options for any agent, with or without parameters. */
type AsToolOptions =
  | AgentToolOptionsWithDefault<AnyContext, AnyAgent>
  | AgentToolOptionsWithParameters<AnyContext, AnyAgent, AnyParameters>;

export interface OpenAIAgentsOptions<C = unknown> extends AdapterOptions {
  /** The price-table key (default: the agent's model name when it is a string, else `'*'`). */
  model?: string;
  /** Your own run context value (`RunContext.context`), if any. */
  context?: C;
}

export interface OpenAIAgentsGovernor<C = unknown> {
  /**
   * Spread into `run(agent, input, { ...gov.runOptions })`: the resuming `run` too, and the run of an
   * agent inside a guardrail or a tool (a model call that never passes the filter ends the run).
   */
  readonly runOptions: {
    context: RunContext<C>;
    signal: AbortSignal;
    callModelInputFilter: CallModelInputFilter;
  };
  /** A function tool whose calls are governed (ESCALATE becomes its approval interruption). */
  tool<T extends AnyFunctionTool>(tool: T): T;
  /**
   * `agent.asTool(options)` as a governed tool whose nested run is governed too: its model calls go
   * through this governor's `callModelInputFilter` and its signal. A nested run without them is caught
   * at the next step (HALT `fail_closed`), after its model calls have run.
   */
  asTool(agent: AnyAgent, options: AsToolOptions): AnyFunctionTool;
  /**
   * Going on in a new process (`continueRun`): restores the `RunState` the caller kept while the person
   * decided (`result.state.toString()`) for `agent`, as `RunState.fromString` does. Its usage so far
   * was metered before the escalation, so only what comes after it counts.
   */
  restoreState<A extends AnyAgent>(agent: A, saved: string): Promise<RunState<C, A>>;
  /**
   * Evaluates the final output of a finished run as a done-claim; null while the run is interrupted.
   * A result whose output no step judged, the run being DONE already (another run's answer), rejects
   * with a `GovernedStop`: that output is not governed.
   */
  finish(result: FinishedResult): Promise<Decision | null>;
  readonly outcome: Decision | null;
  readonly decisions: readonly Decision[];
}

/**
 * @example
 * const gov = governOpenAIAgents(run, { prices: { 'gpt-4.1': { inputPerMTok: 2, outputPerMTok: 8 } } });
 * const agent = new Agent({ name: 'fixer', model: 'gpt-4.1', tools: [gov.tool(editFile)] });
 * let result = await run(agent, task, gov.runOptions);
 * // A failed done-claim is CORRECT: run again from the history; the hint goes into the next model call.
 * while (!result.interruptions.length && (await gov.finish(result))?.decision === 'CORRECT')
 *   result = await run(agent, result.history, gov.runOptions);
 * console.log(gov.outcome); // DONE, or the HALT (run rejects with a GovernedStop), or ESCALATE (interrupted)
 */
export function governOpenAIAgents<C = unknown>(
  run: Run,
  opts: OpenAIAgentsOptions<C>,
): OpenAIAgentsGovernor<C> {
  checkAdapterOptions('governOpenAIAgents', opts, { model: isA('string'), context: () => undefined });
  const gov = new Governor(run, opts, 'openai-agents');
  const context = new RunContext<C>(opts.context as C);
  const aborter = new AbortController();
  const steps = new AgentSteps(gov, aborter, context, opts.prices, opts.model ?? '*');
  // The tools gov.tool() governs, by name.
  const governed = new Set<string>();
  // The governed calls decided and not yet run (call id, tool, arguments), each taken when it runs: a
  // call the SDK runs without asking needsApproval (approved with alwaysApprove), or a call id the model
  // reuses in a later turn, is decided when it is invoked instead, never skipped.
  const ledger = new CallLedger();
  // The decided calls of agents as tools (gov.asTool) whose nested run has started. The SDK resumes a
  // nested run that paused (an approval interruption inside it) by asking needsApproval for its call
  // again and invoking it with the nested state (`details.resumeState`): that is the same call, decided
  // once, going on — not a new one. Kept, since a nested run may pause again.
  const startedNested = new CallLedger();
  // The agents of the governed tools that are agents as tools, by tool name.
  const nestedAgents = new Map<string, AnyAgent>();
  // needsApproval evaluations under way: the SDK asks for a turn's calls together, and the Governor
  // takes their steps one at a time, each built from what the ones before it left.
  const deciding = new Set<Promise<Decision | NotTaken>>();

  // Filter calls so far: each is the loop of the turn step it takes.
  let filterCalls = 0;

  const callModelInputFilter: CallModelInputFilter = async ({ modelData, agent }) => {
    // What this model call reads for the first time that no step has seen: the last turn's text and
    // reasoning, the calls and outputs of ungoverned and hosted tools, a handoff. What the model did or
    // was handed there is a step now, before the model reads it, and so is a model call no step has
    // metered (a turn with no governed call); the model's own words and the governed tools' outputs
    // since the last step are read with them. The model's own words alone are no step: they go into
    // the next one (decision 126).
    // A refused call (the run has ended) sorts nothing: once a person lets the run go on, it is read anew.
    // A turn step's hint is this very call's: its loop is this filter call.
    const here = `turn\n${++filterCalls}`;
    // The terminal decision the turn found (the run's, or its turn step's own), else null.
    const ended = await gov.inTurn(async (take): Promise<Decision | null> => {
      if (gov.outcome) return gov.outcome;
      const news = steps.readItems.unseen(modelData.input);
      const acts = news.filter((item) => !isModelsWords(item));
      if (steps.modelCalls.unmetered(steps.usageCtx.usage) || acts.length > 0) {
        const t = steps.take();
        const d = await steps.turnStep(take, acts, [...t.read, ...news.map(itemPart)], t, here);
        return 'notTaken' in d ? d.notTaken : isTerminal(d) ? d : null;
      }
      steps.words.push(...news.map(itemPart));
      return null;
    });
    // No model call after a terminal decision: the one the turn found, even if the run has gone on
    // since (what this call reads was seen by no step), or one that landed since.
    const stop = ended ?? gov.outcome;
    if (stop) throw new GovernedStop(steps.stopOn(stop));
    // The model call this filter is for, priced by its agent's model.
    steps.modelCalls.passed(
      opts.model ?? (typeof agent.model === 'string' && agent.model ? agent.model : '*'),
    );
    // The hints of this run's loop: a CORRECT of a call or an answer it reads, never another run's.
    const hints = steps.corrections([here, ...loopsOf(modelData.input)]);
    if (hints.length === 0) return modelData;
    const added = hints.map((content): AgentInputItem => ({ role: 'user', content }));
    return { ...modelData, input: [...modelData.input, ...added] };
  };

  const governTool = <T extends AnyFunctionTool>(t: T, nested?: AnyAgent): T => {
    governed.add(t.name);
    if (nested) nestedAgents.set(t.name, nested);
    const own = { invoke: t.invoke, needsApproval: t.needsApproval };
    const invoke: FunctionTool['invoke'] = async (ctx, input, details) => {
      const callId = details?.toolCall?.callId;
      // Approved in the SDK is not enough: while the run is escalated (no signed resume has continued
      // it) or ended, the governed call never runs.
      if (gov.outcome) steps.refuse(gov.outcome);
      const args = parseArguments(input);
      const call = { id: callId, name: t.name, input: args };
      // The nested run of a call decided before, going on from where it paused: not decided again.
      const resumed = details?.resumeState !== undefined && startedNested.has(call);
      if (!resumed && !ledger.take(call)) {
        // needsApproval did not decide this very call (alwaysApprove skipped it, or the id is one a
        // decided call of an earlier turn had): it is decided here, before it runs.
        steps.usageCtx = ctx;
        if (!gov.isRerunOfEscalated({ action: `call ${t.name}`, inputs: args })) {
          // Not taken (the run ended before its turn): refused with the decision the step found, even
          // if the run has gone on since — no step decided this call.
          const d = await steps.callStep(t.name, args, callId);
          const decided = 'notTaken' in d ? d.notTaken : d;
          if (isTerminal(decided)) steps.refuse(decided);
        }
      }
      if (nested && !startedNested.has(call)) startedNested.record(call);
      let output: string | unknown;
      try {
        output = await own.invoke(ctx, input, details);
      } catch (e) {
        // The SDK fails the whole run on a tool that throws: the run ends, recorded.
        if (!(e instanceof GovernedStop) && !aborter.signal.aborted) {
          steps.stopOn(await gov.halt(`the tool ${t.name} failed: ${describeError(e)}`));
        }
        throw e;
      }
      steps.observations.push({ tool: t.name, id: callId, output });
      steps.readItems.observedOutput(callId, t.name);
      return output as Awaited<ReturnType<FunctionTool['invoke']>>;
    };
    const needsApproval: FunctionTool['needsApproval'] = async (ctx, input, callId) => {
      steps.usageCtx = ctx;
      const asks = await own.needsApproval(ctx, input, callId);
      const call = { id: callId, name: t.name, input };
      // Asked again for a call already decided (the SDK re-checks an interrupted turn on resume, and
      // the call of a nested run that paused).
      if (!gov.outcome && !ledger.has(call) && !startedNested.has(call)) {
        const p = steps.callStep(t.name, input, callId);
        deciding.add(p);
        try {
          // Only a call its own step let go on — now, or once a person has answered its ESCALATE — is
          // decided. A sibling whose turn came after the run ended is decided in invoke, should it run.
          const d = await p;
          const its = 'notTaken' in d ? null : d.decision;
          if (its === 'CONTINUE' || its === 'CORRECT' || its === 'ESCALATE') ledger.record(call);
        } finally {
          deciding.delete(p);
        }
      }
      // A turn's calls are decided one after another: a call decided CONTINUE waits for its siblings,
      // so that if one of them escalates the run, this one is held as an interruption too rather than
      // started (and if one halts it, the SDK cancels them all).
      while (deciding.size) await Promise.allSettled([...deciding]);
      if (gov.outcome) return steps.stopOn(gov.outcome).decision === 'ESCALATE';
      return asks;
    };
    // An agent as a tool is governed in place: the SDK knows the tool object agent.asTool made as its
    // agent's (a RunState restored in a new process finds the nested agent of an interruption through
    // it). It is this governor's own, made in gov.asTool; a caller's tool is copied, never changed.
    return nested ? Object.assign(t, { invoke, needsApproval }) : { ...t, invoke, needsApproval };
  };

  /**
   * What a state restored in a new process was read and decided as, in the process that escalated: its
   * own items, and those of each nested run (gov.asTool) that paused inside it, whose call was decided
   * there and goes on from the nested state the SDK kept. A nested state that does not restore is read
   * anew (more steps, never fewer).
   */
  const restoreRead = async (state: RunState<C, AnyAgent>, saved: string): Promise<void> => {
    const last = lastOutputs(saved);
    steps.readItems.restored(state.history, last, (name) => governed.has(name));
    // The calls of that response the process that escalated decided (the escalated one, and the
    // siblings decided before it) run as decided there, not decided again; a sibling not taken there
    // (its turn came after the escalation) is decided when it runs. One that ran there already (its
    // output is in the history) is not run again by the SDK.
    const calls = governedCalls(last ?? []).filter((c) => governed.has(c.name));
    const ran = new Set(state.history.flatMap((item) => resultCallId(item)));
    const decided = gov.decidedBeforeRestart(
      calls.map((c) => ({ action: `call ${c.name}`, inputs: c.input })),
    );
    for (const i of decided) if (!ran.has(calls[i]!.id)) ledger.record(calls[i]!);
    for (const c of calls) {
      const sub = nestedAgents.get(c.name);
      const inner = sub ? state.getPendingAgentToolRun(c.name, c.id) : undefined;
      if (!sub || inner === undefined) continue;
      startedNested.record(c);
      try {
        await restoreRead(await RunState.fromString<C, AnyAgent>(sub, inner), inner);
      } catch {
        // read anew
      }
    }
  };

  return {
    runOptions: { context, signal: aborter.signal, callModelInputFilter },
    tool: governTool,
    asTool(agent, options) {
      // The nested run goes through this governor's filter (each of its model calls is metered and
      // bounded: a step at the next call) and its signal (a HALT cancels it), with the caller's own.
      const own = options.runOptions;
      const filter: CallModelInputFilter = own?.callModelInputFilter
        ? async (args) => own.callModelInputFilter!({ ...args, modelData: await callModelInputFilter(args) })
        : callModelInputFilter;
      const signal = own?.signal ? AbortSignal.any([own.signal, aborter.signal]) : aborter.signal;
      // Either overload of asTool: the options are passed on as they came, with the run options added.
      const nested = agent as { asTool(o: AsToolOptions): AnyFunctionTool };
      return governTool(
        nested.asTool({ ...options, runOptions: { ...own, callModelInputFilter: filter, signal } }),
        agent,
      );
    },
    async restoreState(agent, saved) {
      const state = await RunState.fromString<C, typeof agent>(agent, saved);
      await restoreRead(state, saved);
      steps.modelCalls.restart(state.usage);
      return state;
    },
    finish: finisher(steps),
    get outcome() {
      return gov.outcome;
    },
    decisions: gov.decisions,
  };
}

/** The function calls among a model response's output items, as the ledger compares them. */
function governedCalls(output: readonly unknown[]): { id: string; name: string; input: unknown }[] {
  return output.flatMap((o) => {
    const c = o as { type?: unknown; callId?: unknown; name?: unknown; arguments?: unknown };
    if (c.type !== 'function_call' || typeof c.name !== 'string' || typeof c.callId !== 'string') return [];
    const input = typeof c.arguments === 'string' ? parseArguments(c.arguments) : c.arguments;
    return [{ id: c.callId, name: c.name, input }];
  });
}

/** The call id of a function call's output item, if the item is one. */
function resultCallId(item: unknown): string[] {
  const r = item as { type?: unknown; callId?: unknown };
  return r.type === 'function_call_result' && typeof r.callId === 'string' ? [r.callId] : [];
}

/** The SDK hands invoke the arguments as the model wrote them (JSON text); needsApproval gets them parsed. */
function parseArguments(input: string): unknown {
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
}
