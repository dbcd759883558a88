/**
 * What `loopgov propose` prints: the result as data (`--json`), and as a readable report — skipped
 * traces, the statistics per group, the findings, and per proposal the changes and the replay table.
 */
import { printableLine } from '../printable.js';
import type { Proposal } from './proposal.js';
import { show } from './proposal.js';
import { deltaMark, pointText, type ReplayReport } from './replay-report.js';
import type { RunReplay } from './replay.js';
import type { GroupReport } from './stats.js';
import type { Finding } from './types.js';

/** Replay rows a terminal report shows per proposal (`--json` has up to the accumulator's cap). */
const TEXT_ROWS = 25;

export interface SkippedTrace {
  trace: string;
  reason: string;
}

export interface ProposeResult {
  base: { commit: string; digest: string };
  traces: {
    runs: number;
    verified: number;
    skipped: SkippedTrace[];
    skipped_total: number;
    heads_hash: string;
  };
  groups: GroupReport[];
  findings: Finding[];
  notes: string[];
  proposals: { proposal: Proposal; replay: ReplayReport; title: string; file: string }[];
}

/**
 * @example
 * process.stdout.write(formatProposeText(result));
 */
export function formatProposeText(r: ProposeResult): string {
  const out: string[] = [];
  const t = r.traces;
  out.push(`base ${r.base.commit} digest ${r.base.digest}`);
  out.push(
    `traces: ${t.runs} runs read, ${t.verified} verified, ${t.skipped_total} skipped; heads ${t.heads_hash}`,
  );
  for (const s of t.skipped) out.push(`  skipped ${s.trace}: ${s.reason}`);
  if (t.skipped_total > t.skipped.length) out.push(`  … and ${t.skipped_total - t.skipped.length} more`);
  out.push('', 'groups (project/level/profile digest): runs, steps p50/p95/max of limit, outcomes');
  for (const g of r.groups) {
    const u = g.usage.max_steps;
    const outcomes = Object.entries(g.outcomes)
      .map(([k, n]) => `${k} ×${n}`)
      .join(', ');
    out.push(
      `  ${g.scope.project}/${g.scope.level}/${g.scope.profile} ${(g.digest ?? '-').slice(0, 12)}: ${g.runs} runs${g.resumed > 0 ? ` (${g.resumed} resumed by a person)` : ''}, steps ${show(u.p50)}/${show(u.p95)}/${show(u.max)} of ${show(u.limit)}; ${outcomes}`,
    );
  }
  out.push('', `findings: ${r.findings.length === 0 ? 'none' : ''}`);
  for (const f of r.findings) {
    const edit = f.edit ? ` → propose ${f.field} ${f.edit.from}→${f.edit.to}` : ' (flag only)';
    out.push(`  [${f.rule}] ${f.project}/${f.level} ${f.field}: ${f.message}${edit}`);
    if (f.clamped) out.push(`      clamped: ${f.clamped}`);
    if (f.evidence.runs.length)
      out.push(
        `      evidence: ${f.evidence.runs.slice(0, 10).join(', ')}${f.evidence.runs_total > 10 ? ` (+${f.evidence.runs_total - 10})` : ''}`,
      );
  }
  for (const n of r.notes) out.push(`  note: ${n}`);
  if (r.proposals.length === 0) out.push('', 'no proposal: nothing to change');
  for (const { proposal: p, replay, title, file } of r.proposals) {
    out.push('', `proposal ${p.id} (${file}) class ${p.class}`, `  ${title}`);
    for (const c of p.changes)
      out.push(
        `  ${c.direction.padEnd(7)} ${c.field} ${c.scope.project ?? '*'}/${c.scope.level ?? '*'}: ${show(c.from)} → ${show(c.to)} (ceiling ${show(c.ceiling)}, ${c.rule})`,
      );
    out.push(...replayLines(replay, TEXT_ROWS).map((l) => `  ${l}`));
  }
  // Each entry is one line: a newline or control character a trace put in a value cannot make another.
  return `${out.map(printableLine).join('\n')}\n`;
}

/** The replay as text lines (each made one printable line: they carry recorded values): the headline, the changed runs (capped) and the totals. */
export function replayLines(replay: ReplayReport, rows: number): string[] {
  const t = replay.totals;
  const s = t.by_status;
  const out = [
    `replay: changes ${t.changed} of ${t.runs} replayed runs (key ${replay.key.proposed_digest.slice(0, 12)}/${replay.key.heads_hash.slice(0, 12)})`,
    `  same ${s.same}, halts earlier ${s.halts_earlier}, ends differently ${s.ends_differently}, not halted ${s.not_halted} (later steps unknown), unknown ${s.unknown}, not replayed ${s.not_replayed}`,
  ];
  if (replay.from_record.length)
    out.push(
      `  verdicts taken from the record (commands are never re-run): ${replay.from_record.join(', ')}`,
    );
  if (replay.rerun.length)
    out.push(`  pure gates re-run on the stored artifacts: ${replay.rerun.join(', ')}`);
  if (replay.changed.length && rows > 0) {
    out.push('  run | status | recorded | proposed | Δ steps/tokens/cost | note');
    for (const r of replay.changed.slice(0, rows)) out.push(`  ${row(r)}`);
    if (t.changed > Math.min(rows, replay.changed.length))
      out.push(`  … ${t.changed - Math.min(rows, replay.changed.length)} more changed runs`);
  }
  const lower = deltaMark(t);
  out.push(
    `  total Δ steps ${lower}${t.delta.steps}, tokens ${lower}${t.delta.tokens}, cost ${lower}${t.delta.cost_usd}`,
  );
  return out.map(printableLine);
}

function row(r: RunReplay): string {
  const d = r.delta ? `${deltaMark(r)}${r.delta.steps}/${r.delta.tokens}/${r.delta.cost_usd}` : '?';
  const from = r.from_record.length ? ` [from the record: ${r.from_record.join(', ')}]` : '';
  return `${r.run_id} | ${r.status} | ${pointText(r.recorded)} | ${pointText(r.proposed)} | ${d} | ${r.note}${from}`;
}
