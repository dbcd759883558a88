/**
 * Which repository a location names, as the machine cache keys it (decision 132): spellings git reaches
 * one repository by — `file:///srv/p.git`, `/srv/p.git`, `/srv/p.git/`, `file://localhost/srv/p.git/` —
 * are one repository, with one clone, one proof and one revocation record. A pure function of the text
 * (its credentials already redacted, `redactRepoLocation`): no file system is asked, so no symlink is
 * followed and a share that is not mounted keys as it does mounted. Only spellings that are the same
 * repository for git are folded: two repositories never share a key (`.git` or not, `..` in a `file://`
 * URL, a path's case are kept as they are).
 */
/**
 * The identity of the repository at `shown`: a local path (a `file://` URL as git reads it: escapes
 * decoded, host empty or `localhost`) with no repeated `/`, no `.` segment and no trailing `/` — its `..`
 * kept, as git lets the system resolve it, through symlinks; a URL with its host in lower case, no
 * default port, no userinfo for http(s) (it only authorizes: `https://***@host/p` is `https://host/p`)
 * and not one trailing `/` — its scheme as written (git names the transport by it, case and all:
 * `FILE://` is no `file://` to git); an scp-like `user@host:path` with its host in lower case and not one
 * trailing `/`.
 *
 * @example
 * repoIdentity('file://localhost/srv/p.git/') // '/srv/p.git'
 * repoIdentity('https://***@GitHub.com:443/acme/p/') // 'https://github.com/acme/p'
 */
export declare function repoIdentity(shown: string): string;
/**
 * The spellings of the repository at `shown` that the release before repository identities may have
 * keyed the cache by (the key was the spelling itself): `shown`, its identity, and that with a trailing
 * `/` — for a local repository also as `file://` URLs. Their records are still read (decision 132).
 *
 * @example
 * spellingsKeyedBefore('/srv/p.git') // ['/srv/p.git', '/srv/p.git/', 'file:///srv/p.git', 'file:///srv/p.git/']
 */
export declare function spellingsKeyedBefore(shown: string): string[];
