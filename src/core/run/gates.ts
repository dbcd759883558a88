/**
 * The verify gate (SPEC §2.1, §4.2): `deny-patterns` (RE2 on a linear-time engine, `policy/regex.ts`)
 * and `max-bytes` are pure functions of the artifact's bytes; `command` goes through the `CommandRunner`
 * port. Every path that cannot decide returns FAIL (or the gate's DENY), never PASS.
 */
import { isAscii } from 'node:buffer';
import { describeError } from '../errors.js';
import { compilePolicyRegex, type PolicyRegex } from '../policy/regex.js';
import { foldAsciiCase } from '../policy/regex-literal.js';
import type { CommandGate, DenyPatternsGate, Gate, MaxBytesGate } from '../policy/types.js';
import { toWellFormed } from '../unicode.js';
import type { CommandOutcome, CommandRunner, GateReport, GateResult, GateVerdict } from './types.js';

export type PureGate = DenyPatternsGate | MaxBytesGate;

const decoder = new TextDecoder('utf-8', { fatal: false });
/**
 * What splits a phrase for a pattern but not for a reader or a model: Unicode's default-ignorable code
 * points (zero-width and bidi controls, soft hyphen, variation selectors, fillers, tag characters).
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
/**
 * The Hangul fillers among them (U+3164 and U+FFA0 are U+1160 after NFKC) are drawn as a blank, so they
 * read as a space as well as nothing: a text holding one is matched in both readings.
 */
const FILLER = /[\u115f\u1160]/gu;

/**
 * An artifact as the `deny-patterns` gates read it, each form made once per step for every pattern of
 * every gate (decision 095): the raw text, the folded text (NFKC, invisible characters removed — the
 * raw text itself when the bytes are ASCII, which NFKC leaves as it is and which has no invisible
 * character), and both with ASCII case folded for the literal prefilter.
 */
export class ArtifactText {
  readonly ascii: boolean;
  private rawText: string | undefined;
  private foldedText: string | undefined;
  private spacedText: string | null | undefined;
  private nfkcText: string | undefined;
  private rawCase: string | undefined;
  private foldedCase: string | undefined;

  /** `text`, when given, is what the bytes are the UTF-8 of (a well-formed string artifact): no decode. */
  constructor(
    private readonly bytes: Uint8Array,
    text?: string,
  ) {
    this.ascii = isAscii(bytes);
    this.rawText = text;
  }

  get raw(): string {
    this.rawText ??= decoder.decode(this.bytes);
    return this.rawText;
  }

  get folded(): string {
    this.foldedText ??= this.ascii ? this.raw : this.nfkc.replace(INVISIBLE, '');
    return this.foldedText;
  }

  /** The folded text with each Hangul filler read as a space, or null when it holds none (the usual case). */
  private get spaced(): string | null {
    if (this.spacedText === undefined) {
      FILLER.lastIndex = 0;
      this.spacedText =
        !this.ascii && FILLER.test(this.nfkc) ? this.nfkc.replace(FILLER, ' ').replace(INVISIBLE, '') : null;
    }
    return this.spacedText;
  }

  /** NFKC of the raw text, made once for both readings (non-ASCII text only). */
  private get nfkc(): string {
    this.nfkcText ??= this.raw.normalize('NFKC');
    return this.nfkcText;
  }

  /** Whether `re` may match the raw (`folded` false) or the folded text: its literal is in it. */
  mayMatch(re: PolicyRegex, folded: boolean): boolean {
    if (re.literal === null) return true;
    if (folded) {
      this.foldedCase ??= foldAsciiCase(this.folded, this.ascii);
      return this.foldedCase.includes(re.literal);
    }
    this.rawCase ??= foldAsciiCase(this.raw, this.ascii);
    return this.rawCase.includes(re.literal);
  }

  /** The pattern matches the raw text, the folded text when it differs, or its spaced reading. */
  matches(re: PolicyRegex): boolean {
    if (this.mayMatch(re, false) && re.test(this.raw)) return true;
    if (this.folded !== this.raw && this.mayMatch(re, true) && re.test(this.folded)) return true;
    const spaced = this.spaced;
    return spaced !== null && re.test(spaced);
  }
}

