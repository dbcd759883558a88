// clients/python/loopgov_client.py (standard library only) against a real `loopgov serve` process:
// its unittest suite, then the runnable example. Skipped — loudly — only where python3 is missing.
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI } from '../helpers/cli.js';
import { policyDir, startServe, tempDir, testPolicy } from '../server/helpers.js';

const PYTHON = process.env.LOOPGOV_PYTHON ?? 'python3';
const missing = spawnSync(PYTHON, ['--version']).status === 0 ? null : `${PYTHON} not found`;
if (missing) process.stderr.write(`\n!!!!! PYTHON CLIENT TESTS SKIPPED: ${missing} !!!!!\n\n`);

function python(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const p = spawn(PYTHON, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (c) => {
      out += c;
    });
    p.stderr.on('data', (c) => {
      out += c;
    });
    p.on('exit', (code) => resolve({ code, out }));
  });
}

describe.skipIf(missing !== null)('the Python client', () => {
  it('passes its unittest suite against loopgov serve', async () => {
    const traceDir = tempDir();
    const s = await startServe([
      '--trace-dir',
      traceDir,
      '--policy-dir',
      policyDir(testPolicy()),
      '--durability',
      'none',
    ]);
    const env = {
      LOOPGOV_URL: `http://127.0.0.1:${s.port}`,
      LOOPGOV_TOKEN: s.token,
      // For the resume test: the CLI signs the token where the key is.
      LOOPGOV_TRACE_DIR: traceDir,
      LOOPGOV_NODE: process.execPath,
      LOOPGOV_CLI: CLI,
      PYTHONDONTWRITEBYTECODE: '1',
    };
    const unit = await python(['-m', 'unittest', '-v', 'clients/python/test_loopgov_client.py'], env);
    expect(unit.out).toMatch(/Ran \d+ tests/);
    expect(unit.out).toMatch(/test_resume_with_a_token_signed_by_the_cli .*\.\.\. ok/);
    expect(unit.code, unit.out).toBe(0);
    s.child.kill('SIGTERM');
    await s.exited;
  });

  it('the runnable example sorts a list under the repository policy (project demo) and ends DONE', async () => {
    const s = await startServe([
      '--trace-dir',
      tempDir(),
      '--policy-dir',
      'policies',
      '--durability',
      'none',
    ]);
    const env = {
      LOOPGOV_URL: `http://127.0.0.1:${s.port}`,
      LOOPGOV_TOKEN: s.token,
      LOOPGOV_RUN_ID: 'py-example',
    };
    const example = await python(['clients/python/example.py'], env);
    expect(example.code, example.out).toBe(0);
    expect(example.out).toContain('step 3: CORRECT (self_declared_done)');
    expect(example.out).toContain('step 4: DONE (success)');
    expect(example.out).toMatch(
      /run py-example: done, 4 steps, .*records 0…5 verified against head [0-9a-f]{64}$/m,
    );
    s.child.kill('SIGTERM');
    await s.exited;
  });
});
