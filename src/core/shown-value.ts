/**
 * A caller's bad value as a message quotes it: `(got …)`. `JSON.stringify` would show NaN, ±Infinity
 * and -0 as `null` or `0`, throw on a bigint and drop `undefined`, so a message would quote a value the
 * caller never passed. Pure; one helper for every option and grant check.
 */
import { isErrorLike } from './errors.js';

/** Strings and whole values past this many characters are cut, with an ellipsis. */
const MAX_SHOWN = 80;
/** Members of an object or array walked into: more could never be shown within `MAX_SHOWN`. */
const MAX_MEMBERS = 40;

/**
 * `v` as it is: a string in quotes, a number as JavaScript writes it (`NaN`, `Infinity`, `-0`), a bigint
 * with its `n`, an object or array as JSON with those numbers kept, a missing value as `nothing`.
 *
 * @example
 * shownValue(Number.NaN) // 'NaN'
 * shownValue({ max_cost_usd: Infinity }) // '{"max_cost_usd":Infinity}'
 * shownValue(undefined) // 'nothing'
 * shownValue(new Date(0)) // 'a Date (1970-01-01T00:00:00.000Z)'
 */
export function shownValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  let text: string;
  try {
    text = shown(v, new Set());
  } catch {
    return 'an object'; // a getter or a Proxy that throws: said without its contents
  }
  // A string is cut inside its quotes already.
  return typeof v !== 'string' && text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

function shown(v: unknown, seen: Set<object>): string {
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v.length > MAX_SHOWN ? `${v.slice(0, MAX_SHOWN)}…` : v);
    case 'number':
      return Object.is(v, -0) ? '-0' : String(v);
    case 'bigint':
      return `${v}n`;
    case 'boolean':
      return String(v);
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return String(v);
    case 'function':
      return 'a function';
  }
  if (v === null) return 'null';
  const o = v as object;
  if (seen.has(o)) return '(a cycle)';
  if (o instanceof Date) return `a Date (${Number.isNaN(o.getTime()) ? 'invalid' : o.toISOString()})`;
  if (Array.isArray(o))
    return inner(
      seen,
      o,
      () =>
        `[${o
          .slice(0, MAX_MEMBERS)
          .map((x) => shown(x, seen))
          .join(',')}]`,
    );
  const proto = Object.getPrototypeOf(o);
  if (proto !== Object.prototype && proto !== null)
    // An Error of any realm (instanceof fails for one from a vm context) by its message; else its kind.
    return isErrorLike(o)
      ? `an Error (${JSON.stringify(o.message)})`
      : withArticle(o.constructor?.name ?? 'object');
  return inner(
    seen,
    o,
    () =>
      `{${Object.entries(o)
        .slice(0, MAX_MEMBERS)
        .map(([k, x]) => `${JSON.stringify(k)}:${shown(x, seen)}`)
        .join(',')}}`,
  );
}

/** Walks into `o` once (a cycle is said, not followed). */
function inner(seen: Set<object>, o: object, walk: () => string): string {
  seen.add(o);
  try {
    return walk();
  } finally {
    seen.delete(o);
  }
}

/** `a Map`, `an Int8Array`: a kind of thing as a sentence names it. */
function withArticle(kind: string): string {
  return `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`;
}
