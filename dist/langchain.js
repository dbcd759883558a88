import {
  CallLedger
} from "./chunks/chunk-MPYU6XVA.js";
import {
  GovernedStop,
  Governor,
  checkAdapterOptions,
  governedStopOf,
  isA,
  notJudgedNote,
  priceKey,
  renderValue
} from "./chunks/chunk-WOGY5VYV.js";
import {
  describeError
} from "./chunks/chunk-HZTL754E.js";
import "./chunks/chunk-WSFCRVEQ.js";

// src/adapters/langchain.ts
import { AIMessage as AIMessage2 } from "@langchain/core/messages";
import { interrupt } from "@langchain/langgraph";
import { createMiddleware, ToolInvocationError } from "langchain";

// src/adapters/langchain-calls.ts
import { AsyncLocalStorage } from "node:async_hooks";
import { BaseCallbackHandler } from "@langchain/core/callbacks/base";
var ModelCallMeter = class extends BaseCallbackHandler {
  /** `model`: the governor's `model` option, the price key of a call that names no model. */
  constructor(outcome, model) {
    super();
    this.outcome = outcome;
    this.model = model;
  }
  outcome;
  model;
  name = "loopgov";
  awaitHandlers = true;
  raiseError = true;
  ignoreChain = true;
  ignoreAgent = true;
  ignoreRetriever = true;
  ignoreCustomEvent = true;
  /** Where each model call was made, from its start, until it ends. */
  started = /* @__PURE__ */ new Map();
  /** Model calls no step has metered yet. */
  pool = [];
  /** The calls that end inside one governed model call (`governed`), until its response is known. */
  scope = new AsyncLocalStorage();
  /** The model each governed response's LangChain run named (`ls_model_name`), for its step's price. */
  runModels = /* @__PURE__ */ new WeakMap();
  /** One handler per governor: a copy would meter nothing. */
  copy() {
    return this;
  }
  /**
   * Runs a governed model call (the handler `wrapModelCall` is given). The calls that end inside it
   * other than the one whose response it returns (a middleware further in calling a model first) are
   * metered with the next step, as those outside any governed call are. That one is found by its
   * message, or, when a middleware further in returned a copy, is the last call that ended.
   */
  async governed(call, response) {
    const ended = [];
    let r;
    try {
      r = await this.scope.run(ended, call);
      return r;
    } finally {
      const own = r === void 0 ? void 0 : response(r);
      const i = own === void 0 ? -1 : ended.findIndex((e) => e.message === own);
      const governed = own === void 0 ? -1 : i >= 0 ? i : ended.length - 1;
      const runModel = ended[governed]?.runModel;
      if (own !== void 0 && runModel !== void 0) this.runModels.set(own, runModel);
      this.pool.push(...ended.filter((_, j) => j !== governed).map((e) => e.call));
    }
  }
  /** The model the LangChain run of a governed response named (`ls_model_name`), if it named one. */
  runModelOf(response) {
    return this.runModels.get(response);
  }
  /** The model calls no step has metered yet, taken: the step about to be decided meters them. */
  take() {
    const calls = this.pool;
    this.pool = [];
    return calls;
  }
  /** Gives back calls taken for a step that was not made after all (a re-run of an escalated step). */
  giveBack(calls) {
    this.pool.unshift(...calls);
  }
  async handleChatModelStart(_llm, _messages, runId, _parentRunId, _extra, _tags, metadata) {
    this.start(runId, metadata);
  }
  async handleLLMStart(_llm, _prompts, runId, _parentRunId, _extra, _tags, metadata) {
    this.start(runId, metadata);
  }
  async handleLLMEnd(output, runId) {
    const where = this.started.get(runId);
    if (!where) return;
    this.started.delete(runId);
    const generations = output.generations.flat();
    const messages = generations.flatMap((g) => {
      const m = g.message;
      return m ? [m] : [];
    });
    const usage = sumUsage(messages);
    const legacy = output.llmOutput?.tokenUsage;
    const place = `model call in ${where.place}`;
    const call = {
      label: `the ${place}`,
      model: priceKey(messages[0], where.model, this.model),
      inputTokens: usage ? usage.input : legacy?.promptTokens,
      outputTokens: usage ? usage.output : legacy?.completionTokens,
      usageFields: usage || !legacy ? { input: "usage_metadata.input_tokens", output: "usage_metadata.output_tokens" } : { input: "llmOutput.tokenUsage.promptTokens", output: "llmOutput.tokenUsage.completionTokens" },
      read: { kind: "item", label: place, value: outputOf(generations, messages) }
    };
    const ended = this.scope.getStore();
    if (ended) ended.push({ call, message: messages[0], runModel: where.model });
    else this.pool.push(call);
  }
  async handleLLMError(_err, runId) {
    this.started.delete(runId);
  }
  /** No model call once the run has a terminal decision, whoever makes it. */
  start(runId, metadata) {
    const outcome = this.outcome();
    if (outcome) throw new GovernedStop(outcome, "no model call is made after a terminal decision");
    const node = metadata?.langgraph_node;
    const model = metadata?.ls_model_name;
    this.started.set(runId, {
      place: typeof node === "string" ? node : "a LangChain run",
      model: typeof model === "string" ? model : void 0
    });
  }
};
function sumUsage(messages) {
  const reported = messages.flatMap((m) => {
    const u = m.usage_metadata;
    return u ? [u] : [];
  });
  if (reported.length === 0) return void 0;
  const add = (k) => reported.reduce((sum, u) => {
    if (typeof sum !== "number") return sum;
    return typeof u[k] === "number" ? sum + u[k] : u[k];
  }, 0);
  return { input: add("input_tokens"), output: add("output_tokens") };
}
function outputOf(generations, messages) {
  if (messages.length === 0) return generations.map((g) => g.text).join("\n");
  const out = messages.map((m) => {
    const calls = m.tool_calls ?? [];
    return calls.length === 0 ? m.text : { text: m.text, tool_calls: calls.map((c) => ({ [c.name]: c.args })) };
  });
  return out.length === 1 ? out[0] : out;
}

