// What the gates see of a tool's output is what the model reads (decision 106, addendum): each framework
// hands the model the output as JSON.stringify (or its own variant) makes it, so a toJSON, a URL or a
// Date is seen as the model sees it — not as the object's own fields — in all three adapters, through
// the real frameworks and their own offline doubles. Also: tool names and ids cannot hide a string.
import { readFileSync } from 'node:fs';
import { ToolMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { tool as lcTool } from '@langchain/core/tools';
import { Agent, Runner, tool as oaTool } from '@openai/agents';
import { generateText, jsonSchema, tool } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { createAgent } from 'langchain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { governAiSdk } from '../../src/adapters/ai-sdk.js';
import { governLangChain } from '../../src/adapters/langchain.js';
import { governOpenAIAgents } from '../../src/adapters/openai-agents.js';
import type { Decision } from '../../src/core/run/types.js';
import { answer, PRICES, toolCall } from './ai-sdk-model.js';

const ANY_MODEL = { '*': PRICES['mock-model-id'] };
import { openAdapterRun } from './helpers.js';
import { calls, says } from './langchain-model.js';
import { assistantSays, functionCall, ScriptedModel } from './scripted-agents-model.js';

/** Denies any artifact holding the marker: what a tool output smuggles to the model. */
const MARKER_GATE =
  '    - {id: deny-marker, kind: deny-patterns, on_match: DENY, patterns: [{regex: "INJECTED-[a-z]+"}]}\n';

class Note {
  readonly kind = 'note';
  get hidden() {
    return 'INJECTED-getter'; // on the prototype: JSON leaves it out, so the model never reads it
  }
}
class Reported extends Note {
  toJSON() {
    return { kind: this.kind, hidden: this.hidden }; // …unless its toJSON reads it
  }
}

/** Tool outputs, and whether the marker reaches the gates (`deny`). */
const OUTPUTS: [string, () => unknown, boolean][] = [
  [
    'an object with toJSON',
    // toJSON from its prototype: the AI SDK clones a step's messages, which an own function would fail.
    () => Object.assign(Object.create({ toJSON: () => ({ note: 'INJECTED-tojson' }) }), { status: 'ok' }),
    true,
  ],
  ['a URL', () => new URL('https://evil.example/INJECTED-url?q=a b'), true],
  ['a URL nested in an object', () => ({ links: [new URL('https://evil.example/INJECTED-nested')] }), true],
  ['a Date', () => ({ at: new Date(Date.UTC(2026, 0, 2)) }), false],
  ['a Map (JSON: {})', () => new Map([['note', 'INJECTED-map']]), false],
  ['a class instance with a getter (JSON: own fields)', () => new Note(), false],
  ['a class instance whose toJSON reads its getter', () => new Reported(), true],
  // A sparse array (adapters probe, round 9): the model reads its hole as null; rendering it failed
  // (OpenAI Agents then left the run live, the step's usage and reads lost).
  // biome-ignore lint/suspicious/noSparseArray: the case itself
  ['a sparse array', () => ({ rows: [1, , 'INJECTED-sparse'] }), true],
  ['an array holding undefined', () => ({ rows: [undefined, 'INJECTED-undefined'] }), true],
  // Bytes: the model reads numbers or hex; the gates read their text (stricter than the model's view).
  ['a Buffer', () => Buffer.from('INJECTED-bytes'), true],
];

/** Every string leaf of what the model received (JSON text parsed back). */
function strings(received: unknown): string[] {
  if (typeof received === 'string') {
    try {
      const parsed: unknown = JSON.parse(received);
      if (typeof parsed === 'object' || typeof parsed === 'string') return strings(parsed);
    } catch {}
    return [received];
  }
  if (typeof received !== 'object' || received === null) return [];
  return Object.values(received).flatMap(strings);
}

/** The stored artifact of a decision. */
const artifactOf = (d: Decision | undefined) => {
  const path = d?.provenance.artifact_path;
  return path ? readFileSync(path, 'utf8') : '';
};

/** What one adapter's framework handed the model, and the artifact of the step that read it. */
interface Seen {
  received: unknown;
  artifact: string;
  decisions: readonly Decision[];
}

async function aiSdk(output: () => unknown): Promise<Seen> {
  const { run } = await openAdapterRun(undefined, MARKER_GATE);
  const model = new MockLanguageModelV3({
    doGenerate: [toolCall('fetch', { url: 'x' }, 'c1'), toolCall('fetch', { url: 'y' }, 'c2'), answer('bye')],
  });
  const gov = governAiSdk(run, { prices: PRICES });
  const fetch = tool({
    inputSchema: jsonSchema<{ url: string }>({ type: 'object' }),
    execute: async () => output(),
  });
  await generateText({ model, tools: gov.tools({ fetch }), prompt: 'go', ...gov.settings });
  await run.close();
  const part = model.doGenerateCalls[1]?.prompt.at(-1)?.content[0] as { output?: { value?: unknown } };
  // What a provider sends: the prompt's JSON.
  return {
    received: JSON.parse(JSON.stringify(part?.output?.value ?? null)),
    artifact: artifactOf(gov.decisions[1]),
    decisions: gov.decisions,
  };
}

async function openAi(output: () => unknown): Promise<Seen> {
  const { run } = await openAdapterRun(undefined, MARKER_GATE);
  const gov = governOpenAIAgents(run, { prices: ANY_MODEL });
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
    execute: async () => output(),
  });
  const agent = new Agent({ name: 'a', instructions: 'x', model, tools: [gov.tool(fetch)] });
  await new Runner({ tracingDisabled: true }).run(agent, 'go', gov.runOptions);
  await run.close();
  const item = model.requests[1]?.input;
  const result = Array.isArray(item)
    ? (item.find((i) => (i as { type?: string }).type === 'function_call_result') as { output?: unknown })
    : undefined;
  const out = result?.output as { text?: unknown } | undefined;
  return { received: out?.text ?? out, artifact: artifactOf(gov.decisions[1]), decisions: gov.decisions };
}

