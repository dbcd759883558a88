/**
 * Real temporary governance repositories and hand-crafted approval tokens for the gate's tests.
 * Tokens are built here with node:crypto (base64url JSON + signature), independent of our own signer.
 * `digest` and `runGate` run the CLI in this process (test/helpers/cli.ts).
 */
import { execFileSync } from 'node:child_process';
import { createHmac, createPrivateKey, sign as cryptoSign, randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { runCli } from './cli.js';
import { commitAll } from './git-repo.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const REPO_ID = 'acme/agent-policies';

export interface Person {
  name: string;
  email: string;
}
export const PEOPLE: Record<string, Person> = {
  seed: { name: 'Seed', email: 'seed@example.org' },
  alice: { name: 'Alice', email: 'alice@example.com' },
  bob: { name: 'Bob', email: 'bob@example.com' },
  carol: { name: 'Carol', email: 'carol@example.com' },
  dave: { name: 'Dave', email: 'dave@example.com' },
  erin: { name: 'Erin', email: 'erin@example.com' },
};

export type PrivateJwk = {
  kty: string;
  crv: string;
  x: string;
  y?: string;
  d: string;
  kid: string;
  alg: string;
};

export function fixtureKey(kid: string): PrivateJwk {
  return JSON.parse(readFileSync(join(ROOT, 'test/fixtures/keys', `${kid}.private.jwk.json`), 'utf8'));
}

export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A fresh repository whose `main` holds the example policies, committed by a non-approver. */
export function makeRepo(tag = 'gate'): string {
  const dir = mkdtempSync(join(tmpdir(), `loopgov-${tag}-`));
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'commit.gpgsign', 'false');
  cpSync(join(ROOT, 'policies'), join(dir, 'policies'), { recursive: true });
  commitAs(dir, PEOPLE.seed!, 'initial policies', {});
  return dir;
}

export function removeRepo(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Writes (or deletes, with `null`) files and commits them all as `who`. */
export function commitAs(
  dir: string,
  who: Person,
  message: string,
  files: Record<string, string | null>,
): string {
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, path);
    if (content === null) rmSync(full, { force: true });
    else {
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, content);
    }
  }
  return commitAll(dir, message, {
    ...process.env,
    GIT_AUTHOR_NAME: who.name,
    GIT_AUTHOR_EMAIL: who.email,
    GIT_COMMITTER_NAME: who.name,
    GIT_COMMITTER_EMAIL: who.email,
  });
}

function read(dir: string, path: string): string {
  return readFileSync(join(dir, path), 'utf8');
}

/** `policies/loop-policy.yaml` with one text replacement (which must match). */
export function editPolicy(dir: string, file: string, from: string | RegExp, to: string): string {
  const text = read(dir, `policies/${file}`);
  const out = text.replace(from, to);
  if (out === text) throw new Error(`edit of ${file} did not match ${from}`);
  return out;
}

/** `loopgov digest` of `rev`; throws when it fails. */
export async function digest(dir: string, rev: string): Promise<string> {
  const r = await runCli(['digest', '--repo', dir, '--rev', rev]);
  if (r.code !== 0) throw new Error(`loopgov digest --rev ${rev} failed (${r.code}): ${r.stderr}`);
  return r.stdout.trim();
}

export interface GateRun {
  code: number | null;
  json: GateJson;
  stdout: string;
  stderr: string;
}
export interface GateJson {
  verdict: 'pass' | 'block';
  class: string | null;
  reasons: string[];
  approvals: {
    file: string;
    approver: string | null;
    kid: string | null;
    counted: boolean;
    reason: string;
    codes: string[];
  }[];
  stale: {
    file: string;
    approver: string | null;
    decision: string | null;
    counted: boolean;
    reason: string;
    commit: string;
    atHead: boolean;
  }[];
  ceiling: { field: string; message: string }[];
  rules: { role: string; count: number; classes: string[]; counted: string[]; met: boolean }[];
  head: { digest: string } | null;
  merges: 'head' | 'base' | 'neither';
  digest: string | null;
}

