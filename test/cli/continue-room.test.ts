// REDTEAM "runaway loop" through the built CLI as child processes (decision 115): a run escalated at its
// max_steps is not taken past it by a resume without a grant. `loopgov resume` warns at once that the
// answer leaves no room; `loopgov run --continue` refuses it (exit 4, nothing written, not even a step);
// with a grant the run goes on and may end DONE at its new limit.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnCli } from '../helpers/cli.js';
import { ev, lines, policyDir, readTrace, spawnLoopgov, tempDir, testPolicy } from './run-fixtures.js';

const KEY = 'test/fixtures/keys/alice-2026.private.jwk.json';
const BUDGET =
  '{max_steps: 3, max_tokens: 10000, max_wall_clock_sec: 600, max_cost_usd: 1, max_corrections_per_step: 2}';
const good = (n: number) => ev(n, { artifact: 'good', claims_done: true });
const NO_ROOM =
  'the answer leaves the run no room: it has used 3 of max_steps 3, so its next step would be past the limit and the runtime will refuse this answer; grant more (--grant max_steps=N) or answer --decision halt';

function escalateAtMaxSteps(ceilingSteps = 200) {
  const traceDir = tempDir();
  const dir = policyDir(
    testPolicy({ budget: BUDGET }).replace('  on_exceed: halt\n', '  on_exceed: escalate\n'),
  );
  const ceiling = join(dir, 'org-ceiling.yaml');
  writeFileSync(
    ceiling,
    readFileSync(ceiling, 'utf8').replace('max_steps: 200', `max_steps: ${ceilingSteps}`),
  );
  const base = ['--run-id', 'cap', '--trace-dir', traceDir, '--policy-dir', dir, '--durability', 'none'];
  const r = spawnLoopgov(
    [...base, '--project', 't', '--level', 'L2', '--profile', 'dev'],
    lines([1, 2, 3].map((n) => ev(n))),
  );
  expect(r.code, r.stderr).toBe(4);
  expect(r.decisions.at(-1)).toMatchObject({ step: 3, decision: 'ESCALATE', reason: 'budget.max_steps' });
  const at = ['--trace-dir', traceDir, '--run-id', 'cap'];
  return { traceDir, base, at, file: join(traceDir, 'cap', 'trace.jsonl') };
}

describe('a resume without room is warned of and refused (decision 115)', () => {
  it('no grant: resume warns, run --continue exits 4 naming the limit and the grant needed, nothing written', () => {
    const { base, at, file } = escalateAtMaxSteps();
    const signed = spawnCli(['resume', ...at, '--key', KEY]);
    expect(signed.code, signed.stderr).toBe(0);
    expect(signed.stderr).toContain(`loopgov: warning: ${NO_ROOM}\n`);

    const before = readFileSync(file, 'utf8');
    const cont = spawnLoopgov([...base, '--continue'], lines([good(4)]));
    expect(cont.code).toBe(4);
    expect(cont.stderr).toContain(
      'run cap not continued: resume token refused: run cap has used 3 of max_steps 3: its next step would be past the limit, so a resume must grant more (loopgov resume --grant max_steps=N)',
    );
    expect(cont.decisions).toEqual([
      expect.objectContaining({ decision: 'ESCALATE', reason: 'resume_refused', step: null }),
    ]);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('a grant of another limit warns too; a grant of max_steps does not, and the run ends DONE at its new limit', () => {
    const { traceDir, base, at } = escalateAtMaxSteps();
    const other = spawnCli(['resume', ...at, '--key', KEY, '--grant', 'max_tokens=5', '--print']);
    expect(other.code).toBe(0);
    expect(other.stderr).toContain(`loopgov: warning: ${NO_ROOM}\n`);

    const signed = spawnCli(['resume', ...at, '--key', KEY, '--grant', 'max_steps=2']);
    expect(signed.code, signed.stderr).toBe(0);
    expect(signed.stderr).not.toContain('no room');
    const cont = spawnLoopgov([...base, '--continue'], lines([ev(4), good(5)]));
    expect(cont.code, cont.stderr).toBe(0);
    expect(cont.decisions.map((d) => [d.step, d.decision])).toEqual([
      [4, 'CONTINUE'],
      [5, 'DONE'],
    ]);
    expect(readTrace(traceDir, 'cap').filter((r) => r.type === 'iteration')).toHaveLength(5);
    expect(spawnCli(['trace', 'verify', ...at]).code).toBe(0);
  });

  it('max_steps at the ceiling: resume says only a halt can answer, run --continue says the run can only be halted', () => {
    const { base, at } = escalateAtMaxSteps(3);
    const signed = spawnCli(['resume', ...at, '--key', KEY]);
    expect(signed.code, signed.stderr).toBe(0);
    expect(signed.stderr).toContain(
      'loopgov: warning: the answer leaves the run no room: it has used 3 of max_steps 3, so its next step would be past the limit and the runtime will refuse this answer; the escalation says max_steps is at the ceiling, so only --decision halt can answer it\n',
    );
    const cont = spawnLoopgov([...base, '--continue'], lines([good(4)]));
    expect(cont.code).toBe(4);
    expect(cont.stderr).toContain(
      'max_steps is at the ceiling 3, so nothing more may be granted: the run can only be halted (loopgov resume --decision halt)',
    );
  });
});
