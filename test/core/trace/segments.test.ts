// Which record may follow which (docs/decisions/060): escalated, resumed and continued runs, and every
// trace written before those records existed.
import { describe, expect, it } from 'vitest';
import {
  type ChainReport,
  createChainVerifier,
  GENESIS_PREV,
  linkRecord,
  type TraceBody,
} from '../../../src/lib.js';
import { AT, linkAll, runBodies } from './helpers.js';

type Step = string | ((hashes: string[]) => TraceBody);
const R = 'r1';
const b = (type: TraceBody['type'], fields: Record<string, unknown> = {}): TraceBody => ({
  type,
  run_id: R,
  at: AT,
  ...fields,
});

/** Short names for the records of a run; a resume binds the latest escalation's hash. */
function build(steps: Step[]): string[] {
  const lines: string[] = [];
  const hashes: string[] = [];
  let escalationHash = '';
  let lastResume = -1;
  let prev = GENESIS_PREV;
  for (const s of steps) {
    const body = typeof s === 'function' ? s(hashes) : named(s, escalationHash, hashes, lastResume);
    const { record, line } = linkRecord(body, prev, lines.length);
    if (body.type === 'escalation') escalationHash = record.hash;
    if (body.type === 'resume') lastResume = record.index;
    prev = record.hash;
    hashes.push(record.hash);
    lines.push(line);
  }
  return lines;
}

function named(name: string, escalationHash: string, hashes: string[], lastResume: number): TraceBody {
  switch (name) {
    case 'start':
      return b('run_start');
    case 'it':
      return b('iteration', { step: hashes.length, decision: 'CONTINUE', reason: 'ok' });
    case 'end:ESCALATE':
    case 'end:HALT':
    case 'end:DONE':
      return b('run_end', { decision: name.slice(4), reason: 'x' });
    case 'escalation':
      return b('escalation', { step: 1, reason: 'oscillation' });
    case 'resume':
      return b('resume', {
        decision: 'resume',
        head: escalationHash,
        jti: `j${hashes.length}`,
        token: 't',
        sub: 'alice',
      });
    case 'resume:halt':
      return b('resume', {
        decision: 'halt',
        head: escalationHash,
        jti: `j${hashes.length}`,
        token: 't',
        sub: 'alice',
      });
    case 'resume:other-head':
      return b('resume', { decision: 'resume', head: 'f'.repeat(64), jti: 'j', token: 't', sub: 'alice' });
    case 'continue':
      // names the latest resume record
      return b('run_continue', {
        resume_index: lastResume,
        jti: 'j',
        approver: 'alice',
        grant: null,
        limits: {},
      });
    case 'halt':
      return b('halt_request', { by: 'alice', reason: 'stop' });
    case 'recovery':
      return b('recovery', { cause: 'garbled', torn_bytes: 3 });
    default:
      throw new Error(name);
  }
}

function verify(lines: string[], allowOpen = false): ChainReport {
  const v = createChainVerifier({ runId: R, allowOpen });
  for (const l of lines) v.push(l);
  return v.end();
}

