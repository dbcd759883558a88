/**
 * Reading many trace folders for the meta-loop, one streaming pass per trace file, the chain verified in
 * the same pass (SPEC §6: only chains that verify are used; the others are listed and skipped). Pass 1
 * folds each run into a summary for the statistics; pass 2 replays each run under the proposed policies,
 * and uses a run only if its chain still ends in the head pass 1 saw. Memory: one line, one summary or
 * one replayer per policy at a time, whatever the number of runs.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describeError, firstLine, LoopgovError } from '../../core/errors.js';
import type { ArtifactSource } from '../../core/propose/replay-gates.js';
import { ReplayAccumulator } from '../../core/propose/replay-report.js';
import { type PolicyFor, replayRun } from '../../core/propose/replay.js';
import type { SkippedTrace } from '../../core/propose/report.js';
import { ProposeStats } from '../../core/propose/stats.js';
import { foldRun } from '../../core/propose/summarize.js';
import { createChainVerifier } from '../../core/trace/verify.js';
import { isRunId } from '../../core/trace/run-id.js';
import { readRecordedArtifact } from '../trace/artifacts.js';
import { createArtifactChecker, forEachLine, runPaths } from '../trace/read.js';

/** Skipped traces listed by name (the count is always exact). */
const SKIPPED_CAP = 100;

export interface RunRef {
  /** Index of the `--traces` folder it was found in. */
  source: number;
  dir: string;
  runId: string;
  /** Why the entry cannot be read as a run (a symbolic link is never followed): it is listed, skipped. */
  refused?: string;
}

/** Identifies a run across both passes. */
export function runKey(r: RunRef): string {
  return `${r.source}\0${r.runId}`;
}

/**
 * Every run under the folders, in folder order then run id order. A folder that cannot be listed throws
 * `ERR_TRACE` naming it; entries that are not run folders with a `trace.jsonl` are ignored, and a run
 * folder or `trace.jsonl` that is a symbolic link comes with `refused` (never followed; listed).
 *
 * @example
 * for (const run of listRuns(['traces'])) console.log(run.runId);
 */
export function* listRuns(dirs: string[]): Generator<RunRef> {
  for (const [source, dir] of dirs.entries()) {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch (e) {
      throw new LoopgovError('ERR_TRACE', `cannot read traces folder ${dir}: ${describeError(e)}`);
    }
    for (const runId of names) {
      if (!isRunId(runId)) continue;
      let refused: string | undefined;
      try {
        const folder = lstatSync(join(dir, runId));
        if (folder.isSymbolicLink()) refused = 'the run folder is a symbolic link (never followed)';
        else if (!folder.isDirectory()) continue;
        else {
          const trace = lstatSync(runPaths(dir, runId).trace);
          if (trace.isSymbolicLink()) refused = 'its trace.jsonl is a symbolic link (never followed)';
          else if (!trace.isFile()) refused = 'its trace.jsonl is not a regular file';
        }
      } catch {
        continue;
      }
      yield { source, dir, runId, ...(refused ? { refused } : {}) };
    }
  }
}

export class SkipList {
  readonly list: SkippedTrace[] = [];
  total = 0;
  add(run: RunRef, reason: string): void {
    this.total += 1;
    if (this.list.length < SKIPPED_CAP) this.list.push({ trace: join(run.dir, run.runId), reason });
  }
  merge(o: SkipList): void {
    for (const s of o.list) if (this.list.length < SKIPPED_CAP) this.list.push(s);
    this.total += o.total;
  }
}

export interface CollectedStats {
  stats: ProposeStats;
  /** runKey → head of every verified run. */
  heads: Map<string, string>;
  runs: number;
  skipped: SkipList;
  /** A `--traces` folder in which no run was found, and what it holds instead when that is telling. */
  notes: string[];
}

/**
 * Pass 1: statistics of every verified run.
 *
 * @example
 * const { stats, heads, skipped } = await collectTraceStats(['traces']);
 */
