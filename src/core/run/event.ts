/**
 * Step events in: schema validation (ajv, same options as the policy schemas), the ordering rule, the
 * derived action hash and the artifact's bytes. Anything wrong throws `ERR_STEP_INVALID` naming the field.
 */
import type { ErrorObject } from 'ajv';
import { LoopgovError } from '../errors.js';
import { runtimeValidators } from '../policy/validate.js';
import { sha256Hex, wellFormed } from '../trace/chain.js';
import type { Decision, StepEvent } from './types.js';

/**
 * Validates one step event. `previousStep` is the last accepted step number (or null before the first):
 * a step that repeats or goes backwards is refused.
 *
 * @example
 * const event = parseStepEvent(JSON.parse(line), lastStep);
 */
export function parseStepEvent(data: unknown, previousStep: number | null): StepEvent {
  // Precompiled at build time with the policy schemas (docs/decisions/006): no compile at start-up.
  const event = runtimeValidators.StepEvent;
  if (!event(data)) {
    const problems = (event.errors ?? []).filter((e) => e.keyword !== 'anyOf').map(describe);
    throw new LoopgovError('ERR_STEP_INVALID', `invalid step event: ${problems.join('; ')}`, [
      ...problems.map((message) => ({ file: 'stdin', message })),
    ]);
  }
  const ev = data as StepEvent;
  const lone = loneSurrogate(ev, '');
  if (lone) {
    const message = `${lone.field} holds a lone surrogate (U+${lone.unit.toString(16).toUpperCase()} at index ${lone.index}): strings must be well-formed Unicode`;
    throw new LoopgovError('ERR_STEP_INVALID', `invalid step event: ${message}`, [
      { file: 'stdin', field: lone.field, message },
    ]);
  }
  if (previousStep !== null && ev.step <= previousStep) {
    throw new LoopgovError(
      'ERR_STEP_INVALID',
      `invalid step event: /step ${ev.step} ${ev.step === previousStep ? 'repeats' : 'goes backwards from'} step ${previousStep} (steps must increase)`,
    );
  }
  return ev;
}

/** True when `decision` matches `schemas/decision.schema.json` (used by tests and `loopgov run --check`). */
export function isValidDecision(decision: unknown): decision is Decision {
  return runtimeValidators.Decision(decision) as boolean;
}

/** The event's own `action_hash`, or SHA-256 over its action, tool and inputs_ref. */
export function actionHashOf(ev: StepEvent): string {
  if (ev.action_hash !== undefined) return ev.action_hash;
  return sha256Hex(JSON.stringify([ev.action, ev.tool, ev.inputs_ref]));
}

const encoder = new TextEncoder();

/** The artifact's bytes: UTF-8 of a string, decoded base64, or `null` for a step without one. */
export function artifactBytes(ev: StepEvent): Uint8Array | null {
  if (ev.artifact === null) return null;
  if (typeof ev.artifact === 'string') return encoder.encode(ev.artifact);
  return new Uint8Array(Buffer.from(ev.artifact.base64, 'base64'));
}

/**
 * The first string (value or key), anywhere in the event, holding a UTF-16 surrogate with no partner:
 * its JSON-pointer field, the code unit and where. Checked here, so that it is `invalid_event` naming
 * the field rather than a failure deep in the trace writer.
 */
function loneSurrogate(v: unknown, field: string): { field: string; unit: number; index: number } | null {
  if (typeof v === 'string') {
    if (wellFormed(v)) return null;
    for (let i = 0; i < v.length; i++) {
      const c = v.charCodeAt(i);
      if (c < 0xd800 || c > 0xdfff) continue;
      const next = v.charCodeAt(i + 1);
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i++;
      else return { field: field || '/', unit: c, index: i };
    }
    return null;
  }
  if (v === null || typeof v !== 'object') return null;
  for (const [k, x] of Object.entries(v)) {
    const path = `${field}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const bad = loneSurrogate(k, `${path} (key)`) ?? loneSurrogate(x, path);
    if (bad) return bad;
  }
  return null;
}

function describe(e: ErrorObject): string {
  const field = e.instancePath || '/';
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'required') return `missing field "${String(p.missingProperty)}"`;
  if (e.keyword === 'additionalProperties') return `unknown field "${String(p.additionalProperty)}"`;
  return `${field} ${e.message ?? e.keyword}`;
}
