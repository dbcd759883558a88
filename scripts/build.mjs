// Builds dist/ (committed: runners and the Action run it with no install; `npm run check-dist` rebuilds and
// fails on any difference). Two kinds of output:
// - dist/cli.js and dist/action.js: self-contained bundles, every dependency inlined, with the licences of
//   what they inline in dist/THIRD_PARTY_NOTICES;
// - the library, one file per entry point in package.json `exports` (scripts/build/entries.mjs says how to
//   add one), with its dependencies left external, code shared between entry points in dist/chunks/ (one
//   copy, so `instanceof LoopgovError` holds across subpaths), and declarations in dist/types/.
// Anything else found in dist/ is stale and deleted, so check-dist also sees files that should be gone.
import { execFileSync } from 'node:child_process';
import { chmodSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { declaredImports, emitDeclarations } from './build/declarations.mjs';
import { writeStamp } from './build/stamp.mjs';
import { checkLibraryImports, libraryEntries } from './build/entries.mjs';
import { thirdPartyNotices } from './build/notices.mjs';

// The standalone schema validators are generated first: every output inlines them.
execFileSync(process.execPath, ['scripts/generate-validators.mjs'], { stdio: 'inherit' });
// …and so are the Loop panel's files (and docs/openapi.json): `loopgov serve` serves them from the bundle.
execFileSync(process.execPath, ['scripts/generate-panel.mjs'], { stdio: 'inherit' });

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const entries = libraryEntries(pkg);
const NOTICES = 'dist/THIRD_PARTY_NOTICES';

const shared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  metafile: true,
};
const selfContained = {
  ...shared,
  // Licence comments (/*! … */, @license, @preserve) stay, gathered at the end of the bundle.
  legalComments: 'eof',
  // CommonJS dependencies (commander, simple-git, proper-lockfile) call require(); give the ESM bundle one.
  banner: {
    js: [
      `// Inlines third-party packages: their licences are in ${path.basename(NOTICES)} beside this file.`,
      "import { createRequire as __loopgovCreateRequire } from 'node:module';",
      'const require = __loopgovCreateRequire(import.meta.url);',
    ].join('\n'),
  },
};

const [cli, action, lib] = await Promise.all([
  build({
    ...selfContained,
    entryPoints: ['src/cli/index.ts'],
    outfile: 'dist/cli.js',
    banner: { js: `#!/usr/bin/env node\n${selfContained.banner.js}` },
  }),
  build({ ...selfContained, entryPoints: ['src/action/index.ts'], outfile: 'dist/action.js' }),
  build({
    ...shared,
    entryPoints: Object.fromEntries(entries.map((e) => [e.name, e.source])),
    outdir: 'dist',
    packages: 'external',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    legalComments: 'none', // only our own code is in it
  }),
]);

// The package's bin: committed executable (100755), as `npm link` and `npm install -g` make it, so neither
// leaves a clone with a mode change to commit; kept so here whether esbuild wrote a new file or not.
chmodSync('dist/cli.js', 0o755);

rmSync('dist/types', { recursive: true, force: true });
// `--no-typecheck` (the test run's build): the same output, without failing on type errors.
const declarations = emitDeclarations(
  entries.map((e) => e.source),
  { check: !process.argv.includes('--no-typecheck') },
);
checkLibraryImports(pkg, lib.metafile, declaredImports(declarations));
writeFileSync(
  NOTICES,
  thirdPartyNotices([
    { file: 'dist/cli.js', metafile: cli.metafile },
    // The Loop panel's bundle (Preact, htm) is inside dist/cli.js as a string: scripts/generate-panel.mjs.
    {
      file: 'dist/cli.js',
      metafile: JSON.parse(readFileSync('src/server/panel/generated/inlined.json', 'utf8')),
    },
    { file: 'dist/action.js', metafile: action.metafile },
  ]),
);

const built = new Set([
  ...[cli, action, lib].flatMap((r) => Object.keys(r.metafile.outputs)),
  ...declarations,
  NOTICES,
]);
for (const file of listFiles('dist')) if (!built.has(file)) rmSync(file);
writeStamp();

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const file = `${dir}/${d.name}`;
    return d.isDirectory() ? listFiles(file) : [file];
  });
}
