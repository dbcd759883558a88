/**
 * `loopgov trace replay`: re-runs a run's gates (and the success criteria of iterations that ran them)
 * on the stored artifacts, and lists every verdict that differs from the recorded one — an artifact
 * replaced after the run, a record edited, or a gate that is not deterministic.
 *
 * Replay never executes anything the trace says to run (SPEC §5): anyone who can write the trace dir
 * can re-hash a chain. Command gates and criteria come only from the pinned policy commit, read from
 * the policy repository the auditor names (`policyRepo`) and held to the digest the trace recorded;
 * without one they are listed as not replayed. Pure gates (`deny-patterns`, `max-bytes`) run no code
 * and may come from the trace. Every artifact is read by its 64-hex name inside the run's `artifacts/`
 * and checked against it before use. One streaming pass; the chain is verified in the same pass.
 */
import { LoopgovError } from '../../core/errors.js';
import { resolveEffectivePolicy } from '../../core/policy/resolve.js';
import type { EffectivePolicy, Gate, Scope } from '../../core/policy/types.js';
import { scopeProblem } from '../../core/run/options.js';
import { canonicalJson, checkLine } from '../../core/trace/chain.js';
import type { TraceRecord } from '../../core/trace/types.js';
import { type ChainReport, createChainVerifier } from '../../core/trace/verify.js';
import { loadPinnedPolicy } from '../policy/pin.js';
import { combineVerdicts } from '../../core/run/gates.js';
import type { CommandRunner, GateResult } from '../../core/run/types.js';
import { runGates } from '../verify/step-gates.js';
import { artifactRefOf, artifactSizeOf, readRecordedArtifact } from './artifacts.js';
import { forEachLine, runPaths } from './read.js';

/** One verdict (or fact) that came out differently. `gate: null` is the overall verdict. */
export interface ReplayDifference {
  index: number;
  step: unknown;
  check: 'gates' | 'success_criteria' | 'artifact' | 'policy';
  gate: string | null;
  recorded: string;
  replayed: string;
  detail: string;
}

/** A gate replay did not run, and why. */
export interface NotReplayed {
  check: 'gates' | 'success_criteria';
  gate: string;
  kind: string;
  reason: string;
}

export interface ReplayOptions {
  /** Where command gates run (default: the current directory — never the workdir the trace names). */
  workdir?: string;
  /** The policy repository (path or URL) that holds the run's pinned commit: the only source of commands. */
  policyRepo?: string;
  protectedRef?: string;
  cacheDir?: string;
  /** Where git's PATH, HOME, proxies and the default cache dir come from (default: `process.env`). */
  env?: NodeJS.ProcessEnv;
  /** Runs the command gates (default: real processes in this process's environment). */
  runner?: CommandRunner;
}

export interface ReplayReport {
  runId: string;
  /** Iterations whose gates were re-run. */
  replayed: number;
  differences: ReplayDifference[];
  /** Where the gates came from: the pinned commit (digest checked), or the trace (pure gates only). */
  source: { kind: 'pinned'; repo: string; commit: string; digest: string } | { kind: 'trace' };
  notReplayed: NotReplayed[];
  chain: ChainReport;
}

interface RecordedReport {
  verdict: string;
  results: { id: string; kind?: string; verdict: string; detail?: string }[];
}

/**
 * Replays a run.
 *
 * @example
 * const r = await replayTrace('traces', 'r1', { policyRepo: 'https://github.com/acme/agent-policies' });
 * if (r.differences.length > 0) process.exitCode = 1;
 */
export async function replayTrace(
  traceDir: string,
  runId: string,
  opts: ReplayOptions = {},
): Promise<ReplayReport> {
  const paths = runPaths(traceDir, runId);
  const verifier = createChainVerifier({ runId, allowOpen: true });
  const iterations: TraceRecord[] = [];
  let start: TraceRecord | null = null;
  // The line loop is synchronous and gates are not: iterations with an artifact are queued (stripped to
  // what replay needs) and their gates re-run after the pass.
  const { terminated } = await forEachLine(paths.trace, (line) => {
    verifier.push(line);
    const c = checkLine(line);
    if (!c.ok) return;
    const r = c.record;
    if (r.type === 'run_start') start ??= r;
    else if (r.type === 'iteration' && artifactRefOf(r) !== undefined) iterations.push(stripForReplay(r));
  });
  const chain = verifier.end({ terminated });
  const differences: ReplayDifference[] = [];
  const plan = await planGates(start, opts, differences);
  const workdir = opts.workdir ?? process.cwd();
  let replayed = 0;
  for (const r of iterations) {
    const a = readRecordedArtifact(paths.artifacts, artifactRefOf(r), artifactSizeOf(r), {
      readLarger: true,
    });
    if (!a.ok) {
      differences.push({
        index: r.index,
        step: r.step,
        check: 'artifact',
        gate: null,
        recorded: String(artifactRefOf(r)),
        replayed: a.problem.toUpperCase(),
        detail: a.message,
      });
    }
    // Nothing to replay on (unreadable, or larger than recorded); a replaced artifact is still replayed, to show how.
    if (!a.bytes) continue;
    replayed++;
    const artifact = { path: a.path, bytes: a.bytes };
    for (const check of ['gates', 'success_criteria'] as const) {
      const recorded = (check === 'gates' ? r.gate : r.criteria) as RecordedReport | null | undefined;
      if (!recorded) continue;
      const now = await runGates(plan[check], artifact, { workdir, runner: opts.runner });
      compare(differences, r, check, recorded, now, plan.skipped[check]);
    }
  }
  return {
    runId,
    replayed,
    differences,
    source: plan.source,
    notReplayed: plan.notReplayed,
    chain,
  };
}

