// Small helpers shared by the demo parts: run the real CLI and git as child processes, and narrate.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The demo runs apart from the user's own git and home: an empty home of its own, and no global or system
// git config. A `commit.gpgsign = true` there would sign these throwaway commits with the user's real key
// (or ask for its passphrase, or fail with no key); a `core.autocrlf` or `init.defaultBranch` would change
// what the demo shows. Every git and loopgov the demo starts gets this.
const DEMO_HOME = mkdtempSync(join(tmpdir(), 'loopgov-demo-home-'));
const ISOLATED = {
  HOME: DEMO_HOME,
  USERPROFILE: DEMO_HOME,
  XDG_CONFIG_HOME: join(DEMO_HOME, '.config'),
  GIT_CONFIG_GLOBAL: join(DEMO_HOME, '.gitconfig'),
  GIT_CONFIG_NOSYSTEM: '1',
};

/** The environment for a process the demo starts: this one's, isolated (above), then `extra`. */
export function demoEnv(extra = {}) {
  return { ...process.env, ...ISOLATED, ...extra };
}

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Demo',
  GIT_AUTHOR_EMAIL: 'demo@example.com',
  GIT_COMMITTER_NAME: 'Demo',
  GIT_COMMITTER_EMAIL: 'demo@example.com',
};

export function heading(text) {
  console.log(`\n=== ${text} ${'='.repeat(Math.max(0, 70 - text.length))}`);
}

/** Runs `loopgov …`, echoes the command line and its output, and returns {code, stdout, stderr}. */
export function loopgov(ctx, args, opts = {}) {
  console.log(`$ loopgov ${args.map((a) => (/[\s"'$]/.test(a) ? JSON.stringify(a) : a)).join(' ')}`);
  const r = spawnSync(process.execPath, [ctx.cli, ...args], {
    encoding: 'utf8',
    cwd: opts.cwd ?? ctx.work,
    input: opts.input,
    env: demoEnv(opts.env),
  });
  const out = `${r.stdout}${r.stderr}`.trimEnd();
  if (out && !opts.quiet)
    console.log(
      out
        .split('\n')
        .map((l) => `  ${l}`)
        .join('\n'),
    );
  console.log(`  (exit ${r.status})`);
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `git …args` in `dir` as the demo's user; throws a `DemoError` saying the command and git's message. */
export function git(dir, ...args) {
  return gitWith(demoEnv(GIT_ENV), dir, args);
}

/** `git …args` in `dir` under `env`; a failure is a `DemoError` naming the command, the folder and git's words. */
export function gitWith(env, dir, args) {
  try {
    return execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch (e) {
    const said = String(e.stderr || e.message).trim();
    throw new DemoError(`git ${args.join(' ')} failed in ${dir}: ${said || `exit ${e.status}`}`);
  }
}

/** A failure the demo explains in one message (demo.mjs prints it without a stack trace). */
export class DemoError extends Error {}

/** A governance repo seeded from this repository's `policies/`, with a bare `origin` it pushes to. */
export function makeGovernanceRepo(ctx, name) {
  const dir = join(ctx.work, name);
  const origin = join(ctx.work, `${name}-origin.git`);
  mkdirSync(dir, { recursive: true });
  git(ctx.work, 'init', '-q', '--bare', '-b', 'main', origin);
  git(dir, 'init', '-q', '-b', 'main');
  cpSync(join(ctx.root, 'policies'), join(dir, 'policies'), { recursive: true });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'Initial loop policies');
  git(dir, 'remote', 'add', 'origin', origin);
  git(dir, 'push', '-q', 'origin', 'main');
  git(dir, 'fetch', '-q', 'origin');
  return { dir, origin };
}
