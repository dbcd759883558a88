// The one text for a pinned run that went on without reaching its policy repository (decision 122).
import { describe, expect, it } from 'vitest';
import { describeDuration, olderProofWarning } from '../../../src/core/run/older-proof.js';

const T0 = Date.parse('2026-01-01T12:00:00Z');
const base = {
  protected_ref: 'refs/heads/main',
  proven_at: '2026-01-01T12:00:00.000Z',
  ttl_sec: 600,
  offline: false,
};
const ERROR =
  'cannot fetch refs/heads/main from ssh://git.example/p.git: ssh: Could not resolve hostname git.example';

describe('olderProofWarning', () => {
  it('a proof made by this run: nothing to say', () => {
    expect(olderProofWarning(base, T0 + 1000)).toBeNull();
    expect(olderProofWarning(undefined, T0)).toBeNull();
    expect(olderProofWarning('not an object', T0)).toBeNull();
  });

  it('prod within the TTL: the fetch error, the age of the proof, the TTL, and what is not seen', () => {
    expect(olderProofWarning({ ...base, fetch_error: ERROR }, T0 + 5 * 60_000)).toBe(
      `${ERROR}; went on with the proof of 5 min ago, within the reachability TTL of 10 min: a reject committed since then is not seen`,
    );
  });

  it('offline past the TTL: said as older than it', () => {
    const r = { ...base, stale_proof_used: { age_sec: 7300, fetch_error: ERROR } };
    expect(olderProofWarning(r, T0 + 7300_000)).toBe(
      `${ERROR}; went on with the proof of 2 h ago, older than the reachability TTL of 10 min (offline): a reject committed since then is not seen`,
    );
  });

  it('an edited record (no date, no TTL) still says what it can', () => {
    expect(olderProofWarning({ fetch_error: ERROR }, T0)).toBe(
      `${ERROR}; went on with the proof, within the reachability TTL: a reject committed since then is not seen`,
    );
  });

  it.each([
    [0, '0s'],
    [119_000, '119s'],
    [120_000, '2 min'],
    [7_199_000, '119 min'],
    [7_200_000, '2 h'],
    [-5000, '0s'],
  ])('describeDuration(%d) is %s', (ms, text) => {
    expect(describeDuration(ms)).toBe(text);
  });
});
