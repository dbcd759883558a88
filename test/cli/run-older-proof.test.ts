// A prod run whose policy repository cannot be reached goes on on the cached proof (within the
// reachability TTL, decision 122): recorded in run_start, and said — once on stderr as the run starts, in
// `trace show`'s header, and by `loopgov serve` for a run created there — so nobody takes it for a run
// whose rejects were read now. Real git (a bare file:// origin that is then moved away).
import { renameSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeApprovedPin } from '../helpers/gate-repo.js';
import { runCli } from '../helpers/cli.js';
import { serve } from '../server/helpers.js';
import { readTrace, runLoopgov, tempDir } from './run-fixtures.js';

const WARNING =
  /cannot fetch refs\/heads\/main from file:\/\/\S+: .*; went on with the proof of \d+s ago, within the reachability TTL of 10 min: a reject committed since then is not seen/;

describe('a prod run on the cached proof, its repository unreachable', () => {
  it('says so once on stderr as it starts, and trace show says it in the header', async () => {
    const pin = await makeApprovedPin('older-proof');
    const traceDir = tempDir();
    const env = { LOOPGOV_CACHE_DIR: tempDir('loopgov-cache-') };
    const args = (runId: string) => [
      ...['--run-id', runId, '--project', 'demo', '--level', 'L2', '--profile', 'prod'],
      ...['--trace-dir', traceDir, '--trust', pin.trustFile, '--durability', 'none'],
      ...['--policy-repo', `file://${pin.origin}`, '--policy-commit', pin.commit],
    ];
    const reached = await runLoopgov(args('reached'), '', env);
    expect(reached.decisions.at(-1)).toMatchObject({ reason: 'incomplete' });
    expect(reached.stderr).not.toMatch(/warning/);

    renameSync(pin.origin, `${pin.origin}.gone`);
    const r = await runLoopgov(args('unreached'), '', env);
    expect(r.decisions.at(-1)).toMatchObject({ reason: 'incomplete' });
    const warnings = r.stderr.split('\n').filter((l) => l.includes('warning'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(new RegExp(`^loopgov: warning: run unreached: ${WARNING.source}$`));
    expect(readTrace(traceDir, 'unreached')[0]!.policy).toMatchObject({
      reachability: { fetch_error: expect.any(String) },
    });

    const show = await runCli(['trace', 'show', '--trace-dir', traceDir, '--run-id', 'unreached']);
    expect(show.stdout.split('\n')[2]).toMatch(new RegExp(`^warning: ${WARNING.source}$`));
    const json = await runCli(['trace', 'show', '--trace-dir', traceDir, '--run-id', 'unreached', '--json']);
    expect(JSON.parse(json.stdout).header.policy_warning).toMatch(WARNING);
    const fine = await runCli(['trace', 'show', '--trace-dir', traceDir, '--run-id', 'reached', '--json']);
    expect(JSON.parse(fine.stdout).header.policy_warning).toBeNull();
  });

  it('loopgov serve says it for a run created there', async () => {
    const pin = await makeApprovedPin('older-proof-serve');
    const warnings: string[] = [];
    const policy = {
      kind: 'pinned' as const,
      repo: `file://${pin.origin}`,
      commit: pin.commit,
      trustFile: pin.trustFile,
      cacheDir: tempDir('loopgov-cache-'),
    };
    const s = await serve({ policy, onWarning: (m) => warnings.push(m) });
    const create = (runId: string) => s.createRun(runId, { project: 'demo', profile: 'prod' });
    expect((await create('reached')).status).toBe(201);
    expect(warnings).toEqual([]);
    renameSync(pin.origin, `${pin.origin}.gone`);
    expect((await create('unreached')).status).toBe(201);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(new RegExp(`^run unreached: ${WARNING.source}$`));
  });
});
