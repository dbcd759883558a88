import { type ResumeDecision } from './resume.js';
export interface ResumeAnswerInput {
    decision?: unknown;
    grant?: unknown;
    reason?: unknown;
    ttlSec?: unknown;
}
export interface ResumeAnswer {
    decision: ResumeDecision;
    reason?: string;
    ttlSec: number;
}
/**
 * Checks an answer's decision, grant, reason and lifetime; returns the decision (default `resume`), the
 * reason and the lifetime (default 1 h).
 *
 * @example
 * parseResumeAnswer({ decision: 'HALT' }) // throws ERR_USAGE: decision must be resume or halt (got "HALT")
 * parseResumeAnswer({ ttlSec: 1.5 }) // throws ERR_USAGE: ttlSec must be a whole number of seconds …
 */
export declare function parseResumeAnswer(o: ResumeAnswerInput, name?: (key: keyof ResumeAnswerInput) => string): ResumeAnswer;
/**
 * A resume token's lifetime: whole seconds (the token's `exp` is), more than 0 and at most 24 h; the
 * default (1 h) when undefined.
 *
 * @example
 * parseResumeTtl(undefined) // 3600
 * parseResumeTtl(1.5) // throws ERR_USAGE
 */
export declare function parseResumeTtl(ttl: unknown, name?: string): number;
