import {
  CallLedger
} from "./chunks/chunk-YWCIH343.js";
import {
  GovernedStop,
  Governor,
  checkAdapterOptions,
  governedStopOf,
  isA,
  isTerminal,
  renderValue
} from "./chunks/chunk-VV3XSEM7.js";
import {
  describeError,
  sha256Hex
} from "./chunks/chunk-MUCPKRO3.js";
import "./chunks/chunk-WSFCRVEQ.js";

// src/adapters/openai-agents.ts
import {
  RunContext,
  RunState
} from "@openai/agents";

// src/adapters/openai-agents-items.ts
var ReadItems = class {
  /** Every item already sorted (seen, to be seen, or the caller's), by `itemKey`. */
  sorted = /* @__PURE__ */ new Set();
  /** The governed calls decided at a step, by call id and tool name. */
  decided = /* @__PURE__ */ new Set();
  /** The governed calls whose output a step reads (the next one), by call id and tool name. */
  observed = /* @__PURE__ */ new Set();
  /** The final outputs judged at `finish` (a done-claim's text). */
  answers = /* @__PURE__ */ new Set();
  /** A governed call was decided at a step (its arguments are in that step's artifact). */
  decidedCall(id, tool) {
    this.decided.add(callKey(id, tool));
  }
  /** A governed call's output was gathered for the next step (as an observation). */
  observedOutput(id, tool) {
    this.observed.add(callKey(id, tool));
  }
  /** A final output was judged at `finish`: its message, read again from the history, is not new. */
  answered(text) {
    this.answers.add(text);
  }
  /** The items of a model call's input that no step has seen and none will, in order, each returned once. */
  unseen(items) {
    const out = [];
    for (const item of items) {
      const key = itemKey(item);
      if (this.sorted.has(key)) continue;
      this.sorted.add(key);
      if (!this.seenElsewhere(item)) out.push(item);
    }
    return out;
  }
  /**
   * A state restored in a new process: its history before the last model response was read by model
   * calls of the process that escalated, and seen there; that response's governed calls were decided
   * there. The response itself (the SDK adds it to the history as the run goes on) and what comes after
   * it are read at the next model call. A state without its last response (`lastOutputs` null) is read
   * anew, whole.
   */
  restored(history, lastOutputs2, governed) {
    if (lastOutputs2 === null) return;
    let before = history.length;
    if (lastOutputs2.length > 0) {
      const first = itemKey(lastOutputs2[0]);
      const at = history.map(itemKey).lastIndexOf(first);
      if (at >= 0) before = at;
    }
    for (const item of history.slice(0, before)) this.sorted.add(itemKey(item));
    for (const o of lastOutputs2) {
      const call = o;
      if (call.type === "function_call" && typeof call.name === "string" && governed(call.name)) {
        this.decided.add(callKey(typeof call.callId === "string" ? call.callId : void 0, call.name));
      }
    }
  }
  seenElsewhere(item) {
    const i = item;
    if (i.type === void 0 || i.type === "message") {
      if (i.role === "user" || i.role === "system" || i.role === "developer") return true;
      const text = messageText(item);
      return i.role === "assistant" && text !== null && this.answers.has(text);
    }
    const key = callKey(typeof i.callId === "string" ? i.callId : void 0, String(i.name));
    if (i.type === "function_call") return this.decided.has(key);
    if (i.type === "function_call_result") return this.observed.has(key);
    return false;
  }
};
function isModelsWords(item) {
  const i = item;
  if (i.type === "reasoning") return true;
  return (i.type === void 0 || i.type === "message") && i.role === "assistant";
}
function lastOutputs(saved) {
  try {
    const output = JSON.parse(saved).lastModelResponse?.output;
    return Array.isArray(output) ? output : null;
  } catch {
    return null;
  }
}
function outputParts(observations) {
  return observations.map((o) => ({ kind: "tool result", tool: o.tool, id: o.id, output: o.output }));
}
function itemPart(item) {
  return { kind: "item", label: itemLabel(item), value: item };
}
function itemAction(item) {
  const { id: _id, callId: _callId, ...rest } = item;
  return rest;
}
function itemLabel(item) {
  const i = item;
  const type = typeof i.type === "string" ? i.type : "message";
  return typeof i.role === "string" ? `${type} ${i.role}` : type;
}
function itemKey(item) {
  return sha256Hex(renderValue(item));
}
function callKey(id, tool) {
  return `${id ?? ""}
${tool}`;
}
function messageText(item) {
  const content = item.content;
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return null;
  let text = "";
  for (const part of content) {
    if (part?.type !== "output_text" || typeof part.text !== "string") return null;
    text += part.text;
  }
  return text;
}

