// Bundles the CLI, the Action and the library into dist/ (committed: runners and the Action run it with no install).
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

// The standalone schema validators are generated first: the bundles inline them.
execFileSync(process.execPath, ['scripts/generate-validators.mjs'], { stdio: 'inherit' });

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

// The library's entry points, one per subpath export in package.json "exports" (`loopgov`,
// `loopgov/ai-sdk`, …). Built in one pass with code splitting, so they share one copy of the core — one
// LoopgovError class, whichever subpath threw it — in dist/chunks/.
const LIBRARY_ENTRIES = {
  lib: 'src/lib.ts',
  'ai-sdk': 'src/adapters/ai-sdk.ts',
  'openai-agents': 'src/adapters/openai-agents.ts',
  langchain: 'src/adapters/langchain.ts',
  otel: 'src/adapters/otel.ts',
};
// Optional peer dependencies (the agent frameworks, OpenTelemetry): never bundled, loaded only by the
// subpath that needs them, from the user's own install.
const PEERS = ['ai', '@openai/agents', 'langchain', '@langchain/*', '@opentelemetry/api'];

await Promise.all([
  build({
    ...shared,
    entryPoints: ['src/cli/index.ts'],
    outfile: 'dist/cli.js',
    banner: { js: '#!/usr/bin/env node\n' + shared.banner.js },
  }),
  build({ ...shared, entryPoints: ['src/action/index.ts'], outfile: 'dist/action.js' }),
  build({
    ...shared,
    entryPoints: LIBRARY_ENTRIES,
    outdir: 'dist',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    external: PEERS,
  }),
]);
