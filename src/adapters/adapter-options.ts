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

/**
 * A price table (`PriceTable`, prices.ts): a plain object (no array, no Map) of model id →
 * `{ inputPerMTok, outputPerMTok }`, each a finite number ≥ 0 and no other key (a typo such as
 * `inputPerMtok` would leave its price unread), else `ERR_USAGE` naming the entry.
 */
const isPriceTable: OptionCheck = (v, name) => {
  if (!isPlainObject(v)) {
    throw usage(
      `${name} must be an object (got ${shownValue(v)}): model id → { inputPerMTok, outputPerMTok }, USD per million tokens`,
    );
  }
  for (const [model, price] of Object.entries(v)) {
    const at = `${name}[${JSON.stringify(model)}]`;
    if (!isPlainObject(price)) {
      throw usage(`${at} must be an object { inputPerMTok, outputPerMTok } (got ${shownValue(price)})`);
    }
    refuseUnknownKeys(price, PRICE_KEYS, (k) => `${at}.${k}`);
    for (const k of PRICE_KEYS) {
      const n = price[k];
      if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) {
        throw usage(`${at}.${k} must be a finite number ≥ 0, USD per million tokens (got ${shownValue(n)})`);
      }
    }
  }
};

const PRICE_KEYS = ['inputPerMTok', 'outputPerMTok'];

/** An object literal's kind (of any realm): not an array, a Map, a class instance. */
function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** The options of `AdapterOptions` (governor.ts), which every adapter takes. */
const COMMON: Record<string, OptionCheck> = {
  prices: isPriceTable,
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
 * the wrong kind throws `ERR_USAGE` naming the adapter and the option — each price entry too
 * (`isPriceTable`), before the run is touched.
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
