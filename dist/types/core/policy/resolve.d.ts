/** Effective policy resolution (SPEC §2.1): strictest built-in → defaults → level → project → project level. */
import { type EffectivePolicy, type Level, type LoopPolicy, type Scope } from './types.js';
/**
 * What a field takes when no layer sets it: deny by default, never "unlimited". A run under the bare
 * built-in policy gets one step, no tokens, no money, no time, and no way to be DONE (no criteria).
 */
export declare const STRICTEST: Readonly<EffectivePolicy>;
/**
 * The policy that governs a run at `scope`. Scalars and objects merge field by field; `gates` and
 * `success_criteria` merge by `id` (a later layer replaces a gate of the same id or adds one — it can
 * never drop one). Profile `prod` is always `governance: required`. Throws `ERR_USAGE` for a scope
 * `loopgov policy resolve` refuses (`level: 'l0'`, `profile: 'Prod'`, `project: 'De Mo'`), and for a key
 * that is not `project`, `level` or `profile` (`Level`, `bogus`): a misspelt field is no scope.
 *
 * @example
 * resolveEffectivePolicy(policy, { project: 'okr', level: 'L3', profile: 'prod' }).budget.max_steps
 */
export declare function resolveEffectivePolicy(policy: LoopPolicy | null, input: Scope): EffectivePolicy;
/** Every scope the policies name: each named project plus "any other project", × L0–L5 × prod/dev. */
export declare function listScopes(...policies: (LoopPolicy | null)[]): Scope[];
/** `L3` → 3. */
export declare function levelRank(level: Level): number;
