/**
 * An adapter's options, checked as `openRun` checks its own (decision 090): the library refuses what it
 * would otherwise ignore. Unknown keys are refused and values quoted the one way the core does it
 * (`refuseUnknownKeys`, `shownValue`); every message names the adapter.
 */
import { LoopgovError } from '../core/errors.js';
import { refuseUnknownKeys } from '../core/option-keys.js';
import { shownValue } from '../core/shown-value.js';

/** Checks one option's value; throws `ERR_USAGE` naming it (`name`: the option's key, or key path). */
export type OptionCheck = (value: unknown, name: string) => void;

/** `typeof value === kind`, else `ERR_USAGE`. */
export const isA =
  (kind: 'string' | 'function' | 'object'): OptionCheck =>
  (v, name) => {
    if (typeof v !== kind || v === null) {
      throw usage(`${name} must be ${kind === 'object' ? 'an' : 'a'} ${kind} (got ${shownValue(v)})`);
    }
  };

/** A whole number ≥ 0 (a count), else `ERR_USAGE`. */
export const isCount: OptionCheck = (v, name) => {
  if (!Number.isSafeInteger(v) || (v as number) < 0) {
    throw usage(`${name} must be an integer ≥ 0 (got ${shownValue(v)})`);
  }
};

/** The options of `AdapterOptions` (governor.ts), which every adapter takes. */
const COMMON: Record<string, OptionCheck> = {
  prices: isA('object'),
  intent: (v, name) => {
    isA('string')(v, name);
    if ((v as string).length > 4096) throw usage(`${name} must be at most 4096 characters`);
  },
  progress: isA('function'),
  firstStep: isCount,
  usageWhenMissing: (v, name) => {
    isA('object')(v, name);
    const u = v as Record<string, unknown>;
    refuseUnknownKeys(u, USAGE_KEYS, (k) => `${name}.${k}`);
    for (const k of USAGE_KEYS) isCount(u[k], `${name}.${k}`);
  },
};

const USAGE_KEYS = ['inputTokens', 'outputTokens'];

/**
 * An adapter's options: `prices` is required, an unknown key (a typo such as `claimDone`) or a value of
 * the wrong kind throws `ERR_USAGE` naming the adapter and the option. The price entries are checked at
 * each step (a bad one HALTs).
 *
 * @example
 * checkAdapterOptions('governAiSdk', opts, { claimsDone: isA('function') });
 * // { prices, claimDone } throws ERR_USAGE: governAiSdk: unknown option claimDone (known: prices, …)
 */
export function checkAdapterOptions(adapter: string, opts: unknown, own: Record<string, OptionCheck>): void {
  try {
    if (typeof opts !== 'object' || opts === null) {
      throw usage(`options must be an object (got ${shownValue(opts)})`);
    }
    const checks = { ...COMMON, ...own };
    const o = opts as Record<string, unknown>;
    refuseUnknownKeys(o, Object.keys(checks));
    if (o.prices === undefined) throw usage('prices is required (USD per million tokens by model id)');
    for (const [key, check] of Object.entries(checks)) {
      if (o[key] !== undefined) check(o[key], key);
    }
  } catch (e) {
    // One place names the adapter whose options they are, for every check's message.
    if (e instanceof LoopgovError) throw new LoopgovError(e.code, `${adapter}: ${e.message}`, e.problems);
    throw e;
  }
}

function usage(message: string): LoopgovError {
  return new LoopgovError('ERR_USAGE', message);
}
