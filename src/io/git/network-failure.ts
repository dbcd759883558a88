/**
 * Whether git failed for want of a network: the repository could not be reached — its host not resolved,
 * not connected to, or no answer in time — as git (and the transport behind it: curl, ssh, git://) says
 * in the C locale (`gitEnv`). A positive list (decision 132): a failure it does not name — a config git
 * cannot parse, a repository git does not trust, a path that is no repository — is no network failure.
 */
const NETWORK_WORDS: readonly RegExp[] = [
  /Could not resolve host/i, // curl; ssh: "Could not resolve hostname"
  /Temporary failure in name resolution|Name or service not known|nodename nor servname/i,
  /unable to look up \S+ \(/i, // git://
  /Connection refused|Connection timed out|Connection reset by peer|Connection closed by/i,
  /Network is unreachable|No route to host|Host is down|Operation timed out/i,
  /Failed to connect to|Could not connect to server|unable to connect to/i,
  /Resolving timed out|SSL connection timeout/i,
  /The requested URL returned error: 50[234]\b/, // a proxy or forge that is down for now
];

/**
 * True when git's `stderr` says the repository could not be reached.
 *
 * @example
 * isNetworkFailure("fatal: unable to access 'https://h/p/': Could not resolve host: h") // true
 * isNetworkFailure('error: bogus format in GIT_CONFIG_PARAMETERS') // false
 */
export function isNetworkFailure(stderr: string): boolean {
  return NETWORK_WORDS.some((w) => w.test(stderr));
}
