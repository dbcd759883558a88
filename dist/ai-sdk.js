import {
  GovernedStop,
  Governor,
  checkAdapterOptions,
  governedStopOf,
  isA,
  isTerminal
} from "./chunks/chunk-4PQN47ZD.js";
import {
  LoopgovError,
  describeError
} from "./chunks/chunk-EOMG3T76.js";
import "./chunks/chunk-WSFCRVEQ.js";

// src/adapters/ai-sdk-step.ts
function withhold(res, d) {
  const calls = res.content.filter((c) => c.type === "tool-call");
  if (calls.length === 0) return res;
  const note = `[loopgov ${d.decision} (${d.reason}): not run: ${calls.map((c) => c.toolName).join(", ")}]`;
  return {
    ...res,
    content: [...res.content.filter((c) => c.type !== "tool-call"), { type: "text", text: note }],
    finishReason: { unified: "other", raw: `loopgov ${d.decision}` },
    providerMetadata: {
      ...res.providerMetadata,
      loopgov: {
        decision: d.decision,
        reason: d.reason,
        step: d.step,
        withheld: calls.map((c) => ({ toolCallId: c.toolCallId, toolName: c.toolName }))
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
function aiSdkStep(model, prompt, res) {
  const text = res.content.map((c) => c.type === "text" ? c.text : "").join("");
  const toolCalls = res.content.filter((c) => c.type === "tool-call").map((c) => ({ toolCallId: c.toolCallId, toolName: c.toolName, input: parseInput(c.input) }));
  return {
    model: { provider: model.provider, modelId: model.modelId },
    text,
    toolCalls,
    toolOutputs: promptToolOutputs(prompt),
    usage: { inputTokens: res.usage?.inputTokens?.total, outputTokens: res.usage?.outputTokens?.total },
    finishReason: res.finishReason?.unified ?? "unknown"
  };
}
function parseInput(input) {
  if (input.trim() === "") return {};
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
}
function promptToolOutputs(prompt) {
  const out = [];
  for (let i = prompt.length - 1; i >= 0; i--) {
    const m = prompt[i];
    if (m.role === "assistant") break;
    if (m.role !== "tool") continue;
    const parts = [];
    for (const p of m.content) {
      if (p.type !== "tool-result") continue;
      const o = p.output;
      const isError = o.type === "error-text" || o.type === "error-json";
      const output = o.type === "execution-denied" ? `execution denied: ${o.reason ?? ""}` : o.value;
      parts.push({ toolCallId: p.toolCallId, toolName: p.toolName, output, isError });
    }
    out.unshift(...parts);
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
  return {
    read: step.toolOutputs.map(
      (o) => o.isError ? { kind: "tool error", tool: o.toolName, id: o.toolCallId, error: o.output } : { kind: "tool result", tool: o.toolName, id: o.toolCallId, output: o.output }
    ),
    text: step.text,
    calls: step.toolCalls.map(
      (c) => ({ kind: "tool call", tool: c.toolName, id: c.toolCallId, input: c.input })
    )
  };
}
function approvedCallsRun(messages) {
  const last = messages.at(-1);
  const before = messages.at(-2);
  if (last?.role !== "tool" || before?.role !== "tool" || typeof before.content === "string") return [];
  const approved = /* @__PURE__ */ new Set();
  for (const p of before.content)
    if (p.type === "tool-approval-response" && p.approved) approved.add(p.approvalId);
  const ids = /* @__PURE__ */ new Map();
  for (const m of messages) {
    if (m.role !== "assistant" || typeof m.content === "string") continue;
    for (const p of m.content) {
      if (p.type === "tool-approval-request" && approved.has(p.approvalId))
        ids.set(p.toolCallId, p.toolCallId);
    }
  }
  return last.content.filter((p) => p.type === "tool-result" && ids.has(p.toolCallId)).map((p) => p.type === "tool-result" ? `${p.toolName} (${p.toolCallId})` : "");
}

// src/adapters/ai-sdk.ts
function governAiSdk(run, opts) {
  checkAdapterOptions("governAiSdk", opts, {
    claimsDone: isA("function"),
    artifact: isA("function"),
    abortSignal: (v, name) => {
      if (!(v instanceof AbortSignal)) throw new LoopgovError("ERR_USAGE", `${name} must be an AbortSignal`);
    }
  });
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
  const decide = async (model, prompt, res) => {
    let facts = null;
    try {
      facts = stepFacts(aiSdkStep(model, prompt, res), opts, gov);
    } catch (e) {
      await gov.halt(`cannot read the model's response: ${describeError(e)}`);
    }
    const d = facts ? await gov.step(facts) : gov.outcome;
    decidedCalls++;
    return isTerminal(d) ? withhold(res, d) : res;
  };
  const failed = async (e, params) => {
    if (e instanceof GovernedStop || params.abortSignal?.aborted) return;
    if (e?.isRetryable === true) return;
    stopOnHalt(await gov.halt(`the model call failed: ${describeError(e)}`));
  };
  const governed = (model) => ({
    specificationVersion: "v3",
    provider: model.provider,
    modelId: model.modelId,
    supportedUrls: model.supportedUrls,
    async doGenerate(params) {
      refuseIfEnded();
      let res;
      try {
        res = await model.doGenerate(params);
      } catch (e) {
        await failed(e, params);
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
      let res;
      try {
        res = await model.doStream(params);
      } catch (e) {
        await failed(e, params);
        throw e;
      }
      return { ...res, stream: holdToolCalls(res.stream, model, params) };
    }
  });
  const holdToolCalls = (upstream, model, params) => {
    const reader = upstream.getReader();
    const content = [];
    const held = [];
    let text = "";
    let finished = false;
    return new ReadableStream({
      async pull(controller) {
        let next;
        try {
          next = await reader.read();
        } catch (e) {
          await failed(e, params);
          controller.error(e);
          return;
        }
        if (next.done) {
          if (!finished) {
            stopOnHalt(await gov.halt("the model's stream ended without a finish part"));
          }
          controller.close();
          return;
        }
        const part = next.value;
        if (part.type === "text-delta") text += part.delta;
        if (part.type === "tool-call" || part.type.startsWith("tool-input-")) {
          if (part.type === "tool-call") content.push(part);
          held.push(part);
          return;
        }
        if (part.type === "error") {
          stopOnHalt(await gov.halt(`the model's stream failed: ${describeError(part.error)}`));
        }
        if (part.type !== "finish") {
          controller.enqueue(part);
          return;
        }
        finished = true;
        if (text !== "") content.unshift({ type: "text", text });
        const res = {
          content,
          usage: part.usage,
          finishReason: part.finishReason,
          providerMetadata: part.providerMetadata
        };
        const decided = await decide(model, params.prompt, res);
        if (decided === res) for (const h of held) controller.enqueue(h);
        else for (const c of decided.content) if (c.type === "text") emitText(controller, c.text);
        controller.enqueue({
          ...part,
          finishReason: decided.finishReason,
          providerMetadata: decided.providerMetadata
        });
      },
      cancel(reason) {
        return reader.cancel(reason);
      }
    });
  };
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
    const hint = gov.takeCorrection();
    if (hint === null) return { model: m };
    const correction = { role: "user", content: hint };
    return { model: m, messages: [...messages, correction] };
  };
  const onStepFinish = async () => {
    finishedSteps++;
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
    settings: { prepareStep, onStepFinish, stopWhen: () => isTerminal(gov.outcome), abortSignal },
    tools(tools) {
      const out = {};
      for (const [name, t] of Object.entries(tools)) {
        const execute = t.execute;
        out[name] = typeof execute === "function" ? {
          ...t,
          // Not async: a tool that streams (returns an AsyncIterable) must stay one.
          execute: (...args) => {
            if (gov.outcome) throw new GovernedStop(stopOnHalt(gov.outcome));
            return execute.apply(t, args);
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
export {
  GovernedStop,
  governAiSdk,
  governedStopOf
};
