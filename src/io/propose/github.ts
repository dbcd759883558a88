/**
 * The meta-loop's pull request through the GitHub REST API with `@actions/github`'s Octokit
 * (`GITHUB_API_URL`, `GITHUB_TOKEN`). The pull request of an area is the open one whose head is the
 * bot's own branch in this very repository (docs/decisions/105): a body's metadata is text anyone can
 * copy, so it is never identity. Every failure — a status, a timeout, a body that is not what GitHub
 * sends — is `ERR_GITHUB_API` naming the call.
 */
import { firstLine, LoopgovError } from '../../core/errors.js';
import { PR_BODY_LIMIT, type PullRequestText } from '../../core/propose/pr.js';

export interface PullRequestTarget {
  token: string;
  apiUrl: string;
  owner: string;
  repo: string;
  timeoutMs: number;
}

export interface PullRequest {
  number: number;
  url: string;
  title: string;
  body: string;
}

export interface PullRequests {
  /** The open pull request from `head` (a branch of this repository) into `base`, or null. */
  findOwn(head: string, base: string): Promise<PullRequest | null>;
  create(head: string, base: string, text: PullRequestText): Promise<PullRequest>;
  update(number: number, text: PullRequestText): Promise<PullRequest>;
}

/**
 * A client for the repository's pull requests; refuses at once without a token, before anything is pushed.
 *
 * @example
 * const pulls = await connectPullRequests(target);
 * const pr = (await pulls.findOwn('loopgov/propose/demo-l2', 'main')) ?? (await pulls.create(…));
 */
export async function connectPullRequests(t: PullRequestTarget): Promise<PullRequests> {
  assertToken(t.token);
  // Loaded here, not at the top: the GitHub client (undici and all) would otherwise be evaluated at the
  // start of every CLI command, `loopgov run` included (~10% of its start-up; decision 096).
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(t.token, { baseUrl: t.apiUrl, log: quiet });
  const fail = (what: string, why: string) =>
    new LoopgovError('ERR_GITHUB_API', `GitHub API ${what} failed (${t.apiUrl}): ${why}`);
  const call = async <T>(
    what: string,
    fn: (signal: AbortSignal) => Promise<{ data: unknown }>,
    parse: (data: unknown) => T | string,
  ): Promise<T> => {
    const signal = AbortSignal.timeout(t.timeoutMs);
    let data: unknown;
    try {
      data = (await fn(signal)).data;
    } catch (e) {
      const err = e as { status?: number; message?: string };
      if (signal.aborted) throw fail(what, `no answer within ${t.timeoutMs / 1000} s`);
      throw fail(what, err.status ? `HTTP ${err.status}: ${firstLine(err.message)}` : firstLine(err.message));
    }
    // A body cut off by the timeout reaches us as whatever had arrived (often ""), not as an error.
    if (signal.aborted) throw fail(what, `the answer did not arrive in full within ${t.timeoutMs / 1000} s`);
    const parsed = parse(data);
    if (typeof parsed === 'string') throw fail(what, `the answer is not what GitHub sends: ${parsed}`);
    return parsed;
  };
  const repo = { owner: t.owner, repo: t.repo };
  const fullName = `${t.owner}/${t.repo}`.toLowerCase();
  const textOf = (text: PullRequestText) => {
    if (text.body.length >= PR_BODY_LIMIT)
      throw new LoopgovError(
        'ERR_INTERNAL',
        `pull request body of ${text.body.length} characters: over GitHub's limit`,
      );
    return { title: text.title, body: text.body };
  };
  return {
    async findOwn(head, base) {
      const what = `pulls.list (head ${t.owner}:${head})`;
      const list = await call(
        what,
        (signal) =>
          octokit.rest.pulls.list({
            ...repo,
            state: 'open',
            head: `${t.owner}:${head}`,
            base,
            per_page: 100,
            request: { signal },
          }),
        parseList,
      );
      // The query already filters; the check is ours too, so an API that ignores the query changes nothing.
      const own = list.filter(
        (p) =>
          p.head.ref === head &&
          p.head.repo?.toLowerCase() === fullName &&
          (p.base === null || p.base === base),
      );
      if (own.length > 1)
        throw fail(
          what,
          `${own.length} open pull requests from ${head} into ${base}: ${own.map((p) => `#${p.number}`).join(', ')}`,
        );
      // Listed from this branch but without its head repository (GitHub says so of a deleted fork): not
      // ours to update, and GitHub refuses a second one from the branch — say so rather than try each night.
      const unplaced = list.find((p) => p.head.ref === head && p.head.repo === null);
      if (!own[0] && unplaced)
        throw fail(
          what,
          `pull request #${unplaced.number} is open from ${head} but is listed without a head repository, so it is not confirmed as this repository's: it is not updated, and no other can be opened beside it — close it, then run again`,
        );
      return own[0] ?? null;
    },
    create: (head, base, text) =>
      call(
        'pulls.create',
        (signal) => octokit.rest.pulls.create({ ...repo, head, base, ...textOf(text), request: { signal } }),
        parsePull,
      ),
    update: (number, text) =>
      call(
        `pulls.update #${number}`,
        (signal) =>
          octokit.rest.pulls.update({ ...repo, pull_number: number, ...textOf(text), request: { signal } }),
        parsePull,
      ),
  };
}

