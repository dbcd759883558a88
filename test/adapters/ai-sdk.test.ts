// loopgov/ai-sdk against the real AI SDK (ai@6) loop, offline with the SDK's own MockLanguageModelV3.
import { readFileSync } from 'node:fs';
import { generateText, type ModelMessage, streamText } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { governAiSdk } from '../../src/adapters/ai-sdk.js';
import { answer, PRICES, promptText, search, toolCall, usage } from './ai-sdk-model.js';
import { ANSWER, expectTraceVerifies, openAdapterRun } from './helpers.js';

describe('loopgov/ai-sdk', () => {
  it('a looping agent is halted at its budget; the loop stops with the decision as its reason', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    let n = 0;
    const model = new MockLanguageModelV3({
      doGenerate: async () => toolCall('search', { q: `page ${++n}` }),
    });
    const gov = governAiSdk(run, { prices: PRICES });
    const result = await generateText({
      model,
      tools: { search: search() },
      prompt: 'find it',
      ...gov.settings,
    });

    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'budget.max_steps', step: 5 });
    expect(model.doGenerateCalls).toHaveLength(5);
    expect(result.steps).toHaveLength(5);
    expect(gov.settings.abortSignal.aborted).toBe(true);
    // Tokens from usage, cost from the price table: 5 × (100 in + 20 out).
    expect(gov.outcome?.budget).toMatchObject({ steps: 5, tokens: 600 });
    expect(gov.outcome?.budget?.cost_usd).toBeCloseTo((5 * (100 * 2 + 20 * 8)) / 1e6, 12);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 5);
  });

  it('an agent that repeats a tool call escalates (oscillation)', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const model = new MockLanguageModelV3({ doGenerate: async () => toolCall('search', { q: 'same' }) });
    const gov = governAiSdk(run, { prices: PRICES });
    await generateText({ model, tools: { search: search() }, prompt: 'find it', ...gov.settings });

    expect(gov.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'oscillation', step: 3 });
    expect(model.doGenerateCalls).toHaveLength(3);
    expect(gov.settings.abortSignal.aborted).toBe(false);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 3, { state: 'escalated' });
  });

  it('a failed verify injects the correction and the next model call sees it', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const model = new MockLanguageModelV3({
      doGenerate: [
        toolCall('search', { q: 'big' }, 'c1'),
        toolCall('search', { q: 'small' }, 'c2'),
        answer(ANSWER),
      ],
    });
    const gov = governAiSdk(run, { prices: PRICES });
    // Over the 2 000-byte size gate: FAIL, at the model call that reads it (step 2).
    const sized = search((q) => (q === 'big' ? 'x'.repeat(3000) : 'ok'));
    await generateText({ model, tools: { search: sized }, prompt: 'find it', ...gov.settings });

    const [first, second, third] = gov.decisions;
    expect(first).toMatchObject({ decision: 'CONTINUE' });
    expect(second).toMatchObject({ decision: 'CORRECT', reason: 'gate_fail' });
    expect(second?.correction_hint).toContain('size');
    expect(promptText(model.doGenerateCalls[1]!)).not.toContain(second!.correction_hint!);
    expect(promptText(model.doGenerateCalls[2]!)).toContain(second!.correction_hint!);
    expect(third).toMatchObject({ decision: 'DONE', reason: 'success' });
    await run.close();
    await expectTraceVerifies(traceDir, runId, 3);
  });

  it('DONE needs the success criteria: a wrong answer is corrected, the next call carries the hint', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const model = new MockLanguageModelV3({ doGenerate: [answer('maybe 41'), answer(ANSWER)] });
    const gov = governAiSdk(run, { prices: PRICES });
    const messages: ModelMessage[] = [{ role: 'user', content: 'what is the answer?' }];
    let calls = 0;
    while (!gov.outcome && calls++ < 3) {
      const r = await generateText({ model, messages, ...gov.settings });
      messages.push(...r.response.messages);
      if (calls === 1) {
        expect(gov.decisions[0]).toMatchObject({ decision: 'CORRECT', reason: 'self_declared_done' });
        expect(gov.correctionPending).toBe(true);
      }
    }
    expect(gov.outcome).toMatchObject({ decision: 'DONE', reason: 'success', step: 2 });
    expect(promptText(model.doGenerateCalls[1]!)).toContain(gov.decisions[0]!.correction_hint!);
    // After DONE no model is called again: a further generateText fails before the model.
    await expect(generateText({ model, messages, ...gov.settings })).rejects.toMatchObject({
      code: 'ERR_RUN_STATE',
    });
    expect(model.doGenerateCalls).toHaveLength(2);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 2);
  });

  it("two loops on one governor: each correction hint goes to its own loop's next call, never the other's", async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governAiSdk(run, { prices: PRICES });
    const modelA = new MockLanguageModelV3({ doGenerate: [answer('maybe 41'), answer(ANSWER)] });
    // B searches, then answers past the 2 000-byte size gate: a correction of its own.
    const modelB = new MockLanguageModelV3({
      doGenerate: [toolCall('search', { q: 'x' }, 'b1'), answer('x'.repeat(3000))],
    });
    const messagesA: ModelMessage[] = [{ role: 'user', content: 'task A' }];
    const a1 = await generateText({ model: modelA, messages: messagesA, ...gov.settings });
    messagesA.push(...a1.response.messages);
    await generateText({ model: modelB, tools: { search: search() }, prompt: 'task B', ...gov.settings });
    const [hintA, , hintB] = gov.decisions.map((d) => d.correction_hint);
    expect(gov.decisions.map((d) => `${d.step} ${d.decision}`)).toEqual([
      '1 CORRECT',
      '2 CONTINUE',
      '3 CORRECT',
    ]);
    expect(hintA).not.toBe(hintB);
    // B's calls never see A's hint; B's CONTINUE does not clear it.
    for (const call of modelB.doGenerateCalls) expect(promptText(call)).not.toContain(hintA!);
    await generateText({ model: modelA, messages: messagesA, ...gov.settings });
    expect(promptText(modelA.doGenerateCalls[1]!)).toContain(hintA!);
    expect(promptText(modelA.doGenerateCalls[1]!)).not.toContain(hintB!);
    expect(gov.outcome).toMatchObject({ decision: 'DONE', step: 4 });
    await run.close();
    await expectTraceVerifies(traceDir, runId, 4);
  });

  it("a model's answer ending in half a surrogate pair is governed, not refused: stored as a UTF-8 encoder would", async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const model = new MockLanguageModelV3({ doGenerate: [answer('maybe 41 \ud83d')] });
    const gov = governAiSdk(run, { prices: PRICES });
    await generateText({ model, prompt: 'what is the answer?', ...gov.settings });
    expect(gov.decisions[0]).toMatchObject({ decision: 'CORRECT', reason: 'self_declared_done' });
    const stored = readFileSync(gov.decisions[0]!.provenance.artifact_path!);
    expect(stored.toString('hex')).toBe(Buffer.from('maybe 41 \ufffd').toString('hex'));
    await run.close();
    await expectTraceVerifies(traceDir, runId, 1);
  });

  it('streamText: the same hooks halt a streaming loop at its budget', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    let n = 0;
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: convertArrayToReadableStream([
          { type: 'stream-start' as const, warnings: [] },
          {
            type: 'tool-call' as const,
            toolCallId: `c${++n}`,
            toolName: 'search',
            input: JSON.stringify({ q: `p${n}` }),
          },
          {
            type: 'finish' as const,
            finishReason: { unified: 'tool-calls' as const, raw: undefined },
            usage,
          },
        ]),
      }),
    });
    const gov = governAiSdk(run, { prices: PRICES });
    const result = streamText({ model, tools: { search: search() }, prompt: 'find it', ...gov.settings });
    await result.consumeStream();
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'budget.max_steps', step: 5 });
    expect(model.doStreamCalls).toHaveLength(5);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 5);
  });

  it('a model with no price halts the run (fail closed) before it can spend unmetered', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const model = new MockLanguageModelV3({ doGenerate: async () => toolCall('search', { q: 'a' }) });
    const gov = governAiSdk(run, { prices: { 'other-model': { inputPerMTok: 1, outputPerMTok: 1 } } });
    await generateText({ model, tools: { search: search() }, prompt: 'find it', ...gov.settings });
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(gov.outcome?.detail).toContain('no price for model "mock-model-id"');
    expect(model.doGenerateCalls).toHaveLength(1);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 0);
  });

  it.each([
    [
      'a model the table does not name',
      'gpt-x',
      { other: { inputPerMTok: 1, outputPerMTok: 1 } },
      'no price for model "gpt-x"',
    ],
    ['a model id that is an Object.prototype key', 'constructor', {}, 'no price for model "constructor"'],
    [
      'a dated model id whose undated name has no price either',
      'gpt-x-2025-04-14',
      { 'gpt-y': { inputPerMTok: 1, outputPerMTok: 1 } },
      'no price for model "gpt-x-2025-04-14" in prices (add it or "gpt-x", or a \'*\' entry)',
    ],
    // A bad price is refused at construction (ai-sdk-bypass.test.ts); one the caller changes after it is
    // still found at the step that prices it.
    ['a NaN price', 'm', { m: { inputPerMTok: Number.NaN, outputPerMTok: 1 } }, 'must be two finite numbers'],
    ['a negative price', 'm', { m: { inputPerMTok: 1, outputPerMTok: -1 } }, 'must be two finite numbers'],
    [
      'an infinite price',
      'm',
      { '*': { inputPerMTok: Number.POSITIVE_INFINITY, outputPerMTok: 1 } },
      'must be two finite numbers',
    ],
  ])('price table: %s halts the run (fail closed)', async (_row, modelId, bad, detail) => {
    const { run } = await openAdapterRun();
    const model = new MockLanguageModelV3({
      modelId,
      doGenerate: async () => toolCall('search', { q: 'a' }),
    });
    const prices: Record<string, { inputPerMTok: number; outputPerMTok: number }> = Object.fromEntries(
      Object.keys(bad).map((k) => [k, { inputPerMTok: 1, outputPerMTok: 1 }]),
    );
    const gov = governAiSdk(run, { prices });
    Object.assign(prices, bad);
    await generateText({ model, tools: { search: search() }, prompt: 'find it', ...gov.settings });
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(gov.outcome?.detail).toContain(detail);
    await run.close();
  });

  it('a progress callback that throws halts the run (fail closed), recorded', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const model = new MockLanguageModelV3({ doGenerate: async () => toolCall('search', { q: 'a' }) });
    const progress = () => {
      throw new Error('progress store unreachable');
    };
    const gov = governAiSdk(run, { prices: PRICES, progress });
    await generateText({ model, tools: { search: search() }, prompt: 'find it', ...gov.settings });
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(gov.outcome?.detail).toContain('progress store unreachable');
    expect(gov.settings.abortSignal.reason).toMatchObject({ name: 'GovernedStop', code: 'ERR_RUN_STATE' });
    expect(model.doGenerateCalls).toHaveLength(1);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 0);
  });

  // REDTEAM "Loops" rows through the adapter: its step events (and its default progress) must let the
  // evaluator see each pattern. 12 steps, so the budget is not what stops them.
  it.each([
    ['thrash A, B, A, B…', (n: number) => ({ q: n % 2 ? 'a' : 'b' }), () => 'ok', 'thrash', 6],
    [
      'activity with flat progress (A, B, C, A, B, C…)',
      (n: number) => ({ q: 'abc'[n % 3] }),
      () => 'ok',
      'no_progress',
      7,
    ],
    [
      // Each output FAILs at the model call that reads it: steps 2 and 3 are corrected, 4 escalates.
      'blind-retry spam after FAIL',
      (n: number) => ({ q: `retry ${n}` }),
      () => 'x'.repeat(3000),
      'corrections_exhausted',
      4,
    ],
  ])('%s → ESCALATE', async (_row, input, output, reason, step) => {
    const budget =
      '{max_steps: 12, max_tokens: 100000, max_wall_clock_sec: 600, max_cost_usd: 1, max_corrections_per_step: 2}';
    const { run, traceDir, runId } = await openAdapterRun(budget);
    let n = 0;
    const model = new MockLanguageModelV3({ doGenerate: async () => toolCall('search', input(++n)) });
    const gov = governAiSdk(run, { prices: PRICES });
    await generateText({ model, tools: { search: search(output) }, prompt: 'find it', ...gov.settings });
    expect(gov.outcome).toMatchObject({ decision: 'ESCALATE', reason, step });
    expect(model.doGenerateCalls).toHaveLength(step);
    await run.close();
    await expectTraceVerifies(traceDir, runId, step, { state: 'escalated' });
  });
});