interface GatePlan {
  gates: Gate[];
  success_criteria: Gate[];
  /** Gate ids whose recorded verdicts cannot be compared (not replayed). */
  skipped: { gates: Set<string>; success_criteria: Set<string> };
  source: ReplayReport['source'];
  notReplayed: NotReplayed[];
}

/** Which gates to run: all of the pinned commit's, or the trace's pure gates only. */
async function planGates(
  start: TraceRecord | null,
  opts: ReplayOptions,
  differences: ReplayDifference[],
): Promise<GatePlan> {
  const recorded = (start?.effective ?? {}) as Partial<EffectivePolicy>;
  if (opts.policyRepo) {
    if (!start) throw new LoopgovError('ERR_TRACE', 'the trace has no run_start: nothing to replay against');
    const pinned = await loadPinnedFor(start, opts);
    const effective = resolveEffectivePolicy(pinned.policy, scopeOf(start));
    const changed = (Object.keys(effective) as (keyof EffectivePolicy)[]).filter(
      (k) => canonicalJson(effective[k] ?? null) !== canonicalJson(recorded[k] ?? null),
    );
    if (changed.length > 0) {
      differences.push({
        index: start.index,
        step: null,
        check: 'policy',
        gate: null,
        recorded: 'run_start',
        replayed: `commit ${pinned.commit.slice(0, 12)}`,
        detail: `the effective policy recorded in run_start differs from the pinned commit's in ${changed.join(', ')}: the record was edited, or written by another policy`,
      });
    }
    return {
      gates: effective.gates,
      success_criteria: effective.success_criteria,
      skipped: { gates: new Set(), success_criteria: new Set() },
      source: { kind: 'pinned', repo: pinned.repo, commit: pinned.commit, digest: pinned.digest },
      notReplayed: [],
    };
  }
  const notReplayed: NotReplayed[] = [];
  const pure = (check: NotReplayed['check']): [Gate[], Set<string>] => {
    const list = Array.isArray(recorded[check]) ? (recorded[check] as Gate[]) : [];
    const skipped = new Set<string>();
    for (const g of list.filter((x) => x.kind === 'command')) {
      skipped.add(g.id);
      notReplayed.push({
        check,
        gate: g.id,
        kind: g.kind,
        reason: 'commands are replayed only from the pinned policy commit (--policy-repo)',
      });
    }
    return [list.filter((x) => x.kind !== 'command'), skipped];
  };
  const [gates, skippedGates] = pure('gates');
  const [criteria, skippedCriteria] = pure('success_criteria');
  return {
    gates,
    success_criteria: criteria,
    skipped: { gates: skippedGates, success_criteria: skippedCriteria },
    source: { kind: 'trace' },
    notReplayed,
  };
}

/** The pinned commit the trace names, loaded from the auditor's repository and held to the recorded digest. */
async function loadPinnedFor(start: TraceRecord, opts: ReplayOptions) {
  const origin = (start.policy ?? {}) as { source?: unknown; commit?: unknown; digest?: unknown };
  if (origin.source !== 'pinned' || typeof origin.commit !== 'string' || typeof origin.digest !== 'string') {
    throw new LoopgovError(
      'ERR_PIN',
      'the run was not pinned to a policy commit: its command gates cannot be replayed (drop --policy-repo to replay the pure gates)',
    );
  }
  const pinned = await loadPinnedPolicy({
    repo: opts.policyRepo!,
    commit: origin.commit,
    protectedRef: opts.protectedRef,
    cacheDir: opts.cacheDir,
    env: opts.env,
    // Reachable from the protected ref and valid is what replay needs; the approval was the run's concern.
    profile: 'dev',
  });
  if (pinned.digest !== origin.digest) {
    throw new LoopgovError(
      'ERR_PIN',
      `run_start records digest ${origin.digest} for commit ${origin.commit}, but that commit's governed files in ${pinned.repo} have digest ${pinned.digest}: nothing replayed`,
    );
  }
  return { policy: pinned.set.policy, repo: pinned.repo, commit: pinned.commit, digest: pinned.digest };
}

function scopeOf(start: TraceRecord): Scope {
  const scope = { project: start.project, level: start.level, profile: start.profile };
  // The check a run's options get (a run_start a runtime wrote always passes it), said as the trace's fault.
  const why = typeof start.project === 'string' ? scopeProblem(scope) : 'project must be a string';
  if (why !== null) {
    throw new LoopgovError(
      'ERR_TRACE',
      `run_start names no valid scope (project ${JSON.stringify(start.project)}, level ${JSON.stringify(start.level)}, profile ${JSON.stringify(start.profile)}): ${why}`,
    );
  }
  return scope as Scope;
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
  check: 'gates' | 'success_criteria',
  recorded: RecordedReport,
  replayed: { verdict: string; results: { id: string; verdict: string; detail: string }[] },
  skipped: Set<string>,
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
  // Gates left out count as the record says they went: the overall verdict must still follow.
  const expected =
    skipped.size === 0
      ? replayed.verdict
      : combineVerdicts([
          ...replayed.results,
          ...(recorded.results ?? []).filter((g) => skipped.has(g.id)),
        ] as GateResult[]);
  if (recVerdict !== expected) {
    out.push({
      ...base,
      gate: null,
      recorded: recorded.verdict,
      replayed: expected,
      detail: skipped.size === 0 ? 'overall verdict' : 'overall verdict (commands as recorded)',
    });
  }
  const now = new Map(replayed.results.map((x) => [x.id, x]));
  const ids = new Set<string>();
  for (const g of recorded.results ?? []) {
    ids.add(g.id);
    if (skipped.has(g.id)) continue;
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
