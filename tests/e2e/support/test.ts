import { test as base, type BrowserContext } from '@playwright/test'

export * from '@playwright/test'

/**
 * Playwright's `test`, with one addition every spec gets: the browser contexts a spec file opened itself
 * (`browser.newPage()`, `browser.newContext()`) are closed when the worker moves on to the next file. Playwright closes
 * only the contexts of its own `page` and `context` fixtures; the rest stayed open until the worker ended, while the
 * worker's browser ran file after file. A hall display left open keeps laying out its clock and running its bars:
 * the eight pages clock.spec.ts left open burned 0.4 of a core for as long as the worker lived, and in CI's two
 * workers such pages piled up under every later file.
 *
 * Contexts still open at the end of a file's last test are closed before the next file's first test, not at the end
 * of each test: a file may keep pages across its tests (one display resized through the sizes, the admin beside it).
 * A worker that restarts after a failure starts a new browser, with nothing left over.
 */
let lastFile: string | undefined
let leftOpen: BrowserContext[] = []

export const test = base.extend<{ closeEarlierFilesContexts: void }>({
  closeEarlierFilesContexts: [
    async ({ browser }, use, testInfo) => {
      if (lastFile !== undefined && lastFile !== testInfo.file)
        await Promise.all(leftOpen.map((context) => context.close().catch(() => undefined)))
      lastFile = testInfo.file
      await use()
      leftOpen = browser.contexts()
    },
    { auto: true }
  ]
})
