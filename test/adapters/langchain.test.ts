// loopgov/langchain against LangChain.js v1 createAgent (LangGraph underneath), offline with LangChain's
// own scripted chat model (`fakeModel()` from @langchain/core/testing).
import { fakeModel } from '@langchain/core/testing';
import { MemorySaver } from '@langchain/langgraph';
import { tool } from '@langchain/core/tools';
import { createAgent } from 'langchain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { governLangChain } from '../../src/adapters/langchain.js';
import { ANSWER, expectTraceVerifies, openAdapterRun } from './helpers.js';
import { calls, config, PRICES, says, searchTool, text } from './langchain-model.js';

describe('loopgov/langchain', () => {
  it('a looping agent is halted at its budget: afterModel jumps to the end', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: PRICES });
    const model = fakeModel();
    for (let i = 1; i <= 10; i++) model.respond(calls(`page ${i}`, `c${i}`));
    const search = searchTool();
    const agent = createAgent({ model, tools: [search.t], middleware: [gov.middleware] }).withConfig({
      callbacks: [gov.callbacks],
    });

    await agent.invoke({ messages: [{ role: 'user', content: 'find it' }] });
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'budget.max_steps', step: 5 });
    expect(model.callCount).toBe(5);
    expect(search.seen).toHaveLength(4); // the halted step's tool call never ran
    expect(gov.outcome?.budget).toMatchObject({ steps: 5, tokens: 600 });
    expect(gov.outcome?.budget?.cost_usd).toBeCloseTo((5 * (100 * 2 + 20 * 8)) / 1e6, 12);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 5);
  });

  it('an agent that repeats a tool call escalates through interrupt()', async () => {
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
    }).withConfig({ callbacks: [gov.callbacks] });

    const paused = await agent.invoke({ messages: [{ role: 'user', content: 'find it' }] }, config());
    expect(gov.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'oscillation', step: 3 });
    expect(paused.__interrupt__?.[0]?.value).toMatchObject({
      loopgov: 'escalate',
      run_id: runId,
      reason: 'oscillation',
      step: 3,
    });
    expect(search.seen).toHaveLength(2); // the escalated call waits
    expect(model.callCount).toBe(3);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 3, { state: 'escalated' });
  });

  it('a failed verify injects the correction (beforeModel) and the next model call sees it', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: PRICES });
    const model = fakeModel().respond(calls('q1', 'c1')).respond(calls('q2', 'c2')).respond(says(ANSWER));
    // The first search returns 3 000 bytes: the next response carries it as an observation, over the size gate.
    const search = searchTool((q) => (q === 'q1' ? 'x'.repeat(3000) : 'ok'));
    const agent = createAgent({ model, tools: [search.t], middleware: [gov.middleware] }).withConfig({
      callbacks: [gov.callbacks],
    });
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

  it("two invocations on one governor: A's hint goes to A's next model call, B's step neither takes nor clears it", async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: PRICES });
    const until = async (cond: () => boolean) => {
      while (!cond()) await new Promise((r) => setTimeout(r, 5));
    };
    // A reads 3 000 bytes (size gate FAIL: step 2 corrects its next search); B asks and searches while
    // A's second search runs, and waits for the run's end.
    const search = searchTool((q) => (q === 'big' ? 'x'.repeat(3000) : 'ok'));
    const slowSearch = tool(
      async ({ q }: { q: string }) => {
        if (q === 'small') await until(() => gov.decisions.length >= 3);
        if (q === 'b') await until(() => gov.outcome !== null);
        return search.t.invoke({ q });
      },
      { name: 'search', description: 'search the docs', schema: z.object({ q: z.string() }) },
    );
    const modelA = fakeModel()
      .respond(calls('big', 'a1'))
      .respond(calls('small', 'a2'))
      .respond(says(ANSWER));
    const modelB = fakeModel().respond(calls('b', 'b1'));
    const agentOf = (model: ReturnType<typeof fakeModel>) =>
      createAgent({ model, tools: [slowSearch], middleware: [gov.middleware] }).withConfig({
        callbacks: [gov.callbacks],
      });
    const a = agentOf(modelA).invoke({ messages: [{ role: 'user', content: 'task A' }] });
    await until(() => gov.decisions.length >= 2);
    const b = agentOf(modelB).invoke({ messages: [{ role: 'user', content: 'task B' }] });
    await Promise.all([a, b]);
    expect(gov.decisions.map((d) => `${d.step} ${d.decision}`)).toEqual([
      '1 CONTINUE',
      '2 CORRECT',
      '3 CONTINUE',
      '4 DONE',
    ]);
    const hint = gov.decisions[1]!.correction_hint!;
    expect(text(modelB.calls[0]?.messages)).not.toContain(hint);
    expect(text(modelA.calls[2]?.messages)).toContain(hint);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 4);
  });

  it('DONE needs the success criteria: a wrong answer gets the hint and goes back to the model', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: PRICES });
    const model = fakeModel().respond(says('maybe 41')).respond(says(ANSWER));
    const agent = createAgent({ model, tools: [], middleware: [gov.middleware] }).withConfig({
      callbacks: [gov.callbacks],
    });
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
