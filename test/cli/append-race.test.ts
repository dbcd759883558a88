// Two writers of one run, for real (decision 073): a `loopgov halt`, `resume`, `resume --decision halt`,
// `run --continue` or `trace close` child process reads the trace and decides; before it can write,
// another writer appends a record that contradicts the decision. The child must see it — compare-and-
// append refuses the stale write — decide again, and never link a record the trace's end contradicts
// (a halt after a run_end, an answer or a run_continue after the run ended, two run_ends).
import { describe, expect, it } from 'vitest';
import type { TraceRecord } from '../../src/core/trace/types.js';
import { verifyTraceFile } from '../../src/io/trace/read.js';
import { openTraceStore } from '../../src/io/trace/store.js';
import { runCli } from '../helpers/cli.js';
import { holdTrace, startCli } from '../helpers/trace-race.js';
import {
  ev,
  lines,
  policyDir,
  readTrace,
  runLoopgov,
  spawnOpenLoopgov,
  tempDir,
  testPolicy,
} from './run-fixtures.js';

const KEYS = 'test/fixtures/keys';
const AT = '2026-12-01T10:00:00.000Z';
const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });
const good = (n: number) =>
  ev(n, { action_hash: `fix-${n}`, artifact: 'good', claims_done: true, progress: 1 });

interface Run {
  traceDir: string;
  runId: string;
  /** `loopgov run` flags naming the run and its policy. */
  base: string[];
}

/** A run in progress with no live writer recorded: one step, no run_end (also what an abandoned run looks like). */
async function running(): Promise<Run> {
  const traceDir = tempDir();
  const store = await openTraceStore({ traceDir, runId: 'r', durability: 'none', mode: 'create' });
  await store.append({ type: 'run_start', run_id: 'r', at: AT, project: 't', level: 'L2', profile: 'dev' });
  await store.append({ type: 'iteration', run_id: 'r', at: AT, step: 1, decision: 'CONTINUE' });
  await store.close();
  return { traceDir, runId: 'r', base: [] };
}

/** An oscillating run that escalated at step 3 (and, with `answered`, alice's signed resume appended). */
async function escalated(answered = false): Promise<Run> {
  const traceDir = tempDir();
  const runId = 'osc';
  const base = ['--run-id', runId, '--trace-dir', traceDir, '--policy-dir', policyDir(testPolicy())];
  const r = await runLoopgov(
    [...base, '--durability', 'none', '--project', 't', '--level', 'L2', '--profile', 'dev'],
    lines([1, 2, 3, 4].map(loop)),
  );
  expect(r.code).toBe(4);
  if (answered) {
    const a = await runCli([...resumeArgs({ traceDir, runId, base }), '--grant', 'max_steps=10']);
    expect(a.code).toBe(0);
  }
  return { traceDir, runId, base };
}

const resumeArgs = (r: Run, key = 'alice-2026') => [
  'resume',
  '--trace-dir',
  r.traceDir,
  '--run-id',
  r.runId,
  '--key',
  `${KEYS}/${key}.private.jwk.json`,
];
const latest = (r: Run, type: string) =>
  readTrace(r.traceDir, r.runId)
    .filter((x) => x.type === type)
    .at(-1)!;

type Landed = Omit<TraceRecord, 'run_id' | 'at' | 'index' | 'prev' | 'hash'>;
const DONE: Landed = { type: 'run_end', decision: 'DONE', reason: 'done', detail: null, step: 1 };
const ENDED_BY_BOB: Landed = {
  type: 'run_end',
  decision: 'HALT',
  reason: 'human',
  detail: 'halted by bob while escalated: not worth it',
  step: null,
};
const HALT_BY_BOB: Landed = { type: 'halt_request', by: 'bob', reason: 'stop it', via: 'cli' };
const CLOSED_BY_BOB: Landed = {
  type: 'run_end',
  decision: 'HALT',
  reason: 'abandoned',
  detail: 'closed by bob: pod evicted',
  step: 1,
  by: 'bob',
};
const continuedByBob = (r: Run): Landed => ({
  type: 'run_continue',
  resume_index: latest(r, 'resume').index,
  approver: 'bob',
  jti: 'bob-jti',
});

interface Row {
  /** The writer under test and what lands between its read and its write. */
  name: string;
  setup: () => Promise<Run>;
  args: (r: Run) => string[];
  landed: (r: Run) => Landed;
  code: number;
  /** On stdout or stderr. */
  says: RegExp;
  /** The types of the records after the landed one (what the writer under test appended). */
  after: string[];
}

