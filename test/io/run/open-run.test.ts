// openRun with the real trace store, in process: the library entry point end to end.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import traceRecordSchema from '../../../schemas/trace-record.schema.json' with { type: 'json' };
import { DIGEST } from '../../../src/core/policy/digest.js';
import { isValidDecision } from '../../../src/core/run/event.js';
import { openRun } from '../../../src/io/run/open-run.js';
import type { StepEvent } from '../../../src/core/run/types.js';
import { ev as jsonEvent, policyDir, readTrace, tempDir, testPolicy } from '../../cli/run-fixtures.js';
import { runCli } from '../../helpers/cli.js';

/** The CLI tests' valid step event, typed as a library caller writes it. */
const ev = (n: number, over: Partial<StepEvent> = {}): StepEvent =>
  jsonEvent(n, over) as unknown as StepEvent;

describe('openRun', () => {
  it('runs to DONE; the trace verifies with loopgov trace verify', async () => {
    const traceDir = tempDir();
    const now = { t: Date.UTC(2026, 0, 1) };
    const run = await openRun({
      runId: 'lib1',
      project: 't',
      level: 'L2',
      profile: 'dev',
      policy: { kind: 'dir', dir: policyDir(testPolicy()) },
      traceDir,
      durability: 'none',
      clock: { now: () => now.t },
    });
    expect(run.refused).toBeNull();
    // A folder has no commit; its governed digest binds a continuation to its files (decision 116).
    expect(run.policy).toMatchObject({
      source: 'unpinned',
      commit: null,
      digest: expect.stringMatching(DIGEST),
    });
    now.t += 5_000;
    const d1 = await run.step(ev(1, { artifact: { base64: Buffer.from('draft').toString('base64') } }));
    expect(d1).toMatchObject({
      decision: 'CONTINUE',
      budget: { wall_clock_sec: 5 },
      provenance: { source: 'unpinned', run_at: '2026-01-01T00:00:05.000Z' },
    });
    expect(isValidDecision(d1)).toBe(true);
    const d2 = await run.step(
      ev(2, { artifact: { base64: Buffer.from('good').toString('base64') }, claims_done: true }),
    );
    expect(d2).toMatchObject({ decision: 'DONE', reason: 'success' });
    await expect(run.step(ev(3))).rejects.toMatchObject({ code: 'ERR_RUN_STATE' });
    await run.close();
    const trace = readTrace(traceDir, 'lib1');
    expect(trace.map((r) => r.type)).toEqual(['run_start', 'iteration', 'iteration', 'run_end']);
    expect(trace[1]).toMatchObject({ artifact: { bytes: 5 }, budget_snapshot: { steps: 1 } });
    const validate = new Ajv({ strict: false, allErrors: true }).compile(traceRecordSchema);
    for (const r of trace) expect(validate(r), JSON.stringify(validate.errors)).toBe(true);
    const v = await runCli(['trace', 'verify', '--trace-dir', traceDir, '--run-id', 'lib1']);
    expect(v.code).toBe(0);
  });

  it('a step with no artifact skips the gates but still counts', async () => {
    const run = await openRun({
      runId: 'lib2',
      project: 't',
      level: 'L2',
      profile: 'dev',
      policy: { kind: 'dir', dir: policyDir(testPolicy()) },
      traceDir: tempDir(),
      durability: 'none',
    });
    const d = await run.step(ev(1, { artifact: null }));
    expect(d).toMatchObject({
      decision: 'CONTINUE',
      gate: { verdict: 'SKIP' },
      budget: { steps: 1 },
      provenance: { artifact_path: null },
    });
    // Claiming done without an artifact: the criterion has nothing to check and fails.
    expect(await run.step(ev(2, { artifact: null, claims_done: true }))).toMatchObject({
      decision: 'CORRECT',
      reason: 'self_declared_done',
    });
    await run.close();
  });

  it('a refused run comes back ended; its steps are refused', async () => {
    const traceDir = tempDir();
    const run = await openRun({
      runId: 'lib3',
      project: 't',
      level: 'L2',
      profile: 'prod',
      policy: { kind: 'dir', dir: 'policies' },
      traceDir,
    });
    expect(run.refused).toMatchObject({ decision: 'HALT', reason: 'policy_unavailable' });
    expect(run.outcome).toBe(run.refused);
    expect(run.policy).toBeNull();
    await expect(run.step(ev(1))).rejects.toMatchObject({ code: 'ERR_RUN_STATE' });
    expect(readTrace(traceDir, 'lib3').map((r) => r.type)).toEqual(['run_start', 'run_end']);
  });

  it('concurrent step calls are serialized in call order', async () => {
    const run = await openRun({
      runId: 'lib4',
      project: 't',
      level: 'L2',
      profile: 'dev',
      policy: { kind: 'dir', dir: policyDir(testPolicy()) },
      traceDir: tempDir(),
      durability: 'none',
    });
    const ds = await Promise.all([run.step(ev(1)), run.step(ev(2)), run.step(ev(3))]);
    expect(ds.map((d) => d.step)).toEqual([1, 2, 3]);
    expect(ds.map((d) => d.trace?.index)).toEqual([1, 2, 3]);
    await run.close();
  });
});

describe('end to end: a merged evil pattern cannot freeze a run', () => {
  it('(REDTEAM round 2) openRun with (a+)+$ and (x+x+)+y in a policy folder decides each hostile step', async () => {
    const gates = `    - {id: evil, kind: deny-patterns, on_match: DENY, patterns: [{regex: "(a+)+$"}, {regex: "(x+x+)+y"}]}`;
    const run = await openRun({
      runId: 'redos',
      project: 't',
      level: 'L1',
      profile: 'dev',
      policy: { kind: 'dir', dir: policyDir(testPolicy({ gates })) },
      traceDir: tempDir(),
      durability: 'none',
    });
    expect(run.refused).toBeNull();
    // The size gate (100 bytes) fails these, so the run goes on CORRECTing: every step is decided.
    const d1 = await run.step(ev(1, { artifact: `${'a'.repeat(50_000)}!` }));
    expect(d1.gate.results.find((r) => r.id === 'evil')?.verdict).toBe('PASS');
    const d2 = await run.step(ev(2, { artifact: 'x'.repeat(50_000) }));
    expect(d2.gate.results.find((r) => r.id === 'evil')?.verdict).toBe('PASS');
    const d3 = await run.step(ev(3, { artifact: `${'a'.repeat(50_000)}` }));
    expect(d3).toMatchObject({ decision: 'ESCALATE', reason: 'gate_deny' });
    await run.close();
  });
});
