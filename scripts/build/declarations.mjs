// TypeScript declarations for the library's entry points: tsc's declaration emit with tsconfig.build.json's
// options, rooted at the entry points from package.json `exports` (scripts/build/entries.mjs), into
// dist/types/ mirroring src/. Hand-written `.d.ts` files the program reaches (the generated validators')
// are copied beside the emitted ones, since tsc never copies a `.d.ts` to its output.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CONFIG = 'tsconfig.build.json';
// The config names no files of its own (the entry points come from package.json), which tsc reports.
const NO_INPUTS = new Set([18002, 18003]);

/**
 * Emits the declarations; returns the written files (paths relative to the repository, `/`-separated).
 * `check: false` skips the type check (tsc's `noCheck`): the same declarations in a third of the time,
 * for the test run's build (test/global-setup.ts), whose type check is `npm run typecheck`'s job.
 */
export function emitDeclarations(sources, { check = true } = {}) {
  const config = ts.getParsedCommandLineOfConfigFile(
    CONFIG,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: fail },
  );
  const errors = config.errors.filter((d) => !NO_INPUTS.has(d.code));
  if (errors.length > 0) fail(errors);
  const program = ts.createProgram({
    rootNames: sources,
    options: { ...config.options, noCheck: !check },
  });
  const written = [];
  const emit = program.emit(undefined, (file, text) => {
    mkdirSync(path.dirname(file), { recursive: true });
    ts.sys.writeFile(file, text);
    written.push(relative(file));
  });
  const diagnostics = [
    ...program.getSyntacticDiagnostics(),
    ...(check ? program.getSemanticDiagnostics() : []),
    ...emit.diagnostics,
  ];
  if (diagnostics.length > 0 || emit.emitSkipped) fail(diagnostics);
  const src = path.resolve(config.options.rootDir);
  const out = path.resolve(config.options.outDir);
  for (const file of program.getSourceFiles()) {
    const name = path.resolve(file.fileName);
    if (!file.isDeclarationFile || !name.startsWith(src + path.sep)) continue;
    const target = path.join(out, path.relative(src, name));
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(name, target);
    written.push(relative(target));
  }
  return written.sort();
}

/** Every package the declarations import (`from 'x'`, `import('x')`), without `node:` built-ins. */
export function declaredImports(files) {
  const found = new Set();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*['"]([^'"./][^'"]*)['"]/g)) {
      if (!m[1].startsWith('node:')) found.add(m[1]);
    }
  }
  return [...found].sort();
}

function relative(file) {
  return path.relative(process.cwd(), path.resolve(file)).split(path.sep).join('/');
}

function fail(diagnostics) {
  const host = {
    getCanonicalFileName: (f) => f,
    getCurrentDirectory: () => process.cwd(),
    getNewLine: () => '\n',
  };
  const list = Array.isArray(diagnostics) ? diagnostics : [diagnostics];
  throw new Error(`declarations (${CONFIG}):\n${ts.formatDiagnostics(list, host)}`);
}
