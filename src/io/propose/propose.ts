/**
 * `loopgov propose` without its fronts: read the base revision from git, the statistics from the traces
 * (pass 1), run the rules (or take the rollback revision), edit the policy in place, replay every run
 * under each proposed policy (pass 2), and build the proposals and their pull-request text. Returns data;
 * writing files and opening pull requests are separate steps (write.ts, git.ts, github.ts).
 */
import { stringify } from 'yaml';
import { LoopgovError } from '../../core/errors.js';
import { refuseUnknownKeys } from '../../core/option-keys.js';
import { shownValue } from '../../core/shown-value.js';
import { parseMinRuns } from '../../core/propose/min-runs.js';
import { type ChangeReport, classifyChange } from '../../core/policy/diff.js';
import { computeDigest, type TreeEntry } from '../../core/policy/digest.js';
import { POLICY_FILE, parsePolicySet } from '../../core/policy/parse.js';
import { resolveEffectivePolicy } from '../../core/policy/resolve.js';
import type { Approver, PolicySet, Scope } from '../../core/policy/types.js';
import { scopeProblem } from '../../core/run/options.js';
import { validateAgainstSchema } from '../../core/policy/validate.js';
import { parseSafeYaml } from '../../core/policy/yaml.js';
import { assertWithinCeiling } from '../../core/propose/clamp.js';
import { editPolicyYaml } from '../../core/propose/edit.js';
import { planProposals } from '../../core/propose/plan.js';
import { type PullRequestText, renderPullRequest } from '../../core/propose/pr.js';
import { buildProposal, type Proposal } from '../../core/propose/proposal.js';
import { hashHeads, type ReplayReport } from '../../core/propose/replay-report.js';
import type { PolicyFor } from '../../core/propose/replay.js';
import type { ProposeResult } from '../../core/propose/report.js';
import { reportGroup } from '../../core/propose/stats.js';
import type { Finding, PolicyEdit } from '../../core/propose/types.js';
import { loadGovernedRevision } from '../git/repo.js';
import { collectTraceStats, replayTraces } from './traces.js';

export interface ProposeOptions {
  repo: string;
  base: string;
  traces: string[];
  /** No rule fires on fewer runs than this: a whole number ≥ 1 (default 20, as `--min-runs`). */
  minRuns?: number;
  rollbackTo?: string;
  /**
   * `--open-pr`: the registry at base must name a proposer-bot with an email (who commits). Checked
   * right after base is read, before any trace is: `ERR_USAGE`, nothing computed, written or pushed.
   */
  requireBot?: boolean;
}

// Every option, once: a key added to ProposeOptions and not here fails to compile (and would be refused).
const PROPOSE_OPTIONS = Object.keys({
  repo: true,
  base: true,
  traces: true,
  minRuns: true,
  rollbackTo: true,
  requireBot: true,
} satisfies Record<keyof ProposeOptions, true>);

/** A file of a proposal: its new content, or `null` to delete it. */
export interface ProposedFile {
  path: string;
  content: string | null;
}

export interface ProposedArea {
  proposal: Proposal;
  replay: ReplayReport;
  files: ProposedFile[];
  pr: PullRequestText;
}

export interface ProposeOutcome {
  result: ProposeResult;
  areas: ProposedArea[];
  /** The proposer-bot of the registry at base (who commits and is named as `proposed_by`). */
  bot: Approver | null;
  /** All areas' edits applied to the base policy file at once (what `--write` writes). */
  combinedPolicy: ProposedFile | null;
  base: { commit: string; digest: string; entries: TreeEntry[] };
}

/** What one area proposes before it is replayed. */
interface Draft {
  area: string;
  findings: Finding[];
  edits: PolicyEdit[];
  files: ProposedFile[];
  head: PolicySet;
  report: ChangeReport;
  digest: string;
  rollbackTo?: string;
}

/**
 * Computes the proposals. Its options are checked as `loopgov propose` checks its flags, before git runs:
 * an unknown key (`minruns`) or a `minRuns` that is no whole number ≥ 1 is `ERR_USAGE`.
 *
 * @example
 * const { result, areas } = await computeProposals({ repo: '.', base: 'main', traces: ['traces'], minRuns: 20 });
 */
