/**
 * The gate's impact section (SPEC §6 "Impact in the gate"): which recorded runs the pull request's head
 * policy would have ended differently, and how — appended to the merge gate's report (text, markdown,
 * JSON) by the fronts, so the reviewer sees the consequence of a policy edit before approving it. It
 * never changes the gate's verdict.
 */
import { cell, code } from './markdown.js';
import { replayLines } from './report.js';
import type { ReplayReport } from './replay-report.js';
import type { RunReplay } from './replay.js';

/** Runs listed in the job summary / terminal (totals count all of them). */
const IMPACT_ROWS = 30;

export interface GateImpact {
  /** Null when the impact could not be computed; `error` says why. */
  replay: ReplayReport | null;
  /** Runs offered that did not verify (skipped, never used). */
  skipped: number;
  error?: string;
  /** Traces folders that could not be read (missing, a file): left out, each named. */
  unread?: { folder: string; why: string }[];
}

/** `traces folder X was not read: why`, one per unread folder (the Action also warns with each). */
export function unreadTraceLines(i: GateImpact): string[] {
  return (i.unread ?? []).map((u) => `traces folder ${u.folder} was not read: ${u.why}`);
}

/** `this change would have ended N of the last M runs differently`. */
export function impactHeadline(i: GateImpact): string {
  if (!i.replay) return `impact unavailable: ${i.error ?? 'no replay'}`;
  const t = i.replay.totals;
  return `this change would have ended ${t.changed} of the last ${t.runs} runs differently`;
}

/**
 * @example
 * process.stdout.write(formatMergeGateText(result) + formatImpactText(impact));
 */
export function formatImpactText(i: GateImpact): string {
  const lines = ['', `impact: ${impactHeadline(i)}`, ...unreadTraceLines(i).map((l) => `  ${l}`)];
  if (i.skipped) lines.push(`  ${i.skipped} trace(s) were skipped (did not verify, copies, links)`);
  if (i.replay)
    lines.push(
      ...replayLines(i.replay, IMPACT_ROWS)
        .slice(1)
        .map((l) => `  ${l.trimStart()}`),
    );
  return `${lines.join('\n')}\n`;
}

/**
 * @example
 * await core.summary.addRaw(formatMergeGateMarkdown(result) + formatImpactMarkdown(impact)).write();
 */
export function formatImpactMarkdown(i: GateImpact): string {
  const out = ['### Impact on recorded runs', '', `**${cell(impactHeadline(i))}.**`, ''];
  for (const line of unreadTraceLines(i).slice(0, IMPACT_ROWS)) out.push(`- ${cell(line, 1000)}`);
  if (i.unread?.length) out.push('');
  if (i.skipped) out.push(`${i.skipped} trace(s) were skipped (did not verify, copies, links).`, '');
  const r = i.replay;
  if (r) {
    const s = r.totals.by_status;
    out.push(
      `Replayed under the head policy with the runtime's own core; no agent and no command was run. ` +
        `${s.halts_earlier} halt earlier, ${s.ends_differently} end differently, ${s.not_halted} would not have stopped where they did (their later steps are unknown), ${s.unknown} cannot be told.`,
      '',
    );
    if (r.changed.length) {
      out.push('| run | status | recorded | head policy | note |', '|---|---|---|---|---|');
      for (const x of r.changed.slice(0, IMPACT_ROWS)) out.push(mdRow(x));
      if (r.totals.changed > IMPACT_ROWS) out.push(`| … ${r.totals.changed - IMPACT_ROWS} more | | | | |`);
      out.push('');
    }
  }
  return `${out.join('\n')}\n`;
}

/** The JSON member added to the gate's JSON report as `impact`. */
export function impactJson(i: GateImpact): Record<string, unknown> {
  return {
    headline: impactHeadline(i),
    skipped: i.skipped,
    ...(i.error ? { error: i.error } : {}),
    ...(i.unread ? { unread: i.unread } : {}),
    replay: i.replay,
  };
}

function mdRow(r: RunReplay): string {
  const at = (x: RunReplay['recorded']) => (x ? `${x.decision} ${x.reason} @${x.step ?? '-'}` : '-');
  return `| ${code(r.run_id)} | ${r.status} | ${code(at(r.recorded))} | ${code(at(r.proposed))} | ${code(r.note)} |`;
}
