// Real temporary git repositories for integration tests (no mocks of git).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Runs git commands one after another in one shell (stopping at the first that fails, which throws as
 * `execFileSync` does) and returns what they printed. A spawn from a test worker costs in proportion to
 * the worker's memory, several times what git itself takes: one spawn instead of one per command is
 * where a fixture's time goes (decision 082).
 */
export function gitBatch(dir: string, commands: string[][], env?: NodeJS.ProcessEnv): string {
  const script = commands.map((argv) => ['git', ...argv].map(shellQuote).join(' ')).join(' && ');
  return execFileSync('sh', ['-c', script], {
    cwd: dir,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** `arg` as one sh word: single-quoted, any `'` closed, escaped and reopened. */
function shellQuote(arg: string): string {
  return `'${arg.replaceAll("'", `'\\''`)}'`;
}

/** Stages everything and commits it (empty or not); returns the commit. One spawn (`gitBatch`). */
export function commitAll(dir: string, message: string, env?: NodeJS.ProcessEnv): string {
  return gitBatch(
    dir,
    [
      ['add', '-A'],
      ['commit', '-q', '--allow-empty', '-m', message],
      ['rev-parse', 'HEAD'],
    ],
    env,
  ).trim();
}

export interface TempRepo {
  dir: string;
  git(...args: string[]): string;
  write(path: string, content: string | Buffer): void;
  read(path: string): string;
  remove(path: string): void;
  commit(message: string, author?: { name: string; email: string }): string;
}

const ENV = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Test Author',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'Test Committer',
  GIT_COMMITTER_EMAIL: 'committer@example.com',
};

/** A fresh repository on branch main, optionally seeded with the example `policies/` and committed. */
export function makeRepo(opts: { seedPolicies?: boolean } = {}): TempRepo {
  const dir = mkdtempSync(join(tmpdir(), 'loopgov-repo-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, env: { ...process.env, ...ENV }, encoding: 'utf8' });
  git('init', '-q', '-b', 'main');
  git('config', 'commit.gpgsign', 'false');
  const repo: TempRepo = {
    dir,
    git,
    write(path, content) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    },
    read: (path) => readFileSync(join(dir, path), 'utf8'),
    remove: (path) => rmSync(join(dir, path), { recursive: true, force: true }),
    commit(message, author) {
      const env = author ? { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email } : {};
      return commitAll(dir, message, { ...process.env, ...ENV, ...env });
    },
  };
  if (opts.seedPolicies ?? true) {
    cpSync('policies', join(dir, 'policies'), { recursive: true });
    repo.commit('seed example policies');
  }
  return repo;
}
