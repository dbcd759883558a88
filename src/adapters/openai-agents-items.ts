/**
 * The input items an OpenAI Agents model call reads, as the gates must see them (decision 120): every
 * item a model call reads for the first time is in some step's artifact before that call runs — the
 * calls and outputs of ungoverned and hosted tools, a handoff — except what a step has already seen or
 * will: a governed call (decided at its own step), a governed tool's output and the model's own words
 * (its text, its reasoning: the next step's, decision 126), a final output judged at `finish`, and the
 * caller's own input.
 * Items are known by their content: the SDK hands the filter fresh copies, a nested run (`gov.asTool`)
 * has an input of its own, and a run may go on from its history or a restored state.
 */
import type { AgentInputItem } from '@openai/agents';
import { canonicalJson, sha256Hex } from '../core/trace/chain.js';
import { toWellFormedDeep } from '../core/unicode.js';
import { type ArtifactPart, renderValue } from './artifact.js';

export class ReadItems {
  /** Every item already sorted (seen, to be seen, or the caller's), by `itemKey`. */
  private readonly sorted = new Set<string>();
  /** The governed calls decided at a step, by call id and tool name. */
  private readonly decided = new Set<string>();
  /** The governed calls whose output a step reads (the next one), by call id and tool name. */
  private readonly observed = new Set<string>();
  /** The final outputs judged at `finish` (a done-claim's text). */
  private readonly answers = new Set<string>();

  /** A governed call was decided at a step (its arguments are in that step's artifact). */
  decidedCall(id: string | undefined, tool: string): void {
    this.decided.add(callKey(id, tool));
  }

  /** A governed call's output was gathered for the next step (as an observation). */
  observedOutput(id: string | undefined, tool: string): void {
    this.observed.add(callKey(id, tool));
  }

  /** A final output was judged at `finish`: its message, read again from the history, is not new. */
  answered(text: string): void {
    this.answers.add(text);
  }

  /** The items of a model call's input that no step has seen and none will, in order, each returned once. */
  unseen(items: readonly AgentInputItem[]): AgentInputItem[] {
    const out: AgentInputItem[] = [];
    for (const item of items) {
      const key = itemKey(item);
      if (this.sorted.has(key)) continue;
      this.sorted.add(key);
      if (!this.seenElsewhere(item)) out.push(item);
    }
    return out;
  }

  /**
   * A state restored in a new process: its history before the last model response was read by model
   * calls of the process that escalated, and seen there; that response's governed calls were decided
   * there. The response itself (the SDK adds it to the history as the run goes on) and what comes after
   * it are read at the next model call. A state without its last response (`lastOutputs` null) is read
   * anew, whole.
   */
  restored(
    history: readonly AgentInputItem[],
    lastOutputs: readonly unknown[] | null,
    governed: (tool: string) => boolean,
  ): void {
    if (lastOutputs === null) return;
    let before = history.length;
    if (lastOutputs.length > 0) {
      const first = itemKey(lastOutputs[0] as AgentInputItem);
      const at = history.map(itemKey).lastIndexOf(first);
      if (at >= 0) before = at;
    }
    for (const item of history.slice(0, before)) this.sorted.add(itemKey(item));
    for (const o of lastOutputs) {
      const call = o as { type?: unknown; callId?: unknown; name?: unknown };
      if (call.type === 'function_call' && typeof call.name === 'string' && governed(call.name)) {
        this.decided.add(callKey(typeof call.callId === 'string' ? call.callId : undefined, call.name));
      }
    }
  }

  private seenElsewhere(item: AgentInputItem): boolean {
    const i = item as { type?: unknown; role?: unknown; callId?: unknown; name?: unknown };
    if (i.type === undefined || i.type === 'message') {
      if (i.role === 'user' || i.role === 'system' || i.role === 'developer') return true; // the caller's
      const text = messageText(item);
      return i.role === 'assistant' && text !== null && this.answers.has(text);
    }
    const key = callKey(typeof i.callId === 'string' ? i.callId : undefined, String(i.name));
    if (i.type === 'function_call') return this.decided.has(key);
    if (i.type === 'function_call_result') return this.observed.has(key);
    return false;
  }
}

/**
 * The model's own words: its messages and its reasoning — what it said, not what it did (a call) or was
 * handed (an output). They are not what a step's action is (decision 126): an agent that says something
 * new each time it repeats a call is still repeating itself.
 */
export function isModelsWords(item: AgentInputItem): boolean {
  const i = item as { type?: unknown; role?: unknown };
  if (i.type === 'reasoning') return true;
  return (i.type === undefined || i.type === 'message') && i.role === 'assistant';
}

/**
 * The loop of a governed call's step: the conversation whose model asked for it. A CORRECT's hint is
 * kept under it (decision 133, addendum) until a model call reads that very call again in its input —
 * the same call id, tool and arguments (canonical JSON): the next model call of the same run, never
 * another run's, even when both models name their calls alike (`call_0`). Two runs that make
 * byte-identical calls under the same id are one loop to it, and share the hint.
 */
