import {
  CallLedger
} from "./chunks/chunk-6RO4FSMG.js";
import {
  GovernedStop,
  Governor,
  checkAdapterOptions,
  governedStopOf,
  isA,
  isTerminal,
  renderValue
} from "./chunks/chunk-PB3HQ44W.js";
import {
  describeError
} from "./chunks/chunk-HIA37H5O.js";
import "./chunks/chunk-WSFCRVEQ.js";

// src/adapters/openai-agents.ts
import {
  RunContext,
  RunState
} from "@openai/agents";
function governOpenAIAgents(run, opts) {
  checkAdapterOptions("governOpenAIAgents", opts, { model: isA("string"), context: () => void 0 });
  const gov = new Governor(run, opts, "openai-agents");
  const context = new RunContext(opts.context);
  const aborter = new AbortController();
  let usageCtx = context;
  let model = opts.model ?? "*";
  let metered = { requests: 0, input: 0, output: 0 };
  let observations = [];
  let seenItems = 0;
  let filtered = 0;
  const ledger = new CallLedger();
  const deciding = /* @__PURE__ */ new Set();
  const take = () => {
    const u = usageCtx.usage;
    const requests = u.requests - metered.requests;
    const unseen = requests - filtered;
    filtered = 0;
    const delta = { input: u.inputTokens - metered.input, output: u.outputTokens - metered.output };
    metered = { requests: u.requests, input: u.inputTokens, output: u.outputTokens };
    const seen = observations;
    observations = [];
    const missing = requests > 0 && delta.input === 0 && delta.output === 0;
    return {
      input: missing ? void 0 : delta.input,
      output: missing ? void 0 : delta.output,
      observations: seen,
      unseen
    };
  };
  const stopOn = (d) => {
    if (d.decision === "HALT" && !aborter.signal.aborted) aborter.abort(new GovernedStop(d));
    return d;
  };
  const step = async (facts, unseen) => {
    const d = await gov.step({ ...facts, model, usageFields: USAGE_FIELDS });
    if (unseen <= 0 || isTerminal(d)) return stopOn(d);
    return stopOn(
      await gov.halt(
        `${unseen} model call(s) ran that this governor's callModelInputFilter never saw, so no step bounded them: a nested run (agent.asTool()) without the governor's run options \u2014 use gov.asTool(agent, options)`
      )
    );
  };
  const callStep = (t, input, callId) => {
    const u = take();
    return step(
      {
        action: `call ${t.name}`,
        tool: t.name,
        inputs: input,
        inputTokens: u.input,
        outputTokens: u.output,
        artifact: gov.artifactOf({
          read: read(u.observations),
          text: "",
          calls: [{ kind: "tool call", tool: t.name, id: callId, input }],
          claimsDone: false
        }),
        claimsDone: false
      },
      u.unseen
    );
  };
  const refuse = (d) => {
    stopOn(d);
    throw d.decision === "HALT" && aborter.signal.reason instanceof GovernedStop ? aborter.signal.reason : new GovernedStop(d);
  };
  const callModelInputFilter = async ({ modelData, agent }) => {
    if (opts.model === void 0 && typeof agent.model === "string" && agent.model) model = agent.model;
    const items = modelData.input;
    if (!gov.outcome && usageCtx.usage.requests > metered.requests) {
      const t = take();
      await step(
        {
          action: "turn",
          tool: "model",
          inputs: { items: items.length },
          inputTokens: t.input,
          outputTokens: t.output,
          artifact: gov.artifactOf({
            read: items.slice(seenItems).map((item) => ({ kind: "item", label: itemLabel(item), value: item })),
            text: "",
            calls: [],
            claimsDone: false
          }),
          claimsDone: false
        },
        t.unseen
      );
    }
    seenItems = items.length;
    filtered++;
    if (gov.outcome) {
      stopOn(gov.outcome);
      throw new GovernedStop(gov.outcome);
    }
    const hint = gov.takeCorrection();
    if (hint === null) return modelData;
    const correction = { role: "user", content: hint };
    return { ...modelData, input: [...items, correction] };
  };
  const governTool = (t) => {
    const invoke = async (ctx, input, details) => {
      const callId = details?.toolCall?.callId;
      if (gov.outcome) refuse(gov.outcome);
      const args = parseArguments(input);
      if (!ledger.take({ id: callId, name: t.name, input: args })) {
        usageCtx = ctx;
        if (!gov.isRerunOfEscalated({ action: `call ${t.name}`, inputs: args })) {
          const d = await callStep(t, args, callId);
          if (isTerminal(d)) refuse(d);
        }
      }
      let output;
      try {
        output = await t.invoke(ctx, input, details);
      } catch (e) {
        if (!(e instanceof GovernedStop) && !aborter.signal.aborted) {
          stopOn(await gov.halt(`the tool ${t.name} failed: ${describeError(e)}`));
        }
        throw e;
      }
      observations.push({ tool: t.name, id: callId, output });
      return output;
    };
    const needsApproval = async (ctx, input, callId) => {
      usageCtx = ctx;
      const own = await t.needsApproval(ctx, input, callId);
      const call = { id: callId, name: t.name, input };
      if (!gov.outcome && !ledger.has(call)) {
        const p = callStep(t, input, callId);
        deciding.add(p);
        try {
          await p;
          ledger.record(call);
        } finally {
          deciding.delete(p);
        }
      }
      while (deciding.size) await Promise.allSettled([...deciding]);
      if (gov.outcome) return stopOn(gov.outcome).decision === "ESCALATE";
      return own;
    };
    return { ...t, invoke, needsApproval };
  };
  return {
    runOptions: { context, signal: aborter.signal, callModelInputFilter },
    tool: governTool,
    asTool(agent, options) {
      const own = options.runOptions;
      const filter = own?.callModelInputFilter ? async (args) => own.callModelInputFilter({ ...args, modelData: await callModelInputFilter(args) }) : callModelInputFilter;
      const signal = own?.signal ? AbortSignal.any([own.signal, aborter.signal]) : aborter.signal;
      const nested = agent;
      return governTool(
        nested.asTool({ ...options, runOptions: { ...own, callModelInputFilter: filter, signal } })
      );
    },
    async restoreState(agent, saved) {
      const state = await RunState.fromString(agent, saved);
      const u = state.usage;
      metered = { requests: u.requests, input: u.inputTokens, output: u.outputTokens };
      filtered = 0;
      return state;
    },
    async finish(result) {
      if (result.interruptions?.length) return null;
      if (gov.outcome) return gov.outcome;
      const out = result.finalOutput;
      const u = take();
      return step(
        {
          action: "respond",
          tool: "model",
          inputs: { output: out ?? null },
          inputTokens: u.input,
          outputTokens: u.output,
          artifact: gov.artifactOf({
            read: read(u.observations),
            text: out === void 0 || out === null ? "" : typeof out === "string" ? out : renderValue(out),
            calls: [],
            claimsDone: true
          }),
          claimsDone: true
        },
        u.unseen
      );
    },
    get outcome() {
      return gov.outcome;
    },
    decisions: gov.decisions
  };
}
var USAGE_FIELDS = { input: "usage.inputTokens", output: "usage.outputTokens" };
function parseArguments(input) {
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
}
function itemLabel(item) {
  const i = item;
  const type = typeof i.type === "string" ? i.type : "message";
  return typeof i.role === "string" ? `${type} ${i.role}` : type;
}
function read(observations) {
  return observations.map((o) => ({ kind: "tool result", tool: o.tool, id: o.id, output: o.output }));
}
export {
  GovernedStop,
  governOpenAIAgents,
  governedStopOf
};
