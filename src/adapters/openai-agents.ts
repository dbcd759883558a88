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
import { type ArtifactPart, renderValue } from './artifact.js';
import { CallLedger } from './call-ledger.js';
import {
  type AdapterOptions,
  checkAdapterOptions,
  GovernedStop,
  Governor,
  isA,
  isTerminal,
  type StepFacts,
} from './governor.js';
import {
  answerLoop,
  callLoop,
  finalTurnRest,
  isModelsWords,
  itemAction,
  itemPart,
  lastOutputs,
  loopsOf,
  outputParts,
  ReadItems,
} from './openai-agents-items.js';
import { type MeteredCall, ModelCalls } from './openai-agents-usage.js';

export type { AdapterOptions, Price, PriceTable } from './governor.js';
export { GovernedStop, governedStopOf } from './governor.js';

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
  finish(result: {
    finalOutput?: unknown;
    interruptions?: readonly unknown[];
    rawResponses?: readonly { output: readonly unknown[] }[];
  }): Promise<Decision | null>;
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
  let usageCtx: RunContext<unknown> = context;
  let observations: { tool: string; id: string | undefined; output: unknown }[] = [];
  // What the model calls read: each item new to them is seen by a step before the call (decision 120),
  // but the model's own words, which the next step sees (decision 126).
  const readItems = new ReadItems();
  // The tools gov.tool() governs, by name.
  const governed = new Set<string>();
  // The model calls, each priced by its own agent's model (decision 127), matched against the filter
  // calls whose usage has not landed yet: a running balance, since runs under way together (agents as
  // tools called in parallel) answer in any order. The usage counting more calls than the filter let
  // through means an agent run without gov.runOptions (a guardrail's or a tool's own run, agent.asTool)
  // went past the filter, ungoverned.
  const modelCalls = new ModelCalls(opts.prices, opts.model ?? '*');
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
  // needsApproval evaluations under way: the SDK asks for a turn's calls together.
  const deciding = new Set<Promise<Decision | null>>();
  // The model's own words (text, reasoning) a model call has read that no step has seen yet: they go
  // into the next step's artifact, whatever that step is, so that they are not an action (decision 126).
  let words: ArtifactPart[] = [];
  // The steps, one at a time (the SDK asks for a turn's calls together): each is built from what the
  // ones before it left, and one asked for once the run has ended is not taken at all.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = turn.then(fn);
    turn = next.then(noop, noop);
    return next;
  };

  /** What the model read since the last step that no step has seen: its own words, the governed outputs. */
  const takeRead = (): ArtifactPart[] => {
    const parts = [...words, ...outputParts(observations)];
    words = [];
    observations = [];
    return parts;
  };
  /** The model calls since the last step (the run's usage is cumulative), and what the model read meanwhile. */
  const take = () => ({ ...modelCalls.take(usageCtx.usage), read: takeRead() });
  type Metered = { calls: MeteredCall[]; unseen: number };
  const NO_CALL: Metered = { calls: [], unseen: 0 };
  const stopOn = (d: Decision) => {
    if (d.decision === 'HALT' && !aborter.signal.aborted) aborter.abort(new GovernedStop(d));
    return d;
  };
  /**
   * A step, metered; then, if model calls went past the filter since the last one, the run ends. Null
   * when the run ended before the step's turn (a halt): not taken (decision 133). `loop`: the
   * conversation a CORRECT's hint goes back to (`callLoop`, `answerLoop`, a filter call's own).
   */
  const step = async (facts: Omit<StepFacts, MeteredFacts>, { calls, unseen }: Metered, loop: string) => {
    const d = await gov.step(() => ({ ...facts, ...meteredFacts(calls) }), loop);
    if (d === null) return null;
    if (unseen <= 0 || isTerminal(d)) return stopOn(d);
    return stopOn(await gov.halt(unseenCalls(unseen)));
  };
  /**
   * One governed call as a step, in turn: what the model asked for, with what it read since the last
   * step. Null when the run ended before its turn came: the call was decided by no step of its own.
   */
  const callStep = (t: AnyFunctionTool, input: unknown, callId: string | undefined) =>
    inTurn(async () => {
      if (gov.outcome) return null;
      const u = take();
      readItems.decidedCall(callId, t.name);
      return step(
        {
          action: `call ${t.name}`,
          tool: t.name,
          inputs: input,
          artifact: gov.artifactOf({
            read: u.read,
            text: '',
            calls: [{ kind: 'tool call', tool: t.name, id: callId, input }],
            claimsDone: false,
          }),
          claimsDone: false,
        },
        u,
        callLoop(callId, t.name),
      );
    });
  /**
   * A `turn` step: what a model call is about to read that no step has seen, other than the model's own
   * words (`acts`: its action, without ids), with everything else it read (`parts`).
   */
  const turnStep = (acts: AgentInputItem[], parts: ArtifactPart[], metered: Metered, loop: string) =>
    step(
      {
        action: 'turn',
        tool: 'model',
        inputs: { read: acts.map(itemAction) },
        artifact: gov.artifactOf({ read: parts, text: '', calls: [], claimsDone: false }),
        claimsDone: false,
      },
      metered,
      loop,
    );
  // The decision each result's final output got at `finish`, from a step of its own: asked again, it
  // answers the same.
  const judged = new WeakMap<object, Decision>();
  const judge = (result: object, d: Decision) => {
    judged.set(result, d);
    return d;
  };
  /**
   * `finish` of a result no step judged, the run having ended before its turn (another task's answer,
   * a halt): a HALT or an ESCALATE is what the run is, but a DONE is another output's — this one is
   * refused, never passed off as accepted (decision 126, addendum).
   */
  const notJudged = (d: Decision | null): Decision | null => {
    if (d?.decision !== 'DONE') return d;
    throw new GovernedStop(
      d,
      `this result's final output was judged by no step: the run was already DONE at step ${d.step}, another output's answer. Withhold it: it is not governed`,
    );
  };
  /** The run's HALT as the SDK's cancellation: the very reason the signal was aborted with. */
  const refuse = (d: Decision): never => {
    stopOn(d);
    throw d.decision === 'HALT' && aborter.signal.reason instanceof GovernedStop
      ? aborter.signal.reason
      : new GovernedStop(d);
  };

  /** The hints kept for these loops, each taken once. */
  const corrections = (loops: string[]): string[] => {
    const hints: string[] = [];
    for (const loop of loops) {
      const h = gov.takeCorrection(loop);
      if (h !== null && !hints.includes(h)) hints.push(h);
    }
    return hints;
  };
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
    await inTurn(async () => {
      if (gov.outcome) return;
      const news = readItems.unseen(modelData.input);
      const acts = news.filter((item) => !isModelsWords(item));
      if (modelCalls.unmetered(usageCtx.usage) || acts.length > 0) {
        const t = take();
        await turnStep(acts, [...t.read, ...news.map(itemPart)], t, here);
      } else {
        words.push(...news.map(itemPart));
      }
    });
    if (gov.outcome) {
      stopOn(gov.outcome);
      throw new GovernedStop(gov.outcome); // no model call after a terminal decision
    }
    // The model call this filter is for, priced by its agent's model.
    modelCalls.passed(opts.model ?? (typeof agent.model === 'string' && agent.model ? agent.model : '*'));
    // The hints of this run's loop: a CORRECT of a call or an answer it reads, never another run's.
    const hints = corrections([here, ...loopsOf(modelData.input)]);
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
      if (gov.outcome) refuse(gov.outcome);
      const args = parseArguments(input);
      const call = { id: callId, name: t.name, input: args };
      // The nested run of a call decided before, going on from where it paused: not decided again.
      const resumed = details?.resumeState !== undefined && startedNested.has(call);
      if (!resumed && !ledger.take(call)) {
        // needsApproval did not decide this very call (alwaysApprove skipped it, or the id is one a
        // decided call of an earlier turn had): it is decided here, before it runs.
        usageCtx = ctx;
        if (!gov.isRerunOfEscalated({ action: `call ${t.name}`, inputs: args })) {
          const d = (await callStep(t, args, callId)) ?? gov.outcome;
          if (isTerminal(d)) refuse(d);
        }
      }
      if (nested && !startedNested.has(call)) startedNested.record(call);
      let output: string | unknown;
      try {
        output = await own.invoke(ctx, input, details);
      } catch (e) {
        // The SDK fails the whole run on a tool that throws: the run ends, recorded.
        if (!(e instanceof GovernedStop) && !aborter.signal.aborted) {
          stopOn(await gov.halt(`the tool ${t.name} failed: ${describeError(e)}`));
        }
        throw e;
      }
      observations.push({ tool: t.name, id: callId, output });
      readItems.observedOutput(callId, t.name);
      return output as Awaited<ReturnType<FunctionTool['invoke']>>;
    };
    const needsApproval: FunctionTool['needsApproval'] = async (ctx, input, callId) => {
      usageCtx = ctx;
      const asks = await own.needsApproval(ctx, input, callId);
      const call = { id: callId, name: t.name, input };
      // Asked again for a call already decided (the SDK re-checks an interrupted turn on resume, and
      // the call of a nested run that paused).
      if (!gov.outcome && !ledger.has(call) && !startedNested.has(call)) {
        const p = callStep(t, input, callId);
        deciding.add(p);
        try {
          // Only a call its own step let go on — now, or once a person has answered its ESCALATE — is
          // decided. A sibling whose turn came after the run ended is decided in invoke, should it run.
          const d = await p;
          if (d && (d.decision === 'CONTINUE' || d.decision === 'CORRECT' || d.decision === 'ESCALATE')) {
            ledger.record(call);
          }
        } finally {
          deciding.delete(p);
        }
      }
      // A turn's calls are decided one after another: a call decided CONTINUE waits for its siblings,
      // so that if one of them escalates the run, this one is held as an interruption too rather than
      // started (and if one halts it, the SDK cancels them all).
      while (deciding.size) await Promise.allSettled([...deciding]);
      if (gov.outcome) return stopOn(gov.outcome).decision === 'ESCALATE';
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
    readItems.restored(state.history, last, (name) => governed.has(name));
    for (const o of last ?? []) {
      const c = o as { type?: unknown; callId?: unknown; name?: unknown; arguments?: unknown };
      if (c.type !== 'function_call' || typeof c.name !== 'string' || typeof c.callId !== 'string') continue;
      const sub = nestedAgents.get(c.name);
      const inner = sub ? state.getPendingAgentToolRun(c.name, c.callId) : undefined;
      if (!sub || inner === undefined) continue;
      const args = typeof c.arguments === 'string' ? parseArguments(c.arguments) : c.arguments;
      startedNested.record({ id: c.callId, name: c.name, input: args });
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
      modelCalls.restart(state.usage);
      return state;
    },
    finish(result) {
      if (result.interruptions?.length) return Promise.resolve(null);
      return inTurn(async () => {
        const own = judged.get(result);
        if (own) return own;
        if (gov.outcome) return notJudged(gov.outcome);
        // The model's words the final answer read are seen first, with the outputs it read: a done-claim
        // is judged on its answer alone, and a DONE after them would never gate them. A decision other
        // than CONTINUE answers the claim (a CORRECT: run again, the hint goes into the next model call).
        // So are the final turn's other items: its other messages and reasoning, which no model call
        // reads again (the SDK makes only the last message the final output).
        const rest = readItems.unseen(
          finalTurnRest(result.rawResponses?.at(-1)?.output ?? [], result.finalOutput),
        );
        const out = result.finalOutput;
        const said = typeof out === 'string' ? out : JSON.stringify(out ?? null);
        // A CORRECT's hint goes to the run that goes on from this answer (its history holds it).
        const loop = answerLoop(said);
        if (words.length > 0 || rest.length > 0) {
          const acts = rest.filter((item) => !isModelsWords(item));
          const d = await turnStep(acts, [...takeRead(), ...rest.map(itemPart)], NO_CALL, loop);
          if (d === null) return notJudged(gov.outcome);
          if (d.decision !== 'CONTINUE') return judge(result, d);
        }
        const u = take();
        readItems.answered(said);
        const answered = await step(
          {
            action: 'respond',
            tool: 'model',
            inputs: { output: out ?? null },
            artifact: gov.artifactOf({
              read: u.read,
              text: out === undefined || out === null ? '' : typeof out === 'string' ? out : renderValue(out),
              calls: [],
              claimsDone: true,
            }),
            claimsDone: true,
          },
          u,
          loop,
        );
        return answered === null ? notJudged(gov.outcome) : judge(result, answered);
      });
    },
    get outcome() {
      return gov.outcome;
    },
    decisions: gov.decisions,
  };
}

