/** The GitHub REST port of the Action: the pull request's author, head and commits, with a timeout on each call. */
import { getOctokit } from '@actions/github';
import { firstLine, LoopgovError } from '../core/errors.js';
import type { GithubCommitIdentity } from '../io/merge/gather.js';

/** What the gate asks GitHub; tests and other fronts may pass a plain object. */
export interface PullRequestApi {
  /** The pull request's author login and its head commit (`pulls.get`; absent when not a full commit id). */
  getPull(pullNumber: number): Promise<{ author: string; headSha?: string }>;
  listPullCommits(pullNumber: number): Promise<GithubCommitIdentity[]>;
}

/** pulls.listCommits returns at most this many; beyond it the list is incomplete. */
const LIST_COMMITS_CAP = 250;
/** What a GitHub token (or any bearer credential) is made of: printable ASCII, no space. */
const PRINTABLE_TOKEN = /^[\x21-\x7e]+$/;

/**
 * A `PullRequestApi` over `@actions/github` (REST). `apiUrl` is GITHUB_API_URL (a trailing `/` dropped:
 * octokit would call `//repos/…`); every call is aborted after `timeoutMs`, and every failure becomes
 * `ERR_GITHUB_API` naming the call, and for an HTTP status the URL called.
 *
 * @example
 * const api = createGithubApi({ token, apiUrl, owner, repo, timeoutMs: 15_000 });
 * await api.getPull(7); // { author: 'dave-gh', headSha: '…' }
 */
export function createGithubApi(o: {
  token: string;
  apiUrl: string;
  owner: string;
  repo: string;
  timeoutMs: number;
}): PullRequestApi {
  if (!o.token)
    throw new LoopgovError(
      'ERR_GITHUB_API',
      'no token: set the `token` input (its default is the workflow token, github.token)',
    );
  // Never quoted: a token is a secret, and a malformed one would be echoed by the HTTP client's message.
  if (!PRINTABLE_TOKEN.test(o.token))
    throw new LoopgovError(
      'ERR_GITHUB_API',
      'the `token` input holds a character no token has (a space, a line break, a control or non-ASCII character): check the secret it comes from',
    );
  const apiUrl = o.apiUrl.replace(/\/+$/, '');
  const octokit = getOctokit(o.token, { baseUrl: apiUrl, log: quietLog });
  /** An answer's text may quote what was sent (a proxy, a stand-in): the token never reaches a report. */
  const scrub = (text: string) => text.split(o.token).join('***');
  const call = async <T>(what: string, fn: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const signal = AbortSignal.timeout(o.timeoutMs);
    // The signal aborts the request; the race also ends a body that trickles in past the timeout.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), o.timeoutMs);
    });
    try {
      const answer = await Promise.race([fn(signal), late]);
      // Aborted while the body arrived: octokit may hand back what it had (often an empty string).
      if (signal.aborted) throw new Error('timeout');
      return answer;
    } catch (e) {
      // Octokit's own `status` is 500 when no answer came at all (refused, reset, DNS, a redirect loop):
      // only a response's status is an HTTP status.
      const failed = e as { response?: { status?: unknown }; request?: { method?: unknown; url?: unknown } };
      const status = failed.response?.status;
      const why = signal.aborted
        ? `no answer within ${o.timeoutMs / 1000} s`
        : typeof status === 'number'
          ? `HTTP ${status}: ${firstLine(e)}${calledUrl(failed.request, status)}`
          : `no HTTP answer: ${firstLine(e)}`;
      throw new LoopgovError('ERR_GITHUB_API', scrub(`GitHub API ${what} failed (${apiUrl}): ${why}`));
    } finally {
      clearTimeout(timer);
    }
  };
  /** A 200 whose body is not the JSON asked for (a proxy's HTML page, an empty body): an error, never data. */
  const malformed = (what: string, data: unknown) =>
    new LoopgovError(
      'ERR_GITHUB_API',
      scrub(
        `GitHub API ${what} answered with a body that is not ${what.startsWith('pulls.get') ? 'a pull request' : 'a list of commits'} (${typeof data === 'string' ? (data ? `text: ${JSON.stringify(data.slice(0, 60))}` : 'empty') : data === null ? 'null' : Array.isArray(data) ? 'an array' : typeof data}) (${apiUrl})`,
      ),
    );
  return {
    async getPull(pullNumber) {
      const { data } = await call(`pulls.get #${pullNumber}`, (signal) =>
        octokit.rest.pulls.get({
          owner: o.owner,
          repo: o.repo,
          pull_number: pullNumber,
          request: { signal },
        }),
      );
      if (typeof data !== 'object' || data === null || Array.isArray(data))
        throw malformed(`pulls.get #${pullNumber}`, data);
      const login = data.user?.login;
      if (typeof login !== 'string' || !login)
        throw new LoopgovError(
          'ERR_GITHUB_API',
          `pulls.get #${pullNumber}: the pull request has no author login`,
        );
      const headSha = (data.head as { sha?: unknown } | undefined)?.sha;
      return {
        author: login,
        ...(typeof headSha === 'string' && /^[0-9a-f]{40}$/.test(headSha) ? { headSha } : {}),
      };
    },
    async listPullCommits(pullNumber) {
      // Paged by hand: octokit.paginate drops per-request options, and with them the abort signal.
      const commits: Awaited<ReturnType<typeof octokit.rest.pulls.listCommits>>['data'] = [];
      for (let page = 1; page <= Math.ceil(LIST_COMMITS_CAP / 100); page++) {
        const { data } = await call(`pulls.listCommits #${pullNumber} page ${page}`, (signal) =>
          octokit.rest.pulls.listCommits({
            owner: o.owner,
            repo: o.repo,
            pull_number: pullNumber,
            per_page: 100,
            page,
            request: { signal },
          }),
        );
        const what = `pulls.listCommits #${pullNumber} page ${page}`;
        if (!Array.isArray(data)) throw malformed(what, data);
        for (const c of data as unknown[])
          if (
            typeof (c as { sha?: unknown } | null)?.sha !== 'string' ||
            !/^[0-9a-f]{40}$/.test((c as { sha: string }).sha)
          )
            throw malformed(what, c);
        commits.push(...data);
        if (data.length < 100) break;
      }
      if (commits.length >= LIST_COMMITS_CAP)
        throw new LoopgovError(
          'ERR_GITHUB_API',
          `pulls.listCommits #${pullNumber} returned ${commits.length} commits, the API's cap: the list may be incomplete`,
        );
      return commits.map((c) => ({
        sha: c.sha,
        ...(c.author?.login ? { authorLogin: c.author.login } : {}),
        ...(c.committer?.login ? { committerLogin: c.committer.login } : {}),
      }));
    },
  };
}

/**
 * ` (called GET <url>)`: which URL answered the status — for a 404, what to check, since a wrong
 * GITHUB_API_URL, repository or token all answer so.
 */
function calledUrl(request: { method?: unknown; url?: unknown } | undefined, status: number): string {
  if (typeof request?.url !== 'string') return '';
  const method = typeof request.method === 'string' ? `${request.method} ` : '';
  const hint = status === 404 ? ': check GITHUB_API_URL, the repository, and that the token may read it' : '';
  return ` (called ${method}${request.url}${hint})`;
}

const quietLog = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
