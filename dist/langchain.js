import {
  CallLedger
} from "./chunks/chunk-6RO4FSMG.js";
import {
  GovernedStop,
  Governor,
  checkAdapterOptions,
  governedStopOf,
  isA,
  renderValue
} from "./chunks/chunk-M32XISUD.js";
import {
  describeError
} from "./chunks/chunk-HIA37H5O.js";
import "./chunks/chunk-WSFCRVEQ.js";

// src/adapters/langchain.ts
import { AIMessage as AIMessage2, HumanMessage } from "@langchain/core/messages";
import { interrupt } from "@langchain/langgraph";
import { createMiddleware, ToolInvocationError } from "langchain";

// src/adapters/langchain-messages.ts
import { AIMessage, ToolMessage } from "@langchain/core/messages";
function returnedResponse(r) {
  if (AIMessage.isInstance(r)) return { ai: r };
  if (typeof r !== "object" || r === null || !("structuredResponse" in r) || !("messages" in r)) return null;
  const messages = Array.isArray(r.messages) ? r.messages : [];
  const ais = messages.filter((m) => AIMessage.isInstance(m));
  const ai = ais.find((m) => m.usage_metadata !== void 0) ?? ais[0];
  return ai ? { ai, structured: { value: r.structuredResponse } } : null;
}
function stepFacts(ai, read, structured, model, gov) {
  const toolCalls = structured ? [] : ai.tool_calls ?? [];
  const calls = toolCalls.map((c) => ({ tool: c.name, input: c.args }));
  const names = calls.map((c) => c.tool);
  const text = structured ? renderValue(structured.value) : ai.text;
  const meta = ai.response_metadata;
  return {
    action: names.length ? `call ${names.join(", ")}` : "respond",
    tool: names.join(",") || "model",
    inputs: calls.length ? calls : structured ? { structured: structured.value ?? null } : { text },
    model: model ?? (typeof meta?.model_name === "string" ? meta.model_name : "*"),
    inputTokens: ai.usage_metadata?.input_tokens,
    outputTokens: ai.usage_metadata?.output_tokens,
    usageFields: { input: "usage_metadata.input_tokens", output: "usage_metadata.output_tokens" },
    artifact: gov.artifactOf({
      read: [...read, ...otherBlocks(ai)],
      text,
      calls: toolCalls.map((c) => ({ kind: "tool call", tool: c.name, id: c.id, input: c.args })),
      claimsDone: calls.length === 0
    }),
    claimsDone: calls.length === 0
  };
}
function observations(messages) {
  const out = [];
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (!ToolMessage.isInstance(m)) break;
    const tool = m.name ?? "tool";
    const value = readContent(m.content);
    out.unshift(
      m.status === "error" ? { kind: "tool error", tool, id: m.tool_call_id, error: value } : { kind: "tool result", tool, id: m.tool_call_id, output: value }
    );
  }
  return out;
}
function readContent(content) {
  if (typeof content !== "string") return content;
  const t = content.trimStart();
  if (!t.startsWith("{") && !t.startsWith("[")) return content;
  try {
    return JSON.parse(content);
  } catch {
    return content;
  }
}
function otherBlocks(ai) {
  if (typeof ai.content === "string") return [];
  const out = [];
  for (const block of ai.content) {
    const type = typeof block === "object" && block !== null ? block.type : void 0;
    if (type === "text" || type === "tool_use" || type === "tool_call" || type === "input_json_delta")
      continue;
    out.push({ kind: "item", label: typeof type === "string" ? type : "content", value: block });
  }
  return out;
}
function isGraphInterrupt(e) {
  const name = e?.name;
  return name === "GraphInterrupt" || name === "NodeInterrupt";
}

