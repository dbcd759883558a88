import type { KeyIndex } from '../../core/approval/types.js';
import type { ApproverRegistry, Budget, EffectivePolicy, Level, Profile, Role } from '../../core/policy/types.js';
import type { PolicyOrigin } from '../../core/run/evaluator.js';
import type { TraceRecord } from '../../core/trace/types.js';
import type { PolicySpec } from './load-policy.js';
/** The scope a continuation names (each optional: when given it must be the run's). */
export interface ContinuationScope {
    project?: string;
    level?: Level;
    profile?: Profile;
}
/**
 * The policy's limits raised by every answer the run went on under, each verified again as it was then
 * (its escalation, its time, the limits before it): a re-hashed `run_continue` cannot raise a limit. A
 * string says why not (an answer missing, or one that no longer verifies — a key since rotated out of the
 * registry included: fail closed).
 */
export declare function grantedLimits(answered: {
    token: unknown;
    head: string;
}[], policy: Budget, ctx: {
    keys: KeyIndex;
    runId: string;
    approverRole: Role;
    ceiling: Budget | null;
}): Promise<Budget | string>;
export declare function scopeOf(start: TraceRecord, o: ContinuationScope): {
    project: string;
    level: Level;
    profile: Profile;
} | string;
/** The run goes on under exactly the policy it started under, or not at all. */
export declare function policyMismatch(start: TraceRecord, origin: PolicyOrigin, effective: EffectivePolicy): string | null;
/**
 * The continuation's governance, decided as for a new run from its own options (SPEC §4.3): prod is
 * `required`; dev is the policy's default unless this continuation itself opts out where the policy
 * allows it.
 */
export declare function continuationGovernance(o: {
    governanceOff?: boolean;
}, profile: Profile, effective: EffectivePolicy): {
    mode: 'off' | EffectivePolicy['governance'];
    refused?: string;
};
/** Keys and roles for resumes: the trust file when the pin names one, else the policy's own registry. */
export declare function resumeRegistry(p: PolicySpec, own: ApproverRegistry | null): Promise<ApproverRegistry | null>;
/**
 * When a trust file stands in for the policy's own registry and the refused token's kid is in the
 * policy's registry with another key (or only there): said, so "signature does not verify" is not a
 * riddle — with a trust file only its keys count.
 */
export declare function trustNote(kid: string | undefined, keys: KeyIndex, p: PolicySpec, own: ApproverRegistry | null): string;
