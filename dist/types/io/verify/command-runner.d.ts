import type { CommandOutcome, CommandRequest, CommandRunner } from '../../core/run/types.js';
/**
 * Runs one command to completion or timeout.
 *
 * @example
 * const out = await spawnCommandRunner.run({ argv: ['npm', 'test'], cwd, artifactPath, timeoutSec: 60 });
 */
export declare const spawnCommandRunner: CommandRunner;
export declare function runCommand(req: CommandRequest): Promise<CommandOutcome>;
