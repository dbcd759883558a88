/** The protected header of an approval token: what may be in it, and which registry key it names. */
import { describeError } from '../errors.js';
import { ID_PATTERN } from './keys.js';
import { ALLOWED_ALGS, APPROVAL_TYP, type KeyIndex, type TokenProblem, type TrustedKey } from './types.js';

/** Header parameters that would let a token bring its own key or certificate. */
const KEY_BEARING = ['jwk', 'jku', 'x5u', 'x5c', 'x5t', 'x5t#S256'];
const ALLOWED_PARAMS = new Set(['alg', 'kid', 'typ']);

export type Segment = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

/**
 * Decodes one base64url segment holding a JSON object.
 *
 * @example
 * decodeSegment('eyJhbGciOiJFZERTQSJ9') // { ok: true, value: { alg: 'EdDSA' } }
 */
export function decodeSegment(segment: string): Segment {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { ok: false, error: 'not a JSON object' };
    return { ok: true, value: value as Record<string, unknown> };
  } catch (e) {
    return { ok: false, error: `not base64url JSON (${describeError(e)})` };
  }
}

export interface HeaderFacts {
  kid?: string;
  /** The registry key the header names, when it names one validly. */
  key?: TrustedKey;
  /** Whether a signature check is meaningful (a known alg matching the key, no `crit`). */
  signatureCheckable: boolean;
}

/**
 * Reports every header problem through `add` and returns the registry key named by `kid`, if any.
 *
 * @example
 * inspectHeader(encodedHeader, keys, (code, msg) => problems.push({ code, message: msg }))
 */
export function inspectHeader(
  segment: string,
  keys: KeyIndex,
  add: (code: TokenProblem['code'], message: string) => void,
  expect: { typ: string; registry: string } = {
    typ: APPROVAL_TYP,
    registry: 'the approver registry at base',
  },
): HeaderFacts {
  const decoded = decodeSegment(segment);
  if (!decoded.ok) {
    add('ERR_TOKEN_MALFORMED', `header: ${decoded.error}`);
    return { signatureCheckable: false };
  }
  const hdr = decoded.value;
  let checkable = true;
  const alg = hdr.alg;
  if (typeof alg !== 'string' || !(ALLOWED_ALGS as readonly string[]).includes(alg)) {
    add('ERR_TOKEN_ALG', `alg ${JSON.stringify(alg)} is not allowed (only ${ALLOWED_ALGS.join(', ')})`);
    checkable = false;
  }
  for (const name of Object.keys(hdr)) {
    if (KEY_BEARING.includes(name))
      add('ERR_TOKEN_HEADER', `header "${name}" would supply a key: keys come only from the registry`);
    else if (name === 'crit') {
      add('ERR_TOKEN_CRIT', `crit ${JSON.stringify(hdr.crit)}: no critical extension is understood`);
      checkable = false;
    } else if (!ALLOWED_PARAMS.has(name)) {
      add('ERR_TOKEN_HEADER', `unexpected header parameter "${name}"`);
      if (name === 'b64') checkable = false;
    }
  }
  if (hdr.typ !== expect.typ) add('ERR_TOKEN_TYP', `typ ${JSON.stringify(hdr.typ)} is not "${expect.typ}"`);
  const kid = hdr.kid;
  if (kid === undefined) {
    add('ERR_TOKEN_KID', 'no kid: the token does not say which registry key signed it');
    return { signatureCheckable: false };
  }
  if (typeof kid !== 'string' || !ID_PATTERN.test(kid)) {
    add('ERR_TOKEN_KID', `kid ${JSON.stringify(kid)} is not a key id`);
    return { signatureCheckable: false };
  }
  const key = keys.get(kid);
  if (!key) {
    add('ERR_TOKEN_KID', `kid "${kid}" is not in ${expect.registry}`);
    return { kid, signatureCheckable: false };
  }
  if (typeof alg === 'string' && alg !== key.alg) {
    add('ERR_TOKEN_ALG', `alg ${alg} does not match key ${kid} (${key.alg})`);
    checkable = false;
  }
  return { kid, key, signatureCheckable: checkable };
}
