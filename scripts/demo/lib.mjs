// Small helpers shared by the demo parts: run the real CLI and git as child processes, and narrate.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const GIT_ENV = {
  GIT_CONFIG_NOSYSTEM: '1',
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
    env: { ...process.env, ...opts.env },
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

export function git(dir, ...args) {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...GIT_ENV },
  }).trim();
}

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
