/**
 * How loopgov runs git, whoever's config and locale it runs under (docs/decisions/122): loopgov parses
 * git's output, and matches a few of its messages, so nothing a user's `~/.gitconfig`, a repository's own
 * `.git/config` or a translated git can change may reach them. Every git command whose output or message
 * loopgov reads — through simple-git or as a plain child process — gets these settings and this environment.
 */
import { execFile } from 'node:child_process';
import { redactUrlsIn } from '../../core/repo-location.js';

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
export function gitProcessEnv(dir: string, access: GitAccess = {}): NodeJS.ProcessEnv {
  const env = gitEnv(access.env ?? process.env);
  if (access.gitDir) env.GIT_DIR = dir;
  return env;
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

/** Lines git adds around an error — advice, or a warning beside it — that say nothing of what failed. */
const ADVICE = /^(?:remote:\s*)?(?:warning|hint):/i;
/** The lines that say what failed: git's own, or a remote's relayed (`remote: fatal: …`). */
const ERROR_LINE = /^(?:remote:\s*)?(?:fatal|error):/i;
const MAX_ERROR_LINES = 4;

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
export function gitFailure(e: unknown): string {
  // Credentials in a URL git names (SPEC §5: a trace holds no secrets) never leave here.
  // An object with neither (`{ stderr: '' }`: a git that said nothing) is no message, not "[object Object]".
  const raw =
    (e as { stderr?: unknown })?.stderr || (e as Error)?.message || (typeof e === 'object' ? '' : e);
  const text = redactUrlsIn(String(raw ?? '').trim());
  // Each line trimmed: ssh (behind git's fetch) ends its lines with CRLF, and the CR is no part of it.
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  // What a transport said before git's own error (ssh's "Could not resolve hostname …") is the cause.
  const first = lines.findIndex((l) => ERROR_LINE.test(l));
  const cause = first < 0 ? [] : lines.slice(0, first).filter((l) => !ADVICE.test(l));
  const errors = first < 0 ? [] : lines.slice(first).filter((l) => ERROR_LINE.test(l));
  const said = [...new Set([...cause, ...errors])].slice(0, MAX_ERROR_LINES);
  if (said.length === 0) said.push(lines.find((l) => !ADVICE.test(l)) ?? lines[0] ?? '');
  const trust = /git config --global --add safe\.directory [^\n]+/.exec(text)?.[0].trim();
  if (trust && !said[0]!.includes(trust)) said[0] = `${said[0]} (git's way to trust it: ${trust})`;
  return said.join('; ');
}

/**
 * What a git process that ran to its end said on stderr (`runGit`'s answer), as `gitFailure` says it —
 * git's error lines, CRs dropped, credentials in URLs redacted — or its exit when it said nothing.
 *
 * @example
 * if (r.code !== 0) return `git rev-list failed: ${gitSaid(r)}`; // "git rev-list failed: fatal: bad revision 'x'"
 */
export function gitSaid(r: { code: number; stderr: string }): string {
  return gitFailure({ stderr: r.stderr }) || (r.code < 0 ? 'git did not run' : `no message (exit ${r.code})`);
}

/**
 * Runs git in `dir` with `GIT_ARGS` and `env` (default: `gitEnv(process.env)`); never rejects: the exit
 * code (-1 when it did not run) and both outputs. For commands whose exit code is the answer
 * (`merge-base --is-ancestor`, `cat-file -e`); `gitSaid` reads its stderr when it failed.
 *
 * @example
 * const r = await runGit(dir, ['merge-base', '--is-ancestor', base, head]); // r.code 0: yes, 1: no
 */
export function runGit(
  dir: string,
  args: string[],
  env: NodeJS.ProcessEnv = gitEnv(process.env),
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'git',
      [...GIT_ARGS, ...args],
      { cwd: dir, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