// src/adapters/langchain-direct.ts
import { ToolMessage as ToolMessage2 } from "@langchain/core/messages";
import { Command } from "@langchain/langgraph";

// src/adapters/langchain-messages.ts
import { randomUUID } from "node:crypto";
import { AIMessage, HumanMessage, ToolMessage } from "@langchain/core/messages";
function returnedResponse(r) {
  if (AIMessage.isInstance(r)) return { ai: r };
  if (typeof r !== "object" || r === null || !("structuredResponse" in r) || !("messages" in r)) return null;
  const messages = Array.isArray(r.messages) ? r.messages : [];
  const ais = messages.filter((m) => AIMessage.isInstance(m));
  const ai = ais.find((m) => m.usage_metadata !== void 0) ?? ais[0];
  return ai ? { ai, structured: { value: r.structuredResponse } } : null;
}
function stepFacts(ai, returned, read, structured, model, gov, others) {
  const toolCalls = structured ? [] : ai.tool_calls ?? [];
  const calls = toolCalls.map((c) => ({ tool: c.name, input: c.args }));
  const names = calls.map((c) => c.tool);
  const text = structured ? renderValue(structured.value) : ai.text;
  return {
    action: names.length ? `call ${names.join(", ")}` : "respond",
    tool: names.join(",") || "model",
    inputs: calls.length ? calls : structured ? { structured: structured.value ?? null } : { text },
    model: priceKey(returned, model.run, model.option),
    inputTokens: returned.usage_metadata?.input_tokens,
    outputTokens: returned.usage_metadata?.output_tokens,
    usageFields: { input: "usage_metadata.input_tokens", output: "usage_metadata.output_tokens" },
    artifact: gov.artifactOf({
      read: [...others.map((c) => c.read), ...read, ...otherBlocks(ai)],
      text,
      calls: toolCalls.map((c) => ({ kind: "tool call", tool: c.name, id: c.id, input: c.args })),
      claimsDone: calls.length === 0
    }),
    claimsDone: calls.length === 0,
    otherCalls: others
  };
}
function observations(messages, ownHint) {
  let start = messages.length;
  while (start > 0 && !AIMessage.isInstance(messages[start - 1])) start--;
  if (start === 0) {
    start = messages.length;
    const trailing = (m) => m && (ToolMessage.isInstance(m) || ownHint(m));
    while (start > 0 && trailing(messages[start - 1])) start--;
  }
  const out = [];
  for (const m of messages.slice(start)) {
    if (ownHint(m)) continue;
    const value = readContent(m.content);
    if (!ToolMessage.isInstance(m)) {
      out.push({ kind: "item", label: `message ${m.getType()}`, value });
      continue;
    }
    const tool = m.name ?? "tool";
    out.push(
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
function loopOf(ai) {
  return ai?.id ?? "";
}
function loopOfCall(messages) {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (AIMessage.isInstance(messages[i])) return loopOf(messages[i]);
  }
  return "";
}
function isGraphInterrupt(e) {
  const name = e?.name;
  return name === "GraphInterrupt" || name === "NodeInterrupt";
}
var Hints = class {
  texts = /* @__PURE__ */ new Map();
  message(text) {
    const id = `loopgov-hint-${randomUUID()}`;
    this.texts.set(id, text);
    return new HumanMessage({ content: text, id });
  }
  own(m) {
    return m.id !== void 0 && this.texts.get(m.id) === m.text;
  }
};
var ByResponse = class {
  kept = /* @__PURE__ */ new Map();
  set(returned, value) {
    this.kept.set(returned, value);
  }
  /** The last of `messages` something is kept for: the message as the thread holds it, its key, its value. */
  lastIn(messages) {
    for (let i = messages.length - 1; i >= 0; i--) {
      const found = this.of(messages[i]);
      if (found) return found;
    }
    return null;
  }
  /** What is kept for `m`, if anything (`m` itself or a copy with its id). */
  of(m) {
    if (!m || !AIMessage.isInstance(m)) return null;
    const key = this.kept.has(m) ? m : [...this.kept.keys()].find((k) => m.id !== void 0 && k.id === m.id);
    return key ? { m, key, value: this.kept.get(key) } : null;
  }
  delete(key) {
    this.kept.delete(key);
  }
};

// src/adapters/langchain-direct.ts
function endsAgent(tool, result) {
  const direct = tool?.returnDirect === true;
  return direct && ToolMessage2.isInstance(result) && result.status !== "error";
}
async function answerDirect(tm, gov, others, hint) {
  const loop = `direct ${tm.tool_call_id}`;
  const own = await gov.step(() => directAnswerFacts(tm, others(), gov), loop);
  const output = `the output of ${tm.name ?? "the tool"}`;
  if ("notTaken" in own) {
    const note2 = notJudgedNote(own.notTaken, output, "it would have been the agent's answer");
    return { result: withheldAs(tm, note2), decision: own.notTaken };
  }
  const decision = own;
  if (decision.decision === "DONE" || decision.decision === "CONTINUE") return { result: tm, decision };
  if (decision.decision === "CORRECT") {
    const messages = [tm, hint(gov.takeCorrection(loop) ?? "")];
    return { result: new Command({ update: { messages } }), decision };
  }
  const note = `[loopgov ${decision.decision} (${decision.reason}): ${output} was withheld; it would have been the agent's answer]`;
  return { result: withheldAs(tm, note), decision };
}
function withheldAs(tm, note) {
  return new ToolMessage2({
    id: tm.id,
    name: tm.name,
    tool_call_id: tm.tool_call_id,
    status: "error",
    content: note
  });
}
function directAnswerFacts(tm, others, gov) {
  const text = renderValue(readContent(tm.content));
  const tool = tm.name ?? "tool";
  return {
    action: "respond",
    tool,
    inputs: { text },
    model: null,
    inputTokens: 0,
    outputTokens: 0,
    artifact: gov.artifactOf({ read: others.map((c) => c.read), text, calls: [], claimsDone: true }),
    claimsDone: true,
    otherCalls: others
  };
}

// src/adapters/langchain.ts
function governLangChain(run, opts) {
  checkAdapterOptions("governLangChain", opts, { model: isA("string") });
  const gov = new Governor(run, opts, "langchain");
  const meter = new ModelCallMeter(() => gov.outcome, opts.model);
  const modelOf = (returned) => ({ run: meter.runModelOf(returned), option: opts.model });
  const undecided = new ByResponse();
  const ledger = new CallLedger();
  const escalated = new ByResponse();
  let escalatedDirect = null;
  const hints = new Hints();
  const hintMessage = (text) => hints.message(text);
  const read = (messages) => observations(messages, (m) => hints.own(m));
  const failedIn = /* @__PURE__ */ new WeakSet();
  const decide = (r) => gov.step(
    () => stepFacts(r.ai, r.returned, r.read, r.structured, modelOf(r.returned), gov, meter.take()),
    loopOf(r.ai)
  );
  const take = (found) => {
    if (!found) return null;
    undecided.delete(found.key);
    return { ai: found.m, returned: found.key, ...found.value };
  };
  const keepUndecided = (r) => undecided.set(r.returned, { read: r.read, structured: r.structured });
  const notTaken = (r, outcome) => {
    keepUndecided(r);
    if (outcome.decision === "ESCALATE") pauseUntilAnswered(outcome);
    const ended = gov.outcome ?? outcome;
    const note = new AIMessage2({ id: r.ai.id, content: notJudgedNote(ended) });
    return { messages: [note], jumpTo: "end" };
  };
  const decideSkipped = async (messages) => {
    let d = null;
    for (const m of messages) {
      const r = take(undecided.of(m));
      if (!r) continue;
      const own = await decide(r);
      if ("notTaken" in own) {
        keepUndecided(r);
        return own.notTaken;
      }
      d = own;
      if (d.decision === "ESCALATE") escalated.set(r.returned, d);
      if (d.decision !== "CONTINUE" && d.decision !== "CORRECT") break;
    }
    return d;
  };
  const settleSkipped = async (messages) => {
    const paused = escalated.lastIn(messages);
    if (paused) {
      pauseUntilAnswered(paused.value);
      escalated.delete(paused.key);
      return gov.outcome;
    }
    const d = await decideSkipped(messages);
    if (d?.decision === "ESCALATE") pauseUntilAnswered(d);
    return d?.decision === "ESCALATE" ? gov.outcome : d;
  };
  const pauseUntilAnswered = (d) => {
    do
      interrupt(escalationRequest(gov.outcome?.decision === "ESCALATE" ? gov.outcome : d));
    while (gov.outcome?.decision === "ESCALATE");
  };
  const recordCalls = (ai, structured) => {
    if (structured) return;
    for (const c of ai.tool_calls ?? []) ledger.record({ id: c.id, name: c.name, input: c.args });
  };
  const afterModel = async (state) => {
    const response = take(undecided.lastIn(state.messages));
    const paused = response ? null : escalated.lastIn(state.messages);
    let d;
    let decided;
    if (response) {
      const own = await decide(response);
      if ("notTaken" in own) return notTaken(response, own.notTaken);
      d = own;
      decided = response.returned;
      recordCalls(response.ai, response.structured !== void 0);
    } else if (paused) {
      d = paused.value;
      decided = paused.key;
    } else {
      const ai2 = state.messages.at(-1);
      if (!ai2 || !AIMessage2.isInstance(ai2)) return void 0;
      const seen = read(state.messages.slice(0, -1));
      const others = meter.take();
      const facts = stepFacts(ai2, ai2, seen, void 0, modelOf(ai2), gov, others);
      if (gov.isRerunOfEscalated(facts)) {
        meter.giveBack(others);
        recordCalls(ai2, false);
        return void 0;
      }
      const own = await gov.step(() => facts, loopOf(ai2));
      if ("notTaken" in own) {
        meter.giveBack(others);
        return notTaken({ ai: ai2, returned: ai2, read: seen }, own.notTaken);
      }
      d = own;
      decided = ai2;
      recordCalls(ai2, false);
    }
    if (d.decision === "ESCALATE") {
      escalated.set(decided, d);
      pauseUntilAnswered(d);
      escalated.delete(decided);
      return gov.outcome ? { jumpTo: "end" } : void 0;
    }
    if (d.decision === "DONE" || d.decision === "HALT") return { jumpTo: "end" };
    const ai = response?.ai ?? state.messages.at(-1);
    const answered = response?.structured !== void 0 || !(ai && AIMessage2.isInstance(ai) && ai.tool_calls?.length);
    if (d.decision === "CORRECT" && answered) {
      const hint = gov.takeCorrection(loopOf(ai));
      return { messages: [hintMessage(hint ?? "")], jumpTo: "model" };
    }
    return void 0;
  };
  const pauseIfEscalated = () => {
    if (gov.outcome?.decision === "ESCALATE") pauseUntilAnswered(gov.outcome);
  };
  const withholdUndecided = (messages, ended) => {
    const notes = [];
    for (const m of messages) {
      const found = undecided.of(m);
      if (!found) continue;
      undecided.delete(found.key);
      notes.push(new AIMessage2({ id: found.m.id, content: notJudgedNote(ended) }));
    }
    return notes;
  };
  const beforeModel = async (state) => {
    if (escalatedDirect) {
      pauseUntilAnswered(escalatedDirect);
      escalatedDirect = null;
    }
    pauseIfEscalated();
    const ended = gov.outcome;
    if (ended) {
      const notes = withholdUndecided(state.messages, ended);
      return notes.length > 0 ? { messages: notes, jumpTo: "end" } : { jumpTo: "end" };
    }
    const hint = gov.takeCorrection(loopOfCall(state.messages));
    return hint === null ? void 0 : { messages: [hintMessage(hint)] };
  };
  const middleware = createMiddleware({
    name: "loopgov",
    beforeModel: { canJumpTo: ["end"], hook: beforeModel },
    afterModel: { canJumpTo: ["end", "model"], hook: afterModel },
    wrapModelCall: async (request, handler) => {
      const thread = request.state.messages ?? request.messages;
      const d = await settleSkipped(thread);
      pauseIfEscalated();
      const hint = d?.decision === "CORRECT" ? gov.takeCorrection(loopOfCall(thread)) : null;
      if (hint !== null) request = { ...request, messages: [...request.messages, hintMessage(hint)] };
      const node = request.runtime?.configurable;
      if (gov.outcome) {
        const retried = typeof node === "object" && node !== null && failedIn.has(node);
        throw new GovernedStop(gov.outcome, retried ? RETRIED : void 0);
      }
      try {
        const response = await meter.governed(
          async () => handler(request),
          (r) => returnedResponse(r)?.ai
        );
        const returned = returnedResponse(response);
        if (returned)
          undecided.set(returned.ai, {
            read: read(request.messages),
            structured: returned.structured
          });
        return response;
      } catch (e) {
        if (!(e instanceof GovernedStop) && !isGraphInterrupt(e)) {
          if (typeof node === "object" && node !== null) failedIn.add(node);
          await gov.halt(
            `the model call failed: ${describeError(e)} (a retry or fallback middleware retries it only from after gov.middleware in the list)`
          );
        }
        throw e;
      }
    },
    // The last word on a tool: it runs only as a decided response asked for it, and only while the run
    // is live. A call no decision covered (changed after the decision, e.g. a person's edit that this
    // hook's afterModel did not see) ends the run: HALT fail_closed, recorded.
    wrapToolCall: async (request, handler) => {
      pauseIfEscalated();
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
      let result;
      try {
        result = await handler(request);
      } catch (e) {
        if (isGraphInterrupt(e)) {
          ledger.record(call);
        } else if (!(e instanceof GovernedStop) && !ToolInvocationError.isInstance(e)) {
          await gov.halt(`the tool ${tc.name} failed: ${describeError(e)} (${TOOL_FAILURE_ORDER})`);
        }
        throw e;
      }
      if (!endsAgent(request.tool, result)) return result;
      const answer = await answerDirect(result, gov, () => meter.take(), hintMessage);
      if (answer.decision.decision === "ESCALATE") escalatedDirect = answer.decision;
      return answer.result;
    }
  });
  return {
    middleware,
    callbacks: meter,
    get outcome() {
      return gov.outcome;
    },
    decisions: gov.decisions
  };
}
function escalationRequest(d) {
  return { loopgov: "escalate", run_id: d.run_id, step: d.step, reason: d.reason, detail: d.detail ?? null };
}
var TOOL_FAILURE_ORDER = "toolRetryMiddleware or toolErrorMiddleware handles it only from after gov.middleware in the list";
var RETRIED = "a middleware before gov.middleware in the list (modelRetryMiddleware, modelFallbackMiddleware) called the model again after the failure that ended the run: put it after gov.middleware";
export {
  GovernedStop,
  governLangChain,
  governedStopOf
};
