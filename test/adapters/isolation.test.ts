// Importing `loopgov` alone never loads an agent framework or OpenTelemetry (SPEC §4.6): they are optional
// peers, loaded only by the subpath that needs them (`loopgov/ai-sdk`, `loopgov/otel`, …).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DENY = resolve('test/adapters/fixtures/deny-peers.mjs');
const PEER = /^(ai|@openai\/agents|langchain|@langchain\/[^/]+|@opentelemetry\/[^/]+)(\/.*)?$/;

/** Imports `spec` in a fresh Node whose resolver refuses every optional peer. */
function importWithoutPeers(spec: string) {
  return spawnSync(
    process.execPath,
    ['--import', DENY, '--input-type=module', '-e', `await import(${JSON.stringify(spec)});`],
    {
      encoding: 'utf8',
    },
  );
}

/** Every bare specifier a built module imports, following its relative imports (chunks). */
function bareImports(file: string, seen = new Set<string>()): Set<string> {
  const bare = new Set<string>();
  if (seen.has(file)) return bare;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["']([^"']+)["']/g)) {
    const spec = m[1]!;
    if (spec.startsWith('.')) for (const b of bareImports(join(dirname(file), spec), seen)) bare.add(b);
    else bare.add(spec);
  }
  return bare;
}

describe('optional peers stay optional', () => {
  it('import "loopgov" loads no framework and no OpenTelemetry', () => {
    const r = importWithoutPeers('loopgov');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('loopgov/ai-sdk needs the AI SDK only for its types: at run time it loads nothing either', () => {
    expect(importWithoutPeers('loopgov/ai-sdk').status).toBe(0);
  });

  it.each(['loopgov/openai-agents', 'loopgov/langchain', 'loopgov/otel'])(
    '%s does load its peer (the guard works)',
    (spec) => {
      const r = importWithoutPeers(spec);
      expect(r.status).not.toBe(0);
      expect(r.stderr).toContain('optional peer loaded');
    },
  );

  it('dist/lib.js and the chunks it imports name no peer', () => {
    const peers = [...bareImports(resolve('dist/lib.js'))].filter((s) => PEER.test(s));
    expect(peers).toEqual([]);
  });
});
