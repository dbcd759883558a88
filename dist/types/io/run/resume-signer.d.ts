import { type ResumeDecision } from '../../core/approval/resume.js';
import { type Grant } from '../../core/policy/grant.js';
import type { PolicySpec } from '../../core/run/options.js';
import type { TraceRecord } from '../../core/trace/types.js';
import { type HaltVia } from '../trace/halt.js';
import { type AppendResumeResult } from '../trace/resume.js';
export interface SignResumeOptions {
    traceDir: string;
    runId: string;
    /** A private JWK file (`loopgov keys generate`). */
    keyFile: string;
    decision?: ResumeDecision;
    grant?: Grant;
    reason?: string;
    /**
     * The signer's approver id; default the key file's `sub`, else the owner of its kid in the registry the
     * signer names (`trustFile`, else `policy`) — never one the trace names (anyone who can edit a trace
     * could point it at a registry of their own).
     */
    as?: string;
    /** An approver registry kept outside the policy repo (`--trust`): who owns the key. */
    trustFile?: string;
    /** The policy whose registry names the key's owner (`--policy-repo/--policy-commit` or `--policy-dir`). */
    policy?: PolicySpec;
    ttlSec?: number;
    /**
     * Milliseconds since the epoch (default: `Date.now()`). Seconds, NaN or a time no `Date` holds is
     * `ERR_USAGE`: never a token that expired in 1970 (the token itself carries whole seconds).
     */
    now?: number;
    /** Recover a torn last line before signing (what appending does; `--print` writes nothing). */
    recover?: boolean;
}
/** A signed answer, not yet written anywhere. */
export interface SignedToken {
    token: string;
    approver: string;
    /** The head it binds: the escalation record's hash. */
    head: string;
    /**
     * The warnings, each a sentence of its own (none: an empty list): the key file is readable by others;
     * the grant asks for more than the escalation says may be granted within the ceiling, or a resume
     * leaves a limit the run has used up still used up (the runtime refuses such an answer when it acts);
     * the registry named holds the key for someone else, or not with the role the escalation asks for; a
     * halt request is pending (it wins: the answer is never acted on).
     */
    warnings: string[];
    /** A `halt_request` follows the escalation: the run ends as HALT (`human`) when it is next continued. */
    haltPending: boolean;
}
export interface SignedResume extends AppendResumeResult, SignedToken {
}
/**
 * Signs an answer to the run's open escalation and returns the compact token; appends nothing. Throws
 * `ERR_RESUME` when the run is not escalated or its chain does not verify, `ERR_KEY` / `ERR_USAGE` for
 * the key, `ERR_USAGE` for a `now` that is not milliseconds since the epoch — and, before anything is
 * read, for what `loopgov resume` refuses: an unknown option, a decision other than `resume` or `halt`,
 * a grant with a halt, a reason the halt-request schema refuses (not 1-2000 characters, none visible), a `ttlSec` that is not whole seconds
 * more than 0 and at most 24 h.
 *
 * @example
 * const { token } = await signResume({ traceDir: 'traces', runId: 'r1', keyFile, grant: { max_steps: 10 } });
 */
export declare function signResume(o: SignResumeOptions): Promise<SignedToken>;
/**
 * Signs and appends: the `resume` record the runtime acts on (`loopgov run --continue`, `run.continue()`,
 * `loopgov serve`), which verifies it first — a halt answer too.
 *
 * @example
 * const r = await signAndAppendResume({ traceDir: 'traces', runId: 'r1', keyFile, grant: { max_steps: 10 } });
 */
export declare function signAndAppendResume(o: SignResumeOptions): Promise<SignedResume>;
/** Why a halt was recorded as a request (`loopgov resume --decision halt` says it). */
export declare const UNSIGNED_HALT_NOTE = "a halt needs no authority, so it is recorded as a halt request by your id (as loopgov halt does), not as a signed answer; the run ends as HALT (human) when it is next continued \u2014 or post a signed halt (--print) to loopgov serve to end it now";
/**
 * A person's halt for an escalated run, recorded as what an unverified halt is: a plain `halt_request`
 * {by, reason, via} — the loop-breaker's record, which needs no authority — by the key's owner (the key
 * only names who asks; nothing is signed). The run ends as HALT (`human`) when a runtime next acts on it
 * (decision 062: the loop-breaker first). Throws `ERR_RESUME` when the run is not escalated; `ERR_USAGE`
 * for what `signResume` refuses (its decision defaults to `halt` here).
 *
 * @example
 * await haltEscalatedRun({ traceDir: 'traces', runId: 'r1', keyFile, reason: 'not worth it' });
 */
export declare function haltEscalatedRun(o: SignResumeOptions & {
    via?: HaltVia;
}): Promise<{
    record: TraceRecord;
    approver: string;
    warnings: string[];
}>;
