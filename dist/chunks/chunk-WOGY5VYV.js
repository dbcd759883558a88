import {
  LoopgovError,
  TERMINAL,
  canonicalJson,
  describeError,
  keepFirst,
  refuseUnknownKeys,
  sha256Hex,
  shownValue,
  toWellFormed,
  toWellFormedDeep
} from "./chunk-HZTL754E.js";

// src/adapters/governed-stop.ts
function isTerminal(d) {
  return d !== null && TERMINAL.has(d.decision);
}
function notJudgedNote(d, what = "this response", more = "") {
  const step = d.step ?? "none";
  return `[loopgov ${d.decision} (${d.reason}), the run's decision at step ${step}: no step judged ${what}, so it is withheld${more ? `; ${more}` : ""}]`;
}
var GovernedStop = class extends LoopgovError {
  /** `note`: what the adapter saw besides the decision (e.g. a call the framework ran anyway). */
  constructor(decision, note) {
    super(
      "ERR_RUN_STATE",
      `loopgov ${decision.decision} (${decision.reason})${decision.detail ? `: ${decision.detail}` : ""}${note ? `; ${note}` : ""}`
    );
    this.decision = decision;
    this.name = "GovernedStop";
  }
  decision;
};
function governedStopOf(e) {
  for (let i = 0; i < 5 && e !== null && typeof e === "object"; i++) {
    if (e instanceof GovernedStop) return e;
    const o = e;
    e = o.error instanceof Error ? o.error : o.cause;
  }
  return null;
}

