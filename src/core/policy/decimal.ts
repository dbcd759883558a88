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
  const m = Number.isFinite(x) && x >= 0 ? DECIMAL.exec(String(x)) : null;
  if (!m) throw new LoopgovError('ERR_STEP_INVALID', `not a finite amount ≥ 0: ${String(x)}`);
  const frac = m[2] ?? '';
  const scale = frac.length - Number(m[3] ?? 0);
  const coef = BigInt(`${m[1]}${frac}`);
  return scale >= 0 ? { coef, scale } : { coef: coef * 10n ** BigInt(-scale), scale: 0 };
}

/** A running sum of non-negative decimals, exact at every size: `coef × 10^-scale`. */
export class DecimalSum {
  private coef = 0n;
  private scale = 0;

  /** Adds `x` (a cost in dollars) exactly. */
  add(x: number): void {
    const d = parseDecimal(x);
    this.rescale(d.scale);
    this.coef += d.coef * 10n ** BigInt(this.scale - d.scale);
  }

  /** Whether the sum is strictly greater than `limit` (from `parseDecimal`), compared exactly. */
  exceeds(l: Decimal): boolean {
    const s = Math.max(this.scale, l.scale);
    return this.coef * 10n ** BigInt(s - this.scale) > l.coef * 10n ** BigInt(s - l.scale);
  }

  /** The nearest double (for reports; decisions use `exceeds`). */
  toNumber(): number {
    return decimalToNumber({ coef: this.coef, scale: this.scale });
  }

  private rescale(scale: number): void {
    if (scale <= this.scale) return;
    this.coef *= 10n ** BigInt(scale - this.scale);
    this.scale = scale;
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
