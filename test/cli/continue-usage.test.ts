// REDTEAM (lib-traces D1, D4, D5) through the real CLI: a trace re-hashed to lower a run's usage is not
// shown to a person as the run's budget, not signed for, and not continued from; `trace verify` refuses
// step numbers the runtime never writes; `--trust` is never silently dropped beside `--policy-dir`.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, spawnCli } from '../helpers/cli.js';
import { rehashTrace } from '../helpers/rehash.js';
import { ev, lines, policyDir, runLoopgov, tempDir, testPolicy } from './run-fixtures.js';

const KEY = 'test/fixtures/keys/alice-2026.private.jwk.json';
const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3, tokens: 3000 });
const step = (n: number) => ev(n, { action_hash: `new-${n}`, progress: n, tokens: 3000 });

/** Run f1 escalates at step 3 (oscillation) having used 9000 of its 10000 tokens. */
async function escalate() {
  const traceDir = tempDir();
  const dir = policyDir(testPolicy());
  const base = ['--run-id', 'f1', '--trace-dir', traceDir, '--policy-dir', dir, '--durability', 'none'];
  const r = await runLoopgov(
    [...base, '--project', 't', '--level', 'L2', '--profile', 'dev'],
    lines([1, 2, 3].map(loop)),
  );
  expect(r.code, r.stderr).toBe(4);
  return { traceDir, dir, base, file: join(traceDir, 'f1', 'trace.jsonl') };
}