export async function computeProposals(o: ProposeOptions): Promise<ProposeOutcome> {
  if (typeof o !== 'object' || o === null || Array.isArray(o))
    throw new LoopgovError('ERR_USAGE', `the options must be an object (got ${shownValue(o)})`);
  refuseUnknownKeys(o as unknown as Record<string, unknown>, PROPOSE_OPTIONS);
  const minRuns = parseMinRuns(o.minRuns);
  const base = await loadGovernedRevision(o.repo, o.base, '--base');
  const bot = proposerBot(base.set);
  if (o.requireBot && !bot?.emails?.[0])
    throw new LoopgovError(
      'ERR_USAGE',
      `no approver with role proposer-bot and an email in the registry at base (${base.commit.slice(0, 12)}): the meta-loop commits as that identity, so the gate can recognise it; nothing was computed, written or pushed`,
    );
  const collected = await collectTraceStats(o.traces);
  const baseText = textOf(base.entries, POLICY_FILE);
  const notes: string[] = [...collected.notes];
  let findings: Finding[] = [];
  let drafts: Draft[] = [];
  if (o.rollbackTo) {
    const draft = await rollbackDraft(o.repo, o.rollbackTo, base);
    if (draft) drafts = [draft];
    else
      notes.push(
        `--rollback-to ${o.rollbackTo}: its governed files are those of base (${base.commit.slice(0, 12)}), byte for byte: nothing to roll back`,
      );
  } else {
    const plan = planProposals(collected.stats, base.set, minRuns);
    findings = plan.findings;
    notes.push(...plan.notes);
    drafts = plan.areas.map((a) => {
      const text = editPolicyYaml(baseText, a.edits, noteFor(a.area, a.edits));
      return draftOf(base, a.area, a.findings, a.edits, [{ path: POLICY_FILE, content: text }]);
    });
  }
  const replayed = await replayTraces(
    o.traces,
    drafts.map((d) => policyFor(d.head)),
    collected.heads,
  );
  const headsHash = hashHeads(replayed.heads);
  const areas = drafts.map((d, i) => {
    const replay = replayed.accumulators[i]!.report(d.digest, headsHash);
    const proposal = buildProposal({
      area: d.area,
      proposedBy: bot?.id ?? 'meta-loop',
      base: { commit: base.commit, digest: base.digest },
      ceiling: base.set.ceiling,
      proposedDigest: d.digest,
      report: d.report,
      findings: d.findings,
      edits: d.edits,
      ...(d.rollbackTo ? { rollbackTo: d.rollbackTo } : {}),
      replay,
    });
    const file = { path: `proposals/${proposal.id}.yaml`, content: proposalYaml(proposal) };
    return { proposal, replay, files: [...d.files, file], pr: renderPullRequest(proposal, replay) };
  });
  collected.skipped.merge(replayed.skipped);

  const result: ProposeResult = {
    base: { commit: base.commit, digest: base.digest },
    traces: {
      runs: collected.runs,
      verified: collected.heads.size,
      skipped: collected.skipped.list,
      skipped_total: collected.skipped.total,
      heads_hash: headsHash,
    },
    groups: collected.stats.list().map(reportGroup),
    findings,
    notes,
    proposals: areas.map((a) => ({
      proposal: a.proposal,
      replay: a.replay,
      title: a.pr.title,
      file: a.files.at(-1)!.path,
    })),
  };
  const withEdits = drafts.filter((d) => d.edits.length > 0);
  const combinedPolicy =
    withEdits.length > 0
      ? {
          path: POLICY_FILE,
          content: withEdits.reduce(
            (text, d) => editPolicyYaml(text, d.edits, noteFor(d.area, d.edits)),
            baseText,
          ),
        }
      : null;
  return { result, areas, bot, combinedPolicy, base };
}

/** The comment put above a layer the meta-loop creates. */
function noteFor(area: string, edits: PolicyEdit[]): string {
  return `loopgov propose (${area}): ${[...new Set(edits.map((e) => e.rule))].join(', ')}`;
}

