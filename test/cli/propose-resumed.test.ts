// The meta-loop on traces of resumed runs, every one made by the real CLI (decision 068): `loopgov run`
// escalates (an oscillation), `loopgov resume` appends a person's signed answer, `loopgov run --continue`
// verifies it and goes on to DONE. `loopgov propose` must read those segments: widen the stall window that
// stopped runs a person then let finish, count each resumed run once, and replay them honestly — a run
// that only finished thanks to its grant does not get the grant where nobody would have been asked.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeRepo } from '../helpers/gate-repo.js';
import { runCli } from '../helpers/cli.js';
import { lines, ROOT, runLoopgov, tempDir } from './run-fixtures.js';

let repo: string;
let traces: string;

const artifact = (sorted: boolean) =>
  JSON.stringify({ task: 'sort', input: [3, 1, 2], output: sorted ? [1, 2, 3] : [3, 1, 2] });
const repeat = (n: number) => ({
  step: n,
  intent: 'sort the list',
  action: 'retry the build',
  tool: 'shell',
  inputs_ref: 'task://sort',
  tokens: 1000,
  cost_usd: 0.01,
  progress: 1,
  artifact: artifact(false),
  claims_done: false,
});
const pass = (n: number, finishAt: number) => ({
  ...repeat(n),
  action: `pass ${n}`,
  tool: 'editor',
  progress: n,
  artifact: artifact(n >= finishAt),
  claims_done: n >= finishAt,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function run(runId: string, input: string, extra: string[] = []) {
  const flags = ['--run-id', runId, '--trace-dir', traces, '--policy-dir', join(repo, 'policies')];
  const scope = extra.includes('--continue')
    ? []
    : ['--project', 'demo', '--level', 'L2', '--profile', 'dev'];
  return runLoopgov([...flags, ...scope, '--workdir', ROOT, '--durability', 'none', ...extra], input);
}

/** run → ESCALATE (oscillation at step 3) → resume (alice, grant) → run --continue → DONE at `finishAt`. */
async function resumedRun(runId: string, finishAt: number, grant: string) {
  expect((await run(runId, lines([1, 2, 3].map(repeat)))).code).toBe(4);
  const r = await runCli([
    'resume',
    '--trace-dir',
    traces,
    '--run-id',
    runId,
    '--key',
    'test/fixtures/keys/alice-2026.private.jwk.json',
    '--grant',
    grant,
  ]);
  expect(r.code, r.stderr).toBe(0);
  const cont = await run(runId, lines(range(4, finishAt).map((n) => pass(n, finishAt))), ['--continue']);
  expect(cont.code, cont.stderr).toBe(0);
}

beforeAll(async () => {
  repo = makeRepo('propose-resumed');
  traces = tempDir('loopgov-propose-resumed-');
  await resumedRun('resumed-a', 6, 'max_steps=2');
  await resumedRun('resumed-b', 7, 'max_steps=2');
  await resumedRun('needs-grant', 14, 'max_steps=4'); // past the demo's max_steps 12: only with its grant
  expect((await run('plain', lines(range(1, 5).map((n) => pass(n, 5))))).code).toBe(0);
  // Escalated and never answered: it stays in the inbox, and counts as a stall nobody resumed.
  expect((await run('waiting', lines([1, 2, 3].map(repeat)))).code).toBe(4);
}, 120_000);

describe('loopgov propose on resumed runs', () => {
  it('widens the oscillation window those runs needed, counts each run once, and replays them honestly', async () => {
    const r = await runCli(['propose', '--traces', traces, '--repo', repo, '--min-runs', '5', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.traces).toMatchObject({ runs: 5, verified: 5, skipped_total: 0 });
    const [group] = out.groups;
    expect(group).toMatchObject({
      scope: { project: 'demo', level: 'L2', profile: 'dev' },
      runs: 5,
      resumed: 3,
      outcomes: { 'DONE success': 4, 'ESCALATE oscillation': 1 },
      stalls: { oscillation: 4 },
      resumed_and_finished: { oscillation: { runs: 3 } },
    });
    // Each resumed run once, with the steps of both segments (6 + 7 + 14 + 5 + 3).
    expect(group.usage.max_steps.count).toBe(5);
    expect(group.usage.max_steps.max).toBe(14);
    const finding = out.findings.find((f: { rule: string }) => f.rule === 'widen-stall-window');
    expect(finding).toMatchObject({
      field: 'convergence.oscillation_repeat',
      evidence: { runs: ['needs-grant', 'resumed-a', 'resumed-b'], runs_total: 3 },
      edit: { from: 3, to: 4 },
    });
    expect(finding.evidence.runs).not.toContain('waiting');
    const [p] = out.proposals;
    const changed = Object.fromEntries(
      p.replay.changed.map((c: { run_id: string }) => [c.run_id, c]),
    ) as Record<
      string,
      { status: string; proposed: { decision: string; reason: string; step: number }; note: string }
    >;
    // Nobody is asked under the wider window: the short ones finish on their own …
    expect(changed['resumed-a']).toMatchObject({
      status: 'ends_differently',
      proposed: { decision: 'DONE', step: 6 },
    });
    expect(changed['resumed-b']?.proposed).toMatchObject({ decision: 'DONE', step: 7 });
    // … and the one that needed its grant does not get it: it is stopped at max_steps 12.
    expect(changed['needs-grant']).toMatchObject({
      status: 'ends_differently',
      proposed: { decision: 'HALT', reason: 'budget.max_steps', step: 12 },
    });
    expect(changed['needs-grant']?.note).toContain('no one was asked and no grant is applied');
    // The unanswered one would not have stopped at step 3, and its later steps are unknown.
    expect(changed.waiting).toMatchObject({ status: 'not_halted' });
    expect(p.replay.totals).toMatchObject({ runs: 5, changed: 4, by_status: { same: 1 } });
  });
});
