// Real temporary git repositories for integration tests (no mocks of git).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

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
      git('add', '-A');
      const env = author ? { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email } : {};
      execFileSync('git', ['commit', '-q', '--allow-empty', '-m', message], {
        cwd: dir,
        env: { ...process.env, ...ENV, ...env },
      });
      return git('rev-parse', 'HEAD').trim();
    },
  };
  if (opts.seedPolicies ?? true) {
    cpSync('policies', join(dir, 'policies'), { recursive: true });
    repo.commit('seed example policies');
  }
  return repo;
}
