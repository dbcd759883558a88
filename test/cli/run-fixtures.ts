// Fixtures for runtime integration tests: policy folders, governance repos, and `loopgov run` — in this
// process (`runLoopgov`, `openLoopgov`) or as a child process (`spawnLoopgov`, `spawnOpenLoopgov`).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CLI, type CliResult, lineReader, openCli, runCli, spawnCli } from '../helpers/cli.js';
import { gitBatch } from '../helpers/git-repo.js';

export { CLI };
export const ROOT = resolve('.');

export function tempDir(prefix = 'loopgov-rt-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A policies folder: the example ceiling and approvers, and `loopPolicy` as the loop policy. */
export function policyDir(loopPolicy: string): string {
  const dir = tempDir('loopgov-pol-');
  cpSync('policies/org-ceiling.yaml', join(dir, 'org-ceiling.yaml'));
  cpSync('policies/approvers.yaml', join(dir, 'approvers.yaml'));
  writeFileSync(join(dir, 'loop-policy.yaml'), loopPolicy);
  return dir;
}

/** A loop policy for project `t` with small windows, and whatever `extra` YAML adds to its defaults. */
export function testPolicy(
  opts: { budget?: string; gates?: string; criteria?: string; extra?: string } = {},
): string {
  return `apiVersion: loopgov/v1
kind: LoopPolicy
defaults:
  budget: ${opts.budget ?? '{max_steps: 8, max_tokens: 10000, max_wall_clock_sec: 600, max_cost_usd: 1, max_corrections_per_step: 2}'}
  on_exceed: halt
  max_delegation_level: L3
  convergence: {oscillation_repeat: 3, thrash_window: 4, no_progress_window: 3, on_stall: escalate}
  gates:
    - {id: deny-injection, kind: deny-patterns, on_match: DENY, patterns: [{regex: "ignore (all )?previous instructions", flags: i}]}
    - {id: size, kind: max-bytes, max: 100}
${opts.gates ?? ''}
  success_criteria:
${opts.criteria ?? `    - {id: done-check, kind: command, argv: [${JSON.stringify(process.execPath)}, -e, "process.exit(require('fs').readFileSync(process.env.LOOPGOV_ARTIFACT,'utf8')==='good'?0:1)"], timeout_sec: 20}`}
${opts.extra ?? ''}
profiles:
  dev: {governance: optional}
`;
}

let counter = 0;
/** A step event; `n` is the step number, the action differs per step unless given. */
export function ev(n: number, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    step: n,
    intent: 'work',
    action: `action ${n}`,
    tool: 'editor',
    inputs_ref: `ref-${++counter}`,
    tokens: 10,
    cost_usd: 0.001,
    progress: n,
    artifact: 'draft',
    claims_done: false,
    ...over,
  };
}

export interface RunResult {
  code: number | null;
  decisions: Record<string, unknown>[];
  stdout: string;
  stderr: string;
}

/** Runs `loopgov run` in this process with `input` on stdin (lines or raw text); parses every stdout line. */
export async function runLoopgov(
  args: string[],
  input: string | Uint8Array,
  env: NodeJS.ProcessEnv = {},
): Promise<RunResult> {
  return withDecisions(await runCli(['run', ...args], { input, env, cwd: ROOT }));
}

/** The same as a child process running `dist/cli.js`. */
export function spawnLoopgov(args: string[], input: string, env: NodeJS.ProcessEnv = {}): RunResult {
  return withDecisions(spawnCli(['run', ...args], { input, env, cwd: ROOT }));
}

function withDecisions(r: CliResult): RunResult {
  const decisions = r.stdout
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { ...r, decisions };
}

export function lines(events: unknown[]): string {
  return events.map((e) => `${JSON.stringify(e)}\n`).join('');
}

export function readTrace(traceDir: string, runId: string): Record<string, unknown>[] {
  return readFileSync(join(traceDir, runId, 'trace.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

const GIT_ENV = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 't@example.com',
};

export interface GovRepo {
  dir: string;
  origin: string;
  git(...args: string[]): string;
  /** Writes files, commits, and (unless `push: false`) pushes main and fetches origin. Returns the commit. */
  commit(files: Record<string, string>, opts?: { push?: boolean; branch?: string }): string;
}

/** A governance repo seeded with `policies/`, with a bare origin so `refs/remotes/origin/main` exists. */
export function governanceRepo(): GovRepo {
  const base = tempDir('loopgov-gov-');
  const dir = join(base, 'work');
  const origin = join(base, 'origin.git');
  mkdirSync(dir);
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, env: { ...process.env, ...GIT_ENV }, encoding: 'utf8' });
  gitBatch(
    dir,
    [
      ['init', '-q', '--bare', '-b', 'main', origin],
      ['init', '-q', '-b', 'main'],
      ['config', 'commit.gpgsign', 'false'],
      ['remote', 'add', 'origin', origin],
    ],
    { ...process.env, ...GIT_ENV },
  );
  cpSync('policies', join(dir, 'policies'), { recursive: true });
  const repo: GovRepo = {
    dir,
    origin,
    git,
    commit(files, opts = {}) {
      for (const [path, content] of Object.entries(files)) {
        mkdirSync(join(dir, path, '..'), { recursive: true });
        writeFileSync(join(dir, path), content);
      }
      // One spawn for the lot (gitBatch); rev-parse is the only command that prints.
      const push = opts.push ?? !opts.branch;
      return gitBatch(
        dir,
        [
          ...(opts.branch ? [['checkout', '-q', '-B', opts.branch]] : []),
          ['add', '-A'],
          ['commit', '-q', '--allow-empty', '-m', 'change'],
          ['rev-parse', 'HEAD'],
          ...(opts.branch ? [['checkout', '-q', 'main']] : []),
          ...(push
            ? [
                ['push', '-q', 'origin', 'main'],
                ['fetch', '-q', 'origin'],
              ]
            : []),
        ],
        { ...process.env, ...GIT_ENV },
      ).trim();
    },
  };
  repo.commit({});
  return repo;
}

/** `loopgov run` in this process, kept open: for tests that interleave steps with other commands. */
export function openLoopgov(args: string[]) {
  return openCli(['run', ...args], { cwd: ROOT });
}

/** `loopgov run` as a child process, kept open: for signals and a reader that goes away. */
export function spawnOpenLoopgov(args: string[]) {
  const child = spawn(process.execPath, [CLI, 'run', ...args], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines = lineReader();
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => lines.push(c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString('utf8');
  });
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return {
    child,
    async send(event: unknown): Promise<Record<string, unknown>> {
      child.stdin.write(`${JSON.stringify(event)}\n`);
      return JSON.parse(await lines.next()) as Record<string, unknown>;
    },
    next: async () => JSON.parse(await lines.next()) as Record<string, unknown>,
    end: () => child.stdin.end(),
    stderr: () => stderr,
    exited,
  };
}