export async function collectTraceStats(dirs: string[]): Promise<CollectedStats> {
  const stats = new ProposeStats();
  const heads = new Map<string, string>();
  const skipped = new SkipList();
  let runs = 0;
  const copies = new CopyFilter();
  const found = new Set<number>();
  for (const run of listRuns(dirs)) {
    runs += 1;
    found.add(run.source);
    if (run.refused) {
      skipped.add(run, run.refused);
      continue;
    }
    const fold = foldRun(run.runId);
    const chain = await readChain(
      run,
      (rec) => fold.push(rec),
      (head) => fold.end(head),
    );
    const why = chain.ok ? copies.copyOf(run, chain.start) : chain.reason;
    if (why || !chain.ok) {
      skipped.add(run, why!);
      continue;
    }
    stats.add(chain.value);
    heads.set(runKey(run), chain.head);
  }
  const notes = dirs.flatMap((d, i) => (found.has(i) ? [] : [noRunsIn(d)]));
  return { stats, heads, runs, skipped, notes };
}

/**
 * Why a `--traces` folder gave no run. Runs are read one level down only (`D/<run-id>/trace.jsonl`, as
 * `loopgov run --trace-dir D` writes them: SPEC §5); a folder of such folders (`D/<day>/<run-id>/…`) is
 * not searched — each is given as its own `--traces` — but it is named, so the mistake is seen.
 */
function noRunsIn(dir: string): string {
  const base = `no run found in --traces ${dir} (a run is ${join(dir, '<run-id>', 'trace.jsonl')})`;
  try {
    for (const sub of readdirSync(dir, { withFileTypes: true }).slice(0, 200)) {
      if (!sub.isDirectory()) continue;
      const nested = listRuns([join(dir, sub.name)]).next().value;
      if (nested)
        return `${base}: its subfolders hold runs one level deeper (${join(dir, sub.name, nested.runId, 'trace.jsonl')}); give each such folder as its own --traces`;
    }
  } catch {
    // listed already by listRuns; nothing more to say
  }
  return base;
}

export interface ReplayedTraces {
  accumulators: ReplayAccumulator[];
  heads: string[];
  runs: number;
  skipped: SkipList;
}

/**
 * Pass 2: every verified run replayed under each of `policies`. With `expected` (pass 1's heads), a run
 * whose chain no longer ends there — or that pass 1 did not see — is skipped as changed meanwhile.
 *
 * @example
 * const { accumulators } = await replayTraces(['traces'], [policyFor], heads);
 */
export async function replayTraces(
  dirs: string[],
  policies: PolicyFor[],
  expected?: Map<string, string>,
): Promise<ReplayedTraces> {
  const accumulators = policies.map(() => new ReplayAccumulator());
  const heads: string[] = [];
  const skipped = new SkipList();
  let runs = 0;
  const copies = new CopyFilter();
  for (const run of listRuns(dirs)) {
    runs += 1;
    const want = expected?.get(runKey(run));
    // Not in pass 1's statistics: listed there already (refused, did not verify, a copy), or it appeared since.
    if (expected && !want) continue;
    if (run.refused) {
      skipped.add(run, run.refused);
      continue;
    }
    const artifacts = artifactSource(runPaths(run.dir, run.runId).artifacts);
    const replayers = policies.map((p) => replayRun(run.runId, p, artifacts));
    const chain = await readChain(
      run,
      async (rec) => {
        for (const r of replayers) await r.push(rec);
      },
      (head) => replayers.map((r) => r.end(head)),
    );
    const why = chain.ok ? copies.copyOf(run, chain.start) : chain.reason;
    if (why || !chain.ok) {
      skipped.add(run, why!);
      continue;
    }
    if (want && want !== chain.head) {
      skipped.add(run, `changed while propose ran (head ${chain.head}, was ${want})`);
      continue;
    }
    heads.push(chain.head);
    for (const [i, r] of chain.value.entries()) accumulators[i]!.add(r);
  }
  return { accumulators, heads, runs, skipped };
}

