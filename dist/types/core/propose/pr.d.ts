import type { Proposal } from './proposal.js';
import { type ReplayReport } from './replay-report.js';
/** GitHub refuses a pull request body of 65 536 characters or more. */
export declare const PR_BODY_LIMIT = 65536;
export interface PrMetadata {
    v: 1;
    area: string;
    proposal: string;
    proposed_digest: string;
    heads_hash: string;
}
export interface PullRequestText {
    title: string;
    body: string;
}
/**
 * The title and body for one proposal.
 *
 * @example
 * const { title, body } = renderPullRequest(proposal, replay); // body.length < 65 536
 */
export declare function renderPullRequest(p: Proposal, replay: ReplayReport): PullRequestText;
/**
 * The metadata of a body this renderer wrote, or null. The last such comment: the renderer writes it
 * last, and a trace value quoting one (shown as code, inert) comes before it.
 */
export declare function parsePrMetadata(body: string | null | undefined): PrMetadata | null;
