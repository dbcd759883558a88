// loopgov/openai-agents against the real @openai/agents run loop (0.14.3, the line that runs on Node 20),
// offline with a scripted `Model` (scripted-agents-model.ts says why).
import { Agent, Runner } from '@openai/agents';
import { describe, expect, it } from 'vitest';
import { governOpenAIAgents } from '../../src/adapters/openai-agents.js';
import { ANSWER, expectTraceVerifies, openAdapterRun } from './helpers.js';
import { assistantSays, functionCall, ScriptedModel, searchTool, shown } from './scripted-agents-model.js';

const PRICES = { '*': { inputPerMTok: 2, outputPerMTok: 8 } };
const runner = new Runner({ tracingDisabled: true });

describe('loopgov/openai-agents', () => {
  it('a looping agent is halted at its budget: the signal aborts, the tool call is cancelled', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governOpenAIAgents(run, { prices: PRICES });
    const model = new ScriptedModel((n) => [functionCall('search', { q: `page ${n}` }, `c${n}`)]);
    const search = searchTool();
    const agent = new Agent({ name: 'looper', instructions: 'search', model, tools: [gov.tool(search.t)] });

    await expect(runner.run(agent, 'find it', gov.runOptions)).rejects.toMatchObject({
      name: 'GovernedStop',
      decision: { decision: 'HALT', reason: 'budget.max_steps', step: 5 },
    });
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'budget.max_steps' });
    expect(gov.runOptions.signal.aborted).toBe(true);
    expect(model.requests).toHaveLength(5);
    expect(search.calls).toHaveLength(4); // the fifth call was halted before it ran
    // Tokens from the run's usage, cost from the price table: 5 model calls × (100 in + 20 out).
    expect(gov.outcome?.budget).toMatchObject({ steps: 5, tokens: 600 });
    expect(gov.outcome?.budget?.cost_usd).toBeCloseTo((5 * (100 * 2 + 20 * 8)) / 1e6, 12);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 5);
  });

  it('turns with no governed tool call are still steps (at the next model call): budgets hold', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governOpenAIAgents(run, { prices: PRICES });
    const model = new ScriptedModel((n) => [functionCall('search', { q: `page ${n}` }, `c${n}`)]);
    const search = searchTool(); // not wrapped by gov.tool: the SDK runs it without asking loopgov
    const agent = new Agent({ name: 'looper', instructions: 'search', model, tools: [search.t] });

    await expect(runner.run(agent, 'find it', gov.runOptions)).rejects.toMatchObject({
      decision: { decision: 'HALT', reason: 'budget.max_steps', step: 5 },
    });
    expect(model.requests).toHaveLength(5); // the sixth model call was refused
    expect(gov.outcome?.budget).toMatchObject({ steps: 5, tokens: 600 });
    expect(gov.decisions.map((d) => d.decision)).toEqual([
      'CONTINUE',
      'CONTINUE',
      'CONTINUE',
      'CONTINUE',
      'HALT',
    ]);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 5);
  });

  it('an agent that repeats a tool call escalates as the SDK approval interruption', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governOpenAIAgents(run, { prices: PRICES });
    const model = new ScriptedModel((n) => [functionCall('search', { q: 'same' }, `c${n}`)]);
    const search = searchTool();
    const agent = new Agent({ name: 'repeater', instructions: 'search', model, tools: [gov.tool(search.t)] });

    const result = await runner.run(agent, 'find it', gov.runOptions);
    expect(gov.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'oscillation', step: 3 });
    expect(result.interruptions).toHaveLength(1);
    expect(result.interruptions[0]).toMatchObject({ type: 'tool_approval_item', name: 'search' });
    expect(search.calls).toHaveLength(2);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 3, { state: 'escalated' });
  });

  it('a failed verify injects the correction and the next model call sees it', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governOpenAIAgents(run, { prices: PRICES });
    const model = new ScriptedModel((n) =>
      n <= 2 ? [functionCall('search', { q: `q${n}` }, `c${n}`)] : [assistantSays(ANSWER)],
    );
    // The first search returns 3 000 bytes: the next step carries it as an observation, over the size gate.
    const search = searchTool((q) => (q === 'q1' ? 'x'.repeat(3000) : 'ok'));
    const agent = new Agent({ name: 'reader', instructions: 'read', model, tools: [gov.tool(search.t)] });
    const result = await runner.run(agent, 'find it', gov.runOptions);

    const hint = gov.decisions[1]?.correction_hint;
    expect(gov.decisions[1]).toMatchObject({ decision: 'CORRECT', reason: 'gate_fail' });
    expect(hint).toContain('size');
    expect(shown(model.requests[1])).not.toContain(hint);
    expect(shown(model.requests[2])).toContain(hint);
    expect(await gov.finish(result)).toMatchObject({ decision: 'DONE', reason: 'success', step: 3 });
    await run.close();
    await expectTraceVerifies(traceDir, runId, 3);
  });

  it('DONE needs the success criteria: a wrong final output is corrected on the next run', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governOpenAIAgents(run, { prices: PRICES });
    const model = new ScriptedModel((n) => [assistantSays(n === 1 ? 'maybe 41' : ANSWER)]);
    const agent = new Agent({ name: 'answerer', instructions: 'answer', model });

    let result = await runner.run(agent, 'what is the answer?', gov.runOptions);
    const first = await gov.finish(result);
    expect(first).toMatchObject({ decision: 'CORRECT', reason: 'self_declared_done' });
    result = await runner.run(agent, result.history, gov.runOptions);
    expect(shown(model.requests[1])).toContain(first!.correction_hint!);
    expect(await gov.finish(result)).toMatchObject({ decision: 'DONE', reason: 'success', step: 2 });
    // After DONE the model is never called again.
    await expect(runner.run(agent, result.history, gov.runOptions)).rejects.toMatchObject({
      name: 'GovernedStop',
    });
    expect(model.requests).toHaveLength(2);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 2);
  });
});
