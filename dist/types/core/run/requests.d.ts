import type { Level, Profile } from '../policy/types.js';
export interface CreateRunBody {
    run_id: string;
    project: string;
    level: Level;
    profile: Profile;
}
export interface HaltBody {
    by: string;
    reason: string;
}
/**
 * Checks a create-run body; throws `ERR_REQUEST` naming every bad field.
 *
 * @example
 * parseCreateRunRequest({ run_id: 'r1', project: 'demo', level: 'L2', profile: 'dev' });
 */
export declare function parseCreateRunRequest(data: unknown): CreateRunBody;
/**
 * Checks a halt request (`by`: 1-128 characters on one line, `reason`: 1-2000 characters; each with a
 * visible character: `"   "`, `"\u200b"` or braille blanks name nobody and say nothing).
 *
 * @example
 * parseHaltRequest({ by: 'alice', reason: 'wrong repository' });
 */
export declare function parseHaltRequest(data: unknown): HaltBody;
