/**
 * The signed checkpoints an escalated run left (`<run>/checkpoints/*.jwt`, docs/decisions/065), checked
 * before a continuation decides anything from its trace. A chain re-hashed by someone who can write the
 * trace dir verifies on its own; only a statement signed outside it shows the rewrite. The keys are the
 * ones the continuation knows — its own `checkpoint` key and the trust file's — never the trace's.
 */
import type { JWK } from 'jose';
import { decodeProtectedHeader } from 'jose';
import { describeError, LoopgovError } from '../../core/errors.js';
import type { PolicySpec } from '../../core/run/options.js';
import {
  type CheckpointStatement,
  checkpointPublicJwk,
  listCheckpointFiles,
  loadTrustKeys,
  readCheckpointFile,
  verifyCheckpointWith,
} from '../trace/checkpoint.js';
import type { CheckpointOption } from './checkpoint-option.js';

/**
 * The longest checkpoint of the run signed by a key the continuation knows (it binds every record before
 * it through the chain), or undefined when there is none to hold the trace to. Throws `ERR_TOKEN` for a
 * checkpoint a known key did not sign, or one that cannot be read (fail closed: the caller refuses).
 * A checkpoint by a kid the continuation does not know is not judged (another runner's key).
 *
 * @example
 * const cp = await latestCheckpoint({ traceDir: 'traces', runId: 'r1', policy, checkpoint: { keyFile } });
 * // { length: 7, head: '…', root: '…' } | undefined
 */
export async function latestCheckpoint(o: {
  traceDir: string;
  runId: string;
  policy: PolicySpec;
  checkpoint?: CheckpointOption;
}): Promise<CheckpointStatement | undefined> {
  const files = listCheckpointFiles(o.traceDir, o.runId);
  if (files.length === 0) return undefined;
  const keys: { jwk: JWK; source: string }[] = [];
  if (o.checkpoint)
    keys.push({ jwk: checkpointPublicJwk(o.checkpoint.keyFile), source: o.checkpoint.keyFile });
  const trust = o.policy.kind === 'pinned' ? o.policy.trustFile : undefined;
  if (trust) for (const jwk of loadTrustKeys(trust)) keys.push({ jwk, source: trust });
  if (keys.length === 0) return undefined;

  let latest: CheckpointStatement | undefined;
  for (const f of files) {
    const jws = readCheckpointFile(f.file).trim();
    let kid: unknown;
    try {
      kid = decodeProtectedHeader(jws).kid;
    } catch (e) {
      throw new LoopgovError('ERR_TOKEN', `checkpoint ${f.file} cannot be read: ${describeError(e)}`);
    }
    const known = keys.filter((k) => k.jwk.kid === kid);
    if (known.length === 0) continue;
    const cp = await verifyCheckpointWith(
      jws,
      known.map((k) => k.jwk),
      known[0]!.source,
      o.runId,
    ).catch((e) => {
      throw new LoopgovError('ERR_TOKEN', `checkpoint ${f.file}: ${describeError(e)}`);
    });
    if (!latest || cp.length > latest.length)
      latest = { run_id: o.runId, length: cp.length, head: cp.head, ...(cp.root ? { root: cp.root } : {}) };
  }
  return latest;
}
