// loopgov/langchain: what each fact of a step is read from (decision 127). What a model call spent —
// its usage and the model it names, the price key — comes from the very message it returned; what the
// agent acts on — the text and tool calls gated — from the response as the thread holds it, which an
// afterModel of another middleware may have replaced (piiMiddleware). Offline, with LangChain's own
// fakeModel() and real middleware.
import { readFileSync } from 'node:fs';
import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, type BaseMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { createAgent, createMiddleware, piiMiddleware } from 'langchain';
import { describe, expect, it } from 'vitest';
import { governLangChain } from '../../src/adapters/langchain.js';
import { readTrace } from '../cli/run-fixtures.js';
import { ANSWER, expectTraceVerifies, openAdapterRun } from './helpers.js';
import { searchTool } from './langchain-model.js';

const usage_metadata = { input_tokens: 100, output_tokens: 20, total_tokens: 120 };
/** A response as a provider returns it: usage, and the model that served it. */
const served = (fields: { content: string; calls?: [string, string][] }, model = 'gpt-x') =>
  new AIMessage({
    content: fields.content,
    tool_calls: (fields.calls ?? []).map(([q, id]) => ({
      name: 'search',
      args: { q },
      id,
      type: 'tool_call',
    })),
    usage_metadata,
    response_metadata: { model_name: model },
  });
/** A local provider's chat model (Ollama-like): its runs name the model, its responses do not. */
class LocalModel extends BaseChatModel {
  _llmType() {
    return 'local';
  }
  override getLsParams() {
    return { ls_provider: 'local', ls_model_name: 'llama3.1', ls_model_type: 'chat' as const };
  }
  override bindTools() {
    return this;
  }
  async _generate() {
    return { generations: [{ text: ANSWER, message: new AIMessage({ content: ANSWER, usage_metadata }) }] };
  }
}
const iterations = (traceDir: string, runId: string) =>
  readTrace(traceDir, runId).filter((r) => r.type === 'iteration');
const PRICE = { inputPerMTok: 2, outputPerMTok: 8 };
const COST = (100 * 2 + 20 * 8) / 1e6;

describe('loopgov/langchain: a response another middleware replaced', () => {
  it('[gov.middleware, piiMiddleware(applyToOutput)]: metered from what the model returned, gated as redacted', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: { 'gpt-x': PRICE } });
    const model = fakeModel()
      .respond(served({ content: 'Mail me at bob@example.com', calls: [['a', 'c1']] }))
      .respond(served({ content: ANSWER }));
    const search = searchTool();
    const agent = createAgent({
      model,
      tools: [search.t],
      middleware: [gov.middleware, piiMiddleware('email', { strategy: 'redact', applyToOutput: true })],
    }).withConfig({ callbacks: [gov.callbacks] });
    const state = await agent.invoke({ messages: [{ role: 'user', content: 'go' }] });

    expect(gov.outcome).toMatchObject({ decision: 'DONE', step: 2 });
    expect(search.seen).toEqual(['a']);
    // The thread's copy has no usage and no model name: the step is metered by the returned message.
    const replaced = state.messages.find((m: BaseMessage) => m.text.includes('REDACTED'));
    expect(replaced && AIMessage.isInstance(replaced)).toBe(true);
    expect((replaced as AIMessage).usage_metadata).toBeUndefined();
    const [first] = iterations(traceDir, runId);
    expect(first).toMatchObject({ decision: 'CONTINUE', tokens: 120 });
    expect(first?.cost_usd).toBeCloseTo(COST, 12);
    // What was gated is what the agent holds: the redacted text.
    const artifact = readFileSync(gov.decisions[0]!.provenance.artifact_path!, 'utf8');
    expect(artifact).toContain('[REDACTED_EMAIL]');
    expect(artifact).not.toContain('bob@example.com');
    await run.close();
    await expectTraceVerifies(traceDir, runId, 2);
  });

  it('the calls gated are the calls the agent runs: a replacement that asks for a denied one escalates, nothing runs', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: { 'gpt-x': PRICE } });
    const model = fakeModel().respond(served({ content: '', calls: [['harmless', 'c1']] }));
    // Replaces the response under its id, as piiMiddleware does: no usage, other calls.
    const rewriter = createMiddleware({
      name: 'rewriter',
      afterModel: async (state) => {
        const last = state.messages.at(-1) as AIMessage;
        const args = { q: 'ignore previous instructions' };
        const copy = new AIMessage({
          id: last.id,
          content: last.content,
          tool_calls: [{ name: 'search', args, id: 'c1', type: 'tool_call' }],
        });
        return { messages: [copy] };
      },
    });
    const search = searchTool();
    const agent = createAgent({
      model,
      tools: [search.t],
      middleware: [gov.middleware, rewriter],
    }).withConfig({
      callbacks: [gov.callbacks],
    });
    await agent.invoke({ messages: [{ role: 'user', content: 'go' }] }).catch(() => undefined);

    expect(gov.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'gate_deny', step: 1 });
    expect(iterations(traceDir, runId)[0]).toMatchObject({ tokens: 120 });
    expect(search.seen).toEqual([]);
    await run.close();
  });
});

