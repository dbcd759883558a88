import {
  canonicalJson,
  toWellFormedDeep
} from "./chunk-HZTL754E.js";

// src/adapters/call-ledger.ts
var CallLedger = class {
  /** Per call id, the tool name and canonical arguments of each decided call not yet run. */
  calls = /* @__PURE__ */ new Map();
  /** Records a call a model response asked for, once that response is decided. */
  record(call) {
    const key = callKey(call);
    if (key === null) return;
    const id = call.id ?? "";
    this.calls.set(id, [...this.calls.get(id) ?? [], key]);
  }
  /** True when this very call (id, name, arguments) was decided and has not run yet. */
  has(call) {
    const key = callKey(call);
    return key !== null && (this.calls.get(call.id ?? "") ?? []).includes(key);
  }
  /** Takes the decided call for this one as it runs; false when no decided call matches it. */
  take(call) {
    const id = call.id ?? "";
    const key = callKey(call);
    const keys = this.calls.get(id) ?? [];
    const i = key === null ? -1 : keys.indexOf(key);
    if (i < 0) return false;
    keys.splice(i, 1);
    if (keys.length === 0) this.calls.delete(id);
    return true;
  }
};
function callKey(call) {
  try {
    return `${call.name}
${canonicalJson(toWellFormedDeep(call.input ?? null))}`;
  } catch {
    return null;
  }
}

export {
  CallLedger
};
