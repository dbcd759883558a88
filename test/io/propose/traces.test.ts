// Reading trace folders for the meta-loop: only run folders with a trace are runs (no symlinks, no odd
// names), a folder that cannot be read is a clear error, and artifacts are read by hash only.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactSource, listRuns } from '../../../src/io/propose/traces.js';

describe('listRuns', () => {
  it('lists run folders with a trace.jsonl, in folder then name order; symlinks refused; ignores anything else', () => {
    const a = mkdtempSync(join(tmpdir(), 'loopgov-runs-a-'));
    const b = mkdtempSync(join(tmpdir(), 'loopgov-runs-b-'));
    for (const [dir, id] of [
      [a, 'r2'],
      [a, 'r1'],
      [b, 'r0'],
    ] as const) {
      mkdirSync(join(dir, id));
      writeFileSync(join(dir, id, 'trace.jsonl'), '');
    }
    mkdirSync(join(a, 'no-trace'));
    mkdirSync(join(a, '.hidden'));
    writeFileSync(join(a, '.hidden', 'trace.jsonl'), '');
    writeFileSync(join(a, 'file.txt'), '');
    symlinkSync(join(b, 'r0'), join(a, 'linked'));
    mkdirSync(join(a, 'r3'));
    symlinkSync(join(b, 'r0', 'trace.jsonl'), join(a, 'r3', 'trace.jsonl'));
    expect([...listRuns([a, b])].map((r) => [r.source, r.runId, r.refused])).toEqual([
      [0, 'linked', 'the run folder is a symbolic link (never followed)'],
      [0, 'r1', undefined],
      [0, 'r2', undefined],
      [0, 'r3', 'its trace.jsonl is a symbolic link (never followed)'],
      [1, 'r0', undefined],
    ]);
  });

  it('a folder that cannot be read is ERR_TRACE naming it', () => {
    expect(() => [...listRuns(['/nonexistent/traces'])]).toThrow(
      expect.objectContaining({
        code: 'ERR_TRACE',
        message: expect.stringMatching(/\/nonexistent\/traces: ENOENT/),
      }),
    );
  });
});

describe('artifactSource', () => {
  it.each(['../trace.jsonl', '/etc/passwd', 'a'.repeat(63), `${'a'.repeat(64)}/..`, 'A'.repeat(64)])(
    'refuses a reference that is not 64 lowercase hex: %s',
    (ref) => {
      const dir = mkdtempSync(join(tmpdir(), 'loopgov-artifacts-'));
      expect(artifactSource(dir).read(ref)).toBeNull();
    },
  );

  it('reads artifacts/<sha256>', () => {
    const dir = mkdtempSync(join(tmpdir(), 'loopgov-artifacts-'));
    writeFileSync(join(dir, 'b'.repeat(64)), 'bytes');
    expect(Buffer.from(artifactSource(dir).read('b'.repeat(64))!).toString()).toBe('bytes');
  });
});
