/**
 * A repository location as loopgov records or prints it (SPEC §5: a trace holds no secrets). A URL may
 * carry credentials in its userinfo — GitHub's own pattern puts a token in the password
 * (`https://x-access-token:ghp_…@github.com/…`), others in the user (`https://ghp_…@github.com/…`,
 * `https://oauth2:glpat-…@gitlab.com/…`) — and a hash-linked trace can never be scrubbed of one once
 * written. The location is used as given to reach the repository, and shown only through this.
 */
/**
 * `location` with the userinfo of a URL replaced by `***`, so that a reader sees credentials were given
 * and never what they are. An ssh user alone (`ssh://git@host/…`) is a login name, not a secret, and is
 * kept; so is an scp-like `git@host:path` and any local path.
 *
 * @example
 * redactRepoLocation('https://x-access-token:ghp_abc@github.com/acme/p') // 'https://***@github.com/acme/p'
 * redactRepoLocation('ssh://git@github.com/acme/p.git') // unchanged
 */
export declare function redactRepoLocation(location: string): string;
/**
 * Every URL-looking token in `text` (`scheme://userinfo@host`: git's own messages name the URL it was
 * given, `could not read Password for 'http://ghp_…@host'`) redacted as `redactRepoLocation` redacts a
 * location; the userinfo ends at whitespace or a quote, as a token in a message does.
 *
 * @example
 * redactUrlsIn("fatal: could not read Password for 'http://ghp_x@h': …") // "fatal: could not read Password for 'http://***@h': …"
 */
export declare function redactUrlsIn(text: string): string;