// src/adapters/langchain.ts
function governLangChain(run, opts) {
  checkAdapterOptions("governLangChain", opts, { model: isA("string") });
  const gov = new Governor(run, opts, "langchain");
  const undecided = /* @__PURE__ */ new Map();
  const ledger = new CallLedger();
  let escalated = null;
  let escalatedSkipped = null;
  const undecidedKey = (m) => {
    if (!m || !AIMessage2.isInstance(m)) return null;
    if (undecided.has(m)) return m;
    if (m.id === void 0) return null;
    for (const key of undecided.keys()) if (key.id === m.id) return key;
    return null;
  };
  const take = (ai, key) => {
    const r = undecided.get(key);
    undecided.delete(key);
    return { ai, ...r };
  };
  const takePending = (messages) => {
    for (let i = messages.length - 1; i >= 0; i--) {
      const key = undecidedKey(messages[i]);
      if (key) return take(messages[i], key);
    }
    return null;
  };
  const decideSkipped = async (messages) => {
    let d = null;
    for (const m of messages) {
      const key = undecidedKey(m);
      if (!key) continue;
      const r = take(m, key);
      d = await gov.step(stepFacts(r.ai, r.read, r.structured, opts.model, gov));
      if (d.decision !== "CONTINUE" && d.decision !== "CORRECT") break;
    }
    return d;
  };
  const settleSkipped = async (messages) => {
    if (escalatedSkipped === null) {
      const d = await decideSkipped(messages);
      if (d?.decision !== "ESCALATE") return d;
      escalatedSkipped = d;
    }
    pauseUntilAnswered(escalatedSkipped);
    escalatedSkipped = null;
    return gov.outcome;
  };
  const pauseUntilAnswered = (d) => {
    const request = {
      loopgov: "escalate",
      run_id: d.run_id,
      step: d.step,
      reason: d.reason,
      detail: d.detail ?? null
    };
    do
      interrupt(request);
    while (gov.outcome?.decision === "ESCALATE");
  };
  const recordCalls = (ai, structured) => {
    if (structured) return;
    for (const c of ai.tool_calls ?? []) ledger.record({ id: c.id, name: c.name, input: c.args });
  };
  const afterModel = async (state) => {
    const response = takePending(state.messages);
    let d;
    if (response) {
      d = await gov.step(stepFacts(response.ai, response.read, response.structured, opts.model, gov));
      recordCalls(response.ai, response.structured !== void 0);
      escalated = d.decision === "ESCALATE" ? d : null;
    } else if (escalated) {
      d = escalated;
    } else {
      const ai2 = state.messages.at(-1);
      if (!ai2 || !AIMessage2.isInstance(ai2)) return void 0;
      const facts = stepFacts(ai2, observations(state.messages.slice(0, -1)), void 0, opts.model, gov);
      if (gov.isRerunOfEscalated(facts)) {
        recordCalls(ai2, false);
        return void 0;
      }
      d = await gov.step(facts);
      recordCalls(ai2, false);
      escalated = d.decision === "ESCALATE" ? d : null;
    }
    if (d.decision === "ESCALATE") {
      pauseUntilAnswered(d);
      escalated = null;
      return gov.outcome ? { jumpTo: "end" } : void 0;
    }
    if (d.decision === "DONE" || d.decision === "HALT") return { jumpTo: "end" };
    const ai = response?.ai ?? state.messages.at(-1);
    const answered = response?.structured !== void 0 || !(ai && AIMessage2.isInstance(ai) && ai.tool_calls?.length);
    if (d.decision === "CORRECT" && answered) {
      const hint = gov.takeCorrection();
      return { messages: [new HumanMessage(hint ?? "")], jumpTo: "model" };
    }
    return void 0;
  };
  const beforeModel = () => {
    if (gov.outcome) return { jumpTo: "end" };
    const hint = gov.takeCorrection();
    return hint === null ? void 0 : { messages: [new HumanMessage(hint)] };
  };
  const middleware = createMiddleware({
    name: "loopgov",
    beforeModel: { canJumpTo: ["end"], hook: beforeModel },
    afterModel: { canJumpTo: ["end", "model"], hook: afterModel },
    wrapModelCall: async (request, handler) => {
      const d = await settleSkipped(request.state.messages ?? request.messages);
      const hint = d?.decision === "CORRECT" ? gov.takeCorrection() : null;
      if (hint !== null) request = { ...request, messages: [...request.messages, new HumanMessage(hint)] };
      if (gov.outcome) throw new GovernedStop(gov.outcome);
      try {
        const response = await handler(request);
        const returned = returnedResponse(response);
        if (returned)
          undecided.set(returned.ai, {
            read: observations(request.messages),
            structured: returned.structured
          });
        return response;
      } catch (e) {
        if (!(e instanceof GovernedStop) && !isGraphInterrupt(e)) {
          await gov.halt(`the model call failed: ${describeError(e)}`);
        }
        throw e;
      }
    },
    // The last word on a tool: it runs only as a decided response asked for it, and only while the run
    // is live. A call no decision covered (changed after the decision, e.g. a person's edit that this
    // hook's afterModel did not see) ends the run: HALT fail_closed, recorded.
    wrapToolCall: async (request, handler) => {
      if (gov.outcome) throw new GovernedStop(gov.outcome);
      const tc = request.toolCall;
      const call = { id: tc.id, name: tc.name, input: tc.args };
      if (!ledger.take(call)) {
        throw new GovernedStop(
          await gov.halt(
            `the tool call ${tc.name} (${tc.id ?? "no id"}) is not one a decided model response asked for (changed after the decision, e.g. edited by a person after loopgov decided it: put gov.middleware before humanInTheLoopMiddleware)`
          )
        );
      }
      try {
        return await handler(request);
      } catch (e) {
        if (isGraphInterrupt(e)) {
          ledger.record(call);
        } else if (!(e instanceof GovernedStop) && !ToolInvocationError.isInstance(e)) {
          await gov.halt(`the tool ${tc.name} failed: ${describeError(e)}`);
        }
        throw e;
      }
    }
  });
  return {
    middleware,
    get outcome() {
      return gov.outcome;
    },
    decisions: gov.decisions
  };
}
export {
  GovernedStop,
  governLangChain,
  governedStopOf
};
