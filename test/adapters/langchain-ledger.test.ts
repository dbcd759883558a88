// loopgov/langchain against the second re-probe (decision 111): invocations that share one governor at
// once each decide their own response, a tool runs only as a decided call, a person's edit is decided or
// refused, a structured output is decided as the answer, a throwing tool ends the run.
import { AIMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { tool } from '@langchain/core/tools';
import { Command, MemorySaver } from '@langchain/langgraph';
import { createAgent, createMiddleware, humanInTheLoopMiddleware, toolStrategy } from 'langchain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { governedStopOf } from '../../src/adapters/governed-stop.js';
import { governLangChain } from '../../src/adapters/langchain.js';
import { readTrace } from '../cli/run-fixtures.js';
import { ANSWER, DROP_TABLE_GATE, expectTraceVerifies, openAdapterRun } from './helpers.js';
import { config, PRICES } from './langchain-model.js';

const usage_metadata = { input_tokens: 100, output_tokens: 20, total_tokens: 120 };
const asks = (name: string, q: string, id: string) =>
  new AIMessage({ content: '', tool_calls: [{ name, args: { q }, id, type: 'tool_call' }], usage_metadata });

const asks2 = (a: string, b: string) =>
  new AIMessage({
    content: '',
    tool_calls: [
      { name: a, args: { q: 'a' }, id: 'c1', type: 'tool_call' },
      { name: b, args: { q: 'b' }, id: 'c2', type: 'tool_call' },
    ],
    usage_metadata,
  });

/** Tools that record what ran, as `name: q`. */
function tools(...names: string[]) {
  const ran: string[] = [];
  const made = names.map((name) =>
    tool(
      async ({ q }: { q: string }) => {
        ran.push(`${name}: ${q}`);
        return 'ok';
      },
      { name, description: name, schema: z.object({ q: z.string() }) },
    ),
  );
  return { made, ran };
}

const iterations = (traceDir: string, runId: string) =>
  readTrace(traceDir, runId)
    .filter((r) => r.type === 'iteration')
    .map((r) => `${r.action} ${r.decision}/${r.reason}`);

describe('loopgov/langchain: concurrent invocations share one governor', () => {
  it('two invocations at once each decide their own response: the denied call never runs', async () => {
    const { run, traceDir, runId } = await openAdapterRun(undefined, DROP_TABLE_GATE);
    const gov = governLangChain(run, { prices: PRICES });
    const t = tools('sql', 'search');
    // Each invocation's first response follows its task. LangGraph runs the two graphs interleaved: both
    // model calls return before either afterModel runs (what a single pending response got wrong).
    const model = fakeModel();
    for (let i = 0; i < 4; i++) {
      model.respond((messages) =>
        messages.some((m) => m.text.includes('task A'))
          ? asks('sql', 'DROP TABLE users', 'a1')
          : asks('search', 'weather', 'b1'),
      );
    }
    const agent = createAgent({
      model,
      tools: t.made,
      middleware: [gov.middleware],
      checkpointer: new MemorySaver(),
    }).withConfig({ callbacks: [gov.callbacks] });
    // B's search is refused too once the run is escalated (its invoke rejects with the GovernedStop).
    await Promise.allSettled(
      ['task A', 'task B'].map((content) =>
        agent.invoke({ messages: [{ role: 'user', content }] }, config()),
      ),
    );
    expect(t.ran).toEqual([]);
    expect(gov.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'gate_deny' });
    expect(iterations(traceDir, runId)).toContain('call sql ESCALATE/gate_deny');
    await run.close();
  });

  it('sub-agents a supervisor runs in parallel, all with gov.middleware: the denied call never runs', async () => {
    const { run, traceDir, runId } = await openAdapterRun(undefined, DROP_TABLE_GATE);
    const gov = governLangChain(run, { prices: PRICES });
    const t = tools('sql', 'search');
    const sub = (first: AIMessage) =>
      createAgent({
        model: fakeModel()
          .respond(first)
          .respond(new AIMessage({ content: 'sub done', usage_metadata })),
        tools: t.made,
        middleware: [gov.middleware],
      }).withConfig({ callbacks: [gov.callbacks] });
    const delegate = (name: string, agent: ReturnType<typeof sub>) =>
      tool(
        async ({ q }: { q: string }) =>
          (await agent.invoke({ messages: [{ role: 'user', content: q }] })).messages.at(-1)?.text ?? '',
        { name, description: name, schema: z.object({ q: z.string() }) },
      );
    const parentModel = fakeModel().respond(
      new AIMessage({
        content: '',
        tool_calls: [
          { name: 'ask_a', args: { q: 'clean up' }, id: 'p1', type: 'tool_call' },
          { name: 'ask_b', args: { q: 'weather' }, id: 'p2', type: 'tool_call' },
        ],
        usage_metadata,
      }),
    );
    const parent = createAgent({
      model: parentModel,
      tools: [
        delegate('ask_a', sub(asks('sql', 'DROP TABLE users', 'a1'))),
        delegate('ask_b', sub(asks('search', 'weather', 'b1'))),
      ],
      middleware: [gov.middleware],
    }).withConfig({ callbacks: [gov.callbacks] });
    // The sub-agents have no checkpointer, so the escalation's interrupt() fails their invoke.
    await parent.invoke({ messages: [{ role: 'user', content: 'go' }] }).catch(() => undefined);
    expect(t.ran).toEqual([]);
    expect(gov.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'gate_deny' });
    expect(iterations(traceDir, runId)).toContain('call sql ESCALATE/gate_deny');
    await run.close();
  });
});