/** Each gate's patterns compiled once (the policy's gate objects live as long as the run). */
const compiled = new WeakMap<DenyPatternsGate, (PolicyRegex | Error)[]>();

function patternsOf(gate: DenyPatternsGate): (PolicyRegex | Error)[] {
  let res = compiled.get(gate);
  if (!res || !sameSources(res, gate.patterns)) {
    res = gate.patterns.map((p) => compile(p.regex, p.flags ?? ''));
    compiled.set(gate, res);
  }
  return res;
}

/** The cached patterns are still the gate's (a library caller may have changed the gate object). */
function sameSources(res: (PolicyRegex | Error)[], patterns: DenyPatternsGate['patterns']): boolean {
  if (res.length !== patterns.length) return false;
  for (let i = 0; i < res.length; i++) {
    const r = res[i]!;
    const p = patterns[i]!;
    if (r instanceof Error || r.source !== p.regex || r.flags !== (p.flags ?? '')) return false;
  }
  return true;
}

/**
 * Evaluates a `deny-patterns` or `max-bytes` gate on an artifact's bytes. `text`: the same bytes as
 * `ArtifactText`, shared by the gates of one step.
 *
 * @example
 * evaluatePureGate({ id: 'size', kind: 'max-bytes', max: 10 }, new Uint8Array(11)).verdict // 'FAIL'
 */
export function evaluatePureGate(
  gate: PureGate,
  bytes: Uint8Array,
  text: ArtifactText = new ArtifactText(bytes),
): GateResult {
  if (gate.kind === 'max-bytes') {
    if (bytes.byteLength <= gate.max) {
      return {
        id: gate.id,
        kind: gate.kind,
        verdict: 'PASS',
        detail: `${bytes.byteLength} <= ${gate.max} bytes`,
      };
    }
    return {
      id: gate.id,
      kind: gate.kind,
      verdict: gate.on_fail ?? 'FAIL',
      detail: `artifact is ${bytes.byteLength} bytes, over the ${gate.max}-byte limit`,
    };
  }
  if (gate.kind === 'deny-patterns') {
    const patterns = patternsOf(gate);
    for (let i = 0; i < patterns.length; i++) {
      const re = patterns[i] as PolicyRegex | Error;
      if (re instanceof Error) {
        return {
          id: gate.id,
          kind: gate.kind,
          verdict: 'FAIL',
          detail: `pattern ${i} unusable: ${re.message}`,
        };
      }
      if (text.matches(re)) {
        const p = gate.patterns[i]!;
        return {
          id: gate.id,
          kind: gate.kind,
          verdict: gate.on_match ?? 'DENY',
          detail: `artifact matches denied pattern ${i} (/${p.regex}/${p.flags ?? ''})`,
        };
      }
    }
    return { id: gate.id, kind: gate.kind, verdict: 'PASS', detail: 'no denied pattern found' };
  }
  const unknown = gate as Gate;
  return {
    id: unknown.id,
    kind: unknown.kind,
    verdict: 'FAIL',
    detail: `unknown gate kind ${String(unknown.kind)}`,
  };
}

function compile(source: string, flags: string): PolicyRegex | Error {
  try {
    return compilePolicyRegex(source, flags);
  } catch (e) {
    return e as Error;
  }
}

/**
 * A command's outcome as a verdict: exit 0 is PASS; any other exit, a signal, a timeout or a spawn error
 * is FAIL (or DENY with `on_fail: DENY`).
 */
