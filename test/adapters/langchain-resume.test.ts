// loopgov/langchain across an escalation (SPEC §4.4): ESCALATE is LangGraph's interrupt(); a maintainer's
// signed resume is appended, `run.continue()` verifies it, and LangGraph's own resume — `Command({ resume })`
// on the checkpointed thread — goes on under the same governor, one step per model response across the
// segments. A graph resume before that pauses the graph again: nothing runs, and it can still go on.
import type { AIMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { Command, MemorySaver } from '@langchain/langgraph';
import { createAgent } from 'langchain';
import { describe, expect, it } from 'vitest';
import { governLangChain } from '../../src/adapters/langchain.js';
import type { OpenedRun } from '../../src/io/run/open-run.js';
import {
  ANSWER,
  continueInANewProcess,
  expectTraceVerifies,
  FOUR_STEPS,
  forgedResume,
  maintainerResumes,
  openAdapterRun,
  RESUME_ROWS,
} from './helpers.js';
import { calls, config, PRICES, says, searchTool, text } from './langchain-model.js';

/** An agent that repeats one search three times (ESCALATE oscillation at step 3), then says `after`. */
async function escalated(run: OpenedRun, after: AIMessage[]) {
  const gov = governLangChain(run, { prices: PRICES });
  const model = fakeModel();
  for (let i = 1; i <= 3; i++) model.respond(calls('same', `c${i}`));
  for (const m of after) model.respond(m);
  const search = searchTool();
  const agent = createAgent({
    model,
    tools: [search.t],
    middleware: [gov.middleware],
    checkpointer: new MemorySaver(),
  }).withConfig({ callbacks: [gov.callbacks] });
  const cfg = config();
  const paused = await agent.invoke({ messages: [{ role: 'user', content: 'find it' }] }, cfg);
  expect(paused.__interrupt__?.[0]?.value).toMatchObject({ loopgov: 'escalate', step: 3 });
  const resume = (value = 'approved') => agent.invoke(new Command({ resume: value }), cfg);
  return { gov, model, search, resume };
}

describe('loopgov/langchain: escalate → signed resume → go on', () => {
  it.each(RESUME_ROWS)('a maintainer resumes with %s', async (_row, grant, outcome, steps) => {
    const { run, traceDir, runId } = await openAdapterRun(FOUR_STEPS);
    const { gov, model, search, resume } = await escalated(run, [calls('other', 'c4'), says(ANSWER)]);

    // LangGraph's resume alone: the graph pauses again — the escalated call does not run, nor the model.
    const still = await resume('approved, but not in loopgov');
    expect(still.__interrupt__?.[0]?.value).toMatchObject({ loopgov: 'escalate', step: 3 });
    expect(search.seen).toHaveLength(2);
    expect(model.callCount).toBe(3);

    await maintainerResumes(traceDir, runId, grant ? { grant } : {});
    expect(await run.continue()).toEqual({ status: 'continued', decision: null });
    const final = await resume();
    expect(final.__interrupt__).toBeUndefined();
    expect(gov.outcome).toMatchObject({ ...outcome, step: steps, run_id: runId });
    expect(gov.outcome?.budget?.limits.max_steps).toBe(4 + (grant?.max_steps ?? 0));
    // The escalated call ran once, after the answer; a halted step's call never runs.
    expect(search.seen).toEqual(steps === 5 ? ['same', 'same', 'same', 'other'] : ['same', 'same', 'same']);
    // One step per model response: the re-run of the interrupted node decided nothing twice.
    expect(model.callCount).toBe(steps);
    expect(gov.decisions.map((d) => d.step)).toEqual(Array.from({ length: steps }, (_, i) => i + 1));
    expect(text(model.calls[3]?.messages)).toContain('results for same');
    await run.close();
    await expectTraceVerifies(traceDir, runId, steps, { continues: 1 });
  });

  it('a forged answer and a replayed one are refused: the run stays escalated and the graph stays paused', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const { gov, model, search, resume } = await escalated(run, [calls('same', 'c4')]);

    const forged = await run.continue(await forgedResume(traceDir, runId));
    expect(forged).toMatchObject({ status: 'refused', decision: { reason: 'resume_refused' } });
    expect(forged.decision?.detail).toContain('ERR_TOKEN_SIGNATURE');
    expect((await resume()).__interrupt__?.[0]?.value).toMatchObject({ step: 3 });
    expect(search.seen).toHaveLength(2);
    expect(model.callCount).toBe(3);

    // A real answer still continues the same thread; the restored convergence sees the same search
    // again at once, and the graph pauses again.
    const { token } = await maintainerResumes(traceDir, runId);
    expect((await run.continue()).status).toBe('continued');
    expect((await resume()).__interrupt__?.[0]?.value).toMatchObject({ reason: 'oscillation', step: 4 });
    expect(gov.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'oscillation', step: 4 });
    expect(search.seen).toHaveLength(3);

    const replayed = await run.continue(token);
    expect(replayed).toMatchObject({ status: 'refused', decision: { reason: 'resume_refused' } });
    // Its jti was used, and it answers the first escalation, not this one.
    expect(replayed.decision?.detail).toContain('ERR_TOKEN_REPLAY');
    expect(replayed.decision?.detail).toContain('ERR_TOKEN_BINDING');
    expect((await resume()).__interrupt__?.[0]?.value).toMatchObject({ step: 4 });
    expect(search.seen).toHaveLength(3);
    expect(model.callCount).toBe(4);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 4, { continues: 1, state: 'escalated' });
  });

  it('a halt answer ends the run: the resumed graph goes to the end', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const { gov, model, search, resume } = await escalated(run, [says(ANSWER)]);
    await maintainerResumes(traceDir, runId, { decision: 'halt' });
    expect((await run.continue()).status).toBe('ended');
    expect((await resume()).__interrupt__).toBeUndefined();
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'human' });
    expect(search.seen).toHaveLength(2);
    expect(model.callCount).toBe(3);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 3);
  });

  it('in a new process: continueRun, a fresh governor and agent on the same checkpointed thread go on', async () => {
    const opened = await openAdapterRun(FOUR_STEPS);
    const { traceDir, runId } = opened;
    // The thread's checkpoints outlive the process (a persistent checkpointer; here one saver for both).
    const checkpointer = new MemorySaver();
    const model = fakeModel();
    for (let i = 1; i <= 3; i++) model.respond(calls('same', `c${i}`));
    model.respond(calls('other', 'c4')).respond(says(ANSWER));
    const search = searchTool();
    const cfg = config();
    const agentIn = (gov: ReturnType<typeof governLangChain>) =>
      createAgent({ model, tools: [search.t], middleware: [gov.middleware], checkpointer }).withConfig({
        callbacks: [gov.callbacks],
      });
    const paused = await agentIn(governLangChain(opened.run, { prices: PRICES })).invoke(
      { messages: [{ role: 'user', content: 'find it' }] },
      cfg,
    );
    expect(paused.__interrupt__?.[0]?.value).toMatchObject({ loopgov: 'escalate', step: 3 });

    await maintainerResumes(traceDir, runId, { grant: { max_steps: 2 } });
    const run = await continueInANewProcess(opened);
    const gov = governLangChain(run, { prices: PRICES });
    const final = await agentIn(gov).invoke(new Command({ resume: 'approved' }), cfg);
    expect(final.__interrupt__).toBeUndefined();
    expect(gov.outcome).toMatchObject({ decision: 'DONE', reason: 'success', step: 5 });
    // LangGraph re-ran the interrupted node on step 3's response: decided before the restart, not again.
    expect(gov.decisions.map((d) => d.step)).toEqual([4, 5]);
    expect(search.seen).toEqual(['same', 'same', 'same', 'other']);
    expect(model.callCount).toBe(5);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 5, { continues: 1 });
  });
});
