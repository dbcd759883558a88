/**
 * Why `path` is no folder (nothing there, a file), in the user's words; null when it is one.
 *
 * @example
 * whyNotAFolder('/etc/hostname') // 'it is not a folder'
 */
export declare function whyNotAFolder(path: string): string | null;
