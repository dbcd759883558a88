// `loopgov propose` and `loopgov gate --traces` on what a careful attacker or a careless layout puts in the
// traces folder (REDTEAM "a trace that does not verify, offered to propose as evidence"): re-hashed traces
// whose chain verifies but whose records the runtime never writes are listed and skipped, naming the
// run — never a crash, never a proposal built on them; trace text never becomes extra lines; runs with a
// context are replayed with their context check; `--open-pr` without a proposer-bot does nothing.
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commitAs, git, makeRepo, PEOPLE, REPO_ID, runGate } from '../helpers/gate-repo.js';
import { rehashTrace } from '../helpers/rehash.js';
import { convergingAgent, writeRun } from '../helpers/trace-runs.js';

let repo: string;
let good: string;
const RUNS = 24;

beforeAll(async () => {
  repo = makeRepo('propose-forged');
  good = mkdtempSync(join(tmpdir(), 'loopgov-forged-good-'));
  // 16 runs that finish in 8 steps; 8 cut off by max_steps 12 while converging: one proposal.
  for (let i = 0; i < RUNS; i++)
    await writeRun(convergingAgent(i % 3 === 0 ? 16 : 8, 20), {
      traceDir: good,
      policyDir: join(repo, 'policies'),
      runId: `gen-${String(i).padStart(3, '0')}`,
    });
}, 120_000);

type Records = Record<string, unknown>[];

/** Sets fields of the run_start's effective policy (or replaces it when given an array). */
const effective = (over: Record<string, unknown> | unknown[]) => (b: Records) => {
  b[0]!.effective = Array.isArray(over) ? over : { ...(b[0]!.effective as object), ...over };
};
/** Sets usage fields on every iteration. */
const usage = (over: Record<string, number>) => (b: Records) => {
  for (const r of b) if (r.type === 'iteration') Object.assign(r, over);
};

/** A copy of the good runs, every other one re-hashed after `edit`. */
function forged(edit: (records: Records) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'loopgov-forged-'));
  cpSync(good, dir, { recursive: true });
  for (let i = 0; i < RUNS; i += 2)
    rehashTrace(join(dir, `gen-${String(i).padStart(3, '0')}`, 'trace.jsonl'), edit);
  return dir;
}

const propose = (traces: string, extra: string[] = [], env: Record<string, string> = {}) =>
  runCli(['propose', '--traces', traces, '--repo', repo, ...extra], { env });

describe('loopgov propose on forged traces', () => {
  it.each<[string, (b: Records) => void, RegExp]>([
    ['a null gate', effective({ gates: [null] }), /effective policy/],
    ['gates that are not objects', effective({ gates: [1, 'x'] }), /effective policy/],
    ['a null criterion', effective({ success_criteria: [null] }), /effective policy/],
    ['an effective policy that is an array', effective([]), /effective policy/],
    ['enormous usage', usage({ tokens: 1e308, cost_usd: 1e308 }), /tokens 1e\+308/],
    ['negative tokens', usage({ tokens: -200000 }), /tokens -200000/],
    ['fractional tokens', usage({ tokens: 0.5 }), /tokens 0.5/],
    ['negative cost', usage({ cost_usd: -5 }), /cost_usd -5/],
  ])('a run with %s is listed and skipped by name; the others are used', async (_, edit, why) => {
    const r = await propose(forged(edit), ['--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.traces).toMatchObject({ runs: RUNS, verified: RUNS / 2, skipped_total: RUNS / 2 });
    expect(j.traces.skipped[0]).toMatchObject({
      trace: expect.stringMatching(/gen-000$/),
      reason: expect.stringMatching(why),
    });
    expect(j.traces.skipped[0].reason).toMatch(/is not what the runtime writes/);
    // Every proposal's replay counts only the runs that were used.
    for (const p of j.proposals) expect(p.replay.totals.runs).toBe(RUNS / 2);
  });

  // resolveEffectivePolicy refuses a scope the CLI refuses (ERR_USAGE, decision 124): a run_start that
  // names one is the trace's fault — the proposal does not govern the run (as for a level it cannot
  // name), and the usage error's words never become the run's.
  it.each([
    ['project', 'De Mo'],
    ['level', 'l2'],
    ['profile', 'Prod'],
  ])('a run_start with %s %j is replayed as not governed, never an error', async (key, value) => {
    const r = await propose(
      forged((b) => {
        b[0]![key] = value;
      }),
      ['--json', '--min-runs', '8'],
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.traces).toMatchObject({ runs: RUNS, skipped_total: 0 });
    expect(j.proposals.length).toBeGreaterThan(0);
    for (const p of j.proposals) expect(p.replay.totals.by_status.not_replayed).toBe(RUNS / 2);
  });

  it('a recorded reason holding newlines and escapes never makes another line of the report', async () => {
    const evil = '\u001b]0;pwned\u0007\u001b[2J\rOVERWRITE\u202eevil\nfake line: proposal class tighten\tx';
    const traces = forged((b) => {
      for (const r of b)
        if (r.type === 'run_end' || (r.type === 'iteration' && r.decision !== 'CONTINUE'))
          Object.assign(r, { decision: 'HALT', reason: evil });
    });
    const r = await propose(traces);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines.some((l) => l.startsWith('fake line'))).toBe(false);
    expect(r.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202e]/);
    // The replay shows the unrecognised reason by its digest; the statistics show it escaped, on one line.
    expect(r.stdout).toMatch(/HALT \(unrecognised, sha256 [0-9a-f]{12}\)/);
    expect(lines.filter((l) => l.includes('fake line'))).toHaveLength(1);
    expect(r.stdout).toContain('\\u000afake line');
  });
});

