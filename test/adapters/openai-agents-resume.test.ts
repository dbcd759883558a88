// loopgov/openai-agents across an escalation (SPEC §4.4): ESCALATE is the SDK's approval interruption; a
// maintainer's signed resume is appended, `run.continue()` verifies it, and the SDK's own resume —
// `state.approve(item)` + `run(agent, state, …)` — goes on under the same governor, one step per model
// response across the segments. Approving in the SDK alone runs nothing.
import { Agent, type AgentOutputItem, Runner, tool } from '@openai/agents';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { governedStopOf } from '../../src/adapters/governed-stop.js';
import { governOpenAIAgents } from '../../src/adapters/openai-agents.js';
import type { OpenedRun } from '../../src/io/run/open-run.js';
import { readTrace } from '../cli/run-fixtures.js';
import {
  ANSWER,
  continueInANewProcess,
  DROP_TABLE_GATE,
  expectTraceVerifies,
  FOUR_STEPS,
  forgedResume,
  maintainerResumes,
  openAdapterRun,
  RESUME_ROWS,
} from './helpers.js';
import { assistantSays, functionCall, ScriptedModel, searchTool, shown } from './scripted-agents-model.js';

const PRICES = { '*': { inputPerMTok: 2, outputPerMTok: 8 } };
const runner = new Runner({ tracingDisabled: true });

/** An agent that repeats one search three times (ESCALATE oscillation at step 3), then follows `after`. */
async function escalated(run: OpenedRun, after: (n: number) => AgentOutputItem[]) {
  const gov = governOpenAIAgents(run, { prices: PRICES });
  const model = new ScriptedModel((n) =>
    n <= 3 ? [functionCall('search', { q: 'same' }, `c${n}`)] : after(n),
  );
  const search = searchTool();
  const agent = new Agent({ name: 'repeater', instructions: 'search', model, tools: [gov.tool(search.t)] });
  const paused = await runner.run(agent, 'find it', gov.runOptions);
  expect(gov.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'oscillation', step: 3 });
  expect(paused.interruptions).toHaveLength(1);
  // The SDK's own resume: the person approves the escalated call and the run goes on from its state.
  paused.state.approve(paused.interruptions[0]!);
  const resume = () => runner.run(agent, paused.state, gov.runOptions);
  return { gov, model, search, resume };
}

/** The SDK run was refused by the governed tool: the call did not run, no model was called. */
const refusedAs = (decision: object) => ({
  name: 'ToolCallError',
  error: { name: 'GovernedStop', decision },
});

