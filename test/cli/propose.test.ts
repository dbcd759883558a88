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
/** A pull request as GitHub lists it (the fields loopgov reads). */
interface FakePull {
  number: number;
  state: 'open' | 'closed';
  body: string;
  title: string;
  head: { ref: string; repo: { full_name: string } | null };
  base: { ref: string };
}
const pulls: FakePull[] = [];
const calls: string[] = [];
/** One call answers with this status (then the API is well again). */
const failNext: Partial<Record<'POST' | 'PATCH', number>> = {};

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
      const failWith = failNext[req.method as 'POST' | 'PATCH'];
      if (failWith) {
        delete failNext[req.method as 'POST' | 'PATCH'];
        return json(failWith, { message: 'Server Error' });
      }
      const html = (pr: FakePull) => ({
        ...pr,
        html_url: `https://github.example/${REPO_ID}/pull/${pr.number}`,
      });
      if (req.method === 'GET' && url.pathname === `/repos/${REPO_ID}/pulls`) {
        // As GitHub filters: state, head `owner:ref`, base; newest first.
        const q = url.searchParams;
        const [owner, ref] = (q.get('head') ?? '').split(/:(.*)/);
        const listed = pulls
          .filter((p) => p.state === (q.get('state') ?? 'open'))
          .filter(
            (p) => !q.get('head') || (p.head.ref === ref && p.head.repo?.full_name.startsWith(`${owner}/`)),
          )
          .filter((p) => !q.get('base') || p.base.ref === q.get('base'))
          .sort((a, b) => b.number - a.number);
        return json(200, listed.map(html));
      }
      if (req.method === 'POST' && url.pathname === `/repos/${REPO_ID}/pulls`) {
        const b = JSON.parse(body);
        if (
          pulls.some(
            (p) =>
              p.state === 'open' &&
              p.head.ref === b.head &&
              p.head.repo?.full_name === REPO_ID &&
              p.base.ref === b.base,
          )
        )
          return json(422, {
            message: `Validation Failed: A pull request already exists for acme:${b.head}.`,
          });
        const pr: FakePull = {
          number: pulls.length + 1,
          state: 'open',
          body: b.body,
          title: b.title,
          head: { ref: b.head, repo: { full_name: REPO_ID } },
          base: { ref: b.base },
        };
        pulls.push(pr);
        return json(201, html(pr));
      }
      const m = /^\/repos\/acme\/agent-policies\/pulls\/(\d+)$/.exec(url.pathname);
      if (req.method === 'PATCH' && m) {
        const pr = pulls.find((p) => p.number === Number(m[1]))!;
        Object.assign(pr, JSON.parse(body));
        return json(200, html(pr));
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

/** A new traces folder with one more cut-off run: a proposal with other evidence (same policy edit). */
async function moreEvidence(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'loopgov-propose-more-'));
  await writeRun(convergingAgent(16, 20), {
    traceDir: dir,
    policyDir: join(repo, 'policies'),
    runId: `more-${dir.slice(-6).replace(/[^A-Za-z0-9]/g, 'x')}`,
  });
  return dir;
}

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
    // The same --write again: the work tree already holds exactly this proposal, so nothing is refused.
    const again = await propose(['--write', '--json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout).written).toEqual(out.written);
    expect(readFileSync(join(repo, 'policies/loop-policy.yaml'), 'utf8')).toBe(policy);
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
      /pull request #1 created for demo\/L2: .*\/pull\/1 \(branch loopgov\/propose\/demo-l2\) — branch created at [0-9a-f]{12}/,
    );
    expect(pulls).toHaveLength(1);
    expect(pulls[0]).toMatchObject({
      head: { ref: 'loopgov/propose/demo-l2', repo: { full_name: REPO_ID } },
      base: { ref: 'main' },
    });
    const first = git(origin, 'rev-parse', 'loopgov/propose/demo-l2').trim();
    expect(pulls[0]!.title).toMatch(
      /^loopgov\(policy\): budget.max_steps 12→18 — changes \d+ of 27 replayed runs$/,
    );
    expect(git(origin, 'log', '-1', '--format=%an <%ae>|%cn <%ce>', 'loopgov/propose/demo-l2').trim()).toBe(
      'meta-loop <meta-loop@bots.example.com>|meta-loop <meta-loop@bots.example.com>',
    );
    expect(git(repo, 'status', '--porcelain')).toBe('');

    // More evidence arrives: 150 more cut-off runs with 128-character ids — a body that would pass
    // 65 536 characters uncapped. The second run finds the first pull request by its head branch.
    for (let i = 0; i < 150; i++)
      await writeRun(convergingAgent(16, 20), {
        traceDir: traces,
        policyDir: join(repo, 'policies'),
        runId: `long-${String(i).padStart(3, '0')}-${'x'.repeat(119)}`,
      });
    calls.length = 0;
    const again = await propose(['--open-pr', '--repo-id', REPO_ID]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/pull request #1 updated for demo\/L2.* — branch fast-forwarded to/);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    // The new proposal sits on the old one: the branch moved forward, nothing was rewritten.
    expect(git(origin, 'rev-parse', 'loopgov/propose/demo-l2~1').trim()).toBe(first);
    expect(pulls).toHaveLength(1);
    expect(pulls[0]!.title).toMatch(/changes \d+ of 177 replayed runs/);
    expect(pulls[0]!.body.length).toBeLessThan(65_536);
    expect(pulls[0]!.body).toMatch(/more changed runs \|/);
    expect(pulls[0]!.body).toMatch(/\*\*total \(177 runs\)\*\*/);
  }, 120_000);

  it('the GitHub API failing (5xx) fails the command, naming the call, before anything is pushed', async () => {
    const tip = git(origin, 'rev-parse', 'loopgov/propose/demo-l2').trim();
    mode = '5xx';
    try {
      // New evidence: a run that reached the API would push a new proposal.
      const r = await propose(['--open-pr', '--repo-id', REPO_ID, '--traces', await moreEvidence()]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(
        /ERR_GITHUB_API: GitHub API pulls.list \(head acme:loopgov\/propose\/demo-l2\) failed .*HTTP 502/,
      );
      expect(git(origin, 'rev-parse', 'loopgov/propose/demo-l2').trim()).toBe(tip);
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
    [['--open-pr'], /--open-pr needs --repo-id OWNER\/NAME/],
    [['--open-pr', '--repo-id', 'nope'], /--repo-id must be OWNER\/NAME/],
    [['--repo-id', 'a/b'], /--repo-id is only used with --open-pr/],
    [['--pr-base', 'main'], /--pr-base is only used with --open-pr/],
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

// The meta-loop's branch and pull request against a GitHub that behaves like GitHub (docs/decisions/105):
// the branch is only ever fast-forwarded, the pull request is the one from the bot's own branch, and a
// run that failed half-way leaves a state the next run completes.
describe('loopgov propose --open-pr: the branch and the pull request', () => {
  const BRANCH = 'loopgov/propose/demo-l2';
  const openPr = (extra: string[] = [], env: Record<string, string> = {}) =>
    propose(['--open-pr', '--repo-id', REPO_ID, ...extra], env);
  const tipOf = () => {
    try {
      return git(origin, 'rev-parse', '--verify', '--quiet', `refs/heads/${BRANCH}`).trim();
    } catch {
      return null;
    }
  };
  const fresh = () => {
    pulls.length = 0;
    calls.length = 0;
    if (tipOf()) git(origin, 'update-ref', '-d', `refs/heads/${BRANCH}`);
  };
  /** A reviewer's clone of origin, on the bot's branch. */
  const reviewerClone = () => {
    const wc = mkdtempSync(join(tmpdir(), 'loopgov-propose-wc-'));
    execFileSync('git', ['clone', '-q', origin, wc]);
    git(wc, 'checkout', '-q', BRANCH);
    return wc;
  };
  const sign = (who: string, kid: string, base: string, head: string, decision = 'approve') =>
    craft(header(kid), goodClaims(who, base, head, decision), fixtureKey(kid));

  it("a reject committed to the bot's branch stays in base..head on every later run: the bot builds on the tip and never forces", async () => {
    fresh();
    expect((await openPr()).code).toBe(0);
    // carol (org-admin) rejects the bot's pull request by committing a reject to its branch.
    const wc = reviewerClone();
    const base = git(wc, 'rev-parse', 'origin/main').trim();
    const bd = await digest(wc, base);
    const hd = await digest(wc, 'HEAD');
    const rejected = commitAs(wc, PEOPLE.carol!, 'carol rejects', {
      [`approvals/${hd}/carol-2026.jwt`]: sign('carol', 'carol-2026', bd, hd, 'reject'),
    });
    git(wc, 'push', '-q', 'origin', BRANCH);

    // The next night, the same evidence: the branch already holds the proposal, so nothing is pushed.
    const same = await openPr();
    expect(tipOf()).toBe(rejected);
    expect(same.stderr).toBe('');
    expect(same.stdout).toMatch(/pull request #1 unchanged for demo\/L2: .* — branch unchanged at /);

    // New evidence, same policy edit: a new commit on top of carol's, her reject file kept in the tree.
    const more = await openPr(['--traces', await moreEvidence()]);
    expect(more.code).toBe(0);
    expect(more.stdout).toMatch(/pull request #1 updated .* — branch fast-forwarded to /);
    expect(git(origin, 'rev-parse', `${BRANCH}~1`).trim()).toBe(rejected);
    expect(git(origin, 'ls-tree', '-r', '--name-only', BRANCH)).toContain(`approvals/${hd}/carol-2026.jwt`);
    expect(await digest(origin, BRANCH)).toBe(hd);
    git(wc, 'pull', '-q', '--ff-only', 'origin', BRANCH);
    commitAs(wc, PEOPLE.erin!, 'alice approves', {
      [`approvals/${hd}/alice-2026.jwt`]: sign('alice', 'alice-2026', bd, hd),
    });
    const blocked = await runGate(wc, base, 'HEAD', 'loopgov-meta[bot]');
    expect(blocked.code).toBe(1);
    expect(blocked.json.reasons.join('\n')).toMatch(/carol rejected the change/);
  }, 120_000);

  it('main moved on: the branch is left as it is (no force), until a person merges main into it; then the new proposal goes on top', async () => {
    const mainBefore = git(repo, 'rev-parse', 'main').trim();
    const wc = reviewerClone();
    const rejected = commitAs(wc, PEOPLE.carol!, 'carol rejects', {
      [`approvals/${await digest(wc, 'HEAD')}/carol-2026.jwt`]: sign(
        'carol',
        'carol-2026',
        await digest(wc, 'origin/main'),
        await digest(wc, 'HEAD'),
        'reject',
      ),
    });
    git(wc, 'push', '-q', 'origin', BRANCH);
    try {
      commitAs(repo, PEOPLE.dave!, 'a note in the ceiling', {
        'policies/org-ceiling.yaml': `${readFileSync(join(repo, 'policies/org-ceiling.yaml'), 'utf8')}# reviewed\n`,
      });
      git(repo, 'push', '-q', 'origin', 'main');
      const refused = await openPr();
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /ERR_PROPOSE_BRANCH: loopgov\/propose\/demo-l2 on origin \(at [0-9a-f]{12}\) is not built on main \([0-9a-f]{12}\): .*Nothing was pushed.*Merge main into the branch/,
      );
      expect(tipOf()).toBe(rejected);

      // A person presses "Update branch": main merged into the bot's branch.
      git(wc, 'fetch', '-q', 'origin');
      git(
        wc,
        '-c',
        'user.name=Erin',
        '-c',
        'user.email=erin@example.com',
        'merge',
        '-q',
        '--no-edit',
        'origin/main',
      );
      git(wc, 'push', '-q', 'origin', BRANCH);
      const merged = git(wc, 'rev-parse', 'HEAD').trim();
      const again = await openPr();
      expect(again.stderr).toBe('');
      expect(again.stdout).toMatch(/ — branch fast-forwarded to /);
      expect(git(origin, 'rev-parse', `${BRANCH}^`).trim()).toBe(merged);
      // A new digest (the base changed): approvals of the old head are void, carol's reject still blocks.
      const base = git(origin, 'rev-parse', 'main').trim();
      git(wc, 'pull', '-q', '--ff-only', 'origin', BRANCH);
      expect(git(wc, 'log', '--format=%s', `${base}..HEAD`)).toContain('carol rejects');
      const gate = await runGate(wc, base, 'HEAD', 'loopgov-meta[bot]');
      expect(gate.code).toBe(1);
      expect(gate.json.reasons.join('\n')).toMatch(/carol/);
    } finally {
      git(repo, 'reset', '-q', '--hard', mainBefore);
      git(repo, 'push', '-q', '--force', 'origin', 'main');
    }
  }, 120_000);

  it("the pull request is the one from the bot's own branch in this repository: metadata in a body is not identity", async () => {
    fresh();
    expect((await openPr()).code).toBe(0);
    const meta = /<!-- loopgov-propose .* -->/.exec(pulls[0]!.body)![0];
    // A person rewrote the bot's description (its metadata gone); mallory copied the metadata into her
    // fork's pull requests, one of them from a branch of the same name.
    Object.assign(pulls[0]!, { title: 'edited', body: 'Reviewed by bob: edited.' });
    for (const ref of ['patch-1', BRANCH])
      pulls.push({
        number: pulls.length + 1,
        state: 'open',
        title: 'innocent docs fix',
        body: `typo\n\n${meta}`,
        head: { ref, repo: { full_name: 'mallory/agent-policies' } },
        base: { ref: 'main' },
      });
    calls.length = 0;
    const r = await openPr();
    expect(pulls.slice(1).map((p) => p.title)).toEqual(['innocent docs fix', 'innocent docs fix']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/pull request #1 updated for demo\/L2/);
    expect(pulls[0]!.body).toContain('<!-- loopgov-propose ');
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual(['PATCH /repos/acme/agent-policies/pulls/1']);

    // The bot's pull request closed: a new one from the bot's branch, never one of mallory's.
    pulls[0]!.state = 'closed';
    const reopened = await openPr();
    expect(reopened.stdout).toMatch(/pull request #4 created for demo\/L2/);
    expect(pulls.slice(1, 3).map((p) => p.title)).toEqual(['innocent docs fix', 'innocent docs fix']);
  }, 120_000);

  it('without a token it is a usage error (exit 2): nothing computed or pushed', async () => {
    fresh();
    const r = await openPr([], { GITHUB_TOKEN: '' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/ERR_USAGE: no token: set GITHUB_TOKEN/);
    // Checked before the replay: the report of a computation that would come to nothing is not printed.
    expect(r.stdout).toBe('');
    expect(tipOf()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('pulls.create failing leaves the branch pushed and says so; the next run opens the pull request', async () => {
    fresh();
    failNext.POST = 500;
    const r = await openPr();
    expect(r.code).toBe(1);
    const tip = tipOf();
    expect(tip).toMatch(/^[0-9a-f]{40}$/);
    expect(r.stderr).toContain(
      `loopgov/propose/demo-l2 on origin is at ${tip!.slice(0, 12)} (pushed), but no pull request was opened — GitHub API pulls.create failed`,
    );
    expect(r.stderr).toMatch(/HTTP 500.*the next run finds the branch and opens it/);
    expect(pulls).toEqual([]);
    const next = await openPr();
    expect(next.stderr).toBe('');
    expect(next.stdout).toMatch(/pull request #1 created for demo\/L2: .* — branch unchanged at /);
    expect(tipOf()).toBe(tip);
  }, 120_000);

  it('pulls.update failing after the push says the description is stale; the next run rewrites it', async () => {
    fresh();
    expect((await openPr()).code).toBe(0);
    const before = { title: pulls[0]!.title, body: pulls[0]!.body };
    const evidence = await moreEvidence();
    failNext.PATCH = 502;
    const r = await openPr(['--traces', evidence]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /loopgov\/propose\/demo-l2 on origin is at [0-9a-f]{12} \(pushed\), but pull request #1's title and description are stale \(they describe an earlier proposal\) — GitHub API pulls.update #1 failed .*HTTP 502.*the next run rewrites them/,
    );
    expect(pulls[0]).toMatchObject(before);
    const tip = tipOf();
    const next = await openPr(['--traces', evidence]);
    expect(next.stdout).toMatch(/pull request #1 updated for demo\/L2: .* — branch unchanged at /);
    expect(pulls[0]!.title).not.toBe(before.title);
    expect(tipOf()).toBe(tip);
  }, 120_000);
});