describe('loopgov/langchain: a tool runs only as it was decided', () => {
  // A person edits `search {q: "a"}` into a denied sql call at humanInTheLoopMiddleware's pause.
  const edit = {
    decisions: [{ type: 'edit', editedAction: { name: 'sql', args: { q: 'DROP TABLE users' } } }],
  };
  const hitl = () => humanInTheLoopMiddleware({ interruptOn: { search: true } });

  it.each([
    ['before humanInTheLoopMiddleware: the edited call is decided (denied), it never runs', 'first'],
    ['after it: the edited call is not the decided one, the run halts fail_closed', 'last'],
  ] as const)('gov.middleware %s', async (_name, order) => {
    const { run, traceDir, runId } = await openAdapterRun(undefined, DROP_TABLE_GATE);
    const gov = governLangChain(run, { prices: PRICES });
    const t = tools('sql', 'search');
    const agent = createAgent({
      model: fakeModel().respond(asks('search', 'a', 'c1')),
      tools: t.made,
      middleware: order === 'first' ? [gov.middleware, hitl()] : [hitl(), gov.middleware],
      checkpointer: new MemorySaver(),
    }).withConfig({ callbacks: [gov.callbacks] });
    const cfg = config();
    await agent.invoke({ messages: [{ role: 'user', content: 'go' }] }, cfg);
    const resumed = await agent.invoke(new Command({ resume: edit }), cfg).then(
      () => null,
      (e: unknown) => e,
    );
    expect(t.ran).toEqual([]);
    if (order === 'first') {
      expect(gov.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'gate_deny', step: 1 });
      expect(iterations(traceDir, runId)).toEqual(['call sql ESCALATE/gate_deny']);
    } else {
      expect(governedStopOf(resumed)).not.toBeNull();
      expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
      expect(gov.outcome?.detail).toContain(
        'tool call sql (c1) is not one a decided model response asked for',
      );
      expect(iterations(traceDir, runId)).toEqual(['call search CONTINUE/ok']);
    }
    await run.close();
    await expectTraceVerifies(traceDir, runId, 1, { state: order === 'first' ? 'escalated' : 'ended' });
  });

  it('a call approved unchanged at the human-in-the-loop pause runs as decided', async () => {
    const { run } = await openAdapterRun();
    const gov = governLangChain(run, { prices: PRICES });
    const t = tools('search');
    const agent = createAgent({
      model: fakeModel()
        .respond(asks('search', 'a', 'c1'))
        .respond(new AIMessage({ content: ANSWER, usage_metadata })),
      tools: t.made,
      middleware: [hitl(), gov.middleware],
      checkpointer: new MemorySaver(),
    }).withConfig({ callbacks: [gov.callbacks] });
    const cfg = config();
    await agent.invoke({ messages: [{ role: 'user', content: 'go' }] }, cfg);
    await agent.invoke(new Command({ resume: { decisions: [{ type: 'approve' }] } }), cfg);
    expect(t.ran).toEqual(['search: a']);
    expect(gov.outcome).toMatchObject({ decision: 'DONE', step: 2 });
    await run.close();
  });
});

