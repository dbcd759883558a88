/**
 * LangChain's messages as the LangChain adapter decides them: the response a model call returned (its
 * AIMessage, or the one beside a structured response), the tool results and errors it read, and the step
 * facts they make (tokens from `usage_metadata`, the calls as the action, everything read as the
 * artifact).
 */
import { randomUUID } from 'node:crypto';
import { AIMessage, type BaseMessage, HumanMessage, ToolMessage } from '@langchain/core/messages';
import { type ArtifactPart, renderValue } from './artifact.js';
import type { Governor, StepFacts } from './governor.js';
import type { OtherCall } from './langchain-calls.js';
import { priceKey } from './prices.js';

/** What a model call returned, as afterModel decides it (a structured output is its answer). */
export interface Response {
  read: ArtifactPart[];
  structured?: { value: unknown } | undefined;
}

/**
 * The model's own message in what the model call's handler returned: the AIMessage itself, or — with a
 * `responseFormat` — the AIMessage that carries the usage among the messages beside the
 * `structuredResponse` (the agent adds a ToolMessage and a usage-less "Returning structured response"
 * after it), with that structured response. A Command (a structured output that failed to parse goes
 * back to the model) carries no response to decide.
 */
export function returnedResponse(r: unknown): { ai: AIMessage; structured?: { value: unknown } } | null {
  if (AIMessage.isInstance(r)) return { ai: r };
  if (typeof r !== 'object' || r === null || !('structuredResponse' in r) || !('messages' in r)) return null;
  const messages = Array.isArray(r.messages) ? (r.messages as unknown[]) : [];
  const ais = messages.filter((m): m is AIMessage => AIMessage.isInstance(m));
  const ai = ais.find((m) => m.usage_metadata !== undefined) ?? ais[0];
  return ai ? { ai, structured: { value: r.structuredResponse } } : null;
}

/**
 * The step of one model response. Two objects, each for what it is the record of: `returned`, the very
 * message the model call returned, for what the call spent (its usage and the model it names); `ai`,
 * the response as the thread holds it when the step is decided, for what the agent acts on (its text,
 * tool calls and other blocks) — an `afterModel` of another middleware may have replaced it with a copy
 * under the same id (`piiMiddleware` redacting the output keeps neither usage nor metadata), and a
 * person may have edited its calls. They are one object unless something replaced it. `model`: the
 * model the call's LangChain run named (`ls_model_name`) and the adapter's `model` option, for the
 * price key when the response names none (the same order as `gov.callbacks`' calls, decision 127).
 */
export function stepFacts(
  ai: AIMessage,
  returned: AIMessage,
  read: ArtifactPart[],
  structured: { value: unknown } | undefined,
  model: { run: string | undefined; option: string | undefined },
  gov: Governor,
  others: readonly OtherCall[],
): StepFacts {
  // A structured response is the answer (a done-claim), whatever tool call carried it.
  const toolCalls = structured ? [] : (ai.tool_calls ?? []);
  const calls = toolCalls.map((c) => ({ tool: c.name, input: c.args }));
  const names = calls.map((c) => c.tool);
  const text = structured ? renderValue(structured.value) : ai.text;
  return {
    action: names.length ? `call ${names.join(', ')}` : 'respond',
    tool: names.join(',') || 'model',
    inputs: calls.length ? calls : structured ? { structured: structured.value ?? null } : { text },
    model: priceKey(returned, model.run, model.option),
    inputTokens: returned.usage_metadata?.input_tokens,
    outputTokens: returned.usage_metadata?.output_tokens,
    usageFields: { input: 'usage_metadata.input_tokens', output: 'usage_metadata.output_tokens' },
    artifact: gov.artifactOf({
      read: [...others.map((c) => c.read), ...read, ...otherBlocks(ai)],
      text,
      calls: toolCalls.map((c) => ({ kind: 'tool call', tool: c.name, id: c.id, input: c.args })),
      claimsDone: calls.length === 0,
    }),
    claimsDone: calls.length === 0,
    otherCalls: others,
  };
}

/**
 * What a model call read that no step has judged: every message after the last response (AIMessage) in
 * its messages — the tool results and errors (an error status is a tool error), and any message a
 * middleware added after them (`### message <type>`) — except loopgov's own correction hints. With no
 * response among them (a thread's first call), the ToolMessages that end them: the caller's own input
 * is the task, not something read.
 */
