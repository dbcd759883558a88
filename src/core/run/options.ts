/**
 * The one validator of a run's options (SPEC §4.3): `openRun` and `loopgov run` both call
 * `parseRunOptions`, so the library refuses exactly what the CLI refuses — `profile: 'Prod'` or
 * `level: 'l5'` is `ERR_USAGE`, never treated as something else. Pure: paths are checked for shape here
 * and resolved by the I/O layer; nothing is read.
 */
import { LoopgovError } from '../errors.js';
import { refuseUnknownKeys } from '../option-keys.js';
import { FULL_COMMIT } from '../policy/digest.js';
import { shownValue } from '../shown-value.js';
import { LEVELS, type Level, PROFILES, type Profile, type Scope } from '../policy/types.js';
import { isRunId } from '../trace/run-id.js';
import type { Clock, CommandRunner, GovernanceMode } from './types.js';

/** A project name as the policy's `projects:` keys spell it (`defs.schema.json#/definitions/id`). */
export const PROJECT_ID = /^[a-z0-9][a-z0-9._-]{0,63}$/;
/** A full ref name under `refs/` (no `..`, no trailing `/`). */
const SAFE_REF = /^refs\/[A-Za-z0-9._/-]{1,240}$/;
/** The default reachability TTL (SPEC §4.1): a proof older than this is proven again. */
export const DEFAULT_REACHABILITY_TTL_SEC = 600;
/**
 * How long proving reachability may take by default — waiting for another run's fetch into the same
 * cache clone, fetching, asking the repository — before the repository counts as unreachable (decision 132).
 */
export const DEFAULT_FETCH_TIMEOUT_SEC = 30;
/** The longest fetch timeout that may be set: a run start is not held for more than an hour. */
export const MAX_FETCH_TIMEOUT_SEC = 3600;

/** How to reach a pinned policy commit (SPEC §4.1). */
export interface PinnedPolicySpec {
  kind: 'pinned';
  /** A local path (relative to the current directory) or a URL (https, ssh, file, git@host:path). */
  repo: string;
  /** A full 40-hex commit id. */
  commit: string;
  /** Default: the policy repository's own `main` branch, `refs/heads/main`. */
  protectedRef?: string;
  /** An approver registry kept outside the policy repository (profile prod). */
  trustFile?: string;
  /** Default: `LOOPGOV_CACHE_DIR`, else `$XDG_CACHE_HOME/loopgov`, else `~/.cache/loopgov`. */
  cacheDir?: string;
  /** A cached reachability proof older than this is proven again (default 600). */
  reachabilityTtlSec?: number;
  /** When proving again cannot reach the repository, run on the older proof (recorded in `run_start`). */
  offline?: boolean;
  /**
   * Seconds proving reachability may take in all (waiting for another run's fetch, fetching, asking the
   * repository) before the repository counts as unreachable: 1 to 3600, default 30.
   */
  fetchTimeoutSec?: number;
  /**
   * The environment git reaches the repository with (ssh commands, config, certificates, proxies; not
   * the variables that would relocate the cache clone) and the default cache dir comes from (default:
   * `process.env`).
   */
  env?: Readonly<Record<string, string | undefined>>;
}

/** How the commit's reachability from the protected ref was established for this load (SPEC §4.1). */
export interface Reachability {
  protected_ref: string;
  /** When the proof this load relies on was made (ISO-8601). */
  proven_at: string;
  ttl_sec: number;
  /** Whether `offline` was given. */
  offline: boolean;
  /** Set when the proof was older than the TTL and proving it again failed: it ran on the older proof. */
  stale_proof_used?: { age_sec: number; fetch_error: string };
  /**
   * Set when a prod load could not fetch the protected ref and ran on a proof younger than the TTL: its
   * reachability and rejects are as the repository had them at `proven_at`.
   */
  fetch_error?: string;
}

/** A plain folder: profile dev only, audited as unpinned. */
export interface DirPolicySpec {
  kind: 'dir';
  dir: string;
}

/** Where the run's policy comes from. */
export type PolicySpec = PinnedPolicySpec | DirPolicySpec;

export interface RunOptions {
  runId: string;
  project: string;
  level: Level;
  profile: Profile;
  policy: PolicySpec;
  traceDir: string;
  /** Where command gates run (default: the current directory). */
  workdir?: string;
  clock?: Clock;
  durability?: 'fsync' | 'none';
  /** Dev only, and only where the policy says `governance: optional`: gates, budget and convergence advise. */
  governanceOff?: boolean;
  runner?: CommandRunner;
  /** Overlap the group-commit barriers of many runs in one process (`loopgov serve`); see the store. */
  overlapSync?: boolean;
}

/**
 * How an option is called where it was given: the library's key path (`policy.commit`) by default, the
 * CLI's flag (`--policy-commit`) for `loopgov run`.
 */