// src/adapters/openai-agents.ts
function governOpenAIAgents(run, opts) {
  checkAdapterOptions("governOpenAIAgents", opts, { model: isA("string"), context: () => void 0 });
  const gov = new Governor(run, opts, "openai-agents");
  const context = new RunContext(opts.context);
  const aborter = new AbortController();
  let usageCtx = context;
  let model = opts.model ?? "*";
  let metered = { requests: 0, input: 0, output: 0 };
  let observations = [];
  const readItems = new ReadItems();
  const governed = /* @__PURE__ */ new Set();
  let filtered = 0;
  const ledger = new CallLedger();
  const deciding = /* @__PURE__ */ new Set();
  let words = [];
  let turn = Promise.resolve();
  const inTurn = (fn) => {
    const next = turn.then(fn);
    turn = next.then(noop, noop);
    return next;
  };
  const takeRead = () => {
    const parts = [...words, ...outputParts(observations)];
    words = [];
    observations = [];
    return parts;
  };
  const take = () => {
    const u = usageCtx.usage;
    const requests = u.requests - metered.requests;
    const unseen = requests - filtered;
    filtered = 0;
    const delta = { input: u.inputTokens - metered.input, output: u.outputTokens - metered.output };
    metered = { requests: u.requests, input: u.inputTokens, output: u.outputTokens };
    const missing = requests > 0 && delta.input === 0 && delta.output === 0;
    return {
      input: missing ? void 0 : delta.input,
      output: missing ? void 0 : delta.output,
      read: takeRead(),
      unseen
    };
  };
  const stopOn = (d) => {
    if (d.decision === "HALT" && !aborter.signal.aborted) aborter.abort(new GovernedStop(d));
    return d;
  };
  const step = async (facts, unseen) => {
    const d = await gov.step(() => ({ ...facts, model, usageFields: USAGE_FIELDS }));
    if (d === null) return null;
    if (unseen <= 0 || isTerminal(d)) return stopOn(d);
    return stopOn(await gov.halt(unseenCalls(unseen)));
  };
  const callStep = (t, input, callId) => inTurn(async () => {
    if (gov.outcome) return null;
    const u = take();
    readItems.decidedCall(callId, t.name);
    return step(
      {
        action: `call ${t.name}`,
        tool: t.name,
        inputs: input,
        inputTokens: u.input,
        outputTokens: u.output,
        artifact: gov.artifactOf({
          read: u.read,
          text: "",
          calls: [{ kind: "tool call", tool: t.name, id: callId, input }],
          claimsDone: false
        }),
        claimsDone: false
      },
      u.unseen
    );
  });
  const turnStep = (acts, parts, u, unseen) => step(
    {
      action: "turn",
      tool: "model",
      inputs: { read: acts.map(itemAction) },
      inputTokens: u.input,
      outputTokens: u.output,
      artifact: gov.artifactOf({ read: parts, text: "", calls: [], claimsDone: false }),
      claimsDone: false
    },
    unseen
  );
  const refuse = (d) => {
    stopOn(d);
    throw d.decision === "HALT" && aborter.signal.reason instanceof GovernedStop ? aborter.signal.reason : new GovernedStop(d);
  };
  const callModelInputFilter = async ({ modelData, agent }) => {
    if (opts.model === void 0 && typeof agent.model === "string" && agent.model) model = agent.model;
    await inTurn(async () => {
      if (gov.outcome) return;
      const news = readItems.unseen(modelData.input);
      const acts = news.filter((item) => !isModelsWords(item));
      if (usageCtx.usage.requests > metered.requests || acts.length > 0) {
        const t = take();
        await turnStep(acts, [...t.read, ...news.map(itemPart)], t, t.unseen);
      } else {
        words.push(...news.map(itemPart));
      }
    });
    filtered++;
    if (gov.outcome) {
      stopOn(gov.outcome);
      throw new GovernedStop(gov.outcome);
    }
    const hint = gov.takeCorrection();
    if (hint === null) return modelData;
    const correction = { role: "user", content: hint };
    return { ...modelData, input: [...modelData.input, correction] };
  };
  const governTool = (t) => {
    governed.add(t.name);
    const invoke = async (ctx, input, details) => {
      const callId = details?.toolCall?.callId;
      if (gov.outcome) refuse(gov.outcome);
      const args = parseArguments(input);
      if (!ledger.take({ id: callId, name: t.name, input: args })) {
        usageCtx = ctx;
        if (!gov.isRerunOfEscalated({ action: `call ${t.name}`, inputs: args })) {
          const d = await callStep(t, args, callId) ?? gov.outcome;
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
      readItems.observedOutput(callId, t.name);
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
          const d = await p;
          if (d && (d.decision === "CONTINUE" || d.decision === "CORRECT" || d.decision === "ESCALATE")) {
            ledger.record(call);
          }
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
      readItems.restored(state.history, lastOutputs(saved), (name) => governed.has(name));
      const u = state.usage;
      metered = { requests: u.requests, input: u.inputTokens, output: u.outputTokens };
      filtered = 0;
      return state;
    },
    finish(result) {
      if (result.interruptions?.length) return Promise.resolve(null);
      return inTurn(async () => {
        if (gov.outcome) return gov.outcome;
        if (words.length > 0) {
          const d = await turnStep([], takeRead(), { input: 0, output: 0 }, 0);
          if (d?.decision !== "CONTINUE") return d ?? gov.outcome;
        }
        const out = result.finalOutput;
        const u = take();
        readItems.answered(typeof out === "string" ? out : JSON.stringify(out ?? null));
        const answered = await step(
          {
            action: "respond",
            tool: "model",
            inputs: { output: out ?? null },
            inputTokens: u.input,
            outputTokens: u.output,
            artifact: gov.artifactOf({
              read: u.read,
              text: out === void 0 || out === null ? "" : typeof out === "string" ? out : renderValue(out),
              calls: [],
              claimsDone: true
            }),
            claimsDone: true
          },
          u.unseen
        );
        return answered ?? gov.outcome;
      });
    },
    get outcome() {
      return gov.outcome;
    },
    decisions: gov.decisions
  };
}
var USAGE_FIELDS = { input: "usage.inputTokens", output: "usage.outputTokens" };
var noop = () => void 0;
function unseenCalls(n) {
  return `${n} model call(s) ran that this governor's callModelInputFilter never saw, so no step bounded them: an agent run without gov.runOptions \u2014 a guardrail's or a tool's own run(agent, input, { context }), agent.asTool(), a resuming run. Give each of them the governor's run options: run(agent, input, gov.runOptions) (in a guardrail or a tool too: the context is this run's), and for an agent as a tool gov.asTool(agent, options)`;
}
function parseArguments(input) {
  try {
    return JSON.parse(input);
  } catch {
    return input;
  }
}
export {
  GovernedStop,
  governOpenAIAgents,
  governedStopOf
};