export function observations(messages: BaseMessage[], ownHint: (m: BaseMessage) => boolean): ArtifactPart[] {
  let start = messages.length;
  while (start > 0 && !AIMessage.isInstance(messages[start - 1])) start--;
  if (start === 0) {
    start = messages.length;
    const trailing = (m: BaseMessage | undefined) => m && (ToolMessage.isInstance(m) || ownHint(m));
    while (start > 0 && trailing(messages[start - 1])) start--;
  }
  const out: ArtifactPart[] = [];
  for (const m of messages.slice(start)) {
    if (ownHint(m)) continue;
    const value = readContent(m.content);
    if (!ToolMessage.isInstance(m)) {
      out.push({ kind: 'item', label: `message ${m.getType()}`, value });
      continue;
    }
    const tool = m.name ?? 'tool';
    out.push(
      m.status === 'error'
        ? { kind: 'tool error', tool, id: m.tool_call_id, error: value }
        : { kind: 'tool result', tool, id: m.tool_call_id, output: value },
    );
  }
  return out;
}

/**
 * A ToolMessage's content as the model reads it: every block (`m.text` keeps the text blocks only), and
 * an object or array the tool returned — which LangChain hands over as `JSON.stringify` of it — as its
 * value, so its strings are seen verbatim rather than JSON-escaped (a newline as `\n`).
 */
export function readContent(content: ToolMessage['content']): unknown {
  if (typeof content !== 'string') return content;
  const t = content.trimStart();
  if (!t.startsWith('{') && !t.startsWith('[')) return content;
  try {
    return JSON.parse(content);
  } catch {
    return content;
  }
}

/**
 * The response's content blocks besides its text and tool calls (reasoning, images, a provider's own
 * kinds): they go back to the model with the next call, so the gates see them too.
 */
function otherBlocks(ai: AIMessage): ArtifactPart[] {
  if (typeof ai.content === 'string') return [];
  const out: ArtifactPart[] = [];
  for (const block of ai.content) {
    const type = typeof block === 'object' && block !== null ? (block as { type?: unknown }).type : undefined;
    if (type === 'text' || type === 'tool_use' || type === 'tool_call' || type === 'input_json_delta')
      continue;
    out.push({ kind: 'item', label: typeof type === 'string' ? type : 'content', value: block });
  }
  return out;
}

/**
 * The loop (thread) a response belongs to, which a CORRECT's hint on it is kept for: its id, as the
 * thread holds it. The next model call of that thread finds it as its last response (`loopOfCall`), so
 * invocations sharing a governor never take or clear each other's hint.
 */
export function loopOf(ai: BaseMessage | undefined): string {
  return ai?.id ?? '';
}

/** The loop of a model call about to be made: its thread's last response. */
export function loopOfCall(messages: BaseMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (AIMessage.isInstance(messages[i])) return loopOf(messages[i]);
  }
  return '';
}

/** LangGraph's interrupt travels as an error; it is the graph pausing, not failing. */
export function isGraphInterrupt(e: unknown): boolean {
  const name = (e as { name?: unknown } | null)?.name;
  return name === 'GraphInterrupt' || name === 'NodeInterrupt';
}

/**
 * The correction hints loopgov adds to a thread: not something a model call read. Known by id (which a
 * checkpoint keeps) and text, so a copy of the thread is recognised too.
 */
export class Hints {
  private readonly texts = new Map<string, string>();

  message(text: string): HumanMessage {
    const id = `loopgov-hint-${randomUUID()}`;
    this.texts.set(id, text);
    return new HumanMessage({ content: text, id });
  }

  own(m: BaseMessage): boolean {
    return m.id !== undefined && this.texts.get(m.id) === m.text;
  }
}

/**
 * What the adapter keeps per model response, found in a thread by the very object the model call
 * returned, or by its id once a checkpoint has given the thread back as copies (a human-in-the-loop
 * pause, a middleware that replaced it under its id). Never "the last message": the thread's reducer
 * merges messages that share an id, so a provider that reuses ids would leave an earlier message last.
 */
export class ByResponse<V> {
  private readonly kept = new Map<AIMessage, V>();

  set(returned: AIMessage, value: V): void {
    this.kept.set(returned, value);
  }

  /** The last of `messages` something is kept for: the message as the thread holds it, its key, its value. */
  lastIn(messages: BaseMessage[]): { m: AIMessage; key: AIMessage; value: V } | null {
    for (let i = messages.length - 1; i >= 0; i--) {
      const found = this.of(messages[i]);
      if (found) return found;
    }
    return null;
  }

  /** What is kept for `m`, if anything (`m` itself or a copy with its id). */
  of(m: BaseMessage | undefined): { m: AIMessage; key: AIMessage; value: V } | null {
    if (!m || !AIMessage.isInstance(m)) return null;
    const key = this.kept.has(m) ? m : [...this.kept.keys()].find((k) => m.id !== undefined && k.id === m.id);
    return key ? { m, key, value: this.kept.get(key) as V } : null;
  }

  delete(key: AIMessage): void {
    this.kept.delete(key);
  }
}
