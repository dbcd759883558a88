/**
 * Signed checkpoints of a trace (SPEC §5): a compact JWS of `{run_id, length, head}`. A hash chain
 * proves its records agree with each other; only a statement signed outside it proves that the trace
 * still has the length and the head it had, so a cut tail or a recomputed chain shows.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createLocalJWKSet, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import { buildKeyIndex } from '../../core/approval/keys.js';
import { describeError, LoopgovError } from '../../core/errors.js';
import { HEX64 } from '../../core/trace/chain.js';
import type { ApproverRegistry } from '../../core/policy/types.js';
import { parseSafeYaml } from '../../core/policy/yaml.js';

const CHECKPOINT_TYP = 'loopgov-checkpoint+jwt';
const ALGS = ['EdDSA', 'ES256'] as const;
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k', 'oth'];

/** What a checkpoint states. */
export interface CheckpointStatement {
  run_id: string;
  /** Number of records (lines) in the trace when it was taken. */
  length: number;
  /** Hash of record `length - 1`. */
  head: string;
}

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
  const jwk = parseJson(readText(keyFile, 'ERR_KEY', 'key file'), keyFile) as JWK;
  const alg = jwk.alg ?? (jwk.crv === 'Ed25519' ? 'EdDSA' : jwk.crv === 'P-256' ? 'ES256' : undefined);
  if (!alg || !(ALGS as readonly string[]).includes(alg)) {
    throw new LoopgovError('ERR_KEY', `${keyFile}: the key must be EdDSA (Ed25519) or ES256 (P-256)`);
  }
  if (typeof jwk.d !== 'string') throw new LoopgovError('ERR_KEY', `${keyFile}: not a private key (no "d")`);
  if (typeof jwk.kid !== 'string' || jwk.kid === '')
    throw new LoopgovError('ERR_KEY', `${keyFile}: the key has no kid`);
  let key: Awaited<ReturnType<typeof importJWK>>;
  try {
    key = await importJWK(jwk, alg);
  } catch (e) {
    throw new LoopgovError('ERR_KEY', `${keyFile}: unusable key: ${describeError(e)}`);
  }
  return new SignJWT({ run_id: statement.run_id, length: statement.length, head: statement.head })
    .setProtectedHeader({ alg, kid: jwk.kid, typ: CHECKPOINT_TYP })
    .setIssuer('loopgov')
    .setIssuedAt(Math.floor(now() / 1000))
    .sign(key);
}

/**
 * Verifies a checkpoint against the keys of `trustFile` (a JWKS JSON, or an approver registry YAML) and
 * returns its statement. Throws `ERR_TOKEN` when it does not verify or is for another run.
 */
export async function verifyCheckpoint(
  jws: string,
  trustFile: string,
  runId: string,
): Promise<CheckpointStatement & { kid: string; iat: number }> {
  const keys = loadTrustKeys(trustFile);
  let result: Awaited<ReturnType<typeof jwtVerify>>;
  try {
    result = await jwtVerify(jws.trim(), createLocalJWKSet({ keys }), {
      algorithms: [...ALGS],
      typ: CHECKPOINT_TYP,
      issuer: 'loopgov',
      requiredClaims: ['iat', 'run_id', 'length', 'head'],
    });
  } catch (e) {
    throw new LoopgovError(
      'ERR_TOKEN',
      `checkpoint does not verify against ${trustFile}: ${describeError(e)}`,
    );
  }
  const p = result.payload as Record<string, unknown>;
  if (p.run_id !== runId) {
    throw new LoopgovError('ERR_TOKEN', `checkpoint is for run ${JSON.stringify(p.run_id)}, not ${runId}`);
  }
  if (
    !Number.isSafeInteger(p.length) ||
    (p.length as number) < 1 ||
    typeof p.head !== 'string' ||
    !HEX64.test(p.head)
  ) {
    throw new LoopgovError('ERR_TOKEN', 'checkpoint has a malformed length or head');
  }
  return {
    run_id: runId,
    length: p.length as number,
    head: p.head,
    kid: String(result.protectedHeader.kid),
    iat: p.iat as number,
  };
}

/** The checkpoint (JWS) stored in `file`; `ERR_CHECKPOINT_FILE` when it cannot be read. */
export function readCheckpointFile(file: string): string {
  return readText(file, 'ERR_CHECKPOINT_FILE', 'checkpoint');
}

/** Stores a checkpoint (JWS) in `file`, one line; `ERR_CHECKPOINT_FILE` when it cannot be written. */
export function writeCheckpointFile(file: string, jws: string): void {
  try {
    writeFileSync(file, `${jws}\n`);
  } catch (e) {
    throw new LoopgovError('ERR_CHECKPOINT_FILE', `cannot write ${file}: ${describeError(e)}`);
  }
}

/** Public keys from a JWKS JSON file or an approver registry YAML; private members are refused. */
function loadTrustKeys(file: string): JWK[] {
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

/** The text of `file`, or `code` naming what the file is and why it cannot be read. */
function readText(file: string, code: 'ERR_KEY' | 'ERR_CHECKPOINT_FILE', what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new LoopgovError(code, `cannot read ${what} ${file}: ${describeError(e)}`);
  }
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new LoopgovError('ERR_KEY', `${file}: not JSON: ${describeError(e)}`);
  }
}
