// The library's gate (gatherMergeGateInput → evaluateMergeGate) is refused where the CLI would be, and
// reads time the one way the CLI does: `now` in seconds, the clock's by default. A real repository with a
// loosening dave proposed and alice approved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateMergeGate } from '../../../src/core/merge/evaluate.js';
import { gatherMergeGateInput } from '../../../src/io/merge/gather.js';
import {
  commitAs,
  digest,
  editPolicy,
  git,
  makeRepo,
  now,
  PEOPLE,
  REPO_ID,
  removeRepo,
  signAs,
} from '../../helpers/gate-repo.js';

let repo: string;
beforeAll(async () => {
  repo = makeRepo('gather-options');
  const base = await digest(repo, 'main');
  git(repo, 'checkout', '-q', '-b', 'pr');
  const change = commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', {
    'policies/loop-policy.yaml': editPolicy(
      repo,
      'loop-policy.yaml',
      'L3: {budget: {max_steps: 60,',
      'L3: {budget: {max_steps: 80,',
    ),
  });
  commitAs(repo, PEOPLE.carol!, 'approve', signAs('alice', base, await digest(repo, change)));
});
afterAll(() => removeRepo(repo));

const gather = (over: Record<string, unknown>) =>
  gatherMergeGateInput({ dir: repo, base: 'main', head: 'pr', repoId: REPO_ID, ...over } as never);

describe('gatherMergeGateInput and evaluateMergeGate: options', () => {
  it('without now, checks tokens at the clock’s time (seconds): the approval counts', async () => {
    const r = await evaluateMergeGate(await gather({}));
    expect(r.reasons).toEqual([]);
    expect(r.verdict).toBe('pass');
  });

  it.each([
    [
      'milliseconds',
      Date.now(),
      /now must be seconds since the epoch \(got \d+, which looks like milliseconds/,
    ],
    ['NaN', Number.NaN, /now must be seconds since the epoch, a finite number ≥ 0 \(got NaN\)/],
    ['a string', String(now()), /now must be seconds since the epoch, .*\(got "\d+"\)/],
    ['a negative number', -1, /now must be seconds since the epoch/],
  ])('now as %s is ERR_USAGE, before anything is read', async (_name, value, message) => {
    const err = await gather({ now: value }).catch((e) => e);
    expect(err.code).toBe('ERR_USAGE');
    expect(err.message).toMatch(message);
  });

  it.each([[''], ['not a repo id'], ['acme']])('repoId %j is ERR_USAGE, as --repo-id is', async (repoId) => {
    const err = await gather({ repoId, now: now() }).catch((e) => e);
    expect(err.code).toBe('ERR_USAGE');
    expect(err.message).toMatch(/repoId must be OWNER\/NAME/);
  });

  it('evaluateMergeGate refuses an input without now (it never reads the clock itself)', async () => {
    const input = await gather({ now: now() });
    const { now: _, ...withoutNow } = input;
    const err = await evaluateMergeGate(withoutNow as never).catch((e) => e);
    expect(err.code).toBe('ERR_USAGE');
    expect(err.message).toMatch(/now must be seconds since the epoch, a finite number ≥ 0 \(got nothing\)/);
    const ms = await evaluateMergeGate({ ...input, now: Date.now() }).catch((e) => e);
    expect(ms.code).toBe('ERR_USAGE');
  });

  it.each([
    ['a misspelt option', { bse: 'main' }, /^unknown option bse \(known: dir, base, head, repoId, /],
    ['no head', { head: undefined }, /^head must be a non-empty string \(got nothing\)$/],
    ['a number for base', { base: 7 }, /^base must be a non-empty string \(got 7\)$/],
  ])('%s is ERR_USAGE, before git runs (as openRun refuses its options)', async (_what, over, says) => {
    const err = await gather({ now: now(), ...over }).catch((e) => e);
    expect(err.code).toBe('ERR_USAGE');
    expect(err.message).toMatch(says);
  });
});