export async function runGate(
  dir: string,
  base: string,
  head: string,
  author = 'dave-gh',
  extra: string[] = ['--json'],
): Promise<GateRun> {
  const r = await runCli([
    ...['gate', '--repo', dir, '--base', base, '--head', head],
    ...['--repo-id', REPO_ID, '--author', author, ...extra],
  ]);
  let json = {} as GateJson;
  try {
    json = JSON.parse(r.stdout);
  } catch {
    // not JSON: a usage or revision error; callers assert on stderr
  }
  return { code: r.code, json, stdout: r.stdout, stderr: r.stderr };
}

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

export interface Claims {
  iss?: unknown;
  aud?: unknown;
  sub?: unknown;
  iat?: unknown;
  exp?: unknown;
  nbf?: unknown;
  jti?: unknown;
  base?: unknown;
  head?: unknown;
  decision?: unknown;
  [k: string]: unknown;
}

export function now(): number {
  return Math.floor(Date.now() / 1000);
}

/** The claims a correct approval of base..head by `approver` would carry. */
export function goodClaims(approver: string, base: string, head: string, decision = 'approve'): Claims {
  const t = now();
  return {
    iss: 'loopgov',
    aud: REPO_ID,
    sub: approver,
    iat: t,
    exp: t + 3600,
    jti: randomUUID(),
    base,
    head,
    decision,
  };
}

/** Signs `header.payload` with a private JWK (EdDSA or ES256, raw r||s), by hand. */
export function craft(header: Record<string, unknown>, claims: Claims, key: PrivateJwk | null): string {
  const input = `${b64(header)}.${b64(claims)}`;
  if (!key) return `${input}.`;
  const k = createPrivateKey({ key: key as never, format: 'jwk' });
  const sig =
    key.kty === 'OKP'
      ? cryptoSign(null, Buffer.from(input), k)
      : cryptoSign('sha256', Buffer.from(input), { key: k, dsaEncoding: 'ieee-p1363' });
  return `${input}.${sig.toString('base64url')}`;
}

export function hs256(header: Record<string, unknown>, claims: Claims, secret: string): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

const P256_N = BigInt('0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551');

/** The other valid ES256 signature of the same message: (r, n − s). */
export function malleate(es256Token: string): string {
  const [h, p, s] = es256Token.split('.') as [string, string, string];
  const sig = Buffer.from(s, 'base64url');
  const r = sig.subarray(0, 32);
  const sVal = BigInt(`0x${sig.subarray(32).toString('hex')}`);
  const flipped = Buffer.from((P256_N - sVal).toString(16).padStart(64, '0'), 'hex');
  return `${h}.${p}.${Buffer.concat([r, flipped]).toString('base64url')}`;
}

export function header(
  kid: string | undefined,
  alg = 'EdDSA',
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { alg, ...(kid === undefined ? {} : { kid }), typ: 'loopgov-approval+jwt', ...extra };
}

/** The TEST-ONLY fixture key of each example approver: [kid, alg]. */
export const KIDS: Record<string, [string, string]> = {
  alice: ['alice-2026', 'EdDSA'],
  bob: ['bob-2026', 'ES256'],
  carol: ['carol-2026', 'EdDSA'],
  dave: ['dave-2026', 'EdDSA'],
  erin: ['erin-2026', 'EdDSA'],
  'meta-loop': ['metabot-2026', 'EdDSA'],
};

/** `approvals/<head>/<kid>.jwt` → a correct token by `who` for base..head (claims overridable). */
export function signAs(
  who: string,
  base: string,
  head: string,
  decision = 'approve',
  over: Claims = {},
): Record<string, string> {
  const [kid, alg] = KIDS[who]!;
  return {
    [`approvals/${head}/${kid}.jwt`]: craft(
      header(kid, alg),
      { ...goodClaims(who, base, head, decision), ...over },
      fixtureKey(kid),
    ),
  };
}

/**
 * Rewrites the raw object of the current branch's tip (same tree, same parents) and moves the branch to
 * it: how a commit git itself would never write (a NUL in a name, two author lines) gets made.
 */
export function rewriteTip(dir: string, edit: (raw: Buffer) => Buffer): string {
  const old = git(dir, 'rev-parse', 'HEAD').trim();
  const raw = execFileSync('git', ['cat-file', 'commit', old], { cwd: dir });
  const sha = execFileSync('git', ['hash-object', '-t', 'commit', '-w', '--stdin', '--literally'], {
    cwd: dir,
    input: edit(raw),
    encoding: 'utf8',
  }).trim();
  git(dir, 'update-ref', 'HEAD', sha, old);
  return sha;
}

