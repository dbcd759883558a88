#!/usr/bin/env node
// `npm run example:langchain`: two LangChain.js v1 createAgent loops governed by loopgov/langchain (agent
// middleware), offline with LangChain's own fakeModel(). The first answers wrong once (CORRECT: the hint
// goes back to the model in the same invoke) and then right (DONE); the second repeats one tool call until
// loopgov escalates — as LangGraph's own interrupt() — and, once a maintainer's signed resume has
// continued the run, LangGraph's own resume goes on to DONE.
import { AIMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { tool } from '@langchain/core/tools';
import { Command, MemorySaver } from '@langchain/langgraph';
import { createAgent } from 'langchain';
import { governLangChain } from 'loopgov/langchain';
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

const usage_metadata = { input_tokens: 900, output_tokens: 120, total_tokens: 1020 };
const callsTool = (id) =>
  new AIMessage({
    content: '',
    tool_calls: [{ name: 'read_list', args: {}, id, type: 'tool_call' }],
    usage_metadata,
  });
const says = (text) => new AIMessage({ content: text, usage_metadata });
const readList = tool(async () => JSON.stringify(INPUT), {
  name: 'read_list',
  description: 'the list to sort',
  schema: z.object({}),
});
const task = { messages: [{ role: 'user', content: `Sort ${JSON.stringify(INPUT)}; answer as JSON.` }] };

// 1. Converging: read the list, answer wrong (corrected), answer right — one invoke.
{
  const run = await openExampleRun('langchain-converging');
  const gov = governLangChain(run, { prices: PRICES, intent: 'sort the list' });
  const model = fakeModel().respond(callsTool('c1')).respond(says(WRONG)).respond(says(RIGHT));
  const agent = createAgent({ model, tools: [readList], middleware: [gov.middleware] }).withConfig({
    callbacks: [gov.callbacks],
  });
  await agent.invoke(task);
  show(gov.decisions);
  await closeAndVerify(run);
}

// 2. Looping: the same tool call again and again; loopgov's ESCALATE is LangGraph's interrupt(). A
// maintainer answers, the run goes on, and LangGraph's own resume runs the paused call (the model answers
// now).
{
  const run = await openExampleRun('langchain-looping');
  const gov = governLangChain(run, { prices: PRICES, intent: 'sort the list' });
  const model = fakeModel();
  for (let i = 1; i <= 3; i++) model.respond(callsTool(`c${i}`));
  model.respond(says(RIGHT));
  const agent = createAgent({
    model,
    tools: [readList],
    middleware: [gov.middleware],
    checkpointer: new MemorySaver(),
  }).withConfig({ callbacks: [gov.callbacks] });
  const config = { configurable: { thread_id: 'example' } };
  const paused = await agent.invoke(task, config);
  show(gov.decisions);
  console.log(`  the graph is interrupted: ${JSON.stringify(paused.__interrupt__?.[0]?.value)}`);
  await maintainerResumes(run, { max_steps: 4 });
  await agent.invoke(new Command({ resume: 'approved' }), config); // LangGraph's own resume
  show(gov.decisions.slice(3));
  await closeAndVerify(run);
}
