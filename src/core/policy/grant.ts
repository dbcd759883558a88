/**
 * Budget grants (SPEC §4.4): what a person's signed resume may add to a run's budget limits, never
 * above the org ceiling. Pure.
 */
import { LoopgovError } from '../errors.js';
import { shownValue } from '../shown-value.js';
import { addDecimals, compareDecimals, decimalRoom, decimalToNumber, parseDecimal } from './decimal.js';
import type { Budget } from './types.js';

/** The budget fields a resume may raise, and whether each must be an integer. */
export const GRANT_FIELDS = {
  max_steps: 'integer',
  max_tokens: 'integer',
  max_cost_usd: 'number',
  max_wall_clock_sec: 'number',
  max_corrections_per_step: 'integer',
} as const;
export type GrantField = keyof typeof GRANT_FIELDS;

/** Increases to add to the current limits, e.g. `{max_steps: 10}`. */
export type Grant = Partial<Record<GrantField, number>>;

/**
 * Why `value` is not a grant, or null. Every member must be a known field holding a number > 0 (an
 * integer where the limit is one).
 *
 * @example
 * grantProblem({ max_steps: 10 }) // null
 * grantProblem({ max_steps: -1 }) // 'grant max_steps must be a positive integer (got -1)'
 */
export function grantProblem(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'grant must be an object';
  for (const [k, v] of Object.entries(value)) {
    const kind = (GRANT_FIELDS as Record<string, string>)[k];
    if (!kind || !Object.hasOwn(GRANT_FIELDS, k)) {
      return `grant field ${JSON.stringify(k)} is not one of ${Object.keys(GRANT_FIELDS).join(', ')}`;
    }
    const ok =
      typeof v === 'number' && Number.isFinite(v) && v > 0 && (kind === 'number' || Number.isSafeInteger(v));
    // A whole number past 2^53 - 1 is one no double holds exactly: said as such, not as "not an integer".
    if (!ok && kind === 'integer' && typeof v === 'number' && Number.isInteger(v) && v > 0)
      return `grant ${k} must be a positive integer of at most ${Number.MAX_SAFE_INTEGER} (got ${v}: too large to be held exactly)`;
    if (!ok) return `grant ${k} must be a positive ${kind} (got ${shownValue(v)})`;
  }
  return null;
}

/**
 * Parses `max_steps=10,max_cost_usd=0.5` (the `--grant` flag). Throws `ERR_USAGE` naming the bad part.
 *
 * @example
 * parseGrant('max_steps=10,max_tokens=5000') // { max_steps: 10, max_tokens: 5000 }
 */
export function parseGrant(text: string): Grant {
  const grant: Record<string, number> = Object.create(null);
  // Nothing is dropped unsaid: an empty grant, or an empty item (`max_steps=10,`), is a slip to show.
  if (text.trim() === '')
    throw new LoopgovError('ERR_USAGE', '--grant must name at least one FIELD=NUMBER (got an empty grant)');
  for (const part of text.split(',').map((p) => p.trim())) {
    if (part === '')
      throw new LoopgovError(
        'ERR_USAGE',
        `--grant: ${JSON.stringify(text)} has an empty item: give FIELD=NUMBER items separated by single commas`,
      );
    // A sign is read here so that `max_steps=-1` is refused for what it is (not positive), not its shape.
    const m = /^([a-z_]+)=(-?[0-9]+(?:\.[0-9]+)?)$/.exec(part);
    if (!m) throw new LoopgovError('ERR_USAGE', `--grant: ${JSON.stringify(part)} is not FIELD=NUMBER`);
    const field = m[1]!;
    // The field is checked before it is used as a key: `__proto__=5` assigned into an object would set
    // its prototype (no key at all) and vanish from the grant instead of being refused.
    if (!Object.hasOwn(GRANT_FIELDS, field)) {
      throw new LoopgovError(
        'ERR_USAGE',
        `--grant: grant field ${JSON.stringify(field)} is not one of ${Object.keys(GRANT_FIELDS).join(', ')}`,
      );
    }
    if (Object.hasOwn(grant, field)) throw new LoopgovError('ERR_USAGE', `--grant: ${field} is given twice`);
    const value = Number(m[2]);
    const integer = GRANT_FIELDS[field as GrantField] === 'integer';
    // Said with the digits as typed: the number they round to is not what was asked for.
    if (value > 0 && (!Number.isFinite(value) || (integer && value > Number.MAX_SAFE_INTEGER)))
      throw new LoopgovError(
        'ERR_USAGE',
        `--grant: ${part} is too large to be held exactly: ${field} takes ${integer ? `a whole number of at most ${Number.MAX_SAFE_INTEGER}` : 'a finite number'}`,
      );
    grant[field] = value;
  }
  const why = grantProblem(grant);
  if (why) throw new LoopgovError('ERR_USAGE', `--grant: ${why}`);
  return { ...grant };
}

/**
 * The limits after `grant`, and every way they would pass the ceiling (empty when within it). No
 * ceiling known means nothing may be granted (fail closed).
 *
 * @example
 * applyGrant(limits, { max_steps: 10 }, ceiling.budget) // { limits: {…, max_steps: 22}, problems: [] }
 */
export function applyGrant(
  limits: Budget,
  grant: Grant,
  ceiling: Budget | null,
): { limits: Budget; problems: string[] } {
  const out: Budget = { ...limits };
  const problems: string[] = [];
  for (const k of Object.keys(grant) as GrantField[]) {
    const add = grant[k] as number;
    // Exact decimals, as the budget governor sums costs (decision 018): 0.1 + 0.2 is 0.3 and may meet a
    // 0.3 ceiling, and a grant smaller than a micro-dollar still raises the limit (decision 069).
    const sum = addDecimals(parseDecimal(limits[k]), parseDecimal(add));
    const next = decimalToNumber(sum);
    if (ceiling === null)
      problems.push(`grant ${k} +${add}: no org ceiling is known, so nothing may be granted`);
    else if (compareDecimals(sum, parseDecimal(ceiling[k])) > 0)
      problems.push(`grant ${k} +${add} would make ${next}, above the ceiling ${ceiling[k]}`);
    out[k] = next;
  }
  return { limits: out, problems };
}

/**
 * How much each limit could still be raised before it meets the ceiling (what a resume could grant).
 *
 * @example
 * grantable({ …, max_steps: 12 }, ceiling.budget).max_steps // 188 when the ceiling is 200
 */
export function grantable(limits: Budget, ceiling: Budget | null): Record<GrantField, number> | null {
  if (!ceiling) return null;
  const out = {} as Record<GrantField, number>;
  for (const k of Object.keys(GRANT_FIELDS) as GrantField[]) out[k] = decimalRoom(ceiling[k], limits[k]);
  return out;
}