describe('loopgov/openai-agents: escalate → signed resume → go on', () => {
  it.each(RESUME_ROWS)('a maintainer resumes with %s', async (_row, grant, outcome, steps) => {
    const { run, traceDir, runId } = await openAdapterRun(FOUR_STEPS);
    const { gov, model, search, resume } = await escalated(run, (n) =>
      n === 4 ? [functionCall('search', { q: 'other' }, 'c4')] : [assistantSays(ANSWER)],
    );

    // Approved in the SDK but not answered in loopgov: the escalated call does not run, nor the model.
    await expect(resume()).rejects.toMatchObject(refusedAs({ decision: 'ESCALATE', step: 3 }));
    expect(search.calls).toHaveLength(2);
    expect(model.requests).toHaveLength(3);

    await maintainerResumes(traceDir, runId, grant ? { grant } : {});
    expect(await run.continue()).toEqual({ status: 'continued', decision: null });
    if (outcome.decision === 'DONE') {
      const done = await resume();
      expect(done.finalOutput).toBe(ANSWER);
      expect(await gov.finish(done)).toMatchObject({ ...outcome, step: steps });
      expect(search.calls).toEqual(['same', 'same', 'same', 'other']); // the approved call ran, once
    } else {
      await expect(resume()).rejects.toMatchObject({ name: 'GovernedStop', decision: outcome });
      expect(search.calls).toEqual(['same', 'same', 'same']); // the halted step's call never ran
    }
    expect(gov.outcome).toMatchObject({ ...outcome, step: steps, run_id: runId });
    expect(gov.outcome?.budget?.limits.max_steps).toBe(4 + (grant?.max_steps ?? 0));
    // One step per model response across the segments; tokens metered once (120 a response).
    expect(model.requests).toHaveLength(steps);
    expect(gov.outcome?.budget?.tokens).toBe(120 * steps);
    expect(shown(model.requests[3])).toContain('c3');
    await run.close();
    await expectTraceVerifies(traceDir, runId, steps, { continues: 1 });
  });

  it('a forged answer and a replayed one are refused: the run stays escalated and the SDK run does not go on', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const { gov, model, search, resume } = await escalated(run, (n) => [
      functionCall('search', { q: 'same' }, `c${n}`),
    ]);

    const forged = await run.continue(await forgedResume(traceDir, runId));
    expect(forged).toMatchObject({ status: 'refused', decision: { reason: 'resume_refused' } });
    expect(forged.decision?.detail).toContain('ERR_TOKEN_SIGNATURE');
    await expect(resume()).rejects.toMatchObject(refusedAs({ decision: 'ESCALATE', step: 3 }));
    expect(search.calls).toHaveLength(2);
    expect(model.requests).toHaveLength(3);

    // A real answer still continues it from the same SDK state; the restored convergence sees the same
    // search again at once, and the SDK pauses again.
    const { token } = await maintainerResumes(traceDir, runId);
    expect((await run.continue()).status).toBe('continued');
    const again = await resume();
    expect(search.calls).toHaveLength(3);
    expect(again.interruptions).toHaveLength(1);
    expect(gov.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'oscillation', step: 4 });

    const replayed = await run.continue(token);
    expect(replayed).toMatchObject({ status: 'refused', decision: { reason: 'resume_refused' } });
    // Its jti was used, and it answers the first escalation, not this one.
    expect(replayed.decision?.detail).toContain('ERR_TOKEN_REPLAY');
    expect(replayed.decision?.detail).toContain('ERR_TOKEN_BINDING');
    again.state.approve(again.interruptions[0]!);
    await expect(runner.run(again.lastAgent!, again.state, gov.runOptions)).rejects.toMatchObject(
      refusedAs({ decision: 'ESCALATE', step: 4 }),
    );
    expect(search.calls).toHaveLength(3);
    expect(model.requests).toHaveLength(4);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 4, { continues: 1, state: 'escalated' });
  });

  it('a halt answer ends the run: the approved call does not run', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const { gov, model, search, resume } = await escalated(run, () => [assistantSays(ANSWER)]);
    await maintainerResumes(traceDir, runId, { decision: 'halt' });
    expect((await run.continue()).status).toBe('ended');
    // A HALT is the SDK's own cancellation: run rejects with the GovernedStop itself (decision 106).
    await expect(resume()).rejects.toMatchObject({
      name: 'GovernedStop',
      decision: { decision: 'HALT', reason: 'human' },
    });
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'human' });
    expect(gov.runOptions.signal.aborted).toBe(true);
    expect(search.calls).toHaveLength(2);
    expect(model.requests).toHaveLength(3);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 3);
  });

  it('in a new process: continueRun, a fresh governor given the restored RunState goes on, usage metered once', async () => {
    const opened = await openAdapterRun(FOUR_STEPS);
    const { traceDir, runId } = opened;
    const model = new ScriptedModel((n) =>
      n <= 3
        ? [functionCall('search', { q: 'same' }, `c${n}`)]
        : n === 4
          ? [functionCall('search', { q: 'other' }, 'c4')]
          : [assistantSays(ANSWER)],
    );
    const search = searchTool();
    const agentWith = (gov: ReturnType<typeof governOpenAIAgents>) =>
      new Agent({ name: 'repeater', instructions: 'search', model, tools: [gov.tool(search.t)] });
    const before = governOpenAIAgents(opened.run, { prices: PRICES });
    const paused = await runner.run(agentWith(before), 'find it', before.runOptions);
    expect(before.outcome).toMatchObject({ decision: 'ESCALATE', step: 3 });
    const saved = paused.state.toString(); // what the caller keeps while the person decides

    await maintainerResumes(traceDir, runId, { grant: { max_steps: 2 } });
    const run = await continueInANewProcess(opened);
    // A fresh governor and agent; the SDK's state restored from what was kept, through the governor.
    const governed = governOpenAIAgents(run, { prices: PRICES });
    const resumedAgent = agentWith(governed);
    const restored = await governed.restoreState(resumedAgent, saved);
    restored.approve(restored.getInterruptions()[0]!);
    const done = await runner.run(resumedAgent, restored, governed.runOptions);
    expect(done.finalOutput).toBe(ANSWER);
    expect(await governed.finish(done)).toMatchObject({ decision: 'DONE', reason: 'success', step: 5 });
    expect(governed.decisions.map((d) => d.step)).toEqual([4, 5]);
    expect(search.calls).toEqual(['same', 'same', 'same', 'other']); // the approved call ran, once
    // 120 tokens a response, each counted once across the restart.
    expect(governed.outcome?.budget?.tokens).toBe(120 * 5);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 5, { continues: 1 });
  });
});

