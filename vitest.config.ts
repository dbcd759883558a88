import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core runner, so the files ran one
    // after another. Most test time waits on child processes (git, command gates, the spawned CLI), so
    // two forks overlap those waits (`npx vitest run --maxWorkers=1` runs them one at a time again).
    maxWorkers: 2,
    globalSetup: ['test/global-setup.ts'],
  },
});