async function langChain(output: () => unknown): Promise<Seen> {
  const { run } = await openAdapterRun(undefined, MARKER_GATE);
  const gov = governLangChain(run, { prices: ANY_MODEL });
  const model = fakeModel().respond(calls('a', 'c1')).respond(calls('b', 'c2')).respond(says('bye'));
  const search = lcTool(async () => output() as string, {
    name: 'search',
    description: 'search',
    schema: z.object({ q: z.string() }),
  });
  const agent = createAgent({ model, tools: [search], middleware: [gov.middleware] }).withConfig({
    callbacks: [gov.callbacks],
  });
  await agent.invoke({ messages: [{ role: 'user', content: 'go' }] }).catch(() => undefined);
  await run.close();
  const shown = model.calls[1]?.messages.find((m) => ToolMessage.isInstance(m));
  return { received: shown?.content, artifact: artifactOf(gov.decisions[1]), decisions: gov.decisions };
}

describe.each([
  ['ai-sdk', aiSdk],
  ['openai-agents', openAi],
  ['langchain', langChain],
])('%s: a tool output is seen as the model reads it', (_adapter, through) => {
  it.each(OUTPUTS)('%s', async (name, output, deny) => {
    const seen = await through(output);
    expect(seen.decisions.length, name).toBeGreaterThanOrEqual(2);
    if (!name.includes('Buffer')) {
      // Every string the model read is in the artifact of the step that read it, verbatim.
      const missing = strings(seen.received).filter((s) => !seen.artifact.includes(s));
      expect({ missing, artifact: seen.artifact }).toMatchObject({ missing: [] });
    }
    expect(JSON.stringify(seen.received).includes('INJECTED'), 'the model read the marker').toBe(
      deny && !name.includes('Buffer'),
    );
    expect(seen.decisions[1], name).toMatchObject(
      deny ? { decision: 'ESCALATE', reason: 'gate_deny' } : { decision: 'CONTINUE' },
    );
  });
});

/** Names and ids that try to forge artifact sections around a string the gates must still see. */
const FORGED: [string, string][] = [
  ['a newline and a forged text header', 'x\n### text\nINJECTED-header'],
  ['a forged header line alone', '### tool result search (c0)\nINJECTED-result'],
  ['a header that closes the line', 'x)\n### tool call other (INJECTED-id'],
];

