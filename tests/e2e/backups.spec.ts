import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { startHall, type HallProcess } from '../support/hallProcess'

let source: HallProcess
let target: HallProcess

test.beforeAll(async () => {
  source = await startHall()
  target = await startHall()
})
test.afterAll(async () => {
  await source.stop()
  await target.stop()
})

async function signIn(page: Page, hall: HallProcess): Promise<void> {
  await page.context().addInitScript(() => {
    localStorage.setItem('floorclock.language', 'en')
    localStorage.setItem('floorclock.operator', 'Vera')
  })
  await page.goto(hall.adminUrl)
}

test('a backup taken from the admin view is listed as good, and a restore needs a reason', async ({ page }) => {
  await signIn(page, source)
  await page.getByRole('button', { name: 'New tournament' }).click()
  await page.getByTestId('tournament-form').getByLabel('Name').fill('Backed-up event')
  await page.getByRole('button', { name: 'Record the tournament' }).click()
  await page.getByRole('button', { name: 'Backups' }).click()
  await page.getByRole('button', { name: 'Back up now' }).click()
  await expect(page.getByRole('status')).toContainText('Backup taken')
  await expect(page.getByTestId('backups')).toContainText('good')
  await page.getByRole('button', { name: 'Restore…' }).first().click()
  await expect(page.getByRole('button', { name: 'Restore this backup' })).toBeDisabled()
  await page.screenshot({ path: 'test-results/screens/backups.png', fullPage: true })
})

test('a tournament exported from one installation imports into another', async ({ page }) => {
  await signIn(page, source)
  await page.getByRole('button', { name: 'New tournament' }).click()
  await page.getByTestId('tournament-form').getByLabel('Name').fill('Travelling event')
  await page.getByRole('button', { name: 'Record the tournament' }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export (JSON)' }).click()
  const download = await downloading
  const file = await download.path()
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ format: 'floorclock.tournament', version: 2 })

  const other = await page.context().newPage()
  await other.goto(target.adminUrl)
  await other.getByLabel('Import a tournament (JSON)').setInputFiles(file)
  await expect(other.getByRole('status')).toContainText('Imported 1 records.')
  await expect(other.getByTestId('tournament-list')).toContainText('Travelling event')
})
