/**
 * `loopgov resume` as a library call: sign a person's answer to an escalated run with their key and
 * append it to the run's trace (SPEC §4.4). The runtime verifies it when it acts on it.
 */
import { type ResumeDecision } from '../../core/approval/resume.js';
import type { Grant } from '../../core/policy/grant.js';
import { type AppendResumeResult } from '../trace/resume.js';
export interface SignResumeOptions {
    traceDir: string;
    runId: string;
    /** A private JWK file (`loopgov keys generate`). */
    keyFile: string;
    decision?: ResumeDecision;
    grant?: Grant;
    reason?: string;
    /** The signer's approver id; default the key file's `sub`, else the owner of its kid in the run's registry. */
    as?: string;
    ttlSec?: number;
    /** Milliseconds since the epoch (default: now). */
    now?: number;
}
export interface SignedResume extends AppendResumeResult {
    token: string;
    approver: string;
    /** A warning about the key file (readable by others), if any. */
    note?: string;
}
/**
 * Signs and appends. Throws `ERR_RESUME` when the run is not escalated, `ERR_KEY` / `ERR_USAGE` for the key.
 *
 * @example
 * const r = await signAndAppendResume({ traceDir: 'traces', runId: 'r1', keyFile, grant: { max_steps: 10 } });
 */
export declare function signAndAppendResume(o: SignResumeOptions): Promise<SignedResume>;
