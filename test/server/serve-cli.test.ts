// `loopgov serve` as a real child process: what it prints, --token-file, pinning, signals, and a trace
// dir shared with `loopgov run` / `loopgov halt` in other processes (a halt from either reaches the other).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, governanceRepo, lines, ROOT, spawnLoopgov, spawnOpenLoopgov } from '../cli/run-fixtures.js';
import { ev, httpCall, policyDir, readTrace, startServe, tempDir, testPolicy } from './helpers.js';

describe('loopgov serve', () => {
  it('--help names the flags of SPEC §7 with the defaults 127.0.0.1 and 8080', () => {
    const help = runCliSync(['serve', '--help']).stdout;
    for (const flag of [
      '--trace-dir',
      '--host',
      '--port',
      '--token-file',
      '--read-only',
      '--policy-repo',
      '--policy-commit',
      '--policy-dir',
      '--trust',
    ]) {
      expect(help).toContain(flag);
    }
    expect(help).toMatch(/--host <addr>.*\(default: "127\.0\.0\.1"\)/);
    expect(help).toMatch(/--port <n>.*\(default: "8080"\)/);
  });

  it('binds 127.0.0.1 by default and prints the panel address (with the token) and the API token', async () => {
    const s = await startServe(['--trace-dir', tempDir()]);
    expect(s.out()).toContain(`open the Loop panel: http://127.0.0.1:${s.port}/?token=${s.token}`);
    expect(s.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await s.get('/api/v1/health')).json).toMatchObject({ ok: true, features: { create: false } });
    expect((await httpCall(s.port, '/api/v1/health', { token: 'wrong' })).status).toBe(401);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });

  it('--token-file: the token comes from the file and is never printed; a bad file is a usage error', async () => {
    const dir = tempDir();
    const file = join(dir, 'token');
    writeFileSync(file, 'a-long-enough-secret-token-1234\n');
    const s = await startServe(['--trace-dir', dir, '--token-file', file]);
    expect(s.out()).not.toContain('a-long-enough-secret-token-1234');
    expect(s.out()).toContain(`sign in with the token in ${file}`);
    expect(
      (await httpCall(s.port, '/api/v1/health', { token: 'a-long-enough-secret-token-1234' })).status,
    ).toBe(200);
    s.child.kill('SIGTERM');
    await s.exited;
    writeFileSync(file, 'short\n');
    const bad = runServeOnce(['--trace-dir', dir, '--token-file', file]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--token-file');
    expect(runServeOnce(['--trace-dir', dir, '--port', '70000']).code).toBe(2);
  });

  it.each([
    ['missing', 'no such file (ENOENT)'],
    ['.', 'it is a folder, not a file (EISDIR)'],
  ])('--token-file %s: a usage error that says why in words', (name, why) => {
    const dir = tempDir();
    const file = name === '.' ? dir : join(dir, name);
    const r = runServeOnce(['--trace-dir', dir, '--token-file', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`loopgov: ERR_USAGE: --token-file ${file}: cannot read the token: ${why}\n`);
  });

  it('--read-only says it shows runs and takes no halt (with a policy or without); a URL as --allow-host is a usage error', async () => {
    for (const extra of [[], ['--policy-dir', policyDir(testPolicy())]]) {
      const s = await startServe(['--trace-dir', tempDir(), '--read-only', ...extra]);
      expect(s.out()).toContain(
        'loopgov serve: read-only: this server shows runs; it starts, steps, halts and resumes none\n',
      );
      expect(s.out()).not.toContain('takes halts');
      expect(s.out()).not.toContain('runs created here');
      s.child.kill('SIGTERM');
      await s.exited;
    }
    const r = runServeOnce(['--trace-dir', tempDir(), '--allow-host', 'https://proxy.example.com']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--allow-host "https://proxy.example.com": give a host name');
  });

  it.each([
    ['a port already in use', 'busy', 'the port is already in use (EADDRINUSE)'],
    ['a host that is no address', '999.1.1.1', 'no such host or address (ENOTFOUND)'],
  ])(
    '%s: exit 1 "could not start" (not 2, usage), the reason in words, no stack',
    async (_what, where, why) => {
      const busy = createNetServer();
      await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
      const port = (busy.address() as AddressInfo).port;
      const host = where === 'busy' ? '127.0.0.1' : where;
      try {
        const r = runCliSync(['serve', '--trace-dir', tempDir(), '--host', host, '--port', String(port)]);
        expect(r.code).toBe(1);
        expect(r.stderr).toBe(`loopgov: ERR_LISTEN: cannot listen on ${host}:${port}: ${why}\n`);
      } finally {
        busy.close();
      }
    },
  );

  it('a reader that goes away (serve … | head -1: EPIPE) does not stop it: it keeps serving and recording, exit 0, no stack', async () => {
    const dir = tempDir();
    const traceDir = join(dir, 'traces');
    const token = 'a-long-enough-secret-token-1234';
    writeFileSync(join(dir, 'token'), `${token}\n`);
    const q = (p: string) => `'${p}'`;
    // As a shell runs it: head prints the first line and exits, so every later write to serve's stdout
    // is EPIPE. Its pid and exit code go to files (the pipeline's own status is head's).
    const serveCmd = [
      process.execPath,
      CLI,
      'serve',
      '--port',
      '0',
      '--trace-dir',
      traceDir,
      '--token-file',
      join(dir, 'token'),
      '--policy-dir',
      policyDir(testPolicy()),
    ]
      .map(q)
      .join(' ');
    const sh = spawn(
      'sh',
      [
        '-c',
        `{ ${serveCmd} 2>${q(join(dir, 'err'))} & echo $! >${q(join(dir, 'pid'))}; wait $!; echo $? >${q(join(dir, 'code'))}; } | head -1`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let first = '';
    sh.stdout.on('data', (c) => {
      first += c;
    });
    const shDone = new Promise((r) => sh.on('exit', r));
    while (!/:(\d+)\//.test(first)) await new Promise((r) => setTimeout(r, 25));
    const port = Number(/:(\d+)\//.exec(first)![1]);
    const post = (path: string, body: unknown) => httpCall(port, path, { method: 'POST', body, token });
    expect(
      (await post('/api/v1/runs', { run_id: 'ep1', project: 't', level: 'L2', profile: 'dev' })).status,
    ).toBe(201);
    expect((await post('/api/v1/runs/ep1/steps', ev(1))).status).toBe(200);
    process.kill(Number(readFileSync(join(dir, 'pid'), 'utf8')), 'SIGTERM'); // it says "stopped": EPIPE
    await shDone;
    expect(readFileSync(join(dir, 'code'), 'utf8').trim()).toBe('0');
    expect(readFileSync(join(dir, 'err'), 'utf8')).toBe('');
    expect(readTrace(traceDir, 'ep1').map((r) => [r.type, r.reason ?? null])).toEqual([
      ['run_start', null],
      ['iteration', 'ok'],
      ['run_end', 'signal'],
    ]);
  });

  it('SIGTERM ends every open run as HALT (signal), recorded; a second signal loses nothing; exit 0', async () => {
    const traceDir = tempDir();
    const s = await startServe(['--trace-dir', traceDir, '--policy-dir', policyDir(testPolicy())]);
    for (const id of ['t1', 't2']) {
      expect(
        (await s.post('/api/v1/runs', { run_id: id, project: 't', level: 'L2', profile: 'dev' })).status,
      ).toBe(201);
      expect((await s.post(`/api/v1/runs/${id}/steps`, ev(1))).status).toBe(200);
    }
    s.child.kill('SIGTERM');
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
    for (const id of ['t1', 't2']) {
      const ends = readTrace(traceDir, id).filter((r) => r.type === 'run_end');
      expect(ends).toEqual([
        expect.objectContaining({
          decision: 'HALT',
          reason: 'signal',
          detail: 'loopgov serve received SIGTERM',
        }),
      ]);
    }
    const verify = runCliSync(['trace', 'verify', '--trace-dir', traceDir, '--run-id', 't1']);
    expect(verify.code).toBe(0);
  });
});

describe('serve and signals (SPEC §4.3)', () => {
  it('SIGTERM while a step’s command gate runs: that step is HALT (signal) at once, the gate’s group killed', async () => {
    const traceDir = tempDir();
    const pidFile = join(tempDir(), 'gate.pid');
    const script = `echo $$ > ${pidFile}.tmp && mv ${pidFile}.tmp ${pidFile}; sleep 300`;
    const gates = `    - {id: slow, kind: command, argv: [sh, -c, ${JSON.stringify(script)}], timeout_sec: 600}`;
    const s = await startServe(['--trace-dir', traceDir, '--policy-dir', policyDir(testPolicy({ gates }))]);
    expect(
      (await s.post('/api/v1/runs', { run_id: 'g1', project: 't', level: 'L2', profile: 'dev' })).status,
    ).toBe(201);
    const step = s.post('/api/v1/runs/g1/steps', ev(1));
    while (!existsSync(pidFile)) await new Promise((r) => setTimeout(r, 10));
    const gate = Number(readFileSync(pidFile, 'utf8'));
    s.child.kill('SIGTERM');
    const answer = await step;
    expect(answer.json).toMatchObject({ step: 1, decision: 'HALT', reason: 'signal' });
    expect(await s.exited).toBe(0);
    expect(() => process.kill(gate, 0)).toThrow();
    expect(readTrace(traceDir, 'g1').map((r) => [r.type, r.reason ?? null])).toEqual([
      ['run_start', null],
      ['iteration', 'signal'],
      ['run_end', 'signal'],
    ]);
  });
});

describe('serve and loopgov run on one trace dir: a halt from either reaches a run in the other', () => {
  it('a halt posted to serve (the panel, the API) stops a `loopgov run` runner at its next step', async () => {
    const traceDir = tempDir();
    const pol = policyDir(testPolicy());
    const runner = spawnOpenLoopgov([
      '--run-id',
      'x1',
      '--project',
      't',
      '--level',
      'L2',
      '--profile',
      'dev',
      '--trace-dir',
      traceDir,
      '--policy-dir',
      pol,
      '--durability',
      'none',
    ]);
    expect(await runner.send(ev(1))).toMatchObject({ decision: 'CONTINUE' });
    const s = await startServe(['--trace-dir', traceDir]);
    const h = await s.post('/api/v1/runs/x1/halt', { by: 'carol', reason: 'enough' });
    expect(h.status).toBe(202);
    expect((await s.get('/api/v1/runs/x1')).json).toMatchObject({
      state: 'running',
      halt_pending: true,
      open_here: false,
    });
    expect(await runner.send(ev(2))).toMatchObject({
      decision: 'HALT',
      reason: 'human',
      detail: 'halted by carol: enough',
    });
    runner.end();
    expect(await runner.exited).toBe(3);
    expect(readTrace(traceDir, 'x1').find((r) => r.type === 'halt_request')).toMatchObject({
      by: 'carol',
      via: 'api',
    });
    // serve cannot step a run another process runs.
    expect((await s.post('/api/v1/runs/x1/steps', ev(3))).status).toBe(409);
    s.child.kill('SIGTERM');
    await s.exited;
  });

  it('`loopgov halt` stops a run created over HTTP at its next step', async () => {
    const traceDir = tempDir();
    const s = await startServe(['--trace-dir', traceDir, '--policy-dir', policyDir(testPolicy())]);
    await s.post('/api/v1/runs', { run_id: 'x2', project: 't', level: 'L2', profile: 'dev' });
    expect((await s.post('/api/v1/runs/x2/steps', ev(1))).json.decision).toBe('CONTINUE');
    const h = await runCliAsync([
      'halt',
      '--trace-dir',
      traceDir,
      '--run-id',
      'x2',
      '--by',
      'dave',
      '--reason',
      'stop it',
    ]);
    expect(h).toBe(0);
    expect((await s.post('/api/v1/runs/x2/steps', ev(2))).json).toMatchObject({
      decision: 'HALT',
      reason: 'human',
      detail: 'halted by dave: stop it',
    });
    s.child.kill('SIGTERM');
    await s.exited;
  });
});

describe('a policy repository URL with a token in it (decision 132)', () => {
  it('the start-up line and /api/v1/health show it as https://***@…, never the token', async () => {
    const url = 'https://x-access-token:ghp_SECRET42@git.example.invalid/acme/p';
    const s = await startServe([
      '--trace-dir',
      tempDir(),
      '--policy-repo',
      url,
      '--policy-commit',
      'a'.repeat(40),
    ]);
    const health = await s.get('/api/v1/health');
    expect(s.out()).toContain(
      `runs created here pin ${'a'.repeat(40)} of https://***@git.example.invalid/acme/p`,
    );
    expect(health.json.policy).toMatchObject({
      source: 'pinned',
      repo: 'https://***@git.example.invalid/acme/p',
    });
    for (const text of [s.out(), health.text]) expect(text).not.toContain('ghp_SECRET42');
    s.child.kill('SIGTERM');
    await s.exited;
  });
});

describe('runs created over HTTP are the same runs as openRun / loopgov run', () => {
  it('pinned: the same pinning (commit, digest) and the machine cache', async () => {
    const repo = governanceRepo();
    const commit = repo.git('rev-parse', 'HEAD').trim();
    const traceDir = tempDir();
    const cache = tempDir('loopgov-cache-');
    const s = await startServe(
      ['--trace-dir', traceDir, '--policy-repo', repo.dir, '--policy-commit', commit],
      { LOOPGOV_CACHE_DIR: cache },
    );
    expect(s.out()).toContain(`runs created here pin ${commit}`);
    const r = await s.post('/api/v1/runs', { run_id: 'p1', project: 'demo', level: 'L2', profile: 'dev' });
    expect(r.json).toMatchObject({ state: 'running', refused: null });
    const start = readTrace(traceDir, 'p1')[0]!;
    expect(start.policy).toMatchObject({ source: 'pinned', commit, verified: false });
    expect(String((start.policy as { digest: string }).digest)).toMatch(/^[0-9a-f]{64}$/);
    expect(existsSync(cache) && readdirSync(cache).length).toBeGreaterThan(0);
    // prod without an approval: the refusal openRun gives, over HTTP.
    const prod = await s.post('/api/v1/runs', {
      run_id: 'p2',
      project: 'demo',
      level: 'L2',
      profile: 'prod',
    });
    expect(prod.json.refused).toMatchObject({ decision: 'HALT', reason: 'policy_unavailable' });
    s.child.kill('SIGTERM');
    await s.exited;
  });

  it('the same events through serve and through loopgov run give records with the same fields', async () => {
    const pol = policyDir(testPolicy());
    const events = [
      ev(1),
      ev(2, { artifact: 'x'.repeat(200) }),
      ev(3, { claims_done: true, artifact: 'good' }),
    ];
    const viaRun = tempDir();
    const r = spawnLoopgov(
      [
        '--run-id',
        'same',
        '--project',
        't',
        '--level',
        'L2',
        '--profile',
        'dev',
        '--trace-dir',
        viaRun,
        '--policy-dir',
        pol,
      ],
      lines(events),
    );
    expect(r.code).toBe(0);
    const viaServe = tempDir();
    const s = await startServe(['--trace-dir', viaServe, '--policy-dir', pol]);
    await s.post('/api/v1/runs', { run_id: 'same', project: 't', level: 'L2', profile: 'dev' });
    const decisions = [];
    for (const e of events) decisions.push((await s.post('/api/v1/runs/same/steps', e)).json);
    expect(decisions.map((d) => [d.decision, d.reason])).toEqual(
      r.decisions.map((d) => [d.decision, d.reason]),
    );
    const shape = (rs: Record<string, unknown>[]) => rs.map((x) => [x.type, Object.keys(x).sort()]);
    expect(shape(readTrace(viaServe, 'same'))).toEqual(shape(readTrace(viaRun, 'same')));
    s.child.kill('SIGTERM');
    await s.exited;
  });
});

function runServeOnce(args: string[]) {
  return runCliSync(['serve', '--port', '0', ...args]);
}

function runCliSync(args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 20_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function runCliAsync(args: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, stdio: 'ignore' });
    p.on('exit', resolve);
  });
}
