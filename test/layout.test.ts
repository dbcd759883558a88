// The source layout's rules (docs/decisions/007): the pure core imports no I/O, io/ folders import only
// downward, and no module takes part in an import cycle, type-only imports included.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module's imports: relative ones resolved to repo-relative `.ts` paths, bare ones as written. */
function importGraph(): Map<string, { local: string[]; bare: string[] }> {
  const graph = new Map<string, { local: string[]; bare: string[] }>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const local: string[] = [];
    const bare: string[] = [];
    for (const m of text.matchAll(IMPORT)) {
      const spec = (m[1] ?? m[2])!;
      if (spec.startsWith('.'))
        local.push(relative(SRC, resolve(dirname(file), spec)).replace(/\.js$/, '.ts'));
      else bare.push(spec);
    }
    graph.set(relative(SRC, file), { local, bare });
  }
  return graph;
}

/** The io/ folder a module belongs to (`io/trace/replay.ts` is its own layer). */
function ioLayer(path: string): string | null {
  if (path === 'io/trace/replay.ts') return 'io/trace/replay';
  const m = /^io\/([^/]+)\//.exec(path);
  return m ? `io/${m[1]}` : null;
}

// `io/fs` is the bottom: every io/ folder may use its file primitives.
const MAY_IMPORT: Record<string, string[]> = {
  'io/fs': [],
  'io/trace': ['io/fs'],
  'io/git': ['io/fs'],
  'io/keys': ['io/fs'],
  'io/verify': ['io/fs'],
  'io/init': ['io/git', 'io/fs'],
  'io/policy': ['io/git', 'io/fs'],
  'io/merge': ['io/git', 'io/fs'],
  'io/trace/replay': ['io/trace', 'io/verify', 'io/policy', 'io/git', 'io/fs'],
  'io/run': ['io/policy', 'io/trace', 'io/verify', 'io/git', 'io/keys', 'io/fs'],
  'io/propose': ['io/trace', 'io/git', 'io/fs'],
};

const graph = importGraph();

describe('source layout (docs/decisions/007)', () => {
  it('src/core imports no file system, process, git or Actions module', () => {
    const io =
      /^(node:(fs|child_process|net|http|https|os|worker_threads)|fs|simple-git|@actions\/|proper-lockfile)/;
    const bad: string[] = [];
    for (const [file, { local, bare }] of graph) {
      if (!file.startsWith('core/')) continue;
      for (const b of bare) if (io.test(b)) bad.push(`${file} → ${b}`);
      for (const l of local) if (!l.startsWith('core/')) bad.push(`${file} → ${l}`);
    }
    expect(bad).toEqual([]);
  });

  it('every io/ folder imports only the folders below it', () => {
    const bad: string[] = [];
    for (const [file, { local }] of graph) {
      const from = ioLayer(file);
      if (!from) continue;
      expect(Object.keys(MAY_IMPORT), `${file} is in an io/ folder the layout does not name`).toContain(from);
      for (const target of local) {
        const to = ioLayer(target);
        if (to === null || to === from) continue;
        if (!MAY_IMPORT[from]!.includes(to)) bad.push(`${file} → ${target}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('src/adapters: nothing else imports them, they import no io/ code, each framework only in its adapter', () => {
    const OWN: Record<string, RegExp> = {
      'adapters/ai-sdk.ts': /^ai(\/|$)/,
      'adapters/ai-sdk-step.ts': /^ai(\/|$)/, // the AI SDK adapter's pure half (types from ai only)
      'adapters/openai-agents.ts': /^@openai\/agents(\/|$)/,
      'adapters/openai-agents-items.ts': /^@openai\/agents(\/|$)/, // the items a model call reads
      'adapters/openai-agents-usage.ts': /^@openai\/agents$/, // each model call's usage (a type)
      'adapters/langchain.ts': /^(langchain|@langchain\/[^/]+)(\/|$)/,
      'adapters/langchain-messages.ts': /^@langchain\/core\/messages$/, // the LangChain adapter's message reading
      'adapters/langchain-calls.ts': /^@langchain\/core\/(callbacks\/base|messages|outputs|singletons)$/, // its model-call meter (callbacks)
      'adapters/langchain-direct.ts': /^@langchain\/(core\/messages|langgraph)$/, // its returnDirect answers
      'adapters/openai-agents-steps.ts': /^@openai\/agents$/, // its steps (the run context's type)
      'adapters/otel.ts': /^@opentelemetry\/api$/,
    };
    const framework = /^(ai|@openai\/agents|langchain|@langchain\/[^/]+|@opentelemetry\/[^/]+)(\/|$)/;
    const bad: string[] = [];
    for (const [file, { local, bare }] of graph) {
      const inAdapters = file.startsWith('adapters/');
      for (const l of local) if (l.startsWith('adapters/') && !inAdapters) bad.push(`${file} → ${l}`);
      for (const b of bare) if (framework.test(b) && !OWN[file]?.test(b)) bad.push(`${file} → ${b}`);
      if (!inAdapters) continue;
      const text = readFileSync(join(SRC, file), 'utf8');
      for (const m of text.matchAll(/^import\s+(?!type\b)[^;]*?from\s*'([^']+)'/gm))
        if (m[1]!.includes('/io/')) bad.push(`${file} → ${m[1]} (value import from io/)`);
    }
    expect(bad).toEqual([]);
  });

  it('src/core/policy builds on neither the merge gate nor approvals: they build on it (decision 007)', () => {
    // The approval rules (classes, roles, the runtime's floor) are the policy model's: policy/parse.ts
    // read them from core/approval/rule-tally.ts, so the bottom of the core depended on the merge gate.
    const bad: string[] = [];
    for (const [file, { local }] of graph) {
      if (!file.startsWith('core/policy/')) continue;
      for (const l of local) if (/^core\/(merge|approval)\//.test(l)) bad.push(`${file} → ${l}`);
    }
    expect(bad).toEqual([]);
  });

  it('src/core/approval builds on no merge gate: the gate and the runtime both count approvals with it', () => {
    const bad: string[] = [];
    for (const [file, { local }] of graph) {
      if (!file.startsWith('core/approval/')) continue;
      for (const l of local) if (l.startsWith('core/merge/')) bad.push(`${file} → ${l}`);
    }
    expect(bad).toEqual([]);
  });

  it('no import cycle, type-only imports included', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      stack.push(file);
      for (const next of graph.get(file)?.local ?? []) {
        if (!graph.has(next)) continue;
        if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' → '));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
