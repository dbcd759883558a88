// Route matching comes before the write checks: an unknown path is 404 and a method a route does not
// take 405, for POST too — after authentication, and without letting any write through. An ended run is
// 409 ERR_RUN_STATE for a step, a halt and a resume alike.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ev, serve } from './helpers.js';

describe('routing before the write checks', () => {
  it.each([
    ['POST to an unknown path', '/api/v1/nothing', {}, 404, 'ERR_NOT_FOUND'],
    ['POST to an unknown path without CSRF', '/api/v1/nothing', { csrf: false }, 404, 'ERR_NOT_FOUND'],
    ['POST to a GET-only route', '/api/v1/health', {}, 405, 'ERR_REQUEST'],
    ['POST to a GET-only route without CSRF', '/api/v1/runs/x/records', { csrf: false }, 405, 'ERR_REQUEST'],
    ['POST without a token', '/api/v1/nothing', { token: false as const }, 401, 'ERR_AUTH'],
    ['a real write without CSRF', '/api/v1/runs', { csrf: false }, 403, 'ERR_FORBIDDEN'],
  ])('%s: POST %s %j → %i %s', async (_, path, opts, status, code) => {
    const t = await serve();
    const r = await t.call(path, { method: 'POST', body: {}, ...opts });
    expect(r.status).toBe(status);
    expect(r.json.error.code).toBe(code);
    if (status === 405) expect(r.headers.allow).toBe('GET');
  });

  it.each([
    ['/api/v1/nothing', 404, 'ERR_NOT_FOUND'],
    ['/api/v1/health', 405, 'ERR_REQUEST'],
    ['/api/v1/runs', 403, 'ERR_READ_ONLY'],
    ['/api/v1/runs/r/halt', 403, 'ERR_READ_ONLY'],
  ])('--read-only: POST %s → %i %s', async (path, status, code) => {
    const t = await serve({ readOnly: true });
    const r = await t.call(path, { method: 'POST', body: { by: 'a', reason: 'b' } });
    expect(r.status).toBe(status);
    expect(r.json.error.code).toBe(code);
  });
});

describe('a panel file', () => {
  it.each(['__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'toString', 'nope.js'])(
    '/panel/%s, a name no panel file has (an Object.prototype member too): 404 ERR_NOT_FOUND for GET and HEAD',
    async (name) => {
      const t = await serve();
      const get = await t.call(`/panel/${name}`);
      expect([get.status, get.json?.error?.code]).toEqual([404, 'ERR_NOT_FOUND']);
      const head = await t.call(`/panel/${name}`, { method: 'HEAD' });
      expect(head.status).toBe(404);
    },
  );
});

describe('an ended run', () => {
  it('step, halt and resume are all 409 ERR_RUN_STATE, and nothing is written', async () => {
    const t = await serve();
    await t.createRun('done1');
    await t.post('/api/v1/runs/done1/steps', ev(1, { claims_done: true, artifact: 'good' }));
    await t.post('/api/v1/runs/done1/halt', { by: 'a', reason: 'b' });
    await t.post('/api/v1/runs/done1/steps', ev(2));
    const file = `${t.traceDir}/done1/trace.jsonl`;
    const trace = readFileSync(file, 'utf8');
    expect(trace.trim().split('\n').at(-1)).toContain('"type":"run_end"');
    const replies = [
      await t.post('/api/v1/runs/done1/steps', ev(3)),
      await t.post('/api/v1/runs/done1/halt', { by: 'a', reason: 'b' }),
      await t.post('/api/v1/runs/done1/resume', { token: 'a.b.c' }),
    ];
    expect(replies.map((r) => [r.status, r.json.error?.code])).toEqual([
      [409, 'ERR_RUN_STATE'],
      [409, 'ERR_RUN_STATE'],
      [409, 'ERR_RUN_STATE'],
    ]);
    expect(replies[2]!.json.error.message).toMatch(/has ended \(\w+ \(\w+\)\); there is nothing to resume/);
    expect(readFileSync(file, 'utf8')).toBe(trace);
  });
});

describe('the OpenAPI document names these statuses', () => {
  it('405, 417 and 500 on every operation; 503 ERR_SHUTTING_DOWN on create, step and resume', async () => {
    const { buildOpenApiDocument } = await import('../../src/server/openapi.js');
    const doc = buildOpenApiDocument('0.0.0');
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, { responses: object }>)) {
        expect(Object.keys(op.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining(['401', '405', '417', '500']),
        );
      }
    }
    const paths = doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    for (const [path, method] of [
      ['/api/v1/runs', 'post'],
      ['/api/v1/runs/{id}/steps', 'post'],
      ['/api/v1/runs/{id}/resume', 'post'],
    ] as const) {
      expect(JSON.stringify(paths[path]![method]!.responses['503']), path).toContain('ERR_SHUTTING_DOWN');
    }
    expect(doc.info.description).toContain('HEAD');
    const list = paths['/api/v1/runs']!.get as unknown as { parameters: { name: string }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['offset', 'id', 'limit']));
  });
});
