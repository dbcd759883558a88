// Bundles the CLI, the Action and the library into dist/ (committed: runners and the Action run it with no install).
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

// The standalone schema validators are generated first: the bundles inline them.
execFileSync(process.execPath, ['scripts/generate-validators.mjs'], { stdio: 'inherit' });
// …and so are the Loop panel's files (and docs/openapi.json): `loopgov serve` serves them from the bundle.
execFileSync(process.execPath, ['scripts/generate-panel.mjs'], { stdio: 'inherit' });

const shared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS dependencies (commander, simple-git, proper-lockfile) call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __loopgovCreateRequire } from 'node:module';\nconst require = __loopgovCreateRequire(import.meta.url);",
  },
};

await Promise.all([
  build({
    ...shared,
    entryPoints: ['src/cli/index.ts'],
    outfile: 'dist/cli.js',
    banner: { js: '#!/usr/bin/env node\n' + shared.banner.js },
  }),
  build({ ...shared, entryPoints: ['src/action/index.ts'], outfile: 'dist/action.js' }),
  build({ ...shared, entryPoints: ['src/lib.ts'], outfile: 'dist/lib.js' }),
]);