const rows: Row[] = [
  {
    name: 'loopgov halt, as the run ends DONE',
    setup: running,
    args: (r) => ['halt', '--trace-dir', r.traceDir, '--run-id', r.runId, '--by', 'ann', '--reason', 'x'],
    landed: () => DONE,
    code: 1,
    says: /run r has already ended \(DONE \(done\)\); nothing to halt/,
    after: [],
  },
  {
    name: 'loopgov halt, as the escalated run is continued (the continued run’s next step halts)',
    setup: () => escalated(true),
    args: (r) => ['halt', '--trace-dir', r.traceDir, '--run-id', r.runId, '--by', 'ann', '--reason', 'x'],
    landed: continuedByBob,
    code: 0,
    says: /halt requested for run osc \(trace record \d+\); its next step is HALT \(human\)/,
    after: ['halt_request'],
  },
  {
    name: 'loopgov resume, as another answer lands (the latest answer is the one acted on)',
    setup: () => escalated(true),
    args: (r) => [...resumeArgs(r), '--grant', 'max_steps=3'],
    landed: (r) => {
      const {
        index: _i,
        prev: _p,
        hash: _h,
        run_id: _r,
        at: _a,
        ...answer
      } = latest(r, 'resume') as TraceRecord;
      return { ...answer, jti: 'bob-answer' };
    },
    code: 0,
    says: /resume by alice appended to run osc/,
    after: ['resume'],
  },
  {
    name: 'loopgov resume, as someone else ends the escalated run',
    setup: () => escalated(),
    args: (r) => [...resumeArgs(r), '--grant', 'max_steps=10'],
    landed: () => ENDED_BY_BOB,
    code: 1,
    says: /ERR_RESUME: run osc: it is not escalated \(it has ended: HALT \(human\) at record \d+\); nothing was appended/,
    after: [],
  },
  {
    name: 'loopgov resume --decision halt, as someone else ends the escalated run',
    setup: () => escalated(),
    args: (r) => [...resumeArgs(r), '--decision', 'halt'],
    landed: () => ENDED_BY_BOB,
    code: 1,
    says: /ERR_RESUME: run osc is not escalated: it has ended, HALT \(human\)/,
    after: [],
  },
  {
    name: 'loopgov run --continue, as a halt is requested',
    setup: () => escalated(true),
    args: (r) => ['run', ...r.base, '--continue'],
    landed: () => HALT_BY_BOB,
    code: 3,
    says: /halted by bob while escalated: stop it/,
    after: ['run_end'],
  },
  {
    name: 'loopgov run --continue, as someone else ends the run',
    setup: () => escalated(true),
    args: (r) => ['run', ...r.base, '--continue'],
    landed: () => ENDED_BY_BOB,
    code: 4,
    says: /run osc is not escalated: it has ended, HALT \(human\) at record \d+ — halted by bob while escalated/,
    after: [],
  },
  {
    name: 'loopgov run --continue, as another continuation goes on',
    setup: () => escalated(true),
    args: (r) => ['run', ...r.base, '--continue'],
    landed: continuedByBob,
    code: 4,
    says: /run osc is not escalated: it was continued at record \d+ \(resume by bob\) and is running/,
    after: [],
  },
  {
    name: 'loopgov trace close, as another close ends the run',
    setup: running,
    args: (r) => [
      'trace',
      'close',
      '--trace-dir',
      r.traceDir,
      '--run-id',
      r.runId,
      '--by',
      'ann',
      '--reason',
      'x',
    ],
    landed: () => CLOSED_BY_BOB,
    code: 1,
    says: /run r has already ended \(HALT \(abandoned\)\); nothing to close/,
    after: [],
  },
];

describe('a record lands between a writer’s read and its write (real child processes)', () => {
  it.each(rows)('$name: exit $code, nothing contradicts the end', async (row) => {
    const run = await row.setup();
    const held = await holdTrace(run.traceDir, run.runId);
    const child = startCli(row.args(run));
    await held.waiting();
    const landed = await held.land(row.landed(run));
    const r = await child.exited;
    expect(`${r.stdout}${r.stderr}`).toMatch(row.says);
    expect(r.code).toBe(row.code);
    const trace = readTrace(run.traceDir, run.runId);
    expect(trace.slice(landed.index + 1).map((x) => x.type)).toEqual(row.after);
    expect(
      trace.filter((x) => x.type === 'run_end' && Number(x.index) > landed.index).length,
    ).toBeLessThanOrEqual(1);
    const v = await verifyTraceFile(run.traceDir, run.runId, { allowOpen: true });
    expect(v.finding ?? null).toBeNull();
  });

  it('two `loopgov run --continue` of one answer at once: one goes on to DONE, the other is refused naming it', async () => {
    const run = await escalated(true);
    const held = await holdTrace(run.traceDir, run.runId);
    const a = spawnOpenLoopgov([...run.base, '--continue']);
    const b = spawnOpenLoopgov([...run.base, '--continue']);
    await held.waiting();
    await held.release();
    // The loser exits at once; the winner waits for its next step.
    const first = await Promise.race([a.exited.then(() => a), b.exited.then(() => b)]);
    const winner = first === a ? b : a;
    expect(await first.exited).toBe(4);
    expect(first.stderr()).toMatch(
      /run osc is not escalated: it was continued at record \d+ \(resume by alice\)/,
    );
    expect(await winner.send(good(5))).toMatchObject({ decision: 'DONE' });
    winner.end();
    expect(await winner.exited).toBe(0);
    const types = readTrace(run.traceDir, run.runId).map((x) => x.type);
    expect(types.filter((t) => t === 'run_continue')).toHaveLength(1);
    expect(types.slice(-4)).toEqual(['resume', 'run_continue', 'iteration', 'run_end']);
    expect(await verifyTraceFile(run.traceDir, run.runId)).toMatchObject({ ok: true, state: 'ended' });
  });
});
