/**
 * Approval rules (SPEC §3.3.3, docs/decisions/109) as the policy model states them: which approvals a
 * change of each class needs. A change of class C needs the rule of every class at or below C (`ceiling`
 * is the strictest class, so it needs at least what a loosening needs, even when the organisation made the
 * loosen rule the stricter one). Each rule is met on its own, by distinct approvers meeting its role. The
 * gate, the Action, `loopgov approve` and the runtime all get the rules from `requiredApprovalRules`, and
 * count them with `tallyRules` (core/approval/rule-tally.ts).
 */
import { type ApprovalRule, CHANGE_CLASSES, type ChangeClass, type OrgCeiling, type Role } from './types.js';

/** Used for any class the ceiling at base does not set. */
export const DEFAULT_APPROVAL_RULES: Readonly<Record<ChangeClass, ApprovalRule>> = Object.freeze({
  neutral: { role: 'maintainer', count: 1 },
  tighten: { role: 'maintainer', count: 1 },
  loosen: { role: 'org-admin', count: 1 },
  ceiling: { role: 'org-admin', count: 2 },
});

/** One rule a change must meet, and the classes it stands for. */
export interface RequiredRule extends ApprovalRule {
  /** First the class whose rule it is, then every class whose rule it implies, strictest first. */
  classes: ChangeClass[];
}

/**
 * The configured rule of one class, from the ceiling **at base** (a pull request cannot relax its own
 * rule), or the default. A change needs more than this: see `requiredApprovalRules`.
 *
 * @example
 * approvalRuleFor('loosen', baseCeiling) // { role: 'org-admin', count: 1 }
 */
export function approvalRuleFor(cls: ChangeClass, baseCeiling: OrgCeiling | null): ApprovalRule {
  return { ...(baseCeiling?.approval_rules?.[cls] ?? DEFAULT_APPROVAL_RULES[cls]) };
}

/**
 * Every rule a change of class `cls` must meet: the rule of each class at or below `cls`, from the
 * ceiling at base, with the rules that another one implies folded into it. `atLeastDefaults` (the
 * runtime, decision 032) also requires each such class's default rule, so a repository cannot relax it.
 *
 * @example
 * requiredApprovalRules('ceiling', { ...c, approval_rules: { loosen: { role: 'org-admin', count: 3 } } })
 * // [{ role: 'org-admin', count: 3, classes: ['loosen', 'ceiling', 'tighten', 'neutral'] }]
 */
export function requiredApprovalRules(
  cls: ChangeClass,
  baseCeiling: OrgCeiling | null,
  opts: { atLeastDefaults?: boolean } = {},
): RequiredRule[] {
  const rules: RequiredRule[] = [];
  // Strictest class first: of two equal rules, the higher class's is named as the source.
  for (const c of CHANGE_CLASSES.slice(0, CHANGE_CLASSES.indexOf(cls) + 1).reverse()) {
    rules.push({ ...approvalRuleFor(c, baseCeiling), classes: [c] });
    if (opts.atLeastDefaults) rules.push({ ...DEFAULT_APPROVAL_RULES[c], classes: [c] });
  }
  return combineRules(rules);
}

/**
 * What a prod run of a `cls` change needs beyond what the gate asks for: the runtime's rules
 * (`atLeastDefaults`, decision 032) that no gate rule implies. Empty unless the ceiling at base relaxes
 * a rule below its default — a change the gate then passes that prod never runs.
 *
 * @example
 * beyondTheGate('loosen', { ...c, approval_rules: { loosen: { role: 'maintainer', count: 1 } } })
 * // [{ role: 'org-admin', count: 1, classes: ['loosen'] }]
 */
export function beyondTheGate(cls: ChangeClass, baseCeiling: OrgCeiling | null): RequiredRule[] {
  const gate = requiredApprovalRules(cls, baseCeiling);
  return requiredApprovalRules(cls, baseCeiling, { atLeastDefaults: true }).filter(
    (r) => !gate.some((g) => ruleImplies(g, r)),
  );
}

/**
 * Each rule of the ceiling's `approval_rules` that is below its class's default, said for the person
 * who wrote it: the gate would pass such a change with fewer approvals, and prod would never run it.
 *
 * @example
 * rulesBelowTheRuntimeFloor({ ...c, approval_rules: { loosen: { role: 'maintainer', count: 1 } } })
 * // ['approval_rules.loosen (1 × maintainer) is below the runtime's floor of 1 × org-admin: …']
 */
