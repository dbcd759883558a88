// SPEC §7, the API sentence by sentence, against a real server on 127.0.0.1 (in process) writing real
// traces. Security and limits: security.test.ts; event streams: events.test.ts; the CLI: serve-cli.test.ts.
import { execFileSync } from 'node:child_process';
import { readFileSync, symlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { request } from 'node:http';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signResumeToken } from '../../src/core/approval/resume.js';
import { isValidDecision } from '../../src/core/run/event.js';
import { requestHalt } from '../../src/io/trace/halt.js';
import { verifyTraceFile } from '../../src/io/trace/read.js';
import { fixtureKey } from '../helpers/gate-repo.js';
import { ev, type Reply, readTrace, serve } from './helpers.js';

const same = (action: string) => ({ action, tool: 'sh', inputs_ref: 'same-inputs' });

/** A POST with exactly these headers (and the token, the CSRF header and the length): no Content-Type unless given. */
function rawPost(
  port: number,
  token: string,
  path: string,
  body: string | Buffer,
  headers: Record<string, string>,
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Loopgov-CSRF': '1',
          'Content-Length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('POST /api/v1/runs → the run (or its refusal, a HALT)', () => {
  it('creates a run whose trace starts with run_start under the server policy', async () => {
    const t = await serve();
    const r = await t.createRun('c1');
    expect(r.status).toBe(201);
    expect(r.json).toEqual({ run_id: 'c1', state: 'running', refused: null });
    const [start] = readTrace(t.traceDir, 'c1');
    expect(start).toMatchObject({
      type: 'run_start',
      project: 't',
      level: 'L2',
      profile: 'dev',
      policy: { source: 'unpinned' },
    });
  });

  it.each([
    ['prod with a plain policies folder', { profile: 'prod' }, 'policy_unavailable'],
    ['a level above the policy allows', { level: 'L5' }, 'level_not_allowed'],
  ])('refuses %s: HALT before the first step, recorded', async (_what, over, reason) => {
    const t = await serve();
    const r = await t.createRun('c2', over);
    expect(r.status).toBe(201);
    expect(r.json.state).toBe('halted');
    expect(r.json.refused).toMatchObject({ decision: 'HALT', reason, step: null });
    expect(readTrace(t.traceDir, 'c2').map((x) => x.type)).toEqual(['run_start', 'run_end']);
    expect((await t.post('/api/v1/runs/c2/steps', ev(1))).status).toBe(409);
  });

  it.each([
    ['an unknown field', { extra: 1 }, '/extra'],
    ['profile Prod', { profile: 'Prod' }, '/profile'],
    ['level l5', { level: 'l5' }, '/level'],
    ['a run id with ..', { run_id: 'a..b' }, '/run_id'],
    ['a missing project', { project: undefined }, '/project'],
    // The project is a policy project id (what openRun and `loopgov run --project` take), not any text.
    ['project Demo (upper case)', { project: 'Demo' }, '/project'],
    ['a 65-character project', { project: 'p'.repeat(65) }, '/project'],
    ['a project behind a bidi override', { project: '\u202edemo' }, '/project'],
    ['a project with a space', { project: 'my demo' }, '/project'],
    ['a project starting with -', { project: '-demo' }, '/project'],
    ['an empty project', { project: '' }, '/project'],
  ])(
    'validates the body by its schema: %s → 400 ERR_REQUEST naming the field',
    async (_what, over, field) => {
      const t = await serve();
      const body = { run_id: 'c3', project: 't', level: 'L2', profile: 'dev', ...over };
      const r = await t.post('/api/v1/runs', JSON.parse(JSON.stringify(body)));
      expect(r.status).toBe(400);
      expect(r.json.error.code).toBe('ERR_REQUEST');
      expect(r.json.error.problems.map((p: { field: string }) => p.field)).toContain(field);
    },
  );

  it('refuses a run id that already has a trace (409 ERR_RUN_EXISTS), leaving it untouched', async () => {
    const t = await serve();
    await t.createRun('c4');
    const before = readFileSync(`${t.traceDir}/c4/trace.jsonl`, 'utf8');
    const r = await t.createRun('c4');
    expect([r.status, r.json.error.code]).toEqual([409, 'ERR_RUN_EXISTS']);
    expect(readFileSync(`${t.traceDir}/c4/trace.jsonl`, 'utf8')).toBe(before);
  });

  it('accepts every project id the runtime accepts (64 characters, . _ -) and writes it as given', async () => {
    const t = await serve();
    for (const [i, project] of ['demo', 'a', 'p'.repeat(64), 'team.api_v2-x', '9lives'].entries()) {
      const r = await t.createRun(`p${i}`, { project });
      expect([project, r.status, r.json.state]).toEqual([project, 201, 'running']);
      expect(readTrace(t.traceDir, `p${i}`)[0]).toMatchObject({ type: 'run_start', project });
    }
  });

  it('a server started without a policy shows runs but cannot start them (403)', async () => {
    const t = await serve({ policy: null });
    const r = await t.createRun('c5');
    expect([r.status, r.json.error.code]).toEqual([403, 'ERR_FORBIDDEN']);
  });
});

