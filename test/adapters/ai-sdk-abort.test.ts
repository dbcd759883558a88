// loopgov/ai-sdk when the caller aborts a model call after it was sent (its `abortSignal`, a `timeout`):
// the provider has spent tokens that no response reports. Such a call is never left counted nowhere —
// with usageWhenMissing it is a step of its own, charged the estimate (so the budget still holds);
// without, the run ends HALT invalid_event, naming the abort. Offline, with the SDK's MockLanguageModelV3
// whose calls wait on the abort signal as a provider's fetch does, and the SDK's own `timeout`.
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { generateText, streamText } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { governAiSdk } from '../../src/adapters/ai-sdk.js';
import { readTrace } from '../cli/run-fixtures.js';
import { answer, PRICES, usage } from './ai-sdk-model.js';
import { ANSWER, expectTraceVerifies, openAdapterRun } from './helpers.js';

/** Rejects as a provider's fetch does once the call's signal aborts (the provider has been working). */
const untilAborted = (params: LanguageModelV3CallOptions) =>
  new Promise<never>((_, reject) => {
    const signal = params.abortSignal;
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** The first call hangs until aborted; every later call answers (100 + 20 tokens). */
function slowThenAnswers() {
  let calls = 0;
  const model = new MockLanguageModelV3({
    doGenerate: async (params) => (++calls === 1 ? untilAborted(params) : answer(ANSWER)),
    doStream: async (params) => {
      const first = ++calls === 1;
      // A stream that starts, then waits for its finish part until the call is aborted.
      return {
        stream: new ReadableStream({
          start(c) {
            c.enqueue({ type: 'stream-start', warnings: [] });
            c.enqueue({ type: 'text-start', id: 't' });
            if (first) return;
            c.enqueue({ type: 'text-delta', id: 't', delta: ANSWER });
            c.enqueue({ type: 'text-end', id: 't' });
            c.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage });
            c.close();
          },
          pull: first ? () => untilAborted(params) : undefined,
        }),
      };
    },
  });
  return { model, calls: () => calls };
}

const steps = (traceDir: string, runId: string) =>
  readTrace(traceDir, runId).filter((r) => r.type === 'iteration') as { action: string; tokens: number }[];

type Api = 'generateText' | 'streamText';

/** One call with a 30 ms timeout (the first: aborted), then one without (answers). */
async function timedOutThenAnswered(api: Api, model: MockLanguageModelV3, settings: object) {
  const call = async (timeout?: number) => {
    const args = { model, prompt: 'go', ...settings, ...(timeout ? { timeout } : {}), maxRetries: 0 };
    if (api === 'generateText') return (await generateText(args)).text;
    const r = streamText({ ...args, onError: () => undefined });
    await r.consumeStream();
    return r.text;
  };
  const first = await call(30).then(
    () => 'resolved',
    (e: unknown) => `rejected: ${(e as Error).name}`,
  );
  const second = await call().then(
    (t) => t,
    (e: unknown) => `rejected: ${(e as Error).message}`,
  );
  return { first, second };
}

describe('loopgov/ai-sdk: a model call the caller aborts is counted', () => {
  it.each<Api>(['generateText', 'streamText'])(
    '%s, no usageWhenMissing: the aborted call ends the run HALT invalid_event; the next call is refused',
    async (api) => {
      const { run, traceDir, runId } = await openAdapterRun();
      const gov = governAiSdk(run, { prices: PRICES });
      const { model, calls } = slowThenAnswers();
      const { second } = await timedOutThenAnswered(api, model, gov.settings);
      expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'invalid_event' });
      expect(gov.outcome?.detail).toContain('ai-sdk: the model call was aborted before it reported usage');
      expect(gov.outcome?.detail).toContain('set usageWhenMissing');
      // The loop went on: its next call reached no model, and no step was taken.
      expect(calls()).toBe(1);
      expect(second).toContain('invalid_event');
      expect(steps(traceDir, runId)).toHaveLength(0);
      expect(readTrace(traceDir, runId).at(-1)).toMatchObject({ type: 'run_end', reason: 'invalid_event' });
      await run.close();
      await expectTraceVerifies(traceDir, runId, 0);
    },
  );

  it.each<Api>(['generateText', 'streamText'])(
    '%s, usageWhenMissing: the aborted call is a step of its own, charged the estimate',
    async (api) => {
      const { run, traceDir, runId } = await openAdapterRun();
      const gov = governAiSdk(run, {
        prices: PRICES,
        usageWhenMissing: { inputTokens: 700, outputTokens: 300 },
      });
      const { model, calls } = slowThenAnswers();
      const { first, second } = await timedOutThenAnswered(api, model, gov.settings);
      if (api === 'generateText') expect(first).toMatch(/^rejected/);
      expect(second).toBe(ANSWER);
      expect(calls()).toBe(2);
      expect(gov.outcome).toMatchObject({ decision: 'DONE', step: 2 });
      expect(steps(traceDir, runId).map((s) => [s.action, s.tokens])).toEqual([
        ['aborted model call', 1000],
        ['respond', 120],
      ]);
      await run.close();
      await expectTraceVerifies(traceDir, runId, 2);
    },
  );

  it('the estimate counts against the budget: aborted calls cannot take a loop past max_tokens', async () => {
    const budget =
      '{max_steps: 50, max_tokens: 2500, max_wall_clock_sec: 600, max_cost_usd: 1, max_corrections_per_step: 2}';
    const { run, traceDir, runId } = await openAdapterRun(budget);
    const gov = governAiSdk(run, {
      prices: PRICES,
      usageWhenMissing: { inputTokens: 700, outputTokens: 300 },
    });
    const model = new MockLanguageModelV3({ doGenerate: async (params) => untilAborted(params) });
    for (let i = 0; i < 5 && !gov.outcome; i++) {
      await generateText({ model, prompt: 'go', ...gov.settings, timeout: 10, maxRetries: 0 }).catch(
        () => null,
      );
    }
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'budget.max_tokens', step: 3 });
    expect(steps(traceDir, runId).map((s) => s.tokens)).toEqual([1000, 1000, 1000]);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 3);
  });

  it("loopgov's own HALT aborting a call in flight adds nothing: the run has ended", async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governAiSdk(run, { prices: PRICES });
    const model = new MockLanguageModelV3({ doGenerate: async (params) => untilAborted(params) });
    const pending = generateText({ model, prompt: 'go', ...gov.settings, maxRetries: 0 });
    await new Promise((r) => setTimeout(r, 20));
    await run.halt('human', 'a person stopped it');
    // A HALT the governor did not make aborts nothing by itself: its next hook does.
    await expect(
      generateText({ model, prompt: 'again', ...gov.settings, maxRetries: 0 }),
    ).rejects.toMatchObject({ name: 'GovernedStop' });
    await expect(pending).rejects.toBeTruthy();
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'human' });
    expect(readTrace(traceDir, runId).filter((r) => r.type === 'run_end')).toHaveLength(1);
    await run.close();
  });

  it('a call whose signal was aborted before it was made is not sent, and not charged', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governAiSdk(run, { prices: PRICES });
    const { model, calls } = slowThenAnswers();
    const ctrl = new AbortController();
    ctrl.abort(new Error('never mind'));
    const abortSignal = AbortSignal.any([gov.settings.abortSignal, ctrl.signal]);
    await expect(
      generateText({ model, prompt: 'go', ...gov.settings, abortSignal, maxRetries: 0 }),
    ).rejects.toThrow('never mind');
    expect(calls()).toBe(0);
    expect(gov.outcome).toBeNull();
    expect(steps(traceDir, runId)).toHaveLength(0);
    await run.close();
  });
});
