// Two areas whose branch slugs collide (`a..b` and `a.b`) are never published: the second would replace
// the first's proposal on the one branch and pull request.
import { describe, expect, it } from 'vitest';
import type { ProposedArea } from '../../../src/io/propose/propose.js';
import { type PublishTarget, publishAreas } from '../../../src/io/propose/publish.js';

const untouchable = new Proxy({} as PublishTarget, {
  get() {
    throw new Error('nothing may be pushed or asked for');
  },
});
const area = (name: string) => ({ proposal: { area: name } }) as unknown as ProposedArea;

describe('publishAreas', () => {
  it('refuses both areas of a branch collision, naming them, and touches nothing', async () => {
    const { prs, failures } = await publishAreas(untouchable, [area('a..b/L2'), area('a.b/L2')]);
    expect(prs).toEqual([]);
    expect(failures.map((f) => [f.code, f.message])).toEqual([
      [
        'ERR_PROPOSE_BRANCH',
        'areas a..b/L2 and a.b/L2 would share the branch loopgov/propose/a.b-l2: a..b/L2 is not published (nothing pushed); rename one of the projects',
      ],
      [
        'ERR_PROPOSE_BRANCH',
        'areas a..b/L2 and a.b/L2 would share the branch loopgov/propose/a.b-l2: a.b/L2 is not published (nothing pushed); rename one of the projects',
      ],
    ]);
  });
});
