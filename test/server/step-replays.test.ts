// What the server keeps to answer a step sent again (decision 131): one step a run, the last, answered
// again only while its decision is still the run's last word; kept for the idle limit once the run is no
// longer open, and for at most 4096 such runs.
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../src/core/run/types.js';
import type { TraceRecord } from '../../src/core/trace/types.js';
import { isLastWord, StepReplays } from '../../src/server/step-replays.js';

const decision = (step: number, kind = 'CONTINUE') =>
  ({ step, decision: kind, trace: { index: step, hash: `h${step}` } }) as Decision;
const decided = (step: number) => Promise.resolve(decision(step));
/** The trace ends with step `step`'s record. */
const endsAt = (step: number) => () => ({ type: 'iteration', index: step, hash: `h${step}` }) as TraceRecord;

describe('StepReplays', () => {
  it('answers only the last step again, and forgets ended runs after keepMs and past the cap', async () => {
    const r = new StepReplays();
    expect((await r.answer('a', { step: 1 }, () => decided(1), endsAt(1), 0)).replayed).toBe(false);
    expect((await r.answer('a', { step: 2 }, () => decided(2), endsAt(2), 0)).replayed).toBe(false);
    expect((await r.answer('a', { step: 1 }, () => decided(1), endsAt(1), 0)).replayed).toBe(false);
    const again = await r.answer('a', { step: 1 }, () => decided(9), endsAt(1), 0);
    expect([again.replayed, again.decision.step]).toEqual([true, 1]);

    await r.answer('open', { step: 1 }, () => decided(1), endsAt(1), 0);
    r.prune(1000, 500, (id) => id === 'open');
    expect([r.has('a'), r.has('open')]).toEqual([false, true]);

    for (let i = 0; i < 4100; i++) await r.answer(`e${i}`, { step: 1 }, () => decided(1), endsAt(1), 900);
    r.prune(1000, 500, () => false);
    expect([r.has('e3'), r.has('e4'), r.has('e4099')]).toEqual([false, true, true]);
  });

  it('decides a step sent again anew once a record landed after its decision, and forgets a run id started again', async () => {
    const r = new StepReplays();
    await r.answer('a', { step: 1 }, () => decided(1), endsAt(1));
    const halted = { type: 'halt_request', index: 2, hash: 'h2', prev: 'h1' } as TraceRecord;
    const anew = await r.answer(
      'a',
      { step: 1 },
      () => decided(7),
      () => halted,
    );
    expect([anew.replayed, anew.decision.step]).toEqual([false, 7]);

    await r.answer('b', { step: 1 }, () => decided(1), endsAt(1));
    r.forget('b');
    expect((await r.answer('b', { step: 1 }, () => decided(3), endsAt(1))).replayed).toBe(false);
  });

  it.each([
    ['its own record', decision(1), { type: 'iteration', index: 1, hash: 'h1' }, true],
    ['a record after it', decision(1), { type: 'halt_request', index: 2, hash: 'x', prev: 'h1' }, false],
    [
      'the idle limit’s run_end after a CONTINUE',
      decision(1),
      { type: 'run_end', index: 2, hash: 'x', prev: 'h1' },
      false,
    ],
    [
      'its own run_end (DONE)',
      decision(1, 'DONE'),
      { type: 'run_end', index: 2, hash: 'x', prev: 'h1' },
      true,
    ],
    [
      'a run_end after another record',
      decision(1, 'DONE'),
      { type: 'run_end', index: 2, hash: 'x', prev: 'h9' },
      false,
    ],
    [
      'its escalation record',
      decision(1, 'ESCALATE'),
      { type: 'escalation', index: 3, hash: 'x', iteration: { index: 1, hash: 'h1' } },
      true,
    ],
    [
      'a same-index record of another trace',
      decision(1),
      { type: 'iteration', index: 1, hash: 'other' },
      false,
    ],
    ['no trace', decision(1), null, false],
  ])('isLastWord: %s → %s', (_what, d, last, expected) => {
    expect(isLastWord(d, last as TraceRecord | null)).toBe(expected);
  });
});
