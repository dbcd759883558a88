/**
 * A person's answer to an escalated run (SPEC §4.4), checked the one way by `loopgov resume` and the
 * library's `signResume`, `signAndAppendResume` and `haltEscalatedRun`, before any key or trace is read:
 * the decision (`resume` or `halt`, nothing else: `HALT` is no decision), a grant only with a resume, a
 * reason the halt-request schema takes (1-2000 characters, one of them visible; line breaks are fine)
 * for either decision, and a lifetime of
 * whole seconds, more than 0 and at most 24 h. Each is `ERR_USAGE` naming the field as the caller wrote
 * it (`name`: the CLI's flags).
 */
import { LoopgovError } from '../errors.js';
import { shownValue } from '../shown-value.js';
import { DEFAULT_RESUME_TTL_SEC, MAX_RESUME_LIFETIME_SEC, type ResumeDecision } from './resume.js';
import { reasonProblem } from './resume-reason.js';

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
export function parseResumeAnswer(
  o: ResumeAnswerInput,
  name: (key: keyof ResumeAnswerInput) => string = (k) => k,
): ResumeAnswer {
  const decision = o.decision ?? 'resume';
  if (decision !== 'resume' && decision !== 'halt')
    throw usage(`${name('decision')} must be resume or halt (got ${shownValue(o.decision)})`);
  if (decision === 'halt' && o.grant !== undefined)
    throw usage(`${name('grant')} goes with ${name('decision')} resume only`);
  if (o.reason !== undefined) checkReason(o.reason, name('reason'));
  return {
    decision,
    ...(o.reason !== undefined ? { reason: o.reason as string } : {}),
    ttlSec: parseResumeTtl(o.ttlSec, name('ttlSec')),
  };
}

/** A reason as `reasonProblem` takes it (the token's verifier holds a signed one to the same). */
function checkReason(reason: unknown, name: string): void {
  const why = reasonProblem(reason);
  if (why) throw usage(`${name} ${why}`);
}

/**
 * A resume token's lifetime: whole seconds (the token's `exp` is), more than 0 and at most 24 h; the
 * default (1 h) when undefined.
 *
 * @example
 * parseResumeTtl(undefined) // 3600
 * parseResumeTtl(1.5) // throws ERR_USAGE
 */
export function parseResumeTtl(ttl: unknown, name = 'ttlSec'): number {
  if (ttl === undefined) return DEFAULT_RESUME_TTL_SEC;
  if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl <= 0 || ttl > MAX_RESUME_LIFETIME_SEC)
    throw usage(
      `${name} must be a whole number of seconds, more than 0 and at most 24 h (${MAX_RESUME_LIFETIME_SEC}; got ${shownValue(ttl)})`,
    );
  return ttl;
}

function usage(message: string): LoopgovError {
  return new LoopgovError('ERR_USAGE', message);
}
