/**
 * Approval rules (SPEC §3.3.3, docs/decisions/109) as the policy model states them: which approvals a
 * change of each class needs. A change of class C needs the rule of every class at or below C (`ceiling`
 * is the strictest class, so it needs at least what a loosening needs, even when the organisation made the
 * loosen rule the stricter one). Each rule is met on its own, by distinct approvers meeting its role. The
 * gate, the Action, `loopgov approve` and the runtime all get the rules from `requiredApprovalRules`, and
 * count them with `tallyRules` (core/approval/rule-tally.ts).
 */
import { type ApprovalRule, type ChangeClass, type OrgCeiling, type Role } from './types.js';
/** Used for any class the ceiling at base does not set. */
export declare const DEFAULT_APPROVAL_RULES: Readonly<Record<ChangeClass, ApprovalRule>>;
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
export declare function approvalRuleFor(cls: ChangeClass, baseCeiling: OrgCeiling | null): ApprovalRule;
/**
 * Every rule a change of class `cls` must meet: the rule of each class at or below `cls`, from the
 * ceiling at base, with the rules that another one implies folded into it. `atLeastDefaults` (the
 * runtime, decision 032) also requires each such class's default rule, so a repository cannot relax it.
 *
 * @example
 * requiredApprovalRules('ceiling', { ...c, approval_rules: { loosen: { role: 'org-admin', count: 3 } } })
 * // [{ role: 'org-admin', count: 3, classes: ['loosen', 'ceiling', 'tighten', 'neutral'] }]
 */
export declare function requiredApprovalRules(cls: ChangeClass, baseCeiling: OrgCeiling | null, opts?: {
    atLeastDefaults?: boolean;
}): RequiredRule[];
/**
 * What a prod run of a `cls` change needs beyond what the gate asks for: the runtime's rules
 * (`atLeastDefaults`, decision 032) that no gate rule implies. Empty unless the ceiling at base relaxes
 * a rule below its default — a change the gate then passes that prod never runs.
 *
 * @example
 * beyondTheGate('loosen', { ...c, approval_rules: { loosen: { role: 'maintainer', count: 1 } } })
 * // [{ role: 'org-admin', count: 1, classes: ['loosen'] }]
 */
export declare function beyondTheGate(cls: ChangeClass, baseCeiling: OrgCeiling | null): RequiredRule[];
/**
 * Each rule of the ceiling's `approval_rules` that is below its class's default, said for the person
 * who wrote it: the gate would pass such a change with fewer approvals, and prod would never run it.
 *
 * @example
 * rulesBelowTheRuntimeFloor({ ...c, approval_rules: { loosen: { role: 'maintainer', count: 1 } } })
 * // ['approval_rules.loosen (1 × maintainer) is below the runtime's floor of 1 × org-admin: …']
 */
export declare function rulesBelowTheRuntimeFloor(ceiling: OrgCeiling | null): string[];
/**
 * The same requirement with no rule another one implies: a rule implied by a kept one lends it its
 * classes. Rules of different roles where neither implies the other (3 maintainers, 2 org-admins) both
 * stay: "the stricter of the two" is not defined, so both must be met.
 *
 * @example
 * combineRules([{ role: 'org-admin', count: 2, classes: ['ceiling'] }, { role: 'maintainer', count: 1, classes: ['tighten'] }])
 * // [{ role: 'org-admin', count: 2, classes: ['ceiling', 'tighten'] }]
 */
export declare function combineRules(rules: readonly RequiredRule[]): RequiredRule[];
/**
 * Whether meeting `a` always meets `b`: at least as many approvers, each of a role that meets `b`'s.
 *
 * @example
 * ruleImplies({ role: 'org-admin', count: 2 }, { role: 'maintainer', count: 2 }) // true
 */
export declare function ruleImplies(a: ApprovalRule, b: ApprovalRule): boolean;
/**
 * A rule as people read it: `2 × org-admin`, and which classes it stands for when asked.
 *
 * @example
 * describeRule({ role: 'org-admin', count: 3, classes: ['loosen'] }, true) // '3 × org-admin (the loosen rule)'
 */
export declare function describeRule(rule: ApprovalRule & {
    classes?: ChangeClass[];
}, withClasses?: boolean): string;
/**
 * Whether an approver's roles meet `required` (maintainer < org-admin). `proposer-bot` never approves,
 * whatever other role it also holds.
 *
 * @example
 * meetsRole(['maintainer', 'org-admin'], 'maintainer') // true
 */
export declare function meetsRole(roles: readonly Role[], required: Role): boolean;
