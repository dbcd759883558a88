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
 * How git opens a repository. By default git finds it from the folder it runs in, as a user's git would.
 * With `gitDir`, the folder IS the git directory, named to git in `GIT_DIR`: never a repository found by
 * walking up from it, and a bare repository opened so is one git was told to use — `safe.bareRepository=explicit`
 * does not refuse it, and its owner is not asked about (`safe.directory` guards discovery). The pin cache's
 * bare clones are read so. `env` is the environment git runs with (default: `process.env`).
 */
export interface GitAccess {
    gitDir?: boolean;
    env?: NodeJS.ProcessEnv;
}
/**
 * The environment of a plain git child process in `dir` opened as `access` says: `gitEnv` of its env,
 * and `GIT_DIR` when `dir` is the git directory.
 *
 * @example
 * spawn('git', [...GIT_ARGS, 'cat-file', '--batch'], { cwd: dir, env: gitProcessEnv(dir, { gitDir: true, env }) });
 */
export declare function gitProcessEnv(dir: string, access?: GitAccess): NodeJS.ProcessEnv;
/**
 * `gitEnv(env)` as simple-git's `.env(…)` takes it: without the variables its guard would drop from an
 * inherited environment anyway (so simple-git runs git as it did with none given).
 *
 * @example
 * simpleGit({ baseDir, config: [...GIT_SETTINGS] }).env(simpleGitEnv(process.env));
 */
export declare function simpleGitEnv(env: NodeJS.ProcessEnv): Record<string, string>;
/**
 * What git said when it failed: what a transport (ssh) said before git's first `fatal:` / `error:` line,
 * then every such line (a remote's relayed ones too; at most four lines, each once) — else the first line
 * that is no warning or hint — and the command git suggests when it
 * refuses a repository it does not trust ("dubious ownership": owned by another user), the one way out.
 * Credentials in any URL it names are redacted (`redactUrlsIn`).
 * A warning git prints first (`remote: warning: lazy fetching disabled`) never stands in for the error.
 *
 * @example
 * gitFailure(e) // "fatal: detected dubious ownership in repository at '/srv/p' (git's way to trust it: git config --global --add safe.directory /srv/p); fatal: Could not read from remote repository."
 */
export declare function gitFailure(e: unknown): string;
/**
 * What a git process that ran to its end said on stderr (`runGit`'s answer), as `gitFailure` says it —
 * git's error lines, CRs dropped, credentials in URLs redacted — or its exit when it said nothing.
 *
 * @example
 * if (r.code !== 0) return `git rev-list failed: ${gitSaid(r)}`; // "git rev-list failed: fatal: bad revision 'x'"
 */
export declare function gitSaid(r: {
    code: number;
    stderr: string;
}): string;
/**
 * Runs git in `dir` with `GIT_ARGS` and `env` (default: `gitEnv(process.env)`); never rejects: the exit
 * code (-1 when it did not run) and both outputs. For commands whose exit code is the answer
 * (`merge-base --is-ancestor`, `cat-file -e`); `gitSaid` reads its stderr when it failed.
 *
 * @example
 * const r = await runGit(dir, ['merge-base', '--is-ancestor', base, head]); // r.code 0: yes, 1: no
 */
export declare function runGit(dir: string, args: string[], env?: NodeJS.ProcessEnv): Promise<{
    code: number;
    stdout: string;
    stderr: string;
}>;
