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
import { type Attributes, type Meter, type Span } from '@opentelemetry/api';
import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import type { OpenedRun } from '../io/run/open-run.js';
/** The span event each decision becomes. */
export declare const DECISION_EVENT = "loopgov.decision";
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
export declare function instrumentRun<R extends Run>(run: R, opts?: TelemetryOptions): R;
/** The span event's attributes: loopgov's own names, plus the GenAI / general ones that exist. */
export declare function decisionAttributes(d: Decision, policy: OpenedRun['policy']): Attributes;
/** Which rule decided: the failing gates, the budget limit, the stall pattern, or the reason itself. */
export declare function ruleOf(d: Decision): string;