export function judgeCommand(gate: CommandGate, outcome: CommandOutcome): GateResult {
  const fail = (detail: string): GateResult => ({
    id: gate.id,
    kind: 'command',
    verdict: gate.on_fail ?? 'FAIL',
    // A runner's output is observed text: repaired, never a reason the record cannot be written.
    detail: outcome.outputTail ? `${detail}: ${toWellFormed(outcome.outputTail)}` : detail,
  });
  if (outcome.aborted) return fail('stopped: the run was halted (process group killed)');
  if (outcome.error) return fail(`could not run ${gate.argv[0]}: ${outcome.error}`);
  if (outcome.timedOut) return fail(`timed out after ${gate.timeout_sec}s (its process group killed)`);
  if (outcome.signal) return fail(`killed by ${outcome.signal}`);
  if (outcome.exitCode === 0) return { id: gate.id, kind: 'command', verdict: 'PASS', detail: 'exit 0' };
  return fail(`exit ${outcome.exitCode ?? 'unknown'}`);
}

/** DENY beats FAIL beats PASS; no gates at all is PASS. */
export function combineVerdicts(results: GateResult[]): GateVerdict {
  if (results.some((r) => r.verdict === 'DENY')) return 'DENY';
  if (results.some((r) => r.verdict !== 'PASS')) return 'FAIL';
  return 'PASS';
}

export interface GateContext {
  runner: CommandRunner;
  workdir: string;
  /** The run's stop signal: once aborted, running commands are killed and no further one starts. */
  signal?: AbortSignal;
}

/**
 * Runs every gate on one artifact, pure gates first. When a pure gate DENYs, command gates are not run
 * on the denied bytes (they are reported as FAIL, "not run"). A runner that throws counts as FAIL.
 *
 * @example
 * await evaluateGates(policy.gates, { path, bytes }, { runner, workdir: process.cwd() })
 */
export async function evaluateGates(
  gates: Gate[],
  artifact: GatedArtifact,
  ctx: GateContext,
): Promise<GateReport> {
  return reportGates(gates, artifact, ctx);
}

/** The artifact the gates judge: its bytes, where it is stored (for command gates), and its text if known. */
export interface GatedArtifact {
  path: string | undefined;
  bytes: Uint8Array;
  /** The string the bytes were encoded from (a string artifact, well-formed): saves decoding them. */
  text?: string;
}

/**
 * `evaluateGates`, with the report at once when no gate is a command: the evaluator's step runs to its
 * decision in one go when nothing waits (decision 098).
 */
export function reportGates(
  gates: Gate[],
  artifact: GatedArtifact,
  ctx: GateContext,
): GateReport | Promise<GateReport> {
  const results: GateResult[] = [];
  const text = new ArtifactText(artifact.bytes, artifact.text);
  let commands = 0;
  for (const g of gates) {
    if (g.kind !== 'command') results.push(evaluatePureGate(g, artifact.bytes, text));
    else commands++;
  }
  // Only pure gates: they ran in policy order, which is the report's order.
  if (commands === 0) return { verdict: combineVerdicts(results), results };
  return runCommandGates(gates, results, artifact, ctx);
}

/** The command gates, after the pure ones (`results`): not run on bytes a pure gate denied. */
async function runCommandGates(
  gates: Gate[],
  results: GateResult[],
  artifact: GatedArtifact,
  ctx: GateContext,
): Promise<GateReport> {
  const denied = results.find((r) => r.verdict === 'DENY');
  for (const g of gates) {
    if (g.kind !== 'command') continue;
    if (denied || ctx.signal?.aborted) {
      results.push({
        id: g.id,
        kind: 'command',
        verdict: 'FAIL',
        detail: denied ? `not run: artifact denied by ${denied.id}` : 'not run: the run was halted',
      });
      continue;
    }
    let outcome: CommandOutcome;
    try {
      outcome = await ctx.runner.run({
        argv: g.argv,
        cwd: ctx.workdir,
        artifactPath: artifact.path,
        timeoutSec: g.timeout_sec,
        ...(ctx.signal ? { signal: ctx.signal } : {}),
      });
    } catch (e) {
      outcome = { exitCode: null, signal: null, timedOut: false, error: describeError(e) };
    }
    results.push(judgeCommand(g, outcome));
  }
  // Report in policy order, whatever order they ran in.
  const order = new Map(gates.map((g, i) => [g.id, i]));
  results.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { verdict: combineVerdicts(results), results };
}
