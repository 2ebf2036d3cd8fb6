import { expect, test } from './support/test'
import { startHall } from '../support/hallProcess'
import { adminSocket } from './support/adminSocket'
import { openAdmin } from './support/adminPage'

/** A 1×1 PNG: the director's logo, as the file the director picks. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

/**
 * the logo is uploaded through the admin's display settings (a file picked in the form, not a command
 * over the socket); the hall display shows it, fetched once by reference (display.media), and the frames it is
 * pushed carry no file data. A file too large for the journal is refused with a message and nothing is recorded.
 * Only the tournament and its structure are set over the socket (scene set-up).
 */
test('the director uploads a logo in the admin; the hall display shows it, pushed by reference only', async ({
  page,
  browser
}) => {
  const hall = await startHall()
  const socket = await adminSocket(hall)
  const fields = {
    name: 'Upload Cup',
    date: '2026-11-28',
    venue: 'Hall A',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  }
  const t = (await socket.cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
  const items = [{ kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 }]
  await socket.cmd({ type: 'clock.structure.set', tournamentId: t, structure: { items } })

  const display = await browser.newPage()
  const frames: string[] = []
  display.on('websocket', (ws) =>
    ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? f.payload : ''))
  )
  await display.goto(`${hall.clockUrl}?t=${t}`)
  await expect(display.getByTestId('clock-tournament-name')).toHaveText('Upload Cup')
  await expect(display.getByTestId('display-logo')).toHaveCount(0)

  await openAdmin(page, hall, 'Anna TD')
  await page
    .getByTestId('tournament-list')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Upload Cup', exact: true }) })
    .getByRole('button')
    .first()
    .click()
  const controls = page.getByTestId('clock-controls')
  await controls.getByLabel('Logo').setInputFiles({
    name: 'club-logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_BASE64, 'base64')
  })
  await expect(controls.getByRole('button', { name: 'Remove logo' })).toBeVisible()

  const url = `data:image/png;base64,${PNG_BASE64}`
  await expect(display.getByTestId('display-logo')).toHaveAttribute('src', url)
  // The file travelled once, as the answer to display.media; the pushes carry its reference.
  expect(frames.filter((f) => f.includes(PNG_BASE64.slice(0, 24)))).toHaveLength(1)
  expect(frames.some((f) => f.includes(`media:${t}:`))).toBe(true)

  // A file too large for the journal: the admin says so in place (no dialog) and nothing is recorded (the logo stays).
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await controls.getByLabel('Logo').setInputFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(200_000, 1)
  })
  await expect(page.getByTestId('display-file-error')).toHaveText(/too large/i)
  expect(dialogs).toEqual([])
  await expect(display.getByTestId('display-logo')).toHaveAttribute('src', url)
  await display.screenshot({ path: 'test-results/screens/clock-logo-uploaded.png' })
  socket.close()
  await hall.stop()
})