describe('trace segments (what may follow run_end)', () => {
  it.each([
    ['a finished run', ['start', 'it', 'end:DONE'], 'ended'],
    [
      'an escalated run written before escalation records (run_end ESCALATE last)',
      ['start', 'it', 'end:ESCALATE'],
      'escalating',
    ],
    ['… with a late halt_request after it', ['start', 'it', 'end:ESCALATE', 'halt'], 'escalating'],
    [
      'an escalated run: escalation is the last record',
      ['start', 'it', 'end:ESCALATE', 'escalation'],
      'escalated',
    ],
    [
      'a halt_request and a recovery between run_end and escalation',
      ['start', 'it', 'end:ESCALATE', 'halt', 'recovery', 'escalation'],
      'escalated',
    ],
    ['escalated with a resume waiting', ['start', 'it', 'end:ESCALATE', 'escalation', 'resume'], 'escalated'],
    [
      'escalated with two resumes and a halt request',
      ['start', 'it', 'end:ESCALATE', 'escalation', 'resume', 'halt', 'resume'],
      'escalated',
    ],
    [
      'resumed and finished',
      ['start', 'it', 'end:ESCALATE', 'escalation', 'resume', 'continue', 'it', 'end:DONE'],
      'ended',
    ],
    [
      'resumed, escalated again, resumed again, finished',
      [
        'start',
        'it',
        'end:ESCALATE',
        'escalation',
        'resume',
        'continue',
        'it',
        'end:ESCALATE',
        'escalation',
        'resume',
        'continue',
        'it',
        'it',
        'end:DONE',
      ],
      'ended',
    ],
    ['answered with halt', ['start', 'it', 'end:ESCALATE', 'escalation', 'resume:halt', 'end:HALT'], 'ended'],
    [
      'halted by a halt_request while escalated',
      ['start', 'it', 'end:ESCALATE', 'escalation', 'halt', 'end:HALT'],
      'ended',
    ],
    [
      'a recovery anywhere',
      [
        'recovery',
        'start',
        'it',
        'end:ESCALATE',
        'recovery',
        'escalation',
        'recovery',
        'resume',
        'recovery',
        'continue',
        'recovery',
        'end:DONE',
      ],
      'ended',
    ],
  ])('accepts %s', (_name, steps, state) => {
    const r = verify(build(steps as Step[]));
    expect(r.finding).toBeNull();
    expect(r).toMatchObject({ ok: true, ended: true, state });
  });

  it('reports the escalation head only while escalated', () => {
    const lines = build(['start', 'it', 'end:ESCALATE', 'escalation', 'resume', 'halt']);
    const r = verify(lines);
    expect(r.escalationHead).toBe(JSON.parse(lines[3]!).hash);
    expect(
      verify(build(['start', 'it', 'end:ESCALATE', 'escalation', 'resume', 'continue', 'it'])).escalationHead,
    ).toBeNull();
  });

  it('a resumed run in progress is open (missing run_end unless --allow-open)', () => {
    const lines = build(['start', 'it', 'end:ESCALATE', 'escalation', 'resume', 'continue', 'it']);
    expect(verify(lines).finding?.reason).toBe('missing run_end');
    expect(verify(lines, true)).toMatchObject({ ok: true, state: 'open' });
  });

  it.each([
    ['an iteration after run_end (DONE)', ['start', 'it', 'end:DONE', 'it'], 3],
    ['an escalation after a run_end that is not ESCALATE', ['start', 'it', 'end:HALT', 'escalation'], 3],
    ['an escalation in a running segment', ['start', 'it', 'escalation'], 2],
    ['an iteration after run_end (ESCALATE) without a resume', ['start', 'it', 'end:ESCALATE', 'it'], 3],
    ['an iteration while escalated', ['start', 'it', 'end:ESCALATE', 'escalation', 'it'], 4],
    [
      'an iteration right after a resume (no run_continue)',
      ['start', 'it', 'end:ESCALATE', 'escalation', 'resume', 'it'],
      5,
    ],
    ['a resume before the escalation record', ['start', 'it', 'end:ESCALATE', 'resume'], 3],
    ['a resume in a running segment', ['start', 'it', 'resume'], 2],
    ['a resume bound to another head', ['start', 'it', 'end:ESCALATE', 'escalation', 'resume:other-head'], 4],
    ['run_continue without a resume', ['start', 'it', 'end:ESCALATE', 'escalation', 'continue'], 4],
    [
      'run_continue after a halt resume',
      ['start', 'it', 'end:ESCALATE', 'escalation', 'resume:halt', 'continue'],
      5,
    ],
    ['a second escalation record', ['start', 'it', 'end:ESCALATE', 'escalation', 'escalation'], 4],
    ['an escalated run ending DONE', ['start', 'it', 'end:ESCALATE', 'escalation', 'resume', 'end:DONE'], 5],
    [
      'a second run_start after a continue',
      ['start', 'it', 'end:ESCALATE', 'escalation', 'resume', 'continue', 'start'],
      6,
    ],
  ])('refuses %s (order, at the record)', (_name, steps, index) => {
    const r = verify(build(steps as Step[]), true);
    expect(r.finding).toMatchObject({ index, reason: 'order' });
  });

  it('refuses a run_continue that names an earlier resume, not the latest', () => {
    const lines = build([
      'start',
      'it',
      'end:ESCALATE',
      'escalation',
      'resume',
      'resume',
      () => b('run_continue', { resume_index: 4, jti: 'j', approver: 'a', grant: null, limits: {} }),
    ]);
    expect(verify(lines, true).finding).toMatchObject({ index: 6, reason: 'order' });
  });

  it('keeps every pre-existing trace shape valid', () => {
    for (const bodies of [runBodies(R, 5), runBodies(R, 0)]) expect(verify(linkAll(bodies)).ok).toBe(true);
  });
});