function draftOf(
  base: { set: PolicySet; entries: TreeEntry[] },
  area: string,
  findings: Finding[],
  edits: PolicyEdit[],
  files: ProposedFile[],
): Draft {
  const entries = replaceEntries(base.entries, files);
  const head = parsePolicySet(entries.map((e) => ({ path: e.path, content: e.content! })));
  assertWithinCeiling(head.policy, base.set.ceiling);
  return {
    area,
    findings,
    edits,
    files,
    head,
    report: classifyChange(base.set, head),
    digest: computeDigest(entries),
  };
}

/**
 * `--rollback-to REV`: the governed files of REV, byte for byte, over base (files REV lacks are removed);
 * null when they are base's already (no proposal, never an empty pull request).
 */
async function rollbackDraft(
  repo: string,
  rev: string,
  base: { set: PolicySet; entries: TreeEntry[] },
): Promise<Draft | null> {
  const target = await loadGovernedRevision(repo, rev, '--rollback-to');
  const files: ProposedFile[] = target.entries.map((e) => ({
    path: e.path,
    content: Buffer.from(e.content!).toString('utf8'),
  }));
  for (const e of base.entries)
    if (!target.entries.some((t) => t.path === e.path)) files.push({ path: e.path, content: null });
  const before = (path: string) => {
    const e = base.entries.find((x) => x.path === path);
    return e?.content ? Buffer.from(e.content).toString('utf8') : null;
  };
  const changed = files.filter((f) => f.content !== before(f.path));
  if (changed.length === 0) return null;
  return { ...draftOf(base, 'rollback', [], [], changed), rollbackTo: target.commit };
}

function replaceEntries(entries: TreeEntry[], files: ProposedFile[]): TreeEntry[] {
  const out = new Map(entries.map((e) => [e.path, e]));
  for (const f of files) {
    if (f.content === null) out.delete(f.path);
    else
      out.set(f.path, {
        mode: out.get(f.path)?.mode ?? '100644',
        type: 'blob',
        path: f.path,
        content: Buffer.from(f.content, 'utf8'),
      });
  }
  return [...out.values()];
}

/** The proposed effective policy for a recorded run's scope; a scope the policy cannot name is not governed. */
export function policyFor(head: PolicySet): PolicyFor {
  const resolve = (scope: Parameters<PolicyFor>[0]) =>
    // A recorded scope no run could have had (`l0`, `De Mo`): resolving it would throw ERR_USAGE.
    scopeProblem(scope) === null ? resolveEffectivePolicy(head.policy, scope as Scope) : null;
  // A person's recorded grant is held to this policy's ceiling when the replay applies it.
  return Object.assign(resolve, { ceiling: head.ceiling?.budget ?? null });
}

/** The registry's proposer-bot (the first by id when there are several). */
export function proposerBot(set: PolicySet): Approver | null {
  const bots = (set.approvers?.approvers ?? []).filter((a) => a.roles.includes('proposer-bot'));
  return bots.sort((a, b) => (a.id < b.id ? -1 : 1))[0] ?? null;
}

function textOf(entries: TreeEntry[], path: string): string {
  const e = entries.find((x) => x.path === path);
  if (!e?.content)
    throw new LoopgovError('ERR_POLICY_MISSING', `${path} is missing at base: nothing to propose against`);
  return Buffer.from(e.content).toString('utf8');
}

/** The proposal as YAML, checked the way the gate will read it (safe YAML, size cap, schema). */
export function proposalYaml(p: Proposal): string {
  const path = `proposals/${p.id}.yaml`;
  const text = `# Written by loopgov propose: a proposal is evidence for reviewers, not governed policy.\n${stringify(p, { lineWidth: 0, aliasDuplicateObjects: false })}`;
  const parsed = parseSafeYaml(text, path);
  const problems = validateAgainstSchema('Proposal', parsed.data, path, parsed);
  if (problems.length > 0)
    throw new LoopgovError(
      'ERR_POLICY_SCHEMA',
      `the proposal does not match schemas/proposal.schema.json`,
      problems,
    );
  return text;
}