// src/adapters/adapter-options.ts
var isA = (kind) => (v, name) => {
  if (typeof v !== kind || v === null) {
    throw usage(`${name} must be ${kind === "object" ? "an" : "a"} ${kind} (got ${shownValue(v)})`);
  }
};
var isCount = (v, name) => {
  if (!Number.isSafeInteger(v) || v < 0) {
    throw usage(`${name} must be an integer \u2265 0 (got ${shownValue(v)})`);
  }
};
var isPriceTable = (v, name) => {
  if (!isPlainObject(v)) {
    throw usage(
      `${name} must be an object (got ${shownValue(v)}): model id \u2192 { inputPerMTok, outputPerMTok }, USD per million tokens`
    );
  }
  for (const [model, price] of Object.entries(v)) {
    const at = `${name}[${JSON.stringify(model)}]`;
    if (!isPlainObject(price)) {
      throw usage(`${at} must be an object { inputPerMTok, outputPerMTok } (got ${shownValue(price)})`);
    }
    refuseUnknownKeys(price, PRICE_KEYS, (k) => `${at}.${k}`);
    for (const k of PRICE_KEYS) {
      const n = price[k];
      if (typeof n !== "number" || !Number.isFinite(n) || n < 0) {
        throw usage(`${at}.${k} must be a finite number \u2265 0, USD per million tokens (got ${shownValue(n)})`);
      }
    }
  }
};
var PRICE_KEYS = ["inputPerMTok", "outputPerMTok"];
function isPlainObject(v) {
  if (typeof v !== "object" || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === null || Object.getPrototypeOf(proto) === null;
}
var COMMON = {
  prices: isPriceTable,
  intent: (v, name) => {
    isA("string")(v, name);
    if (v.length > 4096) throw usage(`${name} must be at most 4096 characters`);
  },
  progress: isA("function"),
  firstStep: isCount,
  usageWhenMissing: (v, name) => {
    isA("object")(v, name);
    const u = v;
    refuseUnknownKeys(u, USAGE_KEYS, (k) => `${name}.${k}`);
    for (const k of USAGE_KEYS) isCount(u[k], `${name}.${k}`);
  }
};
var USAGE_KEYS = ["inputTokens", "outputTokens"];
function checkAdapterOptions(adapter, opts, own) {
  try {
    if (typeof opts !== "object" || opts === null) {
      throw usage(`options must be an object (got ${shownValue(opts)})`);
    }
    const checks = { ...COMMON, ...own };
    const o = opts;
    refuseUnknownKeys(o, Object.keys(checks));
    if (o.prices === void 0) throw usage("prices is required (USD per million tokens by model id)");
    for (const [key, check] of Object.entries(checks)) {
      if (o[key] !== void 0) check(o[key], key);
    }
  } catch (e) {
    if (e instanceof LoopgovError) throw new LoopgovError(e.code, `${adapter}: ${e.message}`, e.problems);
    throw e;
  }
}
function usage(message) {
  return new LoopgovError("ERR_USAGE", message);
}

// src/adapters/artifact.ts
function renderArtifact(parts) {
  const out = [];
  for (const p of parts) {
    if (p.kind === "text") {
      if (p.text !== "") out.push(`### text
${p.text}`);
      continue;
    }
    if (p.kind === "item") {
      out.push(`### ${p.label}
${renderValue(p.value)}`);
      continue;
    }
    const value = p.kind === "tool call" ? p.input : p.kind === "tool result" ? p.output : p.error;
    out.push(`### ${p.kind} ${p.tool}${p.id ? ` (${p.id})` : ""}
${renderValue(value)}`);
  }
  return out.join("\n");
}
function stepArtifact(step) {
  if (step.read.length === 0 && step.calls.length === 0) return step.text === "" ? null : step.text;
  return renderArtifact([...step.read, { kind: "text", text: step.text }, ...step.calls]);
}
function renderValue(v) {
  const lines = [];
  const seen = /* @__PURE__ */ new Set();
  const todo = [[v, "", ""]];
  for (let next = todo.pop(); next !== void 0; next = todo.pop()) {
    const [raw, path, key] = next;
    const put = (s) => lines.push(path === "" ? s : `${path}: ${s}`);
    const x = asJson(raw, key);
    if (typeof x === "string") put(x);
    else if (x === null || x === void 0) put(String(x));
    else if (typeof x === "bigint") put(String(x));
    else if (typeof x !== "object") put(typeof x === "function" ? "[function]" : JSON.stringify(x));
    else if (x instanceof Error) put(`${x.name}: ${x.message}`);
    else if (seen.has(x)) put("[\u2026]");
    else if (isBytes(x)) put(new TextDecoder().decode(bytesOf(x)));
    else if (isBufferJson(x)) put(new TextDecoder().decode(Uint8Array.from(x.data)));
    else {
      seen.add(x);
      const entries = Array.isArray(x) ? (
        // By index, holes and undefined as the null JSON gives the model (`map` keeps a sparse array's holes).
        Array.from(x, (y, i) => [`[${i}]`, y === void 0 ? null : y, String(i)])
      ) : Object.entries(x).map(([k, y]) => [k, y, k]);
      if (entries.length === 0) put(Array.isArray(x) ? "[]" : "{}");
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, y, jsonKey] = entries[i];
        todo.push([y, path === "" ? k : k.startsWith("[") ? `${path}${k}` : `${path}.${k}`, jsonKey]);
      }
    }
  }
  return lines.join("\n");
}
function asJson(x, key) {
  if (typeof x !== "object" || x === null || isBytes(x) || x instanceof Error) return x;
  const toJSON = x.toJSON;
  if (typeof toJSON !== "function") return x;
  try {
    return toJSON.call(x, key);
  } catch (e) {
    return `[toJSON threw: ${e instanceof Error ? e.message : String(e)}]`;
  }
}
function isBytes(x) {
  return ArrayBuffer.isView(x) || x instanceof ArrayBuffer || typeof SharedArrayBuffer !== "undefined" && x instanceof SharedArrayBuffer;
}
function isBufferJson(x) {
  const b = x;
  return b.type === "Buffer" && Object.keys(b).length === 2 && Array.isArray(b.data) && b.data.every((n) => Number.isInteger(n) && n >= 0 && n <= 255);
}
function bytesOf(x) {
  return ArrayBuffer.isView(x) ? new Uint8Array(x.buffer, x.byteOffset, x.byteLength) : new Uint8Array(x);
}

