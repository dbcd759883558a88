// `loopgov serve` as a real child process where the process is the point: a request still arriving
// when SIGTERM comes, and two serves on one trace dir answering the same run at once.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signResumeToken } from '../../src/core/approval/resume.js';
import { CLI, ROOT } from '../cli/run-fixtures.js';
import { fixtureKey } from '../helpers/gate-repo.js';
import {
  ev,
  policyDir,
  type Reply,
  readTrace,
  type Served,
  startServe,
  tempDir,
  testPolicy,
} from './helpers.js';

const loop = (n: number) => ev(n, { action_hash: 'rerun-build', progress: 0.3 });
const create = (runId: string) => ({ run_id: runId, project: 't', level: 'L2', profile: 'dev' });

/** Sends a POST's headers and the first `sent` bytes of its body; `rest()` sends the others. */
function partialPost(s: Served, path: string, body: unknown, sent = 10) {
  const payload = Buffer.from(JSON.stringify(body));
  const socket = connect(s.port, '127.0.0.1');
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\nAuthorization: Bearer ${s.token}\r\n` +
      `X-Loopgov-CSRF: 1\r\nContent-Type: application/json\r\nContent-Length: ${payload.length}\r\n\r\n`,
  );
  socket.write(payload.subarray(0, sent));
  const reply = new Promise<Pick<Reply, 'status' | 'json'>>((resolve, reject) => {
    let got = '';
    socket.on('data', (c) => {
      got += c.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', text = ''] = got.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), json: text ? JSON.parse(text) : null });
    });
  });
  return { rest: () => socket.end(payload.subarray(sent)), reply };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function escalate(s: Served, traceDir: string, runId: string): Promise<string> {
  expect((await s.post('/api/v1/runs', create(runId))).status).toBe(201);
  for (const n of [1, 2, 3]) await s.post(`/api/v1/runs/${runId}/steps`, loop(n));
  const last = readTrace(traceDir, runId).at(-1)!;
  expect(last.type).toBe('escalation');
  return String(last.hash);
}

const sign = (who: 'alice' | 'dave' | 'erin', runId: string, head: string, grant?: { max_steps: number }) =>
  signResumeToken({
    privateJwk: fixtureKey(`${who}-2026`) as never,
    approver: who,
    runId,
    head,
    decision: 'resume',
    ...(grant ? { grant } : {}),
    now: Math.floor(Date.now() / 1000),
  });

const verify = (traceDir: string, runId: string) =>
  spawnSync(process.execPath, [CLI, 'trace', 'verify', '--trace-dir', traceDir, '--run-id', runId], {
    cwd: ROOT,
    encoding: 'utf8',
  });

describe('SIGTERM while a request is still arriving: no run is opened that nothing ends', () => {
  it('a create whose body arrives after SIGTERM: 503 ERR_SHUTTING_DOWN, nothing written, exit 0', async () => {
    const traceDir = tempDir();
    const s = await startServe(['--trace-dir', traceDir, '--policy-dir', policyDir(testPolicy())]);
    const late = partialPost(s, '/api/v1/runs', create('late1'));
    await pause(200);
    s.child.kill('SIGTERM');
    await pause(500);
    late.rest();
    const r = await late.reply;
    expect([r.status, r.json.error.code]).toEqual([503, 'ERR_SHUTTING_DOWN']);
    expect(r.json.error.message).toContain('nothing was written');
    expect(await s.exited).toBe(0);
    expect(existsSync(join(traceDir, 'late1'))).toBe(false);
  });

  it('a resume whose body arrives after SIGTERM: 503, nothing written, the run still escalated', async () => {
    const traceDir = tempDir();
    const s = await startServe(['--trace-dir', traceDir, '--policy-dir', policyDir(testPolicy())]);
    const head = await escalate(s, traceDir, 'late2');
    const before = readTrace(traceDir, 'late2');
    const late = partialPost(s, '/api/v1/runs/late2/resume', { token: await sign('alice', 'late2', head) });
    await pause(200);
    s.child.kill('SIGTERM');
    await pause(500);
    late.rest();
    const r = await late.reply;
    expect([r.status, r.json.error.code]).toEqual([503, 'ERR_SHUTTING_DOWN']);
    expect(await s.exited).toBe(0);
    expect(readTrace(traceDir, 'late2')).toEqual(before);
    expect(verify(traceDir, 'late2').status).toBe(0);
  });
});

describe('two serves on one trace dir, asked about the same run at once', () => {
  it('the same run id created on both: one 201, the other 409 ERR_RUN_EXISTS, one trace', async () => {
    const traceDir = tempDir();
    const pol = policyDir(testPolicy());
    const [a, b] = await Promise.all([
      startServe(['--trace-dir', traceDir, '--policy-dir', pol]),
      startServe(['--trace-dir', traceDir, '--policy-dir', pol]),
    ]);
    // The race (the existence check, then the exclusive create) is real, so it is run many times.
    const ids = Array.from({ length: 24 }, (_, i) => `dup${i}`);
    const replies = await Promise.all(
      ids.map((id) => Promise.all([a.post('/api/v1/runs', create(id)), b.post('/api/v1/runs', create(id))])),
    );
    for (const [i, pair] of replies.entries()) {
      const seen = pair.map((r) => [r.status, r.json.state ?? r.json.error.code]).sort();
      expect([ids[i], ...seen]).toEqual([ids[i], [201, 'running'], [409, 'ERR_RUN_EXISTS']]);
      expect(readTrace(traceDir, ids[i]!).map((x) => x.type)).toEqual(['run_start']);
    }
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect([await a.exited, await b.exited]).toEqual([0, 0]);
  });

  it('two answers to one escalation: the serve that says continued acts on its own token; the one that says 403 wrote nothing', async () => {
    const traceDir = tempDir();
    const pol = policyDir(testPolicy());
    const [a, b] = await Promise.all([
      startServe(['--trace-dir', traceDir, '--policy-dir', pol]),
      startServe(['--trace-dir', traceDir, '--policy-dir', pol]),
    ]);
    for (let trial = 0; trial < 6; trial++) {
      const id = `two${trial}`;
      const head = await escalate(a, traceDir, id);
      const [dave, erin] = await Promise.all([
        sign('dave', id, head, { max_steps: 50 }),
        sign('erin', id, head),
      ]);
      const [ra, rb] = await Promise.all([
        a.post(`/api/v1/runs/${id}/resume`, { token: dave }),
        b.post(`/api/v1/runs/${id}/resume`, { token: erin }),
      ]);
      const won = ra.status === 200 ? 'dave' : 'erin';
      const [winner, loser] = won === 'dave' ? [ra, rb] : [rb, ra];
      expect([id, winner.status, winner.json.status, loser.status, loser.json.error.code]).toEqual([
        id,
        200,
        'continued',
        403,
        'ERR_RESUME_REFUSED',
      ]);
      expect(loser.json.error.message).toMatch(new RegExp(`continued at record 7 \\(resume by ${won}\\)`));
      const tail = readTrace(traceDir, id).slice(6);
      expect(tail.map((r) => [r.type, r.sub ?? r.approver])).toEqual([
        ['resume', won],
        ['run_continue', won],
      ]);
      expect(tail[1]).toMatchObject({ grant: won === 'dave' ? { max_steps: 50 } : null });
      // The winner holds the run: its next step is taken there.
      const winnerServe = won === 'dave' ? a : b;
      expect((await winnerServe.post(`/api/v1/runs/${id}/steps`, ev(4))).status).toBe(200);
    }
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect([await a.exited, await b.exited]).toEqual([0, 0]);
  });
});