/**
 * One run counts once, however many copies of its trace the folders hold (a folder passed twice, a
 * backup beside the original): a run is its `run_start` record, whose hash covers its id, time and
 * policy. The first copy in folder order is used; the others are listed as copies of it.
 */
class CopyFilter {
  private readonly seen = new Map<string, string>();
  copyOf(run: RunRef, start: string): string | null {
    const here = join(run.dir, run.runId);
    const first = this.seen.get(start);
    if (first === here) return 'read already: its folder is given more than once';
    if (first !== undefined) return `a copy of ${first} (the same run_start record): the run counts once`;
    this.seen.set(start, here);
    return null;
  }
}

type ChainRead<T> = { ok: true; head: string; start: string; value: T } | { ok: false; reason: string };

/**
 * One pass over a run's trace: every line to the verifier, every parsed record to `onRecord`, and, if
 * the chain verifies, its head to `onEnd`. A record that `onRecord` or `onEnd` cannot take (a verified
 * chain holding what the runtime never writes: re-hashed by someone who could write the folder) makes
 * the run a skipped one, named with why — one such trace never stops the others being read.
 */
async function readChain<T>(
  run: RunRef,
  onRecord: (rec: Record<string, unknown>) => void | Promise<void>,
  onEnd: (head: string) => T,
): Promise<ChainRead<T>> {
  // As `trace verify` checks it (SPEC §5, §6): the chain and every artifact — a run whose artifact was
  // replaced, or is not a regular file of its recorded size, is skipped with why.
  const artifacts = createArtifactChecker(runPaths(run.dir, run.runId).artifacts);
  const v = createChainVerifier({ runId: run.runId, onArtifact: artifacts.check });
  let start = '';
  let unusable: unknown = null;
  const refuse = (e: unknown) => {
    unusable = e ?? 'error';
  };
  // Synchronous when `onRecord` is (pass 1): no turn of the event loop per record.
  const use = (rec: Record<string, unknown>): void | Promise<void> => {
    if (unusable !== null) return;
    try {
      const p = onRecord(rec);
      if (p instanceof Promise) return p.catch(refuse);
    } catch (e) {
      refuse(e);
    }
  };
  try {
    const { terminated } = await forEachLine(runPaths(run.dir, run.runId).trace, (line) => {
      v.push(line);
      if (typeof line !== 'string') return; // not UTF-8: the verifier reports it
      let rec: unknown;
      try {
        rec = JSON.parse(line);
      } catch {
        return; // the verifier reports it
      }
      if (rec && typeof rec === 'object' && !Array.isArray(rec)) {
        if (start === '') start = String((rec as Record<string, unknown>).hash);
        return use(rec as Record<string, unknown>);
      }
    });
    const report = artifacts.judge(v.end({ terminated }));
    // A verified chain's first record is its run_start, and its hash field is that record's hash.
    if (report.ok) {
      try {
        if (unusable === null) return { ok: true, head: report.head, start, value: onEnd(report.head) };
      } catch (e) {
        refuse(e);
      }
      return { ok: false, reason: `not used: ${firstLine(unusable)}` };
    }
    const f = report.finding!;
    if (f.reason === 'artifact')
      return { ok: false, reason: `does not verify: the artifact of record ${f.index}: ${f.message}` };
    return { ok: false, reason: `chain does not verify: ${f.reason} at record ${f.index}: ${f.message}` };
  } catch (e) {
    if (e instanceof LoopgovError) return { ok: false, reason: e.message };
    throw e;
  }
}

/**
 * A run's `artifacts/<sha256>`, read as `trace verify` reads it (`readRecordedArtifact`): by hash name
 * only, never through a symlink, a regular file only, at most its recorded size. The bytes of a replaced
 * artifact are returned (the replay checks them and says so); null when there is nothing to read.
 */
export function artifactSource(artifactsDir: string): ArtifactSource {
  return {
    read(sha256, bytes) {
      return readRecordedArtifact(artifactsDir, sha256, bytes).bytes ?? null;
    },
  };
}
