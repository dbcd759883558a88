/**
 * Reads many git objects with two processes (`git cat-file --batch-check`, then `--batch`), as raw bytes.
 * The output is length-prefixed, so no byte of an object (NUL, newline, `\x1e`) can be mistaken for a
 * delimiter — the reason identities are read this way (SPEC §3.3.8).
 */
import { spawn } from 'node:child_process';
import { firstLine, LoopgovError } from '../../core/errors.js';
import { type GitAccess, GIT_ARGS, gitFailure, gitProcessEnv } from './invocation.js';

/**
 * A pathspec for `path` as the repository's top names it, whatever folder git runs in, and never read as
 * a pattern: a git command run from a subfolder would otherwise read `path` relative to that folder, and
 * see no commit, token or reject at all.
 *
 * @example
 * await git.raw(['log', '--format=%H', base, '--', topPath('policies/')]);
 */
export function topPath(path: string): string {
  return `:(top,literal)${path}`;
}

export interface GitObject {
  type: string;
  size: number;
  /** Absent when the object is larger than `maxBytes`: it was not read. */
  content?: Buffer;
}

const OID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/**
 * Reads `oids` from the repository in `dir`, opened as `access` says (`openGit`'s). Objects over `maxBytes`
 * are listed with their size but not read. Throws `ERR_GIT` when git fails or an object is missing: a read
 * error never goes unnoticed.
 *
 * @example
 * const objects = await readObjects(dir, [sha], 1 << 20);
 * objects.get(sha)?.content // the raw commit object
 */
export async function readObjects(
  dir: string,
  oids: string[],
  maxBytes: number,
  access: GitAccess = {},
): Promise<Map<string, GitObject>> {
  const wanted = [...new Set(oids)];
  const out = new Map<string, GitObject>();
  if (wanted.length === 0) return out;
  for (const oid of wanted)
    if (!OID.test(oid)) throw new LoopgovError('ERR_GIT', `not an object id: ${JSON.stringify(oid)}`);
  const check = parseBatch(await catFile(dir, access, '--batch-check', wanted), false);
  const small = wanted.filter((oid) => (check.get(oid)?.size ?? Infinity) <= maxBytes);
  const full = parseBatch(await catFile(dir, access, '--batch', small), true);
  for (const oid of wanted) {
    const info = check.get(oid)!;
    out.set(oid, full.get(oid) ?? info);
  }
  return out;
}

function catFile(
  dir: string,
  access: GitAccess,
  mode: '--batch' | '--batch-check',
  oids: string[],
): Promise<Buffer> {
  if (oids.length === 0) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const child = spawn('git', [...GIT_ARGS, 'cat-file', mode], {
      cwd: dir,
      env: gitProcessEnv(dir, access),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString('utf8');
    });
    child.on('error', (e) => reject(new LoopgovError('ERR_GIT', `cannot run git cat-file: ${firstLine(e)}`)));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(chunks));
      else
        reject(
          new LoopgovError(
            'ERR_GIT',
            `git cat-file ${mode} failed (exit ${code}): ${gitFailure({ stderr })}`,
          ),
        );
    });
    child.stdin.on('error', () => {}); // a git that exits early is reported by 'close'
    child.stdin.end(`${oids.join('\n')}\n`);
  });
}

/** `<oid> <type> <size>\n` (then `<size>` bytes and `\n` with `--batch`), or `<oid> missing\n`. */
function parseBatch(buf: Buffer, withContent: boolean): Map<string, GitObject> {
  const out = new Map<string, GitObject>();
  let at = 0;
  while (at < buf.length) {
    const nl = buf.indexOf(0x0a, at);
    if (nl < 0) throw new LoopgovError('ERR_GIT', 'git cat-file: truncated output');
    const [oid, type, sizeText] = buf.subarray(at, nl).toString('latin1').split(' ');
    at = nl + 1;
    if (type === 'missing' || type === 'ambiguous' || sizeText === undefined)
      throw new LoopgovError('ERR_GIT', `git cat-file: object ${oid} is ${type ?? 'unreadable'}`);
    const size = Number(sizeText);
    const obj: GitObject = { type: type!, size };
    if (withContent) {
      if (at + size > buf.length) throw new LoopgovError('ERR_GIT', 'git cat-file: truncated output');
      obj.content = buf.subarray(at, at + size);
      at += size + 1;
    }
    out.set(oid!, obj);
  }
  return out;
}
