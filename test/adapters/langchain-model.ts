// LangChain's own scripted chat model (`fakeModel()` from @langchain/core/testing) fed for the adapter
// tests: responses that call the search tool or answer, each with the same usage, and the search tool.
import { AIMessage, type BaseMessage } from '@langchain/core/messages';
import { tool } from '@langchain/core/tools';
import { z } from 'zod';

export const PRICES = { '*': { inputPerMTok: 2, outputPerMTok: 8 } };
const usage_metadata = { input_tokens: 100, output_tokens: 20, total_tokens: 120 };

export const calls = (q: string, id: string, name = 'search') =>
  new AIMessage({
    content: '',
    tool_calls: [{ name, args: { q }, id, type: 'tool_call' }],
    usage_metadata,
  });
export const says = (text: string) => new AIMessage({ content: text, usage_metadata });

/** A search tool that records every query it ran. */
export function searchTool(output: (q: string) => string = (q) => `results for ${q}`) {
  const seen: string[] = [];
  const t = tool(
    async ({ q }: { q: string }) => {
      seen.push(q);
      return output(q);
    },
    { name: 'search', description: 'search the docs', schema: z.object({ q: z.string() }) },
  );
  return { t, seen };
}

/** The texts of the messages a model call was shown. */
export const text = (messages: BaseMessage[] | undefined) =>
  JSON.stringify((messages ?? []).map((m) => m.text));

let thread = 0;
/** A fresh LangGraph thread for the checkpointer. */
export const config = () => ({ configurable: { thread_id: `t${++thread}` } });
