// Demo part: escalation that reaches a person (SPEC §4.4), checkpoints a witness keeps (§5), governed
// context compaction (§4.5). The oscillating agent escalates; the inbox shows it; a maintainer answers
// with a signed resume and a grant; the run goes on to DONE. A checkpoint is anchored in a witness
// repository, and a truncated copy of the trace fails against it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git, heading, loopgov, makeGovernanceRepo } from './lib.mjs';

export async function run(ctx) {
  const repo = makeGovernanceRepo(ctx, 'escalation-demo');
  const commit = git(repo.dir, 'rev-parse', 'HEAD');
  const traces = join(ctx.work, 'traces-escalation');
  const env = { LOOPGOV_CACHE_DIR: join(ctx.work, 'cache') };
  // The bare remote over file://, as a runner pins GitHub; the default protected ref is its own main.
  const pin = ['--policy-repo', `file://${repo.origin}`, '--policy-commit', commit];
  // TEST-ONLY keys from test/fixtures/keys: alice is a maintainer; carol's key stands in for the runner's.
  const keys = join(ctx.root, 'test/fixtures/keys');
  const trust = join(ctx.root, 'policies/approvers.yaml');
  const runnerKey = join(keys, 'carol-2026.private.jwk.json');
  const runId = 'demo-escalation';
  const runArgs = [
    '--run-id',
    runId,
    '--trace-dir',
    traces,
    '--workdir',
    ctx.root,
    ...pin,
    '--checkpoint-key',
    runnerKey,
  ];

  heading('Escalation: the oscillating agent asks a person');
  const first = agent(ctx, []);
  const r1 = loopgov(ctx, ['run', ...runArgs, '--project', 'demo', '--level', 'L2', '--profile', 'dev'], {
    input: first,
    env,
    quiet: true,
  });
  printDecisions(r1.stdout);

  heading('Escalation: the inbox');
  loopgov(ctx, ['inbox', 'list', '--trace-dir', traces], { env });
  loopgov(ctx, ['inbox', 'show', '--trace-dir', traces, '--run-id', runId], { env });

  heading('Escalation: a maintainer answers with a signed resume and a grant');
  loopgov(
    ctx,
    [
      'resume',
      '--trace-dir',
      traces,
      '--run-id',
      runId,
      '--key',
      join(keys, 'alice-2026.private.jwk.json'),
      '--grant',
      'max_steps=5',
      '--reason',
      'the build needs ./config; try that',
    ],
    { env },
  );

  heading('Escalation: the runner goes on (loopgov run --continue): the token is verified, the run finishes');
  const r2 = loopgov(ctx, ['run', '--continue', ...runArgs], {
    input: agent(ctx, ['--after-resume']),
    env,
    quiet: true,
  });
  printDecisions(r2.stdout);
  console.log(
    `  loopgov run --continue exit ${r2.code} (${{ 0: 'DONE', 3: 'HALT', 4: 'ESCALATE' }[r2.code] ?? 'error'})`,
  );
  loopgov(ctx, ['trace', 'show', '--trace-dir', traces, '--run-id', runId], { env });

  heading('Checkpoints: anchored in a witness repository, a truncated copy fails against it');
  const witness = join(ctx.work, 'witness.git');
  git(ctx.work, 'init', '-q', '--bare', witness);
  // A clone of the empty witness, made by hand: `git clone` warns "You appear to have cloned an empty
  // repository" even with -q, and the demo's output is what a reader follows.
  const clone = join(ctx.work, 'witness-clone');
  git(ctx.work, 'init', '-q', clone);
  git(clone, 'remote', 'add', 'origin', `file://${witness}`);
  loopgov(ctx, ['trace', 'anchor', '--trace-dir', traces, '--repo', clone], {
    env,
  });
  const url = `file://${witness}`;
  loopgov(
    ctx,
    ['trace', 'verify', '--trace-dir', traces, '--run-id', runId, '--witness', url, '--trust', trust],
    { env },
  );
  const copy = join(ctx.work, 'traces-truncated');
  mkdirSync(copy, { recursive: true });
  cpSync(join(traces, runId), join(copy, runId), { recursive: true });
  const file = join(copy, runId, 'trace.jsonl');
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  writeFileSync(file, `${lines.slice(0, -2).join('\n')}\n`);
  console.log(
    `(a copy of the trace with its last 2 of ${lines.length} records cut off: the chain alone still looks whole)`,
  );
  loopgov(ctx, ['trace', 'verify', '--trace-dir', copy, '--run-id', runId, '--allow-open'], { env });
  loopgov(
    ctx,
    [
      'trace',
      'verify',
      '--trace-dir',
      copy,
      '--run-id',
      runId,
      '--witness',
      url,
      '--trust',
      trust,
      '--allow-open',
    ],
    { env },
  );
  const cps = join(traces, runId, 'checkpoints');
  const last = spawnSync('ls', [cps], { encoding: 'utf8' }).stdout.trim().split('\n').at(-1);
  loopgov(
    ctx,
    [
      'trace',
      'prove',
      '--trace-dir',
      traces,
      '--run-id',
      runId,
      '--index',
      '3',
      '--checkpoint',
      join(cps, last),
      '--trust',
      trust,
    ],
    { env },
  );

  heading('Context: a compacting agent that once drops its goal (policy context.must_keep)');
  const r3 = loopgov(
    ctx,
    [
      'run',
      '--run-id',
      'demo-compacting',
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
      ...pin,
    ],
    { input: agent(ctx, [], 'compacting'), env, quiet: true },
  );
  printDecisions(r3.stdout);
}

function agent(ctx, args, name = 'oscillating') {
  return spawnSync(process.execPath, [join(ctx.root, 'examples/agents', `${name}.mjs`), ...args], {
    encoding: 'utf8',
  }).stdout;
}

function printDecisions(stdout) {
  for (const line of stdout.split('\n').filter((l) => l.trim())) {
    const d = JSON.parse(line);
    const why = d.correction_hint ?? d.detail ?? '';
    console.log(
      `  step ${String(d.step).padStart(2)}  ${d.decision.padEnd(8)} ${d.reason.padEnd(22)} ${why}`,
    );
  }
}
