import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from './support/test'
import { brokenJournal } from '../support/brokenJournal'
import { startHall, type HallProcess } from '../support/hallProcess'

/**
 * In the browser: the real hall server on a journal with a record that cannot fold (written straight
 * into SQLite by tests/support/brokenJournal.ts). The admin shows the safe-mode screen with the record, the backup
 * and the restore command; the clock screen keeps showing the tournament.
 */
let hall: HallProcess
let broken: Awaited<ReturnType<typeof brokenJournal>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'floorclock-safe-'))

test.beforeAll(async () => {
  broken = await brokenJournal(dataDir)
  hall = await startHall({ dataDir })
})
test.afterAll(async () => {
  await hall.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('the admin opens on the safe-mode screen naming the record and the restore command', async ({ page }) => {
  await page.context().addInitScript(() => {
    localStorage.setItem('floorclock.language', 'en')
    localStorage.setItem('floorclock.operator', 'Vera')
  })
  await page.goto(hall.adminUrl)
  const screen = page.getByTestId('safe-mode')
  await expect(screen).toContainText('Safe mode: nothing is recorded')
  await expect(page.getByTestId('safe-mode-record')).toHaveText(`#${broken.badSeq} seating.seated`)
  await expect(screen).toContainText('Boris (floor)')
  // What is wrong with it, in the reader's language (the fold's own words stay below it for support).
  await expect(page.getByTestId('safe-mode-problem')).toHaveText(
    'It cannot be applied to the floor as the records before it left it.'
  )
  await expect(page.getByTestId('safe-mode-backup')).toContainText(broken.backup)
  await expect(page.getByTestId('safe-mode-command')).toHaveText(
    `npm run serve -- --data-dir ${dataDir} --restore-backup ${broken.backup}`
  )
  // Nothing of the normal admin is offered: no way to record.
  await expect(page.getByRole('button', { name: 'New tournament' })).toHaveCount(0)
  await page.screenshot({ path: 'test-results/screens/safe-mode.png', fullPage: true })

  await page.getByLabel('Language').selectOption('ru')
  await expect(page.getByTestId('safe-mode')).toContainText('Безопасный режим: ничего не записывается')
  await expect(page.getByTestId('safe-mode')).toContainText('Boris (floor)')
  await expect(page.getByTestId('safe-mode-problem')).toHaveText(
    'Её нельзя применить к состоянию площадки, которое оставили записи до неё.'
  )
  await page.getByLabel('Язык').selectOption('sv')
  await expect(page.getByTestId('safe-mode')).toContainText('Felsäkert läge: inget registreras')
  await expect(page.getByTestId('safe-mode-problem')).toHaveText(
    'Den kan inte tillämpas på golvet så som posterna före den lämnade det.'
  )
})

test('the clock screen keeps showing the tournament as it stood before the record', async ({ page }) => {
  await page.goto(hall.clockUrl)
  await expect(page.getByText('Minsk Open — Main Event').first()).toBeVisible()
})
