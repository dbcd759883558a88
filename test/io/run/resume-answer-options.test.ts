// signResume, signAndAppendResume and haltEscalatedRun check an answer as `loopgov resume` checks its
// flags (decision 129, addendum): a decision other than resume or halt, a grant with a halt, a reason
// that is not 1-2000 characters, a ttlSec that is not whole seconds in (0, 24 h], an unknown option —
// each ERR_USAGE, nothing signed and nothing appended. A real escalated run (openRun, the file store).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StepEvent } from '../../../src/core/run/types.js';
import { openRun } from '../../../src/io/run/open-run.js';
import { haltEscalatedRun, signAndAppendResume, signResume } from '../../../src/io/run/resume-signer.js';
import { ev as jsonEvent, policyDir, tempDir, testPolicy } from '../../cli/run-fixtures.js';

const loop = (n: number) =>
  jsonEvent(n, { action_hash: 'rerun-build', progress: 0.3 }) as unknown as StepEvent;
const KEY = 'test/fixtures/keys/alice-2026.private.jwk.json';

async function escalated() {
  const traceDir = tempDir();
  const run = await openRun({
    runId: 'esc1',
    project: 't',
    level: 'L2',
    profile: 'dev',
    policy: { kind: 'dir', dir: policyDir(testPolicy()) },
    traceDir,
    durability: 'none',
  });
  for (const n of [1, 2]) await run.step(loop(n));
  expect((await run.step(loop(3))).decision).toBe('ESCALATE');
  await run.close();
  return traceDir;
}
const traceText = (traceDir: string) => readFileSync(join(traceDir, 'esc1', 'trace.jsonl'), 'utf8');
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

const refused: [string, Record<string, unknown>, RegExp][] = [
  ['decision HALT', { decision: 'HALT' }, /^decision must be resume or halt \(got "HALT"\)$/],
  ['decision stop', { decision: 'stop' }, /^decision must be resume or halt \(got "stop"\)$/],
  [
    'a grant with a halt',
    { decision: 'halt', grant: { max_steps: 1 } },
    /^grant goes with decision resume only$/,
  ],
  ['an empty reason', { reason: '' }, /^reason must be 1-2000 characters \(got 0\)$/],
  [
    'a 5000-character reason',
    { reason: 'a'.repeat(5000) },
    /^reason must be 1-2000 characters \(got 5000\)$/,
  ],
  ['a blank reason', { reason: ' \u200b ' }, /^reason must hold a visible character /],
  [
    'a blank reason with a halt',
    { decision: 'halt', reason: '\u2800' },
    /^reason must hold a visible character /,
  ],
  ['a reason that is no string', { reason: 42 }, /^reason must be a string of 1-2000 characters \(got 42\)$/],
  [
    'ttlSec 1.5',
    { ttlSec: 1.5 },
    /^ttlSec must be a whole number of seconds, more than 0 and at most 24 h \(86400; got 1\.5\)$/,
  ],
  ['ttlSec 0', { ttlSec: 0 }, /^ttlSec must be a whole number of seconds/],
  ['ttlSec over 24 h', { ttlSec: 86_401 }, /^ttlSec must be a whole number of seconds/],
  ['ttlSec NaN', { ttlSec: Number.NaN }, /^ttlSec must be a whole number of seconds.*got NaN\)$/],
  ['an unknown option', { bogus: 1 }, /^unknown option bogus \(known: traceDir, runId, keyFile, decision, /],
];

describe('an answer refused as loopgov resume refuses it', () => {
  it('the control: a plain resume with a reason and a whole ttl is signed', async () => {
    const traceDir = await escalated();
    const { token } = await signResume({ traceDir, runId: 'esc1', keyFile: KEY, reason: 'ok', ttlSec: 600 });
    const c = claims(token);
    expect([c.decision, c.reason, c.exp - c.iat]).toEqual(['resume', 'ok', 600]);
  });

  it.each(refused)('signResume: %s is ERR_USAGE; nothing signed', async (_what, over, says) => {
    const traceDir = await escalated();
    const err = await signResume({ traceDir, runId: 'esc1', keyFile: KEY, ...over } as never).catch((e) => e);
    expect(err.code).toBe('ERR_USAGE');
    expect(err.message).toMatch(says);
  });

  it.each(refused)('signAndAppendResume: %s is ERR_USAGE; nothing appended', async (_what, over, says) => {
    const traceDir = await escalated();
    const before = traceText(traceDir);
    const err = await signAndAppendResume({ traceDir, runId: 'esc1', keyFile: KEY, ...over } as never).catch(
      (e) => e,
    );
    expect(err.code).toBe('ERR_USAGE');
    expect(err.message).toMatch(says);
    expect(traceText(traceDir)).toBe(before);
  });

  it('haltEscalatedRun: an unknown option, a 5000-character or a blank reason is ERR_USAGE; nothing appended', async () => {
    const traceDir = await escalated();
    const before = traceText(traceDir);
    for (const over of [{ bogus: 1 }, { reason: 'a'.repeat(5000) }, { reason: '   ' }]) {
      const err = await haltEscalatedRun({ traceDir, runId: 'esc1', keyFile: KEY, ...over } as never).catch(
        (e) => e,
      );
      expect(err.code).toBe('ERR_USAGE');
    }
    expect(traceText(traceDir)).toBe(before);
    const r = await haltEscalatedRun({ traceDir, runId: 'esc1', keyFile: KEY, via: 'cli' });
    expect(r.record.type).toBe('halt_request');
  });
});
