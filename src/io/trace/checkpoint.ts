/**
 * Signed checkpoints of a trace (SPEC §5): a compact JWS of `{run_id, length, head}`. A hash chain
 * proves its records agree with each other; only a statement signed outside it proves that the trace
 * still has the length and the head it had, so a cut tail or a recomputed chain shows.
 */
import { isUtf8 } from 'node:buffer';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importJWK, type JWK, SignJWT } from 'jose';
import { buildKeyIndex } from '../../core/approval/keys.js';
import { describeError, LoopgovError } from '../../core/errors.js';
import {
  CHECKPOINT_ALGS,
  CHECKPOINT_TYP,
  type CheckpointStatement,
  type SignedCheckpoint,
  verifyCheckpointWith,
} from '../../core/trace/checkpoint-claims.js';
import type { ApproverRegistry } from '../../core/policy/types.js';
import { parseSafeYaml } from '../../core/policy/yaml.js';
import { MAX_CHECKPOINT_BYTES } from '../../core/trace/witness.js';
import { readSmallRegularFile } from '../fs/small-file.js';
import { firstInvalidUtf8, notUtf8Message, utf16BomOf } from '../../core/unicode.js';

const ALGS = CHECKPOINT_ALGS;
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k', 'oth'];

export {
  CHECKPOINT_TYP,
  type CheckpointStatement,
  type SignedCheckpoint,
  verifyCheckpointWith,
} from '../../core/trace/checkpoint-claims.js';

/**
 * Signs a checkpoint with a private JWK (EdDSA/Ed25519 or ES256/P-256) read from `keyFile`.
 *
 * @example
 * const jws = await signCheckpoint({ run_id: 'r1', length: 12, head }, 'keys/runner.private.jwk.json');
 */
export async function signCheckpoint(
  statement: CheckpointStatement,
  keyFile: string,
  now: () => number = Date.now,
): Promise<string> {
  return signCheckpointWith(await loadCheckpointKey(keyFile), statement, now);
}

/** A private checkpoint key, read and imported once (a runner signs many checkpoints with it). */
export interface CheckpointKey {
  kid: string;
  alg: (typeof ALGS)[number];
  key: Awaited<ReturnType<typeof importJWK>>;
}

/**
 * Reads and imports a private JWK (EdDSA/Ed25519 or ES256/P-256) with a kid. Throws `ERR_KEY`.
 *
 * @example
 * const key = await loadCheckpointKey('keys/runner.private.jwk.json');
 */
export async function loadCheckpointKey(keyFile: string): Promise<CheckpointKey> {
  const jwk = parseJson(readText(keyFile, 'ERR_KEY', 'key file'), keyFile) as JWK;
  const alg = jwk.alg ?? (jwk.crv === 'Ed25519' ? 'EdDSA' : jwk.crv === 'P-256' ? 'ES256' : undefined);
  if (!alg || !(ALGS as readonly string[]).includes(alg)) {
    throw new LoopgovError('ERR_KEY', `${keyFile}: the key must be EdDSA (Ed25519) or ES256 (P-256)`);
  }
  if (typeof jwk.d !== 'string') throw new LoopgovError('ERR_KEY', `${keyFile}: not a private key (no "d")`);
  if (typeof jwk.kid !== 'string' || jwk.kid === '')
    throw new LoopgovError('ERR_KEY', `${keyFile}: the key has no kid`);
  try {
    return { kid: jwk.kid, alg: alg as CheckpointKey['alg'], key: await importJWK(jwk, alg) };
  } catch (e) {
    throw new LoopgovError('ERR_KEY', `${keyFile}: unusable key: ${describeError(e)}`);
  }
}

/**
 * The public half of a checkpoint key file (its private members dropped), to verify what it signed.
 * Throws `ERR_KEY` as `loadCheckpointKey` does.
 *
 * @example
 * checkpointPublicJwk('keys/runner.private.jwk.json') // { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA' }
 */
export function checkpointPublicJwk(keyFile: string): JWK {
  const jwk = parseJson(readText(keyFile, 'ERR_KEY', 'key file'), keyFile) as JWK;
  const pub = Object.fromEntries(Object.entries(jwk).filter(([m]) => !PRIVATE_MEMBERS.includes(m))) as JWK;
  const alg = jwk.alg ?? (jwk.crv === 'Ed25519' ? 'EdDSA' : jwk.crv === 'P-256' ? 'ES256' : undefined);
  if (!alg || !(ALGS as readonly string[]).includes(alg) || typeof jwk.kid !== 'string' || jwk.kid === '')
    throw new LoopgovError('ERR_KEY', `${keyFile}: the key must be EdDSA or ES256, with a kid`);
  return { ...pub, alg };
}

