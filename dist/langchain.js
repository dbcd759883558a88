import {
  Governor,
  tokens
} from "./chunks/chunk-G72Y2HN6.js";
import "./chunks/chunk-DLY6TYM4.js";
import "./chunks/chunk-WSFCRVEQ.js";

// src/adapters/langchain.ts
import { AIMessage, HumanMessage, ToolMessage } from "@langchain/core/messages";
import { interrupt } from "@langchain/langgraph";
import { createMiddleware } from "langchain";
function governLangChain(run, opts) {
  const gov = new Governor(run, opts, "langchain");
  const decided = /* @__PURE__ */ new Map();
  const afterModel = async (state) => {
    const ai = state.messages.at(-1);
    if (!ai || !AIMessage.isInstance(ai)) return void 0;
    const key = ai.id ?? `#${state.messages.length}`;
    let d = decided.get(key);
    if (!d) {
      const facts = stepFacts(ai, state.messages, opts);
      if (gov.isRerunOfEscalated(facts)) return void 0;
      d = await gov.step(facts);
      decided.set(key, d);
    }
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
      return gov.outcome ? { jumpTo: "end" } : void 0;
    }
    if (d.decision === "DONE" || d.decision === "HALT") return { jumpTo: "end" };
    if (d.decision === "CORRECT" && !ai.tool_calls?.length) {
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
    afterModel: { canJumpTo: ["end", "model"], hook: afterModel }
  });
  return {
    middleware,
    get outcome() {
      return gov.outcome;
    },
    decisions: gov.decisions
  };
}
function stepFacts(ai, messages, opts) {
  const calls = (ai.tool_calls ?? []).map((c) => ({ tool: c.name, input: c.args }));
  const names = calls.map((c) => c.tool);
  const meta = ai.response_metadata;
  return {
    action: names.length ? `call ${names.join(", ")}` : "respond",
    tool: names.join(",") || "model",
    inputs: calls.length ? calls : { text: ai.text },
    model: opts.model ?? (typeof meta?.model_name === "string" ? meta.model_name : "*"),
    inputTokens: tokens(ai.usage_metadata?.input_tokens),
    outputTokens: tokens(ai.usage_metadata?.output_tokens),
    artifact: calls.length ? JSON.stringify({ text: ai.text, tool_calls: calls, observations: observations(messages) }) : ai.text === "" ? null : ai.text,
    claimsDone: calls.length === 0
  };
}
function observations(messages) {
  const out = [];
  for (let i = messages.length - 2; i >= 0; i--) {
    const m = messages[i];
    if (!ToolMessage.isInstance(m)) break;
    out.unshift({ tool: m.name, output: m.text });
  }
  return out;
}
export {
  governLangChain
};
