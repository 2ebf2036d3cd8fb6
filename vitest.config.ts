import { defineConfig } from 'vitest/config'

/**
 * Two projects. Unit tests are pure and mock nothing, so they share one module graph per worker (`isolate: false`):
 * the whole unit suite takes about 55 s instead of 130 s, most of it spent importing the same core again per file.
 * Integration and federation tests start servers, open databases and mock the Electron module; each keeps its own.
 */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores, which is one worker on CI's two cores: the suite then took
    // 9½ minutes. Two workers keep both cores busy (much of an integration test's time is spent waiting on a server).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'], isolate: false }
      },
      {
        extends: true,
        test: { name: 'int', include: ['tests/int/**/*.test.ts', 'tests/federation/**/*.test.ts'] }
      }
    ]
  }
})
