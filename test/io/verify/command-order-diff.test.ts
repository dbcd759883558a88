// Policy probe, round 9 (decision 136): command gates and criteria run one after another in one work dir,
// so their order is observable — `[build, test]` → `[test, build]` tests what the last iteration built,
// and a bad artifact reaches DONE. Reordering them is a loosening; reordering pure gates stays neutral.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyChange } from '../../../src/core/policy/diff.js';
import type { Gate, PolicySet } from '../../../src/core/policy/types.js';
import { runGates } from '../../../src/io/verify/step-gates.js';

const build: Gate = {
  id: 'build',
  kind: 'command',
  argv: ['sh', '-c', 'cp "$LOOPGOV_ARTIFACT" build.out'],
  timeout_sec: 10,
} as Gate;
const check: Gate = {
  id: 'test',
  kind: 'command',
  argv: ['grep', '-q', '^GOOD$', 'build.out'],
  timeout_sec: 10,
} as Gate;
const size: Gate = { id: 'size', kind: 'max-bytes', max: 1000 } as Gate;
const deny: Gate = {
  id: 'deny',
  kind: 'deny-patterns',
  on_match: 'DENY',
  patterns: [{ regex: 'x' }],
} as Gate;
const set = (list: 'gates' | 'success_criteria', gates: Gate[]): PolicySet =>
  ({
    policy: { apiVersion: 'loopgov/v1', kind: 'LoopPolicy', defaults: { [list]: gates } },
    ceiling: null,
    approvers: null,
  }) as unknown as PolicySet;

describe('the order of command entries', () => {
  it('is observable: the same bad artifact FAILs in one order and PASSes in the other', async () => {
    const wd = mkdtempSync(join(tmpdir(), 'loopgov-order-'));
    const verdicts: string[] = [];
    for (const order of [
      [build, check],
      [check, build],
    ]) {
      writeFileSync(join(wd, 'build.out'), 'GOOD\n'); // what an earlier, good iteration left
      writeFileSync(join(wd, 'artifact.txt'), 'BAD\n');
      const bytes = readFileSync(join(wd, 'artifact.txt'));
      verdicts.push(
        (await runGates(order, { path: join(wd, 'artifact.txt'), bytes }, { workdir: wd })).verdict,
      );
    }
    expect(verdicts).toEqual(['FAIL', 'PASS']);
  });

  it.each(['gates', 'success_criteria'] as const)('reordered in %s is loosen, naming the order', (list) => {
    const d = classifyChange(set(list, [size, build, check]), set(list, [check, size, build]));
    expect(d.class).toBe('loosen');
    expect(d.changes).toContainEqual(
      expect.objectContaining({
        field: expect.stringMatching(new RegExp(`^${list}\\(order of command entries\\)$`)),
        from: ['build', 'test'],
        to: ['test', 'build'],
        direction: 'loosen',
      }),
    );
  });

  it('pure gates reordered, or moved around the commands, stay neutral', () => {
    expect(
      classifyChange(set('gates', [size, deny, build, check]), set('gates', [build, deny, check, size]))
        .class,
    ).toBe('neutral');
  });
});
