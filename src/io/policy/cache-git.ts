/**
 * Git in the machine cache's bare clone of a policy repository (SPEC §4.1), as plain child processes:
 * with the runner's environment — how it reaches the repository: ssh commands and deploy keys, config from
 * files or variables, certificates, proxies, askpass (decision 132) — minus what would make git use
 * another repository, or another view of its history, than the clone; with loopgov's settings (decision
 * 122) and no hooks; and within one deadline for the whole reachability check.
 *
 * Not simple-git: its guard refuses most of those variables (`GIT_SSH_COMMAND`, `GIT_CONFIG_COUNT`, …) and
 * config (`url.*.insteadOf`, `core.hooksPath`), and bounds a command only by the time it prints nothing.
 */
import { spawn } from 'node:child_process';
import { type GitAccess, GIT_ARGS, gitEnv } from '../git/invocation.js';

/**
 * Variables that relocate the repository or reshape its history or pathspecs: the clone is the clone
 * (named in `GIT_DIR`, set here), its replace refs, grafts and shallow file its own, and it is made with no
 * template (whose `config` and hooks would become the clone's) — never the runner's.
 */
const RELOCATING = new Set([
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_COMMON_DIR',
  'GIT_NAMESPACE',
  'GIT_REPLACE_REF_BASE',
  'GIT_GRAFT_FILE',
  'GIT_SHALLOW_FILE',
  'GIT_QUARANTINE_PATH',
  'GIT_CEILING_DIRECTORIES',
  'GIT_DISCOVERY_ACROSS_FILESYSTEM',
  'GIT_TEMPLATE_DIR',
  'GIT_LITERAL_PATHSPECS',
  'GIT_GLOB_PATHSPECS',
  'GIT_NOGLOB_PATHSPECS',
  'GIT_ICASE_PATHSPECS',
]);

/**
 * Every hook event git 2.55 knows (its `hook-list.h`, from Documentation/githooks.adoc): each is switched
 * off with `hook.<event>.enabled=false`, which turns off the config-based hooks (`hook.<name>.command` /
 * `hook.<name>.event`, git 2.54) of that event from git 2.55 on, and is a key no other git reads.
 */
const HOOK_EVENTS: readonly string[] = [
  'applypatch-msg',
  'commit-msg',
  'fsmonitor-watchman',
  'p4-changelist',
  'p4-post-changelist',
  'p4-pre-submit',
  'p4-prepare-changelist',
  'post-applypatch',
  'post-checkout',
  'post-commit',
  'post-index-change',
  'post-merge',
  'post-receive',
  'post-rewrite',
  'post-update',
  'pre-applypatch',
  'pre-auto-gc',
  'pre-commit',
  'pre-merge-commit',
  'pre-push',
  'pre-rebase',
  'pre-receive',
  'prepare-commit-msg',
  'proc-receive',
  'push-to-checkout',
  'reference-transaction',
  'sendemail-validate',
  'update',
];

/**
 * `-c` settings after loopgov's own: hooks off — the runner's `core.hooksPath` (a global
 * `reference-transaction` hook that refuses) would otherwise run inside the clone, and so would a hook
 * its config defines (`hook.<name>.event`), which `core.hooksPath` does not reach: every event's switch
 * is off (git ≥ 2.55; git 2.54 has a switch per hook name only, decision 132). A `-c` wins over every
 * config file and over `GIT_CONFIG_PARAMETERS` / `GIT_CONFIG_COUNT` (git reads the command line last).
 */
const CACHE_ARGS: readonly string[] = [
  ...GIT_ARGS,
  '-c',
  'core.hooksPath=/dev/null',
  ...HOOK_EVENTS.flatMap((event) => ['-c', `hook.${event}.enabled=false`]),
];

/** The clone at `dir`, the environment git runs with there, and when the reachability check must end. */
export interface CacheGit {
  dir: string;
  env: NodeJS.ProcessEnv;
  /** `Date.now()` by which every command must be done, or it is killed. */
  deadline: number;
  /** The timeout the deadline was set from, in seconds, to name it. */
  timeoutSec: number;
}

