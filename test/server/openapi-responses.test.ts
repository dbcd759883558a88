// What the server answers is what docs/openapi.json says it answers: each response of a real server on
// 127.0.0.1 validates against the schema documented for its route and status, and every field it
// carries is one the schema names (an undocumented field is a gap in the document).
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { signResumeToken } from '../../src/core/approval/resume.js';
import { fixtureKey } from '../helpers/gate-repo.js';
import { ev, type Reply, readTrace, serve, type TestServer } from './helpers.js';

type Schema = Record<string, unknown>;
const doc = JSON.parse(readFileSync('docs/openapi.json', 'utf8'));
const ID = 'https://loopgov.test/openapi.json';
const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
ajv.addSchema({ ...doc, $id: ID, openapi: undefined });
const validators = new Map<string, ValidateFunction>();

/** The documented schema of `method path → status`, and its JSON pointer in the document. */
function documented(method: string, path: string, status: number): { schema: Schema; pointer: string } {
  const template = Object.keys(doc.paths).find((t) =>
    new RegExp(`^${t.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path.split('?')[0]!),
  );
  expect(template, `${path} is documented`).toBeDefined();
  const response = doc.paths[template!][method]?.responses?.[String(status)];
  expect(response, `${method} ${template} ${status} is documented`).toBeDefined();
  const schema = response.content?.['application/json']?.schema;
  expect(schema, `${method} ${template} ${status} has a schema`).toBeDefined();
  const esc = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');
  return {
    schema,
    pointer: `#/paths/${esc(template!)}/${method}/responses/${status}/content/application~1json/schema`,
  };
}

/** The property names a schema documents (through $ref and allOf). */
function names(schema: Schema): string[] {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/'))
    return names(doc.components.schemas[ref.slice('#/components/schemas/'.length)]);
  const own = Object.keys((schema.properties as Schema | undefined) ?? {});
  const all = ((schema.allOf as Schema[] | undefined) ?? []).flatMap(names);
  return [...own, ...all];
}

function expectDocumented(method: 'get' | 'post', path: string, r: Reply): void {
  const { schema, pointer } = documented(method, path, r.status);
  const key = `${method} ${pointer}`;
  const v = validators.get(key) ?? ajv.compile({ $ref: `${ID}${pointer}` });
  validators.set(key, v);
  expect(v(r.json) ? null : ajv.errorsText(v.errors), `${method} ${path} ${r.status}`).toBeNull();
  const undocumented = Object.keys(r.json).filter((k) => !names(schema).includes(k));
  expect(undocumented, `fields of ${method} ${path} ${r.status} the document does not name`).toEqual([]);
}

async function call(t: TestServer, method: 'get' | 'post', path: string, body?: unknown): Promise<Reply> {
  const r = method === 'get' ? await t.call(path) : await t.post(path, body);
  expectDocumented(method, path, r);
  return r;
}

describe('every response is the one docs/openapi.json documents', () => {
  it('health (with a policy and without), runs, a summary, a step, a halt, the inbox, records', async () => {
    const t = await serve();
    await call(t, 'get', '/api/v1/health');
    await call(await serve({ policy: null }), 'get', '/api/v1/health');
    await call(t, 'post', '/api/v1/runs', { run_id: 'o1', project: 't', level: 'L2', profile: 'dev' });
    await call(t, 'post', '/api/v1/runs/o1/steps', ev(1));
    await call(t, 'get', '/api/v1/runs');
    await call(t, 'get', '/api/v1/runs/o1');
    await call(t, 'post', '/api/v1/runs/o1/halt', { by: 'ops', reason: 'stop' });
    await call(t, 'get', '/api/v1/inbox');
    await call(t, 'get', '/api/v1/runs/o1/records?from=0');
  });

  it('a resume: continued (200), and the run summary while escalated', async () => {
    const t = await serve();
    await t.createRun('o2');
    for (let n = 1; n <= 3; n++)
      await t.post('/api/v1/runs/o2/steps', ev(n, { action: 'same', tool: 'sh', inputs_ref: 'same' }));
    await call(t, 'get', '/api/v1/runs/o2');
    const token = await signResumeToken({
      privateJwk: fixtureKey('alice-2026') as never,
      approver: 'alice',
      runId: 'o2',
      head: String(readTrace(t.traceDir, 'o2').at(-1)!.hash),
      decision: 'resume',
      grant: { max_steps: 4 },
      now: Math.floor(Date.now() / 1000),
    });
    expect((await call(t, 'post', '/api/v1/runs/o2/resume', { token })).json.status).toBe('continued');
  });
});