export interface RuleBundleRepo {
  dir: string;
  /** `main`: the base, whose ceiling makes a loosening need 3 org-admins (the ceiling rule: 2). */
  base: string;
  baseDigest: string;
  /** Branch `bundle`: a loosening (L2 max_steps 20 → 190) plus a ceiling tightening (corrections 5 → 4), by dave. */
  bundle: string;
  bundleDigest: string;
}

/**
 * The repository of decision 109's bypass: on it, a change that loosens and edits the ceiling needs the
 * loosen rule (3 org-admins) as well as the ceiling rule (2). Approve `bundle` with `signAs` + `commitAs`.
 */
export async function makeRuleBundleRepo(): Promise<RuleBundleRepo> {
  const dir = makeRepo('rules');
  const ceiling = editPolicy(
    dir,
    'org-ceiling.yaml',
    'loosen: {role: org-admin, count: 1}',
    'loosen: {role: org-admin, count: 3}',
  );
  const base = commitAs(dir, PEOPLE.seed!, 'org: loosenings need 3 org-admins', {
    'policies/org-ceiling.yaml': ceiling,
  });
  git(dir, 'checkout', '-q', '-b', 'bundle');
  const bundle = commitAs(dir, PEOPLE.dave!, 'loosen L2, tighten the ceiling', {
    'policies/loop-policy.yaml': editPolicy(
      dir,
      'loop-policy.yaml',
      'L2: {budget: {max_steps: 20,',
      'L2: {budget: {max_steps: 190,',
    ),
    'policies/org-ceiling.yaml': ceiling.replace(
      'max_corrections_per_step: 5}',
      'max_corrections_per_step: 4}',
    ),
  });
  return { dir, base, baseDigest: await digest(dir, base), bundle, bundleDigest: await digest(dir, bundle) };
}

export interface ApprovedPin {
  /** The working repository (commits made here are pushed to `origin` by the test). */
  repo: string;
  /** A bare clone of it: the policy repository runs pin (`file://${origin}`). */
  origin: string;
  /** The approved commit on main: a prod run may pin it. */
  commit: string;
  /** A trust file holding the example approvers. */
  trustFile: string;
  /** A token over the change to `commit`'s digest, as `who` with key `kid` ('approve' or 'reject'). */
  token(who: string, kid: string, decision: string): string;
  /** The digest `token` is over (where approvals/ files go). */
  head: string;
}

/**
 * A policy repository whose main holds a change to L3 approved by alice (an org-admin: prod may pin it),
 * cloned bare as the `origin` runs pin, and a trust file with the example approvers.
 */
export async function makeApprovedPin(tag: string): Promise<ApprovedPin> {
  const repo = makeRepo(tag);
  const trustFile = join(mkdtempSync(join(tmpdir(), 'loopgov-trust-')), 'trust.yaml');
  writeFileSync(trustFile, readFileSync(join(ROOT, 'policies/approvers.yaml')));
  const base = await digest(repo, 'main');
  commitAs(repo, PEOPLE.dave!, 'L3: 80 steps', {
    'policies/loop-policy.yaml': editPolicy(
      repo,
      'loop-policy.yaml',
      'L3: {budget: {max_steps: 60,',
      'L3: {budget: {max_steps: 80,',
    ),
  });
  const head = await digest(repo, 'main');
  const token = (who: string, kid: string, decision: string) =>
    `${craft(header(kid, kid === 'bob-2026' ? 'ES256' : 'EdDSA'), goodClaims(who, base, head, decision), fixtureKey(kid))}\n`;
  const commit = commitAs(repo, PEOPLE.carol!, 'approved', {
    [`approvals/${head}/alice-2026.jwt`]: token('alice', 'alice-2026', 'approve'),
  });
  const origin = join(mkdtempSync(join(tmpdir(), 'loopgov-origin-')), 'policies.git');
  git(repo, 'clone', '-q', '--bare', repo, origin);
  return { repo, origin, commit, trustFile, token, head };
}
