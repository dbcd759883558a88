/** The governed file formats (SPEC §2) as TypeScript types; the JSON Schemas in `schemas/` are the contract. */
import type { Problem } from '../errors.js';
export declare const LEVELS: readonly ["L0", "L1", "L2", "L3", "L4", "L5"];
export type Level = (typeof LEVELS)[number];
export declare const PROFILES: readonly ["prod", "dev"];
export type Profile = (typeof PROFILES)[number];
export type Escalation = 'halt' | 'escalate';
export type Governance = 'required' | 'optional';
export interface Budget {
    max_steps: number;
    max_tokens: number;
    max_wall_clock_sec: number;
    max_cost_usd: number;
    max_corrections_per_step: number;
}
export interface Convergence {
    oscillation_repeat: number;
    thrash_window: number;
    no_progress_window: number;
    on_stall: Escalation;
}
export interface DenyPatternsGate {
    id: string;
    kind: 'deny-patterns';
    patterns: {
        regex: string;
        flags?: string;
    }[];
    on_match?: 'DENY' | 'FAIL';
}
export interface MaxBytesGate {
    id: string;
    kind: 'max-bytes';
    max: number;
    on_fail?: 'FAIL' | 'DENY';
}
export interface CommandGate {
    id: string;
    kind: 'command';
    argv: string[];
    timeout_sec: number;
    on_fail?: 'FAIL' | 'DENY';
}
export type Gate = DenyPatternsGate | MaxBytesGate | CommandGate;
/** One thing a compacted context must still contain (SPEC §4.5): a substring, or an RE2 regex. */
export type MustKeepItem = {
    id: string;
    literal: string;
    regex?: undefined;
    flags?: undefined;
} | {
    id: string;
    regex: string;
    flags?: string;
    literal?: undefined;
};
/** The policy's rules for the context a runner carries between iterations (SPEC §4.5). */
export interface ContextPolicy {
    max_bytes: number;
    must_keep: MustKeepItem[];
}
/** Who may answer an ESCALATE with a signed resume (SPEC §4.4). */
export interface EscalationPolicy {
    approver_role: 'maintainer' | 'org-admin';
}
/** What one layer (defaults, a level, a project, a project's level) may set. */
export interface PolicyLayer {
    budget?: Partial<Budget>;
    on_exceed?: Escalation;
    convergence?: Partial<Convergence>;
    gates?: Gate[];
    success_criteria?: Gate[];
    max_delegation_level?: Level;
    escalation?: Partial<EscalationPolicy>;
    context?: Partial<ContextPolicy>;
}
export interface ProjectLayer extends PolicyLayer {
    levels?: Partial<Record<Level, PolicyLayer>>;
}
export interface LoopPolicy {
    apiVersion: 'loopgov/v1';
    kind: 'LoopPolicy';
    defaults: PolicyLayer;
    levels?: Partial<Record<Level, PolicyLayer>>;
    projects?: Record<string, ProjectLayer>;
    profiles?: {
        dev?: {
            governance?: Governance;
        };
        prod?: {
            governance?: 'required';
        };
    };
}
export interface ApprovalRule {
    role: Role;
    count: number;
}
/** The classes of change from the least to the most strict (SPEC §3.1: `ceiling` is the strictest). */
export declare const CHANGE_CLASSES: readonly ["neutral", "tighten", "loosen", "ceiling"];
export type ChangeClass = (typeof CHANGE_CLASSES)[number];
export interface OrgCeiling {
    apiVersion: 'loopgov/v1';
    kind: 'OrgCeiling';
    budget: Budget;
    convergence?: Partial<Omit<Convergence, 'on_stall'>>;
    /** Upper bound of `context.max_bytes`. */
    context?: {
        max_bytes?: number;
    };
    max_delegation_level: Level;
    required_gates?: string[];
    approval_rules?: Partial<Record<ChangeClass, ApprovalRule>>;
}
export type Role = 'maintainer' | 'org-admin' | 'proposer-bot';
export interface PublicJwk {
    kty: 'OKP' | 'EC';
    crv: 'Ed25519' | 'P-256';
    x: string;
    y?: string;
    kid: string;
    alg: 'EdDSA' | 'ES256';
}
export interface Approver {
    id: string;
    github?: string;
    emails?: string[];
    roles: Role[];
    keys?: PublicJwk[];
}
export interface ApproverRegistry {
    apiVersion: 'loopgov/v1';
    kind: 'ApproverRegistry';
    approvers: Approver[];
}
/** The policy that governs one run: every field set, nothing left to chance. */
export interface EffectivePolicy {
    budget: Budget;
    on_exceed: Escalation;
    convergence: Convergence;
    gates: Gate[];
    success_criteria: Gate[];
    max_delegation_level: Level;
    governance: Governance;
    escalation: EscalationPolicy;
    context: ContextPolicy;
}
export interface Scope {
    /** `null` stands for any project the policy does not name. */
    project: string | null;
    level: Level;
    profile: Profile;
}
/** The three governed files, parsed and validated. */
export interface PolicySet {
    policy: LoopPolicy | null;
    ceiling: OrgCeiling | null;
    approvers: ApproverRegistry | null;
}
/** A governed revision as loaded by the I/O layer: parsed and valid, or the reason it is not. */
export type LoadedRevision = {
    ok: true;
    commit: string;
    digest: string;
    set: PolicySet;
} | {
    ok: false;
    rev: string;
    commit?: string;
    digest?: string;
    message: string;
    problems: Problem[];
};
