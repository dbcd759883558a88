/**
 * How loopgov runs git, whoever's config and locale it runs under (docs/decisions/122): loopgov parses
 * git's output, and matches a few of its messages, so nothing a user's `~/.gitconfig`, a repository's own
 * `.git/config` or a translated git can change may reach them. Every git command whose output or message
 * loopgov reads — through simple-git or as a plain child process — gets these settings and this environment.
 */
/** Each a `-c` setting of a config that would change output loopgov reads; the reason beside it. */
export declare const GIT_SETTINGS: readonly string[];
/** `GIT_SETTINGS` as git's own arguments, to go before the command: `git ...GIT_ARGS log …`. */
export declare const GIT_ARGS: readonly string[];
/**
 * `env` for a git child process: git's messages in English (`LC_ALL=C`, no `LANGUAGE`), the ones loopgov
 * tells apart by their words ("not a git repository", "dubious ownership") included.
 *
 * @example
 * execFile('git', [...GIT_ARGS, 'log', …], { env: gitEnv(process.env) });
 */
export declare function gitEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/**
 * `gitEnv(env)` as simple-git's `.env(…)` takes it: without the variables its guard would drop from an
 * inherited environment anyway (so simple-git runs git as it did with none given).
 *
 * @example
 * simpleGit({ baseDir, config: [...GIT_SETTINGS] }).env(simpleGitEnv(process.env));
 */
export declare function simpleGitEnv(env: NodeJS.ProcessEnv): Record<string, string>;
/**
 * The first line of git's error, and the command git suggests when it refuses a repository it does not
 * trust ("dubious ownership": owned by another user) — the one way out, which the first line alone drops.
 *
 * @example
 * gitFailure(e) // "fatal: detected dubious ownership in repository at '/srv/p' (git's way to trust it: git config --global --add safe.directory /srv/p)"
 */
export declare function gitFailure(e: unknown): string;
