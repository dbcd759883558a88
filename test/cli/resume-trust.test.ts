// `loopgov resume` and `loopgov inbox list` against damaged or forged traces: a signer's id never comes
// from a registry the trace names; a torn last line is listed and recovered (as `halt` recovers it); a
// chain edited in the middle is named as such; unreadable traces and a missing trace dir are said.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { rehashTrace } from '../helpers/rehash.js';
import {
  ev,
  governanceRepo,
  lines,
  policyDir,
  readTrace,
  runLoopgov,
  tempDir,
  testPolicy,
} from './run-fixtures.js';

const KEYS = 'test/fixtures/keys';
const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });

async function escalate(runId = 'esc1', traceDir = tempDir()) {
  const dir = policyDir(testPolicy());
  const r = await runLoopgov(
    [
      '--run-id',
      runId,
      '--trace-dir',
      traceDir,
      '--policy-dir',
      dir,
      '--durability',
      'none',
      '--project',
      't',
      '--level',
      'L2',
      '--profile',
      'dev',
    ],
    lines([1, 2, 3].map(loop)),
  );
  expect(r.code, r.stderr).toBe(4);
  return { traceDir, dir, file: join(traceDir, runId, 'trace.jsonl') };
}
/** dave's key without its `sub`: the file does not say whose key it is. */
function anonymousKey(): string {
  const jwk = JSON.parse(readFileSync(`${KEYS}/dave-2026.private.jwk.json`, 'utf8'));
  delete jwk.sub;
  const f = join(tempDir('loopgov-key-'), 'dave.private.jwk.json');
  writeFileSync(f, JSON.stringify(jwk), { mode: 0o600 });
  return f;
}
const resume = (traceDir: string, runId: string, key: string, extra: string[] = []) =>
  runCli(['resume', '--trace-dir', traceDir, '--run-id', runId, '--key', key, ...extra]);

