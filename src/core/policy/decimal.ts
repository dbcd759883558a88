/**
 * Exact sums of money (SPEC §4.2 budget): each cost is taken at its decimal value as written — the
 * shortest round-trip form of the number, which is what JSON carries and the trace records — and added
 * without rounding. Why not micro-dollars: `Math.round(cost * 1e6)` made every step under $0.0000005
 * free, so a spend split into small enough steps never reached `max_cost_usd` (docs/decisions/018).
 * The same arithmetic raises and bounds limits: a resume's grant (`policy/grant.ts`) adds to a limit
 * and is held to the ceiling exactly as the governor will compare costs with it (decision 069).
 */
import { LoopgovError } from '../errors.js';

const DECIMAL = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** A non-negative decimal: `coef × 10^-scale`. */
export interface Decimal {
  coef: bigint;
  scale: number;
}

/** `x` as `coefficient × 10^-scale` with integer coefficient, exactly as `String(x)` writes it. */
export function parseDecimal(x: number): Decimal {
  const { digits, scale } = decimalDigits(x);
  const coef = BigInt(digits);
  return scale >= 0 ? { coef, scale } : { coef: coef * 10n ** BigInt(-scale), scale: 0 };
}

/** The digits of `x` as `String(x)` writes it, and the power of ten they are divided by (may be < 0). */
function decimalDigits(x: number): { digits: string; scale: number } {
  const m = Number.isFinite(x) && x >= 0 ? DECIMAL.exec(String(x)) : null;
  if (!m) throw new LoopgovError('ERR_STEP_INVALID', `not a finite amount ≥ 0: ${String(x)}`);
  const frac = m[2] ?? '';
  return { digits: `${m[1]}${frac}`, scale: frac.length - Number(m[3] ?? 0) };
}

/**
 * Integers below this are exact as doubles, and so is the sum of two. The sum is kept as a double for
 * as long as every coefficient stays under it (the usual case: cents and fractions of them, a few
 * million steps) — and as a bigint from the first one that would not: exact either way (decision 098).
 */
const EXACT = 2 ** 52;
/** 10^k, exact as a double for k ≤ 22. */
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/** `coef × 10^k` when it is exact and under `EXACT`, else null. */
function scaledSmall(coef: number, k: number): number | null {
  const p = POW10[k];
  if (p === undefined) return null;
  const v = coef * p; // exact when the true product is under 2^53: rounding cannot bring it under EXACT
  return v < EXACT ? v : null;
}

/** A running sum of non-negative decimals, exact at every size: `coef × 10^-scale`. */
export class DecimalSum {
  /** A double while exact and under `EXACT` (no bigint arithmetic per step), else a bigint. */
  private coef: number | bigint = 0;
  private scale = 0;

  /** Adds `x` (a cost in dollars) exactly. */
  add(x: number): void {
    const { digits, scale: xScale } = decimalDigits(x);
    if (typeof this.coef === 'number' && digits.length <= 15 && xScale >= 0) {
      const scale = Math.max(this.scale, xScale);
      const a = scaledSmall(this.coef, scale - this.scale);
      const b = scaledSmall(Number(digits), scale - xScale);
      if (a !== null && b !== null) {
        this.coef = a + b;
        this.scale = scale;
        return;
      }
    }
    const d = parseDecimal(x);
    const scale = Math.max(this.scale, d.scale);
    this.coef = align(this.big(), scale) + align(d, scale);
    this.scale = scale;
  }

  /** Whether the sum is strictly greater than `limit` (from `parseDecimal`), compared exactly. */
  exceeds(l: Decimal): boolean {
    const s = Math.max(this.scale, l.scale);
    if (typeof this.coef === 'number' && l.coef < EXACT) {
      const a = scaledSmall(this.coef, s - this.scale);
      const b = scaledSmall(Number(l.coef), s - l.scale);
      if (a !== null && b !== null) return a > b;
    }
    return align(this.big(), s) > align(l, s);
  }

  /** The nearest double (for reports; decisions use `exceeds`). */
  toNumber(): number {
    const p = POW10[this.scale];
    // Both exact: one correctly rounded division is the nearest double to the decimal.
    if (typeof this.coef === 'number' && p !== undefined) return this.coef / p;
    return decimalToNumber(this.big());
  }

  private big(): Decimal {
    return { coef: BigInt(this.coef), scale: this.scale };
  }
}

/** `a + b` exactly, as a decimal. */
export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { coef: align(a, scale) + align(b, scale), scale };
}

/** Negative, zero or positive as `a` is less than, equal to or greater than `b`, compared exactly. */
export function compareDecimals(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const d = align(a, scale) - align(b, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/**
 * `a − b` exactly, never below 0, as the nearest double (how much room `b` leaves under `a`).
 *
 * @example
 * decimalRoom(0.3, 0.1) // 0.2 (not 0.19999999999999998)
 */
export function decimalRoom(a: number, b: number): number {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const d = align(x, scale) - align(y, scale);
  return d <= 0n ? 0 : decimalToNumber({ coef: d, scale });
}

/** The nearest double to a decimal. */
export function decimalToNumber(d: Decimal): number {
  return Number(`${d.coef}e-${d.scale}`);
}

function align(d: Decimal, scale: number): bigint {
  return d.coef * 10n ** BigInt(scale - d.scale);
}
