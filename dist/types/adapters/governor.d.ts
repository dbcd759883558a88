import type { Run } from '../core/run/evaluator.js';
import type { Decision } from '../core/run/types.js';
import { type ArtifactPart } from './artifact.js';
import { type PriceTable } from './prices.js';
/** What an adapter knows about one step, before it becomes a step event. */
export interface StepFacts {
    /** What the step did: the tool call(s) by name, or `respond` for a step that only answered. */
    action: string;
    tool: string;
    /** The step's inputs (tool arguments): hashed into `inputs_ref`, never written to the trace. */
    inputs: unknown;
    /**
     * The model id the framework reports, looked up in the price table; null for a step no model call
     * made (a LangChain `returnDirect` tool's output as the answer): no price is needed, its tokens are 0.
     */
    model: string | null;
    /**
     * The token counts as the framework reported them (any value: a count that is missing, NaN, negative
     * or not a number ends the run as HALT `invalid_event`, as a step event without tokens does).
     */
    inputTokens: unknown;
    outputTokens: unknown;
    /** Where the framework reports them, named in that HALT (default `inputTokens` / `outputTokens`). */
    usageFields?: {
        input: string;
        output: string;
    };
    artifact: string | null;
    claimsDone: boolean;
    /** Model calls the framework made besides the step's own (another middleware's), metered with it. */
    otherCalls?: readonly OtherModelCall[];
}
/** A model call the adapter saw but did not govern as a step: its tokens and cost go into the next step. */
export interface OtherModelCall {
    /** Where it was made, for the messages (`the model call in SummarizationMiddleware.before_model`). */
    label: string;
    model: string;
    inputTokens: unknown;
    outputTokens: unknown;
    usageFields: {
        input: string;
        output: string;
    };
}
export interface AdapterOptions {
    /** Cost comes from here: a step whose model has no price (and no `'*'`) HALTs the run (`fail_closed`). */
    prices: PriceTable;
    /** The step events' `intent` (default: the adapter's name). */
    intent?: string;
    /**
     * The step's progress (higher is better; only a new best counts for `no_progress`). Default: how many
     * distinct actions (tool + inputs) the run has taken so far, so repeating itself is no progress.
     */
    progress?: (facts: StepFacts) => number;
    /**
     * The first step number; later steps count up from it. Default 1, or for a run continued from its
     * trace (`continueRun` in a new process) the step after its last one.
     */
    firstStep?: number;
    /**
     * Token counts to charge for a model call whose provider reports none (an estimate per call). Without
     * it such a step ends the run as HALT (`invalid_event`): a budget that counts nothing is inert.
     */
    usageWhenMissing?: {
        inputTokens: number;
        outputTokens: number;
    };
}
/**
 * A step not taken (`Governor.step`): the run had ended before its turn. `notTaken` is the run's
 * decision as the step found it — another step's, never this one's (decision 133).
 */
export interface NotTaken {
    readonly notTaken: Decision;
}
/** Takes a step within a turn (`Governor.inTurn`): the step's own decision, or `NotTaken`. */
export type TakeStep = (facts: () => StepFacts, loop?: string) => Promise<Decision | NotTaken>;
/**
 * One governed run as an adapter drives it. The governor follows its run: after an ESCALATE no step is
 * taken until the run itself goes on — `run.continue(token)` on the same run object, once a person's
 * signed resume verifies (SPEC §4.4) — and from then on it steps from the next number. A step asked for
 * meanwhile is not taken (`step` returns `{ notTaken }`, the run's decision it found): that decision is
 * not the step's own, another step's (decision 133).
 * A governor made for a run continued in a new process (`continueRun`) goes on from the run's past
 * (`run.resumedFrom`): the step after the last one, and the distinct actions taken so far.
 *
 * @example
 * const gov = new Governor(run, { prices: { '*': { inputPerMTok: 3, outputPerMTok: 15 } } }, 'my-adapter');
 * const d = await gov.step(() => ({ action: 'call search', tool: 'search', inputs: { q: 'x' }, model: 'm',
 *   inputTokens: 10, outputTokens: 5, artifact: 'found', claimsDone: false }));
 * if ('notTaken' in d) console.log('not taken: the run had ended', d.notTaken);
 */
