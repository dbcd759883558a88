/**
 * From statistics to proposals: every rule on every (project, level) the traces name, each finding clamped
 * to the ceiling at base, and the edits grouped by policy area — one (project, level), one proposal, one
 * pull request (decision 044). An area whose edited policy would still exceed the ceiling at base in any
 * scope is dropped, with the reason: such a proposal is never written.
 */
import { LoopgovError } from '../errors.js';
import { resolveEffectivePolicy } from '../policy/resolve.js';
import { LEVELS, type Level, type LoopPolicy, type PolicySet } from '../policy/types.js';
import { assertWithinCeiling, clampFinding } from './clamp.js';
import { applyEdits } from './edit.js';
import { RULES } from './rules.js';
import type { GroupAccumulator, ProposeStats } from './stats.js';
import { PROJECT_ID } from '../run/options.js';
import type { Finding, PolicyEdit } from './types.js';

/** A project name a policy can carry (schemas/defs.schema.json `id`). */

export interface AreaPlan {
  /** `<project>/<level>`: what one pull request changes. */
  area: string;
  project: string;
  level: Level;
  findings: Finding[];
  edits: PolicyEdit[];
  /** The base policy with this area's edits. */
  policy: LoopPolicy;
}

export interface ProposePlan {
  /** Every finding, flags and clamped ones included, in target then rule order. */
  findings: Finding[];
  areas: AreaPlan[];
  /** Targets no rule may edit, and areas dropped at the ceiling, each with why. */
  notes: string[];
}

/**
 * Runs the rules and groups their edits.
 *
 * @example
 * const plan = planProposals(stats, base.set, 20);
 * plan.areas[0]?.edits // [{ field: 'budget.max_steps', from: 12, to: 18, … }]
 */
export function planProposals(stats: ProposeStats, base: PolicySet, minRuns: number): ProposePlan {
  const notes: string[] = [];
  const findings: Finding[] = [];
  const areas: AreaPlan[] = [];
  if (!base.policy)
    throw new LoopgovError('ERR_POLICY_MISSING', 'no loop policy at base: nothing to propose against');
  for (const [key, groups] of targets(stats.list())) {
    const [project, level] = JSON.parse(key) as [string, string];
    if (!PROJECT_ID.test(project) || !(LEVELS as readonly string[]).includes(level)) {
      notes.push(
        `runs of project ${JSON.stringify(project)} at level ${JSON.stringify(level)}: not a scope a policy can name; no rule applies`,
      );
      continue;
    }
    const effective = resolveEffectivePolicy(base.policy, {
      project,
      level: level as Level,
      profile: 'prod',
    });
    const target = { project, level, base: effective, groups, minRuns };
    const found = RULES.flatMap((r) => r.evaluate(target)).map((f) => clampFinding(f, base.ceiling));
    findings.push(...found);
    const edits = found.flatMap((f) => (f.edit ? [f.edit] : []));
    if (edits.length === 0) continue;
    const area = `${project}/${level}`;
    const policy = applyEdits(base.policy, edits);
    try {
      assertWithinCeiling(policy, base.ceiling);
    } catch (e) {
      if (!(e instanceof LoopgovError)) throw e;
      notes.push(`${area}: not proposed: ${e.message}`);
      continue;
    }
    areas.push({ area, project, level: level as Level, findings: found, edits, policy });
  }
  return { findings, areas, notes };
}

/** Groups by (project, level), in a stable order. */
function targets(groups: GroupAccumulator[]): Map<string, GroupAccumulator[]> {
  const out = new Map<string, GroupAccumulator[]>();
  for (const g of groups) {
    const key = JSON.stringify([g.scope.project, g.scope.level]);
    const list = out.get(key) ?? [];
    list.push(g);
    out.set(key, list);
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
