// loopgov/langchain when the caller aborts an agent's `invoke` (its `signal`) while a model call is in
// flight: the call rejects inside gov.middleware's wrapModelCall, so the run ends there (HALT
// fail_closed, recorded) and the next invoke calls no model (beforeModel ends it) — the aborted call's unknown tokens cannot
// be followed by more spending uncounted. Offline: a model middleware after gov.middleware stands for
// the provider's request, waiting on the signal as a fetch does.
import { createAgent, createMiddleware } from 'langchain';
import { fakeModel } from '@langchain/core/testing';
import { describe, expect, it } from 'vitest';
import { governLangChain } from '../../src/adapters/langchain.js';
import { readTrace } from '../cli/run-fixtures.js';
import { config, PRICES, says, searchTool } from './langchain-model.js';
import { ANSWER, openAdapterRun } from './helpers.js';

describe('loopgov/langchain: a model call the caller aborts', () => {
  it('ends the run HALT fail_closed; the next invoke calls no model', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const gov = governLangChain(run, { prices: PRICES });
    const ctrl = new AbortController();
    let requests = 0;
    const provider = createMiddleware({
      name: 'slow-provider',
      wrapModelCall: async (request, handler) => {
        if (++requests > 1) return handler(request);
        await new Promise((_, reject) =>
          ctrl.signal.addEventListener('abort', () => reject(ctrl.signal.reason)),
        );
        return handler(request);
      },
    });
    const model = fakeModel().respond(says(ANSWER)).respond(says(ANSWER));
    const agent = createAgent({ model, tools: [searchTool().t], middleware: [gov.middleware, provider] });
    setTimeout(() => ctrl.abort(new Error('timed out')), 30);
    const first = await agent
      .invoke({ messages: [{ role: 'user', content: 'go' }] }, { ...config(), signal: ctrl.signal })
      .then(
        (r) => `resolved ${r.messages.length}`,
        (e: unknown) => `rejected ${(e as Error).message}`,
      );
    expect(first).toBe('rejected timed out');
    expect(gov.outcome).toMatchObject({ decision: 'HALT', reason: 'fail_closed' });
    expect(gov.outcome?.detail).toContain('the model call failed');
    // The loop goes on: the next invoke ends at beforeModel, no model call made.
    const again = await agent.invoke({ messages: [{ role: 'user', content: 'go' }] }, config());
    expect(again.messages.map((m) => m.text)).toEqual(['go']);
    expect(requests).toBe(1);
    expect(readTrace(traceDir, runId).filter((r) => r.type === 'iteration')).toHaveLength(0);
    await run.close();
  });
});