const USAGE_FIELDS = { input: 'usage.inputTokens', output: 'usage.outputTokens' };

/** What a step's model calls make of its facts. */
type MeteredFacts = 'model' | 'inputTokens' | 'outputTokens' | 'usageFields' | 'otherCalls';

/**
 * A step's model calls as its facts: the first as the step's own, the rest as other calls, each at its
 * own model's price (decision 127); none, for a step no model call made.
 */
function meteredFacts(calls: readonly MeteredCall[]): Pick<StepFacts, MeteredFacts> {
  const [own, ...others] = calls;
  return {
    model: own?.model ?? null,
    inputTokens: own ? own.input : 0,
    outputTokens: own ? own.output : 0,
    usageFields: USAGE_FIELDS,
    otherCalls: others.map((c) => ({
      label: 'another model call since the last step',
      model: c.model,
      inputTokens: c.input,
      outputTokens: c.output,
      usageFields: USAGE_FIELDS,
    })),
  };
}

const noop = () => undefined;

/**
 * Why a run whose usage counts model calls this governor's filter never saw ends, and what to do: each
 * was made by an agent run sharing this run's context without `gov.runOptions` (the SDK's guardrail
 * example runs its agent with `{ context }`).
 */
function unseenCalls(n: number): string {
  return `${n} model call(s) ran that this governor's callModelInputFilter never saw, so no step bounded them: an agent run without gov.runOptions — a guardrail's or a tool's own run(agent, input, { context }), agent.asTool(), a resuming run. Give each of them the governor's run options: run(agent, input, gov.runOptions) (in a guardrail or a tool too: the context is this run's), and for an agent as a tool gov.asTool(agent, options)`;
}

/** The SDK hands invoke the arguments as the model wrote them (JSON text); needsApproval gets them parsed. */
function parseArguments(input: string): unknown {
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
}
