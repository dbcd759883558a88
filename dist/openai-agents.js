import {
  CallLedger
} from "./chunks/chunk-MPYU6XVA.js";
import {
  GovernedStop,
  Governor,
  checkAdapterOptions,
  governedStopOf,
  isA,
  isTerminal,
  priceIn,
  renderValue
} from "./chunks/chunk-WOGY5VYV.js";
import {
  canonicalJson,
  describeError,
  sha256Hex,
  toWellFormedDeep
} from "./chunks/chunk-HZTL754E.js";
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
function callLoop(id, tool, input) {
  return `call
${callKey(id, tool)}
${canonicalArguments(input)}`;
}
function canonicalArguments(input) {
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch {
    }
  }
  try {
    return canonicalJson(toWellFormedDeep(value ?? null));
  } catch {
    return renderValue(value);
  }
}
function answerLoop(text) {
  return `answer
${text}`;
}
function loopsOf(items) {
  const loops = [];
  for (const item of items) {
    const i = item;
    if (i.type === "function_call" && typeof i.name === "string") {
      loops.push(callLoop(typeof i.callId === "string" ? i.callId : void 0, i.name, i.arguments));
    }
    const text = isModelsWords(item) && i.type !== "reasoning" ? messageText(item) : null;
    if (text === null) continue;
    loops.push(answerLoop(text));
    try {
      loops.push(answerLoop(JSON.stringify(JSON.parse(text))));
    } catch {
    }
  }
  return loops;
}
function lastOutputs(saved) {
  try {
    const output = JSON.parse(saved).lastModelResponse?.output;
    return Array.isArray(output) ? output : null;
  } catch {
    return null;
  }
}
function finalTurnRest(output, finalOutput) {
  const items = output;
  const isAnswer = (item) => isModelsWords(item) && isTheAnswer(item, finalOutput);
  const answer = items.map(isAnswer).lastIndexOf(true);
  return items.filter((_, i) => i !== answer);
}
function isTheAnswer(item, finalOutput) {
  const text = messageText(item);
  if (text === null || item.type === "reasoning") return false;
  if (typeof finalOutput === "string") return text === finalOutput;
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(finalOutput);
  } catch {
    return false;
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

// src/adapters/openai-agents-usage.ts
var ModelCalls = class {
  /** `last`: the price key of a call that went past the filter (the last filter call's, at first the default). */
  constructor(prices, last) {
    this.prices = prices;
    this.last = last;
  }
  prices;
  last;
  /** The price keys of the model calls the filter let through whose usage has not been metered. */
  passes = [];
  metered = { requests: 0, input: 0, output: 0, entries: 0 };
  /** The filter let a model call through, for an agent priced as `model`. */
  passed(model) {
    this.passes.push(model);
    this.last = model;
  }
  /** A restored state's usage: metered before the escalation, and no filter call is outstanding. */
  restart(usage) {
    this.passes = [];
    this.metered = snapshot(usage);
  }
  /** True when the usage counts model calls that no step has metered. */
  unmetered(usage) {
    return usage.requests > this.metered.requests;
  }
  /**
   * The model calls the usage gained since the last take, each priced, and how many of them went past
   * the filter (more calls than filter calls outstanding). The outstanding filter calls they are matched
   * with go; the dearest stay, so that a usage still to land is never charged below its own model.
   */
  take(usage) {
    const before = this.metered;
    this.metered = snapshot(usage);
    const requests = usage.requests - before.requests;
    if (requests <= 0) return { calls: [], unseen: 0 };
    const input = usage.inputTokens - before.input;
    const output = usage.outputTokens - before.output;
    const missing = input === 0 && output === 0;
    const fresh = (usage.requestUsageEntries ?? []).slice(before.entries);
    const usages = fresh.length === requests ? fresh.map((e) => ({ input: e.inputTokens, output: e.outputTokens })) : [{ input: missing ? void 0 : input, output: missing ? void 0 : output }];
    const candidates = [...this.passes];
    const matched = Math.min(requests, this.passes.length);
    const byUnitPrice = [...this.passes].sort((a, b) => this.cost(b, 1, 1) - this.cost(a, 1, 1));
    this.passes = byUnitPrice.slice(0, this.passes.length - matched);
    const calls = [...usages].sort((a, b) => (b.input ?? 0) + (b.output ?? 0) - ((a.input ?? 0) + (a.output ?? 0))).map((u) => {
      let model = this.last;
      let at = -1;
      candidates.forEach((m, i) => {
        if (at < 0 || this.cost(m, u.input ?? 1, u.output ?? 1) > this.cost(model, u.input ?? 1, u.output ?? 1)) {
          model = m;
          at = i;
        }
      });
      if (at >= 0) candidates.splice(at, 1);
      return { model, ...u };
    });
    return { calls, unseen: requests - matched };
  }
  /** What `model` charges for the tokens; a model with no valid price is dearest (the step then HALTs, naming it). */
  cost(model, input, output) {
    const p = priceIn(this.prices, model);
    const c = p ? input * p.inputPerMTok + output * p.outputPerMTok : Number.NaN;
    return Number.isFinite(c) && c >= 0 ? c : Number.POSITIVE_INFINITY;
  }
};
function snapshot(u) {
  return {
    requests: u.requests,
    input: u.inputTokens,
    output: u.outputTokens,
    entries: u.requestUsageEntries?.length ?? 0
  };
}

// src/adapters/openai-agents-steps.ts
var NO_CALL = { calls: [], unseen: 0 };
var AgentSteps = class {
  constructor(gov, aborter, context, prices, model) {
    this.gov = gov;
    this.aborter = aborter;
    this.usageCtx = context;
    this.modelCalls = new ModelCalls(prices, model);
  }
  gov;
  aborter;
  /** The run context whose usage the next step meters: the one the SDK handed the latest hook. */
  usageCtx;
  /** The governed tools' outputs since the last step. */
  observations = [];
  /**
   * The model's own words (text, reasoning) a model call has read that no step has seen yet: they go
   * into the next step's artifact, whatever that step is, so that they are not an action (decision 126).
   */
  words = [];
  /**
   * What the model calls read: each item new to them is seen by a step before the call (decision 120),
   * but the model's own words, which the next step sees (decision 126).
   */
  readItems = new ReadItems();
  /**
   * The model calls, each priced by its own agent's model (decision 127), matched against the filter
   * calls whose usage has not landed yet: a running balance, since runs under way together (agents as
   * tools called in parallel) answer in any order. The usage counting more calls than the filter let
   * through means an agent run without gov.runOptions (a guardrail's or a tool's own run, agent.asTool)
   * went past the filter, ungoverned.
   */
  modelCalls;
  /** What the model read since the last step that no step has seen: its own words, the governed outputs. */
  takeRead() {
    const parts = [...this.words, ...outputParts(this.observations)];
    this.words = [];
    this.observations = [];
    return parts;
  }
  /** The model calls since the last step (the run's usage is cumulative), and what the model read meanwhile. */
  take() {
    return { ...this.modelCalls.take(this.usageCtx.usage), read: this.takeRead() };
  }
  /** A HALT aborts the run's signal (the SDK cancels the tool calls and `run` rejects). */
  stopOn(d) {
    if (d.decision === "HALT" && !this.aborter.signal.aborted) this.aborter.abort(new GovernedStop(d));
    return d;
  }
  /** The run's HALT as the SDK's cancellation: the very reason the signal was aborted with. */
  refuse(d) {
    this.stopOn(d);
    throw d.decision === "HALT" && this.aborter.signal.reason instanceof GovernedStop ? this.aborter.signal.reason : new GovernedStop(d);
  }
  /**
   * A step, metered, taken in the turn `take` belongs to; then, if model calls went past the filter
   * since the last one, the run ends. `NotTaken` when the run ended before the step's turn (a halt):
   * not taken (decision 133). `loop`: the conversation a CORRECT's hint goes back to (`callLoop`,
   * `answerLoop`, a filter call's own).
   */
  async step(take, facts, { calls, unseen }, loop) {
    const d = await take(() => ({ ...facts(), ...meteredFacts(calls) }), loop);
    if ("notTaken" in d) return d;
    if (unseen <= 0 || isTerminal(d)) return this.stopOn(d);
    return this.stopOn(await this.gov.halt(unseenCalls(unseen)));
  }
  /**
   * One governed call as a step, in a turn of its own: what the model asked for, with what it read
   * since the last step. `NotTaken` when the run ended before its turn came: the call was decided by no
   * step of its own.
   */
  callStep(tool, input, callId) {
    return this.gov.inTurn(async (take) => {
      const ended = this.gov.outcome;
      if (ended) return { notTaken: ended };
      const u = this.take();
      this.readItems.decidedCall(callId, tool);
      return this.step(
        take,
        () => ({
          action: `call ${tool}`,
          tool,
          inputs: input,
          artifact: this.gov.artifactOf({
            read: u.read,
            text: "",
            calls: [{ kind: "tool call", tool, id: callId, input }],
            claimsDone: false
          }),
          claimsDone: false
        }),
        u,
        callLoop(callId, tool, input)
      );
    });
  }
  /**
   * A `turn` step: what a model call is about to read that no step has seen, other than the model's own
   * words (`acts`: its action, without ids), with everything else it read (`parts`).
   */
  turnStep(take, acts, parts, metered, loop) {
    return this.step(
      take,
      () => ({
        action: "turn",
        tool: "model",
        inputs: { read: acts.map(itemAction) },
        artifact: this.gov.artifactOf({ read: parts, text: "", calls: [], claimsDone: false }),
        claimsDone: false
      }),
      metered,
      loop
    );
  }
  /** The hints kept for these loops, each taken once. */
  corrections(loops) {
    const hints = [];
    for (const loop of loops) {
      const h = this.gov.takeCorrection(loop);
      if (h !== null && !hints.includes(h)) hints.push(h);
    }
    return hints;
  }
};
var USAGE_FIELDS = { input: "usage.inputTokens", output: "usage.outputTokens" };
function meteredFacts(calls) {
  const [own, ...others] = calls;
  return {
    model: own?.model ?? null,
    inputTokens: own ? own.input : 0,
    outputTokens: own ? own.output : 0,
    usageFields: USAGE_FIELDS,
    otherCalls: others.map((c) => ({
      label: "another model call since the last step",
      model: c.model,
      inputTokens: c.input,
      outputTokens: c.output,
      usageFields: USAGE_FIELDS
    }))
  };
}
function unseenCalls(n) {
  return `${n} model call(s) ran that this governor's callModelInputFilter never saw, so no step bounded them: an agent run without gov.runOptions \u2014 a guardrail's or a tool's own run(agent, input, { context }), agent.asTool(), a resuming run. Give each of them the governor's run options: run(agent, input, gov.runOptions) (in a guardrail or a tool too: the context is this run's), and for an agent as a tool gov.asTool(agent, options)`;
}

// src/adapters/openai-agents-finish.ts
function finisher(steps) {
  const gov = steps.gov;
  const judged = /* @__PURE__ */ new WeakMap();
  const judge = (result, d) => {
    judged.set(result, d);
    return d;
  };
  return (result) => {
    if (result.interruptions?.length) return Promise.resolve(null);
    return gov.inTurn(async (take) => {
      const own = judged.get(result);
      if (own) return own;
      const ended = gov.outcome;
      if (ended) return notJudged(ended);
      const rest = steps.readItems.unseen(
        finalTurnRest(result.rawResponses?.at(-1)?.output ?? [], result.finalOutput)
      );
      const out = result.finalOutput;
      const said = typeof out === "string" ? out : JSON.stringify(out ?? null);
      const loop = answerLoop(said);
      if (steps.words.length > 0 || rest.length > 0) {
        const acts = rest.filter((item) => !isModelsWords(item));
        const read = [...steps.takeRead(), ...rest.map(itemPart)];
        const d = await steps.turnStep(take, acts, read, NO_CALL, loop);
        if ("notTaken" in d) return notJudged(d.notTaken);
        if (d.decision !== "CONTINUE") return judge(result, d);
      }
      const u = steps.take();
      steps.readItems.answered(said);
      const answered = await steps.step(
        take,
        () => ({
          action: "respond",
          tool: "model",
          inputs: { output: out ?? null },
          artifact: gov.artifactOf({
            read: u.read,
            text: out === void 0 || out === null ? "" : typeof out === "string" ? out : renderValue(out),
            calls: [],
            claimsDone: true
          }),
          claimsDone: true
        }),
        u,
        loop
      );
      return "notTaken" in answered ? notJudged(answered.notTaken) : judge(result, answered);
    });
  };
}
function notJudged(d) {
  if (d.decision !== "DONE") return d;
  throw new GovernedStop(
    d,
    `this result's final output was judged by no step: the run was already DONE at step ${d.step}, another output's answer. Withhold it: it is not governed`
  );
}

// src/adapters/openai-agents.ts
function governOpenAIAgents(run, opts) {
  checkAdapterOptions("governOpenAIAgents", opts, { model: isA("string"), context: () => void 0 });
  const gov = new Governor(run, opts, "openai-agents");
  const context = new RunContext(opts.context);
  const aborter = new AbortController();
  const steps = new AgentSteps(gov, aborter, context, opts.prices, opts.model ?? "*");
  const governed = /* @__PURE__ */ new Set();
  const ledger = new CallLedger();
  const startedNested = new CallLedger();
  const nestedAgents = /* @__PURE__ */ new Map();
  const deciding = /* @__PURE__ */ new Set();
  let filterCalls = 0;
  const callModelInputFilter = async ({ modelData, agent }) => {
    const here = `turn
${++filterCalls}`;
    const ended = await gov.inTurn(async (take) => {
      if (gov.outcome) return gov.outcome;
      const news = steps.readItems.unseen(modelData.input);
      const acts = news.filter((item) => !isModelsWords(item));
      if (steps.modelCalls.unmetered(steps.usageCtx.usage) || acts.length > 0) {
        const t = steps.take();
        const d = await steps.turnStep(take, acts, [...t.read, ...news.map(itemPart)], t, here);
        return "notTaken" in d ? d.notTaken : isTerminal(d) ? d : null;
      }
      steps.words.push(...news.map(itemPart));
      return null;
    });
    const stop = ended ?? gov.outcome;
    if (stop) throw new GovernedStop(steps.stopOn(stop));
    steps.modelCalls.passed(
      opts.model ?? (typeof agent.model === "string" && agent.model ? agent.model : "*")
    );
    const hints = steps.corrections([here, ...loopsOf(modelData.input)]);
    if (hints.length === 0) return modelData;
    const added = hints.map((content) => ({ role: "user", content }));
    return { ...modelData, input: [...modelData.input, ...added] };
  };
  const governTool = (t, nested) => {
    governed.add(t.name);
    if (nested) nestedAgents.set(t.name, nested);
    const own = { invoke: t.invoke, needsApproval: t.needsApproval };
    const invoke = async (ctx, input, details) => {
      const callId = details?.toolCall?.callId;
      if (gov.outcome) steps.refuse(gov.outcome);
      const args = parseArguments(input);
      const call = { id: callId, name: t.name, input: args };
      const resumed = details?.resumeState !== void 0 && startedNested.has(call);
      if (!resumed && !ledger.take(call)) {
        steps.usageCtx = ctx;
        if (!gov.isRerunOfEscalated({ action: `call ${t.name}`, inputs: args })) {
          const d = await steps.callStep(t.name, args, callId);
          const decided = "notTaken" in d ? d.notTaken : d;
          if (isTerminal(decided)) steps.refuse(decided);
        }
      }
      if (nested && !startedNested.has(call)) startedNested.record(call);
      let output;
      try {
        output = await own.invoke(ctx, input, details);
      } catch (e) {
        if (!(e instanceof GovernedStop) && !aborter.signal.aborted) {
          steps.stopOn(await gov.halt(`the tool ${t.name} failed: ${describeError(e)}`));
        }
        throw e;
      }
      steps.observations.push({ tool: t.name, id: callId, output });
      steps.readItems.observedOutput(callId, t.name);
      return output;
    };
    const needsApproval = async (ctx, input, callId) => {
      steps.usageCtx = ctx;
      const asks = await own.needsApproval(ctx, input, callId);
      const call = { id: callId, name: t.name, input };
      if (!gov.outcome && !ledger.has(call) && !startedNested.has(call)) {
        const p = steps.callStep(t.name, input, callId);
        deciding.add(p);
        try {
          const d = await p;
          const its = "notTaken" in d ? null : d.decision;
          if (its === "CONTINUE" || its === "CORRECT" || its === "ESCALATE") ledger.record(call);
        } finally {
          deciding.delete(p);
        }
      }
      while (deciding.size) await Promise.allSettled([...deciding]);
      if (gov.outcome) return steps.stopOn(gov.outcome).decision === "ESCALATE";
      return asks;
    };
    return nested ? Object.assign(t, { invoke, needsApproval }) : { ...t, invoke, needsApproval };
  };
  const restoreRead = async (state, saved) => {
    const last = lastOutputs(saved);
    steps.readItems.restored(state.history, last, (name) => governed.has(name));
    const calls = governedCalls(last ?? []).filter((c) => governed.has(c.name));
    const ran = new Set(state.history.flatMap((item) => resultCallId(item)));
    const decided = gov.decidedBeforeRestart(
      calls.map((c) => ({ action: `call ${c.name}`, inputs: c.input }))
    );
    for (const i of decided) if (!ran.has(calls[i].id)) ledger.record(calls[i]);
    for (const c of calls) {
      const sub = nestedAgents.get(c.name);
      const inner = sub ? state.getPendingAgentToolRun(c.name, c.id) : void 0;
      if (!sub || inner === void 0) continue;
      startedNested.record(c);
      try {
        await restoreRead(await RunState.fromString(sub, inner), inner);
      } catch {
      }
    }
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
        nested.asTool({ ...options, runOptions: { ...own, callModelInputFilter: filter, signal } }),
        agent
      );
    },
    async restoreState(agent, saved) {
      const state = await RunState.fromString(agent, saved);
      await restoreRead(state, saved);
      steps.modelCalls.restart(state.usage);
      return state;
    },
    finish: finisher(steps),
    get outcome() {
      return gov.outcome;
    },
    decisions: gov.decisions
  };
}
function governedCalls(output) {
  return output.flatMap((o) => {
    const c = o;
    if (c.type !== "function_call" || typeof c.name !== "string" || typeof c.callId !== "string") return [];
    const input = typeof c.arguments === "string" ? parseArguments(c.arguments) : c.arguments;
    return [{ id: c.callId, name: c.name, input }];
  });
}
function resultCallId(item) {
  const r = item;
  return r.type === "function_call_result" && typeof r.callId === "string" ? [r.callId] : [];
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
