/**
 * True when git's `stderr` says the repository could not be reached.
 *
 * @example
 * isNetworkFailure("fatal: unable to access 'https://h/p/': Could not resolve host: h") // true
 * isNetworkFailure('error: bogus format in GIT_CONFIG_PARAMETERS') // false
 */
export declare function isNetworkFailure(stderr: string): boolean;
