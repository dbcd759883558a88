// `loopgov propose` end to end, as CI would run it (the CLI in process, test/helpers/cli.ts): real traces (the example agents through `loopgov
// run`, and generated runs through the library's openRun and file store), a real governance repository
// with a bare remote to push to, and a local node:http server standing in for the GitHub REST API.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import {
  commitAs,
  craft,
  digest,
  fixtureKey,
  git,
  goodClaims,
  header,
  makeRepo,
  PEOPLE,
  REPO_ID,
  ROOT,
  runGate,
} from '../helpers/gate-repo.js';
import { convergingAgent, writeRun } from '../helpers/trace-runs.js';

let repo: string;
let origin: string;
let traces: string;
let server: Server;
let apiUrl: string;
let mode: 'ok' | '5xx' = 'ok';
const pulls: { number: number; body: string; title: string; head: string; base: string }[] = [];
const calls: string[] = [];

beforeAll(async () => {
  repo = makeRepo('propose');
  origin = mkdtempSync(join(tmpdir(), 'loopgov-propose-origin-'));
  git(origin, 'init', '-q', '--bare', '-b', 'main');
  git(repo, 'remote', 'add', 'origin', origin);
  git(repo, 'push', '-q', 'origin', 'main');
  traces = mkdtempSync(join(tmpdir(), 'loopgov-propose-traces-'));
  const policyDir = join(repo, 'policies');
  // 16 runs that finish in 8 steps; 8 that would finish at step 16 but max_steps 12 cuts them off.
  for (let i = 0; i < 24; i++)
    await writeRun(convergingAgent(i % 3 === 0 ? 16 : 8, 20), {
      traceDir: traces,
      policyDir,
      runId: `gen-${String(i).padStart(3, '0')}`,
    });
  // The example agents through the real CLI.
  for (const agent of ['converging', 'oscillating', 'runaway']) {
    const events = execFileSync(process.execPath, [join(ROOT, 'examples/agents', `${agent}.mjs`)], {
      encoding: 'utf8',
    });
    const r = await runCli(
      [
        'run',
        '--run-id',
        `example-${agent}`,
        '--project',
        'demo',
        '--level',
        'L2',
        '--profile',
        'dev',
        '--trace-dir',
        traces,
        '--policy-dir',
        policyDir,
        '--workdir',
        ROOT,
        '--durability',
        'none',
      ],
      { input: events },
    );
    expect([0, 3, 4]).toContain(r.code);
  }
  // A run whose trace was edited after the fact: its chain breaks, so it must never be evidence.
  await writeRun(convergingAgent(16, 20), { traceDir: traces, policyDir, runId: 'tampered' });
  const file = join(traces, 'tampered/trace.jsonl');
  writeFileSync(file, readFileSync(file, 'utf8').replace('"tokens":1000', '"tokens":1'));

  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      calls.push(`${req.method} ${req.url}`);
      if (mode === '5xx')
        return void res
          .writeHead(502, { 'content-type': 'application/json' })
          .end('{"message":"Bad Gateway"}');
      const json = (status: number, v: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(v));
      const url = new URL(req.url ?? '/', 'http://x');
      if (req.headers.authorization !== 'token test-token') return json(401, { message: 'Bad credentials' });
      if (req.method === 'GET' && url.pathname === `/repos/${REPO_ID}/pulls`) return json(200, pulls);
      if (req.method === 'POST' && url.pathname === `/repos/${REPO_ID}/pulls`) {
        const b = JSON.parse(body);
        const pr = { number: pulls.length + 1, body: b.body, title: b.title, head: b.head, base: b.base };
        pulls.push(pr);
        return json(201, { ...pr, html_url: `https://github.example/${REPO_ID}/pull/${pr.number}` });
      }
      const m = /^\/repos\/acme\/agent-policies\/pulls\/(\d+)$/.exec(url.pathname);
      if (req.method === 'PATCH' && m) {
        const pr = pulls.find((p) => p.number === Number(m[1]))!;
        Object.assign(pr, JSON.parse(body));
        return json(200, { ...pr, html_url: `https://github.example/${REPO_ID}/pull/${pr.number}` });
      }
      json(404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const propose = (extra: string[] = [], env: Record<string, string> = {}) =>
  runCli(['propose', '--traces', traces, '--repo', repo, '--base', 'main', ...extra], {
    env: { GITHUB_TOKEN: 'test-token', GITHUB_API_URL: apiUrl, ...env },
  });

describe('loopgov propose', () => {
  it('dry run: finds the budget that cut off converging runs, shows the replay, writes nothing', async () => {
    const r = await propose();
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/traces: 28 runs read, 27 verified, 1 skipped/);
    expect(r.stdout).toMatch(/skipped .*tampered: chain does not verify: hash at record \d+/);
    expect(r.stdout).toMatch(
      /\[raise-cut-off-budget\] demo\/L2 budget.max_steps: \d+ of 27 runs were stopped by max_steps 12 while still setting new bests.* → propose budget.max_steps 12→18/,
    );
    expect(r.stdout).toMatch(/loopgov\(policy\): budget.max_steps 12→18 — changes \d+ of 27 replayed runs/);
    expect(r.stdout).toMatch(/gen-000 \| not_halted \| HALT budget.max_steps @12 .*later steps are unknown/);
    expect(r.stdout).toMatch(/verdicts taken from the record \(commands are never re-run\): .*tests-green/);
    expect(git(repo, 'status', '--porcelain')).toBe('');
  });

  it('--json is deterministic, keyed by the proposed digest and the hash of the trace heads; a broken chain is never evidence', async () => {
    const a = await propose(['--json']);
    const b = await propose(['--json']);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const out = JSON.parse(a.stdout);
    const p = out.proposals[0];
    expect(p.replay.key).toEqual({
      proposed_digest: p.proposal.proposed_digest,
      heads_hash: out.traces.heads_hash,
    });
    const withoutSkips = JSON.stringify({ ...out, traces: { ...out.traces, skipped: [] } });
    expect(withoutSkips).not.toContain('tampered');
    expect(out.traces.skipped).toEqual([expect.objectContaining({ trace: join(traces, 'tampered') })]);
  });

  it('a run counts once, however many copies the folders hold; a symlinked run is listed, never followed', async () => {
    const single = JSON.parse((await propose(['--json'])).stdout);
    const backup = mkdtempSync(join(tmpdir(), 'loopgov-propose-backup-'));
    cpSync(join(traces, 'gen-000'), join(backup, 'gen-000'), { recursive: true });
    symlinkSync(join(traces, 'gen-001'), join(backup, 'linked'));
    const r = await runCli(
      [
        'propose',
        '--traces',
        traces,
        '--traces',
        traces,
        '--traces',
        backup,
        '--repo',
        repo,
        '--base',
        'main',
        '--json',
      ],
      { env: { GITHUB_TOKEN: 'test-token', GITHUB_API_URL: apiUrl } },
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.traces.heads_hash).toBe(single.traces.heads_hash);
    expect(out.proposals.map((p: { replay: unknown }) => p.replay)).toEqual(
      single.proposals.map((p: { replay: unknown }) => p.replay),
    );
    const reasons = out.traces.skipped.map(
      (x: { trace: string; reason: string }) => `${x.trace}: ${x.reason}`,
    );
    expect(reasons).toContainEqual(
      `${join(backup, 'gen-000')}: a copy of ${join(traces, 'gen-000')} (the same run_start record): the run counts once`,
    );
    expect(reasons).toContainEqual(
      `${join(traces, 'gen-001')}: read already: its folder is given more than once`,
    );
    expect(reasons).toContainEqual(
      `${join(backup, 'linked')}: the run folder is a symbolic link (never followed)`,
    );
  });

  it('--write writes the proposal and edits the policy in place; its digest is the replay key', async () => {
    const start = git(repo, 'rev-parse', 'HEAD').trim();
    const r = await propose(['--write', '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    const id = out.proposals[0].proposal.id;
    expect(out.written).toEqual(['policies/loop-policy.yaml', `proposals/${id}.yaml`]);
    const policy = readFileSync(join(repo, 'policies/loop-policy.yaml'), 'utf8');
    expect(policy).toContain(
      '# The bundled example agents (examples/): a success criterion that needs no network.',
    );
    expect(policy).toMatch(
      /demo:[\s\S]*levels:\n\s+L2:\n\s+# loopgov propose \(demo\/L2\): raise-cut-off-budget\n\s+budget:\n\s+max_steps: 18/,
    );
    expect((await runCli(['policy', 'validate', '--dir', join(repo, 'policies')])).code).toBe(0);
    const proposal = readFileSync(join(repo, `proposals/${id}.yaml`), 'utf8');
    expect(proposal).toMatch(/proposed_by: meta-loop/);
    git(repo, 'stash', '-u', '-q');
    // A second --write over a work tree that differs from base is refused, losing nothing.
    writeFileSync(join(repo, 'policies/loop-policy.yaml'), `${policy}# a person's edit\n`);
    const refused = await propose(['--write']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/policies\/loop-policy.yaml in the work tree differs from base/);
    expect(readFileSync(join(repo, 'policies/loop-policy.yaml'), 'utf8')).toContain("# a person's edit");
    git(repo, 'checkout', '-q', '--', 'policies');
    git(repo, 'stash', 'pop', '-q');
    commitAs(repo, PEOPLE.dave!, 'write', {});
    expect(await digest(repo, 'HEAD')).toBe(out.proposals[0].replay.key.proposed_digest);
    git(repo, 'reset', '-q', '--hard', start);
  });

  it('--open-pr pushes a branch as the proposer-bot and opens the pull request; a re-run updates it', async () => {
    const r = await propose(['--open-pr', '--repo-id', REPO_ID]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /pull request #1 created for demo\/L2: .*\/pull\/1 \(branch loopgov\/propose\/demo-l2\)/,
    );
    expect(pulls).toHaveLength(1);
    expect(pulls[0]).toMatchObject({ head: 'loopgov/propose/demo-l2', base: 'main' });
    expect(pulls[0]!.title).toMatch(
      /^loopgov\(policy\): budget.max_steps 12→18 — changes \d+ of 27 replayed runs$/,
    );
    expect(git(origin, 'log', '-1', '--format=%an <%ae>|%cn <%ce>', 'loopgov/propose/demo-l2').trim()).toBe(
      'meta-loop <meta-loop@bots.example.com>|meta-loop <meta-loop@bots.example.com>',
    );
    expect(git(repo, 'status', '--porcelain')).toBe('');

    // More evidence arrives: 150 more cut-off runs with 128-character ids — a body that would pass
    // 65 536 characters uncapped. The second run finds the first pull request by its metadata.
    for (let i = 0; i < 150; i++)
      await writeRun(convergingAgent(16, 20), {
        traceDir: traces,
        policyDir: join(repo, 'policies'),
        runId: `long-${String(i).padStart(3, '0')}-${'x'.repeat(119)}`,
      });
    calls.length = 0;
    const again = await propose(['--open-pr', '--repo-id', REPO_ID]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/pull request #1 updated for demo\/L2/);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    expect(pulls).toHaveLength(1);
    expect(pulls[0]!.title).toMatch(/changes \d+ of 177 replayed runs/);
    expect(pulls[0]!.body.length).toBeLessThan(65_536);
    expect(pulls[0]!.body).toMatch(/more changed runs \|/);
    expect(pulls[0]!.body).toMatch(/\*\*total \(177 runs\)\*\*/);
  }, 120_000);

  it('the GitHub API failing (5xx) fails the command, naming the call', async () => {
    mode = '5xx';
    try {
      const r = await propose(['--open-pr', '--repo-id', REPO_ID]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/ERR_GITHUB_API: GitHub API pulls.list page 1 failed .*HTTP 502/);
    } finally {
      mode = 'ok';
    }
  });

  it("the gate never counts the meta-loop's own proposer-bot token on its pull request; an org-admin's does", async () => {
    git(repo, 'fetch', '-q', 'origin');
    git(repo, 'checkout', '-q', '-b', 'review', 'origin/loopgov/propose/demo-l2');
    const base = await digest(repo, 'main');
    const head = await digest(repo, 'HEAD');
    const sign = (who: string, kid: string) =>
      craft(header(kid), goodClaims(who, base, head), fixtureKey(kid));
    commitAs(repo, { name: 'meta-loop', email: 'meta-loop@bots.example.com' }, 'bot approves itself', {
      [`approvals/${head}/metabot-2026.jwt`]: sign('meta-loop', 'metabot-2026'),
    });
    const bot = await runGate(repo, 'main', 'HEAD', 'loopgov-meta[bot]');
    expect(bot.code).toBe(1);
    expect(bot.json.class).toBe('loosen');
    expect(bot.json.approvals).toEqual([expect.objectContaining({ approver: 'meta-loop', counted: false })]);
    commitAs(repo, PEOPLE.erin!, 'maintainer approves', {
      [`approvals/${head}/erin-2026.jwt`]: sign('erin', 'erin-2026'),
    });
    expect((await runGate(repo, 'main', 'HEAD', 'loopgov-meta[bot]')).code).toBe(1); // a loosening needs an org-admin
    commitAs(repo, PEOPLE.carol!, 'org-admin approves', {
      [`approvals/${head}/alice-2026.jwt`]: sign('alice', 'alice-2026'),
    });
    const pass = await runGate(repo, 'main', 'HEAD', 'loopgov-meta[bot]');
    expect(pass.json.reasons).toEqual([]);
    expect(pass.code).toBe(0);
    git(repo, 'checkout', '-q', 'main');
  });

  it('loopgov gate --traces adds which recorded runs the head policy would have ended differently', async () => {
    const r = await runGate(repo, 'main', 'review', 'loopgov-meta[bot]', ['--json', '--traces', traces]);
    expect(r.code).toBe(0); // the verdict is the gate's alone
    expect(r.json).toMatchObject({
      verdict: 'pass',
      impact: {
        headline: expect.stringMatching(
          /^this change would have ended \d+ of the last 177 runs differently$/,
        ),
      },
    });
    const text = await runCli([
      ...['gate', '--repo', repo, '--base', 'main', '--head', 'review'],
      ...['--repo-id', REPO_ID, '--author', 'x', '--traces', traces],
    ]);
    expect(text.stdout).toMatch(/impact: this change would have ended \d+ of the last 177 runs differently/);
    expect(text.stdout).toMatch(/1 trace\(s\) were skipped \(did not verify, copies, links\)/);
    // The same folder twice: each run still counts once.
    const twice = await runGate(repo, 'main', 'review', 'x', [
      '--json',
      '--traces',
      traces,
      '--traces',
      traces,
    ]);
    expect(twice.json).toMatchObject({
      impact: { headline: (r.json as unknown as { impact: { headline: string } }).impact.headline },
    });
  });

  it('--rollback-to proposes the governed files of a revision, classified like any change', async () => {
    const before = git(repo, 'rev-parse', 'main').trim();
    commitAs(repo, PEOPLE.dave!, 'tighten demo', {
      'policies/loop-policy.yaml': readFileSync(join(repo, 'policies/loop-policy.yaml'), 'utf8').replace(
        'budget: {max_steps: 12, max_tokens: 60000',
        'budget: {max_steps: 10, max_tokens: 60000',
      ),
    });
    const r = await propose(['--rollback-to', before, '--json']);
    expect(r.code).toBe(0);
    const p = JSON.parse(r.stdout).proposals[0];
    expect(p.proposal).toMatchObject({ area: 'rollback', class: 'loosen', rollback_to: before });
    expect(p.proposal.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'budget.max_steps',
          from: 10,
          to: 12,
          direction: 'loosen',
          rule: 'rollback',
        }),
      ]),
    );
    expect(p.replay.totals.runs).toBe(177);
    git(repo, 'reset', '-q', '--hard', 'HEAD~1');
  });

  it.each([
    [['--min-runs', '0'], /--min-runs must be a whole number/],
    [['--min-runs', '0x10'], /--min-runs must be a whole number/],
    [['--min-runs', '1e2'], /--min-runs must be a whole number/],
    [['--min-runs', ' 5'], /--min-runs must be a whole number/],
    [['--min-runs', '5.0'], /--min-runs must be a whole number/],
    [['--open-pr'], /--repo-id must be OWNER\/NAME/],
  ])('usage errors exit 2: %j', async (extra, message) => {
    const r = await propose(extra);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it('--traces is required', async () => {
    const r = await runCli(['propose', '--repo', repo]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--traces <dir> is required/);
  });
});
