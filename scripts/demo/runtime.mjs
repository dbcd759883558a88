// Demo part 2: the runtime evaluator. Three scripted agents (examples/agents/) run under a pinned commit
// of the example policy: one converges to DONE, one oscillates, one runs away. Then the trace of each.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { demoEnv, git, heading, loopgov, makeGovernanceRepo } from './lib.mjs';

const AGENTS = [
  ['converging', 'sorts a list, claims done too early once, then finishes'],
  ['oscillating', 'reruns the same failing build again and again'],
  ['runaway', 'keeps "improving" forever and never claims done'],
];

export async function run(ctx) {
  const repo = makeGovernanceRepo(ctx, 'runtime-demo');
  const commit = git(repo.dir, 'rev-parse', 'HEAD');
  const traceDir = join(ctx.work, 'traces');
  const env = { LOOPGOV_CACHE_DIR: join(ctx.work, 'cache') };
  // A runner pins the remote (here a bare repository served over file://, as GitHub would be served over
  // https), and the default protected ref is that repository's own main.
  const pin = ['--policy-repo', `file://${repo.origin}`, '--policy-commit', commit];

  heading('Runtime: agents under a pinned policy commit (profile dev, project demo, level L2)');
  console.log(`policy pinned at ${commit} of file://${repo.origin} (reachable from its main)`);
  console.log('Profile prod would also require a committed approval of this digest, verified against a');
  console.log('trust file; see the approval part of the demo. Here the runs use profile dev, pinned.');
  for (const [name, what] of AGENTS) {
    console.log(`\n--- agent "${name}": ${what}`);
    const args = [
      'run',
      '--run-id',
      `demo-${name}`,
      '--project',
      'demo',
      '--level',
      'L2',
      '--profile',
      'dev',
    ];
    const code = await pipeAgent(
      ctx,
      name,
      [...args, '--trace-dir', traceDir, '--workdir', ctx.root, ...pin],
      env,
    );
    console.log(`  loopgov run exit ${code} (${{ 0: 'DONE', 3: 'HALT', 4: 'ESCALATE' }[code] ?? 'error'})`);
  }

  const traceCmds = (await loopgovQuiet(ctx, ['trace', '--help'])) === 0;
  for (const [name] of AGENTS) {
    if (!traceCmds) break;
    heading(`Runtime: the trace of demo-${name}`);
    loopgov(ctx, ['trace', 'show', '--trace-dir', traceDir, '--run-id', `demo-${name}`]);
    loopgov(ctx, ['trace', 'verify', '--trace-dir', traceDir, '--run-id', `demo-${name}`]);
  }
  if (!traceCmds) console.log('\n(`loopgov trace` is not in this build: trace show / verify skipped)');

  heading('Runtime: the same policy in profile prod without an approval: HALT before the first step');
  loopgov(
    ctx,
    [
      'run',
      '--run-id',
      'demo-prod',
      '--project',
      'demo',
      '--level',
      'L2',
      '--profile',
      'prod',
      '--trace-dir',
      traceDir,
      ...pin,
    ],
    { input: '', env, quiet: false },
  );
}

/** `node examples/agents/<name>.mjs | loopgov run …`, printing one line per decision. */
function pipeAgent(ctx, name, args, env) {
  return new Promise((resolve) => {
    const agent = spawn(process.execPath, [join(ctx.root, 'examples/agents', `${name}.mjs`)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const cli = spawn(process.execPath, [ctx.cli, ...args], {
      cwd: ctx.root,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: demoEnv(env),
    });
    agent.stdout.pipe(cli.stdin);
    cli.stdin.on('error', () => {}); // the run ended before the agent stopped talking
    let buf = '';
    cli.stdout.on('data', (chunk) => {
      buf += chunk;
      let i = buf.indexOf('\n');
      while (i !== -1) {
        printDecision(JSON.parse(buf.slice(0, i)));
        buf = buf.slice(i + 1);
        i = buf.indexOf('\n');
      }
    });
    let err = '';
    cli.stderr.on('data', (c) => {
      err += c;
    });
    cli.on('exit', (code) => {
      agent.kill();
      if (err.trim()) console.log(`  stderr: ${err.trim()}`);
      resolve(code);
    });
  });
}

function printDecision(d) {
  const b = d.budget;
  const budget = b ? `steps ${b.steps}/${b.limits.max_steps} tokens ${b.tokens}/${b.limits.max_tokens}` : '';
  const why = d.correction_hint ?? d.detail ?? '';
  console.log(
    `  step ${String(d.step).padStart(2)}  ${d.decision.padEnd(8)} ${d.reason.padEnd(20)} gate ${d.gate.verdict.padEnd(4)} ${budget}${why ? `\n           ${why}` : ''}`,
  );
}

function loopgovQuiet(ctx, args) {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [ctx.cli, ...args], { stdio: 'ignore', env: demoEnv() });
    p.on('exit', (code) => resolve(code));
  });
}
