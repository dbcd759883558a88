/**
 * The bodies people and runners send to start or stop a run, checked by their schemas
 * (`schemas/run-request.schema.json`, `schemas/halt-request.schema.json`, precompiled like the others):
 * one validator for `loopgov halt` and `POST /api/v1/runs/{id}/halt`, one for `POST /api/v1/runs`.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { LoopgovError } from '../errors.js';
import { CreateRunRequest, HaltRequest } from '../policy/generated/validators.js';
import type { Level, Profile } from '../policy/types.js';
import { schemaRuleInWords, VISIBLE_PATTERN } from '../schema-words.js';
import { loneSurrogate, loneSurrogateMessage } from '../unicode.js';

export interface CreateRunBody {
  run_id: string;
  project: string;
  level: Level;
  profile: Profile;
}

export interface HaltBody {
  by: string;
  reason: string;
}

/**
 * Checks a create-run body; throws `ERR_REQUEST` naming every bad field.
 *
 * @example
 * parseCreateRunRequest({ run_id: 'r1', project: 'demo', level: 'L2', profile: 'dev' });
 */
export function parseCreateRunRequest(data: unknown): CreateRunBody {
  return check(CreateRunRequest, data, 'run request') as CreateRunBody;
}

/**
 * Checks a halt request (`by`: 1-128 characters on one line, `reason`: 1-2000 characters; each with a
 * visible character: `"   "`, `"\u200b"` or braille blanks name nobody and say nothing).
 *
 * @example
 * parseHaltRequest({ by: 'alice', reason: 'wrong repository' });
 */
export function parseHaltRequest(data: unknown): HaltBody {
  return check(HaltRequest, data, 'halt request') as HaltBody;
}

function check(validate: ValidateFunction, data: unknown, what: string): unknown {
  const problems = validate(data)
    ? wellFormedProblems(data)
    : firstPerField((validate.errors ?? []).map(describe));
  if (problems.length === 0) return data;
  throw new LoopgovError(
    'ERR_REQUEST',
    `invalid ${what}: ${problems.map((p) => `${p.field} ${p.message}`).join('; ')}`,
    problems.map((p) => ({ file: what, field: p.field, message: p.message })),
  );
}

/** The schema cannot say it: a string that no trace record can hold (RFC 8785 refuses it). */
function wellFormedProblems(data: unknown): { field: string; message: string }[] {
  const lone = loneSurrogate(data);
  return lone ? [{ field: lone.field, message: loneSurrogateMessage(lone) }] : [];
}

function describe(e: ErrorObject): { field: string; message: string; visible: boolean } {
  const p = e.params as Record<string, unknown>;
  return { ...words(e, p), visible: e.keyword === 'pattern' && p.pattern === VISIBLE_PATTERN };
}

function words(e: ErrorObject, p: Record<string, unknown>): { field: string; message: string } {
  if (e.keyword === 'required') return { field: `/${String(p.missingProperty)}`, message: 'is required' };
  if (e.keyword === 'additionalProperties')
    return { field: `/${String(p.additionalProperty)}`, message: 'is not a known field' };
  if (e.keyword === 'enum')
    return { field: e.instancePath || '/', message: `must be one of ${JSON.stringify(p.allowedValues)}` };
  return { field: e.instancePath || '/', message: schemaRuleInWords(e) ?? e.message ?? e.keyword };
}

/**
 * One problem per field: `--by ''` is "must not be empty", not that and "must be text on one line" — and
 * "must hold a visible character" only when the field's other rules hold (ajv checks it first).
 */
function firstPerField(problems: { field: string; message: string; visible: boolean }[]) {
  const ranked = [...problems.filter((p) => !p.visible), ...problems.filter((p) => p.visible)];
  return ranked.filter((p, i) => ranked.findIndex((q) => q.field === p.field) === i);
}
