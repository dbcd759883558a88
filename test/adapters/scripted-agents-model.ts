// A scripted model for @openai/agents: the SDK ships no test double (its own tests keep a FakeModel in
// packages/agents-core/test/stubs.ts, not published), so this implements the SDK's public `Model`
// interface and answers each call from a script, with the SDK's own `Usage` — the SDK's run loop, tools,
// approvals and resume run unchanged around it.
import type { AgentOutputItem, Model, ModelRequest, ModelResponse } from '@openai/agents';
import { tool, Usage } from '@openai/agents';
import { z } from 'zod';

export class ScriptedModel implements Model {
  /** Every request the SDK sent, in order (what the model was shown). */
  readonly requests: ModelRequest[] = [];

  /** `latencyMs`: how long each call takes to answer (a slower model answers after a faster one). */
  constructor(
    private readonly script: (call: number) => AgentOutputItem[],
    private readonly latencyMs = 0,
  ) {}

  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    const n = this.requests.length;
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    return {
      usage: new Usage({ requests: 1, inputTokens: 100, outputTokens: 20, totalTokens: 120 }),
      output: this.script(n),
      responseId: `resp_${n}`,
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not scripted; a streamed run fails loudly
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error('ScriptedModel: streaming is not scripted');
  }
}

export function functionCall(name: string, args: unknown, callId: string): AgentOutputItem {
  return { type: 'function_call', callId, name, arguments: JSON.stringify(args), status: 'completed' };
}

export function assistantSays(text: string): AgentOutputItem {
  return {
    type: 'message',
    role: 'assistant',
    status: 'completed',
    content: [{ type: 'output_text', text }],
  };
}

/** Everything the model was shown in one request, as text. */
export function shown(request: ModelRequest | undefined): string {
  return JSON.stringify(request?.input ?? null);
}

/** A search tool that records every query it ran. */
export function searchTool(output: (q: string) => string = (q) => `results for ${q}`) {
  const calls: string[] = [];
  const t = tool({
    name: 'search',
    description: 'search the docs',
    parameters: z.object({ q: z.string() }),
    execute: async ({ q }) => {
      calls.push(q);
      return output(q);
    },
  });
  return { t, calls };
}