export function rulesBelowTheRuntimeFloor(ceiling: OrgCeiling | null): string[] {
  const out: string[] = [];
  for (const c of CHANGE_CLASSES) {
    const set = ceiling?.approval_rules?.[c];
    const floor = DEFAULT_APPROVAL_RULES[c];
    if (set && !ruleImplies(set, floor))
      out.push(
        `approval_rules.${c} (${describeRule(set)}) is below the runtime's floor of ${describeRule(floor)}: the gate passes a ${c} change with ${describeRule(set)}, but a prod run of it needs ${describeRule(floor)} too (decision 032)`,
      );
  }
  return out;
}

/**
 * The same requirement with no rule another one implies: a rule implied by a kept one lends it its
 * classes. Rules of different roles where neither implies the other (3 maintainers, 2 org-admins) both
 * stay: "the stricter of the two" is not defined, so both must be met.
 *
 * @example
 * combineRules([{ role: 'org-admin', count: 2, classes: ['ceiling'] }, { role: 'maintainer', count: 1, classes: ['tighten'] }])
 * // [{ role: 'org-admin', count: 2, classes: ['ceiling', 'tighten'] }]
 */
export function combineRules(rules: readonly RequiredRule[]): RequiredRule[] {
  const strongestFirst = [...rules].sort(
    (a, b) => ROLE_RANK[b.role] - ROLE_RANK[a.role] || b.count - a.count,
  );
  const kept: RequiredRule[] = [];
  for (const r of strongestFirst) {
    const into = kept.find((k) => ruleImplies(k, r));
    if (into) into.classes = orderClasses([...into.classes, ...r.classes]);
    else kept.push({ role: r.role, count: r.count, classes: orderClasses(r.classes) });
  }
  const top = (r: RequiredRule) => Math.max(...r.classes.map((c) => CHANGE_CLASSES.indexOf(c)));
  return kept.sort((a, b) => top(b) - top(a) || ROLE_RANK[b.role] - ROLE_RANK[a.role] || b.count - a.count);
}

/**
 * Whether meeting `a` always meets `b`: at least as many approvers, each of a role that meets `b`'s.
 *
 * @example
 * ruleImplies({ role: 'org-admin', count: 2 }, { role: 'maintainer', count: 2 }) // true
 */
export function ruleImplies(a: ApprovalRule, b: ApprovalRule): boolean {
  return a.count >= b.count && (a.role === b.role || (a.role === 'org-admin' && b.role === 'maintainer'));
}

/**
 * A rule as people read it: `2 × org-admin`, and which classes it stands for when asked.
 *
 * @example
 * describeRule({ role: 'org-admin', count: 3, classes: ['loosen'] }, true) // '3 × org-admin (the loosen rule)'
 */
export function describeRule(rule: ApprovalRule & { classes?: ChangeClass[] }, withClasses = false): string {
  const base = `${rule.count} × ${rule.role}`;
  return withClasses && rule.classes?.length ? `${base} (the ${rule.classes[0]} rule)` : base;
}

/**
 * Whether an approver's roles meet `required` (maintainer < org-admin). `proposer-bot` never approves,
 * whatever other role it also holds.
 *
 * @example
 * meetsRole(['maintainer', 'org-admin'], 'maintainer') // true
 */
export function meetsRole(roles: readonly Role[], required: Role): boolean {
  if (roles.includes('proposer-bot')) return false;
  if (required === 'org-admin') return roles.includes('org-admin');
  if (required === 'maintainer') return roles.includes('maintainer') || roles.includes('org-admin');
  return false;
}

const ROLE_RANK: Record<Role, number> = { maintainer: 1, 'org-admin': 2, 'proposer-bot': 0 };

/** The source class first, then the others strictest first, each once. */
function orderClasses([source, ...rest]: ChangeClass[]): ChangeClass[] {
  const others = [...new Set(rest)].filter((c) => c !== source);
  return [source!, ...others.sort((a, b) => CHANGE_CLASSES.indexOf(b) - CHANGE_CLASSES.indexOf(a))];
}
