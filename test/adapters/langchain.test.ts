// loopgov/langchain against LangChain.js v1 createAgent (LangGraph underneath), offline with LangChain's
// own scripted chat model (`fakeModel()` from @langchain/core/testing).
import { AIMessage, type BaseMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { tool } from '@langchain/core/tools';
import { Command, MemorySaver } from '@langchain/langgraph';
import { createAgent } from 'langchain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { governLangChain } from '../../src/adapters/langchain.js';
import { ANSWER, expectTraceVerifies, openAdapterRun } from './helpers.js';

const PRICES = { '*': { inputPerMTok: 2, outputPerMTok: 8 } };
const usage_metadata = { input_tokens: 100, output_tokens: 20, total_tokens: 120 };

const calls = (q: string, id: string) =>
  new AIMessage({
    content: '',
    tool_calls: [{ name: 'search', args: { q }, id, type: 'tool_call' }],
    usage_metadata,
  });
const says = (text: string) => new AIMessage({ content: text, usage_metadata });

function searchTool(output: (q: string) => string = (q) => `results for ${q}`) {
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

const text = (messages: BaseMessage[] | undefined) => JSON.stringify((messages ?? []).map((m) => m.text));
let thread = 0;
const config = () => ({ configurable: { thread_id: `t${++thread}` } });

describe('loopgov/langchain', () => {
  it('a looping agent is halted at its budget: afterModel jumps to the end', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: PRICES });
    const model = fakeModel();
    for (let i = 1; i <= 10; i++) model.respond(calls(`page ${i}`, `c${i}`));
    const search = searchTool();
    const agent = createAgent({ model, tools: [search.t], middleware: [gov.middleware] });

    await agent.invoke({ messages: [{ role: 'user', content: 'find it' }] });
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'budget.max_steps', step: 5 });
    expect(model.callCount).toBe(5);
    expect(search.seen).toHaveLength(4); // the halted step's tool call never ran
    expect(gov.outcome?.budget).toMatchObject({ steps: 5, tokens: 600 });
    expect(gov.outcome?.budget?.cost_usd).toBeCloseTo((5 * (100 * 2 + 20 * 8)) / 1e6, 12);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 5);
  });

  it('an agent that repeats a tool call escalates through interrupt(); resuming the graph alone stays ended', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: PRICES });
    const model = fakeModel();
    for (let i = 1; i <= 5; i++) model.respond(calls('same', `c${i}`));
    const search = searchTool();
    const agent = createAgent({
      model,
      tools: [search.t],
      middleware: [gov.middleware],
      checkpointer: new MemorySaver(),
    });
    const cfg = config();

    const paused = await agent.invoke({ messages: [{ role: 'user', content: 'find it' }] }, cfg);
    expect(gov.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'oscillation', step: 3 });
    expect(paused.__interrupt__?.[0]?.value).toMatchObject({
      loopgov: 'escalate',
      reason: 'oscillation',
      step: 3,
    });
    expect(search.seen).toHaveLength(2);

    // LangGraph's own resume, without a signed loopgov resume: the node re-runs, decides nothing new,
    // and the agent ends — the escalated tool call never runs and no model is called.
    await agent.invoke(new Command({ resume: 'approved' }), cfg);
    expect(search.seen).toHaveLength(2);
    expect(model.callCount).toBe(3);
    expect(gov.decisions).toHaveLength(3);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 3);
  });

  it('after an escalation, resuming the graph goes on under the resumed loopgov run', async () => {
    const first = await openAdapterRun();
    const gov = governLangChain(first.run, { prices: PRICES });
    const model = fakeModel();
    for (let i = 1; i <= 3; i++) model.respond(calls('same', `c${i}`));
    model.respond(says(ANSWER));
    const search = searchTool();
    const agent = createAgent({
      model,
      tools: [search.t],
      middleware: [gov.middleware],
      checkpointer: new MemorySaver(),
    });
    const cfg = config();
    await agent.invoke({ messages: [{ role: 'user', content: 'find it' }] }, cfg);
    expect(gov.outcome?.decision).toBe('ESCALATE');

    // Stand-in for the escalated run continued by a signed resume (SPEC §4.4): a run that may go on.
    const resumed = await openAdapterRun();
    gov.resume(resumed.run);
    const final = await agent.invoke(new Command({ resume: 'approved' }), cfg);
    expect(search.seen).toHaveLength(3); // the escalated call ran after the resume
    expect(final.messages.at(-1)?.text).toBe(ANSWER);
    expect(gov.outcome).toMatchObject({
      decision: 'DONE',
      reason: 'success',
      step: 4,
      run_id: resumed.runId,
    });
    await first.run.close();
    await resumed.run.close();
    await expectTraceVerifies(resumed.traceDir, resumed.runId, 1);
  });

  it('a failed verify injects the correction (beforeModel) and the next model call sees it', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: PRICES });
    const model = fakeModel().respond(calls('q1', 'c1')).respond(calls('q2', 'c2')).respond(says(ANSWER));
    // The first search returns 3 000 bytes: the next response carries it as an observation, over the size gate.
    const search = searchTool((q) => (q === 'q1' ? 'x'.repeat(3000) : 'ok'));
    const agent = createAgent({ model, tools: [search.t], middleware: [gov.middleware] });
    await agent.invoke({ messages: [{ role: 'user', content: 'find it' }] });

    const hint = gov.decisions[1]?.correction_hint;
    expect(gov.decisions[1]).toMatchObject({ decision: 'CORRECT', reason: 'gate_fail' });
    expect(hint).toContain('size');
    expect(text(model.calls[1]?.messages)).not.toContain(hint);
    expect(text(model.calls[2]?.messages)).toContain(hint);
    expect(gov.outcome).toMatchObject({ decision: 'DONE', reason: 'success', step: 3 });
    await run.close();
    await expectTraceVerifies(traceDir, runId, 3);
  });

  it('DONE needs the success criteria: a wrong answer gets the hint and goes back to the model', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: PRICES });
    const model = fakeModel().respond(says('maybe 41')).respond(says(ANSWER));
    const agent = createAgent({ model, tools: [], middleware: [gov.middleware] });
    const state = await agent.invoke({ messages: [{ role: 'user', content: 'what is the answer?' }] });

    expect(gov.decisions[0]).toMatchObject({ decision: 'CORRECT', reason: 'self_declared_done' });
    expect(text(model.calls[1]?.messages)).toContain(gov.decisions[0]!.correction_hint!);
    expect(gov.outcome).toMatchObject({ decision: 'DONE', reason: 'success', step: 2 });
    expect(state.messages.at(-1)?.text).toBe(ANSWER);
    // After DONE no model is called again.
    await agent.invoke({ messages: [{ role: 'user', content: 'and again?' }] });
    expect(model.callCount).toBe(2);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 2);
  });
});