export type OptionName = (path: string) => string;

type Check = (v: unknown, at: string) => unknown;

const TOP: Record<string, Check> = {
  runId: (v, at) =>
    str(v, at, isRunId, '1-128 of A-Z a-z 0-9 . _ - starting with a letter or digit, without ".."'),
  project: (v, at) =>
    str(
      v,
      at,
      (s) => PROJECT_ID.test(s),
      'a project id: 1-64 of a-z 0-9 . _ - starting with a letter or digit',
    ),
  level: (v, at) => oneOf(v, at, LEVELS),
  profile: (v, at) => oneOf(v, at, PROFILES),
  policy: () => undefined, // checked by policySpec
  traceDir: (v, at) => path(v, at),
  workdir: (v, at) => path(v, at),
  clock: (v, at) => port(v, at, 'now'),
  durability: (v, at) => oneOf(v, at, ['fsync', 'none'] as const),
  governanceOff: (v, at) => bool(v, at),
  runner: (v, at) => port(v, at, 'run'),
  overlapSync: (v, at) => bool(v, at),
  checkpoint: (v, at) => checkpoint(v, at),
};
const REQUIRED_TOP = ['runId', 'project', 'level', 'profile', 'policy', 'traceDir'];

/**
 * Continuing an escalated run (`continueRun`, `loopgov run --continue`): the scope comes from the trace
 * (when given it must match), a resume token may be handed in; the rest is checked as for a new run —
 * `governanceOff` and `workdir` included: they are the continuation's own, never the trace's.
 */
const CONTINUE: Record<string, Check> = {
  ...Object.fromEntries(Object.entries(TOP).filter(([k]) => k !== 'overlapSync')),
  token: (v, at) => resumeToken(v, at),
};
const REQUIRED_CONTINUE = ['runId', 'policy', 'traceDir'];

const PINNED: Record<string, Check> = {
  kind: () => undefined,
  repo: (v, at) => repo(v, at),
  commit: (v, at) =>
    str(
      v,
      at,
      (s) => FULL_COMMIT.test(s),
      'a full 40-hex commit id: short ids, branch names and options are refused',
    ),
  protectedRef: (v, at) => ref(v, at),
  trustFile: (v, at) => path(v, at),
  cacheDir: (v, at) => path(v, at),
  reachabilityTtlSec: (v, at) => seconds(v, at),
  offline: (v, at) => bool(v, at),
  fetchTimeoutSec: (v, at) => fetchTimeout(v, at),
  env: (v, at) => env(v, at),
};
const DIR: Record<string, Check> = { kind: () => undefined, dir: (v, at) => path(v, at) };
/** `loadPinnedPolicy`'s request: a pinned spec (its kind checked by `checkPinRequest`), the profile and the clock. */
const PIN_REQUEST: Record<string, Check> = {
  ...PINNED,
  profile: TOP.profile!,
  now: (v, at) => {
    if (typeof v !== 'function')
      throw usage(`${at} must be a function giving milliseconds since the epoch (got ${shownValue(v)})`);
  },
};

/**
 * Checks every option of a run and returns them (only the known keys). Throws `ERR_USAGE` naming the
 * first bad option as `name` spells it, and quoting the bad value.
 *
 * @example
 * parseRunOptions({ runId: 'r1', project: 'demo', level: 'L2', profile: 'Prod', policy, traceDir: 't' })
 * // throws ERR_USAGE: profile must be one of prod, dev (got "Prod")
 */
export function parseRunOptions(input: unknown, name: OptionName = (p) => p): RunOptions {
  return parseWith(input, TOP, REQUIRED_TOP, name) as unknown as RunOptions;
}

/**
 * The same checks for the options of continuing an escalated run: `project`, `level` and `profile` are
 * optional (the trace has them), `token` a resume token.
 *
 * @example
 * parseContinueOptions({ runId: 'r1', traceDir: 'traces', policy, level: 'l3' }) // throws ERR_USAGE
 */
export function parseContinueOptions(input: unknown, name: OptionName = (p) => p): Record<string, unknown> {
  return parseWith(input, CONTINUE, REQUIRED_CONTINUE, name);
}

function parseWith(
  input: unknown,
  checks: Record<string, Check>,
  required: string[],
  name: OptionName,
): Record<string, unknown> {
  const o = record(input, 'options', name);
  checkFields(o, checks, required, '', name);
  const policy = parsePolicySpec(o.policy, name);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(checks)) if (o[k] !== undefined) out[k] = o[k];
  out.policy = policy;
  return out;
}