describe('a re-hashed trace with its tokens zeroed (the red team’s D1), through the CLI', () => {
  it('verify passes, but inbox show says the budget is not proven, resume signs nothing and run --continue refuses', async () => {
    const { traceDir, base, file } = await escalate();
    rehashTrace(file, (recs) => {
      for (const r of recs) if (r.type === 'iteration') r.tokens = 0;
    });
    const at = ['--trace-dir', traceDir, '--run-id', 'f1'];
    expect(spawnCli(['trace', 'verify', ...at]).code).toBe(0);

    const show = spawnCli(['inbox', 'show', ...at]);
    expect(show.code).toBe(1);
    expect(show.stdout).toMatch(/budget used: .*\(NOT PROVEN: the chain is broken, see below\)/);
    expect(show.stdout).toMatch(
      /chain: broken at record 1 \(usage\): the trace was edited: iteration step 1: budget_snapshot\.tokens is 3000, but the iterations up to it add up to 0/,
    );

    const before = readFileSync(file, 'utf8');
    const resume = spawnCli(['resume', ...at, '--key', KEY]);
    expect(resume.code).toBe(1);
    expect(resume.stderr).toMatch(/ERR_RESUME: run f1: its trace does not verify: record 1 \(usage\)/);
    expect(readFileSync(file, 'utf8')).toBe(before);

    // The baseline halts at step 4 over max_tokens; the edited trace must not continue to "ok".
    const cont = spawnCli(['run', ...base, '--continue'], { input: lines([step(4)]) });
    expect(cont.code).toBe(4);
    expect(cont.stderr).toMatch(
      /run f1 not continued: run f1: the trace was edited: record 1, iteration step 1: budget_snapshot\.tokens/,
    );
    expect(JSON.parse(cont.stdout.trim())).toMatchObject({
      decision: 'ESCALATE',
      reason: 'resume_refused',
      step: null,
    });
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('untouched, the same run is answered and HALTs at step 4 over max_tokens', async () => {
    const { traceDir, base } = await escalate();
    expect((await runCli(['resume', '--trace-dir', traceDir, '--run-id', 'f1', '--key', KEY])).code).toBe(0);
    const cont = await runLoopgov([...base, '--continue'], lines([step(4)]));
    expect(cont.decisions).toEqual([
      expect.objectContaining({ step: 4, decision: 'HALT', reason: 'budget.max_tokens' }),
    ]);
  });
});

describe('trace verify refuses step numbers the runtime never writes', () => {
  it.each([
    ['swapped', [2, 1, 3], /record 2 \(order\): iteration step 1 goes backwards from step 2/],
    ['duplicated', [3, 3, 3], /record 2 \(order\): iteration step 3 repeats step 3/],
    ['repeated once', [1, 1, 3], /record 2 \(order\): iteration step 1 repeats step 1/],
  ])('steps %s (%j): exit 1 naming the record', async (_n, steps, says) => {
    const { traceDir, file } = await escalate();
    rehashTrace(file, (recs) => {
      for (const [i, r] of recs.filter((x) => x.type === 'iteration').entries()) r.step = steps[i];
    });
    const v = spawnCli(['trace', 'verify', '--trace-dir', traceDir, '--run-id', 'f1']);
    expect(v.code).toBe(1);
    expect(v.stdout + v.stderr).toMatch(says);
  });

  it('steps that skip numbers are what a runner may send: they verify', async () => {
    const { traceDir, file } = await escalate();
    rehashTrace(file, (recs) => {
      for (const [i, r] of recs.filter((x) => x.type === 'iteration').entries()) r.step = [0, 7, 40][i];
    });
    expect((await runCli(['trace', 'verify', '--trace-dir', traceDir, '--run-id', 'f1'])).code).toBe(0);
  });
});

describe('--trust beside --policy-dir is refused, never silently ignored', () => {
  it.each([
    ['run --continue', (base: string[]) => ['run', ...base, '--continue']],
    [
      'a new run',
      (base: string[]) => [
        'run',
        ...base.map((a) => (a === 'f1' ? 'f2' : a)),
        '--project',
        't',
        '--level',
        'L2',
        '--profile',
        'dev',
      ],
    ],
  ])('%s: a usage error (exit 2) saying where the keys come from', async (_n, args) => {
    const { base } = await escalate();
    const r = spawnCli([...args(base), '--trust', 'policies/approvers.yaml'], { input: '' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /--trust goes with a pinned policy .* with --policy-dir the keys and roles that verify a resume are the folder's approvers\.yaml/,
    );
    expect(r.stdout).toBe('');
  });

  it('loopgov resume still reads --trust beside --policy-dir: it names whose key signs', async () => {
    const { traceDir, dir } = await escalate();
    const r = await runCli([
      'resume',
      '--trace-dir',
      traceDir,
      '--run-id',
      'f1',
      '--key',
      KEY,
      '--policy-dir',
      dir,
      '--trust',
      'policies/approvers.yaml',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('resume by alice');
  });
});

describe('a torn last line is recovered only by a continuation that goes on: a refusal writes nothing', () => {
  const tear = (file: string) => appendFileSync(file, '{"type":"halt_req');
  const untouched = (traceDir: string, file: string, before: string) => {
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(existsSync(join(traceDir, 'f1', 'recovered'))).toBe(false);
  };

  it.each<[string, (file: string) => void, RegExp]>([
    [
      'an edited usage',
      (file) =>
        rehashTrace(file, (recs) => {
          for (const r of recs) if (r.type === 'iteration') r.tokens = 0;
        }),
      /the trace was edited: record 1/,
    ],
    ['no answer yet', () => undefined, /no resume answers the escalation yet/],
  ])('%s over a torn tail: refused, the trace byte for byte as it was', async (_n, edit, says) => {
    const { traceDir, base, file } = await escalate();
    edit(file);
    tear(file);
    const before = readFileSync(file, 'utf8');
    const cont = spawnCli(['run', ...base, '--continue'], { input: lines([step(4)]) });
    expect(cont.code).toBe(4);
    expect(cont.stderr).toMatch(says);
    untouched(traceDir, file, before);
  });

  it('an answered run over a torn tail: recovered (recorded) and continued', async () => {
    const { traceDir, base, file } = await escalate();
    expect((await runCli(['resume', '--trace-dir', traceDir, '--run-id', 'f1', '--key', KEY])).code).toBe(0);
    tear(file);
    const cont = await runLoopgov([...base, '--continue'], lines([step(4)]));
    expect(cont.decisions).toEqual([expect.objectContaining({ step: 4, reason: 'budget.max_tokens' })]);
    const types = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).type);
    expect(types).toContain('recovery');
    expect(types.indexOf('recovery')).toBeLessThan(types.indexOf('run_continue'));
  });
});
