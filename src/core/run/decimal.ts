/**
 * Exact sums of money (SPEC §4.2 budget): each cost is taken at its decimal value as written — the
 * shortest round-trip form of the number, which is what JSON carries and the trace records — and added
 * without rounding. Why not micro-dollars: `Math.round(cost * 1e6)` made every step under $0.0000005
 * free, so a spend split into small enough steps never reached `max_cost_usd` (docs/decisions/018).
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
    return Number(`${this.coef}e-${this.scale}`);
  }

  private rescale(scale: number): void {
    if (scale <= this.scale) return;
    this.coef *= 10n ** BigInt(scale - this.scale);
    this.scale = scale;
  }
}
