/**
 * What a runner remembers of revocations (SPEC §4.1, decision 132). Every valid `reject` of a pinned
 * digest that the protected history ever showed this runner is appended to a file per repository,
 * protected ref and digest in the machine cache (`revocationRecord`: one under the repository's key, one
 * under its liberal key), never rewritten. A force-push that
 * drops the reject's commit from the history revives nothing on a runner that saw it: the record is read
 * at every prod load, and each token in it verified again under that load's trust file (a key the trust
 * file no longer holds revokes nothing, as in the history).
 */
import { appendFile, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { describeError, LoopgovError } from '../../core/errors.js';
import { makeDirOrFail } from '../fs/make-dir.js';

/**
 * The record of one digest's rejects for one protected ref of one repository: `file`, under the
 * repository's key, and `liberal`, under its liberal key (`liberalRepoIdentity`, maybe `file` itself),
 * each read and appended to, and `older` — the files of the layout before records were kept per ref, which do not say which ref a
 * reject came from — read for every ref, never written.
 */
export interface RevocationRecord {
  file: string;
  liberal: string;
  older: readonly string[];
}

/** One reject as the runner saw it: the token, and where and when the history held it. */
export interface RememberedReject {
  token: string;
  /** The commit that added it to the protected history. */
  commit: string;
  /** Its path there (`approvals/<digest>/<kid>.jwt`). */
  path: string;
  /** When this runner first saw it (ISO-8601). */
  seen_at: string;
}

/**
 * The rejects recorded in `file`, each token once; none when there is no file. A line that is no record
 * (a torn write, an edit) is `ERR_APPROVAL` naming it: what it held may be a reject, so nothing runs on
 * the digest until a person has looked.
 *
 * @example
 * const seen = await readRememberedRejects(revocationRecord(cacheDir, repo, ref, digest).file);
 */
export async function readRememberedRejects(file: string): Promise<RememberedReject[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new LoopgovError('ERR_APPROVAL', `cannot read the revocation record ${file}: ${describeError(e)}`);
  }
  const out = new Map<string, RememberedReject>();
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const r = parseRecord(line);
    if (!r)
      throw new LoopgovError(
        'ERR_APPROVAL',
        `the revocation record ${file} has a damaged line ${i + 1}: it may hold a reject this runner saw, so the digest is refused until a person has checked that line (and removed it if it is no reject)`,
      );
    if (!out.has(r.token)) out.set(r.token, r);
  });
  return [...out.values()];
}

/** Appends `rejects` to `file` (one JSON line each, one write). Throws `ERR_APPROVAL` when it cannot. */
export async function rememberRejects(file: string, rejects: RememberedReject[]): Promise<void> {
  if (rejects.length === 0) return;
  makeDirOrFail(dirname(file), 'ERR_APPROVAL');
  try {
    // One append of whole lines: two runs recording at once interleave lines, never parts of them.
    await appendFile(file, rejects.map((r) => `${JSON.stringify(r)}\n`).join(''), { flag: 'a' });
  } catch (e) {
    throw new LoopgovError('ERR_APPROVAL', `cannot record in ${file}: ${describeError(e)}`);
  }
}

function parseRecord(line: string): RememberedReject | null {
  try {
    const r = JSON.parse(line) as Record<string, unknown>;
    const ok = ['token', 'commit', 'path', 'seen_at'].every((k) => typeof r[k] === 'string' && r[k] !== '');
    return ok ? (r as unknown as RememberedReject) : null;
  } catch {
    return null;
  }
}
