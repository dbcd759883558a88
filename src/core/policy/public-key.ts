/**
 * Whether a registry's public key is one only its owner can sign for. The schema fixes a key's shape
 * (`kty`, `crv`, 43 base64url characters per coordinate); what it cannot see is the point itself:
 * - an Ed25519 key of small order (the identity, or one of the 7 points of order 2, 4 or 8) verifies a
 *   forged signature (R = the identity, S = 0) for about one message in 8, with no private key at all;
 *   Node's verifier accepts such keys, so anyone could approve as its approver;
 * - a non-canonical Ed25519 encoding (y ≥ p, or x = 0 with its sign bit set) is a second spelling of
 *   another key;
 * - a P-256 point off the curve fails only later, as a signature error whenever a token names it.
 * Pure arithmetic on BigInt (no I/O): checked once per key, where a registry is parsed and where a key
 * index is built (trust files too). `keyIdentity` gives the decoded point, so one key listed twice — under
 * two approvers it would count as two of them — is found whatever its base64url spelling.
 */

const P25519 = 2n ** 255n - 19n;
const D25519 = mod(-121665n * inverse(121666n, P25519), P25519);
const SQRT_M1 = power(2n, (P25519 - 1n) / 4n, P25519);

const P256 = 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n;
const B256 = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

/** A public JWK's members this check reads. */
export interface PublicJwk {
  kty?: unknown;
  crv?: unknown;
  x?: unknown;
  y?: unknown;
}

/**
 * Why `jwk` is no key only its owner can sign for (in words that follow "key K of A"), or undefined.
 *
 * @example
 * publicKeyProblem({ kty: 'OKP', crv: 'Ed25519', x: 'JuiVj8KyJ7BFw_SJ8u-Y8NXfrAXTxjM5sTgCiG1T_AU' })
 * // 'is a point of small order (8): anyone can forge signatures for it'
 */
export function publicKeyProblem(jwk: PublicJwk): string | undefined {
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return ed25519Problem(bytesOf(jwk.x, 32));
  if (jwk.kty === 'EC' && jwk.crv === 'P-256') return p256Problem(bytesOf(jwk.x, 32), bytesOf(jwk.y, 32));
  return `has an unsupported key type ${JSON.stringify(jwk.kty)}/${JSON.stringify(jwk.crv)}`;
}

/** The key as a point (`kty/crv/x-hex[/y-hex]`): equal for one key however its base64url is spelled. */
export function keyIdentity(jwk: PublicJwk): string {
  const hex = (v: unknown) => bytesOf(v, 32)?.toString('hex') ?? String(v);
  return [jwk.kty, jwk.crv, hex(jwk.x), ...(jwk.y === undefined ? [] : [hex(jwk.y)])].join('/');
}

function ed25519Problem(x: Buffer | undefined): string | undefined {
  if (!x) return 'has no 32-byte x';
  const sign = x[31]! >> 7;
  const y = littleEndian(x) & ((1n << 255n) - 1n);
  if (y >= P25519) return 'is a non-canonical encoding (y ≥ 2^255 - 19)';
  const yy = mod(y * y, P25519);
  const u = mod(yy - 1n, P25519);
  const v = mod(D25519 * yy + 1n, P25519);
  // x = u v³ (u v⁷)^((p-5)/8), then fixed by √-1 (RFC 8032 §5.1.3).
  let px = mod(
    u * power(v, 3n, P25519) * power(u * power(v, 7n, P25519), (P25519 - 5n) / 8n, P25519),
    P25519,
  );
  const vxx = mod(v * px * px, P25519);
  if (vxx === mod(-u, P25519)) px = mod(px * SQRT_M1, P25519);
  else if (vxx !== u) return 'is not a point on the Ed25519 curve';
  if (px === 0n && sign === 1) return 'is a non-canonical encoding (x = 0 with its sign bit set)';
  if (Number(px & 1n) !== sign) px = P25519 - px;
  let point: [bigint, bigint] = [px, y];
  for (let i = 0; i < 3; i++) point = edwardsDouble(point);
  if (point[0] === 0n && point[1] === 1n)
    return 'is a point of small order (at most 8): anyone can forge signatures for it';
  return undefined;
}

/** 2·(x, y) on -x² + y² = 1 + d x² y² (affine: this runs once per key). */
function edwardsDouble([x, y]: [bigint, bigint]): [bigint, bigint] {
  const xy = mod(x * y, P25519);
  const t = mod(D25519 * xy * xy, P25519);
  return [
    mod(2n * xy * inverse(1n + t, P25519), P25519),
    mod((y * y + x * x) * inverse(mod(1n - t, P25519), P25519), P25519),
  ];
}

function p256Problem(x: Buffer | undefined, y: Buffer | undefined): string | undefined {
  if (!x || !y) return 'has no 32-byte x and y';
  const px = bigEndian(x);
  const py = bigEndian(y);
  if (px >= P256 || py >= P256) return 'has a coordinate outside the P-256 field';
  if (mod(py * py - (px * px * px - 3n * px + B256), P256) !== 0n) return 'is not a point on the P-256 curve';
  return undefined;
}

/** The base64url value's bytes when it is exactly `size` of them. */
function bytesOf(value: unknown, size: number): Buffer | undefined {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]*$/.test(value)) return undefined;
  const bytes = Buffer.from(value, 'base64url');
  return bytes.length === size ? bytes : undefined;
}

function littleEndian(bytes: Buffer): bigint {
  return bigEndian(Buffer.from(bytes).reverse());
}

function bigEndian(bytes: Buffer): bigint {
  return BigInt(`0x${bytes.toString('hex') || '0'}`);
}

function mod(a: bigint, m: bigint): bigint {
  const r = a % m;
  return r < 0n ? r + m : r;
}

function power(base: bigint, exp: bigint, m: bigint): bigint {
  let result = 1n;
  let b = mod(base, m);
  for (let e = exp; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % m;
    b = (b * b) % m;
  }
  return result;
}

function inverse(a: bigint, m: bigint): bigint {
  return power(a, m - 2n, m);
}
