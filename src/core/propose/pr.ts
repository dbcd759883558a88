/**
 * The meta-loop's pull request (SPEC §6): its title names the change and the replay's headline; its body
 * starts with a one-line summary, warns of a loosening, tables the changes, gives the evidence and the
 * replay of the changed runs (capped, with totals), folds the details away, and ends with hidden
 * metadata naming the area and the proposal — for readers and tools, never identity: the pull request of
 * an area is found by its head branch (docs/decisions/105). Always under 65 536 characters:
 * tables shrink first, then the details go, then the evidence — the totals and the metadata never do.
 */
import { keepFirst } from '../unicode.js';
import { cell, code } from './markdown.js';
import type { Proposal } from './proposal.js';
import { headlineOf, show } from './proposal.js';
import { deltaMark, pointText, type ReplayReport } from './replay-report.js';
import type { RunReplay } from './replay.js';

/** GitHub refuses a pull request body of 65 536 characters or more. */
export const PR_BODY_LIMIT = 65_536;
const METADATA = /<!-- loopgov-propose (\{[^\n]*?\}) -->/g;

export interface PrMetadata {
  v: 1;
  area: string;
  proposal: string;
  proposed_digest: string;
  heads_hash: string;
}

export interface PullRequestText {
  title: string;
  body: string;
}

/**
 * The title and body for one proposal.
 *
 * @example
 * const { title, body } = renderPullRequest(proposal, replay); // body.length < 65 536
 */
export function renderPullRequest(p: Proposal, replay: ReplayReport): PullRequestText {
  const h = headlineOf(p.changes, p.class, replay);
  const title = keepFirst(`loopgov(policy): ${h.text} — ${h.replay}`, 250);
  for (const caps of [
    { rows: 50, changes: 50, evidence: 20, details: true },
    { rows: 20, changes: 20, evidence: 10, details: true },
    { rows: 10, changes: 10, evidence: 5, details: false },
    { rows: 0, changes: 5, evidence: 0, details: false },
  ]) {
    const body = renderBody(p, replay, caps);
    if (body.length < PR_BODY_LIMIT) return { title, body };
  }
  // Unreachable with sane inputs (every cell is capped); still never more than the limit.
  const meta = metadataComment(p, replay);
  return { title, body: `${keepFirst(p.summary, 2000)}\n\n(the rest did not fit)\n\n${meta}\n` };
}

/**
 * The metadata of a body this renderer wrote, or null. The last such comment: the renderer writes it
 * last, and a trace value quoting one (shown as code, inert) comes before it.
 */
export function parsePrMetadata(body: string | null | undefined): PrMetadata | null {
  const m = [...(body ?? '').matchAll(METADATA)].at(-1);
  if (!m) return null;
  try {
    const meta = JSON.parse(m[1]!) as PrMetadata;
    return meta?.v === 1 && typeof meta.area === 'string' ? meta : null;
  } catch {
    return null;
  }
}

interface Caps {
  rows: number;
  changes: number;
  evidence: number;
  details: boolean;
}

