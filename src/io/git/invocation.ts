/**
 * How loopgov runs git, whoever's config and locale it runs under (docs/decisions/122): loopgov parses
 * git's output, and matches a few of its messages, so nothing a user's `~/.gitconfig`, a repository's own
 * `.git/config` or a translated git can change may reach them. Every git command whose output or message
 * loopgov reads — through simple-git or as a plain child process — gets these settings and this environment.
 */

/** Each a `-c` setting of a config that would change output loopgov reads; the reason beside it. */
export const GIT_SETTINGS: readonly string[] = [
  // The history as recorded: replace refs (`git replace`, `refs/replace/*` a mirror clone brings along)
  // ignored, or a graft could hide a commit — a reject, a proposer — from the gate.
  'core.useReplaceRefs=false',
  // `log.showSignature=true` prints `gpg: Signature made …` into `git log`'s output, before each commit.
  'log.showSignature=false',
  // `log.showRoot=false` leaves the root commit out of `git log --raw`: a reject committed there unseen.
  'log.showRoot=true',
  // Commit messages (their trailers: co-authors) as UTF-8, never re-encoded to another charset.
  'i18n.logOutputEncoding=UTF-8',
];

/** `GIT_SETTINGS` as git's own arguments, to go before the command: `git ...GIT_ARGS log …`. */
export const GIT_ARGS: readonly string[] = GIT_SETTINGS.flatMap((s) => ['-c', s]);

/**
 * `env` for a git child process: git's messages in English (`LC_ALL=C`, no `LANGUAGE`), the ones loopgov
 * tells apart by their words ("not a git repository", "dubious ownership") included.
 *
 * @example
 * execFile('git', [...GIT_ARGS, 'log', …], { env: gitEnv(process.env) });
 */
export function gitEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env, LC_ALL: 'C' };
  delete out.LANGUAGE;
  delete out.LC_MESSAGES;
  return out;
}

/**
 * What simple-git's environment guard drops from an inherited environment, and refuses in one given to it
 * (`.env(…)`): every `GIT_*` variable and these (simple-git 4, `@simple-git/argv-parser`).
 */
const SIMPLE_GIT_GUARDED = /^(?:git_.*|editor|visual|pager|prefix|ssh_askpass)$/i;

/**
 * `gitEnv(env)` as simple-git's `.env(…)` takes it: without the variables its guard would drop from an
 * inherited environment anyway (so simple-git runs git as it did with none given).
 *
 * @example
 * simpleGit({ baseDir, config: [...GIT_SETTINGS] }).env(simpleGitEnv(process.env));
 */
export function simpleGitEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(gitEnv(env)))
    if (v !== undefined && !SIMPLE_GIT_GUARDED.test(k)) out[k] = v;
  return out;
}

/**
 * The first line of git's error, and the command git suggests when it refuses a repository it does not
 * trust ("dubious ownership": owned by another user) — the one way out, which the first line alone drops.
 *
 * @example
 * gitFailure(e) // "fatal: detected dubious ownership in repository at '/srv/p' (git's way to trust it: git config --global --add safe.directory /srv/p)"
 */
export function gitFailure(e: unknown): string {
  const text = String((e as { stderr?: unknown })?.stderr || (e as Error)?.message || e).trim();
  // ssh (behind git's fetch) ends its lines with CRLF: the CR is no part of the message.
  const first = text.split(/\r?\n/)[0] ?? '';
  const trust = /git config --global --add safe\.directory [^\n]+/.exec(text)?.[0].trim();
  return trust && !first.includes(trust) ? `${first} (git's way to trust it: ${trust})` : first;
}
