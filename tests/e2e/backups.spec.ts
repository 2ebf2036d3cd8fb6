import fs from 'node:fs'
import { expect, test, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { TestSocket } from '../support/wsClient'
import { adminSocket } from './support/adminSocket'

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
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('restore-preview')).toBeHidden()
})

test('restore first shows the records it sets aside; listing backups writes nothing beside them', async ({ page }) => {
  await signIn(page, source)
  await page.getByRole('button', { name: 'Backups' }).click()
  await page.getByRole('button', { name: 'Back up now' }).click()
  await expect(page.getByRole('status')).toContainText('Backup taken')
  await page.getByRole('button', { name: 'Tournaments' }).click()
  await page.getByRole('button', { name: 'New tournament' }).click()
  await page.getByTestId('tournament-form').getByLabel('Name').fill('Made after the backup')
  await page.getByRole('button', { name: 'Record the tournament' }).click()
  await expect(page.getByTestId('tournament-title')).toHaveText('Made after the backup')
  await page.getByRole('button', { name: 'Backups' }).click()
  await page.getByRole('button', { name: 'Restore…' }).first().click()
  const preview = page.getByTestId('restore-preview')
  await expect(preview).toContainText(/Restoring it sets aside the \d+ records? below/)
  await expect(preview.getByTestId('restore-discarded')).toContainText('Made after the backup')
  await expect(preview.getByTestId('restore-discarded')).toContainText('Vera')
  await preview.getByRole('button', { name: 'Cancel' }).click()
  const folder = `${source.dataDir}/backups`
  const files = fs.readdirSync(folder)
  expect(files.filter((f) => f.endsWith('.sqlite')).length).toBeGreaterThan(0)
  expect(files.filter((f) => f.endsWith('-wal') || f.endsWith('-shm'))).toEqual([])
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
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ format: 'floorclock.tournament', version: 3 })

  const other = await page.context().newPage()
  await other.goto(target.adminUrl)
  await other.getByLabel('Import a tournament (JSON)').setInputFiles(file)
  await expect(other.getByRole('status')).toContainText('Imported 1 record.')
  await expect(other.getByTestId('tournament-list')).toContainText('Travelling event')
})

test('an import that merges a player recorded here waits for the director’s reason', async ({ page }) => {
  // Scene set over the socket: the target has its own Petrov; the source's file merges that record into its own.
  const home = await adminSocket(target)
  const local = (await home.cmd({ type: 'player.create', fields: { displayName: 'Petrov' } })).events[0]!.playerId!
  home.close()
  const away = await adminSocket(source)
  const keep = (await away.cmd({ type: 'player.create', fields: { displayName: 'Petrov P.' } })).events[0]!.playerId!
  const tournamentId = (
    await away.cmd({
      type: 'tournament.create',
      fields: {
        name: 'Merged event',
        date: '2026-11-28',
        venue: 'Hall A',
        discipline: 'holdem',
        bettingFormat: 'no-limit',
        startingStack: 30000
      }
    })
  ).events[0]!.tournamentId!
  await away.cmd({ type: 'entry.register', tournamentId, playerId: keep })
  away.close()
  const socket = await TestSocket.open(source.baseUrl)
  await socket.hello('admin', source.pin, 'Vera')
  const reply = await socket.request({ kind: 'operation', operation: { type: 'tournament.export', tournamentId } })
  socket.close()
  const doc = (reply.result as { ok: true; value: { players: Array<Record<string, unknown>> } }).value
  const created = doc.players[0]!
  doc.players.push({ ...created, event: { type: 'player.merged', duplicateId: local, keepId: keep }, reason: 'Same' })
  fs.mkdirSync('test-results/files', { recursive: true })
  const file = 'test-results/files/merges-a-local-player.json'
  fs.writeFileSync(file, JSON.stringify(doc))

  await signIn(page, target)
  await page.getByLabel('Import a tournament (JSON)').setInputFiles(file)
  const form = page.getByRole('form', { name: 'The file merges players recorded here' })
  await expect(form.getByRole('alert')).toContainText('“Petrov” into “Petrov P.”')
  await expect(page.getByTestId('tournament-list')).not.toContainText('Merged event')
  const confirm = form.getByRole('button', { name: 'Confirm the merge and import' })
  await expect(confirm).toBeDisabled()
  await form.getByLabel('Reason for the merge').fill('Same passport number')
  await page.screenshot({ path: 'test-results/screens/import-merge.png', fullPage: true })
  await confirm.click()
  await expect(page.getByRole('status')).toContainText('Imported 2 records.')
  await expect(page.getByTestId('tournament-list')).toContainText('Merged event')
  await expect(form).toHaveCount(0)
})
