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
import { type Agent, type AgentToolOptionsWithDefault, type AgentToolOptionsWithParameters, type CallModelInputFilter, type FunctionTool, RunContext, RunState } from '@openai/agents';
import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import { type AdapterOptions } from './governor.js';
import { type FinishedResult } from './openai-agents-finish.js';
export type { AdapterOptions } from './governor.js';
export type { Price, PriceTable } from './prices.js';
export { GovernedStop, governedStopOf } from './governed-stop.js';
type AnyFunctionTool = FunctionTool<any, any, any>;
type AnyAgent = Agent<any, any>;
type AnyContext = any;
type AnyParameters = any;
/** asTool's options for any agent, with or without parameters. */
type AsToolOptions = AgentToolOptionsWithDefault<AnyContext, AnyAgent> | AgentToolOptionsWithParameters<AnyContext, AnyAgent, AnyParameters>;
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
export declare function governOpenAIAgents<C = unknown>(run: Run, opts: OpenAIAgentsOptions<C>): OpenAIAgentsGovernor<C>;
