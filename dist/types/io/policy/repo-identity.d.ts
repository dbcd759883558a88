/**
 * Which repository a location names, as the machine cache keys it (decision 132). Two keys, split so that
 * both fail closed:
 * - `repoIdentity`, conservative, keys the clone and the reachability proofs: it folds only spellings that
 *   are one repository for git whatever the runner's configuration — a local path and a `file://` URL with
 *   an empty or `localhost` host. Every other location keys by its text as given: git's `insteadOf` is a
 *   case-sensitive textual rewrite, ssh's `Host` matching is case-sensitive and an explicit `:22` overrides
 *   a configured `Port`, and git decodes `%XX` across a whole URL before it splits the host from the path
 *   — so `https://GIT.example/p` and `https://git.example/p` may be two repositories, and one's proof must
 *   not serve the other's pin.
 * - `liberalRepoIdentity` also folds a URL's host case, default port, http(s) userinfo and one trailing
 *   `/`: spellings that are usually one repository. Revocations are read (and written) under it too —
 *   reading more only refuses more, as each token is verified again under the load's trust file.
 * Both are pure functions of the text (its credentials already redacted, `redactRepoLocation`): no file
 * system is asked, so no symlink is followed and a share that is not mounted keys as it does mounted.
 */
/**
 * The conservative identity of the repository at `shown` (the clone's and the proofs' key): a local path
 * or a `file://` URL whose authority is empty or `localhost` (`filePath`; an escaped authority, which git
 * decodes into the path, is kept as given), as a path with no repeated `/`, no `.` segment and no trailing
 * `/`; anything else exactly as given. Two repositories never share it.
 *
 * @example
 * repoIdentity('file://localhost/srv/p.git/') // '/srv/p.git'
 * repoIdentity('https://GitHub.com/acme/p') // 'https://GitHub.com/acme/p'
 */
export declare function repoIdentity(shown: string): string;
/**
 * The liberal identity of the repository at `shown` (a second key of its revocation record: spellings
 * that are usually one repository): a local path as `repoIdentity` gives it; any other URL with its host
 * (the whole authority as written, escapes and all) in lower case, no default port, no userinfo for
 * http(s) (it only authorizes: `https://***@host/p` is `https://host/p`) and not one trailing `/` — its
 * scheme as written (git names the transport by it, case and all: `FILE://` is no `file://` to git); an
 * scp-like `user@host:path` with its host in lower case and not one trailing `/`.
 *
 * @example
 * liberalRepoIdentity('file://localhost/srv/p.git/') // '/srv/p.git'
 * liberalRepoIdentity('https://***@GitHub.com:443/acme/p/') // 'https://github.com/acme/p'
 */
export declare function liberalRepoIdentity(shown: string): string;
/**
 * The spellings of the repository at `shown` that the release before repository identities may have
 * keyed the cache by (the key was the spelling itself): `shown`, its liberal identity, and that with a trailing
 * `/` — for a local repository also as `file://` URLs. Their records are still read (decision 132).
 *
 * @example
 * spellingsKeyedBefore('/srv/p.git') // ['/srv/p.git', '/srv/p.git/', 'file:///srv/p.git', 'file:///srv/p.git/']
 */
export declare function spellingsKeyedBefore(shown: string): string[];
