/** How a LangChain model call is priced (decision 127): for the agent's own responses and `gov.callbacks`' calls alike. */
import type { BaseMessage } from '@langchain/core/messages';
/**
 * The price-table key of a model call: the model its response names (`response_metadata.model_name`,
 * the model that served it, a fallback's included), else the model its LangChain run names
 * (`ls_model_name`, known to `gov.callbacks`, which keeps it for the agent's own responses too), else the
 * `model` option, else `'*'`.
 */
export declare function priceKey(response: BaseMessage | undefined, runModel: string | undefined, option: string | undefined): string;
