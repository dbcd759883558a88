// A library caller's artifact as bytes (issue 8, first user): a Buffer or a Uint8Array is the artifact,
// stored and judged like `{base64}`; any other kind of object is refused in one line, not a page of fields.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_ARTIFACT_BYTES, MAX_BASE64_LENGTH } from '../../../src/core/run/event.js';
import type { StepEvent } from '../../../src/core/run/types.js';
import { openRun } from '../../../src/io/run/open-run.js';
import { ev as jsonEvent, policyDir, readTrace, tempDir, testPolicy } from '../../cli/run-fixtures.js';

const ev = (n: number, artifact: unknown, over: Partial<StepEvent> = {}): StepEvent =>
  jsonEvent(n, { ...over, artifact }) as unknown as StepEvent;

async function open(runId: string) {
  const traceDir = tempDir();
  const run = await openRun({
    runId,
    project: 't',
    level: 'L2',
    profile: 'dev',
    policy: { kind: 'dir', dir: policyDir(testPolicy()) },
    traceDir,
    durability: 'none',
  });
  return { run, traceDir };
}

const good = new TextEncoder().encode('good');

describe('artifacts given as bytes', () => {
  it.each([
    ['a Buffer', Buffer.from('good')],
    ['a Uint8Array', good],
    [
      'a Uint8Array view into a larger buffer',
      new Uint8Array(new TextEncoder().encode('xxgoodxx').buffer, 2, 4),
    ],
  ])('%s is the artifact: stored, judged, DONE', async (_what, bytes) => {
    const { run, traceDir } = await open('b1');
    const d = await run.step(ev(1, bytes, { claims_done: true }));
    expect(d).toMatchObject({ decision: 'DONE', reason: 'success' });
    expect(readFileSync(d.provenance.artifact_path!, 'utf8')).toBe('good');
    expect(readTrace(traceDir, 'b1')[1]).toMatchObject({ artifact: { bytes: 4 } });
    await run.close();
  });

  it.each([
    ['a Uint16Array', new Uint16Array([1, 2, 3]), 'Uint16Array'],
    ['a DataView', new DataView(new ArrayBuffer(4)), 'DataView'],
    ['a Map', new Map([['a', 1]]), 'Map'],
    ['a Date', new Date(0), 'Date'],
  ])('%s is refused in one line naming what it got', async (_what, value, kind) => {
    const { run } = await open('b3');
    const d = await run.step(ev(1, value));
    expect(d).toMatchObject({ decision: 'HALT', reason: 'invalid_event' });
    expect(d.detail).toBe(
      `ERR_STEP_INVALID: invalid step event: /artifact must be a string, {base64: "…"}, a Uint8Array or null (got ${kind})`,
    );
  });

  it('a plain object with stray fields: its unknown fields are one line, the first few named', async () => {
    const { run } = await open('b4');
    const fields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, i]));
    const d = await run.step(ev(1, { base64: 'Z29vZA==', ...fields }));
    expect(d.reason).toBe('invalid_event');
    expect(d.detail).toMatch(/\/artifact has unknown fields "f0", "f1", "f2" and 37 more/);
    expect(d.detail!.length).toBeLessThan(300);
  });

  it('bytes past what {base64} can carry are refused as that {base64} is (invalid_event), nothing stored', async () => {
    // The schema's base64 maxLength, decoded: the same cap whichever way the bytes come (decision 094).
    const schema = JSON.parse(readFileSync('schemas/step-event.schema.json', 'utf8'));
    const base64 = schema.properties.artifact.anyOf[2].properties.base64.maxLength;
    expect(MAX_BASE64_LENGTH).toBe(base64);
    expect(Buffer.alloc(MAX_ARTIFACT_BYTES).toString('base64')).toHaveLength(base64);
    const over = Buffer.alloc(MAX_ARTIFACT_BYTES + 1);
    expect(over.toString('base64').length).toBeGreaterThan(base64);
    const { run, traceDir } = await open('b5');
    const d = await run.step(ev(1, over));
    expect(d).toMatchObject({ decision: 'HALT', reason: 'invalid_event' });
    expect(d.detail).toBe(
      `ERR_STEP_INVALID: invalid step event: /artifact is ${MAX_ARTIFACT_BYTES + 1} bytes, more than the ${MAX_ARTIFACT_BYTES} a step event may carry (as {base64}: at most ${base64} characters)`,
    );
    expect(readTrace(traceDir, 'b5').map((r) => r.type)).toEqual(['run_start', 'run_end']);
  });
});