describe('loopgov/openai-agents: an agent as a tool whose nested run escalated', () => {
  // The outer call (research, gov.asTool) is decided at step 1 and its nested run starts; the sub-agent's
  // denied sql escalates step 2, and the SDK pauses the outer run on the nested interruption. After the
  // resume the SDK asks for the outer call again and invokes it with the nested state: the same call,
  // decided once, going on — no step of its own again.
  function agents(gov: ReturnType<typeof governOpenAIAgents>, ran: string[]) {
    const sql = tool({
      name: 'sql',
      description: 'sql',
      parameters: z.object({ q: z.string() }),
      execute: async ({ q }) => {
        ran.push(q);
        return 'ok';
      },
    });
    const subModel = new ScriptedModel((n) =>
      n === 1 ? [functionCall('sql', { q: 'DROP TABLE tmp' }, 's1')] : [assistantSays('sub done')],
    );
    const sub = new Agent({ name: 'sub', model: subModel, tools: [gov.tool(sql)] });
    const model = new ScriptedModel((n) =>
      n === 1 ? [functionCall('research', { input: 'find' }, 'a1')] : [assistantSays(ANSWER)],
    );
    const research = gov.asTool(sub, { toolName: 'research', toolDescription: 'research' });
    return new Agent({ name: 'outer', model, tools: [research] });
  }
  const ONCE = ['call research CONTINUE', 'call sql ESCALATE', 'turn CONTINUE', 'respond DONE'];
  const steps = (traceDir: string, runId: string) =>
    readTrace(traceDir, runId)
      .filter((r) => r.type === 'iteration')
      .map((r) => `${r.action} ${r.decision}`);

  it('in the same process: the outer call is not decided again', async () => {
    const { run, traceDir, runId } = await openAdapterRun(undefined, DROP_TABLE_GATE);
    const gov = governOpenAIAgents(run, { prices: PRICES });
    const ran: string[] = [];
    const outer = agents(gov, ran);
    const paused = await runner.run(outer, 'go', gov.runOptions);
    expect(paused.interruptions.map((i) => i.name)).toEqual(['sql']);
    expect(gov.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'gate_deny', step: 2 });
    await maintainerResumes(traceDir, runId);
    expect((await run.continue()).status).toBe('continued');
    for (const i of paused.interruptions) paused.state.approve(i);
    const done = await runner.run(outer, paused.state, gov.runOptions);
    expect(await gov.finish(done)).toMatchObject({ decision: 'DONE', step: 4 });
    expect(ran).toEqual(['DROP TABLE tmp']);
    expect(steps(traceDir, runId)).toEqual(ONCE);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 4, { continues: 1 });
  });

  it('in a new process (gov.restoreState): the outer call is not decided again, nor the escalated one', async () => {
    const opened = await openAdapterRun(undefined, DROP_TABLE_GATE);
    const { traceDir, runId } = opened;
    const before = governOpenAIAgents(opened.run, { prices: PRICES });
    const ran: string[] = [];
    const paused = await runner.run(agents(before, ran), 'go', before.runOptions);
    expect(before.outcome).toMatchObject({ decision: 'ESCALATE', step: 2 });
    const saved = paused.state.toString();
    await maintainerResumes(traceDir, runId);
    const run = await continueInANewProcess(opened);
    const gov = governOpenAIAgents(run, { prices: PRICES });
    const outer = agents(gov, ran);
    const restored = await gov.restoreState(outer, saved);
    // The nested interruption is the sub-agent's (the SDK finds it through the governed agent tool).
    expect(restored.getInterruptions().map((i) => i.agent.name)).toEqual(['sub']);
    for (const i of restored.getInterruptions()) restored.approve(i);
    const err = await runner.run(outer, restored, gov.runOptions).catch((e: unknown) => e);
    // The escalated sql runs once, as decided before the restart. @openai/agents 0.14.3 then invokes it
    // a second time (a restored nested approval runs twice in the SDK alone, too): no decision covers
    // that run, so it is a step of its own, which the gate escalates — it never runs.
    expect(ran).toEqual(['DROP TABLE tmp']);
    expect(governedStopOf(err)?.decision).toMatchObject({ decision: 'ESCALATE', step: 3 });
    expect(steps(traceDir, runId)).toEqual([
      'call research CONTINUE',
      'call sql ESCALATE',
      'call sql ESCALATE',
    ]);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 3, { continues: 1, state: 'escalated' });
  });
});

