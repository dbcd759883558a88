// What the server keeps to answer a step sent again (decision 131): one step a run, the last; kept for
// the idle limit once the run is no longer open, and for at most 4096 such runs.
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../src/core/run/types.js';
import { StepReplays } from '../../src/server/step-replays.js';

const decided = (step: number) => Promise.resolve({ step } as Decision);

describe('StepReplays', () => {
  it('answers only the last step again, and forgets ended runs after keepMs and past the cap', async () => {
    const r = new StepReplays();
    expect(r.answer('a', { step: 1 }, () => decided(1), 0).replayed).toBe(false);
    expect(r.answer('a', { step: 2 }, () => decided(2), 0).replayed).toBe(false);
    expect(r.answer('a', { step: 1 }, () => decided(1), 0).replayed).toBe(false);
    const again = r.answer('a', { step: 1 }, () => decided(9), 0);
    expect([again.replayed, (await again.answer).step]).toEqual([true, 1]);

    r.answer('open', { step: 1 }, () => decided(1), 0);
    r.prune(1000, 500, (id) => id === 'open');
    expect([r.has('a'), r.has('open')]).toEqual([false, true]);

    for (let i = 0; i < 4100; i++) r.answer(`e${i}`, { step: 1 }, () => decided(1), 900);
    r.prune(1000, 500, () => false);
    expect([r.has('e3'), r.has('e4'), r.has('e4099')]).toEqual([false, true, true]);
  });
});
