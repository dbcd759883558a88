import "./chunks/chunk-WSFCRVEQ.js";

// src/adapters/otel.ts
import { metrics, SpanStatusCode, trace } from "@opentelemetry/api";
var DECISION_EVENT = "loopgov.decision";
function instrumentRun(run, opts = {}) {
  const meter = opts.meter ?? metrics.getMeter("loopgov");
  const counter = meter.createCounter("loopgov.decisions", {
    description: "Decisions of governed agent runs, by decision and reason",
    unit: "{decision}"
  });
  const duration = meter.createHistogram("loopgov.step.duration", {
    description: "Time the evaluator took to decide one step (gates, criteria and the durable trace write)",
    unit: "s",
    advice: { explicitBucketBoundaries: [1e-3, 5e-3, 0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120] }
  });
  const policy = run.policy ?? null;
  const emitted = /* @__PURE__ */ new WeakSet();
  const emit = (d, seconds) => {
    if (emitted.has(d)) return d;
    emitted.add(d);
    const labels = { "loopgov.decision": d.decision, "loopgov.reason": d.reason };
    counter.add(1, labels);
    if (seconds !== void 0) duration.record(seconds, labels);
    const span = opts.span ? opts.span() : trace.getActiveSpan();
    if (!span) return d;
    span.addEvent(DECISION_EVENT, decisionAttributes(d, policy));
    if (d.decision === "HALT") {
      span.setStatus({ code: SpanStatusCode.ERROR, message: `loopgov HALT (${d.reason})` });
    }
    return d;
  };
  const instrumented = {
    get runId() {
      return run.runId;
    },
    get outcome() {
      return run.outcome;
    },
    get resumedFrom() {
      return run.resumedFrom ?? null;
    },
    get refused() {
      return run.refused;
    },
    get policy() {
      return run.policy;
    },
    async step(event, stepOpts) {
      const t0 = performance.now();
      const d = await run.step(event, stepOpts);
      return emit(d, (performance.now() - t0) / 1e3);
    },
    async sync() {
      const d = await run.sync();
      return d && emit(d);
    },
    async halt(reason, detail) {
      const before = run.outcome;
      const d = await run.halt(reason, detail);
      return d === before ? d : emit(d);
    },
    async close() {
      const before = run.outcome;
      const d = await run.close();
      return d && d !== before ? emit(d) : d;
    }
  };
  const refused = run.refused;
  if (refused) emit(refused);
  const proceed = run.continue;
  if (typeof proceed === "function") {
    instrumented.continue = async (token) => {
      const r = await proceed.call(run, token);
      if (r.decision) emit(r.decision);
      return r;
    };
  }
  return instrumented;
}
function decisionAttributes(d, policy) {
  const a = {
    "loopgov.decision": d.decision,
    "loopgov.reason": d.reason,
    "loopgov.rule": ruleOf(d),
    "loopgov.run_id": d.run_id,
    "gen_ai.conversation.id": d.run_id,
    "loopgov.attempt": d.attempt,
    "loopgov.policy.source": d.provenance.source,
    "loopgov.policy.verified": d.provenance.verified,
    "loopgov.governance": d.governance
  };
  if (d.step !== null) a["loopgov.step"] = d.step;
  const commit = d.provenance.commit ?? policy?.commit;
  if (commit) a["loopgov.policy.commit"] = commit;
  if (policy?.digest) a["loopgov.policy.digest"] = policy.digest;
  if (d.detail) a["loopgov.detail"] = d.detail;
  if (d.trace) {
    a["loopgov.trace.index"] = d.trace.index;
    a["loopgov.trace.hash"] = d.trace.hash;
  }
  if (d.budget) {
    a["loopgov.budget.steps"] = d.budget.steps;
    a["loopgov.budget.tokens"] = d.budget.tokens;
    a["loopgov.budget.cost_usd"] = d.budget.cost_usd;
  }
  if (d.decision === "HALT") a["error.type"] = d.reason;
  return a;
}
function ruleOf(d) {
  const failing = d.gate.results.filter((r) => r.verdict !== "PASS").map((r) => r.id);
  if ((d.reason === "gate_fail" || d.reason === "gate_deny") && failing.length)
    return `gate.${failing.join(",")}`;
  if (d.reason === "oscillation" || d.reason === "thrash" || d.reason === "no_progress")
    return `convergence.${d.reason}`;
  if (d.reason === "success" || d.reason === "self_declared_done") return "success_criteria";
  return d.reason;
}
export {
  DECISION_EVENT,
  decisionAttributes,
  instrumentRun,
  ruleOf
};
