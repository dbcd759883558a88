import { type PolicyRegex } from '../policy/regex.js';
import type { CommandGate, DenyPatternsGate, Gate, MaxBytesGate } from '../policy/types.js';
import type { CommandOutcome, CommandRunner, GateReport, GateResult, GateVerdict } from './types.js';
export type PureGate = DenyPatternsGate | MaxBytesGate;
/**
 * An artifact as the `deny-patterns` gates read it, each form made once per step for every pattern of
 * every gate (decision 095): the raw text, the folded text (NFKC, invisible characters removed — the
 * raw text itself when the bytes are ASCII, which NFKC leaves as it is and which has no invisible
 * character), and both with ASCII case folded for the literal prefilter.
 */
export declare class ArtifactText {
    private readonly bytes;
    readonly ascii: boolean;
    private rawText;
    private foldedText;
    private spacedText;
    private nfkcText;
    private rawCase;
    private foldedCase;
    /** `text`, when given, is what the bytes are the UTF-8 of (a well-formed string artifact): no decode. */
    constructor(bytes: Uint8Array, text?: string);
    get raw(): string;
    get folded(): string;
    /** The folded text with each Hangul filler read as a space, or null when it holds none (the usual case). */
    private get spaced();
    /** NFKC of the raw text, made once for both readings (non-ASCII text only). */
    private get nfkc();
    /** Whether `re` may match the raw (`folded` false) or the folded text: its literal is in it. */
    mayMatch(re: PolicyRegex, folded: boolean): boolean;
    /** The pattern matches the raw text, the folded text when it differs, or its spaced reading. */
    matches(re: PolicyRegex): boolean;
}
/**
 * Evaluates a `deny-patterns` or `max-bytes` gate on an artifact's bytes. `text`: the same bytes as
 * `ArtifactText`, shared by the gates of one step.
 *
 * @example
 * evaluatePureGate({ id: 'size', kind: 'max-bytes', max: 10 }, new Uint8Array(11)).verdict // 'FAIL'
 */
export declare function evaluatePureGate(gate: PureGate, bytes: Uint8Array, text?: ArtifactText): GateResult;
/**
 * A command's outcome as a verdict: exit 0 is PASS; any other exit, a signal, a timeout or a spawn error
 * is FAIL (or DENY with `on_fail: DENY`).
 */
export declare function judgeCommand(gate: CommandGate, outcome: CommandOutcome): GateResult;
/** DENY beats FAIL beats PASS; no gates at all is PASS. */
export declare function combineVerdicts(results: GateResult[]): GateVerdict;
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
export declare function evaluateGates(gates: Gate[], artifact: GatedArtifact, ctx: GateContext): Promise<GateReport>;
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
export declare function reportGates(gates: Gate[], artifact: GatedArtifact, ctx: GateContext): GateReport | Promise<GateReport>;
