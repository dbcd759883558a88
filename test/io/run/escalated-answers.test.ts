// What a library caller hands the answer side of an escalated run, checked as the CLI checks it
// (decision 129): a token that is no string is ERR_USAGE (not ERR_INTERNAL, not "a path"); a refused
// answer leaves the run escalated and its steps say so; signResume's `now` is milliseconds, refused in
// seconds; a caller's clock that throws is ERR_CLOCK naming its error.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StepEvent } from '../../../src/core/run/types.js';
import { continueRun } from '../../../src/io/run/governed-run.js';
import { openRun } from '../../../src/io/run/open-run.js';
import { signResume } from '../../../src/io/run/resume-signer.js';
import { ev as jsonEvent, policyDir, readTrace, tempDir, testPolicy } from '../../cli/run-fixtures.js';

const ev = (n: number, over: Partial<StepEvent> = {}): StepEvent =>
  jsonEvent(n, over) as unknown as StepEvent;
const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });
const KEY = 'test/fixtures/keys/alice-2026.private.jwk.json';

async function escalated() {
  const traceDir = tempDir();
  const policy = { kind: 'dir' as const, dir: policyDir(testPolicy()) };
  const run = await openRun({
    runId: 'esc1',
    project: 't',
    level: 'L2',
    profile: 'dev',
    policy,
    traceDir,
    durability: 'none',
  });
  for (const n of [1, 2]) await run.step(loop(n));
  expect((await run.step(loop(3))).decision).toBe('ESCALATE');
  return { run, traceDir, policy };
}
const traceText = (traceDir: string) => readFileSync(join(traceDir, 'esc1', 'trace.jsonl'), 'utf8');

describe('a resume token handed in', () => {
  it.each([
    ['a number', 42, '42'],
    ['an object', {}, '{}'],
    ['an empty string', '', '""'],
    ['blanks', '  ', '"  "'],
  ])('run.continue(%s) is ERR_USAGE naming it; nothing read or written', async (_w, token, shown) => {
    const { run, traceDir } = await escalated();
    const before = traceText(traceDir);
    await expect(run.continue(token as string)).rejects.toMatchObject({
      code: 'ERR_USAGE',
      message: `token must be a resume token: the compact JWS \`loopgov resume --print\` prints, on one line (got ${shown})`,
    });
    expect(traceText(traceDir)).toBe(before);
    expect(run.outcome?.decision).toBe('ESCALATE');
  });

  it('continueRun({token: 42}) says the same: a token, not a path', async () => {
    const { run, traceDir, policy } = await escalated();
    await run.close();
    await expect(continueRun({ runId: 'esc1', traceDir, policy, token: 42 as never })).rejects.toMatchObject({
      code: 'ERR_USAGE',
      message: expect.stringMatching(/^token must be a resume token: .*\(got 42\)$/),
    });
  });
});

describe('a refused answer: the run is escalated, and its steps say so', () => {
  it('run.continue(bad) then step(): ERR_RUN_STATE says it waits for an answer; a good one still goes on', async () => {
    const { run, traceDir, policy } = await escalated();
    const r = await run.continue('not.a.token');
    expect(r.status).toBe('refused');
    const refused = run.step(loop(4));
    await expect(refused).rejects.toMatchObject({ code: 'ERR_RUN_STATE' });
    const message = await refused.catch((e: Error) => e.message);
    // The run's outcome is still its own ESCALATE (the refusal is the answer's, not the run's).
    expect(run.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'oscillation', step: 3 });
    expect(message).toMatch(/^run esc1 is escalated \(oscillation: .*\) and waits for a person's answer/);
    expect(message).not.toContain('has ended');
    const s = await signResume({ traceDir, runId: 'esc1', keyFile: KEY, policy, grant: { max_steps: 5 } });
    expect((await run.continue(s.token)).status).toBe('continued');
    await run.close();
  });

  it('continueRun refused (no answer yet): its step() says the same', async () => {
    const { run, traceDir, policy } = await escalated();
    await run.close();
    const again = await continueRun({ runId: 'esc1', traceDir, policy });
    expect(again.refused).toMatchObject({ decision: 'ESCALATE', reason: 'resume_refused' });
    await expect(again.step(loop(4))).rejects.toThrow(
      /^run esc1 is escalated \(resume_refused: no resume answers/,
    );
  });

  it('before any answer, the escalated evaluator says it too', async () => {
    const { run } = await escalated();
    await expect(run.step(loop(4))).rejects.toThrow(/^run esc1 is escalated \(oscillation: .*\) and waits/);
  });
});

describe("signResume's now: milliseconds since the epoch, as published", () => {
  it.each([
    ['seconds', Math.floor(Date.now() / 1000), /which looks like seconds: multiply by 1000\)$/],
    ['NaN', Number.NaN, /a finite number from 0 to 8\.64e15 \(got NaN\)$/],
    ['Infinity', Number.POSITIVE_INFINITY, /\(got Infinity\)$/],
  ])('%s is ERR_USAGE, never a token that expired in 1970', async (_w, now, says) => {
    const { traceDir, policy } = await escalated();
    const before = traceText(traceDir);
    await expect(
      signResume({ traceDir, runId: 'esc1', keyFile: KEY, policy, grant: { max_steps: 5 }, now }),
    ).rejects.toMatchObject({ code: 'ERR_USAGE', message: expect.stringMatching(says) });
    expect(traceText(traceDir)).toBe(before);
  });

  it('milliseconds sign iat in seconds', async () => {
    const { traceDir, policy } = await escalated();
    const now = Date.now();
    const s = await signResume({ traceDir, runId: 'esc1', keyFile: KEY, policy, now });
    const claims = JSON.parse(Buffer.from(s.token.split('.')[1]!, 'base64url').toString());
    expect(claims.iat).toBe(Math.floor(now / 1000));
  });
});

describe('a clock that throws', () => {
  const boom = {
    now: () => {
      throw new Error('boom');
    },
  };

  it('continueRun: ERR_CLOCK naming the error, nothing written', async () => {
    const { run, traceDir, policy } = await escalated();
    await run.close();
    const before = traceText(traceDir);
    await expect(continueRun({ runId: 'esc1', traceDir, policy, clock: boom })).rejects.toMatchObject({
      code: 'ERR_CLOCK',
      message: "the run's clock threw instead of giving a time: boom",
    });
    expect(traceText(traceDir)).toBe(before);
    expect(readTrace(traceDir, 'esc1').at(-1)?.type).toBe('escalation');
  });
});