describe('POST /api/v1/runs/{id}/steps → the decision', () => {
  it('returns the evaluator decision, recorded at trace.index', async () => {
    const t = await serve();
    await t.createRun('s1');
    const r = await t.post('/api/v1/runs/s1/steps', ev(1));
    expect(r.status).toBe(200);
    expect(isValidDecision(r.json)).toBe(true);
    expect(r.json).toMatchObject({ run_id: 's1', step: 1, decision: 'CONTINUE', reason: 'ok' });
    const rec = readTrace(t.traceDir, 's1')[r.json.trace.index]!;
    expect(rec).toMatchObject({ type: 'iteration', step: 1, decision: 'CONTINUE', hash: r.json.trace.hash });
  });

  it('ends with DONE through the success criteria; further steps are 409 ERR_RUN_STATE', async () => {
    const t = await serve();
    await t.createRun('s2');
    expect((await t.post('/api/v1/runs/s2/steps', ev(1, { claims_done: true }))).json.reason).toBe(
      'self_declared_done',
    );
    const done = await t.post('/api/v1/runs/s2/steps', ev(2, { claims_done: true, artifact: 'good' }));
    expect(done.json).toMatchObject({ decision: 'DONE', reason: 'success' });
    const after = await t.post('/api/v1/runs/s2/steps', ev(3));
    expect([after.status, after.json.error.code]).toEqual([409, 'ERR_RUN_STATE']);
    expect(after.json.error.message).toMatch(/has ended \(DONE \(success\)\)/);
  });

  it.each([
    ['not valid against the step-event schema', ev(1, { tokens: -1 }), 400, 'ERR_STEP_INVALID'],
    ['not JSON', '{"step": 1,', 400, 'ERR_REQUEST'],
    // One event, one reading: JSON.parse would charge 1 token, another reader 999 999.
    ['with a key twice', JSON.stringify(ev(1)).replace('{', '{"tokens":999999,'), 400, 'ERR_REQUEST'],
    ['not UTF-8', Buffer.from(JSON.stringify(ev(1, { artifact: 'ab\xffcd' })), 'latin1'), 400, 'ERR_REQUEST'],
    ['after a byte order mark', `\ufeff${JSON.stringify(ev(1))}`, 400, 'ERR_REQUEST'],
  ])(
    'a body %s ends the run HALT (invalid_event), as a bad line ends loopgov run',
    async (_w, body, status, code) => {
      const t = await serve();
      await t.createRun('s3');
      const { __type, ...rest } =
        typeof body === 'object' && !Buffer.isBuffer(body)
          ? (body as Record<string, unknown>)
          : { __type: undefined };
      const r = await t.post(
        '/api/v1/runs/s3/steps',
        typeof body === 'string' || Buffer.isBuffer(body) ? body : rest,
        {
          headers: __type ? { 'Content-Type': String(__type) } : {},
        },
      );
      expect([r.status, r.json.error.code]).toEqual([status, code]);
      expect(r.json.error.message).not.toMatch(/^ERR_/); // the code is said once, in `code`
      if (_w === 'with a key twice')
        expect(r.json.error.message).toMatch(
          /^request body has the key "tokens" twice in one object \(at \/tokens\)/,
        );
      expect(r.json.decision).toMatchObject({ decision: 'HALT', reason: 'invalid_event' });
      expect(readTrace(t.traceDir, 's3').at(-1)).toMatchObject({
        type: 'run_end',
        decision: 'HALT',
        reason: 'invalid_event',
      });
    },
  );

  it('a connection lost mid-body is no event: nothing recorded, the run stays open, the step can be sent again', async () => {
    const t = await serve();
    await t.createRun('s4');
    await t.post('/api/v1/runs/s4/steps', ev(1));
    const before = readTrace(t.traceDir, 's4');
    const body = JSON.stringify(ev(2));
    const socket = connect(t.s.port, '127.0.0.1');
    await new Promise<void>((r) => socket.once('connect', () => r()));
    socket.write(
      `POST /api/v1/runs/s4/steps HTTP/1.1\r\nHost: 127.0.0.1:${t.s.port}\r\nAuthorization: Bearer ${t.s.token}\r\n` +
        `X-Loopgov-CSRF: 1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
    );
    await new Promise((r) => setTimeout(r, 150)); // the server is reading the body
    socket.destroy();
    await new Promise((r) => setTimeout(r, 300));
    expect(readTrace(t.traceDir, 's4')).toEqual(before);
    expect((await t.call('/api/v1/runs/s4')).json).toMatchObject({ state: 'running', open_here: true });
    const retry = await t.post('/api/v1/runs/s4/steps', body);
    expect([retry.status, retry.json.decision, retry.json.step]).toEqual([200, 'CONTINUE', 2]);
  });

  it.each<[string, Record<string, string>, string]>([
    ['no Content-Type', {}, 'send the body as Content-Type: application/json (got "none")'],
    [
      "urllib's and curl -d's form type",
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      '(got "application/x-www-form-urlencoded")',
    ],
    ['text/plain', { 'Content-Type': 'text/plain' }, '(got "text/plain")'],
    [
      'Content-Encoding: gzip',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      `the body's Content-Encoding "gzip" is not supported: send the JSON uncompressed`,
    ],
    [
      'Content-Encoding: identity, br',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'identity, br' },
      'Content-Encoding "identity, br" is not supported',
    ],
    [
      'charset=iso-8859-1',
      { 'Content-Type': 'application/json; charset=iso-8859-1' },
      `the body's charset "iso-8859-1" is not supported: send the JSON as UTF-8`,
    ],
    [
      'charset="UTF-16"',
      { 'Content-Type': 'application/json; charset="UTF-16"' },
      `the body's charset "UTF-16" is not supported`,
    ],
  ])(
    'a step sent with %s is refused on its headers (415): nothing recorded, the run stays open, the corrected step is taken',
    async (_w, headers, message) => {
      const t = await serve();
      await t.createRun('h1');
      const before = readTrace(t.traceDir, 'h1');
      const event = ev(1);
      const text = JSON.stringify({ ...event, artifact: 'café' });
      const type = headers['Content-Type'] ?? '';
      const encoded = headers['Content-Encoding']
        ? gzipSync(text)
        : Buffer.from(text, /utf-16/i.test(type) ? 'utf16le' : /iso-8859-1/.test(type) ? 'latin1' : 'utf8');
      const r = await rawPost(t.s.port, t.s.token, '/api/v1/runs/h1/steps', encoded, headers);
      expect([r.status, r.json.error.code, r.json.decision]).toEqual([415, 'ERR_REQUEST', undefined]);
      expect(r.json.error.message).toContain(message);
      if (headers['Content-Encoding']) expect(r.headers['accept-encoding']).toBe('identity');
      expect(readTrace(t.traceDir, 'h1')).toEqual(before);
      const fixed = await t.post('/api/v1/runs/h1/steps', event);
      expect([fixed.status, fixed.json.decision, fixed.json.step]).toEqual([200, 'CONTINUE', 1]);
    },
  );

  it.each([
    'application/json; charset=utf-8',
    'application/json;charset="UTF-8"',
    'Application/JSON; Charset=Utf-8',
  ])('a step sent as %s is read as UTF-8', async (type) => {
    const t = await serve();
    await t.createRun('u8');
    const r = await rawPost(
      t.s.port,
      t.s.token,
      '/api/v1/runs/u8/steps',
      JSON.stringify(ev(1, { artifact: 'café' })),
      {
        'Content-Type': type,
      },
    );
    expect([r.status, r.json.decision]).toEqual([200, 'CONTINUE']);
  });

  it.each<[string, Record<string, string>, number]>([
    ['a form Content-Type (415)', { Authorization: 'TOKEN', 'Content-Type': 'text/plain' }, 415],
    ['no token (401)', { 'Content-Type': 'application/json' }, 401],
  ])(
    'a large body refused on %s is read and dropped first: a client that writes it all before it reads hears the answer',
    async (_w, headers, status) => {
      const t = await serve();
      await t.createRun('big');
      const body = Buffer.from(JSON.stringify(ev(1, { artifact: 'x'.repeat(4 * 1024 * 1024) })));
      const head = Object.entries({ ...headers, Host: `127.0.0.1:${t.s.port}`, 'X-Loopgov-CSRF': '1' })
        .map(([k, v]) => `${k}: ${v === 'TOKEN' ? `Bearer ${t.s.token}` : v}\r\n`)
        .join('');
      // As Python's http.client does: the whole body written, and only then the response read.
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = connect(t.s.port, '127.0.0.1');
        let got = '';
        socket.on('error', reject);
        socket.write(`POST /api/v1/runs/big/steps HTTP/1.1\r\n${head}Content-Length: ${body.length}\r\n\r\n`);
        socket.write(body, (e) => {
          if (e) return reject(e);
          socket.on('data', (c) => {
            got += c.toString();
            if (got.includes('\r\n\r\n') && got.endsWith('}')) socket.end(() => resolve(got));
          });
        });
      });
      expect(reply).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(reply).not.toMatch(/\r\nconnection: close\r\n/i);
      expect(readTrace(t.traceDir, 'big').filter((r) => r.type === 'iteration')).toHaveLength(0);
    },
  );

  it('a step for a run that does not exist is 404; for one run elsewhere, 409', async () => {
    const t = await serve();
    expect((await t.post('/api/v1/runs/nope/steps', ev(1))).status).toBe(404);
  });

  it('group commit: many runs stepping at once with durability fsync all get durable decisions', async () => {
    const t = await serve({ durability: 'fsync' });
    const ids = Array.from({ length: 12 }, (_, i) => `g${i}`);
    await Promise.all(ids.map((id) => t.createRun(id)));
    for (let step = 1; step <= 3; step++) {
      const rs = await Promise.all(ids.map((id) => t.post(`/api/v1/runs/${id}/steps`, ev(step))));
      for (const r of rs) expect(r.json).toMatchObject({ decision: 'CONTINUE', step });
    }
    for (const id of ids) {
      const report = await verifyTraceFile(t.traceDir, id, { allowOpen: true });
      expect(report).toMatchObject({ ok: true, length: 4 });
    }
  });
});

