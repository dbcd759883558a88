// Demo part 4: the meta-loop. Agents run under the pinned example policy and leave traces; `loopgov
// propose` finds that max_steps cut off runs that were still converging, replays every run under the
// proposal, writes it, and opens the pull request against a local stand-in for the GitHub API, as the
// registry's proposer-bot. The policy gate then blocks it — the bot's own approval never counts — until an
// org-admin approves. Offline, in the demo's temp folder.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { demoEnv, git, heading, loopgov, makeGovernanceRepo } from './lib.mjs';

const REPO_ID = 'acme/agent-policies';
const RUNS = [...Array(16).fill(7), ...Array(8).fill(15)]; // 8 runs need 15 steps; demo/L2 allows 12

export async function run(ctx) {
  const repo = makeGovernanceRepo(ctx, 'metaloop-demo');
  const commit = git(repo.dir, 'rev-parse', 'HEAD');
  const traces = join(ctx.work, 'metaloop-traces');
  const env = { LOOPGOV_CACHE_DIR: join(ctx.work, 'cache') };

  heading('Meta-loop 1. 24 runs of a steady agent under the pinned policy (demo/L2: max_steps 12)');
  const ends = {};
  for (const [i, finishAt] of RUNS.entries()) {
    const code = await pipe(
      ctx,
      ['examples/agents/steady.mjs', String(finishAt)],
      [
        'run',
        '--run-id',
        `steady-${String(i).padStart(2, '0')}`,
        '--project',
        'demo',
        '--level',
        'L2',
        '--profile',
        'dev',
        '--trace-dir',
        traces,
        '--workdir',
        ctx.root,
        '--policy-repo',
        `file://${repo.origin}`,
        '--policy-commit',
        commit,
      ],
      env,
    );
    const what = { 0: 'DONE', 3: 'HALT', 4: 'ESCALATE' }[code] ?? `exit ${code}`;
    ends[what] = (ends[what] ?? 0) + 1;
  }
  console.log(
    `  outcomes: ${Object.entries(ends)
      .map(([k, n]) => `${k} ×${n}`)
      .join(', ')}`,
  );

  heading('Meta-loop 2. loopgov propose (dry run): statistics, the rule that fired, the replay');
  loopgov(ctx, ['propose', '--traces', traces, '--repo', repo.dir, '--base', 'main']);

  heading('Meta-loop 3. --write: the proposal file, and the policy edited in place (comments kept)');
  loopgov(ctx, ['propose', '--traces', traces, '--repo', repo.dir, '--base', 'main', '--write'], {
    quiet: true,
  });
  console.log(
    git(repo.dir, 'diff', '--', 'policies')
      .split('\n')
      .map((l) => `  ${l}`)
      .join('\n'),
  );
  console.log(`  new: ${git(repo.dir, 'status', '--porcelain', '--', 'proposals')}`);
  git(repo.dir, 'checkout', '-q', '--', 'policies');
  git(repo.dir, 'clean', '-q', '-fd', 'proposals');

  heading('Meta-loop 4. --open-pr: a branch pushed as meta-loop, a pull request opened (local stand-in API)');
  const api = await standInApi();
  const ghEnv = { GITHUB_API_URL: api.url, GITHUB_TOKEN: 'demo-token' };
  const opened = await loopgovAsync(
    ctx,
    ['propose', '--traces', traces, '--repo', repo.dir, '--base', 'main', '--open-pr', '--repo-id', REPO_ID],
    ghEnv,
  );
  console.log(
    opened.stdout
      .split('\n')
      .filter((l) => l.startsWith('pull request'))
      .map((l) => `  ${l}`)
      .join('\n'),
  );
  const pr = api.pulls[0];
  if (!pr) throw new Error(`demo: no pull request was opened: ${opened.stderr}`);
  console.log(`  title: ${pr.title}`);
  console.log(`  body (${pr.body.length} characters), first lines:`);
  console.log(
    pr.body
      .split('\n')
      .slice(0, 14)
      .map((l) => `    ${l}`)
      .join('\n'),
  );
  const again = await loopgovAsync(
    ctx,
    ['propose', '--traces', traces, '--repo', repo.dir, '--base', 'main', '--open-pr', '--repo-id', REPO_ID],
    ghEnv,
  );
  const updated = again.stdout.split('\n').find((l) => l.startsWith('pull request'));
  if (again.code !== 0 || !updated)
    throw new Error(`demo: the second run did not update the pull request: ${again.stderr}`);
  console.log(`  a second run: ${updated}`);
  api.close();

  heading("Meta-loop 5. The policy gate on the bot's pull request: blocked until an org-admin approves");
  git(repo.dir, 'fetch', '-q', 'origin');
  git(repo.dir, 'checkout', '-q', '-b', 'review', 'origin/loopgov/propose/demo-l2');
  console.log(`  branch author: ${git(repo.dir, 'log', '-1', '--format=%an <%ae>')}`);
  const gate = () =>
    loopgov(ctx, [
      'gate',
      '--repo',
      repo.dir,
      '--base',
      'main',
      '--head',
      'review',
      '--repo-id',
      REPO_ID,
      '--author',
      'loopgov-meta[bot]',
      '--traces',
      traces,
    ]);
  const approve = (kid, who) => {
    loopgov(
      ctx,
      [
        'approve',
        '--repo',
        repo.dir,
        '--base',
        'main',
        '--head',
        'review',
        '--key',
        join(ctx.root, 'test/fixtures/keys', `${kid}.private.jwk.json`),
        '--repo-id',
        REPO_ID,
        '--ttl',
        '72h',
        '--write',
      ],
      { quiet: true },
    );
    git(repo.dir, 'add', 'approvals');
    git(
      repo.dir,
      '-c',
      `user.name=${who}`,
      '-c',
      `user.email=${who}@example.com`,
      'commit',
      '-q',
      '-m',
      `Approve (${kid})`,
    );
    console.log(`  ${kid} committed its approval`);
  };
  approve('metabot-2026', 'meta-loop');
  if (gate().code !== 1) throw new Error('demo: the gate must not count the proposer-bot');
  approve('alice-2026', 'alice');
  if (gate().code !== 0) throw new Error('demo: an org-admin approval should pass the gate');
  git(repo.dir, 'checkout', '-q', 'main');
}

