import type { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { type AgentMiddleware } from 'langchain';
import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import { type AdapterOptions } from './governor.js';
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
export declare function governLangChain(run: Run, opts: LangChainOptions): LangChainGovernor;
