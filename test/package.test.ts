// The package as a consumer gets it: `npm pack`, installed into a fresh project (its dependencies from
// npm's cache, which `npm ci` filled), type-checked with `tsc --strict` and run with node. Uses the dist/
// that test/global-setup.ts just built.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const typesNode = JSON.parse(
  readFileSync(join(ROOT, 'node_modules/@types/node/package.json'), 'utf8'),
).version;

// What a TypeScript user writes. `@ts-expect-error` fails the compile if `run.step` accepted any value.
const CONSUMER = `import { LoopgovError, openRun, type Decision, type StepEvent, verifyTraceFile } from 'loopgov';
import stepSchema from 'loopgov/schemas/step-event.schema.json' with { type: 'json' };

const [policies, traceDir] = process.argv.slice(2) as [string, string];
const event: StepEvent = {
  step: 1, intent: 'fix', action: 'edit', tool: 'fs', inputs_ref: 'ref-1',
  tokens: 10, cost_usd: 0.01, progress: 0.5, artifact: 'a draft', claims_done: false,
};
const run = await openRun({
  runId: 'consumer', project: 'demo', level: 'L2', profile: 'dev',
  policy: { kind: 'dir', dir: policies }, traceDir, durability: 'none',
});
const first: Decision = await run.step(event);
// @ts-expect-error step is typed: a number is not a StepEvent
const typed = () => run.step({ ...event, step: 'two' });
void typed;
// A JavaScript caller's untyped value is still validated at run time.
const second: Decision = await run.step(JSON.parse('{"step": 2}'));
let after = '';
try {
  await run.step({ ...event, step: 3 });
} catch (e) {
  after = e instanceof LoopgovError ? e.code : 'not a LoopgovError';
}
const report = await verifyTraceFile(traceDir, 'consumer');
console.log(JSON.stringify({ first, second, after, chain: report.ok, schema: stepSchema.title }));
`;

