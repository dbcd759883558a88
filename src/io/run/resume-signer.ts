/**
 * `loopgov resume` as a library call: sign a person's answer to an escalated run with their key and
 * append it to the run's trace (SPEC §4.4). The runtime verifies it when it acts on it.
 */
import { DEFAULT_RESUME_TTL_SEC, type ResumeDecision, signResumeToken } from '../../core/approval/resume.js';
import { buildKeyIndex } from '../../core/approval/keys.js';
import { LoopgovError } from '../../core/errors.js';
import type { Grant } from '../../core/policy/grant.js';
import type { TraceRecord } from '../../core/trace/types.js';
import { readPrivateKey } from '../keys/key-files.js';
import { loadPolicyDir } from '../policy/dir.js';
import { loadPinnedPolicy } from '../policy/pin.js';
import { readRunStart } from '../trace/history.js';
import { showEscalatedRun } from '../trace/inbox.js';
import { type AppendResumeResult, appendResume } from '../trace/resume.js';

export interface SignResumeOptions {
  traceDir: string;
  runId: string;
  /** A private JWK file (`loopgov keys generate`). */
  keyFile: string;
  decision?: ResumeDecision;
  grant?: Grant;
  reason?: string;
  /** The signer's approver id; default the key file's `sub`, else the owner of its kid in the run's registry. */
  as?: string;
  ttlSec?: number;
  /** Milliseconds since the epoch (default: now). */
  now?: number;
}

export interface SignedResume extends AppendResumeResult {
  token: string;
  approver: string;
  /** A warning about the key file (readable by others), if any. */
  note?: string;
}

/**
 * Signs and appends. Throws `ERR_RESUME` when the run is not escalated, `ERR_KEY` / `ERR_USAGE` for the key.
 *
 * @example
 * const r = await signAndAppendResume({ traceDir: 'traces', runId: 'r1', keyFile, grant: { max_steps: 10 } });
 */
export async function signAndAppendResume(o: SignResumeOptions): Promise<SignedResume> {
  const esc = await showEscalatedRun(o.traceDir, o.runId);
  if (!esc)
    throw new LoopgovError('ERR_RESUME', `run ${o.runId} is not escalated: there is nothing to answer`);
  if (!esc.chain.ok) throw new LoopgovError('ERR_RESUME', `run ${o.runId}: its trace does not verify`);
  const { jwk, note } = await readPrivateKey(o.keyFile);
  const approver = o.as ?? jwk.sub ?? (await ownerInRunRegistry(o.traceDir, o.runId, String(jwk.kid)));
  if (!approver) {
    throw new LoopgovError(
      'ERR_USAGE',
      `${o.keyFile} does not say whose key it is (no "sub"), and kid ${jwk.kid} is not in the run's registry: pass --as ID`,
    );
  }
  const now = o.now ?? Date.now();
  const token = await signResumeToken({
    privateJwk: jwk,
    approver,
    runId: o.runId,
    head: esc.head,
    decision: o.decision ?? 'resume',
    ...(o.grant ? { grant: o.grant } : {}),
    ...(o.reason !== undefined ? { reason: o.reason } : {}),
    now: Math.floor(now / 1000),
    ttlSec: o.ttlSec ?? DEFAULT_RESUME_TTL_SEC,
  });
  const appended = await appendResume(o.traceDir, o.runId, token, { now: () => new Date(now) });
  return { ...appended, token, approver, ...(note ? { note } : {}) };
}

/** Who owns `kid` in the registry of the policy the run started under (a name only: trust is checked later). */
async function ownerInRunRegistry(traceDir: string, runId: string, kid: string): Promise<string | undefined> {
  try {
    const start: TraceRecord = await readRunStart(traceDir, runId);
    const p = (start.policy ?? {}) as { source?: string; repo?: string; commit?: string };
    const set =
      p.source === 'unpinned' && p.repo
        ? await loadPolicyDir(p.repo)
        : p.source === 'pinned' && p.repo && p.commit
          ? (await loadPinnedPolicy({ repo: p.repo, commit: p.commit, profile: 'dev' })).set
          : null;
    return buildKeyIndex(set?.approvers ?? null).get(kid)?.approverId;
  } catch {
    return undefined;
  }
}
