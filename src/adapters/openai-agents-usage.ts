/**
 * The model calls of one OpenAI Agents governor's runs, as its steps meter them: each call's usage
 * priced by the model of the agent whose filter call let it through (decision 127), and the calls that
 * went past the filter counted (decision 126, addendum). The SDK adds each response's usage to the run
 * context's `Usage` (one `requestUsageEntries` entry per call that reported tokens) after the response,
 * and ties no usage to its request: runs under way together on one context answer in any order. So the
 * filter calls whose usage has not landed are kept as a balance, and when a step cannot tell which of
 * them a usage was, it is charged as the dearest of them would charge it.
 */
import type { Usage } from '@openai/agents';
import { priceIn, type PriceTable } from './prices.js';

/** One model call (or several, when the SDK kept no usage of each) as a step meters it. */
export interface MeteredCall {
  /** The price-table key. */
  model: string;
  /** Undefined when the call reported no usage (the step then HALTs `invalid_event`, or uses usageWhenMissing). */
  input: number | undefined;
  output: number | undefined;
}

export class ModelCalls {
  /** The price keys of the model calls the filter let through whose usage has not been metered. */
  private passes: string[] = [];
  private metered = { requests: 0, input: 0, output: 0, entries: 0 };

  /** `last`: the price key of a call that went past the filter (the last filter call's, at first the default). */
  constructor(
    private readonly prices: PriceTable,
    private last: string,
  ) {}

  /** The filter let a model call through, for an agent priced as `model`. */
  passed(model: string): void {
    this.passes.push(model);
    this.last = model;
  }

  /** A restored state's usage: metered before the escalation, and no filter call is outstanding. */
  restart(usage: Usage): void {
    this.passes = [];
    this.metered = snapshot(usage);
  }

  /** True when the usage counts model calls that no step has metered. */
  unmetered(usage: Usage): boolean {
    return usage.requests > this.metered.requests;
  }

  /**
   * The model calls the usage gained since the last take, each priced, and how many of them went past
   * the filter (more calls than filter calls outstanding). The outstanding filter calls they are matched
   * with go; the dearest stay, so that a usage still to land is never charged below its own model.
   */
  take(usage: Usage): { calls: MeteredCall[]; unseen: number } {
    const before = this.metered;
    this.metered = snapshot(usage);
    const requests = usage.requests - before.requests;
    if (requests <= 0) return { calls: [], unseen: 0 };
    const input = usage.inputTokens - before.input;
    const output = usage.outputTokens - before.output;
    // The SDK counts a usage it was not given as 0; a model call always reads its prompt, so a call that
    // read 0 tokens reported none.
    const missing = input === 0 && output === 0;
    const fresh = (usage.requestUsageEntries ?? []).slice(before.entries);
    const usages =
      fresh.length === requests
        ? fresh.map((e) => ({ input: e.inputTokens, output: e.outputTokens }))
        : [{ input: missing ? undefined : input, output: missing ? undefined : output }];
    const candidates = [...this.passes];
    const matched = Math.min(requests, this.passes.length);
    const byUnitPrice = [...this.passes].sort((a, b) => this.cost(b, 1, 1) - this.cost(a, 1, 1));
    this.passes = byUnitPrice.slice(0, this.passes.length - matched);
    const calls = [...usages]
      .sort((a, b) => (b.input ?? 0) + (b.output ?? 0) - ((a.input ?? 0) + (a.output ?? 0)))
      .map((u) => {
        let model = this.last;
        let at = -1;
        candidates.forEach((m, i) => {
          if (
            at < 0 ||
            this.cost(m, u.input ?? 1, u.output ?? 1) > this.cost(model, u.input ?? 1, u.output ?? 1)
          ) {
            model = m;
            at = i;
          }
        });
        if (at >= 0) candidates.splice(at, 1);
        return { model, ...u };
      });
    return { calls, unseen: requests - matched };
  }

  /** What `model` charges for the tokens; a model with no valid price is dearest (the step then HALTs, naming it). */
  private cost(model: string, input: number, output: number): number {
    const p = priceIn(this.prices, model);
    const c = p ? input * p.inputPerMTok + output * p.outputPerMTok : Number.NaN;
    return Number.isFinite(c) && c >= 0 ? c : Number.POSITIVE_INFINITY;
  }
}

function snapshot(u: Usage) {
  return {
    requests: u.requests,
    input: u.inputTokens,
    output: u.outputTokens,
    entries: u.requestUsageEntries?.length ?? 0,
  };
}
