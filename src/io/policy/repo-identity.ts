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

/** `scheme://authority` then the rest (path, query, fragment). */
const URL_FORM = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)(.*)$/s;

/** The port a scheme uses when none is named: `host:443` is `host` for https. */
const DEFAULT_PORTS: Readonly<Record<string, string>> = {
  http: '80',
  https: '443',
  ssh: '22',
  'git+ssh': '22',
  'ssh+git': '22',
  git: '9418',
};

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
export function repoIdentity(shown: string): string {
  const url = URL_FORM.exec(shown);
  if (!url) return isScpLike(shown) ? shown : normalPath(shown);
  const [, scheme, authority, rest] = url as unknown as [string, string, string, string];
  const local = scheme === 'file' ? filePath(authority, rest) : null;
  return local === null ? shown : normalPath(local);
}

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
export function liberalRepoIdentity(shown: string): string {
  const url = URL_FORM.exec(shown);
  if (url) {
    const [, scheme, authority, rest] = url as unknown as [string, string, string, string];
    const local = scheme === 'file' ? filePath(authority, rest) : null;
    if (local !== null) return normalPath(local);
    return `${scheme}://${normalAuthority(scheme, authority)}${/[?#]/.test(rest) ? rest : trimSlash(rest)}`;
  }
  if (isScpLike(shown)) {
    const colon = shown.indexOf(':');
    const left = shown.slice(0, colon);
    if (left.includes('[')) return shown;
    const at = left.lastIndexOf('@');
    return `${left.slice(0, at + 1)}${left.slice(at + 1).toLowerCase()}:${trimSlash(shown.slice(colon + 1))}`;
  }
  return normalPath(shown);
}

/** git's rule (`resolveRepoLocation`): a colon before the first slash makes an scp-like `host:path`. */
function isScpLike(shown: string): boolean {
  const colon = shown.indexOf(':');
  return colon > 0 && !shown.slice(0, colon).includes('/');
}

/**
 * The spellings of the repository at `shown` that the release before repository identities may have
 * keyed the cache by (the key was the spelling itself): `shown`, its liberal identity, and that with a trailing
 * `/` — for a local repository also as `file://` URLs. Their records are still read (decision 132).
 *
 * @example
 * spellingsKeyedBefore('/srv/p.git') // ['/srv/p.git', '/srv/p.git/', 'file:///srv/p.git', 'file:///srv/p.git/']
 */
export function spellingsKeyedBefore(shown: string): string[] {
  const id = liberalRepoIdentity(shown);
  const out = [shown, id, `${id}/`];
  if (id.startsWith('/')) out.push(`file://${id}`, `file://${id}/`);
  return [...new Set(out)];
}

/**
 * The local path a `file://` URL names for git, or null when it names none git reads as this machine's:
 * a host other than `localhost`, escapes that decode to no text, or a NUL.
 */
function filePath(authority: string, rest: string): string | null {
  if (authority !== '' && authority.toLowerCase() !== 'localhost') return null;
  if (!rest.startsWith('/')) return null;
  // git decodes every %XX of a file URL (`%2F` too) and keeps anything else, `?` and `#` included.
  const bytes: number[] = [];
  for (let i = 0; i < rest.length; ) {
    const hex = rest[i] === '%' ? rest.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 3;
    } else {
      const c = String.fromCodePoint(rest.codePointAt(i)!);
      bytes.push(...Buffer.from(c, 'utf8'));
      i += c.length;
    }
  }
  const buf = Buffer.from(bytes);
  const text = buf.toString('utf8');
  if (!Buffer.from(text, 'utf8').equals(buf) || text.includes('\0')) return null;
  return text;
}

/** `p` with no repeated `/`, no `.` segment and no trailing `/` (`/` stays `/`); `..` kept. */
function normalPath(p: string): string {
  const absolute = p.startsWith('/');
  const parts = p.split('/').filter((s) => s !== '' && s !== '.');
  const joined = parts.join('/');
  if (absolute) return `/${joined}`;
  return joined === '' ? p : joined;
}

/**
 * `p` without one trailing slash, unless nothing else is left (`/` stays): git's http transport adds one
 * to a URL that has none (`end_url_with_slash`), and a server's `upload-pack` strips it from a path.
 */
function trimSlash(p: string): string {
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

/** `[userinfo@]host[:port]` with the host in lower case and the scheme's default port dropped. */
function normalAuthority(scheme: string, authority: string): string {
  const at = authority.lastIndexOf('@');
  const userinfo = scheme === 'http' || scheme === 'https' ? '' : authority.slice(0, at + 1);
  const hostPort = authority.slice(at + 1);
  const m = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d*))?$/.exec(hostPort);
  if (!m) return `${userinfo}${hostPort}`;
  const [, host, port] = m as unknown as [string, string, string | undefined];
  const kept = port === undefined || port === '' || port === DEFAULT_PORTS[scheme] ? '' : `:${port}`;
  return `${userinfo}${host.toLowerCase()}${kept}`;
}