describe('POST /api/v1/runs/{id}/halt {by, reason}', () => {
  it('records a halt_request with via api; the next step is HALT (human)', async () => {
    const t = await serve();
    await t.createRun('h1');
    await t.post('/api/v1/runs/h1/steps', ev(1));
    const h = await t.post('/api/v1/runs/h1/halt', { by: 'alice', reason: 'wrong repo' });
    expect(h.status).toBe(202);
    expect(h.json).toMatchObject({ status: 'requested', via: 'api', record: { index: 2 } });
    expect(readTrace(t.traceDir, 'h1')[2]).toMatchObject({
      type: 'halt_request',
      by: 'alice',
      reason: 'wrong repo',
      via: 'api',
    });
    const summary = await t.call('/api/v1/runs/h1');
    expect(summary.json.halt_pending).toBe(true);
    const d = await t.post('/api/v1/runs/h1/steps', ev(2));
    expect(d.json).toMatchObject({
      decision: 'HALT',
      reason: 'human',
      detail: 'halted by alice: wrong repo',
    });
  });

  it.each([
    [{ by: '', reason: 'x' }, '/by'],
    [{ by: 'a\nb', reason: 'x' }, '/by'],
    [{ by: 'a', reason: '' }, '/reason'],
    [{ by: 'a', reason: 'x'.repeat(2001) }, '/reason'],
    [{ by: 'a', reason: 'x', via: 'web' }, '/via'],
    [{ by: 'a\ud800', reason: 'x' }, '/by'],
    [{ by: 'a', reason: 'stop \udc00 now' }, '/reason'],
  ])('validates %j by the halt schema → 400, nothing recorded', async (body, field) => {
    const t = await serve();
    await t.createRun('h2');
    const r = await t.post('/api/v1/runs/h2/halt', body);
    expect(r.status).toBe(400);
    expect(r.json.error.problems.map((p: { field: string }) => p.field)).toContain(field);
    expect(readTrace(t.traceDir, 'h2')).toHaveLength(1);
  });

  it.each([
    ['spaces', { by: '   ', reason: 'stop' }, '/by'],
    ['a zero-width space', { by: 'alice', reason: '\u200b' }, '/reason'],
    ['braille blanks', { by: '\u2800\u2800', reason: 'stop' }, '/by'],
    ['a Hangul filler', { by: '\u3164', reason: 'stop' }, '/by'],
    [
      'no-break spaces, a BOM, a word joiner and line breaks',
      { by: 'alice', reason: '\u00a0\ufeff\u2060\n\t\u3000' },
      '/reason',
    ],
  ])(
    'a by or reason of %s alone names nobody: 400 naming the field, nothing recorded',
    async (_, body, field) => {
      const t = await serve();
      await t.createRun('h4');
      const r = await t.post('/api/v1/runs/h4/halt', body);
      expect([r.status, r.json.error.code]).toEqual([400, 'ERR_REQUEST']);
      expect(r.json.error.message).toContain(`${field} must hold a visible character`);
      expect(r.json.error.problems.map((p: { field: string }) => p.field)).toEqual([field]);
      expect(readTrace(t.traceDir, 'h4')).toHaveLength(1);
    },
  );

  it('a by or reason with one visible character among blanks is taken as sent', async () => {
    const t = await serve();
    await t.createRun('h5');
    const r = await t.post('/api/v1/runs/h5/halt', { by: ' \u2800é ', reason: '\u200b停' });
    expect(r.status).toBe(202);
    expect(readTrace(t.traceDir, 'h5').at(-1)).toMatchObject({ by: ' \u2800é ', reason: '\u200b停' });
  });

  it('a run that has ended is not touched (409); an unknown run is 404', async () => {
    const t = await serve();
    await t.createRun('h3', { level: 'L5' }); // refused: run_start + run_end
    const r = await t.post('/api/v1/runs/h3/halt', { by: 'a', reason: 'b' });
    expect([r.status, r.json.error.code]).toEqual([409, 'ERR_RUN_STATE']);
    expect(readTrace(t.traceDir, 'h3')).toHaveLength(2);
    expect((await t.post('/api/v1/runs/none/halt', { by: 'a', reason: 'b' })).status).toBe(404);
  });
});

