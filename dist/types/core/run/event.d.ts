import type { Decision, StepEvent } from './types.js';
/**
 * Validates one step event. `previousStep` is the last accepted step number (or null before the first):
 * a step that repeats or goes backwards is refused.
 *
 * The caller's object is read once: each own field (and each field of an `artifact` or `context`
 * object) is copied into a plain snapshot, which is validated and is all that is judged and recorded
 * after — a getter that answers one value to the validator and another to the budget changes nothing
 * (a getter that throws is an invalid event). Fields must be the event's own (a prototype's are not
 * read).
 *
 * @example
 * const event = parseStepEvent(JSON.parse(line), lastStep);
 */
export declare function parseStepEvent(input: unknown, previousStep: number | null): StepEvent;
/** True when `decision` matches `schemas/decision.schema.json` (used by tests and `loopgov run --check`). */
export declare function isValidDecision(decision: unknown): decision is Decision;
/** The event's own `action_hash`, or SHA-256 over its action, tool and inputs_ref. */
export declare function actionHashOf(ev: StepEvent): string;
/** `schemas/step-event.schema.json`'s `artifact.base64` maxLength (a test holds the two equal). */
export declare const MAX_BASE64_LENGTH = 89478488;
/** The most bytes that many base64 characters decode to: the cap on an artifact given as bytes. */
export declare const MAX_ARTIFACT_BYTES: number;
/** The artifact's bytes: UTF-8 of a string, decoded base64, the bytes given, or `null` for none. */
export declare function artifactBytes(ev: StepEvent): Uint8Array | null;
