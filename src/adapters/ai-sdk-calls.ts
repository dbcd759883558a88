/**
 * The AI SDK adapter's ledger of decided tool calls (decision 106, addendum): the SDK may change a call
 * after the governed model returned it — `experimental_repairToolCall` replaces a call whose tool is
 * unknown or whose input its schema refuses — so what runs must be checked against what was decided.
 * A call may run only as it was decided: same `toolCallId`, same `toolName`, and the input the SDK
 * hands the tool is the decided input, either as the model wrote it or as the tool's own schema
 * turns it into (defaults, transforms: what the SDK validates it into before `execute`).
 */
import { canonicalJson } from '../core/trace/chain.js';
import { toWellFormedDeep } from '../core/unicode.js';

interface Decided {
  toolName: string;
  /** The input as decided (parsed from the model's JSON), and as the tool's schema validates it. */
  inputs: Set<string>;
}

/** A tool's input schema as the SDK accepts one (`FlexibleSchema`): checked the way its `asSchema` does. */
type InputSchema = unknown;

export class DecidedCalls {
  private readonly calls = new Map<string, Decided>();
  /** The input schemas of the tools passed through `gov.tools()`, by name. */
  readonly schemas = new Map<string, InputSchema>();

  /** Records the calls of a response decided to go on (before the SDK parses and runs them). */
  async record(calls: readonly { toolCallId: string; toolName: string; input: unknown }[]): Promise<void> {
    for (const c of calls) {
      const inputs = new Set<string>();
      const raw = inputKey(c.input);
      if (raw !== null) inputs.add(raw);
      if (this.schemas.has(c.toolName)) {
        const v = await validated(this.schemas.get(c.toolName), c.input);
        const key = v.ok ? inputKey(v.value) : null;
        if (key !== null) inputs.add(key);
      }
      this.calls.set(c.toolCallId, { toolName: c.toolName, inputs });
    }
  }

  /**
   * Why this call may not run (it is not a call that was decided), or null. `messages`: the call's
   * messages, whose approvals let a call decided by an earlier process run (a person approved it there).
   * The input is compared for the tools whose schema is known (passed through `gov.tools()`).
   */
  refusal(
    call: { toolCallId: string | undefined; toolName: string; input: unknown },
    messages: readonly unknown[] | undefined,
  ): string | null {
    const what = `tool call ${call.toolName} (${call.toolCallId ?? 'no id'})`;
    const d = call.toolCallId === undefined ? undefined : this.calls.get(call.toolCallId);
    if (!d) {
      const approved = call.toolCallId !== undefined && approvedCalls(messages ?? []).get(call.toolCallId);
      if (approved === call.toolName) return null;
      return `the SDK ran the ${what}, which no governed model response asked for (a call replaced by experimental_repairToolCall?)`;
    }
    if (d.toolName !== call.toolName) {
      return `the SDK ran the ${what}, but the decided call was ${d.toolName} (replaced after the decision: experimental_repairToolCall?)`;
    }
    // Without the tool's schema (gov.settings alone) a changed input cannot be told from the schema's
    // own defaults and transforms: only the id and the name are checked then.
    const key = inputKey(call.input);
    if (this.schemas.has(call.toolName) && (key === null || !d.inputs.has(key))) {
      return `the SDK ran the ${what} with input other than the decided one (replaced after the decision: experimental_repairToolCall?)`;
    }
    return null;
  }
}

/** The input as canonical JSON (for comparison), or null when it is no JSON value. */
function inputKey(input: unknown): string | null {
  try {
    return canonicalJson(toWellFormedDeep(input ?? null));
  } catch {
    return null;
  }
}

/**
 * The value as the tool's schema validates it, as the SDK's `safeValidateTypes` does: an AI SDK schema
 * (`jsonSchema()`, `zodSchema()`) by its `validate` (none: the value as it is), a Standard Schema (zod)
 * by `~standard.validate`, a lazy schema by what it returns.
 */
async function validated(schema: InputSchema, value: unknown): Promise<{ ok: boolean; value?: unknown }> {
  try {
    let s = schema;
    if (typeof s === 'function') s = (s as () => unknown)();
    if (s === null || s === undefined) return { ok: true, value };
    const ai = s as { validate?: (v: unknown) => unknown; [k: symbol]: unknown };
    if (ai[Symbol.for('vercel.ai.schema')] === true) {
      if (typeof ai.validate !== 'function') return { ok: true, value };
      const r = (await ai.validate(value)) as { success?: boolean; value?: unknown };
      return r.success ? { ok: true, value: r.value } : { ok: false };
    }
    const std = (s as { '~standard'?: { validate?: (v: unknown) => unknown } })['~standard'];
    if (typeof std?.validate === 'function') {
      const r = (await std.validate(value)) as { value?: unknown; issues?: unknown };
      return r.issues ? { ok: false } : { ok: true, value: r.value };
    }
  } catch {
    // A schema that throws refuses the input, as the SDK's does.
  }
  return { ok: false };
}

/**
 * A message as the SDK hands it over (`ModelMessage`), read structurally: this file takes no types from
 * `ai`, so the SDK is imported by ai-sdk.ts and ai-sdk-step.ts alone (test/layout.test.ts).
 */
type Message = { role?: unknown; content?: unknown };
type Part = {
  type?: unknown;
  approvalId?: unknown;
  approved?: unknown;
  toolCallId?: unknown;
  toolName?: unknown;
};

const partsOf = (m: Message, role: string): Part[] =>
  m.role === role && Array.isArray(m.content) ? (m.content as Part[]) : [];

/** The tool calls a person approved in the messages, by toolCallId (the tool's name as the value). */
export function approvedCalls(messages: readonly unknown[]): Map<string, string> {
  const approved = new Set<unknown>();
  for (const m of messages as Message[]) {
    for (const p of partsOf(m, 'tool')) {
      if (p.type === 'tool-approval-response' && p.approved === true) approved.add(p.approvalId);
    }
  }
  const calls = new Map<string, string>();
  const names = new Map<unknown, string>();
  for (const m of messages as Message[]) {
    for (const p of partsOf(m, 'assistant')) {
      if (p.type === 'tool-call' && typeof p.toolName === 'string') names.set(p.toolCallId, p.toolName);
      if (p.type === 'tool-approval-request' && approved.has(p.approvalId)) {
        const name = names.get(p.toolCallId);
        if (name !== undefined && typeof p.toolCallId === 'string') calls.set(p.toolCallId, name);
      }
    }
  }
  return calls;
}
