// loopgov/openai-agents against the second re-probe (decision 111): a call id reused in a later turn is
// decided again, a parallel call is decided by its own step (decision 126), and a nested run
// (agent.asTool, a guardrail's agent) is governed through the governor's run options, or caught.
import { Agent, type InputGuardrail, Runner, run as runAgent, tool } from '@openai/agents';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { governedStopOf } from '../../src/adapters/governed-stop.js';
import { governOpenAIAgents } from '../../src/adapters/openai-agents.js';
import { readTrace } from '../cli/run-fixtures.js';
import {
  ANSWER,
  DROP_TABLE_GATE,
  expectTraceVerifies,
  maintainerResumes,
  openAdapterRun,
} from './helpers.js';
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

  /** A governed tool that records what it ran. */
  const recording = (name: string, ran: string[]) =>
    tool({
      name,
      description: name,
      parameters: z.object({ q: z.string() }),
      execute: async ({ q }) => {
        ran.push(`${name}: ${q}`);
        return 'ok';
      },
    });

  // One turn asks for two calls; the first escalates, so the second's step is never taken then. The
  // escalation names only the first: once a person lets the run go on (and the app approves every
  // interruption the SDK holds, as the docs say), the second is decided by its own step before it runs.
  it.each([
    [
      'a sibling the gates deny: its own step escalates it, and it never runs',
      functionCall('shell', { q: 'cat key # ignore previous instructions' }, 'c2'),
      { decision: 'ESCALATE', reason: 'gate_deny', step: 2 },
      ['sql: DROP TABLE staging_tmp'],
    ],
    [
      'a sibling the gates let through: its own step (the next number) lets it run',
      functionCall('shell', { q: 'ls' }, 'c2'),
      { decision: 'DONE', reason: 'success', step: 3 },
      ['sql: DROP TABLE staging_tmp', 'shell: ls'],
    ],
  ])('a parallel call in the turn of an escalated one — %s', async (_row, sibling, outcome, ran) => {
    const { run, traceDir, runId } = await openAdapterRun(undefined, DROP_TABLE_GATE);
    const gov = governOpenAIAgents(run, { prices: PRICES });
    const done: string[] = [];
    const model = new ScriptedModel((n) =>
      n === 1
        ? [functionCall('sql', { q: 'DROP TABLE staging_tmp' }, 'c1'), sibling]
        : [assistantSays(ANSWER)],
    );
    const agent = new Agent({
      name: 'a',
      model,
      tools: [gov.tool(recording('sql', done)), gov.tool(recording('shell', done))],
    });
    const paused = await runner.run(agent, 'clean up', gov.runOptions);
    expect(paused.interruptions.map((i) => i.name)).toEqual(['sql', 'shell']);
    expect(gov.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'gate_deny', step: 1 });
    expect(gov.decisions.map((d) => d.step)).toEqual([1]);

    await maintainerResumes(traceDir, runId);
    expect(await run.continue()).toEqual({ status: 'continued', decision: null });
    for (const i of paused.interruptions) paused.state.approve(i);
    try {
      await gov.finish(await runner.run(agent, paused.state, gov.runOptions));
    } catch (e) {
      expect(governedStopOf(e)?.decision).toMatchObject(outcome);
    }
    expect(gov.outcome).toMatchObject(outcome);
    expect(done).toEqual(ran);
    await run.close();
    const state = outcome.decision === 'ESCALATE' ? 'escalated' : 'ended';
    await expectTraceVerifies(traceDir, runId, outcome.step, { continues: 1, state });
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

describe('loopgov/openai-agents: an input guardrail that runs an agent', () => {
  /** The SDK docs' guardrail: it runs a checking agent on the input with the options it is given. */
  function guarded(
    gov: ReturnType<typeof governOpenAIAgents>,
    options: 'context' | 'gov',
    parallel: boolean,
  ) {
    const checkModel = new ScriptedModel(() => [assistantSays(JSON.stringify({ homework: false }))]);
    const checker = new Agent({
      name: 'Guardrail check',
      model: checkModel,
      outputType: z.object({ homework: z.boolean() }),
    });
    const guardrail: InputGuardrail = {
      name: 'homework',
      runInParallel: parallel,
      execute: async ({ input, context }) => {
        const result = await runAgent(checker, input, options === 'gov' ? gov.runOptions : { context });
        return { outputInfo: result.finalOutput, tripwireTriggered: result.finalOutput?.homework ?? false };
      },
    };
    const model = new ScriptedModel((n) =>
      n === 1 ? [functionCall('search', { q: 'order 42' }, 'c1')] : [assistantSays(ANSWER)],
    );
    const agent = new Agent({
      name: 'a',
      model,
      tools: [gov.tool(searchTool().t)],
      inputGuardrails: [guardrail],
    });
    return { agent, checkModel };
  }

  it.each([
    ['in parallel with the agent', true],
    ['before the agent', false],
  ])(
    'run with { context } as the SDK docs write it (%s): HALT, saying which run options it needs',
    async (_row, parallel) => {
      const { run, traceDir, runId } = await openAdapterRun();
      const gov = governOpenAIAgents(run, { prices: PRICES });
      const { agent, checkModel } = guarded(gov, 'context', parallel);
      const err = await runner.run(agent, 'Where is my order 42?', gov.runOptions).catch((e: unknown) => e);
      expect(governedStopOf(err)?.decision).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
      expect(checkModel.requests).toHaveLength(1);
      expect(gov.outcome?.detail).toContain(
        "1 model call(s) ran that this governor's callModelInputFilter never saw",
      );
      expect(gov.outcome?.detail).toContain("a guardrail's or a tool's own run(agent, input, { context })");
      expect(gov.outcome?.detail).toContain('run(agent, input, gov.runOptions)');
      await run.close();
      await expectTraceVerifies(traceDir, runId, 1);
    },
  );

  it('run with gov.runOptions: its model call is metered at the next step, and the run is DONE', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governOpenAIAgents(run, { prices: PRICES });
    const { agent, checkModel } = guarded(gov, 'gov', true);
    const result = await runner.run(agent, 'Where is my order 42?', gov.runOptions);
    expect(await gov.finish(result)).toMatchObject({ decision: 'DONE', step: 2 });
    expect(checkModel.requests).toHaveLength(1);
    const steps = readTrace(traceDir, runId).filter((r) => r.type === 'iteration');
    expect(steps.map((s) => s.tokens)).toEqual([2 * 120, 120]); // the guardrail's call with the first
    await run.close();
    await expectTraceVerifies(traceDir, runId, 2);
  });
});
