import {
  LoopgovError,
  TERMINAL,
  canonicalJson,
  describeError,
  keepFirst,
  sha256Hex,
  toWellFormed,
  toWellFormedDeep
} from "./chunk-DLY6TYM4.js";

// src/adapters/governor.ts
var Governor = class {
  constructor(run, opts, adapter) {
    this.run = run;
    this.opts = opts;
    this.adapter = adapter;
    const from = run.resumedFrom ?? null;
    this.next = opts.firstStep ?? (from?.lastStep ?? 0) + 1;
    for (const a of from?.actions ?? []) this.seen.add(a);
    this.rerun = from?.escalated ? `${from.escalated.action}
${from.escalated.inputs_ref}` : null;
  }
  run;
  opts;
  adapter;
  /** Every decision this governor received, in order. */
  decisions = [];
  next;
  hint = null;
  seen = /* @__PURE__ */ new Set();
  rerun;
  /**
   * True once, for the step a framework re-runs when it resumes in a new process (LangGraph re-runs the
   * interrupted node): the escalated step's action and inputs, decided before the restart. The run has
   * gone on since, so the framework goes on too, and nothing is recorded twice. Only the first step
   * after the restart is compared.
   */
  isRerunOfEscalated(facts) {
    const rerun = this.rerun;
    this.rerun = null;
    return rerun !== null && !this.run.outcome && rerun === actionKey(toWellFormed(facts.action), inputsRef(facts.inputs));
  }
  /** The run's terminal decision (DONE, HALT or ESCALATE) once it has one: the framework's stop reason. */
  get outcome() {
    return this.run.outcome;
  }
  /** Evaluates one step; returns its decision, or the run's terminal decision if it has already ended. */
  async step(facts) {
    if (this.run.outcome) return this.run.outcome;
    let event;
    try {
      event = this.event(facts);
    } catch (e) {
      return this.keep(await this.run.halt("fail_closed", `${this.adapter}: ${describeError(e)}`));
    }
    try {
      return this.keep(await this.run.step(event));
    } catch (e) {
      if (this.run.outcome) return this.run.outcome;
      return this.keep(await this.run.halt("fail_closed", `${this.adapter}: ${describeError(e)}`));
    }
  }
  /** True while a CORRECT's hint waits to be taken. */
  get correctionPending() {
    return this.hint !== null;
  }
  /** The correction hint of the last CORRECT, once: the adapter puts it into the next model call. */
  takeCorrection() {
    const h = this.hint;
    this.hint = null;
    return h;
  }
  /** Ends the run now as HALT (e.g. the framework failed); returns the run's terminal decision. */
  async halt(detail) {
    return this.keep(await this.run.halt("fail_closed", `${this.adapter}: ${detail}`));
  }
  keep(d) {
    if (this.decisions.at(-1) !== d) this.decisions.push(d);
    this.hint = d.decision === "CORRECT" ? d.correction_hint : null;
    return d;
  }
  event(f) {
    const prices = this.opts.prices;
    const price = Object.hasOwn(prices, f.model) ? prices[f.model] : Object.hasOwn(prices, "*") ? prices["*"] : void 0;
    if (!price) {
      throw new LoopgovError(
        "ERR_USAGE",
        `no price for model "${f.model}" in prices (add it, or a '*' entry)`
      );
    }
    if (!(price.inputPerMTok >= 0 && price.outputPerMTok >= 0 && Number.isFinite(price.inputPerMTok + price.outputPerMTok))) {
      throw new LoopgovError(
        "ERR_USAGE",
        `the price of model "${f.model}" must be two finite numbers \u2265 0 (USD per million tokens)`
      );
    }
    const inputs_ref = inputsRef(f.inputs);
    const action = toWellFormed(f.action);
    this.seen.add(actionKey(action, inputs_ref));
    return {
      step: this.next++,
      intent: this.opts.intent ?? this.adapter,
      action,
      tool: keepFirst(toWellFormed(f.tool), 256),
      inputs_ref,
      tokens: f.inputTokens + f.outputTokens,
      cost_usd: (f.inputTokens * price.inputPerMTok + f.outputTokens * price.outputPerMTok) / 1e6,
      progress: this.opts.progress ? this.opts.progress(f) : this.seen.size,
      artifact: f.artifact === null ? null : toWellFormed(f.artifact),
      claims_done: f.claimsDone
    };
  }
};
function inputsRef(inputs) {
  return `sha256:${sha256Hex(canonicalJson(toWellFormedDeep(inputs ?? null)))}`;
}
function actionKey(action, inputs_ref) {
  return `${action}
${inputs_ref}`;
}
function isTerminal(d) {
  return d !== null && TERMINAL.has(d.decision);
}
function tokens(n) {
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}
var GovernedStop = class extends LoopgovError {
  constructor(decision) {
    super(
      "ERR_RUN_STATE",
      `loopgov ${decision.decision} (${decision.reason})${decision.detail ? `: ${decision.detail}` : ""}`
    );
    this.decision = decision;
    this.name = "GovernedStop";
  }
  decision;
};

export {
  Governor,
  isTerminal,
  tokens,
  GovernedStop
};
