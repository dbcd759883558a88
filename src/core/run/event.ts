/**
 * Step events in: schema validation (ajv, same options as the policy schemas), the ordering rule, the
 * derived action hash and the artifact's bytes. Anything wrong throws `ERR_STEP_INVALID` naming the field.
 */
import type { ErrorObject } from 'ajv';
import { firstLine, LoopgovError } from '../errors.js';
import { runtimeValidators } from '../policy/validate.js';
import { sha256Hex } from '../trace/chain.js';
import { stepOrderProblem } from '../trace/steps.js';
import { allWellFormed, describeLoneSurrogate, loneSurrogate } from '../unicode.js';
import type { Decision, StepEvent } from './types.js';

/**
 * Validates one step event. `previousStep` is the last accepted step number (or null before the first):
 * a step that repeats or goes backwards is refused.
 *
 * The caller's object is read once: each own field (and each field of an `artifact` or `context`
 * object) is copied into a plain snapshot, which is validated and is all that is judged and recorded
 * after — a getter that answers one value to the validator and another to the budget changes nothing
 * (a getter that throws is an invalid event). Fields must be the event's own (a prototype's are not
 * read).
 *
 * @example
 * const event = parseStepEvent(JSON.parse(line), lastStep);
 */
export function parseStepEvent(input: unknown, previousStep: number | null): StepEvent {
  const snap = snapshotOf(input);
  // A library caller's bytes (a Uint8Array, a Buffer) are the artifact as they are: the schema, which
  // speaks JSON, checks the rest of the event (decision 094).
  const bytes = rawArtifact(snap);
  if (bytes) (snap as { artifact: unknown }).artifact = null;
  // Precompiled at build time with the policy schemas (docs/decisions/006): no compile at start-up.
  const event = runtimeValidators.StepEvent;
  if (!event(snap)) {
    const problems = describeAll((event.errors ?? []).filter((e) => e.keyword !== 'anyOf'));
    throw new LoopgovError('ERR_STEP_INVALID', `invalid step event: ${problems.join('; ')}`, [
      ...problems.map((message) => ({ file: 'stdin', message })),
    ]);
  }
  const ev = snap as StepEvent;
  if (bytes) ev.artifact = bytes;
  // The cheap walk first: the field paths are built only for an event that has a lone surrogate.
  const lone = allWellFormed(ev) ? null : loneSurrogate(ev, '');
  if (lone) {
    const message = describeLoneSurrogate(lone);
    throw new LoopgovError('ERR_STEP_INVALID', `invalid step event: ${message}`, [
      { file: 'stdin', field: lone.field, message },
    ]);
  }
  const order = previousStep === null ? null : stepOrderProblem(ev.step, previousStep);
  if (order) throw new LoopgovError('ERR_STEP_INVALID', `invalid step event: /step ${order}`);
  return ev;
}

/**
 * A plain copy of the event's own fields, each read exactly once (a spread: no clone, no JSON round
 * trip — this is the hot path), and of its `artifact` and `context` when they are plain objects.
 * Anything that is not a plain-shaped object (null, an array, a string) is handed to the schema as it is.
 */
