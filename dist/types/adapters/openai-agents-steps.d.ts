/**
 * The steps of an OpenAI Agents governor (`openai-agents.ts`): what each one is built from — the run's
 * usage since the last step, the model's own words and the governed tools' outputs the model read
 * meanwhile (decisions 120, 126, 127) — and how a decision stops the SDK (a HALT aborts the run's signal).
 * Every step is taken in one of the Governor's turns (`Governor.inTurn`), so the shared state it reads
 * is read in the order the steps are taken, and a step asked for once the run has ended is not taken.
 */
import type { AgentInputItem, RunContext } from '@openai/agents';
import type { Decision } from '../core/run/types.js';
import type { ArtifactPart } from './artifact.js';
import type { Governor, NotTaken, StepFacts, TakeStep } from './governor.js';
import { ReadItems } from './openai-agents-items.js';
import { type MeteredCall, ModelCalls } from './openai-agents-usage.js';
import type { PriceTable } from './prices.js';
/** The model calls a step meters, and how many went past the filter since the last step. */
export type Metered = {
    calls: MeteredCall[];
    unseen: number;
};
/** A step no model call made (a turn step at `finish`, after the final answer's own). */
export declare const NO_CALL: Metered;
export declare class AgentSteps {
    readonly gov: Governor;
    private readonly aborter;
    /** The run context whose usage the next step meters: the one the SDK handed the latest hook. */
    usageCtx: RunContext<unknown>;
    /** The governed tools' outputs since the last step. */
    observations: {
        tool: string;
        id: string | undefined;
        output: unknown;
    }[];
    /**
     * The model's own words (text, reasoning) a model call has read that no step has seen yet: they go
     * into the next step's artifact, whatever that step is, so that they are not an action (decision 126).
     */
    words: ArtifactPart[];
    /**
     * What the model calls read: each item new to them is seen by a step before the call (decision 120),
     * but the model's own words, which the next step sees (decision 126).
     */
    readonly readItems: ReadItems;
    /**
     * The model calls, each priced by its own agent's model (decision 127), matched against the filter
     * calls whose usage has not landed yet: a running balance, since runs under way together (agents as
     * tools called in parallel) answer in any order. The usage counting more calls than the filter let
     * through means an agent run without gov.runOptions (a guardrail's or a tool's own run, agent.asTool)
     * went past the filter, ungoverned.
     */
    readonly modelCalls: ModelCalls;
    constructor(gov: Governor, aborter: AbortController, context: RunContext<unknown>, prices: PriceTable, model: string);
    /** What the model read since the last step that no step has seen: its own words, the governed outputs. */
    takeRead(): ArtifactPart[];
    /** The model calls since the last step (the run's usage is cumulative), and what the model read meanwhile. */
    take(): Metered & {
        read: ArtifactPart[];
    };
    /** A HALT aborts the run's signal (the SDK cancels the tool calls and `run` rejects). */
    stopOn(d: Decision): Decision;
    /** The run's HALT as the SDK's cancellation: the very reason the signal was aborted with. */
    refuse(d: Decision): never;
    /**
     * A step, metered, taken in the turn `take` belongs to; then, if model calls went past the filter
     * since the last one, the run ends. `NotTaken` when the run ended before the step's turn (a halt):
     * not taken (decision 133). `loop`: the conversation a CORRECT's hint goes back to (`callLoop`,
     * `answerLoop`, a filter call's own).
     */
    step(take: TakeStep, facts: () => Omit<StepFacts, MeteredFacts>, { calls, unseen }: Metered, loop: string): Promise<Decision | NotTaken>;
    /**
     * One governed call as a step, in a turn of its own: what the model asked for, with what it read
     * since the last step. `NotTaken` when the run ended before its turn came: the call was decided by no
     * step of its own.
     */
    callStep(tool: string, input: unknown, callId: string | undefined): Promise<Decision | NotTaken>;
    /**
     * A `turn` step: what a model call is about to read that no step has seen, other than the model's own
     * words (`acts`: its action, without ids), with everything else it read (`parts`).
     */
    turnStep(take: TakeStep, acts: AgentInputItem[], parts: ArtifactPart[], metered: Metered, loop: string): Promise<Decision | NotTaken>;
    /** The hints kept for these loops, each taken once. */
    corrections(loops: string[]): string[];
}
/** What a step's model calls make of its facts. */
type MeteredFacts = 'model' | 'inputTokens' | 'outputTokens' | 'usageFields' | 'otherCalls';
export {};