describe('POST /api/v1/runs/{id}/resume', () => {
  it('is in the OpenAPI document (the behaviour: resume.test.ts)', async () => {
    const t = await serve();
    const doc = (await t.call('/api/v1/openapi.json')).json;
    expect(doc.paths['/api/v1/runs/{id}/resume'].post['x-loopgov-status']).toBeUndefined();
    expect(Object.keys(doc.paths['/api/v1/runs/{id}/resume'].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '403', '404', '409']),
    );
  });
});

describe('an answer to an escalated run with a halt pending', () => {
  it("ends it HALT (human) and the decision carries the run's own governance and policy source", async () => {
    const t = await serve();
    await t.createRun('eh');
    for (let n = 1; n <= 3; n++) await t.post('/api/v1/runs/eh/steps', ev(n, same('npm run build')));
    const head = String(readTrace(t.traceDir, 'eh').at(-1)!.hash);
    await requestHalt(t.traceDir, 'eh', { by: 'ops', reason: 'enough' }, 'cli');
    const token = await signResumeToken({
      privateJwk: fixtureKey('alice-2026') as never,
      approver: 'alice',
      runId: 'eh',
      head,
      decision: 'resume',
      grant: { max_steps: 4 },
      now: Math.floor(Date.now() / 1000),
    });
    const r = await t.post('/api/v1/runs/eh/resume', { token });
    expect(r.json).toMatchObject({
      status: 'ended',
      decision: {
        decision: 'HALT',
        reason: 'human',
        governance: 'optional',
        provenance: { source: 'unpinned', commit: null, verified: false },
      },
    });
    expect(isValidDecision(r.json.decision)).toBe(true);
  });
});

