/**
 * `loopgov propose --write`: the proposal files and the policy edited in place, in the repository's work
 * tree. A governed file that differs from base in the work tree is never overwritten (someone's edit
 * would be lost): the write is refused, naming it, before anything is written — unless it already holds
 * exactly what is proposed (the same --write again), which is written again unchanged.
 */
import { existsSync, lstatSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describeError, LoopgovError } from '../../core/errors.js';
import { GOVERNED_DIR } from '../../core/policy/parse.js';
import type { TreeEntry } from '../../core/policy/digest.js';
import type { ProposedFile } from './propose.js';
import { makeDirOrFail } from '../fs/make-dir.js';

/**
 * Writes `files` under `repo`; returns the paths written (or removed).
 *
 * @example
 * writeProposalFiles('.', baseEntries, [combinedPolicy, ...proposalFiles]);
 */
export function writeProposalFiles(repo: string, baseEntries: TreeEntry[], files: ProposedFile[]): string[] {
  const root = resolve(repo);
  for (const f of files) {
    if (f.path.split('/').includes('..') || f.path.startsWith('/'))
      throw new LoopgovError('ERR_INTERNAL', `refusing to write outside the repository: ${f.path}`);
    if (!f.path.startsWith(`${GOVERNED_DIR}/`)) continue;
    const full = join(root, f.path);
    const base = baseEntries.find((e) => e.path === f.path)?.content;
    const now = existsSync(full) ? readFileSync(full) : null;
    const holds = (content: string | Uint8Array | null | undefined) =>
      content ? now !== null && Buffer.compare(now, Buffer.from(content)) === 0 : now === null;
    // As base, or already exactly this proposal (a second --write of the same one): nobody's edit is lost.
    if ((!holds(base) && !holds(f.content)) || (existsSync(full) && !lstatSync(full).isFile()))
      throw new LoopgovError(
        'ERR_USAGE',
        `${f.path} in the work tree differs from base: commit or stash that change first (nothing was written)`,
      );
  }
  const written: string[] = [];
  for (const f of files) {
    const full = join(root, f.path);
    if (f.content === null) rmSync(full, { force: true });
    else {
      makeDirOrFail(dirname(full), 'ERR_USAGE');
      const tmp = `${full}.loopgov-tmp`;
      try {
        writeFileSync(tmp, f.content);
        renameSync(tmp, full);
      } catch (e) {
        throw new LoopgovError('ERR_USAGE', `cannot write ${full}: ${describeError(e)}`);
      }
    }
    written.push(f.path);
  }
  return written;
}
