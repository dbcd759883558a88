import {
  GovernedStop,
  Governor,
  checkAdapterOptions,
  governedStopOf,
  isA,
  isCount,
  isTerminal,
  notJudgedNote
} from "./chunks/chunk-WOGY5VYV.js";
import {
  LoopgovError,
  canonicalJson,
  describeError,
  toWellFormedDeep
} from "./chunks/chunk-HZTL754E.js";
import "./chunks/chunk-WSFCRVEQ.js";

// src/adapters/ai-sdk-calls.ts
var DecidedCalls = class {
  calls = /* @__PURE__ */ new Map();
  /** The input schemas of the tools passed through `gov.tools()`, by name. */
  schemas = /* @__PURE__ */ new Map();
  /** Records the calls of a response decided to go on (before the SDK parses and runs them). */
  async record(calls) {
    for (const c of calls) {
      const inputs = /* @__PURE__ */ new Set();
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
  refusal(call, messages) {
    const what = `tool call ${call.toolName} (${call.toolCallId ?? "no id"})`;
    const d = call.toolCallId === void 0 ? void 0 : this.calls.get(call.toolCallId);
    if (!d) {
      const approved = call.toolCallId !== void 0 && approvedCalls(messages ?? []).get(call.toolCallId);
      if (approved === call.toolName) return null;
      return `the SDK ran the ${what}, which no governed model response asked for (a call replaced by experimental_repairToolCall?)`;
    }
    if (d.toolName !== call.toolName) {
      return `the SDK ran the ${what}, but the decided call was ${d.toolName} (replaced after the decision: experimental_repairToolCall?)`;
    }
    const key = inputKey(call.input);
    if (this.schemas.has(call.toolName) && (key === null || !d.inputs.has(key))) {
      return `the SDK ran the ${what} with input other than the decided one (replaced after the decision: experimental_repairToolCall?)`;
    }
    return null;
  }
};
function inputKey(input) {
  try {
    return canonicalJson(toWellFormedDeep(input ?? null));
  } catch {
    return null;
  }
}
async function validated(schema, value) {
  try {
    let s = schema;
    if (typeof s === "function") s = s();
    if (s === null || s === void 0) return { ok: true, value };
    const ai = s;
    if (ai[/* @__PURE__ */ Symbol.for("vercel.ai.schema")] === true) {
      if (typeof ai.validate !== "function") return { ok: true, value };
      const r = await ai.validate(value);
      return r.success ? { ok: true, value: r.value } : { ok: false };
    }
    const std = s["~standard"];
    if (typeof std?.validate === "function") {
      const r = await std.validate(value);
      return r.issues ? { ok: false } : { ok: true, value: r.value };
    }
  } catch {
  }
  return { ok: false };
}
var partsOf = (m, role) => m.role === role && Array.isArray(m.content) ? m.content : [];
function approvedCalls(messages) {
  const approved = /* @__PURE__ */ new Set();
  for (const m of messages) {
    for (const p of partsOf(m, "tool")) {
      if (p.type === "tool-approval-response" && p.approved === true) approved.add(p.approvalId);
    }
  }
  const calls = /* @__PURE__ */ new Map();
  const names = /* @__PURE__ */ new Map();
  for (const m of messages) {
    for (const p of partsOf(m, "assistant")) {
      if (p.type === "tool-call" && typeof p.toolName === "string") names.set(p.toolCallId, p.toolName);
      if (p.type === "tool-approval-request" && approved.has(p.approvalId)) {
        const name = names.get(p.toolCallId);
        if (name !== void 0 && typeof p.toolCallId === "string") calls.set(p.toolCallId, name);
      }
    }
  }
  return calls;
}

// src/adapters/ai-sdk-step.ts
function withhold(res, d, taken = true) {
  const withheld = (c) => c.type === "tool-call" && !c.providerExecuted;
  const calls = res.content.filter(withheld);
  if (calls.length === 0 && taken) return res;
  const notRun = calls.length ? `not run: ${calls.map((c) => c.toolName).join(", ")}` : "";
  const note = taken ? `[loopgov ${d.decision} (${d.reason}): ${notRun}]` : notJudgedNote(d, "this response", notRun);
  return {
    ...res,
    content: [...taken ? res.content.filter((c) => !withheld(c)) : [], { type: "text", text: note }],
    finishReason: { unified: "other", raw: `loopgov ${d.decision}` },
    providerMetadata: {
      ...res.providerMetadata,
      loopgov: {
        decision: d.decision,
        reason: d.reason,
        step: d.step,
        withheld: calls.map((c) => ({ toolCallId: c.toolCallId, toolName: c.toolName })),
        ...taken ? {} : { notTaken: true }
      }
    }
  };
}
function emitText(c, text) {
  const id = "loopgov-withheld";
  c.enqueue({ type: "text-start", id });
  c.enqueue({ type: "text-delta", id, delta: text });
  c.enqueue({ type: "text-end", id });
}
function aiSdkStep(model, prompt, res, decided = /* @__PURE__ */ new Set()) {
  const text = res.content.map((c) => c.type === "text" ? c.text : "").join("");
  const toolCalls = res.content.filter((c) => c.type === "tool-call").map((c) => ({ toolCallId: c.toolCallId, toolName: c.toolName, input: parseInput(c.input) }));
  return {
    model: { provider: model.provider, modelId: model.modelId },
    text,
    toolCalls,
    toolOutputs: promptToolOutputs(prompt, decided),
    content: res.content,
    usage: { inputTokens: res.usage?.inputTokens?.total, outputTokens: res.usage?.outputTokens?.total },
    finishReason: res.finishReason?.unified ?? "unknown"
  };
}
function loopOf(messages) {
  const opening = [];
  for (const m of messages) {
    if (m.role === "assistant") break;
    if (m.role !== "user") continue;
    const parts = typeof m.content === "string" ? [{ type: "text", text: m.content }] : m.content;
    const texts = Array.isArray(parts) ? parts : [];
    opening.push(texts.map((p) => p.type === "text" && typeof p.text === "string" ? p.text : "").join(""));
  }
  return JSON.stringify(opening);
}
function parseInput(input) {
  if (input.trim() === "") return {};
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
}
function promptToolOutputs(prompt, decided) {
  const out = [];
  for (let i = prompt.length - 1; i >= 0; i--) {
    const m = prompt[i];
    if (m.role !== "tool" && m.role !== "assistant") continue;
    const parts = [];
    for (const p of m.content) {
      if (p.type !== "tool-result" || m.role === "assistant" && decided.has(p.toolCallId)) continue;
      const o = p.output;
      const isError = o.type === "error-text" || o.type === "error-json";
      const output = o.type === "execution-denied" ? `execution denied: ${o.reason ?? ""}` : o.value;
      parts.push({ toolCallId: p.toolCallId, toolName: p.toolName, output, isError });
    }
    out.unshift(...parts);
    if (m.role === "assistant") break;
  }
  return out;
}
function stepFacts(step, opts, gov) {
  const calls = step.toolCalls.map((c) => ({ tool: c.toolName, input: c.input }));
  const names = calls.map((c) => c.tool);
  const claimsDone = opts.claimsDone ? opts.claimsDone(step) : calls.length === 0;
  return {
    action: names.length ? `call ${names.join(", ")}` : "respond",
    tool: names.join(",") || "model",
    inputs: calls.length ? calls : { text: step.text },
    model: step.model.modelId,
    inputTokens: step.usage.inputTokens,
    outputTokens: step.usage.outputTokens,
    usageFields: { input: "usage.inputTokens.total", output: "usage.outputTokens.total" },
    artifact: opts.artifact ? opts.artifact(step) : gov.artifactOf({ ...artifactParts(step), claimsDone }),
    claimsDone
  };
}
function artifactParts(step) {
  const read = step.toolOutputs.map(
    (o) => o.isError ? { kind: "tool error", tool: o.toolName, id: o.toolCallId, error: o.output } : { kind: "tool result", tool: o.toolName, id: o.toolCallId, output: o.output }
  );
  for (const c of step.content) {
    if (c.type === "tool-result") {
      read.push(
        c.isError ? { kind: "tool error", tool: c.toolName, id: c.toolCallId, error: c.result } : { kind: "tool result", tool: c.toolName, id: c.toolCallId, output: c.result }
      );
    } else if (c.type === "reasoning") {
      if (c.text !== "") read.push({ kind: "item", label: "reasoning", value: c.text });
    } else if (c.type === "file") {
      read.push({ kind: "item", label: `file ${c.mediaType}`, value: c.data });
    } else if (c.type === "source") {
      const { type: _type, providerMetadata: _meta, ...source } = c;
      read.push({ kind: "item", label: `source ${c.sourceType}`, value: source });
    }
  }
  return {
    read,
    text: step.text,
    calls: step.toolCalls.map(
      (c) => ({ kind: "tool call", tool: c.toolName, id: c.toolCallId, input: c.input })
    )
  };
}
function approvedCallsRun(messages) {
  const last = messages.at(-1);
  if (last?.role !== "tool" || messages.at(-2)?.role !== "tool") return [];
  const approved = approvedCalls(messages);
  return last.content.filter((p) => p.type === "tool-result" && approved.has(p.toolCallId)).map((p) => p.type === "tool-result" ? `${p.toolName} (${p.toolCallId})` : "");
}

// src/adapters/ai-sdk.ts
function governAiSdk(run, opts) {
  checkAdapterOptions("governAiSdk", opts, {
    claimsDone: isA("function"),
    artifact: isA("function"),
    abortSignal: (v, name) => {
      if (!(v instanceof AbortSignal)) throw new LoopgovError("ERR_USAGE", `${name} must be an AbortSignal`);
    },
    maxRetries: isCount
  });
  const maxRetries = opts.maxRetries ?? SDK_MAX_RETRIES;
  const gov = new Governor(run, opts, "ai-sdk");
  const halted = new AbortController();
  const abortSignal = opts.abortSignal ? AbortSignal.any([opts.abortSignal, halted.signal]) : halted.signal;
  const stopOnHalt = (d) => {
    if (d.decision === "HALT" && !halted.signal.aborted) halted.abort(new GovernedStop(d));
    return d;
  };
  const wrapped = /* @__PURE__ */ new WeakMap();
  let decidedCalls = 0;
  let finishedSteps = 0;
  const ledger = new DecidedCalls();
  const renderedResults = /* @__PURE__ */ new Set();
  const attempts = /* @__PURE__ */ new WeakMap();
  const readStep = async (model, prompt, res) => {
    try {
      return aiSdkStep(model, prompt, res, renderedResults);
    } catch (e) {
      return { notTaken: await gov.halt(`cannot read the model's response: ${describeError(e)}`) };
    }
  };
  const factsOf = (step) => () => {
    try {
      return stepFacts(step, opts, gov);
    } catch (e) {
      throw new Error(`cannot read the model's response: ${describeError(e)}`);
    }
  };
  const decide = async (model, prompt, res) => {
    const step = await readStep(model, prompt, res);
    for (const c of res.content) if (c.type === "tool-result") renderedResults.add(c.toolCallId);
    if ("notTaken" in step) {
      decidedCalls++;
      return withhold(res, step.notTaken, false);
    }
    const own = await gov.step(factsOf(step), loopOf(prompt));
    decidedCalls++;
    if ("notTaken" in own) return withhold(res, own.notTaken, false);
    if (isTerminal(own)) return withhold(res, own);
    const providerRan = new Set(
      res.content.flatMap((c) => c.type === "tool-call" && c.providerExecuted ? [c.toolCallId] : [])
    );
    await ledger.record(step.toolCalls.filter((c) => !providerRan.has(c.toolCallId)));
    return res;
  };
  const refuseUndecided = async (why) => new GovernedStop(stopOnHalt(gov.outcome ?? await gov.halt(why)));
  const failed = async (e, model, params, retried) => {
    if (e instanceof GovernedStop) return;
    if (params.abortSignal?.aborted) return abortedCall(model, params);
    const failures = (attempts.get(params.prompt) ?? 0) + 1;
    attempts.set(params.prompt, failures);
    if (retried && willRetry(e) && failures <= maxRetries) return;
    const tries = failures > 1 ? ` (attempt ${failures}, maxRetries ${maxRetries})` : "";
    stopOnHalt(await gov.halt(`the model call failed${tries}: ${describeError(e)}`));
  };
  const aborted = /* @__PURE__ */ new WeakSet();
  const abortedCall = async (model, params) => {
    if (aborted.has(params) || gov.outcome || params.abortSignal?.reason instanceof GovernedStop) return;
    aborted.add(params);
    const d = await gov.aborted(
      () => ({
        action: "aborted model call",
        tool: "model",
        inputs: { aborted: describeError(params.abortSignal?.reason) },
        model: model.modelId,
        inputTokens: void 0,
        outputTokens: void 0,
        usageFields: { input: "usage.inputTokens.total", output: "usage.outputTokens.total" },
        artifact: null,
        claimsDone: false
      }),
      loopOf(params.prompt)
    );
    if (!("notTaken" in d)) stopOnHalt(d);
  };
  const refuseIfAborted = (params) => {
    if (params.abortSignal?.aborted) throw params.abortSignal.reason;
  };
  const governed = (model) => ({
    specificationVersion: "v3",
    provider: model.provider,
    modelId: model.modelId,
    supportedUrls: model.supportedUrls,
    async doGenerate(params) {
      refuseIfEnded();
      refuseIfAborted(params);
      let res;
      try {
        res = await model.doGenerate(params);
      } catch (e) {
        await failed(e, model, params, true);
        throw e;
      }
      const decided = await decide(model, params.prompt, {
        content: res.content,
        usage: res.usage,
        finishReason: res.finishReason,
        providerMetadata: res.providerMetadata
      });
      return { ...res, ...decided };
    },
    async doStream(params) {
      refuseIfEnded();
      refuseIfAborted(params);
      let res;
      try {
        res = await model.doStream(params);
      } catch (e) {
        await failed(e, model, params, true);
        throw e;
      }
      return { ...res, stream: holdToolCalls(res.stream, model, params) };
    }
  });
  const holdToolCalls = (upstream, model, params) => {
    const reader = upstream.getReader();
    const content = [];
    const held = [];
    const reasoning = /* @__PURE__ */ new Map();
    let text = "";
    let finished = false;
    const begun = /* @__PURE__ */ new Set();
    const onAbort = () => {
      if (!finished) void abortedCall(model, params);
    };
    params.abortSignal?.addEventListener("abort", onAbort, { once: true });
    const forward = async (controller) => {
      let next;
      try {
        next = await reader.read();
      } catch (e) {
        await failed(e, model, params, false);
        controller.error(e);
        return true;
      }
      if (next.done) {
        if (!finished && params.abortSignal?.aborted) await abortedCall(model, params);
        else if (!finished) stopOnHalt(await gov.halt("the model's stream ended without a finish part"));
        params.abortSignal?.removeEventListener("abort", onAbort);
        controller.close();
        return true;
      }
      const part = next.value;
      if (endedForGood() && !endsWhatBegan(part, begun)) return false;
      if (part.type === "text-start" || part.type === "reasoning-start") begun.add(partKey(part));
      if (part.type === "text-delta") text += part.delta;
      if (part.type === "reasoning-delta") {
        const r = reasoning.get(part.id) ?? { type: "reasoning", text: "" };
        if (!reasoning.has(part.id)) content.push(r);
        reasoning.set(part.id, r);
        r.text += part.delta;
      }
      if (part.type === "tool-result" || part.type === "file" || part.type === "source") content.push(part);
      if (part.type === "tool-call" || part.type.startsWith("tool-input-")) {
        if (part.type === "tool-call") content.push(part);
        held.push(part);
        return false;
      }
      if (part.type === "error") {
        stopOnHalt(await gov.halt(`the model's stream failed: ${describeError(part.error)}`));
      }
      if (part.type !== "finish") {
        controller.enqueue(part);
        return true;
      }
      finished = true;
      params.abortSignal?.removeEventListener("abort", onAbort);
      if (text !== "") content.unshift({ type: "text", text });
      const res = {
        content,
        usage: part.usage,
        finishReason: part.finishReason,
        providerMetadata: part.providerMetadata
      };
      const decided = await decide(model, params.prompt, res);
      if (decided === res) for (const h of held) controller.enqueue(h);
      else
        for (const c of decided.content)
          if (c.type === "text" && !content.includes(c)) emitText(controller, c.text);
      controller.enqueue({
        ...part,
        finishReason: decided.finishReason,
        providerMetadata: decided.providerMetadata
      });
      return true;
    };
    return new ReadableStream({
      async pull(controller) {
        while (!await forward(controller)) {
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      }
    });
  };
  const endedForGood = () => gov.outcome !== null && gov.outcome.decision !== "ESCALATE";
  const refuseIfEnded = () => {
    if (gov.outcome) throw new GovernedStop(stopOnHalt(gov.outcome));
  };
  const prepareStep = ({ model, messages, stepNumber }) => {
    if (gov.outcome) {
      const ran = stepNumber === 0 ? approvedCallsRun(messages) : [];
      throw new GovernedStop(
        stopOnHalt(gov.outcome),
        ran.length ? `the SDK ran the approved tool call(s) ${ran.join(", ")} from the messages before loopgov could refuse them; pass the tools through gov.tools() so they refuse` : void 0
      );
    }
    const base = model;
    const m = wrapped.get(base) ?? governed(base);
    wrapped.set(base, m);
    const hint = gov.takeCorrection(loopOf(messages));
    if (hint === null) return { model: m };
    const correction = { role: "user", content: hint };
    return { model: m, messages: [...messages, correction] };
  };
  const onStepFinish = async (step) => {
    finishedSteps++;
    if (!gov.outcome && finishedSteps <= decidedCalls) {
      const ran = new Set(
        step.content.flatMap(
          (c) => c.type === "tool-result" || c.type === "tool-error" ? [c.toolCallId] : []
        )
      );
      for (const c of step.toolCalls) {
        if (c.providerExecuted || !ran.has(c.toolCallId)) continue;
        const why = ledger.refusal(c, void 0);
        if (why) {
          await refuseUndecided(
            `${why}; it ran ungoverned (pass the tools through gov.tools() so it is refused)`
          );
          break;
        }
      }
    }
    if (finishedSteps > decidedCalls && !gov.outcome) {
      decidedCalls = finishedSteps;
      stopOnHalt(
        await gov.halt(
          "a model call ran without the governed model (is another prepareStep replacing gov.settings.prepareStep?); its tools ran ungoverned"
        )
      );
    }
    if (gov.outcome) stopOnHalt(gov.outcome);
  };
  return {
    settings: {
      prepareStep,
      onStepFinish,
      stopWhen: () => isTerminal(gov.outcome),
      abortSignal,
      maxRetries
    },
    tools(tools) {
      const out = {};
      for (const [name, t] of Object.entries(tools)) {
        const execute = t.execute;
        ledger.schemas.set(name, t.inputSchema);
        out[name] = typeof execute === "function" ? {
          ...t,
          // Not async: a tool that streams (returns an AsyncIterable) must stay one.
          execute: (input, options) => {
            if (gov.outcome) throw new GovernedStop(stopOnHalt(gov.outcome));
            const why = ledger.refusal(
              { toolCallId: options?.toolCallId, toolName: name, input },
              options?.messages
            );
            if (why) {
              return refuseUndecided(`${why}; not run`).then((stop) => Promise.reject(stop));
            }
            return execute.call(t, input, options);
          }
        } : t;
      }
      return out;
    },
    get outcome() {
      return gov.outcome;
    },
    decisions: gov.decisions,
    get correctionPending() {
      return gov.correctionPending;
    }
  };
}
function endsWhatBegan(part, begun) {
  if (part.type === "finish" || part.type === "error") return true;
  if (part.type === "tool-call" || part.type.startsWith("tool-input-")) return true;
  return (part.type === "text-end" || part.type === "reasoning-end") && begun.has(partKey(part));
}
function partKey(part) {
  return `${part.type.split("-")[0]}
${part.id}`;
}
var SDK_MAX_RETRIES = 2;
function willRetry(e) {
  if (!(e instanceof Error) || e.isRetryable !== true) return false;
  const marked = (marker) => e[Symbol.for(marker)] === true;
  return marked("vercel.ai.error.AI_APICallError") || marked("vercel.ai.gateway.error");
}
export {
  GovernedStop,
  governAiSdk,
  governedStopOf
};
