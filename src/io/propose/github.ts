/**
 * Opening — or, on a later run for the same policy area, updating — the meta-loop's pull request through
 * the GitHub REST API with `@actions/github`'s Octokit (`GITHUB_API_URL`, `GITHUB_TOKEN`). The pull
 * request of an area is found by the hidden metadata its body ends with: one pull request per area,
 * never a pile. Every failure is `ERR_GITHUB_API` naming the call and the status.
 */
import { firstLine, LoopgovError } from '../../core/errors.js';
import { PR_BODY_LIMIT, type PullRequestText, parsePrMetadata } from '../../core/propose/pr.js';

/** Open pull requests looked through for the area's metadata (100 a page). */
const MAX_PAGES = 10;

export interface PullRequestTarget {
  token: string;
  apiUrl: string;
  owner: string;
  repo: string;
  timeoutMs: number;
}

export interface OpenedPullRequest {
  action: 'created' | 'updated';
  number: number;
  url: string;
}

/**
 * Creates the pull request `head` → `base` for `area`, or updates the open one whose metadata names it.
 *
 * @example
 * await openOrUpdatePullRequest(target, { area: 'demo/L2', head: 'loopgov/propose/demo-l2', base: 'main', text });
 */
export async function openOrUpdatePullRequest(
  t: PullRequestTarget,
  pr: { area: string; head: string; base: string; text: PullRequestText },
): Promise<OpenedPullRequest> {
  if (!t.token)
    throw new LoopgovError('ERR_GITHUB_API', 'no token: set GITHUB_TOKEN to open the pull request');
  if (pr.text.body.length >= PR_BODY_LIMIT)
    throw new LoopgovError(
      'ERR_INTERNAL',
      `pull request body of ${pr.text.body.length} characters: over GitHub's limit`,
    );
  // Loaded here, not at the top: the GitHub client (undici and all) would otherwise be evaluated at the
  // start of every CLI command, `loopgov run` included (~10% of its start-up; decision 096).
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(t.token, { baseUrl: t.apiUrl, log: quiet });
  const call = async <T>(what: string, fn: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const signal = AbortSignal.timeout(t.timeoutMs);
    try {
      return await fn(signal);
    } catch (e) {
      const err = e as { status?: number; message?: string };
      const why = signal.aborted
        ? `no answer within ${t.timeoutMs / 1000} s`
        : err.status
          ? `HTTP ${err.status}: ${firstLine(err.message)}`
          : firstLine(err.message);
      throw new LoopgovError('ERR_GITHUB_API', `GitHub API ${what} failed (${t.apiUrl}): ${why}`);
    }
  };
  const repo = { owner: t.owner, repo: t.repo };
  let existing: { number: number } | undefined;
  for (let page = 1; page <= MAX_PAGES && !existing; page++) {
    const { data } = await call(`pulls.list page ${page}`, (signal) =>
      octokit.rest.pulls.list({ ...repo, state: 'open', per_page: 100, page, request: { signal } }),
    );
    existing = data.find((p) => parsePrMetadata(p.body)?.area === pr.area);
    if (data.length < 100) break;
  }
  if (existing) {
    const n = existing.number;
    const { data } = await call(`pulls.update #${n}`, (signal) =>
      octokit.rest.pulls.update({
        ...repo,
        pull_number: n,
        title: pr.text.title,
        body: pr.text.body,
        request: { signal },
      }),
    );
    return { action: 'updated', number: data.number, url: data.html_url };
  }
  const { data } = await call('pulls.create', (signal) =>
    octokit.rest.pulls.create({
      ...repo,
      head: pr.head,
      base: pr.base,
      title: pr.text.title,
      body: pr.text.body,
      request: { signal },
    }),
  );
  return { action: 'created', number: data.number, url: data.html_url };
}

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