/**
 * The cache clone at `dir` as git sees it: `env` without the relocating variables, never a terminal
 * prompt (a run's stdin carries its events), the transports a pin may use, `GIT_DIR` set, git in English.
 *
 * @example
 * const clone = cacheGit(repoDir, ctx.env, Date.now() + 30_000, 30);
 */
export function cacheGit(
  dir: string,
  env: NodeJS.ProcessEnv,
  deadline: number,
  timeoutSec: number,
): CacheGit {
  const kept: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && !RELOCATING.has(k)) kept[k] = v;
  return {
    dir,
    env: gitEnv({
      ...kept,
      GIT_TERMINAL_PROMPT: '0',
      GIT_ALLOW_PROTOCOL: 'file:https:http:ssh:git',
      // Always this bare clone: never a repository found by walking up from the cache dir.
      GIT_DIR: dir,
    }),
    deadline,
    timeoutSec,
  };
}

/** How the clone's readers (`openGit`, `readObjects`) open it: as its git directory, with its environment. */
export const cacheAccess = (c: CacheGit): GitAccess => ({ gitDir: true, env: c.env });

/** A git command in the clone that failed: git's stderr, its exit code, and whether the deadline cut it short. */
export class CacheGitFailed extends Error {
  constructor(
    readonly stderr: string,
    readonly timedOut: boolean,
    readonly code: number | null = null,
  ) {
    super(stderr);
  }
}

/** How long git has, after SIGTERM at the deadline, to remove its own ref locks before SIGKILL. */
const TERM_GRACE_MS = 1_000;
/** How long, after git exits, its stdio may stay open (held by a transport child: ssh, git-remote-http). */
const STDIO_GRACE_MS = 500;

/**
 * Runs `git <args>` in the clone; resolves to its stdout, or rejects with `CacheGitFailed` when it exits
 * non-zero, cannot start, or is still running at the deadline. git runs in its own process group, and at
 * the deadline the whole group is stopped — git and the transport it started (ssh, git-remote-https),
 * which holds git's stderr open — with SIGTERM (git removes its lock files) and, after a grace, SIGKILL.
 *
 * @example
 * await runCacheGit(clone, ['ls-remote', '--end-of-options', repo, 'refs/heads/main']);
 */
export function runCacheGit(c: CacheGit, args: string[]): Promise<string> {
  const left = c.deadline - Date.now();
  if (left <= 0) return Promise.reject(new CacheGitFailed('', true));
  return new Promise((resolve, reject) => {
    const child = spawn('git', [...CACHE_ARGS, ...args], {
      cwd: c.dir,
      env: c.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const out: Buffer[] = [];
    let err = '';
    let timedOut = false;
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // The group is gone already.
      }
    };
    const settle = (code: number | null) => {
      if (settled) return;
      settled = true;
      for (const t of timers) clearTimeout(t);
      // Whatever the transport left behind goes with it; the pipes are not waited for any longer.
      signalGroup('SIGKILL');
      child.stdout.destroy();
      child.stderr.destroy();
      if (code === 0 && !timedOut) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new CacheGitFailed(err, timedOut, code));
    };
    timers.push(
      setTimeout(() => {
        timedOut = true;
        signalGroup('SIGTERM');
        timers.push(setTimeout(() => signalGroup('SIGKILL'), TERM_GRACE_MS));
      }, left),
    );
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => {
      if (err.length < 64 * 1024) err += d.toString('utf8');
    });
    child.on('error', (e) => {
      if (settled) return;
      settled = true;
      for (const t of timers) clearTimeout(t);
      reject(new CacheGitFailed(`cannot run git: ${e.message}`, false));
    });
    // 'close' once git's output is all read; after its exit, output still held open is waited for briefly.
    child.on('close', (code) => settle(code));
    child.on('exit', (code) => timers.push(setTimeout(() => settle(code), STDIO_GRACE_MS)));
  });
}
