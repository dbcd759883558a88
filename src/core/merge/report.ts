/** One formatter per output of the gate: plain text, JSON, and GitHub job-summary markdown. */
import { describeViolationGroup, groupViolations } from '../policy/ceiling-groups.js';
import { type ChangeGroup, describeScopes, groupChanges } from '../policy/diff-explain.js';
import { describeChangeGroup, show } from '../policy/diff-text.js';
import { describeRule } from '../policy/approval-rules.js';
import type { RuleTally } from '../approval/rule-tally.js';
import type { ApprovalOutcome, MergeGateResult, StaleTokenOutcome } from './types.js';

/**
 * The JSON report of SPEC §3.4: `{verdict, class, changes, ceiling, approvals, reasons}` plus context.
 *
 * @example
 * process.stdout.write(formatMergeGateJson(result));
 */
export function formatMergeGateJson(r: MergeGateResult): string {
  return `${JSON.stringify(r, null, 2)}\n`;
}

/**
 * A plain-text report for a terminal: verdict first, then every reason, changes and approvals.
 *
 * @example
 * process.stdout.write(formatMergeGateText(result));
 */
export function formatMergeGateText(r: MergeGateResult): string {
  const lines: string[] = [];
  lines.push(`verdict: ${r.verdict.toUpperCase()}  class: ${r.class ?? 'unknown'}`);
  if (r.base) lines.push(`base: ${r.base.commit} digest ${r.base.digest}`);
  if (r.head) lines.push(`head: ${r.head.commit} digest ${r.head.digest}`);
  for (const rule of r.rules) lines.push(`rule: ${ruleLine(rule)}`);
  if (r.reasons.length) {
    lines.push('', 'blocked because:');
    for (const reason of r.reasons) lines.push(`  - ${oneLine(reason)}`);
  }
  if (r.notes.length) {
    lines.push('', 'notes:');
    for (const note of r.notes) lines.push(`  - ${oneLine(note)}`);
  }
  if (r.changes.length) {
    lines.push('', 'changes:');
    for (const g of groupChanges(r.changes))
      lines.push(`  ${g.direction.padEnd(7)} ${oneLine(describeChangeGroup(g, r.projects))}`);
  }
  lines.push('', `ceiling: ${ceilingSummary(r)}`);
  for (const g of groupViolations(r.ceiling)) lines.push(`  ${oneLine(describeViolationGroup(g))}`);
  lines.push('', `approvals: ${r.approvals.length === 0 ? 'none' : ''}`);
  for (const a of r.approvals) lines.push(`  ${approvalLine(a)} [${oneLine(a.file)}]`);
  if (r.stale.length) {
    lines.push('', 'other tokens this pull request committed (they do not approve):');
    for (const a of r.stale) lines.push(`  ${approvalLine(a)} [${oneLine(staleWhere(a))}]`);
  }
  if (r.proposers.length) {
    lines.push('', 'proposers among the approvers:');
    for (const p of r.proposers) lines.push(`  ${p.approver}: ${oneLine(p.why)}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Markdown for `$GITHUB_STEP_SUMMARY`: the diff table, each approval counted or not and why, the ceiling
 * check. Every value from the pull request is escaped: it is data, never markup or a command.
 *
 * @example
 * await core.summary.addRaw(formatMergeGateMarkdown(result)).write();
 */
export function formatMergeGateMarkdown(r: MergeGateResult): string {
  const out: string[] = [];
  const icon = r.verdict === 'pass' ? '✅' : '❌';
  out.push(
    `## ${icon} loopgov policy gate: ${r.verdict.toUpperCase()} (class \`${r.class ?? 'unknown'}\`)`,
    '',
  );
  if (r.head) out.push(`Head digest \`${r.head.digest}\` (commit \`${r.head.commit}\`)`, '');
  if (r.rules.length) {
    out.push(
      r.rules.length === 1
        ? 'Rule (approvers who did not propose the change):'
        : 'Rules, each to be met (approvers who did not propose the change):',
      '',
      '| met | rule | for classes | counted |',
      '|---|---|---|---|',
    );
    for (const rule of r.rules)
      out.push(
        `| ${rule.met ? '✅ yes' : '❌ no'} | **${describeRule(rule)}** | ${rule.classes.join(', ')} | ${rule.counted.length}${rule.counted.length ? `: ${md(rule.counted.join(', '))}` : ''} |`,
      );
    out.push('');
  }
  if (r.reasons.length) {
    out.push('### Why it blocks', '');
    for (const reason of r.reasons.slice(0, SUMMARY_ROWS)) out.push(`- ${md(reason, REASON_CHARS)}`);
    if (r.reasons.length > SUMMARY_ROWS) out.push(`- … ${more(r.reasons.length)} reasons`);
    out.push('');
  }
  if (r.notes.length) {
    out.push('### Notes', '');
    for (const note of r.notes.slice(0, SUMMARY_ROWS)) out.push(`- ${md(note, REASON_CHARS)}`);
    if (r.notes.length > SUMMARY_ROWS) out.push(`- … ${more(r.notes.length)} notes`);
    out.push('');
  }
  out.push('### Changes', '');
  if (r.class === null) out.push(`Not checked: ${notCheckedWhy(r)} (see why it blocks).`, '');
  else if (r.changes.length === 0) out.push('No effective change.', '');
  else {
    out.push('| direction | file | scope | field | from | to |', '|---|---|---|---|---|---|');
    const groups = groupChanges(r.changes);
    for (const g of groups.slice(0, SUMMARY_ROWS))
      out.push(
        `| ${g.direction} | ${md(g.file)} | ${md(groupWhere(g, r.projects))} | ${md(g.field)} | ${md(show(g.from))} | ${md(show(g.to))} |`,
      );
    if (groups.length > SUMMARY_ROWS) out.push(`| … ${more(groups.length)} changes | | | | | |`);
    out.push('');
  }
  out.push('### Ceiling check', '');
  if (r.class === null) out.push(`Not checked: ${notCheckedWhy(r)} (see why it blocks).`, '');
  else if (r.ceiling.length === 0) out.push('Within the org ceiling at base.', '');
  else {
    out.push('| scope | field | value | limit |', '|---|---|---|---|');
    for (const v of r.ceiling.slice(0, SUMMARY_ROWS))
      out.push(
        `| ${md(v.scope ? `${v.scope.project ?? '*'}/${v.scope.level}` : '-')} | ${md(v.field)} | ${md(show(v.value))} | ${md(show(v.limit))} |`,
      );
    if (r.ceiling.length > SUMMARY_ROWS) out.push(`| … ${more(r.ceiling.length)} violations | | | |`);
    out.push('');
  }
  out.push('### Approvals', '');
  if (r.approvals.length === 0) out.push('No approval tokens found.', '');
  else {
    out.push('| counted | approver | kid | decision | file | why |', '|---|---|---|---|---|---|');
    for (const a of firstRows(r.approvals))
      out.push(
        `| ${a.counted ? '✅ yes' : '❌ no'} | ${md(a.approver ?? '?')} | ${md(a.kid ?? '?')} | ${md(a.decision ?? '-')} | ${md(a.file)} | ${md(a.reason)} |`,
      );
    if (r.approvals.length > SUMMARY_ROWS) out.push(`| … ${more(r.approvals.length)} tokens | | | | | |`);
    out.push('');
  }
  if (r.stale.length) {
    out.push('### Other tokens this pull request committed', '');
    out.push('| file | commit | approver | decision | why it does not approve |', '|---|---|---|---|---|');
    for (const a of firstRows(r.stale))
      out.push(
        `| ${md(a.file)} | ${md(staleWhere(a))} | ${md(a.approver ?? '?')} | ${md(a.decision ?? '-')} | ${md(a.reason)} |`,
      );
    if (r.stale.length > SUMMARY_ROWS) out.push(`| … ${more(r.stale.length)} tokens | | | | |`);
    out.push('');
  }
  return `${out.join('\n')}\n`;
}

/**
 * GitHub discards a step summary over 1 MiB — the whole report would be lost. Each table and list of the
 * summary shows at most this many rows (a "… N more" row says how many are left out; the job log has all).
 */
const SUMMARY_ROWS = 50;
/** A cell's characters (a reason line's: `REASON_CHARS`); escaping and UTF-8 make a byte budget of it. */
const CELL_CHARS = 300;
const REASON_CHARS = 2000;
/** The whole job summary, impact section included, is cut at this size (`capSummary`). */
export const SUMMARY_MAX_BYTES = 512 * 1024;

function more(total: number): string {
  return `${total - SUMMARY_ROWS} more (the job log lists all ${total})`;
}

/** The rows a capped table shows: counted tokens and rejects first, so junk never hides what decides. */
function firstRows<T extends ApprovalOutcome>(rows: T[]): T[] {
  if (rows.length <= SUMMARY_ROWS) return rows;
  const rank = (a: T) => (a.counted ? 0 : a.decision === 'reject' ? 1 : 2);
  return [...rows].sort((a, b) => rank(a) - rank(b)).slice(0, SUMMARY_ROWS);
}

/**
 * The job summary within `maxBytes` (UTF-8): cut at a line boundary, with a last line saying so, whatever
 * the report holds. The row caps keep a real report far below it; this is the guarantee.
 *
 * @example
 * await core.summary.addRaw(capSummary(formatMergeGateMarkdown(result) + impactMarkdown)).write();
 */
export function capSummary(markdown: string, maxBytes = SUMMARY_MAX_BYTES): string {
  const bytes = Buffer.byteLength(markdown);
  if (bytes <= maxBytes) return markdown;
  const note = `\n\n**The summary is cut here: it would be ${Math.ceil(bytes / 1024)} KiB, and GitHub keeps at most 1 MiB. The job log has the whole report.**\n`;
  const room = maxBytes - Buffer.byteLength(note);
  // Bytes, then back to text: a cut inside a multi-byte character drops that character (U+FFFD trimmed).
  let head = Buffer.from(markdown)
    .subarray(0, Math.max(0, room))
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  const nl = head.lastIndexOf('\n');
  if (nl > 0) head = head.slice(0, nl);
  return head + note;
}

/**
 * Why the class is unknown — a branch that does not hold what merges (decision 128), or a revision that
 * could not be read — so nothing after it was checked. As `evaluateMergeGate` says it on each token.
 */
function notCheckedWhy(r: MergeGateResult): string {
  return r.merges === 'neither' ? 'the branch does not hold what merges' : 'a revision is invalid';
}

function ceilingSummary(r: MergeGateResult): string {
  if (r.class === null) return `not checked (${notCheckedWhy(r)})`;
  return r.ceiling.length === 0 ? 'within the ceiling at base' : `${r.ceiling.length} violation(s)`;
}

/** `2 × org-admin for ceiling, loosen: met, counted 2 (alice, bob)`. */
function ruleLine(r: RuleTally): string {
  const who = r.counted.length ? ` (${r.counted.join(', ')})` : '';
  return `${describeRule(r)} for ${r.classes.join(', ')}: ${r.met ? 'met' : 'NOT met'}, counted ${r.counted.length}${who}`;
}

function approvalLine(a: ApprovalOutcome): string {
  return `${a.counted ? 'counted    ' : 'not counted'} ${a.approver ?? '?'} ${a.kid ?? '?'} ${a.decision ?? '-'}: ${oneLine(a.reason)}`;
}
function staleWhere(a: StaleTokenOutcome): string {
  return `${a.file}, added in ${a.commit.slice(0, 12)}${a.atHead ? '' : ', not at head'}`;
}
/** One scope as `project/level/profile`; a fan-out as `N scopes: …`; the ceiling and registry: `-`. */
function groupWhere(g: ChangeGroup, projects: (string | null)[]): string {
  if (g.scopes.length === 0) return '-';
  const [s] = g.scopes;
  return g.scopes.length === 1
    ? `${s!.project ?? '*'}/${s!.level}/${s!.profile}`
    : describeScopes(g.scopes, projects);
}
function oneLine(s: string): string {
  return s.replace(/[\r\n]+/g, ' ');
}
/** Escapes markdown and HTML so pull-request data renders as text. */
/**
 * The job summary when the gate could not run at all (it blocks): the reason, escaped like any value.
 *
 * @example
 * await core.summary.addRaw(formatGateFailureMarkdown('cannot read the event file')).write();
 */
export function formatGateFailureMarkdown(reason: string): string {
  return `## ❌ loopgov policy gate: BLOCK\n\nThe gate could not run: ${md(reason, REASON_CHARS)}\n`;
}

function md(s: string, max = CELL_CHARS): string {
  const one = oneLine(s);
  return (one.length > max ? `${one.slice(0, max - 1)}…` : one).replace(
    /[\\`*[\]<>|~&]/g,
    (ch) => `&#${ch.charCodeAt(0)};`,
  );
}
