import type { CommandOutcome, CommandRequest, CommandRunner } from '../../core/run/types.js';
/**
 * Runs one command to completion or timeout, in this process's environment.
 *
 * @example
 * const out = await spawnCommandRunner.run({ argv: ['npm', 'test'], cwd, artifactPath, timeoutSec: 60 });
 */
export declare const spawnCommandRunner: CommandRunner;
/**
 * A runner whose commands get `env` (plus `LOOPGOV_ARTIFACT`) instead of this process's environment: for
 * a CLI invocation run inside another process.
 *
 * @example
 * const runner = createCommandRunner({ PATH: '/usr/bin', HOME: '/home/ci' });
 */
export declare function createCommandRunner(env: NodeJS.ProcessEnv): CommandRunner;
export declare function runCommand(req: CommandRequest, baseEnv?: NodeJS.ProcessEnv): Promise<CommandOutcome>;