/** `node <agent> | loopgov run …`; resolves to loopgov's exit code. */
function pipe(ctx, agentArgs, args, env) {
  return new Promise((resolve) => {
    const agent = spawn(process.execPath, agentArgs, { cwd: ctx.root, stdio: ['ignore', 'pipe', 'inherit'] });
    const cli = spawn(process.execPath, [ctx.cli, ...args], {
      cwd: ctx.root,
      stdio: ['pipe', 'ignore', 'inherit'],
      env: demoEnv(env),
    });
    agent.stdout.pipe(cli.stdin);
    cli.stdin.on('error', () => {});
    cli.on('exit', (code) => {
      agent.kill();
      resolve(code);
    });
  });
}

/** `loopgov …` without blocking this process: the stand-in API below must keep answering. */
function loopgovAsync(ctx, args, env) {
  console.log(`$ loopgov ${args.join(' ')}`);
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [ctx.cli, ...args], { cwd: ctx.work, env: demoEnv(env) });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (c) => (stdout += c));
    p.stderr.on('data', (c) => (stderr += c));
    p.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A minimal stand-in for the GitHub REST API's pull requests, on 127.0.0.1. */
async function standInApi() {
  const pulls = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const json = (status, v) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(v));
      const url = new URL(req.url, 'http://x');
      if (req.method === 'GET' && url.pathname === `/repos/${REPO_ID}/pulls`) return json(200, pulls);
      if (req.method === 'POST' && url.pathname === `/repos/${REPO_ID}/pulls`) {
        // As GitHub answers: the head and base as objects (the branch in `ref`, the head's repository).
        const { head, base, ...rest } = JSON.parse(body);
        const pr = {
          number: pulls.length + 1,
          ...rest,
          head: { ref: head, repo: { full_name: REPO_ID } },
          base: { ref: base },
        };
        pr.html_url = `http://github.example/${REPO_ID}/pull/${pr.number}`;
        pulls.push(pr);
        return json(201, pr);
      }
      const m = /\/pulls\/(\d+)$/.exec(url.pathname);
      if (req.method === 'PATCH' && m)
        return json(200, Object.assign(pulls[Number(m[1]) - 1], JSON.parse(body)));
      json(404, { message: 'Not Found' });
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, pulls, close: () => server.close() };
}
