// loopgov/openai-agents against the second re-probe (decision 111): a call id reused in a later turn is
// decided again, and a nested run (agent.asTool) is governed through gov.asTool, or caught.
import { Agent, Runner } from '@openai/agents';
import { describe, expect, it } from 'vitest';
import { governedStopOf } from '../../src/adapters/governor.js';
import { governOpenAIAgents } from '../../src/adapters/openai-agents.js';
import { readTrace } from '../cli/run-fixtures.js';
import { DROP_TABLE_GATE, expectTraceVerifies, openAdapterRun } from './helpers.js';
import { PRICES } from './langchain-model.js';
import { assistantSays, functionCall, ScriptedModel, searchTool } from './scripted-agents-model.js';

const runner = new Runner({ tracingDisabled: true });

describe('loopgov/openai-agents: what runs is what was decided', () => {
  it('a model that reuses one call id every turn: each turn is decided, the denied one never runs', async () => {
    const { run, traceDir, runId } = await openAdapterRun(undefined, DROP_TABLE_GATE);
    const gov = governOpenAIAgents(run, { prices: PRICES });
    const search = searchTool();
    const model = new ScriptedModel((n) =>
      n === 1
        ? [functionCall('search', { q: 'select 1' }, 'call_0')]
        : [functionCall('search', { q: 'DROP TABLE users' }, 'call_0')],
    );
    const agent = new Agent({ name: 'a', model, tools: [gov.tool(search.t)] });
    const result = await runner.run(agent, 'go', { ...gov.runOptions, maxTurns: 10 });
    expect(search.calls).toEqual(['select 1']);
    expect(result.interruptions).toHaveLength(1);
    expect(gov.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'gate_deny', step: 2 });
    await run.close();
    await expectTraceVerifies(traceDir, runId, 2, { state: 'escalated' });
  });
});

describe('loopgov/openai-agents: a nested run (agent.asTool)', () => {
  /** An outer agent that hands the task to a sub-agent which searches 30 times before answering. */
  function agents(gov: ReturnType<typeof governOpenAIAgents>, nested: 'asTool' | 'gov.asTool') {
    const search = searchTool();
    const subModel = new ScriptedModel((n) =>
      n <= 30 ? [functionCall('search', { q: `page ${n}` }, `s${n}`)] : [assistantSays('sub done')],
    );
    const sub = new Agent({ name: 'researcher', model: subModel, tools: [search.t] });
    const options = { toolName: 'research', toolDescription: 'research', runOptions: { maxTurns: 50 } };
    const asTool = nested === 'asTool' ? gov.tool(sub.asTool(options)) : gov.asTool(sub, options);
    const model = new ScriptedModel((n) =>
      n === 1 ? [functionCall('research', { input: 'find' }, 'a1')] : [assistantSays('done')],
    );
    return { outer: new Agent({ name: 'a', model, tools: [asTool] }), subModel };
  }

  it('through gov.asTool every nested model call counts: HALT at max_steps, the nested run cancelled', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governOpenAIAgents(run, { prices: PRICES });
    const { outer, subModel } = agents(gov, 'gov.asTool');
    const err = await runner.run(outer, 'go', { ...gov.runOptions, maxTurns: 10 }).catch((e: unknown) => e);
    expect(governedStopOf(err)).not.toBeNull();
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'budget.max_steps', step: 5 });
    expect(subModel.requests.length).toBeLessThanOrEqual(5);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 5);
  });

  it('asTool without the governor: the model calls it hid are metered at the next step, which halts', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governOpenAIAgents(run, { prices: PRICES });
    const { outer, subModel } = agents(gov, 'asTool');
    const err = await runner.run(outer, 'go', { ...gov.runOptions, maxTurns: 10 }).catch((e: unknown) => e);
    expect(governedStopOf(err)).not.toBeNull();
    expect(subModel.requests).toHaveLength(31); // nothing could stop them: the SDK gives no hook
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(gov.outcome?.detail).toContain(
      "31 model call(s) ran that this governor's callModelInputFilter never saw",
    );
    expect(gov.outcome?.detail).toContain('gov.asTool(agent, options)');
    // Their tokens are in the trace: the step that found them (at the outer run's next model call).
    const steps = readTrace(traceDir, runId).filter((r) => r.type === 'iteration');
    expect(steps.map((s) => s.tokens)).toEqual([120, 31 * 120]);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 2);
  });
});
