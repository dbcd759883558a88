/**
 * The tool calls an adapter has decided and not yet run (decision 111): what lets a tool run is its own
 * decided call — same call id, same tool, same arguments — never "the run is still live". A framework may
 * run a call no decision covered: one whose response another concurrent invocation's decision stood in
 * for, a call id a model reuses in a later turn, a call a person edited after the decision. Each entry is
 * taken once, when its call runs, so a reused id is decided again.
 */
import { canonicalJson } from '../core/trace/chain.js';
import { toWellFormedDeep } from '../core/unicode.js';

/** A tool call as the ledger compares it. */
export interface LedgerCall {
  id: string | undefined;
  name: string;
  input: unknown;
}

export class CallLedger {
  /** Per call id, the tool name and canonical arguments of each decided call not yet run. */
  private readonly calls = new Map<string, string[]>();

  /** Records a call a model response asked for, once that response is decided. */
  record(call: LedgerCall): void {
    const key = callKey(call);
    if (key === null) return; // arguments that are no JSON value match nothing: such a call is refused
    const id = call.id ?? '';
    this.calls.set(id, [...(this.calls.get(id) ?? []), key]);
  }

  /** True when this very call (id, name, arguments) was decided and has not run yet. */
  has(call: LedgerCall): boolean {
    const key = callKey(call);
    return key !== null && (this.calls.get(call.id ?? '') ?? []).includes(key);
  }

  /** Takes the decided call for this one as it runs; false when no decided call matches it. */
  take(call: LedgerCall): boolean {
    const id = call.id ?? '';
    const key = callKey(call);
    const keys = this.calls.get(id) ?? [];
    const i = key === null ? -1 : keys.indexOf(key);
    if (i < 0) return false;
    keys.splice(i, 1);
    if (keys.length === 0) this.calls.delete(id);
    return true;
  }
}

/** A call's name and arguments as canonical JSON, or null when the arguments are no JSON value. */
function callKey(call: LedgerCall): string | null {
  try {
    return `${call.name}\n${canonicalJson(toWellFormedDeep(call.input ?? null))}`;
  } catch {
    return null;
  }
}
