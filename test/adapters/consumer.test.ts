// The adapters as a consumer gets them: the packed package installed into a fresh project together with
// every optional peer, with `npm install --engine-strict` on this Node (20 in CI, and 24) — the peers must
// install without engine errors — then a consumer file type-checked with tsc --strict against our
// declarations and the frameworks' own, and run with node. Dependencies come from npm's cache (npm ci
// filled it with the same versions).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const version = (name: string) =>
  JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version as string;
const PEERS = [
  'ai',
  '@openai/agents',
  'langchain',
  '@langchain/core',
  '@langchain/langgraph',
  '@opentelemetry/api',
];

const CONSUMER = `import { generateText, tool } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { openRun, type Decision } from 'loopgov';
import { governAiSdk, type PriceTable } from 'loopgov/ai-sdk';
import { governLangChain } from 'loopgov/langchain';
import { governOpenAIAgents } from 'loopgov/openai-agents';
import { instrumentRun } from 'loopgov/otel';
import { z } from 'zod';

const [policies, traceDir] = process.argv.slice(2) as [string, string];
const run = instrumentRun(await openRun({ runId: 'consumer', project: 'demo', level: 'L2', profile: 'dev',
  policy: { kind: 'dir', dir: policies }, traceDir, durability: 'none' }));
const prices: PriceTable = { '*': { inputPerMTok: 1, outputPerMTok: 2 } };
const gov = governAiSdk(run, { prices });
const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined } };
const model = new MockLanguageModelV3({ doGenerate: async () => ({
  content: [{ type: 'tool-call' as const, toolCallId: 'c', toolName: 'look', input: '{}' }],
  finishReason: { unified: 'tool-calls' as const, raw: undefined }, usage, warnings: [] }) });
const look = tool({ description: 'look', inputSchema: z.object({}), execute: async () => 'the same' });
await generateText({ model, tools: { look }, prompt: 'go', ...gov.settings });
const outcome: Decision | null = gov.outcome;
await run.close();
console.log(JSON.stringify({ outcome, others: [typeof governLangChain, typeof governOpenAIAgents] }));
`;

let dir = '';
let installed = '';
let compiled = { ok: false, output: 'not compiled' };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'loopgov-adapter-consumer-'));
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8' }),
  );
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  installed = execFileSync(
    'npm',
    [
      'install',
      '--engine-strict',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
      join(dir, packed.filename),
      ...[...PEERS, 'zod', '@types/node'].map((name) => `${name}@${version(name)}`),
    ],
    { cwd: dir, encoding: 'utf8', stdio: 'pipe' },
  );
  writeFileSync(join(dir, 'consumer.ts'), CONSUMER);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        // The consumer's use of every subpath is checked against our declarations; errors inside .d.ts
        // files themselves (ours and the frameworks') are not: checking the frameworks' takes ~40 s here.
        skipLibCheck: true,
        types: ['node'],
        outDir: 'out',
      },
      files: ['consumer.ts'],
    }),
  );
  try {
    compiled = {
      ok: true,
      output: execFileSync(process.execPath, [TSC, '-p', '.'], { cwd: dir, encoding: 'utf8' }),
    };
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    compiled = { ok: false, output: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}, 240_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the adapters in a consumer project, every optional peer installed', () => {
  it(`the peers install with --engine-strict on Node ${process.versions.node}`, () => {
    expect(installed).not.toMatch(/EBADENGINE|notsup/i);
    for (const name of PEERS) expect(version(name)).toBeTruthy();
  });

  it("type-checks with tsc --strict against our declarations and the frameworks' types", () => {
    expect(compiled.output).toBe('');
    expect(compiled.ok).toBe(true);
  });

  it('runs with node: the AI SDK loop escalates, the other subpaths load their frameworks', () => {
    const out = execFileSync(
      process.execPath,
      ['out/consumer.js', join(ROOT, 'policies'), join(dir, 'traces')],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(out)).toMatchObject({
      outcome: { decision: 'ESCALATE', reason: 'oscillation', step: 3 },
      others: ['function', 'function'],
    });
  });
});