/**
 * Checks a scope (`resolveEffectivePolicy`, `explainEffectivePolicy`, `policy resolve`) as a run's
 * options are checked: `level: 'l0'` or `profile: 'Prod'` is `ERR_USAGE`, never a scope no layer names
 * (which would resolve to a looser policy: the defaults without the level's layer). `project: null` is
 * "any project the policy does not name". Returns the scope's three fields.
 *
 * @example
 * parseScope({ project: 'demo', level: 'l0', profile: 'prod' }) // throws ERR_USAGE: level must be one of L0, …
 */
export function parseScope(input: unknown, name: OptionName = (p) => p): Scope {
  const o = record(input, 'scope', name);
  if (o.project !== null) TOP.project!(o.project, name('project'));
  TOP.level!(o.level, name('level'));
  TOP.profile!(o.profile, name('profile'));
  return { project: o.project as string | null, level: o.level as Level, profile: o.profile as Profile };
}

/**
 * A run's own scope (`startRun`, as `openRun` and `loopgov run` check it): `parseScope`'s checks, and a
 * project named — `project: null` ("any project") is a scope to resolve a policy for, never one a run
 * is recorded under (a continuation could not read its `run_start`).
 *
 * @example
 * parseRunScope({ project: null, level: 'L2', profile: 'dev' }) // throws ERR_USAGE: project must be a project id: … (got null)
 */
export function parseRunScope(input: unknown, name: OptionName = (p) => p): Scope & { project: string } {
  const o = record(input, 'scope', name);
  TOP.project!(o.project, name('project'));
  return parseScope(o, name) as Scope & { project: string };
}

/**
 * Why `input` is no scope (`parseScope`'s message), or null: for a scope read from a trace, where the
 * caller says what is wrong in its own terms (a run_start that names no valid scope).
 *
 * @example
 * scopeProblem({ project: 'De Mo', level: 'L1', profile: 'prod' }) // 'project must be a project id: …'
 */
export function scopeProblem(input: unknown): string | null {
  try {
    parseScope(input);
    return null;
  } catch (e) {
    return (e as LoopgovError).message;
  }
}

/**
 * Checks a policy spec alone (`loopgov serve` checks its pin once, at start) and returns its known keys.
 *
 * @example
 * parsePolicySpec({ kind: 'pinned', repo: 'https://github.com/acme/p', commit: 'main' }) // throws ERR_USAGE
 */
export function parsePolicySpec(input: unknown, name: OptionName = (p) => p): PolicySpec {
  const policy = record(input, 'policy', name);
  const kind = policy.kind;
  if (kind !== 'pinned' && kind !== 'dir') {
    throw usage(`${name('policy.kind')} must be "pinned" or "dir" (got ${shownValue(kind)})`);
  }
  const checks = kind === 'pinned' ? PINNED : DIR;
  checkFields(policy, checks, kind === 'pinned' ? ['repo', 'commit'] : ['dir'], 'policy.', name);
  return pick(policy, checks) as unknown as PolicySpec;
}

/**
 * A pin request (`loadPinnedPolicy`) checked as `openRun` checks a pinned spec, before git sees any of
 * it: the same field checks and unknown keys (`protectdRef`), the profile (anything but `prod` or `dev`
 * — `'Prod'`, none — would load unverified, as dev) and `now`, the clock reachability proofs are dated
 * with. A run's pinned spec may be spread in as it is: its `kind` must then be `pinned`. The fields are
 * named as the request spells them (`commit`, `reachabilityTtlSec`). Throws `ERR_USAGE`.
 *
 * @example
 * checkPinRequest({ repo: '--upload-pack=x', commit, profile: 'prod' }) // throws ERR_USAGE: repo must be …
 */
export function checkPinRequest(input: unknown, name: OptionName = (p) => p): void {
  const o = record(input, 'options', name);
  if (o.kind !== undefined && o.kind !== 'pinned') {
    throw usage(
      `${name('kind')} must be "pinned" or left out: loadPinnedPolicy loads a pinned commit (got ${shownValue(o.kind)})`,
    );
  }
  checkFields(o, PIN_REQUEST, ['repo', 'commit', 'profile'], '', name);
}

/**
 * `input` as a resume token is handed in (`continueRun`'s `token`, `run.continue(token)`): a non-empty
 * string on one line. What it says is checked when it is verified. Throws `ERR_USAGE` naming `at`.
 *
 * @example
 * checkResumeToken(42, 'token') // throws ERR_USAGE: token must be a resume token: … (got 42)
 */
export function checkResumeToken(input: unknown, at = 'token'): void {
  resumeToken(input, at);
}

function checkFields(
  o: Record<string, unknown>,
  checks: Record<string, Check>,
  required: string[],
  prefix: string,
  name: OptionName,
): void {
  // A spec's `kind` is checked by its caller, and not listed as an option of its own.
  const known = Object.keys(checks).filter((k) => k !== 'kind');
  const { kind: _kind, ...options } = o;
  refuseUnknownKeys(Object.hasOwn(checks, 'kind') ? options : o, known, (k) => name(prefix + k));
  for (const key of required) {
    if (o[key] === undefined) throw usage(`${name(prefix + key)} is required`);
  }
  for (const [key, check] of Object.entries(checks)) {
    if (o[key] !== undefined) check(o[key], name(prefix + key));
  }
}

