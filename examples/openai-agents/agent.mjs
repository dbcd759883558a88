#!/usr/bin/env node
// `npm run example:openai-agents`: two OpenAI Agents JS runs governed by loopgov/openai-agents, offline.
// The SDK ships no mock model, so ScriptedModel below implements its public `Model` interface. The first
// run answers wrong once (CORRECT: the hint goes into the next model call) and then right (DONE); the
// second repeats one tool call until loopgov escalates — as the SDK's own approval interruption — and,
// once a maintainer's signed resume has continued the run, the SDK's own resume goes on to DONE.
import { Agent, Runner, tool, Usage } from '@openai/agents';
import { governOpenAIAgents } from 'loopgov/openai-agents';
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

class ScriptedModel {
  calls = 0;
  constructor(script) {
    this.script = script;
  }
  async getResponse() {
    this.calls += 1;
    return {
      usage: new Usage({ requests: 1, inputTokens: 900, outputTokens: 120, totalTokens: 1020 }),
      output: this.script(this.calls),
      responseId: `resp_${this.calls}`,
    };
  }
  // biome-ignore lint/correctness/useYield: not scripted
  async *getStreamedResponse() {
    throw new Error('not scripted');
  }
}
const callsTool = (n) => [
  { type: 'function_call', callId: `c${n}`, name: 'read_list', arguments: '{}', status: 'completed' },
];
const says = (text) => [
  { type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text }] },
];
const readList = tool({
  name: 'read_list',
  description: 'the list to sort',
  parameters: z.object({}),
  execute: async () => JSON.stringify(INPUT),
});
const runner = new Runner({ tracingDisabled: true });

// 1. Converging: read the list, answer wrong (corrected on the next run), answer right.
{
  const run = await openExampleRun('openai-agents-converging');
  const gov = governOpenAIAgents(run, { prices: PRICES, intent: 'sort the list' });
  const model = new ScriptedModel((n) => (n === 1 ? callsTool(n) : n === 2 ? says(WRONG) : says(RIGHT)));
  const agent = new Agent({
    name: 'sorter',
    instructions: 'Sort the list; answer as JSON.',
    model,
    tools: [gov.tool(readList)],
  });
  let result = await runner.run(agent, `Sort ${JSON.stringify(INPUT)}.`, gov.runOptions);
  while ((await gov.finish(result))?.decision === 'CORRECT')
    result = await runner.run(agent, result.history, gov.runOptions);
  show(gov.decisions);
  await closeAndVerify(run);
}

// 2. Looping: the same tool call again and again; loopgov's ESCALATE is the SDK's approval interruption.
// A maintainer answers, the run goes on, and the SDK's own resume runs the approved call (the model
// answers now).
{
  const run = await openExampleRun('openai-agents-looping');
  const gov = governOpenAIAgents(run, { prices: PRICES, intent: 'sort the list' });
  const model = new ScriptedModel((n) => (n <= 3 ? callsTool(n) : says(RIGHT)));
  const agent = new Agent({
    name: 'looper',
    instructions: 'Sort the list; answer as JSON.',
    model,
    tools: [gov.tool(readList)],
  });
  const paused = await runner.run(agent, `Sort ${JSON.stringify(INPUT)}.`, gov.runOptions);
  show(gov.decisions);
  const item = paused.interruptions[0];
  console.log(`  the SDK run is interrupted for approval of ${item?.name}(${item?.arguments})`);
  await maintainerResumes(run, { max_steps: 4 });
  paused.state.approve(item); // the SDK's own resume: approve, and run on from the state
  const result = await runner.run(agent, paused.state, gov.runOptions);
  await gov.finish(result);
  show(gov.decisions.slice(3));
  await closeAndVerify(run);
}
