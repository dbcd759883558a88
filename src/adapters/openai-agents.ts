/**
 * `loopgov/openai-agents`: governs an OpenAI Agents JS (`@openai/agents`) run through the SDK's own
 * controls (SPEC §4.6). Each governed tool call is a step, evaluated in the tool's `needsApproval` — after
 * the model call that asked for it, before it runs — with the tokens of the run's usage since the last
 * step; a turn with no governed tool call is a step at the next `callModelInputFilter`; the final output
 * is a step (claiming done) at `finish(result)`. CORRECT: the hint goes into the next model call's input.
 * ESCALATE: `needsApproval` says yes, so the run stops as the SDK's own approval interruption
 * (`result.interruptions`, `state.approve`, `run(agent, state)`). HALT: the run's `signal` is aborted
 * (the tool call is cancelled and `run` rejects with a `GovernedStop`). See docs/adapters.md.
 */
import {
  type Agent,
  type AgentInputItem,
  type CallModelInputFilter,
  type FunctionTool,
  RunContext,
  RunState,
} from '@openai/agents';
import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import { type AdapterOptions, GovernedStop, Governor, type StepFacts } from './governor.js';

export type { AdapterOptions, Price, PriceTable } from './governor.js';
export { GovernedStop } from './governor.js';

// biome-ignore lint/suspicious/noExplicitAny: any function tool, whatever its context, parameters and result
type AnyFunctionTool = FunctionTool<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: any agent, whatever its context and output type
type AnyAgent = Agent<any, any>;

export interface OpenAIAgentsOptions<C = unknown> extends AdapterOptions {
  /** The price-table key (default: the agent's model name when it is a string, else `'*'`). */
  model?: string;
  /** Your own run context value (`RunContext.context`), if any. */
  context?: C;
}

export interface OpenAIAgentsGovernor<C = unknown> {
  /** Spread into `run(agent, input, { ...gov.runOptions })` (and into the resuming `run`). */
  readonly runOptions: {
    context: RunContext<C>;
    signal: AbortSignal;
    callModelInputFilter: CallModelInputFilter;
  };
  /** A function tool whose calls are governed (ESCALATE becomes its approval interruption). */
  tool<T extends AnyFunctionTool>(tool: T): T;
  /**
   * Going on in a new process (`continueRun`): restores the `RunState` the caller kept while the person
   * decided (`result.state.toString()`) for `agent`, as `RunState.fromString` does. Its usage so far
   * was metered before the escalation, so only what comes after it counts.
   */
  restoreState<A extends AnyAgent>(agent: A, saved: string): Promise<RunState<C, A>>;
  /** Evaluates the final output of a finished run as a done-claim; null while the run is interrupted. */
  finish(result: { finalOutput?: unknown; interruptions?: readonly unknown[] }): Promise<Decision | null>;
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
  const gov = new Governor(run, opts, 'openai-agents');
  const context = new RunContext<C>(opts.context as C);
  const aborter = new AbortController();
  let usageCtx: RunContext<unknown> = context;
  let model = opts.model ?? '*';
  let metered = { requests: 0, input: 0, output: 0 };
  let observations: { tool: string; output: unknown }[] = [];
  let seenItems = 0;

  /** Tokens since the last step (the run's usage is cumulative) and the observations gathered meanwhile. */
  const take = () => {
    const u = usageCtx.usage;
    const delta = { input: u.inputTokens - metered.input, output: u.outputTokens - metered.output };
    metered = { requests: u.requests, input: u.inputTokens, output: u.outputTokens };
    const seen = observations;
    observations = [];
    return { ...delta, observations: seen };
  };
  const stopOn = (d: Decision) => {
    if (d.decision === 'HALT' && !aborter.signal.aborted) aborter.abort(new GovernedStop(d));
    return d;
  };
  const step = async (facts: Omit<StepFacts, 'model'>) => stopOn(await gov.step({ ...facts, model }));

  const callModelInputFilter: CallModelInputFilter = async ({ modelData, agent }) => {
    if (opts.model === undefined && typeof agent.model === 'string' && agent.model) model = agent.model;
    const items = modelData.input;
    // A model call whose turn had no governed tool call (a handoff, a hosted or ungoverned tool).
    if (!gov.outcome && usageCtx.usage.requests > metered.requests) {
      const t = take();
      await step({
        action: 'turn',
        tool: 'model',
        inputs: { items: items.length },
        inputTokens: t.input,
        outputTokens: t.output,
        artifact: JSON.stringify(items.slice(seenItems)),
        claimsDone: false,
      });
    }
    seenItems = items.length;
    if (gov.outcome) {
      stopOn(gov.outcome);
      throw new GovernedStop(gov.outcome); // no model call after a terminal decision
    }
    const hint = gov.takeCorrection();
    if (hint === null) return modelData;
    const correction: AgentInputItem = { role: 'user', content: hint };
    return { ...modelData, input: [...items, correction] };
  };

  return {
    runOptions: { context, signal: aborter.signal, callModelInputFilter },
    tool(t) {
      const invoke: FunctionTool['invoke'] = async (ctx, input, details) => {
        // Approved in the SDK is not enough: while the run is escalated (no signed resume has continued
        // it) or ended, the governed call never runs.
        if (gov.outcome) throw new GovernedStop(stopOn(gov.outcome));
        const output = await t.invoke(ctx, input, details);
        observations.push({ tool: t.name, output });
        return output;
      };
      const needsApproval: FunctionTool['needsApproval'] = async (ctx, input, callId) => {
        usageCtx = ctx;
        const own = await t.needsApproval(ctx, input, callId);
        if (gov.outcome) return stopOn(gov.outcome).decision === 'ESCALATE';
        const u = take();
        const d = await step({
          action: `call ${t.name}`,
          tool: t.name,
          inputs: input,
          inputTokens: u.input,
          outputTokens: u.output,
          artifact: JSON.stringify({ tool: t.name, arguments: input, observations: u.observations }),
          claimsDone: false,
        });
        return d.decision === 'ESCALATE' || own;
      };
      return { ...t, invoke, needsApproval };
    },
    async restoreState(agent, saved) {
      const state = await RunState.fromString<C, typeof agent>(agent, saved);
      const u = state.usage;
      metered = { requests: u.requests, input: u.inputTokens, output: u.outputTokens };
      return state;
    },
    async finish(result) {
      if (result.interruptions?.length) return null;
      if (gov.outcome) return gov.outcome;
      const out = result.finalOutput;
      const u = take();
      return step({
        action: 'respond',
        tool: 'model',
        inputs: { output: out ?? null },
        inputTokens: u.input,
        outputTokens: u.output,
        artifact:
          out === undefined || out === null ? null : typeof out === 'string' ? out : JSON.stringify(out),
        claimsDone: true,
      });
    },
    get outcome() {
      return gov.outcome;
    },
    decisions: gov.decisions,
  };
}
