import type { MergeGateResult } from './types.js';
/**
 * The JSON report of SPEC §3.4: `{verdict, class, changes, ceiling, approvals, reasons}` plus context.
 *
 * @example
 * process.stdout.write(formatMergeGateJson(result));
 */
export declare function formatMergeGateJson(r: MergeGateResult): string;
/**
 * A plain-text report for a terminal: verdict first, then every reason, changes and approvals.
 *
 * @example
 * process.stdout.write(formatMergeGateText(result));
 */
export declare function formatMergeGateText(r: MergeGateResult): string;
/**
 * Markdown for `$GITHUB_STEP_SUMMARY`: the diff table, each approval counted or not and why, the ceiling
 * check. Every value from the pull request is escaped: it is data, never markup or a command.
 *
 * @example
 * await core.summary.addRaw(formatMergeGateMarkdown(result)).write();
 */
export declare function formatMergeGateMarkdown(r: MergeGateResult): string;
/** The whole job summary, impact section included, is cut at this size (`capSummary`). */
export declare const SUMMARY_MAX_BYTES: number;
/**
 * The job summary within `maxBytes` (UTF-8): cut at a line boundary, with a last line saying so, whatever
 * the report holds. The row caps keep a real report far below it; this is the guarantee.
 *
 * @example
 * await core.summary.addRaw(capSummary(formatMergeGateMarkdown(result) + impactMarkdown)).write();
 */
export declare function capSummary(markdown: string, maxBytes?: number): string;
/** Escapes markdown and HTML so pull-request data renders as text. */
/**
 * The job summary when the gate could not run at all (it blocks): the reason, escaped like any value.
 *
 * @example
 * await core.summary.addRaw(formatGateFailureMarkdown('cannot read the event file')).write();
 */
export declare function formatGateFailureMarkdown(reason: string): string;
