/**
 * `loopgov trace replay`: re-runs the gates recorded in `run_start.effective` (and the success criteria
 * of iterations that ran them) on the stored artifacts, and lists every verdict that differs from the
 * recorded one — an artifact edited after the run, a record edited, or a gate that is not deterministic.
 * One streaming pass; the chain is verified in the same pass.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Gate } from '../../core/policy/types.js';
import { checkLine } from '../../core/trace/chain.js';
import type { TraceRecord } from '../../core/trace/types.js';
import { type ChainReport, createChainVerifier } from '../../core/trace/verify.js';
import { runGates } from '../verify/step-gates.js';
import { forEachLine, runPaths } from './read.js';

/** One verdict that came out differently. `gate: null` is the overall verdict. */
export interface ReplayDifference {
  index: number;
  step: unknown;
  check: 'gates' | 'success_criteria';
  gate: string | null;
  recorded: string;
  replayed: string;
  detail: string;
}

export interface ReplayReport {
  runId: string;
  /** Iterations whose gates were re-run. */
  replayed: number;
  differences: ReplayDifference[];
  chain: ChainReport;
}

interface RecordedReport {
  verdict: string;
  results: { id: string; kind?: string; verdict: string; detail?: string }[];
}

/**
 * Replays a run. `workdir`: where command gates run (default: the run's recorded workdir).
 *
 * @example
 * const r = await replayTrace('traces', 'r1');
 * if (r.differences.length > 0) process.exitCode = 1;
 */
export async function replayTrace(
  traceDir: string,
  runId: string,
  opts: { workdir?: string } = {},
): Promise<ReplayReport> {
  const paths = runPaths(traceDir, runId);
  const verifier = createChainVerifier({ runId, allowOpen: true });
  const iterations: TraceRecord[] = [];
  let gates: Gate[] | null = null;
  let criteria: Gate[] | null = null;
  let workdir = opts.workdir;
  // The line loop is synchronous and gates are not: iterations with an artifact are queued (stripped to
  // what replay needs) and their gates re-run after the pass.
  const { terminated } = await forEachLine(paths.trace, (line) => {
    verifier.push(line);
    const c = checkLine(line);
    if (!c.ok) return;
    const r = c.record;
    if (r.type === 'run_start') {
      const eff = r.effective as { gates?: Gate[]; success_criteria?: Gate[] } | undefined;
      gates = eff?.gates ?? null;
      criteria = eff?.success_criteria ?? null;
      workdir ??= typeof r.workdir === 'string' ? r.workdir : undefined;
    } else if (r.type === 'iteration' && (r.artifact as { sha256?: string } | null)?.sha256) {
      iterations.push(stripForReplay(r));
    }
  });
  const chain = verifier.end({ terminated });
  const differences: ReplayDifference[] = [];
  let replayed = 0;
  for (const r of iterations) {
    const sha = (r.artifact as { sha256: string }).sha256;
    const path = join(paths.artifacts, sha);
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(path);
    } catch (e) {
      differences.push({
        index: r.index,
        step: r.step,
        check: 'gates',
        gate: null,
        recorded: String((r.gate as RecordedReport | undefined)?.verdict ?? '-'),
        replayed: 'MISSING',
        detail: `artifact ${sha} cannot be read: ${(e as NodeJS.ErrnoException).code ?? e}`,
      });
      continue;
    }
    replayed++;
    const ctx = { workdir: workdir ?? process.cwd() };
    const artifact = { path, bytes };
    if (gates && r.gate)
      compare(differences, r, 'gates', r.gate as RecordedReport, await runGates(gates, artifact, ctx));
    if (criteria && r.criteria) {
      compare(
        differences,
        r,
        'success_criteria',
        r.criteria as RecordedReport,
        await runGates(criteria, artifact, ctx),
      );
    }
  }
  return { runId, replayed, differences, chain };
}

/** Keeps only what replay needs from an iteration, so a long run does not hold whole records. */
function stripForReplay(r: TraceRecord): TraceRecord {
  return {
    type: r.type,
    run_id: r.run_id,
    at: r.at,
    index: r.index,
    prev: r.prev,
    hash: r.hash,
    step: r.step,
    artifact: r.artifact,
    gate: r.gate,
    criteria: r.criteria ?? null,
  };
}

function compare(
  out: ReplayDifference[],
  r: TraceRecord,
  check: ReplayDifference['check'],
  recorded: RecordedReport,
  replayed: { verdict: string; results: { id: string; verdict: string; detail: string }[] },
): void {
  const base = { index: r.index, step: r.step, check };
  // A step's context is recorded by hash only (SPEC §4.5): its check cannot be replayed, so the overall
  // verdict is compared without it.
  const contextual = (recorded.results ?? []).some((g) => g.kind === 'context');
  if (contextual) {
    const results = recorded.results.filter((g) => g.kind !== 'context');
    const verdict = results.some((g) => g.verdict === 'DENY')
      ? 'DENY'
      : results.some((g) => g.verdict !== 'PASS')
        ? 'FAIL'
        : results.length === 0 && recorded.verdict === 'SKIP'
          ? 'SKIP'
          : 'PASS';
    recorded = { verdict, results };
  }
  const recVerdict = recorded.verdict === 'SKIP' ? 'PASS' : recorded.verdict;
  if (recVerdict !== replayed.verdict) {
    out.push({
      ...base,
      gate: null,
      recorded: recorded.verdict,
      replayed: replayed.verdict,
      detail: 'overall verdict',
    });
  }
  const now = new Map(replayed.results.map((x) => [x.id, x]));
  const ids = new Set<string>();
  for (const g of recorded.results ?? []) {
    ids.add(g.id);
    const x = now.get(g.id);
    if (!x)
      out.push({
        ...base,
        gate: g.id,
        recorded: g.verdict,
        replayed: 'NOT RUN',
        detail: 'gate not run on replay',
      });
    else if (x.verdict !== g.verdict)
      out.push({ ...base, gate: g.id, recorded: g.verdict, replayed: x.verdict, detail: x.detail });
  }
  for (const x of replayed.results) {
    if (!ids.has(x.id))
      out.push({ ...base, gate: x.id, recorded: 'NOT RUN', replayed: x.verdict, detail: x.detail });
  }
}
