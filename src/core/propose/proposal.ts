/**
 * The proposal model (SPEC §2.4, §6): `proposals/<id>.yaml`, kind `Proposal` — who proposes what and why,
 * the changes with their ceiling and rule, the evidence, and the replay's key and totals. Validated
 * against `schemas/proposal.schema.json` before it is written (the gate reads its `proposed_by`).
 */
import { CEILING_FILE, POLICY_FILE } from '../policy/parse.js';
import type { ChangeReport, Direction } from '../policy/diff.js';
import type { ChangeClass, OrgCeiling } from '../policy/types.js';
import { keepFirst } from '../unicode.js';
import { ceilingFor } from './clamp.js';
import type { ReplayReport } from './replay-report.js';
import type { Finding, PolicyEdit } from './types.js';

/** Changed runs listed in the proposal file (its totals count all of them). */
export const PROPOSAL_RUNS_CAP = 100;

export interface ProposalChange {
  file: string;
  scope: { project: string | null; level: string | null; profile: string | null };
  field: string;
  from: unknown;
  to: unknown;
  direction: Direction;
  ceiling: number | null;
  rule: string;
}

export interface Proposal {
  apiVersion: 'loopgov/v1';
  kind: 'Proposal';
  id: string;
  proposed_by: string;
  area: string;
  summary: string;
  rationale: string;
  base: { commit: string; digest: string };
  proposed_digest: string;
  class: ChangeClass;
  rollback_to?: string;
  changes: ProposalChange[];
  findings: Omit<Finding, 'edit'>[];
  evidence: {
    runs: string[];
    statistics: Record<string, number | string>;
    counterfactual: { run_id: string; recorded: string; proposed: string; note: string }[];
  };
  replay: Pick<ReplayReport, 'key' | 'totals' | 'from_record' | 'rerun'>;
}

export interface ProposalInput {
  area: string;
  proposedBy: string;
  base: { commit: string; digest: string };
  ceiling: OrgCeiling | null;
  proposedDigest: string;
  /** `classifyChange(base, proposed)`: the class, and for a rollback the changes themselves. */
  report: ChangeReport;
  findings: Finding[];
  /** Rule edits; empty for a rollback, whose changes come from `report`. */
  edits: PolicyEdit[];
  rollbackTo?: string;
  replay: ReplayReport;
}

/**
 * Builds the proposal for one area.
 *
 * @example
 * const p = buildProposal({ area: 'demo/L2', proposedBy: 'meta-loop', base, ceiling, proposedDigest, report, findings, edits, replay });
 */
export function buildProposal(i: ProposalInput): Proposal {
  const changes = i.rollbackTo ? rollbackChanges(i.report, i.ceiling) : i.edits.map(editChange);
  const headline = headlineOf(changes, i.report.class, i.replay);
  const runs = [...new Set(i.findings.flatMap((f) => f.evidence.runs))].sort().slice(0, 100);
  const statistics: Record<string, number | string> = {};
  for (const f of i.findings)
    for (const [k, v] of Object.entries(f.evidence.figures)) statistics[`${f.rule}.${f.field}.${k}`] = v;
  const why = i.rollbackTo
    ? `Restores the governed files of ${i.rollbackTo}.`
    : i.findings
        .filter((f) => f.edit)
        .map((f) => `${f.rule} (${f.field}): ${f.message}. ${f.rationale}`)
        .join('\n\n');
  const proposal: Proposal = {
    apiVersion: 'loopgov/v1',
    kind: 'Proposal',
    id: proposalId(i),
    proposed_by: i.proposedBy,
    area: i.area,
    summary: keepFirst(`${headline.text} (${i.area}): ${headline.replay}`, 500),
    rationale: keepFirst(why, 20000) || 'no rule fired',
    base: i.base,
    proposed_digest: i.proposedDigest,
    class: i.report.class,
    changes: changes.slice(0, 1000),
    findings: i.findings.map(({ edit: _edit, ...f }) => f),
    evidence: {
      runs,
      statistics,
      counterfactual: i.replay.changed.slice(0, PROPOSAL_RUNS_CAP).map((r) => ({
        run_id: r.run_id,
        recorded: r.recorded
          ? `${r.recorded.decision} ${r.recorded.reason} at step ${r.recorded.step ?? '-'}`
          : '-',
        proposed: r.proposed
          ? `${r.proposed.decision} ${r.proposed.reason} at step ${r.proposed.step ?? '-'}`
          : '-',
        note: r.note,
      })),
    },
    replay: {
      key: i.replay.key,
      totals: i.replay.totals,
      from_record: i.replay.from_record,
      rerun: i.replay.rerun,
    },
  };
  if (i.rollbackTo) proposal.rollback_to = i.rollbackTo;
  return proposal;
}

/**
 * `budget.max_steps 12→18`, and the replay's headline `changes N of M replayed runs`. The change named is
 * one that gives the proposal its class — a loosening's first loosening, a ceiling change's first change
 * to the ceiling or the approvers — so a title never names a tightening for a pull request that loosens.
 */
export function headlineOf(
  changes: ProposalChange[],
  cls: ChangeClass,
  replay: ReplayReport,
): { text: string; replay: string } {
  const makesClass = (c: ProposalChange) =>
    cls === 'ceiling' ? c.file !== POLICY_FILE : c.direction === cls;
  const first = changes.find(makesClass) ?? changes[0];
  const more = changes.length > 1 ? ` (+${changes.length - 1} more)` : '';
  const text = first ? `${first.field} ${show(first.from)}→${show(first.to)}${more}` : 'no change';
  return { text, replay: `changes ${replay.totals.changed} of ${replay.totals.runs} replayed runs` };
}

function proposalId(i: ProposalInput): string {
  const d = i.proposedDigest.slice(0, 12);
  if (i.rollbackTo) return `rollback-${i.rollbackTo.slice(0, 12)}-${d}`;
  const slug = i.area
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .slice(0, 40);
  return `${slug}-${d}`.replace(/^[^a-z0-9]+/, '');
}

function editChange(e: PolicyEdit): ProposalChange {
  return {
    file: POLICY_FILE,
    scope: { project: e.project, level: e.level, profile: null },
    field: e.field,
    from: e.from,
    to: e.to,
    direction: e.to > e.from ? 'loosen' : 'tighten',
    ceiling: e.ceiling,
    rule: e.rule,
  };
}

/** The diff's changes, one row per (file, project, level, field, from, to): profiles that agree collapse. */
function rollbackChanges(report: ChangeReport, ceiling: OrgCeiling | null): ProposalChange[] {
  const seen = new Map<string, ProposalChange>();
  for (const c of report.changes) {
    const key = JSON.stringify([
      c.file,
      c.scope?.project ?? null,
      c.scope?.level ?? null,
      c.field,
      c.from,
      c.to,
    ]);
    const existing = seen.get(key);
    if (existing) {
      existing.scope.profile = null;
      continue;
    }
    seen.set(key, {
      file: c.file,
      scope: {
        project: c.scope?.project ?? null,
        level: c.scope?.level ?? null,
        profile: c.scope?.profile ?? null,
      },
      field: c.field,
      from: c.from,
      to: c.to,
      direction: c.direction,
      ceiling:
        c.file === CEILING_FILE || !/^(budget|convergence)\./.test(c.field)
          ? null
          : ceilingFor(c.field, ceiling),
      rule: 'rollback',
    });
  }
  return [...seen.values()];
}

export function show(v: unknown): string {
  if (v === null || v === undefined) return '-';
  return typeof v === 'string' ? v : JSON.stringify(v);
}
