/**
 * The runtime's one rule for step numbers (SPEC §4.2, docs/decisions/011): every iteration's step is a
 * whole number, greater than the step before it in the run — across continuations too. A corrected step
 * is retried as a new, higher step; nothing the runtime writes repeats a step or goes back. The step
 * validator (`parseStepEvent`), the chain verifier and a continuation's usage proof all ask this. Pure.
 */
/**
 * Why `step` may not follow `previous` (the last step recorded, or null before the first), or null. The
 * sentence starts with the step itself, so callers put the field before it (`/step 3 repeats step 3…`).
 *
 * @example
 * stepOrderProblem(1, 2) // → '1 goes backwards from step 2 (steps must increase)'
 * stepOrderProblem(3, 2) // → null
 */
export declare function stepOrderProblem(step: unknown, previous: number | null): string | null;
