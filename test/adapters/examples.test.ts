// The framework examples run offline as `npm run example:<name>` does (after the build global-setup ran):
// each governs one converging run to DONE, and one looping run to ESCALATE that a maintainer's signed
// resume continues to DONE through the framework's own resume; both traces verify.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('examples/<framework>/agent.mjs', () => {
  it.each(['ai-sdk', 'openai-agents', 'langchain'])('%s', (name) => {
    const r = spawnSync(process.execPath, [`examples/${name}/agent.mjs`], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('step 2: CORRECT (self_declared_done)');
    expect(r.stdout).toContain('step 3: ESCALATE (oscillation)');
    expect(r.stdout).toContain('alice signs a resume (grant {"max_steps":4}); run.continue(): continued');
    expect(r.stdout).toContain('step 4: DONE (success)');
    expect(r.stdout).toContain('outcome: DONE (success), 4 of 16 steps');
    expect(r.stdout.match(/outcome: DONE \(success\)/g)).toHaveLength(2);
    expect(r.stdout.match(/ verifies$/gm)).toHaveLength(2);
  });
});
