/**
 * What a pinned run that went on without reaching its policy repository must say (SPEC §4.1, decision
 * 122). Prod fetches the protected ref at every run start, so a reject committed there counts at once;
 * when the fetch fails it runs on the cached proof if it is younger than the reachability TTL (or, with
 * `offline`, older) — recorded in `run_start.policy.reachability`, and said by `loopgov run`, `loopgov
 * serve` and `loopgov trace show` with this one text, so nobody takes such a run for a checked one.
 */

/**
 * The warning for a run's `reachability` (as `run_start.policy.reachability` records it, so read as
 * untrusted data), judged at `at` (ms since the epoch: the run's start); null when the proof was made by
 * this run's own fetch.
 *
 * @example
 * olderProofWarning({ protected_ref: 'refs/heads/main', proven_at: '2026-01-01T12:00:00Z', ttl_sec: 600,
 *   offline: false, fetch_error: 'cannot fetch refs/heads/main from /srv/p: fatal: …' }, Date.parse('2026-01-01T12:05:00Z'))
 * // 'cannot fetch refs/heads/main from /srv/p: fatal: …; went on with the proof of 5 min ago, within the
 * //  reachability TTL of 10 min: a reject committed since then is not seen'
 */
export function olderProofWarning(reachability: unknown, at: number): string | null {
  if (reachability === null || typeof reachability !== 'object') return null;
  const r = reachability as Record<string, unknown>;
  const stale = r.stale_proof_used as Record<string, unknown> | undefined;
  const error = typeof r.fetch_error === 'string' ? r.fetch_error : stale?.fetch_error;
  if (typeof error !== 'string') return null;
  const proven = typeof r.proven_at === 'string' ? Date.parse(r.proven_at) : Number.NaN;
  const age =
    Number.isFinite(proven) && Number.isFinite(at) ? ` of ${describeDuration(at - proven)} ago` : '';
  const ttl = typeof r.ttl_sec === 'number' ? ` of ${describeDuration(r.ttl_sec * 1000)}` : '';
  const how =
    typeof r.fetch_error === 'string'
      ? `within the reachability TTL${ttl}`
      : `older than the reachability TTL${ttl} (offline)`;
  return `${error}; went on with the proof${age}, ${how}: a reject committed since then is not seen`;
}

/**
 * A length of time as people say it: seconds under two minutes, minutes under two hours, then hours.
 *
 * @example
 * describeDuration(300_000) // '5 min'
 */
export function describeDuration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 120) return `${s}s`;
  if (s < 7200) return `${Math.floor(s / 60)} min`;
  return `${Math.floor(s / 3600)} h`;
}
