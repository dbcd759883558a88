// The repository's workflows (SPEC §3.4, §6): the meta-loop runs on a schedule and is the only workflow
// with write permissions; every other one reads only; none runs on pull_request_target.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const DIR = '.github/workflows';
const workflows = readdirSync(DIR)
  .filter((f) => f.endsWith('.yml'))
  .map((f) => ({ file: f, doc: parse(readFileSync(join(DIR, f), 'utf8')) as Workflow }));

interface Workflow {
  on?: { schedule?: unknown } & Record<string, unknown>;
  permissions?: unknown;
  jobs?: Record<string, { permissions?: unknown }>;
}

function writes(permissions: unknown): string[] {
  if (permissions === 'write-all') return ['*'];
  return Object.entries((permissions ?? {}) as Record<string, string>)
    .filter(([, v]) => v === 'write')
    .map(([k]) => k);
}

describe('workflows', () => {
  it('the meta-loop is scheduled and holds the only contents: write and pull-requests: write', () => {
    const meta = workflows.find((w) => w.file === 'metaloop.yml')!;
    expect(meta.doc.on?.schedule).toEqual([{ cron: expect.any(String) }]);
    expect(writes(meta.doc.permissions).sort()).toEqual(['contents', 'pull-requests']);
    expect(readFileSync(join(DIR, 'metaloop.yml'), 'utf8')).toMatch(
      /propose --traces traces --repo \. --base main --open-pr/,
    );
    for (const w of workflows) {
      const jobs = Object.values(w.doc.jobs ?? {});
      const all = [...writes(w.doc.permissions), ...jobs.flatMap((j) => writes(j.permissions))];
      if (w.file !== 'metaloop.yml')
        expect({ file: w.file, writes: all }).toEqual({ file: w.file, writes: [] });
      expect(w.doc.permissions, `${w.file} must set its permissions`).toBeDefined();
      expect(Object.keys(w.doc.on ?? {})).not.toContain('pull_request_target');
    }
  });
});