function pick(o: Record<string, unknown>, checks: Record<string, Check>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(checks)) if (o[k] !== undefined) out[k] = o[k];
  return out;
}

function record(v: unknown, what: string, name: OptionName): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    const which = what === 'options' || what === 'scope' ? `the ${what}` : name(what);
    throw usage(`${which} must be an object (got ${shownValue(v)})`);
  }
  return v as Record<string, unknown>;
}

function str(v: unknown, at: string, test: (s: string) => boolean, what: string): void {
  if (typeof v !== 'string' || !test(v)) {
    throw usage(`${at} must be ${what} (got ${shownValue(v)})`);
  }
}

function oneOf(v: unknown, at: string, allowed: readonly string[]): void {
  if (typeof v !== 'string' || !allowed.includes(v)) {
    throw usage(`${at} must be one of ${allowed.join(', ')} (got ${shownValue(v)})`);
  }
}

function path(v: unknown, at: string): void {
  if (typeof v !== 'string' || v === '' || /[\0\n\r]/.test(v)) {
    throw usage(`${at} must be a non-empty path on one line (got ${shownValue(v)})`);
  }
}

function resumeToken(v: unknown, at: string): void {
  if (typeof v !== 'string' || v.trim() === '' || /[\0\n\r]/.test(v.trim())) {
    throw usage(
      `${at} must be a resume token: the compact JWS \`loopgov resume --print\` prints, on one line (got ${shownValue(v)})`,
    );
  }
}

function repo(v: unknown, at: string): void {
  // No option-shaped values and no `transport::address` helpers (ext:: runs a program).
  if (
    typeof v !== 'string' ||
    v === '' ||
    v.startsWith('-') ||
    /^[A-Za-z0-9+.-]+::/.test(v) ||
    /[\0\n\r]/.test(v)
  ) {
    throw usage(`${at} must be a repository path or URL (got ${shownValue(v)})`);
  }
}

function ref(v: unknown, at: string): void {
  if (typeof v !== 'string' || !SAFE_REF.test(v) || v.includes('..') || v.endsWith('/')) {
    throw usage(`${at} must be a full ref name under refs/, e.g. refs/heads/main (got ${shownValue(v)})`);
  }
}

function bool(v: unknown, at: string): void {
  if (typeof v !== 'boolean') throw usage(`${at} must be true or false (got ${shownValue(v)})`);
}

function seconds(v: unknown, at: string): void {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) {
    throw usage(`${at} must be a whole number of seconds, 0 or more (got ${shownValue(v)})`);
  }
}

function fetchTimeout(v: unknown, at: string): void {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1 || v > MAX_FETCH_TIMEOUT_SEC) {
    throw usage(
      `${at} must be a whole number of seconds from 1 to ${MAX_FETCH_TIMEOUT_SEC} (got ${shownValue(v)})`,
    );
  }
}

function env(v: unknown, at: string): void {
  const ok =
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.values(v).every((x) => x === undefined || typeof x === 'string');
  if (!ok) throw usage(`${at} must be an object of strings (an environment)`);
}

function checkpoint(v: unknown, at: string): void {
  const c = v as Record<string, unknown> | null;
  const ok =
    typeof c === 'object' &&
    c !== null &&
    typeof c.keyFile === 'string' &&
    c.keyFile !== '' &&
    (c.every === undefined || (Number.isSafeInteger(c.every) && (c.every as number) >= 0)) &&
    (c.onError === undefined || typeof c.onError === 'function');
  if (!ok) throw usage(`${at} must be { keyFile, every?: a whole number, onError?: a function }`);
}

function port(v: unknown, at: string, method: string): void {
  if (typeof v !== 'object' || v === null || typeof (v as Record<string, unknown>)[method] !== 'function') {
    throw usage(`${at} must be an object with a ${method}() method`);
  }
}

function usage(message: string): LoopgovError {
  return new LoopgovError('ERR_USAGE', message);
}

/**
 * Why a run may not opt out of governance (SPEC §4.3: dev only, and only where the policy says
 * `governance: optional`), or null — the one rule for a new run and a continuation alike.
 *
 * @example
 * governanceOptOutRefusal('prod', 'required') // 'governance cannot be turned off in profile prod'
 */
export function governanceOptOutRefusal(profile: Profile, governance: GovernanceMode): string | null {
  if (profile !== 'dev') return 'governance cannot be turned off in profile prod';
  if (governance !== 'optional')
    return `governance cannot be turned off: the policy says governance: ${governance} for profile dev`;
  return null;
}