export function callLoop(id: string | undefined, tool: string, input: unknown): string {
  return `call\n${callKey(id, tool)}\n${canonicalArguments(input)}`;
}

/** A call's arguments as canonical JSON (JSON text as the model wrote it is parsed first). */
function canonicalArguments(input: unknown): string {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      // arguments that are no JSON text: the text itself
    }
  }
  try {
    return canonicalJson(toWellFormedDeep(value ?? null));
  } catch {
    return renderValue(value);
  }
}

/** The loop of a final output's step at `finish`: the conversation a new run from its history goes on. */
export function answerLoop(text: string): string {
  return `answer\n${text}`;
}

/**
 * The loops a model call's input belongs to: each call (`callLoop`), each message
 * of the model's (`answerLoop`, a structured output also as the JSON `finish` renders it). Runs that
 * share a governor read different items, so each takes only its own hints.
 */
export function loopsOf(items: readonly AgentInputItem[]): string[] {
  const loops: string[] = [];
  for (const item of items) {
    const i = item as { type?: unknown; callId?: unknown; name?: unknown; arguments?: unknown };
    if (i.type === 'function_call' && typeof i.name === 'string') {
      loops.push(callLoop(typeof i.callId === 'string' ? i.callId : undefined, i.name, i.arguments));
    }
    const text = isModelsWords(item) && i.type !== 'reasoning' ? messageText(item) : null;
    if (text === null) continue;
    loops.push(answerLoop(text));
    try {
      loops.push(answerLoop(JSON.stringify(JSON.parse(text))));
    } catch {
      // not a structured output
    }
  }
  return loops;
}

/**
 * The output items of the model response a saved `RunState` was interrupted after (its serialized
 * `lastModelResponse`), or null when it has none.
 */
export function lastOutputs(saved: string): unknown[] | null {
  try {
    const output = (JSON.parse(saved) as { lastModelResponse?: { output?: unknown } }).lastModelResponse
      ?.output;
    return Array.isArray(output) ? output : null;
  } catch {
    return null;
  }
}

/**
 * The items of a run's final model response besides the message its final output is (which `finish`
 * judges as the done-claim): the other messages and the reasoning of that turn, which no model call reads
 * again, so no step would see them otherwise. The SDK makes only the last message the final output.
 */
export function finalTurnRest(output: readonly unknown[], finalOutput: unknown): AgentInputItem[] {
  const items = output as AgentInputItem[];
  const isAnswer = (item: AgentInputItem) => isModelsWords(item) && isTheAnswer(item, finalOutput);
  const answer = items.map(isAnswer).lastIndexOf(true);
  return items.filter((_, i) => i !== answer);
}

/** A message whose text is the final output (a structured output as the JSON it was parsed from). */
function isTheAnswer(item: AgentInputItem, finalOutput: unknown): boolean {
  const text = messageText(item);
  if (text === null || (item as { type?: unknown }).type === 'reasoning') return false;
  if (typeof finalOutput === 'string') return text === finalOutput;
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(finalOutput);
  } catch {
    return false;
  }
}

/** The governed tools' outputs gathered since the last step, as the next step reads them. */
export function outputParts(
  observations: { tool: string; id: string | undefined; output: unknown }[],
): ArtifactPart[] {
  return observations.map((o) => ({ kind: 'tool result', tool: o.tool, id: o.id, output: o.output }));
}

/** An input item as an artifact part: under its type (and a message's role), every leaf of it. */
export function itemPart(item: AgentInputItem): ArtifactPart {
  return { kind: 'item', label: itemLabel(item), value: item };
}

/**
 * An item as a step's inputs: without its ids, so a model that says or does the same again takes the
 * same action (the convergence checks see an agent repeating itself).
 */
export function itemAction(item: AgentInputItem): unknown {
  const { id: _id, callId: _callId, ...rest } = item as Record<string, unknown>;
  return rest;
}

/** An input item's heading in the artifact: its type, and a message's role. */
function itemLabel(item: AgentInputItem): string {
  const i = item as { type?: unknown; role?: unknown };
  const type = typeof i.type === 'string' ? i.type : 'message';
  return typeof i.role === 'string' ? `${type} ${i.role}` : type;
}

/** An item by its content: every leaf, as the artifact renders it (any value renders). */
function itemKey(item: AgentInputItem): string {
  return sha256Hex(renderValue(item));
}

function callKey(id: string | undefined, tool: string): string {
  return `${id ?? ''}\n${tool}`;
}

/** A message's text as the SDK reads a final output (its output_text parts), or null if it holds more. */
function messageText(item: AgentInputItem): string | null {
  const content = (item as { content?: unknown }).content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  let text = '';
  for (const part of content as { type?: unknown; text?: unknown }[]) {
    if (part?.type !== 'output_text' || typeof part.text !== 'string') return null;
    text += part.text;
  }
  return text;
}
