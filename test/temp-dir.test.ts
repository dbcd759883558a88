// A test run keeps its temporary files under one directory of its own, which the global set-up removes
// at the end (test/global-setup.ts): nothing a test or a process it spawns makes is left in the system's
// temp dir.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe("the test run's temp dir", () => {
  it('is one of its own, in this worker and in the processes it spawns', () => {
    const root = tmpdir();
    expect(basename(root)).toMatch(/^loopgov-test-/);
    const made = mkdtempSync(join(tmpdir(), 'loopgov-probe-'));
    expect(dirname(made)).toBe(root);
    const child = execFileSync(
      process.execPath,
      ['-e', 'process.stdout.write(require("node:os").tmpdir())'],
      {
        encoding: 'utf8',
      },
    );
    expect(child).toBe(root);
  });
});
