import { expect, type Page } from '@playwright/test'

/**
 * The page has drawn what it shows after a click: its text reads the same three times in a row, 100 ms apart (the
 * view's data has come in over the socket and been rendered). A walk that reads every page's words waits on this, not
 * on a fixed pause: a slow answer makes it wait longer, a fast one not at all.
 */
export async function settled(page: Page): Promise<void> {
  const reads: string[] = []
  await expect
    .poll(
      async () => {
        reads.push(await page.locator('body').innerText())
        const last = reads.slice(-3)
        return last.length === 3 && last.every((text) => text === last[0])
      },
      { intervals: [100], message: 'the page stops changing' }
    )
    .toBe(true)
}
