import {
  GovernedStop,
  Governor
} from "./chunks/chunk-G72Y2HN6.js";
import "./chunks/chunk-DLY6TYM4.js";
import "./chunks/chunk-WSFCRVEQ.js";

// src/adapters/openai-agents.ts
import {
  RunContext,
  RunState
} from "@openai/agents";
function governOpenAIAgents(run, opts) {
  const gov = new Governor(run, opts, "openai-agents");
  const context = new RunContext(opts.context);
  const aborter = new AbortController();
  let usageCtx = context;
  let model = opts.model ?? "*";
  let metered = { requests: 0, input: 0, output: 0 };
  let observations = [];
  let seenItems = 0;
  const take = () => {
    const u = usageCtx.usage;
    const delta = { input: u.inputTokens - metered.input, output: u.outputTokens - metered.output };
    metered = { requests: u.requests, input: u.inputTokens, output: u.outputTokens };
    const seen = observations;
    observations = [];
    return { ...delta, observations: seen };
  };
  const stopOn = (d) => {
    if (d.decision === "HALT" && !aborter.signal.aborted) aborter.abort(new GovernedStop(d));
    return d;
  };
  const step = async (facts) => stopOn(await gov.step({ ...facts, model }));
  const callModelInputFilter = async ({ modelData, agent }) => {
    if (opts.model === void 0 && typeof agent.model === "string" && agent.model) model = agent.model;
    const items = modelData.input;
    if (!gov.outcome && usageCtx.usage.requests > metered.requests) {
      const t = take();
      await step({
        action: "turn",
        tool: "model",
        inputs: { items: items.length },
        inputTokens: t.input,
        outputTokens: t.output,
        artifact: JSON.stringify(items.slice(seenItems)),
        claimsDone: false
      });
    }
    seenItems = items.length;
    if (gov.outcome) {
      stopOn(gov.outcome);
      throw new GovernedStop(gov.outcome);
    }
    const hint = gov.takeCorrection();
    if (hint === null) return modelData;
    const correction = { role: "user", content: hint };
    return { ...modelData, input: [...items, correction] };
  };
  return {
    runOptions: { context, signal: aborter.signal, callModelInputFilter },
    tool(t) {
      const invoke = async (ctx, input, details) => {
        if (gov.outcome) throw new GovernedStop(stopOn(gov.outcome));
        const output = await t.invoke(ctx, input, details);
        observations.push({ tool: t.name, output });
        return output;
      };
      const needsApproval = async (ctx, input, callId) => {
        usageCtx = ctx;
        const own = await t.needsApproval(ctx, input, callId);
        if (gov.outcome) return stopOn(gov.outcome).decision === "ESCALATE";
        const u = take();
        const d = await step({
          action: `call ${t.name}`,
          tool: t.name,
          inputs: input,
          inputTokens: u.input,
          outputTokens: u.output,
          artifact: JSON.stringify({ tool: t.name, arguments: input, observations: u.observations }),
          claimsDone: false
        });
        return d.decision === "ESCALATE" || own;
      };
      return { ...t, invoke, needsApproval };
    },
    async restoreState(agent, saved) {
      const state = await RunState.fromString(agent, saved);
      const u = state.usage;
      metered = { requests: u.requests, input: u.inputTokens, output: u.outputTokens };
      return state;
    },
    async finish(result) {
      if (result.interruptions?.length) return null;
      if (gov.outcome) return gov.outcome;
      const out = result.finalOutput;
      const u = take();
      return step({
        action: "respond",
        tool: "model",
        inputs: { output: out ?? null },
        inputTokens: u.input,
        outputTokens: u.output,
        artifact: out === void 0 || out === null ? null : typeof out === "string" ? out : JSON.stringify(out),
        claimsDone: true
      });
    },
    get outcome() {
      return gov.outcome;
    },
    decisions: gov.decisions
  };
}
export {
  GovernedStop,
  governOpenAIAgents
};
