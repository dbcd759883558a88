// GET /api/v1/runs pages through every run: offset, a total on every page, next_offset, a search by
// part of the id; the old parameters (state, project, limit) keep working.
import { describe, expect, it } from 'vitest';
import { serve } from './helpers.js';

const ids = (r: { json: { runs: { run_id: string }[] } }) => r.json.runs.map((x) => x.run_id);

describe('GET /api/v1/runs pages', () => {
  it('offset + next_offset reach every run once; total on every page', async () => {
    const t = await serve();
    const made = Array.from({ length: 25 }, (_, i) => `p${String(i).padStart(2, '0')}`);
    for (const id of made) expect((await t.createRun(id)).status).toBe(201);
    const seen: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const r = await t.call(`/api/v1/runs?limit=10&offset=${offset}`);
      expect(r.status).toBe(200);
      expect(r.json.total).toBe(25);
      expect(r.json.offset).toBe(offset);
      seen.push(...ids(r));
      offset = r.json.next_offset;
    }
    expect(seen.length).toBe(25);
    expect([...seen].sort()).toEqual(made);
    // Past the end: an empty page, still the total.
    const past = await t.call('/api/v1/runs?offset=100');
    expect(past.json).toMatchObject({ runs: [], total: 25, next_offset: null });
    // The default page and the 1 000 cap are as before.
    expect((await t.call('/api/v1/runs')).json.runs).toHaveLength(25);
    expect((await t.call('/api/v1/runs?limit=1001')).status).toBe(400);
    expect((await t.call('/api/v1/runs?offset=-1')).status).toBe(400);
  });

  it('?id= finds runs by part of their id, case-insensitive, with the filters', async () => {
    const t = await serve();
    for (const id of ['alpha-1', 'ALPHA-2', 'beta-1']) await t.createRun(id);
    await t.createRun('alpha-3', { project: 'other' });
    const r = await t.call('/api/v1/runs?id=alpha');
    expect(ids(r).sort()).toEqual(['ALPHA-2', 'alpha-1', 'alpha-3']);
    expect(r.json.total).toBe(3);
    expect(ids(await t.call('/api/v1/runs?id=alpha&project=other'))).toEqual(['alpha-3']);
    expect((await t.call('/api/v1/runs?id=zzz')).json).toMatchObject({ runs: [], total: 0 });
  });

  it('a number with leading zeros is that number', async () => {
    const t = await serve();
    await t.createRun('z1');
    await t.createRun('z2');
    const r = await t.call('/api/v1/runs?limit=00000000000000000001');
    expect(r.status).toBe(200);
    expect(r.json.runs).toHaveLength(1);
  });
});
