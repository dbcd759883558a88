/**
 * The AI SDK adapter's pure half (decision 106): one model response as a step — what it read (the tool
 * outputs its prompt ends with), said and asked for — and the response with its tool calls withheld.
 */
import type { LanguageModel, ModelMessage } from 'ai';
import type { Decision } from '../core/run/types.js';
import { approvedCalls } from './ai-sdk-calls.js';
import type { ArtifactPart } from './artifact.js';
import { notJudgedNote } from './governed-stop.js';
import type { Governor, StepFacts } from './governor.js';

// The SDK's model interface (v3) as `ai` exposes it, so that no other package's types are needed.
export type LanguageModelV3 = Extract<LanguageModel, { specificationVersion: 'v3' }>;
export type LanguageModelV3CallOptions = Parameters<LanguageModelV3['doGenerate']>[0];
export type LanguageModelV3GenerateResult = Awaited<ReturnType<LanguageModelV3['doGenerate']>>;
export type LanguageModelV3StreamResult = Awaited<ReturnType<LanguageModelV3['doStream']>>;
export type LanguageModelV3StreamPart =
  LanguageModelV3StreamResult['stream'] extends ReadableStream<infer P> ? P : never;
export type LanguageModelV3Content = LanguageModelV3GenerateResult['content'][number];
export type LanguageModelV3Prompt = LanguageModelV3CallOptions['prompt'];
type LanguageModelV3Usage = LanguageModelV3GenerateResult['usage'];

/** One model response as the adapter decides it, before the SDK runs its tools. */
export interface AiSdkStep {
  /** The model as the SDK names it (the price-table key). */
  model: { provider: string; modelId: string };
  /** The response's text (all its text parts). */
  text: string;
  /** The tool calls the model asked for (`input` parsed from its JSON). */
  toolCalls: { toolCallId: string; toolName: string; input: unknown }[];
  /**
   * The tool outputs (results and errors) that entered this model call: what the model just read — the
   * tool messages after the prompt's last assistant message, and the results of provider-executed tools
   * inside that message which no response decided before (a caller's own history).
   */
  toolOutputs: { toolCallId: string; toolName: string; output: unknown; isError: boolean }[];
  /**
   * The response's content as the model returned it: its text, reasoning, files, sources, tool calls
   * and the results of tools the provider ran itself (`providerExecuted`).
   */
  content: readonly LanguageModelV3Content[];
  usage: { inputTokens: number | undefined; outputTokens: number | undefined };
  finishReason: string;
}

/** The options that say how a step is read (`AiSdkOptions`). */
interface StepReading {
  claimsDone?: ((step: AiSdkStep) => boolean) | undefined;
  artifact?: ((step: AiSdkStep) => string | null) | undefined;
}

/** The parts of a model response the adapter decides on and may rewrite. */
export interface ModelResponse {
  content: LanguageModelV3Content[];
  usage: LanguageModelV3Usage;
  finishReason: LanguageModelV3GenerateResult['finishReason'];
  providerMetadata?: LanguageModelV3GenerateResult['providerMetadata'];
}

/**
 * The response with its tool calls taken out (so the SDK runs none) and a note in their place, which
 * the caller's messages then carry; `providerMetadata.loopgov` says what was withheld and why.
 * `taken: false` — its step was not taken (another call on the governor ended the run first, decision
 * 133): no step judged any of it, so all of it is withheld, its text (an answer) too, and the note names
 * the run's decision, another step's.
 */
export function withhold(res: ModelResponse, d: Decision, taken = true): ModelResponse {
  // A call the provider ran itself has run already (its result is in the response): it stays, with it.
  const withheld = (c: LanguageModelV3Content) => c.type === 'tool-call' && !c.providerExecuted;
  const calls = res.content.filter(withheld) as Extract<LanguageModelV3Content, { type: 'tool-call' }>[];
  if (calls.length === 0 && taken) return res;
  const notRun = calls.length ? `not run: ${calls.map((c) => c.toolName).join(', ')}` : '';
  const note = taken
    ? `[loopgov ${d.decision} (${d.reason}): ${notRun}]`
    : notJudgedNote(d, 'this response', notRun);
  return {
    ...res,
    content: [...(taken ? res.content.filter((c) => !withheld(c)) : []), { type: 'text', text: note }],
    finishReason: { unified: 'other', raw: `loopgov ${d.decision}` },
    providerMetadata: {
      ...res.providerMetadata,
      loopgov: {
        decision: d.decision,
        reason: d.reason,
        step: d.step,
        withheld: calls.map((c) => ({ toolCallId: c.toolCallId, toolName: c.toolName })),
        ...(taken ? {} : { notTaken: true }),
      },
    },
  };
}

export function emitText(c: ReadableStreamDefaultController<LanguageModelV3StreamPart>, text: string) {
  const id = 'loopgov-withheld';
  c.enqueue({ type: 'text-start', id });
  c.enqueue({ type: 'text-delta', id, delta: text });
  c.enqueue({ type: 'text-end', id });
}

/**
 * What the adapter knows of one model call: its response, and the tool outputs its prompt ends with.
 * `decided`: the ids of provider-executed results already rendered with the response that returned them
 * (the next prompt carries them back inside that assistant message; they are not read twice).
 */
export function aiSdkStep(
  model: LanguageModelV3,
  prompt: LanguageModelV3Prompt,
  res: ModelResponse,
  decided: ReadonlySet<string> = new Set(),
): AiSdkStep {
  const text = res.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
  const toolCalls = res.content
    .filter((c) => c.type === 'tool-call')
    .map((c) => ({ toolCallId: c.toolCallId, toolName: c.toolName, input: parseInput(c.input) }));
  return {
    model: { provider: model.provider, modelId: model.modelId },
    text,
    toolCalls,
    toolOutputs: promptToolOutputs(prompt, decided),
    content: res.content,
    usage: { inputTokens: res.usage?.inputTokens?.total, outputTokens: res.usage?.outputTokens?.total },
    finishReason: res.finishReason?.unified ?? 'unknown',
  };
}