function renderBody(p: Proposal, replay: ReplayReport, caps: Caps): string {
  const out: string[] = [];
  const t = replay.totals;
  out.push(cell(p.summary, 500), '');
  if (p.class === 'loosen' || p.class === 'ceiling') {
    out.push(
      '> [!WARNING]',
      `> **This change loosens the policy** (class \`${p.class}\`). The policy gate needs ${p.class === 'ceiling' ? 'two org-admins' : 'an org-admin'} who did not propose it; the meta-loop (a \`proposer-bot\`) proposes only and can never approve.`,
      '',
    );
  }
  out.push('### Changes', '', '| field | scope | old | new | ceiling | rule |', '|---|---|---|---|---|---|');
  for (const c of p.changes.slice(0, caps.changes)) {
    const scope = [c.scope.project ?? '*', c.scope.level ?? '*', c.scope.profile ?? 'any'].join('/');
    out.push(
      `| ${cell(c.field)} | ${cell(scope)} | ${code(show(c.from))} | ${code(show(c.to))} | ${code(show(c.ceiling))} | ${cell(c.rule)} |`,
    );
  }
  if (p.changes.length > caps.changes)
    out.push(`| … and ${p.changes.length - caps.changes} more | | | | | |`);
  out.push('', '### Why', '');
  if (p.rollback_to)
    out.push(`Restores the governed files of ${cell(p.rollback_to)}, classified like any change.`);
  for (const f of p.findings) {
    out.push(
      `- **${cell(f.rule)}** ${cell(f.field)}: ${cell(f.message, 600)}.${f.clamped ? ` _${cell(f.clamped, 300)}._` : ''}`,
    );
    if (caps.evidence > 0 && f.evidence.runs.length > 0) {
      const ids = f.evidence.runs
        .slice(0, caps.evidence)
        .map((r) => code(r, 130, false))
        .join(', ');
      const more = f.evidence.runs_total - Math.min(caps.evidence, f.evidence.runs.length);
      out.push(`  Evidence: ${ids}${more > 0 ? ` and ${more} more` : ''}.`);
    }
  }
  out.push('', `### Replay: ${h2(replay)}`, '');
  out.push(
    `Every recorded run re-evaluated under the proposed policy with the runtime's own core (no agent re-run). ` +
      `${t.by_status.halts_earlier} halt earlier, ${t.by_status.ends_differently} end differently, ${t.by_status.not_halted} would not have stopped where they did (their later steps are unknown), ${t.by_status.unknown} cannot be told, ${t.by_status.not_replayed} not replayed.`,
  );
  if (replay.from_record.length)
    out.push(
      '',
      `Verdicts taken from the record, not re-run: ${replay.from_record.map((x) => `${cell(x, 80)}`).join(', ')}.`,
    );
  if (caps.rows > 0 && replay.changed.length > 0) {
    out.push(
      '',
      '| run | status | recorded | proposed | Δ steps | Δ tokens | Δ cost | note |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const r of replay.changed.slice(0, caps.rows)) out.push(runRow(r));
    const shown = Math.min(caps.rows, replay.changed.length);
    if (t.changed > shown) out.push(`| … ${t.changed - shown} more changed runs | | | | | | | |`);
    const lower = deltaMark(t);
    out.push(
      `| **total (${t.runs} runs)** | ${t.changed} changed | | | ${lower}${signed(t.delta.steps)} | ${lower}${signed(t.delta.tokens)} | ${lower}${signed(t.delta.cost_usd)} | |`,
    );
  }
  if (caps.details) {
    out.push('', '<details><summary>Details</summary>', '');
    out.push(
      `- proposal ${cell(p.id)} by ${cell(p.proposed_by)}, area ${cell(p.area)}, class \`${p.class}\``,
    );
    out.push(
      `- base \`${p.base.commit}\` (digest \`${p.base.digest}\`), proposed digest \`${p.proposed_digest}\``,
    );
    out.push(
      `- replay key: proposed digest \`${replay.key.proposed_digest}\`, trace heads \`${replay.key.heads_hash}\``,
    );
    for (const [k, v] of Object.entries(p.evidence.statistics).slice(0, 60))
      out.push(`- ${cell(k, 120)}: ${cell(String(v), 60)}`);
    out.push('', '</details>');
  }
  out.push('', metadataComment(p, replay), '');
  return out.join('\n');
}

function h2(replay: ReplayReport): string {
  return `changes ${replay.totals.changed} of ${replay.totals.runs} replayed runs`;
}

function runRow(r: RunReplay): string {
  const d = r.delta;
  const lower = deltaMark(r);
  return `| ${code(r.run_id, 130)} | ${r.status} | ${code(pointText(r.recorded), 60)} | ${code(pointText(r.proposed), 60)} | ${d ? lower + signed(d.steps) : '?'} | ${d ? lower + signed(d.tokens) : '?'} | ${d ? lower + signed(d.cost_usd) : '?'} | ${code(r.note, 200)} |`;
}

function metadataComment(p: Proposal, replay: ReplayReport): string {
  const meta: PrMetadata = {
    v: 1,
    area: p.area,
    proposal: p.id,
    proposed_digest: p.proposed_digest,
    heads_hash: replay.key.heads_hash,
  };
  // JSON inside an HTML comment: "--" cannot occur in it once the area and id are escaped.
  return `<!-- loopgov-propose ${JSON.stringify(meta).replace(/--/g, '\\u002d\\u002d')} -->`;
}

function signed(n: number): string {
  const r = Math.round(n * 1e6) / 1e6;
  return r > 0 ? `+${r}` : String(r);
}