describe('resume: who signs never comes from a registry the trace names', () => {
  it('a trace re-hashed to name an attacker\u2019s repository: not fetched, not trusted for the name', async () => {
    const { traceDir, file } = await escalate();
    // The attacker's policy repo names dave-2026's kid as "evil-dave".
    const evil = governanceRepo();
    const commit = evil.commit({
      'policies/approvers.yaml': readFileSync('policies/approvers.yaml', 'utf8').replace(
        '- id: dave',
        '- id: evil-dave',
      ),
    });
    rehashTrace(file, (recs) => {
      recs[0]!.policy = {
        ...(recs[0]!.policy as object),
        source: 'pinned',
        repo: `file://${evil.origin}`,
        commit,
      };
    });
    const cache = tempDir('loopgov-cache-');
    const key = anonymousKey();
    const r = await runCli(['resume', '--trace-dir', traceDir, '--run-id', 'esc1', '--key', key], {
      env: { LOOPGOV_CACHE_DIR: cache },
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/does not say whose key it is .*pass --as ID, or --trust/);
    expect(r.stdout).not.toContain('evil-dave');
    expect(readdirSync(cache)).toEqual([]); // nothing fetched
    expect(readTrace(traceDir, 'esc1').at(-1)?.type).toBe('escalation');
  });

  it.each([
    ['--as', (_dir: string) => ['--as', 'dave']],
    ['--policy-dir (the registry the person names)', (dir: string) => ['--policy-dir', dir]],
    ['--trust', (_dir: string) => ['--trust', 'policies/approvers.yaml']],
  ])('a key without sub is named by %s', async (_name, flags) => {
    const { traceDir, dir } = await escalate();
    const r = await resume(traceDir, 'esc1', anonymousKey(), flags(dir));
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('resume by dave appended');
  });

  it('a kid the named registry does not hold: usage error naming the registry', async () => {
    const { traceDir } = await escalate();
    const trust = join(tempDir('loopgov-trust-'), 'trust.yaml');
    writeFileSync(
      trust,
      readFileSync('policies/approvers.yaml', 'utf8').replace(/ {2}- id: dave[\s\S]*?(?= {2}- id: erin)/, ''),
    );
    const r = await resume(traceDir, 'esc1', anonymousKey(), ['--trust', trust]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`kid dave-2026 is not in ${trust}`);
  });
});

// A named trust file that cannot be read is a usage error (exit 2) before anything is signed or
// written, as for `run` (it was ERR_APPROVAL, exit 1, once the registry was first asked for).
describe('resume --trust names a file that can be read', () => {
  it.each([
    ['a file that is not there', () => join(tempDir('loopgov-trust-'), 'trsut.yaml'), 'no such file'],
    ['a folder', () => tempDir('loopgov-trust-'), 'it is a folder, not a file'],
  ])('%s: exit 2 naming --trust and the path, nothing appended', async (_what, path, why) => {
    const { traceDir, file } = await escalate();
    const before = readFileSync(file, 'utf8');
    const trust = path();
    const r = await resume(traceDir, 'esc1', `${KEYS}/alice-2026.private.jwk.json`, ['--trust', trust]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`loopgov: ERR_USAGE: --trust ${trust}: ${why}\n`);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('LOOPGOV_TRUST naming no file: exit 2 naming the variable, nothing appended', async () => {
    const { traceDir, file } = await escalate();
    const before = readFileSync(file, 'utf8');
    const trust = join(tempDir('loopgov-trust-'), 'trsut.yaml');
    const key = `${KEYS}/alice-2026.private.jwk.json`;
    const r = await runCli(['resume', '--trace-dir', traceDir, '--run-id', 'esc1', '--key', key], {
      env: { LOOPGOV_TRUST: trust },
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`loopgov: ERR_USAGE: LOOPGOV_TRUST ${trust}: no such file\n`);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('resume --grant: names an object already answers to are refused', () => {
  it.each(['__proto__=5', '__proto__=5,max_steps=2', 'constructor=1', 'max_steps=2,prototype=1'])(
    '--grant %s: exit 2 naming the key, nothing appended',
    async (grant) => {
      const { traceDir, file } = await escalate();
      const before = readFileSync(file, 'utf8');
      const r = await resume(traceDir, 'esc1', `${KEYS}/alice-2026.private.jwk.json`, ['--grant', grant]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`"${grant.match(/(__proto__|constructor|prototype)/)![1]}" is not one of`);
      expect(readFileSync(file, 'utf8')).toBe(before);
    },
  );
});

describe('a torn last line after the escalation', () => {
  it('the inbox lists the run marking the torn tail; resume recovers the line (recorded) and appends', async () => {
    const { traceDir, file } = await escalate();
    appendFileSync(file, '{"type":"resume","ind');
    const list = await runCli(['inbox', 'list', '--trace-dir', traceDir, '--json']);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout).escalated).toEqual([
      expect.objectContaining({ run_id: 'esc1', torn_tail: true }),
    ]);
    expect((await runCli(['inbox', 'list', '--trace-dir', traceDir])).stdout).toContain('torn last line');

    const r = await resume(traceDir, 'esc1', `${KEYS}/alice-2026.private.jwk.json`);
    expect(r.stderr).not.toContain('ERR_');
    expect(r.stdout).toContain('resume by alice appended');
    const types = readTrace(traceDir, 'esc1').map((x) => x.type);
    expect(types.slice(-3)).toEqual(['escalation', 'recovery', 'resume']);
    expect(readdirSync(join(traceDir, 'esc1', 'recovered'))).toHaveLength(1);
    const list2 = JSON.parse((await runCli(['inbox', 'list', '--trace-dir', traceDir, '--json'])).stdout);
    expect(list2.escalated[0]).toMatchObject({ resumes_pending: 1 });
    expect(list2.escalated[0].torn_tail).toBeUndefined();
  });

  it('inbox show judges the whole chain before a torn last line (exit 0, the budget not marked), and says it follows', async () => {
    const { traceDir, file } = await escalate();
    const records = readFileSync(file, 'utf8').trim().split('\n').length;
    appendFileSync(file, '{"type":"resume","ind');
    const show = await runCli(['inbox', 'show', '--trace-dir', traceDir, '--run-id', 'esc1']);
    expect(show.code, show.stdout + show.stderr).toBe(0);
    expect(show.stdout).not.toContain('NOT PROVEN');
    expect(show.stdout).toContain(`chain: whole, ${records} record(s); then a torn last line`);
    const json = JSON.parse(
      (await runCli(['inbox', 'show', '--trace-dir', traceDir, '--run-id', 'esc1', '--json'])).stdout,
    );
    expect(json).toMatchObject({ torn_tail: true, chain: expect.objectContaining({ ok: true }) });
  });

  it('inbox show over a torn last line still proves the usage before it', async () => {
    const { traceDir, file } = await escalate();
    rehashTrace(file, (recs) => {
      for (const r of recs) if (r.type === 'iteration') r.tokens = 0;
    });
    appendFileSync(file, '{"type":"resume","ind');
    const show = await runCli(['inbox', 'show', '--trace-dir', traceDir, '--run-id', 'esc1']);
    expect(show.code).toBe(1);
    expect(show.stdout).toMatch(/chain: broken at record \d+ \(usage\)/);
  });

  it('resume --print signs over a torn tail and writes nothing', async () => {
    const { traceDir, file } = await escalate();
    appendFileSync(file, '{"type":"resume","ind');
    const before = readFileSync(file, 'utf8');
    const r = await resume(traceDir, 'esc1', `${KEYS}/alice-2026.private.jwk.json`, ['--print']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim().split('.')).toHaveLength(3);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('resume on a chain edited in the middle', () => {
  it('says the chain does not verify, naming the first bad record and why', async () => {
    const { traceDir, file } = await escalate();
    const recs = readFileSync(file, 'utf8').split('\n');
    recs[2] = recs[2]!.replace('"tokens":10', '"tokens":11');
    writeFileSync(file, recs.join('\n'));
    const before = readFileSync(file, 'utf8');
    const r = await resume(traceDir, 'esc1', `${KEYS}/alice-2026.private.jwk.json`);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/ERR_RESUME: run esc1: its trace does not verify: record 2 \(hash\)/);
    expect(r.stderr).not.toContain('not escalated');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('inbox list: a missing trace dir, and traces it cannot read', () => {
  it('a trace dir that does not exist is an error naming it (exit 1)', async () => {
    const missing = join(tempDir(), 'nonexistent');
    const r = await runCli(['inbox', 'list', '--trace-dir', missing]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`ERR_TRACE: cannot read the trace dir ${missing}`);
    expect(r.stdout).toBe('');
  });

  it('lists what it skipped, and why, beside the escalated runs', async () => {
    const { traceDir } = await escalate('good');
    mkdirSync(join(traceDir, 'empty'));
    writeFileSync(join(traceDir, 'empty', 'trace.jsonl'), '');
    mkdirSync(join(traceDir, 'junk'));
    writeFileSync(join(traceDir, 'junk', 'trace.jsonl'), 'not json\n{"also": "not a record"}\n');
    mkdirSync(join(traceDir, 'bad name!'));
    writeFileSync(join(traceDir, 'bad name!', 'trace.jsonl'), '');
    mkdirSync(join(traceDir, 'no-trace-here'));
    const j = JSON.parse((await runCli(['inbox', 'list', '--trace-dir', traceDir, '--json'])).stdout);
    expect(j.escalated.map((e: { run_id: string }) => e.run_id)).toEqual(['good']);
    expect(j.skipped.map((s: { path: string }) => s.path)).toEqual([
      'bad name!/trace.jsonl',
      'empty/trace.jsonl',
      'junk/trace.jsonl',
    ]);
    const text = await runCli(['inbox', 'list', '--trace-dir', traceDir]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^skipped: junk\/trace\.jsonl: a bad record near the end/m);
    expect(text.stdout).toMatch(/^skipped: empty\/trace\.jsonl: empty/m);
    expect(existsSync(join(traceDir, 'no-trace-here', 'trace.jsonl'))).toBe(false);
  });
});
