/**
 * `finish(result)` of an OpenAI Agents governor (`openai-agents.ts`): a finished run's final output as a
 * done-claim, judged by a step of its own (decision 126). What the final turn read that no step has seen
 * goes first, as a turn step; a result no step judged is never passed off as accepted.
 */
import type { Decision } from '../core/run/types.js';
import { renderValue } from './artifact.js';
import { GovernedStop } from './governed-stop.js';
import { answerLoop, finalTurnRest, isModelsWords, itemPart } from './openai-agents-items.js';
import { type AgentSteps, NO_CALL } from './openai-agents-steps.js';

/** What `finish` reads of a run's result. */
export interface FinishedResult {
  finalOutput?: unknown;
  interruptions?: readonly unknown[];
  rawResponses?: readonly { output: readonly unknown[] }[];
}

/**
 * The `finish` of a governor's steps: evaluates the final output of a finished run as a done-claim; null
 * while the run is interrupted. Each result's final output is judged once, by a step of its own: asked
 * again, it answers the same.
 */
export function finisher(steps: AgentSteps): (result: FinishedResult) => Promise<Decision | null> {
  const gov = steps.gov;
  const judged = new WeakMap<object, Decision>();
  const judge = (result: object, d: Decision) => {
    judged.set(result, d);
    return d;
  };
  return (result) => {
    if (result.interruptions?.length) return Promise.resolve(null);
    return gov.inTurn(async (take) => {
      const own = judged.get(result);
      if (own) return own;
      const ended = gov.outcome;
      if (ended) return notJudged(ended);
      // The model's words the final answer read are seen first, with the outputs it read: a done-claim
      // is judged on its answer alone, and a DONE after them would never gate them. A decision other
      // than CONTINUE answers the claim (a CORRECT: run again, the hint goes into the next model call).
      // So are the final turn's other items: its other messages and reasoning, which no model call
      // reads again (the SDK makes only the last message the final output).
      const rest = steps.readItems.unseen(
        finalTurnRest(result.rawResponses?.at(-1)?.output ?? [], result.finalOutput),
      );
      const out = result.finalOutput;
      const said = typeof out === 'string' ? out : JSON.stringify(out ?? null);
      // A CORRECT's hint goes to the run that goes on from this answer (its history holds it).
      const loop = answerLoop(said);
      if (steps.words.length > 0 || rest.length > 0) {
        const acts = rest.filter((item) => !isModelsWords(item));
        const read = [...steps.takeRead(), ...rest.map(itemPart)];
        const d = await steps.turnStep(take, acts, read, NO_CALL, loop);
        if ('notTaken' in d) return notJudged(d.notTaken);
        if (d.decision !== 'CONTINUE') return judge(result, d);
      }
      const u = steps.take();
      steps.readItems.answered(said);
      const answered = await steps.step(
        take,
        () => ({
          action: 'respond',
          tool: 'model',
          inputs: { output: out ?? null },
          artifact: gov.artifactOf({
            read: u.read,
            text: out === undefined || out === null ? '' : typeof out === 'string' ? out : renderValue(out),
            calls: [],
            claimsDone: true,
          }),
          claimsDone: true,
        }),
        u,
        loop,
      );
      return 'notTaken' in answered ? notJudged(answered.notTaken) : judge(result, answered);
    });
  };
}

/**
 * `finish` of a result no step judged, the run having ended before its turn (another task's answer,
 * a halt): a HALT or an ESCALATE is what the run is, but a DONE is another output's — this one is
 * refused, never passed off as accepted (decision 126, addendum).
 */
function notJudged(d: Decision): Decision {
  if (d.decision !== 'DONE') return d;
  throw new GovernedStop(
    d,
    `this result's final output was judged by no step: the run was already DONE at step ${d.step}, another output's answer. Withhold it: it is not governed`,
  );
}
