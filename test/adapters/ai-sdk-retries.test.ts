// loopgov/ai-sdk when a model call fails with an error the SDK retries (decision 120): the SDK calls the
// governed model once per attempt, and the failure it gives up on ends the run (HALT fail_closed) — with
// maxRetries 0 at the first, with the default 2 at the third. A retry that succeeds is one step. Offline,
// with the SDK's own MockLanguageModelV3 and its real retry loop (a `retry-after-ms` header keeps it fast).
import { APICallError, generateText, streamText } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { governAiSdk } from '../../src/adapters/ai-sdk.js';
import { readTrace } from '../cli/run-fixtures.js';
import { answer, PRICES, usage } from './ai-sdk-model.js';
import { ANSWER, expectTraceVerifies, openAdapterRun } from './helpers.js';

/** An overloaded provider: an error the SDK retries, asking for a 1 ms wait. */
const overloaded = () =>
  new APICallError({
    message: 'overloaded',
    url: 'http://127.0.0.1/v1',
    requestBodyValues: {},
    statusCode: 529,
    responseHeaders: { 'retry-after-ms': '1' },
    isRetryable: true,
  });

/** A model whose first `failures` calls throw `overloaded()` (every call, by default). */
function failingModel(failures = Number.POSITIVE_INFINITY) {
  let calls = 0;
  const fail = () => ++calls <= failures;
  const model = new MockLanguageModelV3({
    doGenerate: async () => {
      if (fail()) throw overloaded();
      return answer(ANSWER);
    },
    doStream: async () => {
      if (fail()) throw overloaded();
      return {
        stream: convertArrayToReadableStream([
          { type: 'stream-start' as const, warnings: [] },
          { type: 'text-start' as const, id: 't' },
          { type: 'text-delta' as const, id: 't', delta: ANSWER },
          { type: 'text-end' as const, id: 't' },
          { type: 'finish' as const, finishReason: { unified: 'stop' as const, raw: undefined }, usage },
        ]),
      };
    },
  });
  return { model, calls: () => calls };
}

describe('loopgov/ai-sdk: a model call the SDK gives up on ends the run', () => {
  it.each([
    [0, 'APICallError', 1],
    [2, 'RetryError', 3],
    [undefined, 'RetryError', 3], // the SDK's own default, 2
  ])(
    'maxRetries %s: generateText rejects (%s) after %i attempt(s) and the run is HALT fail_closed',
    async (maxRetries, error, attempts) => {
      const { run, traceDir, runId } = await openAdapterRun();
      const gov = governAiSdk(run, { prices: PRICES, ...(maxRetries === undefined ? {} : { maxRetries }) });
      const { model, calls } = failingModel();
      await expect(generateText({ model, prompt: 'go', ...gov.settings })).rejects.toMatchObject({
        name: `AI_${error}`,
      });
      expect(calls()).toBe(attempts);
      expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
      expect(gov.outcome?.detail).toContain('the model call failed');
      expect(gov.outcome?.detail).toContain('overloaded');
      // Ended by the adapter, recorded, before close(): not HALT incomplete.
      expect(readTrace(traceDir, runId).at(-1)).toMatchObject({ type: 'run_end', reason: 'fail_closed' });
      await run.close();
      await expectTraceVerifies(traceDir, runId, 0);
    },
  );

  it('streamText: a failing doStream the SDK stops retrying ends the run too', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governAiSdk(run, { prices: PRICES, maxRetries: 1 });
    const { model, calls } = failingModel();
    await streamText({ model, prompt: 'go', ...gov.settings, onError: () => undefined }).consumeStream();
    expect(calls()).toBe(2);
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(gov.outcome?.detail).toContain('attempt 2, maxRetries 1');
    await run.close();
    await expectTraceVerifies(traceDir, runId, 0);
  });

  it('a stream that fails once it has started ends the run, retryable or not (the SDK never retries it)', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governAiSdk(run, { prices: PRICES });
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: new ReadableStream({
          start(c) {
            c.enqueue({ type: 'stream-start', warnings: [] });
            c.error(overloaded());
          },
        }),
      }),
    });
    await streamText({ model, prompt: 'go', ...gov.settings, onError: () => undefined }).consumeStream();
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(gov.outcome?.detail).toContain('overloaded');
    await run.close();
    await expectTraceVerifies(traceDir, runId, 0);
  });

  it.each(['generate', 'stream'] as const)(
    'a failure the SDK retries is no step: the attempt that answers is the one step (%s)',
    async (mode) => {
      const { run, traceDir, runId } = await openAdapterRun();
      const gov = governAiSdk(run, { prices: PRICES });
      const { model, calls } = failingModel(2);
      if (mode === 'generate') await generateText({ model, prompt: 'go', ...gov.settings });
      else await streamText({ model, prompt: 'go', ...gov.settings }).consumeStream();
      expect(calls()).toBe(3);
      expect(gov.outcome).toMatchObject({ decision: 'DONE', reason: 'success', step: 1 });
      await run.close();
      await expectTraceVerifies(traceDir, runId, 1);
    },
  );

  it('gov.settings carries maxRetries, and a bad one is refused (ERR_USAGE)', async () => {
    const { run } = await openAdapterRun();
    expect(governAiSdk(run, { prices: PRICES, maxRetries: 4 }).settings.maxRetries).toBe(4);
    expect(governAiSdk(run, { prices: PRICES }).settings.maxRetries).toBe(2);
    for (const bad of [-1, 1.5, '2']) {
      expect(() => governAiSdk(run, { prices: PRICES, maxRetries: bad as never })).toThrow(
        expect.objectContaining({
          code: 'ERR_USAGE',
          message: expect.stringContaining('maxRetries must be'),
        }),
      );
    }
    await run.close();
  });
});
