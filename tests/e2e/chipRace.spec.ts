import { expect, test, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openResults } from './support/adminPage'
import { SceneFloor } from './support/displayScenes'
import { readGeometry, settle } from './support/geometry'

/**
 * §10.9–§10.13: a colour-up at the break run in the admin — the chip set, the 25s leaving, the race
 * recorded table by table (who won from the cards, nobody busts), a correction and an undo with their reasons —
 * the note on the hall display (nothing covered or clipped at 1920×1080 and 1280×720), and the race per table in
 * the protocol, internal and public. Screenshots: test-results/chip-race/.
 */
let hall: HallProcess
let floor: SceneFloor

test.setTimeout(120_000)

test.beforeAll(async () => {
  hall = await startHall()
  floor = await SceneFloor.open(hall)
})
test.afterAll(async () => {
  floor.close()
  await hall.stop()
})

async function display(page: Page, tournamentId: string, language: 'en' | 'ru' | 'sv'): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('floorclock.language', l), language)
  await page.goto(`${hall.baseUrl}/display.html#/clock?t=${tournamentId}`)
  await expect(page.getByTestId('clock')).toHaveAttribute('data-tournament', tournamentId)
}

/** The rows of a table's race editor, in seat order: entry id and name. */
async function rowsOf(page: Page, table: number): Promise<{ id: string; name: string }[]> {
  const rows = page.getByTestId(`chiprace-editor-${table}`).locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  const out: { id: string; name: string }[] = []
  for (const row of await rows.all()) {
    const testId = (await row.getAttribute('data-testid'))!
    out.push({ id: testId.replace('chiprace-row-', ''), name: (await row.locator('td').nth(1).innerText()).trim() })
  }
  return out
}

/** §10.10: the counts not read out yet are typed as 0 — a blank is not a zero, Record asks for it. */
async function zeroBlanks(page: Page, table: number): Promise<void> {
  for (const field of await page
    .getByTestId(`chiprace-editor-${table}`)
    .locator('[data-testid^="chiprace-odd-"]')
    .all())
    if ((await field.inputValue()) === '') await field.fill('0')
}