// src/adapters/prices.ts
function priceIn(prices, model) {
  const key = [model, model.replace(DATE_SUFFIX, ""), "*"].find((k) => Object.hasOwn(prices, k));
  return key === void 0 ? void 0 : prices[key];
}
function priceOf(prices, model) {
  const undated = model.replace(DATE_SUFFIX, "");
  const price = priceIn(prices, model);
  if (!price && model === "*") {
    throw new LoopgovError(
      "ERR_USAGE",
      `no price for the model call: neither its response nor its run named a model, so it is priced as '*' (add a '*' entry to prices, or name the model with the adapter's model option)`
    );
  }
  if (!price) {
    const or = undated === model ? "" : ` or "${undated}"`;
    throw new LoopgovError(
      "ERR_USAGE",
      `no price for model "${model}" in prices (add it${or}, or a '*' entry)`
    );
  }
  if (!(price.inputPerMTok >= 0 && price.outputPerMTok >= 0 && Number.isFinite(price.inputPerMTok + price.outputPerMTok))) {
    throw new LoopgovError(
      "ERR_USAGE",
      `the price of model "${model}" must be two finite numbers \u2265 0 (USD per million tokens)`
    );
  }
  return price;
}
function priceKey(response, runModel, option) {
  const named = response?.response_metadata?.model_name;
  if (typeof named === "string" && named !== "") return named;
  return runModel ?? option ?? "*";
}
var DATE_SUFFIX = /-\d{4}-\d{2}-\d{2}$/;