function snapshotOf(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  let snap: Record<string, unknown> | undefined;
  let at = '';
  try {
    snap = { ...(input as Record<string, unknown>) };
    at = '/artifact';
    if (isPlainObject(snap.artifact)) snap.artifact = { ...snap.artifact };
    at = '/context';
    if (isPlainObject(snap.context)) snap.context = { ...snap.context };
  } catch (e) {
    // Named from the property descriptors, which call no getter: nothing is read a second time.
    const from = snap === undefined ? input : snap[at.slice(1)];
    const where = snap === undefined ? '' : at;
    const getters = accessorsOf(from).map((k) => `${where}/${k}`);
    const which = getters.length > 0 ? ` (getter${getters.length > 1 ? 's' : ''} ${getters.join(', ')})` : '';
    const message = `a field of the step event${where ? ` at ${where}` : ''} could not be read${which}: ${firstLine(e)}`;
    throw new LoopgovError('ERR_STEP_INVALID', `invalid step event: ${message}`, [
      { file: 'stdin', field: where || '/', message },
    ]);
  }
  return snap;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** The names of `o`'s own accessor properties (getters), found without calling any. */
function accessorsOf(o: unknown): string[] {
  if (o === null || typeof o !== 'object') return [];
  try {
    return Object.entries(Object.getOwnPropertyDescriptors(o))
      .filter(([, d]) => d.get !== undefined)
      .map(([k]) => k);
  } catch {
    return []; // a Proxy whose traps throw: said without names
  }
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

/** `schemas/step-event.schema.json`'s `artifact.base64` maxLength (a test holds the two equal). */
export const MAX_BASE64_LENGTH = 89478488;
/** The most bytes that many base64 characters decode to: the cap on an artifact given as bytes. */
export const MAX_ARTIFACT_BYTES = Math.floor(MAX_BASE64_LENGTH / 4) * 3;

/**
 * The artifact of a library event given as bytes (a `Uint8Array`, a `Buffer`), else null. Any other
 * kind of object (another typed array, a class instance) is refused in one line.
 */
function rawArtifact(snap: unknown): Uint8Array | null {
  const a = snap !== null && typeof snap === 'object' ? (snap as { artifact?: unknown }).artifact : undefined;
  if (a instanceof Uint8Array) {
    // Judged as the same bytes sent as {base64} would be (decision 094): refused past what base64 can carry.
    if (a.byteLength > MAX_ARTIFACT_BYTES) {
      const message = `/artifact is ${a.byteLength} bytes, more than the ${MAX_ARTIFACT_BYTES} a step event may carry (as {base64}: at most ${MAX_BASE64_LENGTH} characters)`;
      throw new LoopgovError('ERR_STEP_INVALID', `invalid step event: ${message}`, [
        { file: 'stdin', field: '/artifact', message },
      ]);
    }
    // A copy: what the caller does with its buffer once the step has started changes nothing judged.
    return new Uint8Array(a.buffer.slice(a.byteOffset, a.byteOffset + a.byteLength));
  }
  const proto = a !== null && typeof a === 'object' ? Object.getPrototypeOf(a) : Object.prototype;
  if (proto !== Object.prototype && proto !== null && !Array.isArray(a)) {
    const kind = (a as object).constructor?.name ?? 'an object';
    const message = `/artifact must be a string, {base64: "…"}, a Uint8Array or null (got ${kind})`;
    throw new LoopgovError('ERR_STEP_INVALID', `invalid step event: ${message}`, [
      { file: 'stdin', field: '/artifact', message },
    ]);
  }
  return null;
}

/** The artifact's bytes: UTF-8 of a string, decoded base64, the bytes given, or `null` for none. */
export function artifactBytes(ev: StepEvent): Uint8Array | null {
  if (ev.artifact === null) return null;
  // Buffer.from, not TextEncoder: a small artifact is a slice of Node's buffer pool, no allocation of its own.
  if (typeof ev.artifact === 'string') return Buffer.from(ev.artifact, 'utf8');
  if (ev.artifact instanceof Uint8Array) return ev.artifact;
  return new Uint8Array(Buffer.from(ev.artifact.base64, 'base64'));
}

/**
 * One line per problem: unknown fields of one object are said together (the first few named), so a
 * wrong kind of value — a class instance, a typed array that is not bytes — is one line, not hundreds.
 */
function describeAll(errors: ErrorObject[]): string[] {
  const unknown = new Map<string, string[]>();
  const out: string[] = [];
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') {
      out.push(describe(e));
      continue;
    }
    const names = unknown.get(e.instancePath);
    const name = JSON.stringify(String((e.params as Record<string, unknown>).additionalProperty));
    if (names) names.push(name);
    else {
      unknown.set(e.instancePath, [name]);
      out.push(`\0${e.instancePath}`);
    }
  }
  return out.map((line) => {
    if (!line.startsWith('\0')) return line;
    const names = unknown.get(line.slice(1))!;
    const shown = names.slice(0, 3).join(', ');
    const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
    const where = line.slice(1) ? `${line.slice(1)} has ` : '';
    return `${where}unknown field${names.length > 1 ? 's' : ''} ${shown}${more}`;
  });
}

function describe(e: ErrorObject): string {
  const field = e.instancePath || '/';
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'required') return `missing field "${String(p.missingProperty)}"`;
  if (e.keyword === 'additionalProperties') return `unknown field "${String(p.additionalProperty)}"`;
  return `${field} ${e.message ?? e.keyword}`;
}