describe('GET /api/v1/runs, /runs/{id}, /records, /inbox, /health', () => {
  async function fourRuns() {
    const t = await serve();
    await t.createRun('a-run');
    await t.post('/api/v1/runs/a-run/steps', ev(1));
    await t.createRun('b-done', { project: 'other' });
    await t.post('/api/v1/runs/b-done/steps', ev(1, { claims_done: true, artifact: 'good' }));
    await t.createRun('c-osc');
    for (let n = 1; n <= 3; n++) await t.post('/api/v1/runs/c-osc/steps', ev(n, same('npm run build')));
    await t.createRun('d-refused', { level: 'L5' });
    return t;
  }

  it('lists runs with state, project, level, steps and cost; filters by state and project', async () => {
    const t = await fourRuns();
    const all = (await t.call('/api/v1/runs')).json.runs;
    expect(
      Object.fromEntries(all.map((r: { run_id: string; state: string }) => [r.run_id, r.state])),
    ).toEqual({
      'a-run': 'running',
      'b-done': 'done',
      'c-osc': 'escalated',
      'd-refused': 'halted',
    });
    expect(all.find((r: { run_id: string }) => r.run_id === 'c-osc')).toMatchObject({
      project: 't',
      level: 'L2',
      iterations: 3,
      cost_usd: 0.003,
    });
    const ids = async (q: string) =>
      (await t.call(`/api/v1/runs?${q}`)).json.runs.map((r: { run_id: string }) => r.run_id).sort();
    expect(await ids('state=escalated')).toEqual(['c-osc']);
    expect(await ids('state=running')).toEqual(['a-run']);
    expect(await ids('project=other')).toEqual(['b-done']);
    expect(await ids('project=t&state=halted')).toEqual(['d-refused']);
    expect((await t.call('/api/v1/runs?state=bogus')).status).toBe(400);
  });

  it('a run summary: a gauge per budget limit, the convergence rule that fired with the repeated action, the chain', async () => {
    const t = await fourRuns();
    const s = (await t.call('/api/v1/runs/c-osc')).json;
    expect(s.budgets.map((g: { limit: string }) => g.limit)).toEqual([
      'max_steps',
      'max_tokens',
      'max_cost_usd',
      'max_wall_clock_sec',
      'max_corrections_per_step',
    ]);
    expect(s.budgets[0]).toMatchObject({ used: 3, max: 8, unit: 'steps' });
    expect(s.convergence).toMatchObject({
      status: 'oscillation',
      ended_run: true,
      actions: ['npm run build'],
      window: 3,
    });
    expect(s.convergence.detail).toContain('"npm run build"');
    expect(s.outcome).toMatchObject({ decision: 'ESCALATE', reason: 'oscillation', step: 3 });
    // run_start, 3 iterations, run_end, and the escalation record (SPEC §4.4)
    expect(s.chain).toMatchObject({ ok: true, length: 6, verified_through: 5, head: s.head });
    expect(s.chain.scope).toBe(`records 0…5 verified against head ${s.head}`);
    expect((await t.call('/api/v1/runs/missing')).status).toBe(404);
  });

  it('after a resume, a stall the governed run escalated on is not called advisory', async () => {
    const t = await serve();
    await t.createRun('adv');
    for (let n = 1; n <= 3; n++) await t.post('/api/v1/runs/adv/steps', ev(n, same('npm run build')));
    const head = String(readTrace(t.traceDir, 'adv').at(-1)!.hash);
    const token = await signResumeToken({
      privateJwk: fixtureKey('alice-2026') as never,
      approver: 'alice',
      runId: 'adv',
      head,
      decision: 'resume',
      grant: { max_steps: 4 },
      now: Math.floor(Date.now() / 1000),
    });
    expect((await t.post('/api/v1/runs/adv/resume', { token })).json.status).toBe('continued');
    const s = (await t.call('/api/v1/runs/adv')).json;
    expect([s.state, s.governance]).toEqual(['running', 'optional']);
    expect(s.convergence).toMatchObject({ status: 'oscillation', ended_run: false });
    expect(s.convergence.detail).not.toContain('advisory');
    expect(s.convergence.detail).toContain("escalated at step 3; a person's resume let the run go on");
  });

  it('records?from=N returns the trace from record N, each with its hash and link check', async () => {
    const t = await fourRuns();
    const page = (await t.call('/api/v1/runs/c-osc/records?from=2')).json;
    const trace = readTrace(t.traceDir, 'c-osc');
    expect(page.records).toEqual(trace.slice(2));
    expect(page.checks).toEqual([2, 3, 4, 5].map((index) => ({ index, hash: true, link: true })));
    expect(page).toMatchObject({ from: 2, next: 6, eof: true });
    const one = (await t.call('/api/v1/runs/c-osc/records?from=0&limit=1')).json;
    expect([one.records.length, one.next, one.eof, one.checks[0].link]).toEqual([1, 1, false, true]);
    expect((await t.call('/api/v1/runs/c-osc/records?from=-1')).status).toBe(400);
  });

  it('the inbox holds the escalated runs, with the head a resume would bind', async () => {
    const t = await fourRuns();
    const inbox = (await t.call('/api/v1/inbox')).json;
    expect(inbox.runs).toHaveLength(1);
    expect(inbox.runs[0]).toMatchObject({ run_id: 'c-osc', reason: 'oscillation', step: 3, chain_ok: true });
    expect(inbox.runs[0].head).toBe(readTrace(t.traceDir, 'c-osc').at(-1)!.hash);
  });

  it('health says what the server is and can do', async () => {
    const t = await serve();
    expect((await t.call('/api/v1/health')).json).toMatchObject({
      ok: true,
      read_only: false,
      open_runs: 0,
      streams: 0,
      features: { create: true, halt: true, resume: true },
    });
  });

  it('an artifact: its bytes checked against its sha256, a text preview', async () => {
    const t = await serve();
    await t.createRun('art');
    const d = (await t.post('/api/v1/runs/art/steps', ev(1, { artifact: 'the diff' }))).json;
    const sha = String(d.provenance.artifact_path).split('/').pop();
    const a = (await t.call(`/api/v1/runs/art/artifacts/${sha}`)).json;
    expect(a).toMatchObject({ sha256: sha, bytes: 8, verified: true, text: 'the diff', truncated: false });
    expect((await t.call(`/api/v1/runs/art/artifacts/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await t.call('/api/v1/runs/art/artifacts/..%2f..%2fetc')).status).toBe(400);
  });

  it.runIf(process.platform !== 'win32')(
    'an artifact name that is a named pipe or a symlink: 404 at once, never waited on or followed',
    async () => {
      const t = await serve();
      await t.createRun('odd');
      const d = (await t.post('/api/v1/runs/odd/steps', ev(1, { artifact: 'the diff' }))).json;
      const real = String(d.provenance.artifact_path);
      const dir = dirname(real);
      const fifo = '1'.repeat(64);
      execFileSync('mkfifo', [join(dir, fifo)]);
      const link = '2'.repeat(64);
      symlinkSync(real, join(dir, link));
      expect((await t.call(`/api/v1/runs/odd/artifacts/${fifo}`)).status).toBe(404);
      expect((await t.call(`/api/v1/runs/odd/artifacts/${link}`)).status).toBe(404);
      // The real one still reads.
      expect((await t.call(`/api/v1/runs/odd/artifacts/${basename(real)}`)).json.verified).toBe(true);
    },
  );
});

describe('every error is JSON with a code', () => {
  it.each([
    ['GET', '/api/v1/nothing', 404, 'ERR_NOT_FOUND'],
    ['DELETE', '/api/v1/runs', 405, 'ERR_REQUEST'],
    ['GET', '/api/v1/runs/x/steps', 405, 'ERR_REQUEST'],
    ['GET', '/panel/nothing.js', 404, 'ERR_NOT_FOUND'],
  ])('%s %s → %i %s', async (method, path, status, code) => {
    const t = await serve();
    const r = await t.call(path, { method });
    expect(r.status).toBe(status);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.json.error).toMatchObject({ code });
    expect(typeof r.json.error.message).toBe('string');
  });
});

describe('the OpenAPI document', () => {
  it('is served at /api/v1/openapi.json, is the one in docs/, and names every route the server has', async () => {
    const t = await serve({ version: '0.1.0' });
    const served = (await t.call('/api/v1/openapi.json')).json;
    expect(served.openapi).toBe('3.1.0');
    expect(served).toEqual(JSON.parse(readFileSync('docs/openapi.json', 'utf8')));
    const documented = Object.entries(served.paths).flatMap(([p, ops]) =>
      Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(documented.sort()).toEqual(
      [
        'GET /api/v1/health',
        'GET /api/v1/openapi.json',
        'GET /api/v1/runs',
        'POST /api/v1/runs',
        'GET /api/v1/runs/{id}',
        'GET /api/v1/runs/{id}/records',
        'POST /api/v1/runs/{id}/steps',
        'POST /api/v1/runs/{id}/halt',
        'POST /api/v1/runs/{id}/resume',
        'GET /api/v1/runs/{id}/events',
        'GET /api/v1/runs/{id}/artifacts/{sha256}',
        'GET /api/v1/inbox',
      ].sort(),
    );
    // The request bodies are the schemas the server validates with.
    expect(served.components.schemas.StepEvent.$id).toBe(
      'https://loopgov.dev/schemas/step-event.schema.json',
    );
    expect(served.components.schemas.HaltRequest.$id).toBe(
      'https://loopgov.dev/schemas/halt-request.schema.json',
    );
  });
});

describe('traces written through serve are the same files run writes', () => {
  it('the same record types and fields, and loopgov trace verify accepts them', async () => {
    const t = await serve();
    await t.createRun('same');
    await t.post('/api/v1/runs/same/steps', ev(1));
    await t.post('/api/v1/runs/same/steps', ev(2, { claims_done: true, artifact: 'good' }));
    const trace = readTrace(t.traceDir, 'same');
    expect(trace.map((r) => r.type)).toEqual(['run_start', 'iteration', 'iteration', 'run_end']);
    expect(await verifyTraceFile(t.traceDir, 'same')).toMatchObject({ ok: true, ended: true, length: 4 });
  });
});
