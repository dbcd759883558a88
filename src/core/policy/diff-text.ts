/** The semantic diff as text for people: one line per edit, fan-out grouped, registry entries by name. */
import { type ChangeGroup, describeScopes, type ExplainedDiff, groupChanges } from './diff-explain.js';
import { APPROVERS_FILE, POLICY_FILE } from './parse.js';

/**
 * One line for a group of changes: `budget.max_steps 60 → 80 in 2 scopes: okr × L3 × prod/dev`, or
 * for the registry `approver bob added (roles maintainer; keys bob-2026)`.
 *
 * @example
 * groupChanges(report.changes).map((g) => describeChangeGroup(g))
 */
export function describeChangeGroup(g: ChangeGroup, projects?: (string | null)[]): string {
  if (g.file === APPROVERS_FILE) return describeRegistryChange(g);
  const what =
    g.from === null
      ? `${g.field} added: ${show(g.to)}`
      : g.to === null
        ? `${g.field} removed (was ${show(g.from)})`
        : `${g.field} ${show(g.from)} → ${show(g.to)}`;
  const where = g.file === POLICY_FILE ? ` in ${describeScopes(g.scopes, projects)}` : ` (${g.file})`;
  return `${what}${where}`;
}

/**
 * `loopgov policy diff` without `--json`: the class, each change once with the scopes it reaches, then
 * the edits that change no scope and why.
 *
 * @example
 * process.stdout.write(formatPolicyDiffText(explainChange(base.set, head.set)));
 */
export function formatPolicyDiffText(d: ExplainedDiff): string {
  const { ineffective, projects } = d;
  const report = d;
  const groups = groupChanges(report.changes);
  const lines = [
    `class: ${report.class} (${report.changes.length} effective change(s)${groups.length !== report.changes.length ? `, ${groups.length} distinct` : ''})`,
  ];
  for (const g of groups) lines.push(`  ${g.direction.padEnd(7)} ${describeChangeGroup(g, projects)}`);
  if (ineffective.length) {
    lines.push('', 'edits that change no effective value:');
    for (const e of ineffective)
      lines.push(`  ${e.field} ${show(e.from)} → ${show(e.to)} changes no scope: ${e.why}`);
  }
  return `${lines.join('\n')}\n`;
}

function describeRegistryChange(g: ChangeGroup): string {
  const m = /^approvers\[([^\]]+)\](?:\.(roles|github|emails)|\.keys\[([^\]]+)\])?$/.exec(g.field);
  if (!m) return `${g.field} ${show(g.from)} → ${show(g.to)} (${g.file})`;
  const [, id, part, kid] = m;
  if (kid) {
    const verb = g.from === null ? 'added' : g.to === null ? 'removed' : 'replaced';
    return `approver ${id}: key ${kid} ${verb}${g.to ? ` (${keyText(g.to)})` : ''}`;
  }
  if (part) return `approver ${id}: ${part} ${show(g.from)} → ${show(g.to)}`;
  if (g.from === null) return `approver ${id} added (${entryText(g.to)})`;
  return `approver ${id} removed (was ${entryText(g.from)})`;
}

function entryText(v: unknown): string {
  const e = v as { roles?: string[]; github?: string; emails?: string[]; keys?: { kid: string }[] };
  const parts = [`roles ${(e.roles ?? []).join(', ')}`];
  if (e.github) parts.push(`github ${e.github}`);
  if (e.emails?.length) parts.push(`emails ${e.emails.join(', ')}`);
  parts.push(`keys ${(e.keys ?? []).map((k) => k.kid).join(', ') || 'none'}`);
  return parts.join('; ');
}

function keyText(v: unknown): string {
  const k = v as { kty?: string; crv?: string; alg?: string };
  return [k.alg, k.crv].filter(Boolean).join(' ');
}

/** A value on one line. */
export function show(v: unknown): string {
  if (v === null || v === undefined) return '-';
  return typeof v === 'string' ? v : JSON.stringify(v);
}
