/**
 * The model calls of one OpenAI Agents governor's runs, as its steps meter them: each call's usage
 * priced by the model of the agent whose filter call let it through (decision 127), and the calls that
 * went past the filter counted (decision 126, addendum). The SDK adds each response's usage to the run
 * context's `Usage` (one `requestUsageEntries` entry per call that reported tokens) after the response,
 * and ties no usage to its request: runs under way together on one context answer in any order. So the
 * filter calls whose usage has not landed are kept as a balance, and when a step cannot tell which of
 * them a usage was, it is charged as the dearest of them would charge it.
 */
import type { Usage } from '@openai/agents';
import { type PriceTable } from './prices.js';
/** One model call (or several, when the SDK kept no usage of each) as a step meters it. */
export interface MeteredCall {
    /** The price-table key. */
    model: string;
    /** Undefined when the call reported no usage (the step then HALTs `invalid_event`, or uses usageWhenMissing). */
    input: number | undefined;
    output: number | undefined;
}
export declare class ModelCalls {
    private readonly prices;
    private last;
    /** The price keys of the model calls the filter let through whose usage has not been metered. */
    private passes;
    private metered;
    /** `last`: the price key of a call that went past the filter (the last filter call's, at first the default). */
    constructor(prices: PriceTable, last: string);
    /** The filter let a model call through, for an agent priced as `model`. */
    passed(model: string): void;
    /** A restored state's usage: metered before the escalation, and no filter call is outstanding. */
    restart(usage: Usage): void;
    /** True when the usage counts model calls that no step has metered. */
    unmetered(usage: Usage): boolean;
    /**
     * The model calls the usage gained since the last take, each priced, and how many of them went past
     * the filter (more calls than filter calls outstanding). The outstanding filter calls they are matched
     * with go; the dearest stay, so that a usage still to land is never charged below its own model.
     */
    take(usage: Usage): {
        calls: MeteredCall[];
        unseen: number;
    };
    /** What `model` charges for the tokens; a model with no valid price is dearest (the step then HALTs, naming it). */
    private cost;
}
