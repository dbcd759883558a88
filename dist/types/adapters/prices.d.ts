/** USD per million tokens. */
export interface Price {
    inputPerMTok: number;
    outputPerMTok: number;
}
/** Prices by model id, as the framework names the model; `'*'` prices every model not listed. */
export type PriceTable = Readonly<Record<string, Price>>;
/** A model's entry in the price table, else its undated name's (`gpt-4.1-2025-04-14` → `gpt-4.1`), else the `'*'` entry, unchecked; undefined when it has none. */
export declare function priceIn(prices: PriceTable, model: string): Price | undefined;
/**
 * The price of a model: its own key, else its name without a date snapshot suffix (a provider's
 * `gpt-4.1-2025-04-14` is priced as `gpt-4.1`), else `'*'`. Throws `ERR_USAGE` when the table has none
 * or a bad one.
 */
export declare function priceOf(prices: PriceTable, model: string): Price;
/**
 * The price-table key of a LangChain model call: the model its response names
 * (`response_metadata.model_name`, the model that served it, a fallback's included), else the model its
 * LangChain run names (`ls_model_name`, known to `gov.callbacks`, which keeps it for the agent's own
 * responses too), else the `model` option, else `'*'`. For the agent's own responses and
 * `gov.callbacks`' calls alike. `response`: a LangChain message (a `BaseMessage`), read by its shape.
 */
export declare function priceKey(response: {
    response_metadata?: unknown;
} | undefined, runModel: string | undefined, option: string | undefined): string;
