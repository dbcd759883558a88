import type { ApproverRegistry } from '../../core/policy/types.js';
import { type GitAccess } from '../git/invocation.js';
import { type RevocationRecord } from './revocation-log.js';
export interface PinnedApprovalInput {
    /** The local policy repository (already fetched) and the pinned commit in it. */
    repoDir: string;
    commit: string;
    /** The governed digest of `commit` (SPEC §2.5). */
    digest: string;
    /** Path of the trust file: an approver registry kept outside the policy repo. */
    trustFile: string | undefined;
    /**
     * The ref (in `repoDir`) whose whole history is searched for a `reject` of `digest` (SPEC §4.1): a
     * reject committed there and later deleted still revokes it. Default: the pinned commit's history.
     */
    history?: string;
    /** The policy repository as the runner named it (a path or URL): the trust file must not lie inside it. */
    namedRepo?: string | null;
    /**
     * How git opens `repoDir` (`openGit`'s): the pin cache's bare clone as its git directory, with the
     * invocation's environment. Default: the repository git finds at `repoDir`, with `process.env`.
     */
    access?: GitAccess;
    /**
     * Where this runner remembers every reject of `digest` it has seen in `history` (decision 132): the
     * rejects found are added to its `file`, and the ones it and its `older` files hold revoke the digest
     * even once the history no longer does.
     */
    revocationLog?: RevocationRecord;
}
export interface PinnedApproval {
    /** Approver ids whose approvals counted. */
    approvers: string[];
    kids: string[];
}
/** Resolves when `commit` is approved; otherwise throws `ERR_APPROVAL` naming every reason. */
export declare function verifyPinnedApproval(input: PinnedApprovalInput): Promise<PinnedApproval>;
/**
 * Reads and validates the trust file (an ApproverRegistry, safe YAML), refusing one that lies inside
 * any of `repos` — the repository as the runner named it (a path or a `file://` URL, whatever its host:
 * git ignores it; a remote URL has no local inside) and its cached clone — or inside the work tree such
 * a git directory belongs to (`…/repo/.git` names `…/repo`'s; `core.worktree` another's), compared by
 * real path, so neither a symlink nor `..` hides it.
 *
 * @example
 * const registry = await loadTrustFile('/etc/loopgov/trust.yaml', ['file:///srv/policies.git']);
 */
export declare function loadTrustFile(path: string, repos: (string | null)[]): Promise<ApproverRegistry>;
/**
 * The local directory a repository location names (a path or a `file://` URL), else null. A `file://`
 * URL's host is ignored, as git ignores it: `file://elsewhere/srv/p.git` is `/srv/p.git`.
 */
export declare function localPathOf(repo: string): string | null;