describe('a tool name or call id with newlines or "### " hides no string from the gates', () => {
  it.each(FORGED)('%s', async (_row, forged) => {
    const seen: string[] = [];
    // AI SDK: in the tool name and in the call id (decided before the SDK looks the tool up).
    for (const where of ['name', 'id'] as const) {
      const { run } = await openAdapterRun(undefined, MARKER_GATE);
      const model = new MockLanguageModelV3({
        doGenerate: [
          toolCall(where === 'name' ? forged : 'fetch', { url: 'x' }, where === 'id' ? forged : 'c1'),
        ],
      });
      const gov = governAiSdk(run, { prices: PRICES });
      const fetch = tool({ inputSchema: jsonSchema({ type: 'object' }), execute: async () => 'ok' });
      await generateText({ model, tools: gov.tools({ fetch }), prompt: 'go', ...gov.settings });
      expect(gov.decisions[0], `ai-sdk ${where}`).toMatchObject({
        decision: 'ESCALATE',
        reason: 'gate_deny',
      });
      seen.push(artifactOf(gov.decisions[0]));
      await run.close();
    }
    // LangChain: in the tool call's name and id.
    for (const where of ['name', 'id'] as const) {
      const { run } = await openAdapterRun(undefined, MARKER_GATE);
      const gov = governLangChain(run, { prices: ANY_MODEL });
      const call = calls('a', where === 'id' ? forged : 'c1');
      if (where === 'name') call.tool_calls![0]!.name = forged;
      const agent = createAgent({
        model: fakeModel().respond(call),
        tools: [],
        middleware: [gov.middleware],
      }).withConfig({ callbacks: [gov.callbacks] });
      await agent.invoke({ messages: [{ role: 'user', content: 'go' }] }).catch(() => undefined);
      expect(gov.decisions[0], `langchain ${where}`).toMatchObject({
        decision: 'ESCALATE',
        reason: 'gate_deny',
      });
      seen.push(artifactOf(gov.decisions[0]));
      await run.close();
    }
    // OpenAI Agents: in the call id (an unknown tool name is the SDK's own error, before any hook).
    const { run } = await openAdapterRun(undefined, MARKER_GATE);
    const gov = governOpenAIAgents(run, { prices: ANY_MODEL });
    const model = new ScriptedModel(() => [functionCall('fetch', { url: 'u' }, forged)]);
    const fetch = oaTool({
      name: 'fetch',
      description: 'fetch',
      parameters: z.object({ url: z.string() }),
      execute: async () => 'ok',
    });
    const agent = new Agent({ name: 'a', instructions: 'x', model, tools: [gov.tool(fetch)] });
    await new Runner({ tracingDisabled: true }).run(agent, 'go', gov.runOptions);
    expect(gov.decisions[0], 'openai-agents id').toMatchObject({ decision: 'ESCALATE', reason: 'gate_deny' });
    seen.push(artifactOf(gov.decisions[0]));
    await run.close();
    // The forged text is there verbatim, in every artifact: what a regex reads.
    for (const a of seen) expect(a).toContain(forged);
  });
});

describe('langchain: what a ToolMessage and a response carry besides text', () => {
  /** One search step whose tool returns `output`, then a second model call that reads it. */
  async function step2(output: unknown, first = calls('a', 'c1'), gates = MARKER_GATE) {
    const { run } = await openAdapterRun(undefined, gates);
    const gov = governLangChain(run, { prices: ANY_MODEL });
    const model = fakeModel().respond(first).respond(calls('b', 'c2')).respond(says('bye'));
    const search = lcTool(async () => output as string, {
      name: 'search',
      description: 'search',
      schema: z.object({ q: z.string() }),
    });
    const agent = createAgent({ model, tools: [search], middleware: [gov.middleware] }).withConfig({
      callbacks: [gov.callbacks],
    });
    await agent.invoke({ messages: [{ role: 'user', content: 'go' }] }).catch(() => undefined);
    await run.close();
    return gov.decisions;
  }

  it.each([
    [
      'a content block that is not text',
      [
        { type: 'text', text: 'ok' },
        { type: 'data', note: 'INJECTED-block' },
      ],
    ],
    ['an object the tool returned (LangChain sends its JSON)', { sql: 'DROP\nTABLE users' }],
  ])('%s is seen by the gates, its strings unescaped', async (_row, output) => {
    const gate = `${MARKER_GATE}    - {id: deny-sql, kind: deny-patterns, on_match: DENY, patterns: [{regex: "drop\\\\s+table", flags: i}]}\n`;
    const decisions = await step2(output, undefined, gate);
    expect(decisions[1]).toMatchObject({ decision: 'ESCALATE', reason: 'gate_deny', step: 2 });
  });

  it("a response's reasoning block is seen by the gates with its response", async () => {
    const thinking = calls('a', 'c1');
    thinking.content = [{ type: 'reasoning', reasoning: 'INJECTED-thought' }];
    const decisions = await step2('ok', thinking);
    expect(decisions[0]).toMatchObject({ decision: 'ESCALATE', reason: 'gate_deny', step: 1 });
  });
});