// docs/runtime.md's parseStepLine pattern, as the docs print it: its imports, then what it leaves to the
// reader (`lines`, `run`), then its loop. A step line, then one with a key twice: HALT invalid_event.
const DOCS = readFileSync(join(ROOT, 'docs/runtime.md'), 'utf8');
const STEP_LINES_SNIPPET =
  DOCS.match(/```ts\n((?:(?!```)[\s\S])*parseStepLine\(line\)(?:(?!```)[\s\S])*)```/)?.[1] ?? '';
const snippetLines = STEP_LINES_SNIPPET.split('\n');
const STEP_LINES = `${snippetLines.filter((l) => l.startsWith('import ')).join('\n')}

const [policies, traceDir] = process.argv.slice(2) as [string, string];
const event = { step: 1, intent: 'fix', action: 'edit', tool: 'fs', inputs_ref: 'ref-1',
  tokens: 10, cost_usd: 0.01, progress: 0.5, artifact: 'a draft', claims_done: false };
async function* read(): AsyncIterable<string> {
  yield JSON.stringify(event);
  yield JSON.stringify({ ...event, step: 2 }).replace('"tokens":10', '"tokens":10,"tokens":1');
}
const lines = read();
const run = await openRun({
  runId: 'step-lines', project: 'demo', level: 'L2', profile: 'dev',
  policy: { kind: 'dir', dir: policies }, traceDir, durability: 'none',
});
${snippetLines.filter((l) => !l.startsWith('import ')).join('\n')}
await run.close();
console.log(JSON.stringify(run.outcome));
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    // Our declarations are checked too, not only the consumer's file.
    skipLibCheck: false,
    resolveJsonModule: true,
    types: ['node'],
    outDir: 'out',
  },
  files: ['consumer.ts', 'step-lines.ts'],
};

let dir = '';
let compiled: { ok: boolean; output: string } = { ok: false, output: 'not compiled' };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'loopgov-consumer-'));
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8' }),
  );
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  execFileSync(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
      join(dir, packed.filename),
      `@types/node@${typesNode}`,
    ],
    { cwd: dir, stdio: 'pipe' },
  );
  writeFileSync(join(dir, 'consumer.ts'), CONSUMER);
  writeFileSync(join(dir, 'step-lines.ts'), STEP_LINES);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  compiled = tsc(); // emits out/consumer.js (even with type errors, so both tests report on their own)
}, 180_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the packed package in a consumer project', () => {
  it("type-checks with tsc --strict: openRun, StepEvent, Decision, a schema, a typed run.step, the docs' parseStepLine pattern", () => {
    expect(compiled.output).toBe('');
    expect(compiled.ok).toBe(true);
  });

  it('runs with node: the library imports its dependencies from the consumer, validates JSON at run time', () => {
    const out = execFileSync(
      process.execPath,
      ['out/consumer.js', join(ROOT, 'policies'), join(dir, 'traces')],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toMatchObject({
      first: { decision: 'CONTINUE', reason: 'ok', step: 1 },
      second: { decision: 'HALT', reason: 'invalid_event' },
      after: 'ERR_RUN_STATE',
      chain: true,
      schema: 'StepEvent',
    });
  });

  it("runs the docs' parseStepLine pattern (type-checked above, no casts): a key twice is HALT invalid_event", () => {
    expect(STEP_LINES_SNIPPET).toContain("await run.halt('invalid_event', e);");
    const out = execFileSync(
      process.execPath,
      ['out/step-lines.js', join(ROOT, 'policies'), join(dir, 'traces')],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toMatchObject({
      decision: 'HALT',
      reason: 'invalid_event',
      detail: expect.stringMatching(/^line has the key "tokens" twice in one object/),
    });
  });

  it('installs the library dependencies, not the packages only the bundles inline', () => {
    const has = (name: string) => existsSync(join(dir, 'node_modules', name, 'package.json'));
    expect(['jose', 'yaml', 'ajv', 'simple-git'].filter((n) => !has(n))).toEqual([]);
    expect(['@actions/core', '@actions/github', 'commander', 'content-type'].filter(has)).toEqual([]);
  });
});

function tsc(): { ok: boolean; output: string } {
  try {
    return {
      ok: true,
      output: execFileSync(process.execPath, [TSC, '-p', '.'], { cwd: dir, encoding: 'utf8' }),
    };
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    return { ok: false, output: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

describe('dist/THIRD_PARTY_NOTICES', () => {
  it('carries the licence text of every package the CLI and Action bundles inline', async () => {
    const { build } = await import('esbuild');
    const notices = readFileSync(join(ROOT, 'dist/THIRD_PARTY_NOTICES'), 'utf8');
    const bundled = new Set<string>();
    for (const entry of ['src/cli/index.ts', 'src/action/index.ts']) {
      const { metafile } = await build({
        entryPoints: [join(ROOT, entry)],
        bundle: true,
        platform: 'node',
        format: 'esm',
        write: false,
        metafile: true,
        logLevel: 'silent',
        absWorkingDir: ROOT,
      });
      // The package folder of each inlined file: the path up to the name after its last node_modules/.
      for (const input of Object.keys(metafile.inputs)) {
        const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
        if (m?.[1]) bundled.add(m[1]);
      }
    }
    expect(bundled.size).toBeGreaterThan(30);
    // Each package's header and the whole text of each of its licence files (line ends and trailing blanks
    // aside), so a notice can be neither missing nor cut.
    const flat = (text: string) =>
      text
        .replace(/[ \t]+$/gm, '')
        .replace(/\r\n?/g, '\n')
        .trim();
    const missing = [...bundled].filter((folder) => {
      const { name, version } = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));
      const licences = readdirSync(join(ROOT, folder)).filter((f) => /^(licen[cs]e|copying|notice)/i.test(f));
      return (
        licences.length === 0 ||
        !notices.includes(`\n${name}@${version} — `) ||
        licences.some((f) => !notices.includes(flat(readFileSync(join(ROOT, folder, f), 'utf8'))))
      );
    });
    expect(missing).toEqual([]);
  });
});
