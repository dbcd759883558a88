/** Approver key files: generating a key pair, writing the private JWK, reading it back. */
import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { describeError, LoopgovError } from '../../core/errors.js';
import type { PublicJwk } from '../../core/policy/types.js';
import { makeDirOrFail } from '../fs/make-dir.js';

export type KeyAlg = 'EdDSA' | 'ES256';

export interface GeneratedKey {
  privatePath: string;
  publicJwk: PublicJwk;
}

/**
 * Generates a key pair and writes `<dir>/<kid>.private.jwk.json` (mode 0600, never overwritten).
 * The private JWK also records the approver id as `sub`, so `loopgov approve` knows who signs.
 *
 * @example
 * const { publicJwk } = await generateApproverKey({ id: 'alice', alg: 'EdDSA', kid: 'alice-2026', dir: 'keys' });
 */
export async function generateApproverKey(o: {
  id: string;
  alg: KeyAlg;
  kid: string;
  dir: string;
}): Promise<GeneratedKey> {
  const { privateKey, publicKey } = await generateKeyPair(o.alg, { extractable: true });
  const priv = { ...(await exportJWK(privateKey)), kid: o.kid, alg: o.alg, sub: o.id };
  const pub = await exportJWK(publicKey);
  const publicJwk = {
    kty: pub.kty,
    crv: pub.crv,
    x: pub.x,
    ...(pub.y ? { y: pub.y } : {}),
    kid: o.kid,
    alg: o.alg,
  } as PublicJwk;
  makeDirOrFail(o.dir, 'ERR_KEY', 0o700);
  const privatePath = join(o.dir, `${o.kid}.private.jwk.json`);
  try {
    await writeFile(privatePath, `${JSON.stringify(priv, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(privatePath, 0o600);
  } catch (e) {
    throw new LoopgovError(
      'ERR_KEY',
      (e as NodeJS.ErrnoException).code === 'EEXIST'
        ? `${privatePath} already exists: not overwriting a key`
        : `cannot write ${privatePath}: ${describeError(e)}`,
    );
  }
  return { privatePath, publicJwk };
}

/**
 * Reads a private JWK file. Warns (via the returned note) when the file is readable by others.
 *
 * @example
 * const { jwk } = await readPrivateKey('keys/alice-2026.private.jwk.json');
 */
export async function readPrivateKey(path: string): Promise<{ jwk: JWK & { sub?: string }; note?: string }> {
  let text: string;
  let mode: number;
  try {
    text = await readFile(path, 'utf8');
    mode = (await stat(path)).mode;
  } catch (e) {
    throw new LoopgovError('ERR_KEY', `cannot read key file ${path}: ${describeError(e)}`);
  }
  let jwk: JWK & { sub?: string };
  try {
    jwk = JSON.parse(text);
  } catch {
    throw new LoopgovError('ERR_KEY', `${path}: not a JSON JWK`);
  }
  if (typeof jwk !== 'object' || jwk === null || typeof jwk.d !== 'string')
    throw new LoopgovError('ERR_KEY', `${path}: not a private JWK (no "d")`);
  if (typeof jwk.kid !== 'string') throw new LoopgovError('ERR_KEY', `${path}: the JWK has no "kid"`);
  const note =
    (mode & 0o077) !== 0 ? `${path} is readable by others (mode ${(mode & 0o777).toString(8)})` : undefined;
  return { jwk, ...(note ? { note } : {}) };
}