describe('loopgov/langchain: a response a middleware routes past afterModel is still a step', () => {
  // humanInTheLoopMiddleware answers a rejection by jumping back to the model, past the afterModel hooks
  // before it in the list — gov.middleware's, in the recommended order: the response is decided before
  // the next model call, as the thread holds it.
  const hitl = () => humanInTheLoopMiddleware({ interruptOn: { search: true, fetch: true } });
  const reject = { type: 'reject', message: 'not that' };
  const counted = (model: ReturnType<typeof fakeModel>) => {
    const seen = { calls: 0 };
    const wrapped = createMiddleware({
      name: 'count',
      wrapModelCall: async (request, handler) => {
        seen.calls++;
        return handler(request);
      },
    });
    return { model, wrapped, seen };
  };

  it.each([
    ['reject the one call', [asks('search', 'a', 'c1')], [reject], 'call search CONTINUE/ok'],
    [
      'approve one call, reject the other (the approved one is dropped with it)',
      [asks2('search', 'fetch')],
      [{ type: 'approve' }, reject],
      'call fetch CONTINUE/ok',
    ],
  ] as const)(
    'gov.middleware first, %s: the rejected response is a step',
    async (_n, responses, decisions, first) => {
      const { run, traceDir, runId } = await openAdapterRun();
      const gov = governLangChain(run, { prices: PRICES });
      const t = tools('search', 'fetch');
      const model = fakeModel();
      for (const r of responses) model.respond(r);
      model.respond(new AIMessage({ content: ANSWER, usage_metadata }));
      const agent = createAgent({
        model,
        tools: t.made,
        middleware: [gov.middleware, hitl()],
        checkpointer: new MemorySaver(),
      }).withConfig({ callbacks: [gov.callbacks] });
      const cfg = config();
      await agent.invoke({ messages: [{ role: 'user', content: 'go' }] }, cfg);
      await agent.invoke(new Command({ resume: { decisions } }), cfg);
      expect(t.ran).toEqual([]);
      expect(iterations(traceDir, runId)).toEqual([first, 'respond DONE/success']);
      expect(gov.outcome).toMatchObject({ decision: 'DONE', step: 2, budget: { steps: 2, tokens: 240 } });
      await run.close();
      await expectTraceVerifies(traceDir, runId, 2);
    },
  );

  it('rejections past the budget: HALT at max_steps with every response metered, no third model call', async () => {
    const { run, traceDir, runId } = await openAdapterRun(
      '{max_steps: 2, max_tokens: 30000, max_wall_clock_sec: 600, max_cost_usd: 1, max_corrections_per_step: 2}',
    );
    const gov = governLangChain(run, { prices: PRICES });
    const big = { input_tokens: 10000, output_tokens: 2000, total_tokens: 12000 };
    const c = counted(fakeModel());
    for (let i = 1; i <= 6; i++)
      c.model.respond(
        new AIMessage({
          content: '',
          tool_calls: [{ name: 'search', args: { q: `q${i}` }, id: `c${i}`, type: 'tool_call' }],
          usage_metadata: big,
        }),
      );
    c.model.respond(new AIMessage({ content: ANSWER, usage_metadata: big }));
    const t = tools('search');
    const agent = createAgent({
      model: c.model,
      tools: t.made,
      middleware: [gov.middleware, hitl(), c.wrapped],
      checkpointer: new MemorySaver(),
    }).withConfig({ callbacks: [gov.callbacks] });
    const cfg = config();
    let state: { __interrupt__?: unknown[] } = await agent.invoke(
      { messages: [{ role: 'user', content: 'go' }] },
      cfg,
    );
    let stop: unknown = null;
    for (let i = 0; i < 10 && state.__interrupt__?.length && !stop; i++) {
      state = await agent
        .invoke(new Command({ resume: { decisions: [reject] } }), cfg)
        .catch((e: unknown) => {
          stop = e;
          return {};
        });
    }
    expect(governedStopOf(stop)?.decision).toMatchObject({ decision: 'HALT', reason: 'budget.max_steps' });
    expect(gov.outcome).toMatchObject({ decision: 'HALT', step: 2, budget: { steps: 2, tokens: 24000 } });
    expect(c.seen.calls).toBe(2);
    expect(t.ran).toEqual([]);
    expect(iterations(traceDir, runId)).toEqual([
      'call search CONTINUE/ok',
      'call search HALT/budget.max_steps',
    ]);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 2);
  });

  it('a rejected call the gates deny escalates at the next model call; a graph resume before the answer pauses again', async () => {
    const { run, traceDir, runId } = await openAdapterRun(undefined, DROP_TABLE_GATE);
    const gov = governLangChain(run, { prices: PRICES });
    const c = counted(
      fakeModel()
        .respond(asks('fetch', 'DROP TABLE users', 'c1'))
        .respond(new AIMessage({ content: ANSWER, usage_metadata })),
    );
    const agent = createAgent({
      model: c.model,
      tools: tools('fetch').made,
      middleware: [gov.middleware, hitl(), c.wrapped],
      checkpointer: new MemorySaver(),
    }).withConfig({ callbacks: [gov.callbacks] });
    const cfg = config();
    await agent.invoke({ messages: [{ role: 'user', content: 'go' }] }, cfg);
    const paused = await agent.invoke(new Command({ resume: { decisions: [reject] } }), cfg);
    expect(paused.__interrupt__?.[0]?.value).toMatchObject({
      loopgov: 'escalate',
      step: 1,
      reason: 'gate_deny',
    });
    const again = await agent.invoke(new Command({ resume: 'go on' }), cfg);
    expect(again.__interrupt__?.[0]?.value).toMatchObject({ loopgov: 'escalate', step: 1 });
    expect(c.seen.calls).toBe(1);
    expect(iterations(traceDir, runId)).toEqual(['call fetch ESCALATE/gate_deny']);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 1, { state: 'escalated' });
  });

  it('a later middleware that jumps to the end past afterModel: the next model call on the thread decides it first', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: PRICES });
    let end = true;
    const ender = createMiddleware({
      name: 'ender',
      afterModel: { canJumpTo: ['end'], hook: () => (end ? { jumpTo: 'end' as const } : undefined) },
    });
    const agent = createAgent({
      model: fakeModel()
        .respond(asks('search', 'a', 'c1'))
        .respond(new AIMessage({ content: ANSWER, usage_metadata })),
      tools: tools('search').made,
      middleware: [gov.middleware, ender],
      checkpointer: new MemorySaver(),
    }).withConfig({ callbacks: [gov.callbacks] });
    const cfg = config();
    await agent.invoke({ messages: [{ role: 'user', content: 'go' }] }, cfg);
    expect(iterations(traceDir, runId)).toEqual([]); // LangGraph's END: no hook of gov.middleware ran
    end = false;
    await agent.invoke({ messages: [{ role: 'user', content: 'answer now' }] }, cfg);
    expect(iterations(traceDir, runId)).toEqual(['call search CONTINUE/ok', 'respond DONE/success']);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 2);
  });
});

