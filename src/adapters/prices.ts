/**
 * How the adapters price a model call (decision 127): the price table a caller gives, the entry a model
 * gets from it, and the key a LangChain model call is looked up by. A leaf: it imports no adapter file
 * and no framework (the LangChain key reads a message by its shape), so every adapter can use it.
 */
import { LoopgovError } from '../core/errors.js';

/** USD per million tokens. */
export interface Price {
  inputPerMTok: number;
  outputPerMTok: number;
}

/** Prices by model id, as the framework names the model; `'*'` prices every model not listed. */
export type PriceTable = Readonly<Record<string, Price>>;

/** A model's entry in the price table, else its undated name's (`gpt-4.1-2025-04-14` → `gpt-4.1`), else the `'*'` entry, unchecked; undefined when it has none. */
export function priceIn(prices: PriceTable, model: string): Price | undefined {
  const key = [model, model.replace(DATE_SUFFIX, ''), '*'].find((k) => Object.hasOwn(prices, k));
  return key === undefined ? undefined : prices[key];
}

/**
 * The price of a model: its own key, else its name without a date snapshot suffix (a provider's
 * `gpt-4.1-2025-04-14` is priced as `gpt-4.1`), else `'*'`. Throws `ERR_USAGE` when the table has none
 * or a bad one.
 */
export function priceOf(prices: PriceTable, model: string): Price {
  const undated = model.replace(DATE_SUFFIX, '');
  const price = priceIn(prices, model);
  if (!price && model === '*') {
    // The adapter found no model name (a LangChain response without model_name, a run without ls_model_name).
    throw new LoopgovError(
      'ERR_USAGE',
      `no price for the model call: neither its response nor its run named a model, so it is priced as '*' (add a '*' entry to prices, or name the model with the adapter's model option)`,
    );
  }
  if (!price) {
    const or = undated === model ? '' : ` or "${undated}"`;
    throw new LoopgovError(
      'ERR_USAGE',
      `no price for model "${model}" in prices (add it${or}, or a '*' entry)`,
    );
  }
  if (
    !(
      price.inputPerMTok >= 0 &&
      price.outputPerMTok >= 0 &&
      Number.isFinite(price.inputPerMTok + price.outputPerMTok)
    )
  ) {
    throw new LoopgovError(
      'ERR_USAGE',
      `the price of model "${model}" must be two finite numbers ≥ 0 (USD per million tokens)`,
    );
  }
  return price;
}

/**
 * The price-table key of a LangChain model call: the model its response names
 * (`response_metadata.model_name`, the model that served it, a fallback's included), else the model its
 * LangChain run names (`ls_model_name`, known to `gov.callbacks`, which keeps it for the agent's own
 * responses too), else the `model` option, else `'*'`. For the agent's own responses and
 * `gov.callbacks`' calls alike. `response`: a LangChain message (a `BaseMessage`), read by its shape.
 */
export function priceKey(
  response: { response_metadata?: unknown } | undefined,
  runModel: string | undefined,
  option: string | undefined,
): string {
  const named = (response?.response_metadata as { model_name?: unknown } | undefined)?.model_name;
  if (typeof named === 'string' && named !== '') return named;
  return runModel ?? option ?? '*';
}

/** A model name's date snapshot suffix, as providers report it (`-2025-04-14`). */
const DATE_SUFFIX = /-\d{4}-\d{2}-\d{2}$/;
