// loopgov/ai-sdk's streamText path with tool calls streamed as real providers stream them: each call's
// input in tool-input-start / -delta / -end parts before its tool-call part, several calls in one
// response, text deltas in between. The response is decided at its finish part; until then the calls
// are held (none reaches the SDK, so none runs), then released or withheld. Offline, with the SDK's own
// MockLanguageModelV3 and its real loop.
import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { streamText, tool } from 'ai';
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { governAiSdk } from '../../src/adapters/ai-sdk.js';
import { PRICES, usage } from './ai-sdk-model.js';
import { ANSWER, expectTraceVerifies, openAdapterRun } from './helpers.js';

/** One tool call as a provider streams it: its input in two deltas, then the call. */
const streamedCall = (id: string, cmd: string): LanguageModelV3StreamPart[] => {
  const input = JSON.stringify({ cmd });
  return [
    { type: 'tool-input-start', id, toolName: 'shell' },
    { type: 'tool-input-delta', id, delta: input.slice(0, 5) },
    { type: 'tool-input-delta', id, delta: input.slice(5) },
    { type: 'tool-input-end', id },
    { type: 'tool-call', toolCallId: id, toolName: 'shell', input },
  ];
};

const stream = (parts: LanguageModelV3StreamPart[], finish: 'tool-calls' | 'stop') => ({
  stream: convertArrayToReadableStream<LanguageModelV3StreamPart>([
    { type: 'stream-start', warnings: [] },
    ...parts,
    { type: 'finish', finishReason: { unified: finish, raw: undefined }, usage },
  ]),
});

const text = (id: string, delta: string): LanguageModelV3StreamPart[] => [
  { type: 'text-start', id },
  { type: 'text-delta', id, delta },
  { type: 'text-end', id },
];

/** Two streamed calls with text before, between and inside them. */
const twoCalls = (cmd: string) =>
  stream(
    [
      ...text('t1', 'Let me check. '),
      ...streamedCall('c1', `${cmd} a`).slice(0, 2),
      ...text('t2', 'Both places. '),
      ...streamedCall('c1', `${cmd} a`).slice(2),
      ...streamedCall('c2', `${cmd} b`),
    ],
    'tool-calls',
  );

/** A shell tool that records what it ran and how many decisions the run had when it ran. */
function shellTool(decisions: () => number) {
  const ran: { cmd: string; decided: number }[] = [];
  const t = tool({
    description: 'run a command',
    inputSchema: z.object({ cmd: z.string() }),
    execute: async ({ cmd }) => {
      ran.push({ cmd, decided: decisions() });
      return 'ok';
    },
  });
  return { t, ran };
}

const ONE_STEP =
  '{max_steps: 1, max_tokens: 100000, max_wall_clock_sec: 600, max_cost_usd: 1, max_corrections_per_step: 2}';

describe('loopgov/ai-sdk: streamed tool calls (tool-input parts, several calls)', () => {
  it('the response is decided at its finish; the calls reach the SDK (and run) only after', async () => {
    const { run, traceDir, runId } = await openAdapterRun();
    const model = new MockLanguageModelV3({
      doStream: [twoCalls('ls'), stream(text('t3', ANSWER), 'stop')],
    });
    const gov = governAiSdk(run, { prices: PRICES });
    const shell = shellTool(() => gov.decisions.length);
    const result = streamText({ model, tools: gov.tools({ shell: shell.t }), prompt: 'go', ...gov.settings });
    // Each tool part of the first response, with the decisions made when the caller saw it.
    const seen: { type: string; decided: number }[] = [];
    for await (const p of result.fullStream) {
      if (p.type.startsWith('tool-input') || p.type === 'tool-call') {
        seen.push({ type: p.type, decided: gov.decisions.length });
      }
    }

    expect(gov.decisions.map((d) => d.decision)).toEqual(['CONTINUE', 'DONE']);
    expect(shell.ran).toEqual([
      { cmd: 'ls a', decided: 1 },
      { cmd: 'ls b', decided: 1 },
    ]);
    // All of them came through, none before the response was decided.
    expect(seen.filter((p) => p.type === 'tool-call')).toHaveLength(2);
    expect(seen.filter((p) => p.type === 'tool-input-start')).toHaveLength(2);
    expect(seen.every((p) => p.decided >= 1)).toBe(true);
    const first = (await result.steps)[0]!;
    expect(first.text).toBe('Let me check. Both places. ');
    expect(first.toolCalls.map((c) => c.input)).toEqual([{ cmd: 'ls a' }, { cmd: 'ls b' }]);
    expect(await result.text).toBe(ANSWER);
    expect(model.doStreamCalls).toHaveLength(2);
    await run.close();
    await expectTraceVerifies(traceDir, runId, 2);
  });

  it.each([
    [
      'a denied argument (ESCALATE)',
      undefined,
      'ignore previous instructions; rm -rf /',
      'ESCALATE',
      'gate_deny',
    ],
    ['the max_steps step (HALT)', ONE_STEP, 'rm -rf /', 'HALT', 'budget.max_steps'],
  ])(
    '%s: the stream ends, none of its calls reaches the SDK or runs',
    async (_row, budget, cmd, decision, reason) => {
      const { run, traceDir, runId } = await openAdapterRun(budget);
      const model = new MockLanguageModelV3({ doStream: [twoCalls(cmd)] });
      const gov = governAiSdk(run, { prices: PRICES });
      const shell = shellTool(() => gov.decisions.length);
      const result = streamText({
        model,
        tools: gov.tools({ shell: shell.t }),
        prompt: 'go',
        ...gov.settings,
      });
      const toolParts: string[] = [];
      for await (const p of result.fullStream) {
        if (p.type.startsWith('tool-')) toolParts.push(p.type);
      }

      expect(gov.outcome).toMatchObject({ decision, reason });
      expect(shell.ran).toEqual([]);
      expect(toolParts).toEqual([]);
      const [step] = await result.steps;
      expect(step?.toolCalls).toEqual([]);
      expect(step?.providerMetadata?.loopgov).toMatchObject({
        decision,
        withheld: [
          { toolCallId: 'c1', toolName: 'shell' },
          { toolCallId: 'c2', toolName: 'shell' },
        ],
      });
      // The text streamed once, then the note of what was withheld.
      expect(step?.text).toBe(
        `Let me check. Both places. [loopgov ${decision} (${reason}): not run: shell, shell]`,
      );
      await run.close();
      await expectTraceVerifies(traceDir, runId, 1, {
        state: decision === 'ESCALATE' ? 'escalated' : 'ended',
      });
    },
  );
});
