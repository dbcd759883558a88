import type { WhatMerges } from '../../core/merge/types.js';
/**
 * What merging `head` into `base` (full commit ids) makes of `policies/`, as GitHub merges it (git's
 * merge-ort, `merge-tree --write-tree`): `head` when the merge holds head's `policies/` (base is an
 * ancestor of head, or the base's newer commits changed nothing there), `base` when it leaves the base's
 * as they are (head's own differ only by what the base changed since), `neither` otherwise — head lacks
 * policy changes the base made since, or they conflict — with why and what to do. `labels` name the two
 * revisions as the user gave them. Never throws: what git cannot tell is a `neither`.
 *
 * Unless `rebase` is false, a `neither` also when a plain `git rebase base` of head would land other
 * `policies/` than that merge (`rebaseVerdict`): checked when base is not an ancestor of head, and when
 * it is but base..head holds a merge commit (which a rebase drops). `rebase: false` is for a merge queue's
 * build (`merge_group`), which lands as it is: no rebase follows it.
 *
 * @example
 * await readWhatMerges(dir, baseSha, headSha, { base: 'main', head: 'feature' }) // { policies: 'head' }
 */
export declare function readWhatMerges(dir: string, base: string, head: string, labels: {
    base: string;
    head: string;
}, options?: {
    rebase?: boolean;
}): Promise<WhatMerges>;
/**
 * On `merge_group`: whether `head` is the merge queue's build of the pull request whose own head is
 * `pullHead`, on top of `base` — `pullHead` is in this clone and head's whole tree is git's merge of base
 * and pullHead. Then head's commits beyond the pull request's own (a squash commit, with a
 * `Co-authored-by` GitHub adds for each other author of the pull request; a rebase's copies; a merge
 * commit) hold nothing but what base and the pull request's commits hold, and the pull request's own
 * commits (base..pullHead) are the ones to judge. Else why not (the queue's commits are then judged as
 * the pull request's). Never throws.
 *
 * @example
 * await readQueueBuild(dir, baseSha, queueSha, prHeadSha) // { ok: true }
 */
export declare function readQueueBuild(dir: string, base: string, head: string, pullHead: string): Promise<{
    ok: true;
} | {
    ok: false;
    why: string;
}>;
