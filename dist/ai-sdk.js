import {
  GovernedStop,
  Governor,
  isTerminal,
  tokens
} from "./chunks/chunk-G72Y2HN6.js";
import {
  describeError
} from "./chunks/chunk-DLY6TYM4.js";
import "./chunks/chunk-WSFCRVEQ.js";

// src/adapters/ai-sdk.ts
function governAiSdk(run, opts) {
  const gov = new Governor(run, opts, "ai-sdk");
  const halted = new AbortController();
  const abortSignal = opts.abortSignal ? AbortSignal.any([opts.abortSignal, halted.signal]) : halted.signal;
  const stopOnHalt = (d) => {
    if (d.decision === "HALT" && !halted.signal.aborted) halted.abort(new GovernedStop(d));
  };
  const prepareStep = ({ messages }) => {
    if (gov.outcome) {
      stopOnHalt(gov.outcome);
      throw new GovernedStop(gov.outcome);
    }
    const hint = gov.takeCorrection();
    if (hint === null) return void 0;
    const correction = { role: "user", content: hint };
    return { messages: [...messages, correction] };
  };
  const onStepFinish = async (step) => {
    let facts;
    try {
      facts = stepFacts(step, opts);
    } catch (e) {
      stopOnHalt(await gov.halt(`cannot read the step: ${describeError(e)}`));
      return;
    }
    stopOnHalt(await gov.step(facts));
  };
  return {
    settings: { prepareStep, onStepFinish, stopWhen: () => isTerminal(gov.outcome), abortSignal },
    get outcome() {
      return gov.outcome;
    },
    decisions: gov.decisions,
    get correctionPending() {
      return gov.correctionPending;
    }
  };
}
function stepFacts(step, opts) {
  const calls = step.toolCalls.map((c) => ({ tool: c.toolName, input: c.input }));
  const names = calls.map((c) => c.tool);
  return {
    action: names.length ? `call ${names.join(", ")}` : "respond",
    tool: names.join(",") || "model",
    inputs: calls.length ? calls : { text: step.text },
    model: step.model.modelId,
    inputTokens: tokens(step.usage.inputTokens),
    outputTokens: tokens(step.usage.outputTokens),
    artifact: opts.artifact ? opts.artifact(step) : defaultArtifact(step),
    claimsDone: opts.claimsDone ? opts.claimsDone(step) : calls.length === 0
  };
}
function defaultArtifact(step) {
  if (step.toolCalls.length === 0) return step.text === "" ? null : step.text;
  return JSON.stringify({
    text: step.text,
    tool_calls: step.toolCalls.map((c) => ({ tool: c.toolName, input: c.input })),
    tool_results: step.toolResults.map((r) => ({ tool: r.toolName, output: r.output }))
  });
}
export {
  GovernedStop,
  governAiSdk
};