export declare class Governor {
    private readonly run;
    private readonly opts;
    private readonly adapter;
    /** Every decision this governor received, in order. */
    readonly decisions: Decision[];
    private next;
    private readonly hints;
    private readonly seen;
    private rerun;
    private carried;
    private turn;
    constructor(run: Run, opts: AdapterOptions, adapter: string);
    /**
     * True once, for the step a framework re-runs when it resumes in a new process (LangGraph re-runs the
     * interrupted node): the escalated step's action and inputs, decided before the restart. The run has
     * gone on since, so the framework goes on too, and nothing is recorded twice. Only the first step
     * after the restart is compared.
     */
    isRerunOfEscalated(facts: Pick<StepFacts, 'action' | 'inputs'>): boolean;
    /**
     * For a framework that restores the interrupted turn whole in a new process (an OpenAI Agents
     * RunState): which of that turn's calls, listed in the order they were asked for, the process that
     * escalated decided — the escalated one and, before it, each whose action the trace records (a
     * sibling decided before the escalation). The rest were not taken there (the run had ended). The
     * escalated call is spoken for once found: `isRerunOfEscalated` is false from then on. Empty when
     * none of the calls is the escalated one (the escalation was another step's).
     */
    decidedBeforeRestart(calls: readonly Pick<StepFacts, 'action' | 'inputs'>[]): number[];
    /**
     * One model response's artifact (docs/adapters.md, "The artifact"): the tool outputs it read, its
     * text, its tool calls. A done-claim (an answer, no tool call) is judged on its text alone — what the
     * success criteria check — and the tool outputs it read are carried into the next step's artifact, so
     * they are verified before anything the model does after them can run (unless the claim ends the run).
     */
    artifactOf(step: {
        read: ArtifactPart[];
        text: string;
        calls: ArtifactPart[];
        claimsDone: boolean;
    }): string | null;
    /** The run's terminal decision (DONE, HALT or ESCALATE) once it has one: the framework's stop reason. */
    get outcome(): Decision | null;
    /**
     * Takes one step, after the steps this governor is already taking, and returns that step's own
     * decision — or `{ notTaken }` when the run had ended before its turn came. Such a step is not taken:
     * `facts` is never built, nothing is recorded or metered, no number is used, and `notTaken` is the
     * run's decision the step found, another step's (decision 133). It has no `decision` field, so an
     * adapter cannot take it for this step's: what the step asked for (its tool calls) was decided by no
     * step, and may run only once a step of its own lets it. Nor need the adapter read `outcome` again to
     * learn why: a resume that lands meanwhile would find it null (decision 133, addendum).
     * `facts` is built at the step's turn, from what the steps before it left (the outputs `artifactOf`
     * carries, what the adapter metered since). `loop`: the key of the loop (conversation) the step belongs
     * to, which a CORRECT's hint is kept for (`takeCorrection(loop)`); default one loop for the governor.
     */
    step(facts: () => StepFacts, loop?: string): Promise<Decision | NotTaken>;
    /**
     * Runs `fn` at its turn: after the steps and turns this governor is already taking, one at a time in
     * the order asked for (decision 133). `take` takes a step within the turn, as `step` does (never call
     * `step` inside `fn`: it would wait for this very turn). For an adapter whose step reads more shared
     * state than `facts` can (OpenAI Agents: the run's usage and the items read, and a second step after
     * the first), so that one queue orders all of it.
     */
    inTurn<T>(fn: (take: TakeStep) => Promise<T>): Promise<T>;
    private take;
    /**
     * A model call aborted after it was sent (the caller's signal, a timeout): it reported no usage, so
     * its tokens are unknown. With `usageWhenMissing` it is charged as a step of its own (`facts`, with no
     * token counts: the estimate); without, the run ends HALT (`invalid_event`) saying so — tokens no step
     * counts would take a loop past `max_tokens` and `max_cost_usd` unseen. Not taken once the run has ended.
     */
    aborted(facts: () => StepFacts, loop?: string): Promise<Decision | NotTaken>;
    /** True while a CORRECT's hint waits to be taken (any loop's). */
    get correctionPending(): boolean;
    /**
     * The correction hint of the loop's last step, if it was a CORRECT, once: the adapter puts it into
     * that loop's next model call. Another loop's step never takes it or clears it.
     */
    takeCorrection(loop?: string): string | null;
    /** Ends the run now as HALT (e.g. the framework failed); returns the run's terminal decision. */
    halt(detail: string): Promise<Decision>;
    private keep;
    private event;
}