/**
 * The token is checked before anything is computed or pushed: a run that cannot open the pull request
 * changes nothing. No token is the caller's omission, as a missing remote or proposer-bot is: `ERR_USAGE`
 * (exit 2, docs/metaloop.md), not an API failure.
 */
export function assertToken(token: string): void {
  if (!token) throw new LoopgovError('ERR_USAGE', 'no token: set GITHUB_TOKEN to open the pull request');
}

interface ListedPull extends PullRequest {
  head: { ref: string; repo: string | null };
  base: string | null;
}

function parseList(data: unknown): ListedPull[] | string {
  if (!Array.isArray(data)) return describe(data, 'a list of pull requests');
  const out: ListedPull[] = [];
  for (const item of data) {
    const pull = parsePull(item);
    if (typeof pull === 'string') return `an entry of the list: ${pull}`;
    const { head, base } = item as { head?: unknown; base?: unknown };
    const ref = (x: unknown) => (isObject(x) && typeof x.ref === 'string' ? x.ref : null);
    const headRef = ref(head);
    if (headRef === null) return `pull request #${pull.number} without head.ref`;
    // A fork that was deleted leaves `head.repo: null`: not this repository's branch.
    const repo = (head as { repo?: unknown }).repo;
    const name = isObject(repo) && typeof repo.full_name === 'string' ? repo.full_name : null;
    out.push({ ...pull, head: { ref: headRef, repo: name }, base: ref(base) });
  }
  return out;
}

function parsePull(data: unknown): PullRequest | string {
  if (!isObject(data)) return describe(data, 'a pull request');
  const { number, html_url: url, title, body } = data;
  if (!Number.isSafeInteger(number) || (number as number) < 1) return 'a pull request without a number';
  return {
    number: number as number,
    url: typeof url === 'string' ? url : '',
    title: typeof title === 'string' ? title : '',
    body: typeof body === 'string' ? body : '',
  };
}

/** What came instead of `expected`: Octokit hands over a body it cannot parse as a string. */
function describe(data: unknown, expected: string): string {
  if (typeof data === 'string') {
    const text = data.trim();
    if (text === '') return `an empty body, not ${expected}`;
    const kind = text.startsWith('<') ? 'HTML' : 'text that is not JSON';
    return `${kind} (${JSON.stringify(firstLine(text).slice(0, 80))}), not ${expected}`;
  }
  if (data === null || data === undefined) return `no JSON value (${String(data)}), not ${expected}`;
  return `a JSON ${Array.isArray(data) ? 'list' : typeof data}, not ${expected}`;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
