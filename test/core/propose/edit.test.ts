// The policy is edited in place with the yaml Document API: every comment, key and flow style survives,
// the text parses back to exactly the edited policy, and an edit that would not is refused.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePolicySet } from '../../../src/core/policy/parse.js';
import { applyEdits, editPolicyYaml } from '../../../src/core/propose/edit.js';
import type { PolicyEdit } from '../../../src/core/propose/types.js';

const TEXT = readFileSync('policies/loop-policy.yaml', 'utf8');
const edit = (project: string, level: string, field: string, from: number, to: number): PolicyEdit => ({
  project,
  level,
  field,
  from,
  to,
  ceiling: null,
  rule: 'test',
});

describe('editPolicyYaml', () => {
  it('keeps every comment and every untouched line, in order', () => {
    const out = editPolicyYaml(
      TEXT,
      [edit('demo', 'L2', 'budget.max_steps', 12, 18), edit('okr', 'L3', 'budget.max_steps', 80, 100)],
      'loopgov propose: test',
    );
    const comments = (t: string) =>
      t.split('\n').filter((l) => l.trim().startsWith('#') && !l.includes('loopgov propose'));
    expect(comments(out)).toEqual(comments(TEXT));
    expect(out).toContain('levels: {L3: {budget: {max_steps: 100}}}'); // the flow map stays a flow map
    expect(out).toMatch(
      /demo:[\s\S]*levels:\n\s+L2:\n\s+# loopgov propose: test\n\s+budget:\n\s+max_steps: 18/,
    );
    const removed = TEXT.split('\n').filter((l) => !out.split('\n').includes(l));
    expect(removed).toEqual(['    levels: {L3: {budget: {max_steps: 80}}}']);
    expect(out.endsWith('\n') && !out.endsWith('\n\n')).toBe(true);
  });

  it('parses back to exactly the edited policy', () => {
    const edits = [edit('new-project', 'L1', 'convergence.no_progress_window', 5, 8)];
    const out = editPolicyYaml(TEXT, edits);
    const before = parsePolicySet([{ path: 'policies/loop-policy.yaml', content: TEXT }]).policy!;
    expect(parsePolicySet([{ path: 'policies/loop-policy.yaml', content: out }]).policy).toEqual(
      applyEdits(before, edits),
    );
  });

  it.each(['__proto__', 'constructor', 'Bad Name'])(
    'refuses a project the policy cannot name (%s)',
    (project) => {
      expect(() => editPolicyYaml(TEXT, [edit(project, 'L2', 'budget.max_steps', 12, 18)])).toThrow(
        expect.objectContaining({ code: expect.stringMatching(/ERR_POLICY/) }),
      );
      expect(Object.prototype).not.toHaveProperty('levels');
    },
  );
});
