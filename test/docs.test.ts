// What the docs tell a user to copy must work: the snippets a newcomer pastes first.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (f: string) => readFileSync(f, 'utf8');

describe('docs a newcomer copies', () => {
  // An editor resolves `$schema=` against the YAML file's folder; policies live in `policies/`, one
  // below the repository root where `node_modules/` is.
  it.each(['README.md', 'docs/packaging.md', 'docs/policy.md'])(
    '%s: every offline $schema path, from policies/, reaches a schema loopgov ships',
    (file) => {
      const paths = [...read(file).matchAll(/\$schema=(\.[^\s`)]*)/g)].map((m) => m[1]!);
      for (const p of paths) {
        expect(p, `${file}: ${p}`).toMatch(/^\.\.\/node_modules\/loopgov\/schemas\//);
        expect(existsSync(p.replace('../node_modules/loopgov/', '')), p).toBe(true);
      }
    },
  );

  it("README's AI SDK snippet hands the SDK gov.tools(tools), never the raw tools", () => {
    const calls = read('README.md').match(/generateText\(\{[^}]*\}\)/g) ?? [];
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call).toContain('tools: gov.tools(tools)');
      expect(call).toContain('...gov.settings');
    }
  });
});
