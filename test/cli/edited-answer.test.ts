// A `resume` record copies its token's claims (`sub`, `grant`…) for readers; the runtime reads only the
// token. `inbox show` and `trace show` show an answer from its token too, and name every copy a re-hashed
// edit made disagree with it (decision 116) — never "resume by alice, grant 50" over a proposer-bot's
// token that the runtime refuses, beside "chain: whole".
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { rehashTrace } from '../helpers/rehash.js';
import { ev, lines, policyDir, runLoopgov, tempDir, testPolicy } from './run-fixtures.js';

const KEYS = 'test/fixtures/keys';
const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });

async function answered(key: string) {
  const traceDir = tempDir();
  const dir = policyDir(testPolicy());
  const run = await runLoopgov(
    ['--run-id', 'e1', '--trace-dir', traceDir, '--policy-dir', dir, '--durability', 'none'].concat([
      '--project',
      't',
      '--level',
      'L2',
      '--profile',
      'dev',
    ]),
    lines([1, 2, 3].map(loop)),
  );
  expect(run.code, run.stderr).toBe(4);
  const r = await runCli([
    'resume',
    '--trace-dir',
    traceDir,
    '--run-id',
    'e1',
    '--key',
    `${KEYS}/${key}.private.jwk.json`,
  ]);
  expect(r.code, r.stderr).toBe(0);
  return { traceDir, file: join(traceDir, 'e1', 'trace.jsonl') };
}
const show = (traceDir: string, ...extra: string[]) =>
  runCli(['inbox', 'show', '--trace-dir', traceDir, '--run-id', 'e1', ...extra]);
const traceShow = (traceDir: string, ...extra: string[]) =>
  runCli(['trace', 'show', '--trace-dir', traceDir, '--run-id', 'e1', ...extra]);

describe('an answer is shown from its token, and an edited copy is named', () => {
  it("a proposer-bot's answer re-hashed to say alice, grant 50: shown as meta-loop's, flagged EDITED", async () => {
    const { traceDir, file } = await answered('metabot-2026');
    rehashTrace(file, (recs) => {
      const r = recs.find((x) => x.type === 'resume')!;
      r.sub = 'alice';
      r.grant = { max_steps: 50 };
    });
    expect((await runCli(['trace', 'verify', '--trace-dir', traceDir, '--run-id', 'e1'])).code).toBe(0);

    const text = (await show(traceDir)).stdout;
    expect(text).toMatch(
      /answer at record \d+: resume by meta-loop \(jti [^)]+\); EDITED: the record's copied sub, grant disagree with its token \(shown here, and what the runtime reads\)/,
    );
    expect(text).not.toContain('by alice');
    expect(text).not.toContain('"max_steps":50');
    expect(text).toMatch(
      /chain: whole, \d+ record\(s\), but the answer record\(s\) \d+ disagree with their token: edited and re-hashed/,
    );
    const json = JSON.parse((await show(traceDir, '--json')).stdout);
    expect(json.resumes).toEqual([
      expect.objectContaining({
        sub: 'meta-loop',
        decision: 'resume',
        grant: null,
        disagreeing: ['sub', 'grant'],
      }),
    ]);

    const rows = (await traceShow(traceDir)).stdout.split('\n').filter((l) => / resume {2,}resume /.test(l));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('answer by meta-loop (jti ');
    expect(rows[0]).toContain("EDITED: the record's copied sub, grant disagree with its token");
    expect(rows[0]).not.toContain('alice');
  });

  it('a record whose token was replaced by something unreadable: said, nothing shown as its claims', async () => {
    const { traceDir, file } = await answered('alice-2026');
    rehashTrace(file, (recs) => {
      recs.find((x) => x.type === 'resume')!.token = 'not-a-token';
    });
    expect((await show(traceDir)).stdout).toMatch(
      /answer at record \d+: an answer whose token cannot be read: the record was edited, and the runtime refuses it/,
    );
    expect(JSON.parse((await show(traceDir, '--json')).stdout).resumes[0]).toMatchObject({
      sub: null,
      disagreeing: ['token'],
    });
  });

  it('an untouched answer: shown as signed, nothing flagged', async () => {
    const { traceDir } = await answered('alice-2026');
    const text = (await show(traceDir)).stdout;
    expect(text).toMatch(/answer at record \d+: resume by alice \(jti [^)]+\)\n/);
    expect(text).not.toContain('EDITED');
    expect(text).not.toContain('disagree');
    expect(JSON.parse((await show(traceDir, '--json')).stdout).resumes[0]).toMatchObject({
      sub: 'alice',
      disagreeing: [],
    });
    expect((await traceShow(traceDir)).stdout).not.toContain('EDITED');
  });
});
