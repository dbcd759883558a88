#!/usr/bin/env node
// `npm run example:ai-sdk`: two AI SDK (ai@6) tool loops governed by loopgov/ai-sdk, offline with the
// SDK's own MockLanguageModelV3. The first answers wrong once (CORRECT: the hint goes into the next
// call's messages) and then right (DONE); the second repeats one tool call until it escalates, a
// maintainer's signed resume continues the run, and the loop goes on from its history to DONE.
import { generateText, tool } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { governAiSdk } from 'loopgov/ai-sdk';
import { z } from 'zod';
import {
  closeAndVerify,
  INPUT,
  maintainerResumes,
  openExampleRun,
  PRICES,
  RIGHT,
  show,
  WRONG,
} from '../adapter-run.mjs';

const usage = {
  inputTokens: { total: 900, noCache: 900, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 120, text: 120, reasoning: undefined },
};
const callsTool = (id) => ({
  content: [{ type: 'tool-call', toolCallId: id, toolName: 'read_list', input: '{}' }],
  finishReason: { unified: 'tool-calls', raw: undefined },
  usage,
  warnings: [],
});
const says = (text) => ({
  content: [{ type: 'text', text }],
  finishReason: { unified: 'stop', raw: undefined },
  usage,
  warnings: [],
});
const tools = {
  read_list: tool({ description: 'the list to sort', inputSchema: z.object({}), execute: async () => INPUT }),
};

// 1. Converging: read the list, answer wrong (corrected), answer right.
{
  const run = await openExampleRun('ai-sdk-converging');
  const model = new MockLanguageModelV3({ doGenerate: [callsTool('c1'), says(WRONG), says(RIGHT)] });
  const gov = governAiSdk(run, { prices: PRICES, intent: 'sort the list' });
  const messages = [{ role: 'user', content: `Sort ${JSON.stringify(INPUT)}; answer as JSON.` }];
  while (!gov.outcome) {
    const result = await generateText({ model, tools: gov.tools(tools), messages, ...gov.settings });
    messages.push(...result.response.messages);
  }
  show(gov.decisions);
  await closeAndVerify(run);
}

// 2. Looping: the model reads the list again and again until loopgov escalates (oscillation); a
// maintainer answers, the run goes on, and so does the loop (the model answers now).
{
  const run = await openExampleRun('ai-sdk-looping');
  let n = 0;
  const model = new MockLanguageModelV3({
    doGenerate: async () => (++n <= 3 ? callsTool(`c${n}`) : says(RIGHT)),
  });
  const gov = governAiSdk(run, { prices: PRICES, intent: 'sort the list' });
  const messages = [{ role: 'user', content: `Sort ${JSON.stringify(INPUT)}; answer as JSON.` }];
  const loop = async () => {
    while (!gov.outcome) {
      const result = await generateText({ model, tools: gov.tools(tools), messages, ...gov.settings });
      messages.push(...result.response.messages);
    }
  };
  await loop();
  show(gov.decisions);
  console.log(`  the SDK's loop stopped after ${model.doGenerateCalls.length} model calls`);
  await maintainerResumes(run, { max_steps: 4 });
  await loop(); // the SDK's way on: call again with the history
  show(gov.decisions.slice(3));
  await closeAndVerify(run);
}