describe('loopgov propose: what it says when there is nothing to do', () => {
  it('--rollback-to the base revision: nothing to roll back, no proposal', async () => {
    const r = await propose(good, ['--rollback-to', 'main', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.proposals).toEqual([]);
    expect(j.notes).toEqual([
      expect.stringMatching(/--rollback-to main: .*byte for byte: nothing to roll back/),
    ]);
  });

  it('a folder of folders of runs is named: runs are read one level down only', async () => {
    const nested = mkdtempSync(join(tmpdir(), 'loopgov-nested-'));
    mkdirSync(join(nested, '2026-11-01'));
    cpSync(join(good, 'gen-001'), join(nested, '2026-11-01', 'gen-001'), { recursive: true });
    const r = await propose(nested);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/traces: 0 runs read/);
    expect(r.stdout).toContain(
      `note: no run found in --traces ${nested} (a run is ${join(nested, '<run-id>', 'trace.jsonl')}): its subfolders hold runs one level deeper (${join(nested, '2026-11-01', 'gen-001', 'trace.jsonl')}); give each such folder as its own --traces`,
    );
  });

  it('--write --open-pr without a proposer-bot exits 2 before anything is computed, written or pushed', async () => {
    const noBot = makeRepo('propose-nobot');
    const approvers = readFileSync(join(noBot, 'policies/approvers.yaml'), 'utf8');
    commitAs(noBot, PEOPLE.seed!, 'no bot', {
      'policies/approvers.yaml': approvers.replace(/ {2}- id: meta-loop[\s\S]*$/, ''),
    });
    expect(readFileSync(join(noBot, 'policies/approvers.yaml'), 'utf8')).not.toContain('proposer-bot');
    const r = await runCli(
      ['propose', '--traces', good, '--repo', noBot, '--write', '--open-pr', '--repo-id', REPO_ID],
      // An API that cannot be reached: it is never called.
      { env: { GITHUB_TOKEN: 'test-token', GITHUB_API_URL: 'http://127.0.0.1:9' } },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no approver with role proposer-bot .*nothing was computed, written or pushed/);
    expect(git(noBot, 'status', '--porcelain')).toBe('');
  });
});

describe('the replay judges the context check (SPEC §4.5)', () => {
  it('gate --traces: a pull request adding a must-keep item says it cannot tell, never "0 runs differ"', async () => {
    const ctxRepo = makeRepo('propose-context');
    const traces = mkdtempSync(join(tmpdir(), 'loopgov-context-'));
    const events = convergingAgent(8).map((e) => ({ ...e, context: 'GOAL: sort\nconstraints: none\n' }));
    for (let i = 0; i < 3; i++)
      await writeRun(events, { traceDir: traces, policyDir: join(ctxRepo, 'policies'), runId: `c${i}` });
    git(ctxRepo, 'checkout', '-q', '-b', 'review');
    const policy = readFileSync(join(ctxRepo, 'policies/loop-policy.yaml'), 'utf8');
    expect(policy).toContain('        - {id: constraints');
    commitAs(ctxRepo, PEOPLE.dave!, 'require a ticket in the context', {
      'policies/loop-policy.yaml': policy.replace(
        '        - {id: constraints',
        '        - {id: ticket, literal: "TICKET-"}\n        - {id: constraints',
      ),
    });
    const g = await runGate(ctxRepo, 'main', 'review', 'dave-gh', ['--json', '--traces', traces]);
    const impact = (
      g.json as unknown as { impact: { replay: { totals: { by_status: Record<string, number> } } } }
    ).impact;
    expect(impact.replay.totals.by_status).toMatchObject({ same: 0, unknown: 3 });
    // Under the policy the runs were recorded with, the same runs end as recorded.
    git(ctxRepo, 'checkout', '-q', 'main');
    const same = await runCli([
      'propose',
      '--traces',
      traces,
      '--repo',
      ctxRepo,
      '--rollback-to',
      'review',
      '--json',
    ]);
    expect(JSON.parse(same.stdout).proposals[0].replay.totals.by_status).toMatchObject({ unknown: 3 });
  });
});