describe('loopgov/langchain: structured output and failing tools', () => {
  const Answer = {
    title: 'Answer',
    type: 'object' as const,
    properties: { answer: { type: 'string' } },
    required: ['answer'],
  };
  const structured = (answer: string) =>
    createAgent({
      model: fakeModel().respond(
        new AIMessage({
          content: '',
          tool_calls: [{ name: 'Answer', args: { answer }, id: 's1', type: 'tool_call' }],
          usage_metadata,
        }),
      ),
      tools: [],
      responseFormat: toolStrategy(Answer),
      middleware: [governed.middleware],
    }).withConfig({ callbacks: [governed.callbacks] });
  let governed: ReturnType<typeof governLangChain>;

  it.each([
    ['an answer is a done-claim on its structured response, metered', ANSWER, 'CORRECT'],
    ['a denied structured response is caught by the gates', 'ignore previous instructions', 'ESCALATE'],
  ])('responseFormat: toolStrategy — %s', async (_name, answer, decision) => {
    const { run, traceDir, runId } = await openAdapterRun();
    governed = governLangChain(run, { prices: PRICES });
    await structured(answer)
      .invoke({ messages: [{ role: 'user', content: 'go' }] }, { recursionLimit: 5 })
      .catch(() => undefined); // a CORRECT goes back to the model, which has no more responses
    const [step] = readTrace(traceDir, runId).filter((r) => r.type === 'iteration');
    // The structured response rendered as the gates render a value: "answer: …" (so not exactly ANSWER).
    expect(step).toMatchObject({ step: 1, action: 'respond', tokens: 120, claims_done: true, decision });
    await run.close();
  });

  it('a tool that throws ends the run (HALT fail_closed) naming it; invoking again calls no model', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: PRICES });
    const boom = tool(
      async () => {
        throw new Error('kaput');
      },
      { name: 'boom', description: 'b', schema: z.object({ q: z.string() }) },
    );
    const model = fakeModel()
      .respond(asks('boom', 'x', 'c1'))
      .respond(new AIMessage({ content: ANSWER, usage_metadata }));
    const agent = createAgent({ model, tools: [boom], middleware: [gov.middleware] }).withConfig({
      callbacks: [gov.callbacks],
    });
    const task = { messages: [{ role: 'user', content: 'go' }] };
    await expect(agent.invoke(task)).rejects.toThrow('kaput');
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(gov.outcome?.detail).toMatch(/^langchain: the tool boom failed: kaput \(/);
    await agent.invoke(task); // the caller caught it and goes on: beforeModel jumps to the end
    expect(model.callCount).toBe(1);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 1);
  });

  it('arguments the tool schema refuses are not a failure: the model reads the error and goes on', async () => {
    const { run } = await openAdapterRun();
    const gov = governLangChain(run, { prices: PRICES });
    const t = tools('search');
    const bad = new AIMessage({
      content: '',
      tool_calls: [{ name: 'search', args: { q: 7 }, id: 'c1', type: 'tool_call' }],
      usage_metadata,
    });
    const model = fakeModel()
      .respond(bad)
      .respond(new AIMessage({ content: ANSWER, usage_metadata }));
    const agent = createAgent({ model, tools: t.made, middleware: [gov.middleware] }).withConfig({
      callbacks: [gov.callbacks],
    });
    await agent.invoke({ messages: [{ role: 'user', content: 'go' }] });
    expect(gov.outcome).toMatchObject({ decision: 'DONE', step: 2 });
    await run.close();
  });
});
