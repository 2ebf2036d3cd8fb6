import { defineConfig } from 'vitest/config'

/**
 * Integration and federation files that replace something process-wide for their own run: the Electron module
 * (`vi.mock`, tests/support/fakeElectron.ts), a global (`vi.stubGlobal`), the timers (`vi.useFakeTimers`) or a method
 * (`vi.spyOn`). Each keeps a module graph of its own, so nothing it replaced reaches another file. A new file that
 * does any of these belongs in this list.
 */
const ISOLATED = [
  'tests/int/accountsDispatch.int.test.ts',
  'tests/int/clockTimer.int.test.ts',
  'tests/int/contract.int.test.ts',
  'tests/int/earlySocket.int.test.ts',
  'tests/int/hostileCommands.int.test.ts',
  'tests/int/hostileIpc.int.test.ts',
  'tests/int/hostileSocket.int.test.ts',
  'tests/int/oneClient.int.test.ts',
  'tests/int/quietCheck.int.test.ts',
  'tests/int/screenStorm.int.test.ts',
  'tests/int/screensDrift.int.test.ts',
  'tests/int/signInCost.int.test.ts'
]

/**
 * Three projects. Unit tests are pure and mock nothing, so they share one module graph per worker (`isolate: false`):
 * the whole unit suite takes about 55 s instead of 130 s, most of it spent importing the same core again per file.
 * Integration and federation tests start servers, open databases and work on temp folders; those that replace nothing
 * process-wide share a module graph per worker too (`int`: each file imported the same core, store and server again,
 * about two minutes of CPU in all), and those in ISOLATED keep their own (`int-isolated`).
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
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts', 'tests/federation/**/*.test.ts'],
          exclude: ISOLATED,
          isolate: false
        }
      },
      {
        extends: true,
        test: { name: 'int-isolated', include: ISOLATED }
      }
    ]
  }
})
