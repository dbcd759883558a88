import type { PolicySpec } from '../../core/run/options.js';
import { type CheckpointStatement } from '../trace/checkpoint.js';
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
export declare function latestCheckpoint(o: {
    traceDir: string;
    runId: string;
    policy: PolicySpec;
    checkpoint?: CheckpointOption;
}): Promise<CheckpointStatement | undefined>;
