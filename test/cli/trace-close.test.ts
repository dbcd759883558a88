// `loopgov trace close`: a run whose process died (kill -9, a crash) has no run_end and never verifies;
// once no live writer holds it, closing appends run_end HALT (`abandoned`) and the chain verifies.
// Real processes: the run is a child killed with SIGKILL.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signResumeToken } from '../../src/core/approval/resume.js';
import { requestHalt } from '../../src/io/trace/halt.js';
import { appendResume } from '../../src/io/trace/resume.js';
import { fixtureKey } from '../helpers/gate-repo.js';
import { rehashTrace } from '../helpers/rehash.js';
import { holdTrace, startCli } from '../helpers/trace-race.js';
import { CLI, ev, policyDir, readTrace, ROOT, tempDir, testPolicy } from './run-fixtures.js';

const dir = policyDir(testPolicy());

function cli(args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
const verify = (traceDir: string, runId: string) =>
  cli(['trace', 'verify', '--trace-dir', traceDir, '--run-id', runId]);
const close = (traceDir: string, runId: string, extra: string[] = []) =>
  cli([
    'trace',
    'close',
    '--trace-dir',
    traceDir,
    '--run-id',
    runId,
    '--by',
    'alice',
    '--reason',
    'runner pod evicted',
    ...extra,
  ]);

/** A `loopgov run` that has taken `steps` steps and waits for more; `kill()` ends it as kill -9 does. */
async function liveRun(traceDir: string, runId: string, steps: number) {
  const child = spawn(
    process.execPath,
    [CLI, 'run', '--run-id', runId, '--project', 't', '--level', 'L2', '--profile', 'dev'].concat([
      '--trace-dir',
      traceDir,
      '--policy-dir',
      dir,
    ]),
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (c) => {
    out += c;
  });
  for (let i = 1; i <= steps; i++) {
    child.stdin.write(`${JSON.stringify(ev(i))}\n`);
    while (out.split('\n').filter(Boolean).length < i) await new Promise((r) => setTimeout(r, 10));
  }
  const trace = join(traceDir, runId, 'trace.jsonl');
  while (!existsSync(trace) || readFileSync(trace, 'utf8') === '')
    await new Promise((r) => setTimeout(r, 10));
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  return {
    async kill() {
      child.kill('SIGKILL');
      await exited;
      // A dead holder's trace lock goes stale 10 s after its last refresh: age it rather than wait.
      const lock = join(traceDir, runId, 'trace.jsonl.lock');
      const old = new Date(Date.now() - 60_000);
      if (existsSync(lock)) utimesSync(lock, old, old);
    },
    async end() {
      child.stdin.end();
      await exited;
    },
  };
}

/** A run escalated by `loopgov run` (oscillation at step 3), with no writer left; `resume`: alice's answer appended. */
async function escalatedRun(traceDir: string, runId: string, resume: boolean) {
  const loop = (n: number) => JSON.stringify(ev(n, { action_hash: 'same', progress: 0.3 }));
  const r = spawnSync(
    process.execPath,
    [CLI, 'run', '--run-id', runId, '--project', 't', '--level', 'L2', '--profile', 'dev'].concat([
      '--trace-dir',
      traceDir,
      '--policy-dir',
      dir,
      '--durability',
      'none',
    ]),
    { cwd: ROOT, encoding: 'utf8', input: `${[1, 2, 3].map(loop).join('\n')}\n` },
  );
  expect(r.status, r.stderr).toBe(4);
  if (!resume) return null;
  const head = String(readTrace(traceDir, runId).at(-1)!.hash);
  const token = await signResumeToken({
    privateJwk: fixtureKey('alice-2026') as never,
    approver: 'alice',
    runId,
    head,
    decision: 'resume',
    grant: { max_steps: 4 },
    now: Math.floor(Date.now() / 1000),
  });
  return (await appendResume(traceDir, runId, token)).resume;
}

describe('loopgov trace close', () => {
  it.each([
    ['after its first step', 1, 1],
    ['before any step', 0, null],
  ])(
    'a run killed with SIGKILL %s: verify fails, close ends it, verify passes',
    async (_when, steps, step) => {
      const traceDir = tempDir();
      const run = await liveRun(traceDir, 'k1', steps);
      await run.kill();
      expect(verify(traceDir, 'k1').stdout).toMatch(/missing run_end|no run_end/);

      const r = close(traceDir, 'k1');
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(
        /^run k1 closed: HALT \(abandoned\) at trace record \d+; pid \d+ on this host \(.*\) is no longer running\n$/,
      );
      const last = readTrace(traceDir, 'k1').at(-1)!;
      expect(last).toMatchObject({
        type: 'run_end',
        decision: 'HALT',
        reason: 'abandoned',
        step,
        by: 'alice',
        detail: expect.stringMatching(/^closed by alice: runner pod evicted \(its writer is gone: pid \d+/),
      });
      expect(verify(traceDir, 'k1').code).toBe(0);
      // Closed is ended: a second close changes nothing.
      const again = close(traceDir, 'k1');
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/has already ended \(HALT \(abandoned\)\); nothing to close/);
    },
  );

  it('a torn last line from the killed writer is recovered first, then closed', async () => {
    const traceDir = tempDir();
    const run = await liveRun(traceDir, 'torn', 1);
    await run.kill();
    appendFileSync(join(traceDir, 'torn', 'trace.jsonl'), '{"type":"iteration","run_id":"torn","st');
    expect(close(traceDir, 'torn').code).toBe(0);
    expect(readTrace(traceDir, 'torn').map((r) => r.type)).toEqual([
      'run_start',
      'iteration',
      'recovery',
      'run_end',
    ]);
    expect(verify(traceDir, 'torn').stdout).toMatch(/chain whole: 4 record\(s\).*ended, 1 recovery record/);
  });

  it('a run whose process is alive is refused, and nothing is appended', async () => {
    const traceDir = tempDir();
    const run = await liveRun(traceDir, 'live', 1);
    const before = readFileSync(join(traceDir, 'live', 'trace.jsonl'));
    const r = close(traceDir, 'live');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /run live still has a live writer \(pid \d+ on this host \(.*\) is still running\): stop it \(SIGTERM, or loopgov halt\)/,
    );
    expect(readFileSync(join(traceDir, 'live', 'trace.jsonl'))).toEqual(before);
    await run.end();
    // It closed itself (stdin ended: HALT incomplete); there is nothing left to close.
    expect(close(traceDir, 'live').stderr).toMatch(/has already ended \(HALT \(incomplete\)\)/);
  });

  it.each([
    ['heartbeating 5 s ago', 5_000, 1],
    ['silent for 31 s', 31_000, 0],
  ])('a writer on another host %s', async (_name, silentMs, code) => {
    const traceDir = tempDir();
    const run = await liveRun(traceDir, 'far', 1);
    await run.kill();
    const writer = join(traceDir, 'far', 'writer.json');
    writeFileSync(
      writer,
      JSON.stringify({ pid: 4242, host: 'runner-7.elsewhere', started_at: '2026-01-01T00:00:00Z' }),
    );
    const t = new Date(Date.now() - silentMs);
    utimesSync(writer, t, t);
    const r = close(traceDir, 'far');
    expect(r.code).toBe(code);
    if (code === 1) expect(r.stderr).toMatch(/pid 4242 on runner-7\.elsewhere is heartbeating/);
    else
      expect(r.stdout).toMatch(
        /pid 4242 on runner-7\.elsewhere stopped heartbeating \(silent for \d+s, more than 30s\)/,
      );
  });

  it('a broken chain is refused (closing it would not make it verify)', async () => {
    const traceDir = tempDir();
    const run = await liveRun(traceDir, 'bad', 2);
    await run.kill();
    const file = join(traceDir, 'bad', 'trace.jsonl');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"tokens":10', '"tokens":1'));
    const r = close(traceDir, 'bad');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/chain is broken at record 1 \(hash/);
    expect(readTrace(traceDir, 'bad').map((x) => x.type)).toEqual(['run_start', 'iteration', 'iteration']);
  });

  it.each([
    ['--by', 'a\nb', /--by/],
    ['--reason', '', /--reason/],
  ])('a bad %s is a usage error', (flag, value, message) => {
    const args = [
      'trace',
      'close',
      '--trace-dir',
      tempDir(),
      '--run-id',
      'x',
      '--by',
      'alice',
      '--reason',
      'r',
    ];
    args[args.indexOf(flag) + 1] = value;
    const r = cli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it.each([
    ['waiting for an answer', 'none'],
    ['with an answer appended, not yet acted on', 'resume'],
    ['with a halt requested', 'halt'],
    ['with a halt that landed before its run_end (an older writer, decision 063)', 'halt-before-end'],
  ] as const)(
    'an escalated run %s is not abandoned: refused, naming how to end it; nothing appended',
    async (_n, extra) => {
      const traceDir = tempDir();
      await escalatedRun(traceDir, 'esc', extra === 'resume');
      if (extra === 'halt') await requestHalt(traceDir, 'esc', { by: 'bob', reason: 'stop' }, 'cli');
      if (extra === 'halt-before-end')
        rehashTrace(join(traceDir, 'esc', 'trace.jsonl'), (recs) => {
          const end = recs.findIndex((x) => x.type === 'run_end');
          const at = recs[end - 1]!.at;
          recs.splice(end, 0, {
            type: 'halt_request',
            run_id: 'esc',
            at,
            by: 'bob',
            reason: 'stop',
            via: 'cli',
          });
        });
      const halted = extra === 'halt' || extra === 'halt-before-end';
      const before = readFileSync(join(traceDir, 'esc', 'trace.jsonl'));
      const r = close(traceDir, 'esc');
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(
        /^loopgov: ERR_RUN_STATE: run esc is escalated \(at step 3\): it is waiting for a person's answer, not abandoned; trace close refuses it; /,
      );
      expect(r.stderr).toMatch(
        halted
          ? /a halt has been requested: `loopgov run --continue` .* ends it as HALT \(human\)/
          : /to end it: `loopgov halt --trace-dir .* --run-id esc --by ID --reason TEXT`, then `loopgov run --continue`/,
      );
      expect(readFileSync(join(traceDir, 'esc', 'trace.jsonl'))).toEqual(before);
      // The way out it names works: the halt, then a continuation, ends the run as HALT (human).
      if (!halted) await requestHalt(traceDir, 'esc', { by: 'bob', reason: 'stop' }, 'cli');
      const c = cli(['run', '--continue', '--run-id', 'esc', '--trace-dir', traceDir, '--policy-dir', dir]);
      expect(c.code, c.stderr).toBe(3);
      expect(JSON.parse(c.stdout)).toMatchObject({ decision: 'HALT', reason: 'human', step: 3 });
      expect(readTrace(traceDir, 'esc').at(-1)).toMatchObject({ type: 'run_end', reason: 'human', step: 3 });
      expect(cli(['trace', 'show', '--trace-dir', traceDir, '--run-id', 'esc']).stdout).toMatch(
        /run_end: HALT \(human\) at step 3,/,
      );
      expect(verify(traceDir, 'esc').code).toBe(0);
    },
  );

  it('a writer that takes the run while close waits for the lock is seen under it: refused, nothing appended', async () => {
    const traceDir = tempDir();
    const resume = (await escalatedRun(traceDir, 'race', true))!;
    // The close has looked for a writer (none) and waits for the trace lock …
    const held = await holdTrace(traceDir, 'race');
    const closing = startCli([
      'trace',
      'close',
      '--trace-dir',
      traceDir,
      '--run-id',
      'race',
      '--by',
      'mallory',
      '--reason',
      'race',
    ]);
    await held.waiting();
    // … while a continuation takes the run: its lease first, then its run_continue.
    const lease = { pid: process.pid, host: hostname(), started_at: new Date().toISOString(), nonce: 'ab' };
    writeFileSync(join(traceDir, 'race', 'writer.json'), JSON.stringify(lease));
    await held.land({ type: 'run_continue', resume_index: resume.index, resume_hash: resume.hash });
    const r = await closing.exited;
    expect(r.code, r.stdout).toBe(1);
    expect(r.stderr).toMatch(
      new RegExp(
        `run race still has a live writer \\(pid ${process.pid} on this host .* is still running\\)`,
      ),
    );
    expect(readTrace(traceDir, 'race').at(-1)).toMatchObject({ type: 'run_continue' });
    expect(JSON.parse(readFileSync(join(traceDir, 'race', 'writer.json'), 'utf8'))).toEqual(lease);
  });
});

describe('loopgov halt says what its request does', () => {
  const halt = (traceDir: string, runId: string) =>
    cli(['halt', '--trace-dir', traceDir, '--run-id', runId, '--by', 'alice', '--reason', 'stop it']);

  it('a run whose runner was killed: the request is recorded, nobody acts on it, trace close ends it', async () => {
    const traceDir = tempDir();
    const run = await liveRun(traceDir, 'gone1', 1);
    await run.kill();
    const r = halt(traceDir, 'gone1');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^halt recorded for run gone1 \(trace record \d+\), but no runner holds it — the process that ran it has stopped \(pid \d+ on this host .* is no longer running\) — so a halt reaches no one; end it with loopgov trace close --trace-dir \S+ --run-id gone1 --by ID --reason TEXT\n$/,
    );
    expect(readTrace(traceDir, 'gone1').at(-1)).toMatchObject({ type: 'halt_request', by: 'alice' });
  });

  it('a live run: its next step is HALT (human)', async () => {
    const traceDir = tempDir();
    const run = await liveRun(traceDir, 'live1', 1);
    const r = halt(traceDir, 'live1');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^halt requested for run live1 \(trace record \d+\); its next step is HALT \(human\)\n$/,
    );
    await run.end();
  });

  it('an escalated run: it ends as HALT (human) when next continued', async () => {
    const traceDir = tempDir();
    await escalatedRun(traceDir, 'esc1', false);
    const r = halt(traceDir, 'esc1');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^halt requested for run esc1 \(trace record \d+\); the escalated run ends as HALT \(human\) when it is next continued\n$/,
    );
  });
});
