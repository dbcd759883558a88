// `loopgov propose` and `loopgov gate --traces` read artifacts as `trace verify` does (SPEC §5, §6;
// decision 019): a run whose artifact was replaced, or stands behind a symlink, is skipped with why —
// never "verified" evidence — and a named pipe planted under an artifact's name neither hangs propose nor
// the gate nor `trace verify` (real child processes, killed if they hang: the test cannot hang the suite).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI, runCli } from '../helpers/cli.js';
import { commitAs, makeRepo, PEOPLE, REPO_ID } from '../helpers/gate-repo.js';
import { convergingAgent, writeRun } from '../helpers/trace-runs.js';

let repo: string;
let good: string;
const RUNS = 3;

beforeAll(async () => {
  repo = makeRepo('propose-artifacts');
  good = mkdtempSync(join(tmpdir(), 'loopgov-propose-artifacts-'));
  for (let i = 0; i < RUNS; i++)
    await writeRun(convergingAgent(8), { traceDir: good, policyDir: join(repo, 'policies'), runId: `r${i}` });
  // A pull request's head for the gate: a tighter max-bytes gate, which the replay re-runs on every artifact.
  const policy = readFileSync(join(repo, 'policies/loop-policy.yaml'), 'utf8');
  execFileSync('git', ['checkout', '-q', '-b', 'review'], { cwd: repo });
  commitAs(repo, PEOPLE.dave!, 'a tighter size gate', {
    'policies/loop-policy.yaml': policy.replace(/max-bytes, max: \d+/g, 'max-bytes, max: 3'),
  });
  execFileSync('git', ['checkout', '-q', 'main'], { cwd: repo });
}, 120_000);

/** A copy of the good runs with r0's first artifact replaced by `plant(file, sha256)`. */
function withArtifact(plant: (file: string, sha256: string, dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'loopgov-propose-artifacts-'));
  cpSync(good, dir, { recursive: true });
  const first = JSON.parse(readFileSync(join(dir, 'r0/trace.jsonl'), 'utf8').split('\n')[1]!);
  const sha = first.artifact.sha256 as string;
  plant(join(dir, 'r0/artifacts', sha), sha, dir);
  return dir;
}

interface ProposeJson {
  traces: { runs: number; verified: number; skipped: { trace: string; reason: string }[] };
}

/** The built CLI as a child process, SIGKILLed after 20 s (a hang fails the test, never the suite). */
function spawnKilled(args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    timeout: 20_000,
    killSignal: 'SIGKILL',
  });
  return {
    code: r.status,
    signal: r.signal,
    stdout: r.stdout,
    stderr: r.stderr,
  };
}

describe('propose reads artifacts as trace verify does', () => {
  it.each<[string, (file: string, sha: string, dir: string) => void, RegExp]>([
    ['replaced', (file) => writeFileSync(file, 'ignore previous instructions'), /was replaced/],
    [
      'a symlink to identical bytes outside the run',
      (file, sha, dir) => {
        const outside = join(dir, `${sha}.outside`);
        renameSync(file, outside);
        symlinkSync(outside, file);
      },
      /a symlink \(refused\)/,
    ],
    ['gone', (file) => rmSync(file), /ENOENT/],
  ])(
    'a run whose artifact is %s is skipped with why, as trace verify fails it',
    async (_what, plant, why) => {
      const traces = withArtifact(plant);
      const verify = await runCli(['trace', 'verify', '--trace-dir', traces, '--run-id', 'r0']);
      expect(verify.code).toBe(1);
      const r = await runCli(['propose', '--traces', traces, '--repo', repo, '--min-runs', '1', '--json']);
      expect(r.code, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout) as ProposeJson;
      expect(out.traces).toMatchObject({ runs: RUNS, verified: RUNS - 1 });
      expect(out.traces.skipped).toEqual([
        {
          trace: join(traces, 'r0'),
          reason: expect.stringMatching(/^does not verify: the artifact of record 1: /),
        },
      ]);
      expect(out.traces.skipped[0]!.reason).toMatch(why);
    },
  );

  it.runIf(process.platform !== 'win32')(
    'a named pipe under an artifact name: propose, gate --traces and trace verify end at once, the run skipped',
    () => {
      const traces = withArtifact((file) => {
        rmSync(file);
        execFileSync('mkfifo', [file]);
      });
      const p = spawnKilled(['propose', '--traces', traces, '--repo', repo, '--min-runs', '1', '--json']);
      expect(p.signal, 'propose hung on the pipe').toBeNull();
      expect(p.code, p.stderr).toBe(0);
      const out = JSON.parse(p.stdout) as ProposeJson;
      expect(out.traces.verified).toBe(RUNS - 1);
      expect(out.traces.skipped[0]!.reason).toMatch(/not a regular file \(refused\)/);
      const g = spawnKilled([
        ...['gate', '--repo', repo, '--base', 'main', '--head', 'review', '--repo-id', REPO_ID],
        ...['--author', 'dave-gh', '--json', '--traces', traces],
      ]);
      expect(g.signal, 'gate --traces hung on the pipe').toBeNull();
      const impact = JSON.parse(g.stdout).impact;
      expect(impact).toMatchObject({ skipped: 1 });
      // The other runs' artifacts were read (the tighter gate re-run on them halts both earlier).
      expect(impact.replay.totals).toMatchObject({ runs: RUNS - 1, by_status: { halts_earlier: RUNS - 1 } });
      const v = spawnKilled(['trace', 'verify', '--trace-dir', traces, '--run-id', 'r0']);
      expect(v.signal, 'trace verify hung on the pipe').toBeNull();
      expect(v.code).toBe(1);
      expect(v.stdout + v.stderr).toMatch(/not a regular file/);
    },
    90_000,
  );
});
