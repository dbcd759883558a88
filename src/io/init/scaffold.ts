/**
 * `loopgov init [DIR]`: writes a new governance repository's files (`core/init/templates.ts`), never over
 * an existing file, and optionally `git init`s it.
 */
import { execFileSync } from 'node:child_process';
import { GIT_ARGS, gitEnv, gitFailure } from '../git/invocation.js';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { firstLine, LoopgovError } from '../../core/errors.js';
import { type ScaffoldOptions, scaffoldFiles } from '../../core/init/templates.js';
import { parsePolicySet } from '../../core/policy/parse.js';
import { makeDirSync } from '../fs/make-dir.js';

export interface InitResult {
  dir: string;
  /** Paths written, relative to `dir`. */
  written: string[];
  git: boolean;
}

/**
 * Scaffolds a governance repository in `dir` (created if need be). Refuses (`ERR_USAGE`, nothing
 * written) when any of the files already exists.
 *
 * @example
 * const r = writeScaffold('agent-policies', { version, repoId: 'acme/agent-policies', action }, { git: true });
 */
export function writeScaffold(dir: string, opts: ScaffoldOptions, how: { git?: boolean } = {}): InitResult {
  const files = scaffoldFiles(opts);
  // The templates are governed files like any others: they must validate as written.
  parsePolicySet(
    Object.entries(files)
      .filter(([path]) => path.startsWith('policies/'))
      .map(([path, content]) => ({ path, content })),
    { complete: true },
  );
  const taken = Object.keys(files).filter((path) => existsSync(join(dir, path)));
  if (taken.length > 0) {
    throw new LoopgovError(
      'ERR_USAGE',
      `refusing to overwrite ${taken.length} existing file(s) in ${dir}: init writes only into a new repository`,
      taken.map((path) => ({ file: join(dir, path), message: 'exists' })),
    );
  }
  const written: string[] = [];
  try {
    for (const [path, content] of Object.entries(files)) {
      makeDirSync(dirname(join(dir, path)));
      writeFileSync(join(dir, path), content, { flag: 'wx' });
      written.push(path);
    }
  } catch (e) {
    throw new LoopgovError('ERR_USAGE', `cannot write ${dir}: ${firstLine(e)}`);
  }
  if (how.git && !existsSync(join(dir, '.git'))) {
    try {
      execFileSync('git', [...GIT_ARGS, 'init', '-q', '-b', 'main'], {
        cwd: dir,
        env: gitEnv(process.env),
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    } catch (e) {
      throw new LoopgovError('ERR_GIT', `git init in ${dir} failed: ${gitFailure(e)}`);
    }
  }
  return { dir, written, git: how.git === true };
}
