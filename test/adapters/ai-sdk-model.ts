// The AI SDK's own test double (MockLanguageModelV3 from ai/test) scripted for the adapter tests: model
// results that call a tool or answer, each with the same usage, and a search tool.
import type { LanguageModelV3CallOptions, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { tool } from 'ai';
import { z } from 'zod';

export const PRICES = { 'mock-model-id': { inputPerMTok: 2, outputPerMTok: 8 } };
export const usage = {
  inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};

export function toolCall(name: string, input: unknown, id = 'c'): LanguageModelV3GenerateResult {
  return {
    content: [{ type: 'tool-call', toolCallId: id, toolName: name, input: JSON.stringify(input) }],
    finishReason: { unified: 'tool-calls', raw: undefined },
    usage,
    warnings: [],
  };
}

export function answer(text: string): LanguageModelV3GenerateResult {
  return {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: undefined },
    usage,
    warnings: [],
  };
}

/** Every text the model was shown in one call (system, user, assistant and tool parts). */
export function promptText(call: LanguageModelV3CallOptions): string {
  return JSON.stringify(call.prompt);
}

export const search = (output: (q: string) => string = (q) => `results for ${q}`) =>
  tool({
    description: 'search',
    inputSchema: z.object({ q: z.string() }),
    execute: async ({ q }) => output(q),
  });
