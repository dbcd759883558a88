import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Most files share one module graph per worker (`isolate: false`): the CLI, the server, the adapters'
// SDKs and the core are imported once per worker instead of once per file, which was a fifth of the
// suite's CPU time (decision 082). What carries over between files is what a long-lived loopgov process
// carries between runs (memo caches, the process-wide flush queue). A file that replaces a module or
// changes process-wide state (cwd, env, globals, timers) gets a fresh graph of its own: it is found by
// what it calls, so a new one cannot slip into the shared project.
const MUTATES_PROCESS_STATE =
  /\bvi\.(mock|doMock|unmock|resetModules|stubEnv|stubGlobal|useFakeTimers|spyOn)\b|process\.chdir\(|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env/;
const ISOLATED = readdirSync(join(import.meta.dirname, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('test', file).split('\\').join('/'))
  .filter((file) => MUTATES_PROCESS_STATE.test(readFileSync(join(import.meta.dirname, file), 'utf8')));

const common = { testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' } as const;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core runner, so the files ran one
    // after another. Much of the test time waits on child processes (git, command gates, the spawned CLI,
    // Chromium), so more forks than cores overlap those waits: on 2 quiet cores `time npm test` took
    // 98.6 s with 2 forks, 87.5 s with 3, 81.6 s with 4 (decision 082; `--maxWorkers=1` runs one at a time).
    maxWorkers: 4,
    globalSetup: ['test/global-setup.ts'],
    projects: [
      {
        test: {
          ...common,
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      ...(ISOLATED.length > 0
        ? [{ test: { ...common, name: 'isolated', include: ISOLATED, isolate: true } }]
        : []),
    ],
  },
});
