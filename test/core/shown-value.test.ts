// A bad value quoted as the caller passed it (decision 129): JSON.stringify would show NaN and Infinity
// as null, -0 as 0, throw on a bigint — "(got null)" for a value that was never null.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { grantProblem } from '../../src/core/policy/grant.js';
import { parsePolicySpec } from '../../src/core/run/options.js';
import { shownValue } from '../../src/core/shown-value.js';

describe('shownValue', () => {
  it.each([
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [Number.NEGATIVE_INFINITY, '-Infinity'],
    [-0, '-0'],
    [10n, '10n'],
    [undefined, 'nothing'],
    [null, 'null'],
    ['Prod', '"Prod"'],
    [{ a: Number.NaN, b: [1n, undefined] }, '{"a":NaN,"b":[1n,undefined]}'],
    [new Date(0), 'a Date (1970-01-01T00:00:00.000Z)'],
    [new Map(), 'a Map'],
    [() => 1, 'a function'],
    [new Error('boom'), 'an Error ("boom")'],
    // instanceof is false for an Error of another realm; it is one all the same, and "a Error" no English.
    [runInNewContext('new Error("from vm")'), 'an Error ("from vm")'],
    [new Int8Array(1), 'an Int8Array'],
    [{ name: 'Error', message: 'x' }, '{"name":"Error","message":"x"}'],
  ])('%s → %s', (value, shown) => {
    expect(shownValue(value)).toBe(shown);
  });

  it('a long value is cut; a cycle is said, not followed; a getter that throws is no crash', () => {
    expect(shownValue('x'.repeat(500))).toBe(`"${'x'.repeat(80)}…"`);
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(shownValue(cyclic)).toBe('{"a":1,"self":(a cycle)}');
    const hostile = Object.defineProperty({}, 'x', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    expect(shownValue(hostile)).toBe('an object');
  });
});

describe('the messages that quote with it', () => {
  it('a grant of NaN is said as NaN', () => {
    expect(grantProblem({ max_cost_usd: Number.NaN })).toBe(
      'grant max_cost_usd must be a positive number (got NaN)',
    );
    expect(grantProblem({ max_steps: Number.POSITIVE_INFINITY })).toBe(
      'grant max_steps must be a positive integer (got Infinity)',
    );
  });

  it('a reachability TTL of Infinity is said as Infinity', () => {
    expect(() =>
      parsePolicySpec({ kind: 'pinned', repo: '/r', commit: 'a'.repeat(40), reachabilityTtlSec: Infinity }),
    ).toThrow('policy.reachabilityTtlSec must be a whole number of seconds, 0 or more (got Infinity)');
  });
});