// src/adapters/governor.ts
var Governor = class {
  constructor(run, opts, adapter) {
    this.run = run;
    this.opts = opts;
    this.adapter = adapter;
    const from = run.resumedFrom ?? null;
    this.next = opts.firstStep ?? (from?.lastStep ?? 0) + 1;
    for (const a of from?.actions ?? []) this.seen.add(a);
    this.rerun = from?.escalated ? `${from.escalated.action}
${from.escalated.inputs_ref}` : null;
  }
  run;
  opts;
  adapter;
  /** Every decision this governor received, in order. */
  decisions = [];
  next;
  // The pending correction hint of each loop (conversation) that a CORRECT corrected, by its key.
  hints = /* @__PURE__ */ new Map();
  seen = /* @__PURE__ */ new Set();
  rerun;
  carried = [];
  // The steps under way, one at a time in the order asked for (decision 133).
  turn = Promise.resolve();
  /**
   * True once, for the step a framework re-runs when it resumes in a new process (LangGraph re-runs the
   * interrupted node): the escalated step's action and inputs, decided before the restart. The run has
   * gone on since, so the framework goes on too, and nothing is recorded twice. Only the first step
   * after the restart is compared.
   */
  isRerunOfEscalated(facts) {
    const rerun = this.rerun;
    this.rerun = null;
    return rerun !== null && !this.run.outcome && rerun === actionKey(keepFirst(toWellFormed(facts.action), ACTION_MAX), inputsRef(facts.inputs));
  }
  /**
   * For a framework that restores the interrupted turn whole in a new process (an OpenAI Agents
   * RunState): which of that turn's calls, listed in the order they were asked for, the process that
   * escalated decided — the escalated one and, before it, each whose action the trace records (a
   * sibling decided before the escalation). The rest were not taken there (the run had ended). The
   * escalated call is spoken for once found: `isRerunOfEscalated` is false from then on. Empty when
   * none of the calls is the escalated one (the escalation was another step's).
   */
  decidedBeforeRestart(calls) {
    if (this.rerun === null || this.run.outcome) return [];
    const keys = calls.map(
      (c) => actionKey(keepFirst(toWellFormed(c.action), ACTION_MAX), inputsRef(c.inputs))
    );
    const at = keys.indexOf(this.rerun);
    if (at < 0) return [];
    this.rerun = null;
    return keys.flatMap((k, i) => i === at || i < at && this.seen.has(k) ? [i] : []);
  }
  /**
   * One model response's artifact (docs/adapters.md, "The artifact"): the tool outputs it read, its
   * text, its tool calls. A done-claim (an answer, no tool call) is judged on its text alone — what the
   * success criteria check — and the tool outputs it read are carried into the next step's artifact, so
   * they are verified before anything the model does after them can run (unless the claim ends the run).
   */
  artifactOf(step) {
    if (step.claimsDone && step.calls.length === 0) {
      this.carried.push(...step.read);
      return step.text === "" ? null : step.text;
    }
    const read = [...this.carried, ...step.read];
    this.carried = [];
    return stepArtifact({ read, text: step.text, calls: step.calls });
  }
  /** The run's terminal decision (DONE, HALT or ESCALATE) once it has one: the framework's stop reason. */
  get outcome() {
    return this.run.outcome;
  }
  /**
   * Takes one step, after the steps this governor is already taking, and returns that step's own
   * decision — or `{ notTaken }` when the run had ended before its turn came. Such a step is not taken:
   * `facts` is never built, nothing is recorded or metered, no number is used, and `notTaken` is the
   * run's decision the step found, another step's (decision 133). It has no `decision` field, so an
   * adapter cannot take it for this step's: what the step asked for (its tool calls) was decided by no
   * step, and may run only once a step of its own lets it. Nor need the adapter read `outcome` again to
   * learn why: a resume that lands meanwhile would find it null (decision 133, addendum).
   * `facts` is built at the step's turn, from what the steps before it left (the outputs `artifactOf`
   * carries, what the adapter metered since). `loop`: the key of the loop (conversation) the step belongs
   * to, which a CORRECT's hint is kept for (`takeCorrection(loop)`); default one loop for the governor.
   */
  step(facts, loop = ONE_LOOP) {
    return this.inTurn((take) => take(facts, loop));
  }
  /**
   * Runs `fn` at its turn: after the steps and turns this governor is already taking, one at a time in
   * the order asked for (decision 133). `take` takes a step within the turn, as `step` does (never call
   * `step` inside `fn`: it would wait for this very turn). For an adapter whose step reads more shared
   * state than `facts` can (OpenAI Agents: the run's usage and the items read, and a second step after
   * the first), so that one queue orders all of it.
   */
  inTurn(fn) {
    const next = this.turn.then(() => fn((facts, loop = ONE_LOOP) => this.take(facts, loop))).catch(async (e) => {
      if (!this.run.outcome) await this.run.halt("fail_closed", `${this.adapter}: ${describeError(e)}`);
      throw e;
    });
    this.turn = next.then(noop, noop);
    return next;
  }
  async take(facts, loop) {
    const ended = this.run.outcome;
    if (ended) return { notTaken: ended };
    let event;
    try {
      event = this.event(facts());
    } catch (e) {
      const reason = e instanceof LoopgovError && e.code === "ERR_STEP_INVALID" ? "invalid_event" : "fail_closed";
      return this.keep(await this.run.halt(reason, `${this.adapter}: ${describeError(e)}`), loop);
    }
    try {
      return this.keep(await this.run.step(event), loop);
    } catch (e) {
      const refusedBy = this.run.outcome;
      if (refusedBy) return { notTaken: refusedBy };
      return this.keep(await this.run.halt("fail_closed", `${this.adapter}: ${describeError(e)}`), loop);
    }
  }
  /**
   * A model call aborted after it was sent (the caller's signal, a timeout): it reported no usage, so
   * its tokens are unknown. With `usageWhenMissing` it is charged as a step of its own (`facts`, with no
   * token counts: the estimate); without, the run ends HALT (`invalid_event`) saying so — tokens no step
   * counts would take a loop past `max_tokens` and `max_cost_usd` unseen. Not taken once the run has ended.
   */
  aborted(facts, loop = ONE_LOOP) {
    if (this.opts.usageWhenMissing) return this.step(facts, loop);
    return this.inTurn(async () => {
      const ended = this.run.outcome;
      if (ended) return { notTaken: ended };
      return this.keep(await this.run.halt("invalid_event", `${this.adapter}: ${ABORTED_UNMETERED}`), loop);
    });
  }
  /** True while a CORRECT's hint waits to be taken (any loop's). */
  get correctionPending() {
    return this.hints.size > 0;
  }
  /**
   * The correction hint of the loop's last step, if it was a CORRECT, once: the adapter puts it into
   * that loop's next model call. Another loop's step never takes it or clears it.
   */
  takeCorrection(loop = ONE_LOOP) {
    const h = this.hints.get(loop) ?? null;
    this.hints.delete(loop);
    return h;
  }
  /** Ends the run now as HALT (e.g. the framework failed); returns the run's terminal decision. */
  async halt(detail) {
    return this.keep(await this.run.halt("fail_closed", `${this.adapter}: ${detail}`), ONE_LOOP);
  }
  keep(d, loop) {
    if (this.decisions.at(-1) !== d) this.decisions.push(d);
    if (d.decision === "CORRECT" && d.correction_hint !== null) this.hints.set(loop, d.correction_hint);
    else this.hints.delete(loop);
    return d;
  }
  event(f) {
    const fields = f.usageFields ?? { input: "inputTokens", output: "outputTokens" };
    const calls = [
      ...f.model === null ? [] : [
        {
          label: "the model call",
          model: f.model,
          inputTokens: f.inputTokens,
          outputTokens: f.outputTokens,
          usageFields: fields
        }
      ],
      ...f.otherCalls ?? []
    ];
    let tokens = 0;
    let cost_usd = 0;
    for (const c of calls) {
      const price = priceOf(this.opts.prices, c.model);
      const fallback = this.opts.usageWhenMissing;
      const input = tokenCount(c.inputTokens, c.label, c.usageFields.input, fallback?.inputTokens);
      const output = tokenCount(c.outputTokens, c.label, c.usageFields.output, fallback?.outputTokens);
      tokens += input + output;
      cost_usd += (input * price.inputPerMTok + output * price.outputPerMTok) / 1e6;
    }
    const inputs_ref = inputsRef(f.inputs);
    const action = keepFirst(toWellFormed(f.action), ACTION_MAX);
    this.seen.add(actionKey(action, inputs_ref));
    return {
      step: this.next++,
      intent: this.opts.intent ?? this.adapter,
      action,
      tool: keepFirst(toWellFormed(f.tool), TOOL_MAX),
      inputs_ref,
      tokens,
      cost_usd,
      progress: this.opts.progress ? this.opts.progress(f) : this.seen.size,
      artifact: f.artifact === null ? null : toWellFormed(f.artifact),
      claims_done: f.claimsDone
    };
  }
};
function inputsRef(inputs) {
  return `sha256:${sha256Hex(canonicalJson(toWellFormedDeep(inputs ?? null)))}`;
}
function actionKey(action, inputs_ref) {
  return `${action}
${inputs_ref}`;
}
var noop = () => void 0;
var ABORTED_UNMETERED = "the model call was aborted before it reported usage: its tokens are unknown and no step would count them (a way past max_tokens and max_cost_usd); set usageWhenMissing to charge an estimate per aborted call";
var ONE_LOOP = "";
var ACTION_MAX = 65536;
var TOOL_MAX = 256;
function tokenCount(n, call, field, fallback) {
  if ((n === void 0 || n === null) && fallback !== void 0) return fallback;
  if (typeof n === "number" && Number.isFinite(n) && n >= 0) return Math.floor(n);
  const what = n === void 0 || n === null ? "reported no" : `reported ${String(n)} for`;
  throw new LoopgovError(
    "ERR_STEP_INVALID",
    `${call} ${what} ${field}: a step without a token count would leave max_tokens and max_cost_usd inert (give usageWhenMissing to charge an estimate when a provider reports none)`
  );
}

export {
  isTerminal,
  notJudgedNote,
  GovernedStop,
  governedStopOf,
  isA,
  isCount,
  checkAdapterOptions,
  renderValue,
  priceIn,
  priceKey,
  Governor
};
