import { expect, test } from './support/test'
import { startHall } from '../support/hallProcess'
import { adminSocket } from './support/adminSocket'

/** A 1×1 PNG: the director's logo. */
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

/**
 * The director's logo reaches the hall display by reference (fetched once), not inside every push; the frames a
 * display receives carry no file data at all.
 */
test("the director's logo is shown on the hall display; the pushed frames carry only its reference", async ({
  page
}) => {
  const hall = await startHall()
  const admin = await adminSocket(hall)
  const cmd = admin.cmd
  const fields = {
    name: 'Logo Cup',
    date: '2026-11-28',
    venue: 'Hall A',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  }
  const t = (await cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
  await cmd({ type: 'clock.display', tournamentId: t, settings: { logo: LOGO } })

  const frames: string[] = []
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? f.payload : ''))
  )
  await page.goto(hall.clockUrl)
  await expect(page.getByTestId('clock-tournament-name')).toHaveText('Logo Cup')
  await expect(page.getByTestId('display-logo')).toHaveAttribute('src', LOGO)
  // A few more records: the whole view pushed first carries the reference, never the file; later pushes carry only
  // what changed, here the venue.
  await cmd({ type: 'tournament.edit', tournamentId: t, changes: { venue: 'Hall B' } })
  await expect(page.getByText('Hall B')).toBeVisible()
  const withFile = frames.filter((f) => f.includes('iVBORw0KGgo'))
  expect(withFile).toHaveLength(1) // the one answer to display.media
  expect(frames.filter((f) => f.includes(`media:${t}:`)).length).toBeGreaterThanOrEqual(1)
  expect(frames.some((f) => f.includes('"patch"') && f.includes('Hall B'))).toBe(true)
  admin.close()
  await hall.stop()
})
