import {
  GovernedStop,
  Governor,
  checkAdapterOptions,
  governedStopOf,
  isA
} from "./chunks/chunk-VTBYIZOP.js";
import {
  describeError
} from "./chunks/chunk-EOMG3T76.js";
import "./chunks/chunk-WSFCRVEQ.js";

// src/adapters/langchain.ts
import { AIMessage, HumanMessage, ToolMessage } from "@langchain/core/messages";
import { interrupt } from "@langchain/langgraph";
import { createMiddleware } from "langchain";
function governLangChain(run, opts) {
  checkAdapterOptions("governLangChain", opts, { model: isA("string") });
  const gov = new Governor(run, opts, "langchain");
  let fresh = null;
  let escalated = null;
  const afterModel = async (state) => {
    const response = fresh;
    fresh = null;
    let d;
    if (response) {
      d = await gov.step(stepFacts(response.ai, response.read, opts, gov));
      escalated = d.decision === "ESCALATE" ? d : null;
    } else if (escalated) {
      d = escalated;
    } else {
      const ai2 = state.messages.at(-1);
      if (!ai2 || !AIMessage.isInstance(ai2)) return void 0;
      const facts = stepFacts(ai2, observations(state.messages.slice(0, -1)), opts, gov);
      if (gov.isRerunOfEscalated(facts)) return void 0;
      d = await gov.step(facts);
      escalated = d.decision === "ESCALATE" ? d : null;
    }
    const ai = response?.ai ?? state.messages.at(-1);
    if (d.decision === "ESCALATE") {
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
      escalated = null;
      return gov.outcome ? { jumpTo: "end" } : void 0;
    }
    if (d.decision === "DONE" || d.decision === "HALT") return { jumpTo: "end" };
    if (d.decision === "CORRECT" && !(ai && AIMessage.isInstance(ai) && ai.tool_calls?.length)) {
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
    // The model call failed (after its own retries): the agent cannot go on from it, so the run ends,
    // recorded, rather than leaving a trace without its end.
    wrapModelCall: async (request, handler) => {
      try {
        const response = await handler(request);
        if (AIMessage.isInstance(response)) fresh = { ai: response, read: observations(request.messages) };
        return response;
      } catch (e) {
        if (!(e instanceof GovernedStop) && !isGraphInterrupt(e)) {
          await gov.halt(`the model call failed: ${describeError(e)}`);
        }
        throw e;
      }
    },
    // The last word on a tool: whatever routed it here, no tool runs once the run has ended.
    wrapToolCall: async (request, handler) => {
      if (gov.outcome) throw new GovernedStop(gov.outcome);
      return handler(request);
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
function stepFacts(ai, read, opts, gov) {
  const calls = (ai.tool_calls ?? []).map((c) => ({ tool: c.name, input: c.args }));
  const names = calls.map((c) => c.tool);
  const meta = ai.response_metadata;
  return {
    action: names.length ? `call ${names.join(", ")}` : "respond",
    tool: names.join(",") || "model",
    inputs: calls.length ? calls : { text: ai.text },
    model: opts.model ?? (typeof meta?.model_name === "string" ? meta.model_name : "*"),
    inputTokens: ai.usage_metadata?.input_tokens,
    outputTokens: ai.usage_metadata?.output_tokens,
    usageFields: { input: "usage_metadata.input_tokens", output: "usage_metadata.output_tokens" },
    artifact: gov.artifactOf({
      read: [...read, ...otherBlocks(ai)],
      text: ai.text,
      calls: (ai.tool_calls ?? []).map((c) => ({ kind: "tool call", tool: c.name, id: c.id, input: c.args })),
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
export {
  GovernedStop,
  governLangChain,
  governedStopOf
};