/**
 * The loop (conversation) a model call belongs to, which a CORRECT's hint is kept for: the text of the
 * user messages that open it, before its first assistant message. The same for the SDK's messages
 * (`prepareStep`) and the model's prompt, and for every later call that goes on from that history, so
 * concurrent `generateText` calls on one governor never take or clear each other's hint. Loops that open
 * with the same text are one loop to it.
 */
export function loopOf(messages: readonly { role: string; content: unknown }[]): string {
  const opening: string[] = [];
  for (const m of messages) {
    if (m.role === 'assistant') break;
    if (m.role !== 'user') continue;
    const parts = typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : m.content;
    const texts = Array.isArray(parts) ? (parts as { type?: unknown; text?: unknown }[]) : [];
    opening.push(texts.map((p) => (p.type === 'text' && typeof p.text === 'string' ? p.text : '')).join(''));
  }
  return JSON.stringify(opening);
}

/** The SDK parses a tool call's input as JSON (empty means `{}`); so does the step's `inputs_ref`. */
function parseInput(input: string): unknown {
  if (input.trim() === '') return {};
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
}

/**
 * The tool results and errors after the prompt's last assistant message, and the provider-executed
 * results inside it that no response of this run returned: what this call reads.
 */
function promptToolOutputs(
  prompt: LanguageModelV3Prompt,
  decided: ReadonlySet<string>,
): AiSdkStep['toolOutputs'] {
  const out: AiSdkStep['toolOutputs'] = [];
  for (let i = prompt.length - 1; i >= 0; i--) {
    const m = prompt[i]!;
    if (m.role !== 'tool' && m.role !== 'assistant') continue;
    const parts: AiSdkStep['toolOutputs'] = [];
    for (const p of m.content) {
      if (p.type !== 'tool-result' || (m.role === 'assistant' && decided.has(p.toolCallId))) continue;
      const o = p.output as { type: string; value?: unknown; reason?: unknown };
      const isError = o.type === 'error-text' || o.type === 'error-json';
      const output = o.type === 'execution-denied' ? `execution denied: ${o.reason ?? ''}` : o.value;
      parts.push({ toolCallId: p.toolCallId, toolName: p.toolName, output, isError });
    }
    out.unshift(...parts);
    if (m.role === 'assistant') break;
  }
  return out;
}

export function stepFacts(step: AiSdkStep, opts: StepReading, gov: Governor): StepFacts {
  const calls = step.toolCalls.map((c) => ({ tool: c.toolName, input: c.input }));
  const names = calls.map((c) => c.tool);
  const claimsDone = opts.claimsDone ? opts.claimsDone(step) : calls.length === 0;
  return {
    action: names.length ? `call ${names.join(', ')}` : 'respond',
    tool: names.join(',') || 'model',
    inputs: calls.length ? calls : { text: step.text },
    model: step.model.modelId,
    inputTokens: step.usage.inputTokens,
    outputTokens: step.usage.outputTokens,
    usageFields: { input: 'usage.inputTokens.total', output: 'usage.outputTokens.total' },
    artifact: opts.artifact ? opts.artifact(step) : gov.artifactOf({ ...artifactParts(step), claimsDone }),
    claimsDone,
  };
}

/**
 * What the model read (the tool outputs entering its call), said and asked for. The response's other
 * parts — reasoning (sent back to the model with the next call), files, sources, and what the provider's
 * own tools returned — follow what it read: a done-claim is still judged on its text alone, and they
 * are carried into the next step with the rest of what it read.
 */
function artifactParts(step: AiSdkStep) {
  const read = step.toolOutputs.map(
    (o): ArtifactPart =>
      o.isError
        ? { kind: 'tool error', tool: o.toolName, id: o.toolCallId, error: o.output }
        : { kind: 'tool result', tool: o.toolName, id: o.toolCallId, output: o.output },
  );
  for (const c of step.content) {
    if (c.type === 'tool-result') {
      read.push(
        c.isError
          ? { kind: 'tool error', tool: c.toolName, id: c.toolCallId, error: c.result }
          : { kind: 'tool result', tool: c.toolName, id: c.toolCallId, output: c.result },
      );
    } else if (c.type === 'reasoning') {
      if (c.text !== '') read.push({ kind: 'item', label: 'reasoning', value: c.text });
    } else if (c.type === 'file') {
      read.push({ kind: 'item', label: `file ${c.mediaType}`, value: c.data });
    } else if (c.type === 'source') {
      const { type: _type, providerMetadata: _meta, ...source } = c;
      read.push({ kind: 'item', label: `source ${c.sourceType}`, value: source });
    }
  }
  return {
    read,
    text: step.text,
    calls: step.toolCalls.map(
      (c): ArtifactPart => ({ kind: 'tool call', tool: c.toolName, id: c.toolCallId, input: c.input }),
    ),
  };
}

/** The tool calls the SDK ran from approvals at the start of this call (before any hook could refuse). */
export function approvedCallsRun(messages: ModelMessage[]): string[] {
  const last = messages.at(-1);
  if (last?.role !== 'tool' || messages.at(-2)?.role !== 'tool') return [];
  const approved = approvedCalls(messages);
  return last.content
    .filter((p) => p.type === 'tool-result' && approved.has(p.toolCallId))
    .map((p) => (p.type === 'tool-result' ? `${p.toolName} (${p.toolCallId})` : ''));
}
