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
export declare function olderProofWarning(reachability: unknown, at: number): string | null;
/**
 * A length of time as people say it: seconds under two minutes, minutes under two hours, then hours.
 *
 * @example
 * describeDuration(300_000) // '5 min'
 */
export declare function describeDuration(ms: number): string;