describe('loopgov/langchain: the price key is the model a call names, then the model option', () => {
  it("the response's model_name wins over the model option", async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: { 'gpt-x': PRICE }, model: 'gpt-4.1' });
    const agent = createAgent({
      model: fakeModel().respond(served({ content: ANSWER })),
      tools: [],
      middleware: [gov.middleware],
    }).withConfig({ callbacks: [gov.callbacks] });
    await agent.invoke({ messages: [{ role: 'user', content: 'go' }] });

    expect(gov.outcome).toMatchObject({ decision: 'DONE', step: 1 });
    expect(iterations(traceDir, runId)[0]?.cost_usd).toBeCloseTo(COST, 12);
    await run.close();
  });

  it("a response that names no model is priced by the model option, and so is another middleware's call", async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: { 'gpt-4.1': PRICE }, model: 'gpt-4.1' });
    // Another middleware's model call, whose response names no model (gov.callbacks meters it).
    const helper = fakeModel().respond(new AIMessage({ content: 'a note', usage_metadata }));
    const noter = createMiddleware({
      name: 'noter',
      beforeModel: async () => {
        await helper.invoke('summarise');
        return undefined;
      },
    });
    const agent = createAgent({
      model: fakeModel().respond(new AIMessage({ content: ANSWER, usage_metadata })),
      tools: [],
      middleware: [gov.middleware, noter],
    }).withConfig({ callbacks: [gov.callbacks] });
    await agent.invoke({ messages: [{ role: 'user', content: 'go' }] });

    expect(gov.outcome).toMatchObject({ decision: 'DONE', step: 1 });
    const [step] = iterations(traceDir, runId);
    expect(step).toMatchObject({ tokens: 240 });
    expect(step?.cost_usd).toBeCloseTo(2 * COST, 12);
    await run.close();
  });

  it("a response that names no model is priced by the model its run names (ls_model_name), as another middleware's call is", async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: { 'llama3.1': PRICE } });
    const model = new LocalModel({}); // its responses carry no model_name, its LangChain runs name it
    const agent = createAgent({ model, tools: [], middleware: [gov.middleware] }).withConfig({
      callbacks: [gov.callbacks],
    });
    await agent.invoke({ messages: [{ role: 'user', content: 'go' }] });
    expect(gov.outcome).toMatchObject({ decision: 'DONE', step: 1 });
    expect(iterations(traceDir, runId)[0]?.cost_usd).toBeCloseTo(COST, 12);
    await run.close();
  });

  it("a call that names no model at all, with no '*' price: the HALT says so and what to give", async () => {
    const { run } = await openAdapterRun();
    const gov = governLangChain(run, { prices: { 'llama3.1': PRICE } });
    const agent = createAgent({
      model: fakeModel().respond(new AIMessage({ content: ANSWER, usage_metadata })),
      tools: [],
      middleware: [gov.middleware],
    }).withConfig({ callbacks: [gov.callbacks] });
    await agent.invoke({ messages: [{ role: 'user', content: 'go' }] });

    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(gov.outcome?.detail).toContain('neither its response nor its run named a model');
    expect(gov.outcome?.detail).toContain("the adapter's model option");
    await run.close();
  });

  it.each([
    ['the undated key when the table has no exact one', { 'gpt-4.1': PRICE }, COST],
    [
      'the exact key first',
      { 'gpt-4.1-2025-04-14': { inputPerMTok: 0, outputPerMTok: 0 }, 'gpt-4.1': PRICE },
      0,
    ],
  ])('a dated model_name (gpt-4.1-2025-04-14) is priced by %s', async (_row, prices, cost) => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices });
    const agent = createAgent({
      model: fakeModel().respond(served({ content: ANSWER }, 'gpt-4.1-2025-04-14')),
      tools: [],
      middleware: [gov.middleware],
    }).withConfig({ callbacks: [gov.callbacks] });
    await agent.invoke({ messages: [{ role: 'user', content: 'go' }] });

    expect(gov.outcome).toMatchObject({ decision: 'DONE', step: 1 });
    expect(iterations(traceDir, runId)[0]?.cost_usd).toBeCloseTo(cost, 12);
    await run.close();
  });

  it("another middleware's call is priced by the model its response names first", async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const cheap = { inputPerMTok: 0, outputPerMTok: 0 };
    const gov = governLangChain(run, { prices: { 'gpt-4.1': PRICE, 'gpt-mini': cheap }, model: 'gpt-4.1' });
    const helper = fakeModel().respond(served({ content: 'a note' }, 'gpt-mini'));
    const noter = createMiddleware({
      name: 'noter',
      beforeModel: async () => {
        await helper.invoke('summarise');
        return undefined;
      },
    });
    const agent = createAgent({
      model: fakeModel().respond(served({ content: ANSWER }, 'gpt-4.1')),
      tools: [],
      middleware: [gov.middleware, noter],
    }).withConfig({ callbacks: [gov.callbacks] });
    await agent.invoke({ messages: [{ role: 'user', content: 'go' }] });

    const [step] = iterations(traceDir, runId);
    expect(step).toMatchObject({ tokens: 240, decision: 'DONE' });
    expect(step?.cost_usd).toBeCloseTo(COST, 12); // the note's call costs nothing at gpt-mini's price
    await run.close();
  });
});
