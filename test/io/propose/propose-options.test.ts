// computeProposals takes its options as `loopgov propose` takes its flags (decision 129, addendum): the
// run-count floor defaults to the CLI's 20 and is refused below 1, and a misspelt key is refused — never
// a floor of nothing, where every rule fires on a single run. Real traces (openRun, the file store) of
// three runs that max_steps cuts off, and a real governance repository.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeProposals } from '../../../src/io/propose/propose.js';
import { makeRepo, removeRepo } from '../../helpers/gate-repo.js';
import { convergingAgent, writeRun } from '../../helpers/trace-runs.js';

let repo: string;
let traces: string;
beforeAll(async () => {
  repo = makeRepo('propose-options');
  traces = mkdtempSync(join(tmpdir(), 'loopgov-propose-options-'));
  for (let i = 0; i < 3; i++)
    await writeRun(convergingAgent(16, 20), {
      traceDir: traces,
      policyDir: join(repo, 'policies'),
      runId: `r${i}`,
    });
});
afterAll(() => {
  removeRepo(repo);
  removeRepo(traces);
});

const propose = (over: Record<string, unknown>) =>
  computeProposals({ repo, base: 'main', traces: [traces], ...over } as never);

describe('computeProposals: the run-count floor and unknown keys', () => {
  it('minRuns 1 lets a rule fire on these three runs (the control)', async () => {
    const r = await propose({ minRuns: 1 });
    expect(r.areas.length).toBeGreaterThan(0);
  });

  it('minRuns omitted is the CLI’s default, 20: no rule fires on three runs', async () => {
    const r = await propose({});
    expect(r.result.traces.runs).toBe(3);
    expect(r.areas).toEqual([]);
  });

  it.each([
    ['0', 0, '0'],
    ['-1', -1, '-1'],
    ['NaN', Number.NaN, 'NaN'],
    ['a string', '20', '"20"'],
    ['a fraction', 1.5, '1.5'],
    ['Infinity', Number.POSITIVE_INFINITY, 'Infinity'],
  ])('minRuns %s is ERR_USAGE, as --min-runs is', async (_what, minRuns, shown) => {
    const err = await propose({ minRuns }).catch((e) => e);
    expect(err.code).toBe('ERR_USAGE');
    expect(err.message).toBe(`minRuns must be a whole number ≥ 1 (got ${shown})`);
  });

  it('a misspelt key (minruns) is ERR_USAGE naming it and the known ones', async () => {
    const err = await propose({ minruns: 20 }).catch((e) => e);
    expect(err.code).toBe('ERR_USAGE');
    expect(err.message).toBe(
      'unknown option minruns (known: repo, base, traces, minRuns, rollbackTo, requireBot)',
    );
  });
});
