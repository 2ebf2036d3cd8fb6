import { expect, test } from '@playwright/test'
import { TEMPLATES } from '../../src/shared/core/clock/templates'
import { startHall } from '../support/hallProcess'
import { adminSocket } from './support/adminSocket'

type SeatingValue = { tables: Array<{ seats: Array<{ entryId?: string | null }> }>; pending: { id: string } | null }

/**
 * A busy Saturday-night screen: clock running, totals, late registration, the no-cash-prizes statement, the last
 * eliminations and a seat change all at once. Nothing may cover anything else, in 16:9 and in portrait.
 */
test('the crowded hall display: seat changes and last eliminations never cover the clock or the totals', async ({ browser }) => {
  const hall = await startHall()
  const admin = await adminSocket(hall)
  const cmd = admin.cmd
  const seating = (tournamentId: string) => admin.query<SeatingValue>({ type: 'seating.get', tournamentId })
  const fields = { name: 'Minsk Open — Main Event', date: '2026-11-28', venue: 'Hall A', discipline: 'holdem', bettingFormat: 'no-limit', startingStack: 30000 }
  const t = (await cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
  // Long names on purpose: whoever the random draw puts where, the strip below the clock is as crowded as it gets
  // (a name of 24 letters wraps the last eliminations onto a second line).
  const names = ['Ivanov', 'Petrova', 'Sidorov', 'Kuznetsova', 'Smirnov', 'Popova', 'Volkov', 'Morozova', 'Lebedev', 'Sokolova', 'Novikov', 'Kozlova', 'Orlov', 'Egorova', 'Pavlov', 'Zaitseva'].map(
    (n) => `${n}-Konstantinopolskaya`
  )
  for (const displayName of names) {
    const playerId = (await cmd({ type: 'player.create', fields: { displayName }, allowDuplicate: true })).events[0]!.playerId!
    await cmd({ type: 'entry.register', tournamentId: t, playerId })
  }
  await cmd({ type: 'seating.configure', tournamentId: t, tables: [1, 2].map((n) => ({ number: n, seats: 10 })), closingOrder: { kind: 'published', order: [1, 2] }, rules: {} })
  await cmd({ type: 'seating.draw', tournamentId: t })
  await cmd({ type: 'clock.structure.set', tournamentId: t, structure: TEMPLATES['nlhe-regular']() })
  await cmd({ type: 'clock.start', tournamentId: t })
  const table1 = (await seating(t)).tables[0]!.seats.filter((s) => s.entryId).map((s) => s.entryId!)
  for (const entryId of table1.slice(0, 3)) {
    await cmd({ type: 'results.recordHand', tournamentId: t, level: 1, confirmedBy: 'Floor', busts: [{ entryId, startStack: 0 }] })
  }
  const pending = (await seating(t)).pending
  if (pending) await cmd({ type: 'seating.confirm', tournamentId: t, proposalId: pending.id })

  for (const [w, h, name] of [[1920, 1080, '16x9'], [1080, 1920, 'portrait']] as const) {
    const page = await browser.newPage({ viewport: { width: w, height: h } })
    await page.addInitScript(() => localStorage.setItem('floorclock.language', 'ru'))
    await page.goto(hall.clockUrl)
    await expect(page.getByTestId('hall-moves')).toBeVisible()
    await expect(page.getByTestId('hall-last-eliminations')).toBeVisible()
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!
    const footer = await box('.clock__footer')
    for (const selector of ['.clock__time', '.clock__tiles', '[data-testid="clock-awards"]']) {
      const above = await box(selector)
      expect(above.y + above.height, `${selector} ends above the strip (${name})`).toBeLessThanOrEqual(footer.y + 1)
    }
    expect(footer.y + footer.height, `the strip fits on the screen (${name})`).toBeLessThanOrEqual(h + 1)
    // The digits give up height to the strip but stay readable from afar: in 16:9 at least 15% of the screen height;
    // in portrait the width limits them anyway, so at least 60% of the screen width.
    const digits = await box('.clock__time')
    if (w > h) expect(digits.height, `the digits stay at least 15% of the screen height (${name})`).toBeGreaterThanOrEqual(0.15 * h)
    else expect(digits.width, `the digits stay at least 60% of the screen width (${name})`).toBeGreaterThanOrEqual(0.6 * w)
    await page.screenshot({ path: `test-results/screens/clock-crowded-${name}.png` })
  }
  admin.close()
  await hall.stop()
})
