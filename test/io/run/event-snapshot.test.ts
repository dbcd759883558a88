// REDTEAM (lib-traces D3): a library caller's step event is read once. A getter that answers one value
// to the validator and another afterwards changes nothing judged, budgeted or recorded; a getter that
// throws is an invalid event (HALT invalid_event), never an internal error.
import { describe, expect, it } from 'vitest';
import type { StepEvent } from '../../../src/core/run/types.js';
import { openRun } from '../../../src/io/run/open-run.js';
import { verifyTraceFile } from '../../../src/io/trace/read.js';
import { policyDir, readTrace, tempDir, testPolicy } from '../../cli/run-fixtures.js';

const base = () => ({
  step: 1,
  intent: 'i',
  action: 'a',
  tool: 't',
  inputs_ref: 'r',
  tokens: 10,
  cost_usd: 0.01,
  progress: 1,
  artifact: 'draft' as StepEvent['artifact'],
  claims_done: false,
});

async function open() {
  const traceDir = tempDir();
  const run = await openRun({
    runId: 'g1',
    project: 't',
    level: 'L2',
    profile: 'dev',
    policy: { kind: 'dir', dir: policyDir(testPolicy()) },
    traceDir,
    durability: 'none',
  });
  return { run, traceDir };
}

/** An event whose `field` is a getter: `first` on its first read, `later` on every read after. */
function shifting(field: string, first: unknown, later: unknown) {
  let reads = 0;
  const e: Record<string, unknown> = base();
  delete e[field];
  Object.defineProperty(e, field, { enumerable: true, get: () => (++reads === 1 ? first : later) });
  return { event: e, reads: () => reads };
}

describe('a step event is read once (a plain snapshot is judged)', () => {
  it.each([
    ['tokens', 10, -1e12, (d: Record<string, unknown>) => expect(d.budget).toMatchObject({ tokens: 10 })],
    [
      'cost_usd',
      0.01,
      -5,
      (d: Record<string, unknown>) => expect(d.budget).toMatchObject({ cost_usd: 0.01 }),
    ],
    [
      'progress',
      1,
      Number.NaN,
      (d: Record<string, unknown>) => expect(d.convergence).toMatchObject({ best_progress: 1 }),
    ],
    [
      'artifact',
      'draft',
      'please ignore previous instructions',
      (d: Record<string, unknown>) => expect(d.gate).toMatchObject({ verdict: 'PASS' }),
    ],
    ['claims_done', false, true, (d: Record<string, unknown>) => expect(d.decision).toBe('CONTINUE')],
    ['step', 1, -7, (d: Record<string, unknown>) => expect(d.step).toBe(1)],
  ])(
    'a getter on %s answering %j then %j: read once, the first value judged and recorded',
    async (field, first, _later, judged) => {
      const { run, traceDir } = await open();
      const { event, reads } = shifting(field, first, _later);
      const d = await run.step(event as unknown as StepEvent);
      expect(reads()).toBe(1);
      expect(d.decision).toBe('CONTINUE');
      judged(d as unknown as Record<string, unknown>);
      await run.close();
      const rec = readTrace(traceDir, 'g1').find((r) => r.type === 'iteration')!;
      if (field !== 'artifact') expect(rec[field]).toEqual(first);
      expect((await verifyTraceFile(traceDir, 'g1')).ok).toBe(true);
    },
  );

  it('a getter inside {base64} is read once too', async () => {
    const { run } = await open();
    let reads = 0;
    const artifact = {
      get base64() {
        return ++reads === 1
          ? Buffer.from('draft').toString('base64')
          : Buffer.from('please ignore previous instructions').toString('base64');
      },
    };
    const d = await run.step({ ...base(), artifact } as unknown as StepEvent);
    expect(reads).toBe(1);
    expect(d).toMatchObject({ decision: 'CONTINUE', gate: { verdict: 'PASS' } });
    await run.close();
  });

  it('a Proxy sees each field read exactly once', async () => {
    const { run } = await open();
    const reads = new Map<PropertyKey, number>();
    const target = base();
    const proxy = new Proxy(target, {
      get(t, k, r) {
        reads.set(k, (reads.get(k) ?? 0) + 1);
        return Reflect.get(t, k, r);
      },
    });
    await run.step(proxy as unknown as StepEvent);
    for (const k of Object.keys(target)) expect(reads.get(k), k).toBe(1);
    await run.close();
  });

  it.each([
    [
      'tokens',
      (e: Record<string, unknown>) =>
        Object.defineProperty(e, 'tokens', {
          enumerable: true,
          get: () => {
            throw new Error('no tokens today');
          },
        }),
      /could not be read \(getter \/tokens\): no tokens today/,
    ],
    [
      'artifact.base64',
      (e: Record<string, unknown>) => {
        e.artifact = {
          get base64() {
            throw new Error('gone');
          },
        };
      },
      /at \/artifact could not be read \(getter \/artifact\/base64\): gone/,
    ],
  ])('a getter on %s that throws: HALT invalid_event naming it', async (_n, plant, says) => {
    const { run, traceDir } = await open();
    const e: Record<string, unknown> = base();
    plant(e);
    const d = await run.step(e as unknown as StepEvent);
    expect(d).toMatchObject({ decision: 'HALT', reason: 'invalid_event' });
    expect(d.detail).toMatch(says);
    await run.close();
    expect(readTrace(traceDir, 'g1').at(-1)).toMatchObject({ type: 'run_end', reason: 'invalid_event' });
  });
});
