// Adapters probe, round 9: a step the OpenAI Agents adapter could not build (a tool output it could not
// render) threw past the step whose usage and reads it had already taken: the SDK rejected "Failed to run
// function tools", the run stayed live with nothing recorded, and a second run on the governor went on.
// Now the step's facts are built inside the governor's take: the run ends HALT (fail_closed), recorded.
import { Agent, Runner, tool as oaTool } from '@openai/agents';
import { describe, expect, it } from 'vitest';
import { governOpenAIAgents } from '../../src/adapters/openai-agents.js';
import { expectTraceVerifies, openAdapterRun } from './helpers.js';
import { assistantSays, functionCall, ScriptedModel } from './scripted-agents-model.js';

describe('openai-agents: a step the adapter cannot build', () => {
  it('ends the run HALT (fail_closed), recorded; the next run on the governor is refused', async () => {
    const { run, traceDir, runId } = await openAdapterRun(undefined, '');
    const gov = governOpenAIAgents(run, { prices: { '*': { inputPerMTok: 1, outputPerMTok: 1 } } });
    const model = new ScriptedModel((n) =>
      n <= 2 ? [functionCall('fetch', { url: `u${n}` }, `c${n}`)] : [assistantSays('bye')],
    );
    const fetch = oaTool({
      name: 'fetch',
      description: 'fetch',
      parameters: {
        type: 'object',
        properties: { url: { type: 'string' } },
        required: ['url'],
        additionalProperties: false,
      },
      strict: true,
      // Readable to nobody: its getter throws when the artifact is rendered.
      execute: async () => ({
        ok: 1,
        get boom(): string {
          throw new Error('boom getter');
        },
      }),
    });
    const agent = new Agent({ name: 'a', instructions: 'x', model, tools: [gov.tool(fetch)] });
    const runner = new Runner({ tracingDisabled: true });
    await expect(runner.run(agent, 'go', gov.runOptions)).rejects.toThrow(
      /HALT \(fail_closed\).*boom getter/,
    );
    expect(gov.outcome).toMatchObject({
      decision: 'HALT',
      reason: 'fail_closed',
      detail: expect.stringMatching(/boom getter/),
    });
    const requests = model.requests.length;
    await expect(runner.run(agent, 'again', gov.runOptions)).rejects.toThrow();
    expect(model.requests.length).toBe(requests);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 1);
  });
});
