/**
 * A recorded decision or reason as the replay shows it.
 *
 * @example
 * recognised('budget.max_steps') // 'budget.max_steps'
 * recognised('@org please approve') // '(unrecognised, sha256 3f1c…)' — the first 12 hex digits
 */
export declare function recognised(value: string): string;
