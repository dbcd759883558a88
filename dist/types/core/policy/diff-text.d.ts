/** The semantic diff as text for people: one line per edit, fan-out grouped, registry entries by name. */
import { type ChangeGroup, type ExplainedDiff } from './diff-explain.js';
/**
 * One line for a group of changes: `budget.max_steps 60 → 80 in 2 scopes: okr × L3 × prod/dev`, or
 * for the registry `approver bob added (roles maintainer; keys bob-2026)`.
 *
 * @example
 * groupChanges(report.changes).map((g) => describeChangeGroup(g))
 */
export declare function describeChangeGroup(g: ChangeGroup, projects?: (string | null)[]): string;
/**
 * `loopgov policy diff` without `--json`: the class, each change once with the scopes it reaches, then
 * the edits that change no scope and why.
 *
 * @example
 * process.stdout.write(formatPolicyDiffText(explainChange(base.set, head.set)));
 */
export declare function formatPolicyDiffText(d: ExplainedDiff): string;
/** A value on one line. */
export declare function show(v: unknown): string;
