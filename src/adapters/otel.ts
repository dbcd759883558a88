/**
 * `loopgov/otel`: every decision as OpenTelemetry (SPEC §4.6), opt-in — only this subpath imports
 * `@opentelemetry/api` (an optional peer). `instrumentRun(run)` returns the same run, instrumented: each
 * decision is an event on the active span (decision, reason, rule, policy commit and digest, run id,
 * step), a HALT sets that span's status to ERROR, a `loopgov.decisions` counter counts decisions by
 * decision and reason, and a `loopgov.step.duration` histogram times `run.step`. Names follow the GenAI
 * semantic conventions where they define one (semconv v1.41.0, status Development): `gen_ai.conversation.id`
 * (the run id), `error.type` (a HALT's reason), durations in seconds. Wrap the run before handing it to
 * an adapter. A run from `openRun` keeps its `continue()`: the answer's own decision (a refused resume's
 * ESCALATE, a halt answer's HALT) is emitted too, and the continued run's decisions go on being emitted.
 * See docs/adapters.md.
 */
import { type Attributes, type Meter, metrics, type Span, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import type { OpenedRun } from '../io/run/open-run.js';

/** The span event each decision becomes. */
export const DECISION_EVENT = 'loopgov.decision';

export interface TelemetryOptions {
  /** Where the counter and histogram live (default: the global meter provider's `loopgov` meter). */
  meter?: Meter;
  /** The span each decision is written on (default: the active span when the decision is returned). */
  span?: () => Span | undefined;
}

/**
 * @example
 * const run = instrumentRun(await openRun(opts));
 * await tracer.startActiveSpan('agent', async (span) => { …adapter over run…; span.end(); });
 */
export function instrumentRun<R extends Run>(run: R, opts: TelemetryOptions = {}): R {
  const meter = opts.meter ?? metrics.getMeter('loopgov');
  const counter = meter.createCounter('loopgov.decisions', {
    description: 'Decisions of governed agent runs, by decision and reason',
    unit: '{decision}',
  });
  const duration = meter.createHistogram('loopgov.step.duration', {
    description: 'Time the evaluator took to decide one step (gates, criteria and the durable trace write)',
    unit: 's',
    advice: { explicitBucketBoundaries: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120] },
  });
  const policy = (run as Partial<OpenedRun>).policy ?? null;

  // Each decision is emitted once, however many calls return it: a halt() that waited for the step it
  // cut short gets that step's HALT back, which the step has already emitted.
  const emitted = new WeakSet<Decision>();
  const emit = (d: Decision, seconds?: number): Decision => {
    if (emitted.has(d)) return d;
    emitted.add(d);
    const labels = { 'loopgov.decision': d.decision, 'loopgov.reason': d.reason };
    counter.add(1, labels);
    if (seconds !== undefined) duration.record(seconds, labels);
    const span = opts.span ? opts.span() : trace.getActiveSpan();
    if (!span) return d;
    span.addEvent(DECISION_EVENT, decisionAttributes(d, policy));
    if (d.decision === 'HALT') {
      span.setStatus({ code: SpanStatusCode.ERROR, message: `loopgov HALT (${d.reason})` });
    }
    return d;
  };

  const instrumented: Run & Partial<Pick<OpenedRun, 'refused' | 'policy' | 'continue'>> = {
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
      return (run as Partial<OpenedRun>).refused;
    },
    get policy() {
      return (run as Partial<OpenedRun>).policy;
    },
    async step(event, stepOpts) {
      const t0 = performance.now();
      const d = await run.step(event, stepOpts);
      return emit(d, (performance.now() - t0) / 1000);
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
    },
  };
  // A run refused at openRun (no policy, a level not allowed) has its decision already: it counts too.
  const refused = (run as Partial<OpenedRun>).refused;
  if (refused) emit(refused);
  const proceed = (run as Partial<OpenedRun>).continue;
  if (typeof proceed === 'function') {
    // The same run object goes on (or ends): later steps pass through the wrapper as before.
    instrumented.continue = async (token) => {
      const r = await proceed.call(run, token);
      if (r.decision) emit(r.decision);
      return r;
    };
  }
  return instrumented as unknown as R;
}

/** The span event's attributes: loopgov's own names, plus the GenAI / general ones that exist. */
export function decisionAttributes(d: Decision, policy: OpenedRun['policy']): Attributes {
  const a: Attributes = {
    'loopgov.decision': d.decision,
    'loopgov.reason': d.reason,
    'loopgov.rule': ruleOf(d),
    'loopgov.run_id': d.run_id,
    'gen_ai.conversation.id': d.run_id,
    'loopgov.attempt': d.attempt,
    'loopgov.policy.source': d.provenance.source,
    'loopgov.policy.verified': d.provenance.verified,
    'loopgov.governance': d.governance,
  };
  if (d.step !== null) a['loopgov.step'] = d.step;
  const commit = d.provenance.commit ?? policy?.commit;
  if (commit) a['loopgov.policy.commit'] = commit;
  if (policy?.digest) a['loopgov.policy.digest'] = policy.digest;
  if (d.detail) a['loopgov.detail'] = d.detail;
  if (d.trace) {
    a['loopgov.trace.index'] = d.trace.index;
    a['loopgov.trace.hash'] = d.trace.hash;
  }
  if (d.budget) {
    a['loopgov.budget.steps'] = d.budget.steps;
    a['loopgov.budget.tokens'] = d.budget.tokens;
    a['loopgov.budget.cost_usd'] = d.budget.cost_usd;
  }
  if (d.decision === 'HALT') a['error.type'] = d.reason;
  return a;
}

/** Which rule decided: the failing gates, the budget limit, the stall pattern, or the reason itself. */
export function ruleOf(d: Decision): string {
  const failing = d.gate.results.filter((r) => r.verdict !== 'PASS').map((r) => r.id);
  if ((d.reason === 'gate_fail' || d.reason === 'gate_deny') && failing.length)
    return `gate.${failing.join(',')}`;
  if (d.reason === 'oscillation' || d.reason === 'thrash' || d.reason === 'no_progress')
    return `convergence.${d.reason}`;
  if (d.reason === 'success' || d.reason === 'self_declared_done') return 'success_criteria';
  return d.reason;
}
