import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests drive the real hall server (built renderer, real SQLite in a temp folder) in Debian's Chromium.
 * The Electron window itself cannot start on this machine (no Electron binary); the hall server serves the same
 * renderer over the same contract, which is what these tests exercise.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  // Two workers in CI (the machine has two cores): each test starts its own hall server on a free port with its own data
  // folder, so tests share nothing; a test spends much of its time waiting on the browser or the server, and two at a
  // time keep the whole suite inside CI's time. One locally, so a single spec's timings read plainly.
  workers: process.env.CI ? 2 : 1,
  // In CI one retry: a test that fails and then passes is reported as flaky by name (scripts/test.mjs), not hidden.
  retries: process.env.CI ? 1 : 0,
  // The hall display's pictures (tests/e2e/displayPictures.spec.ts): one reviewed baseline per picture, named by the
  // spec, the same on every machine of the project's Debian image (no per-platform suffix: CI is that image too).
  snapshotPathTemplate: 'tests/e2e/pictures/{arg}{ext}',
  // In CI a missing or changed baseline is a failure, never written silently; locally only missing ones are written
  // (and the run still fails, so a new picture is looked at before it is committed). Updating on purpose:
  // `--update-snapshots`, see docs/testing.md.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    toHaveScreenshot: {
      // Anti-aliasing of the large digits may differ in a few edge pixels between runs; a changed colour, size or
      // region moves far more than 0.2% of a 1920×1080 picture (about 4,000 pixels).
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css'
    }
  },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.ci-reports/playwright.json' }]] : 'list',
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--autoplay-policy=no-user-gesture-required'
      ]
    }
  }
})