describe('loopgov/openai-agents: parallel calls, one escalated, resumed in a new process', () => {
  // One model response asks for search and sql together; the gate escalates sql. The restored state's
  // calls run as the process that escalated decided them: a sibling decided before the escalation is
  // not decided again, and the person-approved call is not escalated again.
  const steps = (traceDir: string, runId: string) =>
    readTrace(traceDir, runId)
      .filter((r) => r.type === 'iteration')
      .map((r) => `${r.step} ${r.action} ${r.decision}`);
  const sqlTool = (ran: string[]) =>
    tool({
      name: 'sql',
      description: 'sql',
      parameters: z.object({ q: z.string() }),
      execute: async ({ q }) => {
        ran.push(q);
        return 'ok';
      },
    });

  it.each([
    ['search first', true, ['1 call search CONTINUE', '2 call sql ESCALATE', '3 respond DONE']],
    ['sql first', false, ['1 call sql ESCALATE', '2 call search CONTINUE', '3 respond DONE']],
  ])('%s: each call decided once, the approved sql runs', async (_row, searchFirst, expected) => {
    const opened = await openAdapterRun(undefined, DROP_TABLE_GATE);
    const { traceDir, runId } = opened;
    const calls = [
      functionCall('search', { q: 'weather' }, 'c1'),
      functionCall('sql', { q: 'DROP TABLE users' }, 'c2'),
    ];
    const model = new ScriptedModel((n) =>
      n === 1 ? (searchFirst ? calls : [...calls].reverse()) : [assistantSays(ANSWER)],
    );
    const ran: string[] = [];
    const search = searchTool();
    const agentWith = (gov: ReturnType<typeof governOpenAIAgents>) =>
      new Agent({ name: 'a', model, tools: [gov.tool(search.t), gov.tool(sqlTool(ran))] });
    const before = governOpenAIAgents(opened.run, { prices: PRICES });
    const paused = await runner.run(agentWith(before), 'go', before.runOptions);
    expect(before.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'gate_deny' });
    expect(search.calls).toEqual([]); // held with the escalated call
    const saved = paused.state.toString();
    await maintainerResumes(traceDir, runId);
    const run = await continueInANewProcess(opened);
    const gov = governOpenAIAgents(run, { prices: PRICES });
    const agent = agentWith(gov);
    const restored = await gov.restoreState(agent, saved);
    for (const i of restored.getInterruptions()) restored.approve(i);
    const done = await runner.run(agent, restored, gov.runOptions);
    expect(await gov.finish(done)).toMatchObject({ decision: 'DONE', step: 3 });
    expect(search.calls).toEqual(['weather']);
    expect(ran).toEqual(['DROP TABLE users']);
    expect(steps(traceDir, runId)).toEqual(expected);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 3, { continues: 1 });
  });
});