test('§10.9–§10.13: a chip race run in the admin at the break, the note on the hall display, the race in the protocol', async ({
  page,
  browser
}) => {
  const t = await floor.tournament('Chip Race Cup', { players: 8, tables: 2, seats: 6, cyrillic: false })
  await floor.start(t.id)
  await floor.cmd({ type: 'clock.jump', tournamentId: t.id, index: 2 }) // the break with the structure's colour-up note

  await page.addInitScript(() => {
    localStorage.setItem('floorclock.language', 'en')
    localStorage.setItem('floorclock.operator', 'Olga Desk')
  })
  await page.goto(`${hall.baseUrl}/#/admin/tournaments/${t.id}?pin=${hall.pin}`)
  const panel = page.getByTestId('chip-race')
  await expect(panel).toBeVisible()

  // §10.1: the chip set; §10.9: the colour-up at this break, the 25s from the structure's note.
  await panel.getByTestId('chiprace-chips-input').fill('25, 100, 500, 1000, 5000')
  await panel.getByTestId('chiprace-chips-save').click()
  await expect(panel.getByTestId('chiprace-message')).toHaveText('Recorded.')
  // §27.8: a record names who decided it — asked for before anything is sent.
  await panel.getByTestId('chiprace-announce').click()
  await expect(panel.getByTestId('chiprace-message')).toHaveText(
    'Name who decided: the dealer, floor or director (§27.8).'
  )
  await panel.getByTestId('chiprace-decider').fill('TD Anna')
  await expect(panel.getByTestId('chiprace-leaving-25')).toBeChecked()
  await expect(panel.getByTestId('chiprace-leaving-100')).not.toBeChecked()
  await panel.getByTestId('chiprace-announce').click()
  await expect(panel.getByTestId('chiprace-colourup')).toContainText(
    '25 leave play; the new smallest chip is 100. Announced by TD Anna.'
  )
  await expect(panel.getByTestId('chiprace-summary')).toHaveText('0 of 2 tables done')

  // The hall display: the note during the break, nothing covered or clipped, in English, Russian and Swedish.
  const screen = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await display(screen, t.id, 'en')
  await expect(screen.getByTestId('clock-colorup')).toHaveText(
    'Colour-up: 25 chips leave play — chip race at the tables'
  )
  for (const [width, height] of [
    [1920, 1080],
    [1280, 720]
  ] as const) {
    await screen.setViewportSize({ width, height })
    await settle(screen)
    await expect(screen.getByTestId('clock-colorup')).toBeVisible()
    const geometry = await readGeometry(screen)
    expect(geometry.violations, `${width}×${height}`).toEqual([])
    await screen.screenshot({ path: `test-results/chip-race/display-en-${width}x${height}.png` })
  }
  for (const [language, text] of [
    ['ru', 'Цветной обмен: фишки 25 выходят из игры — чип-рейс за столами'],
    ['sv', 'Färgbyte: 25-marker lämnar spelet — chip race vid borden']
  ] as const) {
    const other = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    await display(other, t.id, language)
    await expect(other.getByTestId('clock-colorup')).toHaveText(text)
    const geometry = await readGeometry(other)
    expect(geometry.violations, `${language} 1280×720`).toEqual([])
    await other.screenshot({ path: `test-results/chip-race/display-${language}-1280x720.png` })
    await other.close()
  }

  // Table 1: 3, 2 and 1 odd 25s and none — 150 left over, two 100s raced among the three holding leftover chips.
  await panel.getByTestId('chiprace-table-1').click()
  const one = await rowsOf(page, 1)
  expect(one).toHaveLength(4)
  const [a, b, c, d] = one as [(typeof one)[0], (typeof one)[0], (typeof one)[0], (typeof one)[0]]
  await panel.getByTestId(`chiprace-odd-${a.id}-25`).fill('3')
  await panel.getByTestId(`chiprace-odd-${b.id}-25`).fill('2')
  await panel.getByTestId(`chiprace-odd-${c.id}-25`).fill('1')
  await panel.getByTestId(`chiprace-only-${c.id}`).check() // §10.13: the one 25 is all this player has
  await expect(panel.getByTestId('chiprace-to-race')).toContainText('Left over 150: 2 chips of 100 are raced.')
  await expect(panel.getByTestId(`chiprace-won-${d.id}`)).toBeDisabled() // §10.11: no leftover, no part in the race
  await panel.getByTestId(`chiprace-won-${a.id}`).check()
  // §10.10: d's count left blank is asked for beside the field, in words — never recorded as 0.
  await panel.getByTestId('chiprace-record').click()
  await expect(panel.getByTestId('chiprace-message')).toHaveText(
    '1 count is blank: type each one (0 if there are none) before recording.'
  )
  await expect(panel.getByTestId(`chiprace-count-error-${d.id}-25`)).toHaveText(
    `${d.name}: type the count of 25 chips (0 if there are none): a blank is not a zero.`
  )
  await expect(panel.getByTestId(`chiprace-odd-${d.id}-25`)).toBeFocused()
  await expect(panel.getByTestId('chiprace-summary')).toHaveText('0 of 2 tables done')
  await panel.getByTestId(`chiprace-odd-${d.id}-25`).fill('0')
  await expect(panel.getByTestId(`chiprace-count-error-${d.id}-25`)).toHaveCount(0)
  // §10.12: as many winners as chips raced — one ticked is refused, in words, beside the button.
  await panel.getByTestId('chiprace-record').click()
  await expect(panel.getByTestId('chiprace-message')).toHaveText(
    '2 chips of 100 are raced: tick 2 winners (ticked: 1).'
  )
  // The counts typed stay: after the refusal, another table opened and this one opened again, every field as typed.
  await expect(panel.getByTestId('chiprace-table-1')).toContainText('typed, not recorded')
  await panel.getByTestId('chiprace-table-2').click()
  await panel.getByTestId('chiprace-table-1').click()
  for (const [row, count] of [
    [a, '3'],
    [b, '2'],
    [c, '1'],
    [d, '0']
  ] as const)
    await expect(panel.getByTestId(`chiprace-odd-${row.id}-25`)).toHaveValue(count)
  await expect(panel.getByTestId(`chiprace-only-${c.id}`)).toBeChecked()
  await expect(panel.getByTestId(`chiprace-won-${a.id}`)).toBeChecked()
  await panel.getByTestId(`chiprace-won-${b.id}`).check()
  // §10.13: the short stack who lost keeps one chip of the smallest remaining denomination.
  await expect(panel.getByTestId(`chiprace-received-${c.id}`)).toHaveText('1 · keeps one chip (§10.13)')
  await panel.getByTestId('chiprace-record').click()
  await expect(panel.getByTestId('chiprace-summary')).toHaveText('1 of 2 tables done')
  await expect(panel.getByTestId('chiprace-table-1')).toHaveAttribute('data-done', 'true')
  await expect(panel.getByTestId('chiprace-recorded')).toContainText('Recorded by Olga Desk')
  await expect(panel.getByTestId('chiprace-recorded')).toContainText('decided by TD Anna (director)')

  // §27.8: a correction with its reason — the dealer misread the cards: c won, not b.
  await panel.getByTestId('chiprace-correct').click()
  await panel.getByTestId(`chiprace-won-${b.id}`).uncheck()
  await panel.getByTestId(`chiprace-won-${c.id}`).check()
  await panel.getByTestId('chiprace-record').click()
  await expect(panel.getByTestId('chiprace-message')).toHaveText('Give the reason for this change (§27.8).')
  await panel.getByTestId('chiprace-reason').fill('Dealer misread the cards')
  await panel.getByTestId('chiprace-record').click()
  await expect(panel.getByTestId('chiprace-history')).toContainText(
    `Table 1 corrected by Olga Desk: Dealer misread the cards (before: ${a.name}, ${b.name})`
  )
  await expect(panel.getByTestId(`chiprace-received-${c.id}`)).toHaveText('1')

  // Table 2: one odd 25 in all — nothing is raced, the cards decide nothing; recorded, undone with a reason, again.
  await panel.getByTestId('chiprace-table-2').click()
  const two = await rowsOf(page, 2)
  await panel.getByTestId(`chiprace-odd-${two[0]!.id}-25`).fill('1')
  await zeroBlanks(page, 2)
  await expect(panel.getByTestId('chiprace-to-race')).toContainText('Left over 25: no chip is raced.')
  await panel.getByTestId('chiprace-record').click()
  await expect(panel.getByTestId('chiprace-summary')).toHaveText('2 of 2 tables done')
  await panel.getByTestId('chiprace-reason').fill('Counted at the wrong table')
  await panel.getByTestId('chiprace-undo').click()
  await expect(panel.getByTestId('chiprace-summary')).toHaveText('1 of 2 tables done')
  await expect(panel.getByTestId('chiprace-history')).toContainText(
    'Table 2 undone by Olga Desk: Counted at the wrong table'
  )
  await panel.getByTestId(`chiprace-odd-${two[1]!.id}-25`).fill('1')
  await zeroBlanks(page, 2)
  await panel.getByTestId('chiprace-record').click()
  await expect(panel.getByTestId('chiprace-summary')).toHaveText('2 of 2 tables done')
  await page.screenshot({ path: 'test-results/chip-race/admin-panel.png', fullPage: true })
  // The chips in play the hall shows follow the races (informational, §10.18): 240,000 + 50 (table 1: 150 left over,
  // two 100s raced) − 25 (table 2: 25 left over, none raced).
  await expect(screen.getByTestId('clock')).toContainText('240,025')

  // The protocol: the colour-up and the race per table. Internal: odd chips, who decided, the correction's reason.
  await openResults(page, 'Protocol and approval')
  await page.getByRole('button', { name: 'Preview the protocol' }).click()
  const section = page.getByTestId('protocol-preview').getByTestId('protocol-preview-chipRace')
  await expect(section).toContainText('Colour-ups and chip races (§10.9–§10.13)')
  const row1 = section.locator('tbody tr').first()
  await expect(row1).toContainText('Break 1: 25 leave play, new smallest chip 100')
  await expect(row1).toContainText('Left over 150: 2 chips raced')
  await expect(row1).toContainText('Dealer misread the cards')
  await expect(row1).toContainText(`${c.name}: 1×25 → 1×100`)
  await expect(row1.locator('td').nth(3)).toContainText(a.name)
  await expect(row1.locator('td').nth(3)).toContainText(c.name)
  await expect(row1.locator('td').nth(3)).not.toContainText(b.name)
  await expect(section).toContainText('table 2 undone by Olga Desk')
  await section.screenshot({ path: 'test-results/chip-race/protocol-internal.png' })
  // Public: who received a chip; no counts, no reasons (§27.11).
  await page.getByLabel('Public (as published)').check()
  await expect(section.locator('thead th')).toHaveCount(5)
  await expect(section.locator('tbody tr').first().locator('td').nth(3)).toContainText(c.name)
  await expect(section).not.toContainText('Dealer misread the cards')
  await expect(section).not.toContainText('1×25')
  await section.screenshot({ path: 'test-results/chip-race/protocol-public.png' })
  await screen.close()
})