/** Signs a checkpoint statement with a loaded key. */
export async function signCheckpointWith(
  k: CheckpointKey,
  statement: CheckpointStatement,
  now: () => number = Date.now,
): Promise<string> {
  const claims: Record<string, unknown> = {
    run_id: statement.run_id,
    length: statement.length,
    head: statement.head,
  };
  if (statement.root !== undefined) claims.root = statement.root;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: k.alg, kid: k.kid, typ: CHECKPOINT_TYP })
    .setIssuer('loopgov')
    .setIssuedAt(Math.floor(now() / 1000))
    .sign(k.key);
}

/**
 * Verifies a checkpoint against the keys of `trustFile` (a JWKS JSON, or an approver registry YAML) and
 * returns its statement. Throws `ERR_TOKEN` when it does not verify or is for another run.
 */
export async function verifyCheckpoint(
  jws: string,
  trustFile: string,
  runId: string,
): Promise<SignedCheckpoint> {
  return verifyCheckpointWith(jws, loadTrustKeys(trustFile), trustFile, runId);
}

/** Public keys from a JWKS JSON file or an approver registry YAML; private members are refused. */
export function loadTrustKeys(file: string): JWK[] {
  const text = readText(file, 'ERR_KEY', 'trust file');
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{')) {
    const jwks = parseJson(text, file) as { keys?: unknown };
    if (!Array.isArray(jwks.keys)) throw new LoopgovError('ERR_KEY', `${file}: a JWKS needs a "keys" array`);
    const keys = jwks.keys as JWK[];
    for (const k of keys) {
      const priv = Object.keys(k).filter((m) => PRIVATE_MEMBERS.includes(m));
      if (priv.length > 0)
        throw new LoopgovError('ERR_KEY', `${file}: key ${k.kid} has private member(s) ${priv}`);
      if (!k.kid || !(ALGS as readonly string[]).includes(String(k.alg))) {
        throw new LoopgovError('ERR_KEY', `${file}: every key needs a kid and alg EdDSA or ES256`);
      }
    }
    return keys;
  }
  const { data } = parseSafeYaml(text, file);
  const reg = data as ApproverRegistry;
  if (reg?.kind !== 'ApproverRegistry' || !Array.isArray(reg.approvers)) {
    throw new LoopgovError('ERR_KEY', `${file}: neither a JWKS nor an ApproverRegistry`);
  }
  return [...buildKeyIndex(reg).values()].map((k) => k.jwk as unknown as JWK);
}

/**
 * The checkpoint (JWS) stored in `file`; `ERR_CHECKPOINT_FILE` when it cannot be read, or is not a
 * regular file of at most `MAX_CHECKPOINT_BYTES` (a pipe or a device planted under a checkpoint's name is
 * refused at once, never waited on or read without end).
 */
export function readCheckpointFile(file: string): string {
  try {
    return readSmallRegularFile(file, MAX_CHECKPOINT_BYTES);
  } catch (e) {
    throw new LoopgovError('ERR_CHECKPOINT_FILE', `cannot read checkpoint ${file}: ${describeError(e)}`);
  }
}

/** Stores a checkpoint (JWS) in `file`, one line; `ERR_CHECKPOINT_FILE` when it cannot be written. */
export function writeCheckpointFile(file: string, jws: string): void {
  try {
    writeFileSync(file, `${jws}\n`);
  } catch (e) {
    throw new LoopgovError('ERR_CHECKPOINT_FILE', `cannot write ${file}: ${describeError(e)}`);
  }
}

/** The text of `file`, or `code` naming what the file is and why it cannot be read. */
/** The file's text, only when its bytes are UTF-8 (decision 114: never decoded with U+FFFD replacement). */
function readText(file: string, code: 'ERR_KEY', what: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    throw new LoopgovError(code, `cannot read ${what} ${file}: ${describeError(e)}`);
  }
  if (!isUtf8(bytes))
    throw new LoopgovError(
      code,
      `${what} ${file}: ${notUtf8Message(firstInvalidUtf8(bytes), utf16BomOf(bytes))}`,
    );
  return bytes.toString('utf8');
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new LoopgovError('ERR_KEY', `${file}: not JSON: ${describeError(e)}`);
  }
}

/**
 * The checkpoint files runners wrote (`<run>/checkpoints/<length>.jwt`) under `traceDir`, for one run
 * or all, as `<run_id>/<name>` paths for a witness.
 *
 * @example
 * listCheckpointFiles('traces') // [{ path: 'r1/000000000012.jwt', file: 'traces/r1/checkpoints/000000000012.jwt' }]
 */
export function listCheckpointFiles(traceDir: string, runId?: string): { path: string; file: string }[] {
  const runs = runId
    ? [runId]
    : readdirSync(traceDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name);
  const out: { path: string; file: string }[] = [];
  for (const r of runs) {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(r) || r.includes('..')) continue;
    const dir = join(traceDir, r, 'checkpoints');
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (/^\d{12}\.jwt$/.test(name)) out.push({ path: `${r}/${name}`, file: join(dir, name) });
    }
  }
  return out;
}
