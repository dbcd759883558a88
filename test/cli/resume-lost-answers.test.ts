// `loopgov resume` says at once what it can already tell of an answer (decision 116): a key the
// registry the signer named holds for a proposer-bot, for a role below the escalation's, or for someone
// else than the answer names — the runtime will refuse it — and a halt request already pending, which
// wins, so a resume after it is never acted on. It still signs and appends, as for a grant past the
// ceiling: the person is told, and can answer again.
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { ev, lines, policyDir, runLoopgov, tempDir, testPolicy } from './run-fixtures.js';

const KEYS = 'test/fixtures/keys';
const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });
const good = (n: number) =>
  ev(n, { action_hash: `fix-${n}`, artifact: 'good', claims_done: true, progress: 1 });

async function escalate(policy = testPolicy()) {
  const traceDir = tempDir();
  const dir = policyDir(policy);
  const base = ['--run-id', 'l1', '--trace-dir', traceDir, '--policy-dir', dir, '--durability', 'none'];
  const r = await runLoopgov(
    [...base, '--project', 't', '--level', 'L2', '--profile', 'dev'],
    lines([1, 2, 3].map(loop)),
  );
  expect(r.code, r.stderr).toBe(4);
  return { traceDir, dir, base };
}
const resume = (traceDir: string, key: string, extra: string[] = []) =>
  runCli([
    'resume',
    '--trace-dir',
    traceDir,
    '--run-id',
    'l1',
    '--key',
    `${KEYS}/${key}.private.jwk.json`,
    ...extra,
  ]);
/** The warnings, without the one about the fixture keys' file mode. */
const warnings = (stderr: string) =>
  stderr.split('\n').filter((l) => l.startsWith('loopgov: warning:') && !l.includes('readable by others'));

describe('resume with a registry at hand says when the runtime will refuse the signer', () => {
  it('a proposer-bot: warned naming the role required; signed and appended; the runtime refuses it', async () => {
    const { traceDir, dir, base } = await escalate();
    const r = await resume(traceDir, 'metabot-2026', ['--policy-dir', dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(warnings(r.stderr)).toEqual([
      `loopgov: warning: meta-loop (kid metabot-2026) is a proposer-bot in the policy folder ${dir}: a proposer-bot never answers an escalation, which asks for a maintainer; the runtime will refuse this answer if it verifies with that registry`,
    ]);
    expect(r.stdout).toContain('resume by meta-loop appended');
    const cont = await runLoopgov([...base, '--continue'], lines([good(4)]));
    expect(cont.code).toBe(4);
    expect(cont.stderr).toContain('ERR_TOKEN_ROLE');
  });

  it('a maintainer where the escalation asks for an org-admin: warned; an org-admin is not', async () => {
    const { traceDir, dir } = await escalate(
      testPolicy({ extra: '  escalation: {approver_role: org-admin}' }),
    );
    const dave = await resume(traceDir, 'dave-2026', ['--policy-dir', dir, '--print']);
    expect(dave.code, dave.stderr).toBe(0);
    expect(warnings(dave.stderr)).toEqual([
      `loopgov: warning: dave (kid dave-2026) has roles [maintainer] in the policy folder ${dir}, not org-admin (the role this escalation asks for); the runtime will refuse this answer if it verifies with that registry`,
    ]);
    const alice = await resume(traceDir, 'alice-2026', ['--policy-dir', dir, '--print']);
    expect(alice.code, alice.stderr).toBe(0);
    expect(warnings(alice.stderr)).toEqual([]);
  });

  it('--as naming another approver than the key belongs to: warned', async () => {
    const { traceDir, dir } = await escalate();
    const r = await resume(traceDir, 'dave-2026', ['--as', 'bob', '--policy-dir', dir, '--print']);
    expect(r.code, r.stderr).toBe(0);
    expect(warnings(r.stderr)).toEqual([
      `loopgov: warning: the answer names bob, but dave (kid dave-2026) is another approver in the policy folder ${dir}: the runtime will refuse this answer if it verifies with that registry`,
    ]);
  });

  it('no registry named: nothing is said of the signer (the runtime judges it)', async () => {
    const { traceDir } = await escalate();
    const r = await resume(traceDir, 'metabot-2026', ['--print']);
    expect(r.code, r.stderr).toBe(0);
    expect(warnings(r.stderr)).toEqual([]);
  });
});

describe('resume after a halt request says the halt wins', () => {
  it('warned, and the answer line says the next continuation ends the run; it does', async () => {
    const { traceDir, base } = await escalate();
    expect((await resume(traceDir, 'alice-2026', ['--decision', 'halt'])).code).toBe(0);
    const r = await resume(traceDir, 'alice-2026', ['--grant', 'max_steps=5']);
    expect(r.code, r.stderr).toBe(0);
    expect(warnings(r.stderr)).toEqual([
      'loopgov: warning: a halt request is pending for run l1 and wins: the run ends as HALT (human) when it is next continued, and this resume is never acted on',
    ]);
    expect(r.stdout).toContain('a halt request is pending and wins: loopgov run --continue --run-id l1');
    expect(r.stdout).toContain('ends the run as HALT (human), and this answer is never acted on');
    expect(r.stdout).not.toContain('the runtime verifies it when the run goes on');
    const json = await resume(traceDir, 'dave-2026', ['--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ halt_pending: true });
    const cont = await runLoopgov([...base, '--continue'], lines([good(4)]));
    expect(cont.code).toBe(3);
    expect(cont.decisions).toEqual([expect.objectContaining({ decision: 'HALT', reason: 'human' })]);
  });

  it('without a halt request, the answer line says the runtime verifies it', async () => {
    const { traceDir } = await escalate();
    const r = await resume(traceDir, 'alice-2026', ['--json']);
    expect(JSON.parse(r.stdout)).toMatchObject({ halt_pending: false });
    expect(warnings(r.stderr)).toEqual([]);
  });
});
