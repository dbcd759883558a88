/**
 * The only reader of Action inputs and of the GitHub context: returns one typed settings object. Values
 * from the event (titles, branch names) are never used as commands; only SHAs and numbers are taken,
 * and they are checked here.
 */
import { resolve } from 'node:path';
import * as core from '@actions/core';
import { context } from '@actions/github';
import { parseRepoId } from '../core/approval/repo-id.js';
import { LoopgovError } from '../core/errors.js';
import { FULL_COMMIT } from '../core/policy/digest.js';

export type GateEvent = 'pull_request' | 'pull_request_review' | 'merge_group';
const EVENTS: GateEvent[] = ['pull_request', 'pull_request_review', 'merge_group'];

export interface ActionSettings {
  event: GateEvent;
  /** The checked-out governance repository (GITHUB_WORKSPACE joined with the `path` input). */
  repoDir: string;
  /** The id approvals are bound to (`aud`). */
  repoId: string;
  /** Where the API calls go: `owner` and `repo` of the repository running the workflow. */
  owner: string;
  repo: string;
  token: string;
  apiUrl: string;
  timeoutMs: number;
  base: string;
  head: string;
  /** The pull request's number (for merge_group: parsed from the queue branch, when it names one). */
  pullNumber?: number;
  /** The pull request's author as the event reports it. */
  eventAuthor?: string;
  /** Trace folders to replay under the head policy (the impact section); empty: none. */
  traces: string[];
}

/**
 * Reads inputs, environment and event payload. Throws `ERR_USAGE` quoting any bad value.
 *
 * @example
 * const settings = readSettings(); // in dist/action.js, under a real runner
 */
export function readSettings(): ActionSettings {
  // Masked at once, before anything can print it; each line too, since a line break splits what the
  // runner matches. A malformed token is refused later without being quoted (createGithubApi).
  const token = core.getInput('token');
  for (const secret of new Set([token, ...token.split(/[\r\n]+/)])) if (secret.trim()) core.setSecret(secret);
  const event = context.eventName as GateEvent;
  if (!EVENTS.includes(event))
    throw new LoopgovError(
      'ERR_USAGE',
      `unsupported event ${JSON.stringify(context.eventName)}: run on ${EVENTS.join(', ')}`,
    );
  const ghRepo = process.env.GITHUB_REPOSITORY ?? '';
  const repoId = parseRepoId(core.getInput('repo-id') || ghRepo, 'input repo-id');
  parseRepoId(ghRepo, 'GITHUB_REPOSITORY');
  const [owner, repo] = ghRepo.split('/') as [string, string];
  const timeoutText = core.getInput('timeout-seconds') || '15';
  // Decimal digits only (Number() would take `0x10` for 16).
  const timeoutSec = /^\d{1,3}(\.\d{1,3})?$/.test(timeoutText) ? Number(timeoutText) : Number.NaN;
  if (!(Number.isFinite(timeoutSec) && timeoutSec > 0 && timeoutSec <= 300))
    throw new LoopgovError(
      'ERR_USAGE',
      `input timeout-seconds must be in (0, 300] (got ${JSON.stringify(timeoutText)})`,
    );
  const payload = context.payload as EventPayload;
  const settings: ActionSettings = {
    event,
    repoDir: resolve(process.env.GITHUB_WORKSPACE ?? process.cwd(), core.getInput('path') || '.'),
    repoId,
    owner,
    repo,
    token,
    apiUrl: process.env.GITHUB_API_URL || 'https://api.github.com',
    timeoutMs: Math.round(timeoutSec * 1000),
    base: '',
    head: '',
    traces: core
      .getMultilineInput('traces')
      .filter((t) => t.trim())
      .map((t) => resolve(process.env.GITHUB_WORKSPACE ?? process.cwd(), t.trim())),
  };
  if (event === 'merge_group') {
    const mg = payload.merge_group ?? {};
    settings.base = sha(mg.base_sha, 'merge_group.base_sha');
    settings.head = sha(mg.head_sha, 'merge_group.head_sha');
    const m = /\/pr-(\d{1,9})-[0-9a-f]{40}$/.exec(String(mg.head_ref ?? ''));
    if (m) settings.pullNumber = Number(m[1]);
  } else {
    const pr = payload.pull_request ?? {};
    settings.base = sha(pr.base?.sha, 'pull_request.base.sha');
    settings.head = sha(pr.head?.sha, 'pull_request.head.sha');
    const n = pr.number;
    if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0)
      throw new LoopgovError('ERR_USAGE', `pull_request.number is not a number (got ${JSON.stringify(n)})`);
    settings.pullNumber = n;
    if (typeof pr.user?.login === 'string') settings.eventAuthor = pr.user.login;
  }
  return settings;
}

function sha(value: unknown, where: string): string {
  if (typeof value !== 'string' || !FULL_COMMIT.test(value))
    throw new LoopgovError('ERR_USAGE', `${where} is not a full commit id (got ${JSON.stringify(value)})`);
  return value;
}

/** The parts of the event payloads read here; everything else in them is ignored. */
interface EventPayload {
  pull_request?: {
    number?: unknown;
    base?: { sha?: unknown };
    head?: { sha?: unknown };
    user?: { login?: unknown };
  };
  merge_group?: { base_sha?: unknown; head_sha?: unknown; head_ref?: unknown };
}
