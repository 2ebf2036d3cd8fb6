import { expect, test } from './support/test'
import { translate, type MessageKey, type Params } from '../../src/shared/i18n'
import { startHall, type HallProcess } from '../support/hallProcess'
import { chooseEliminator, openAdmin } from './support/adminPage'
import { notSwedishIn } from './support/swedishText'

/**
 * A short progressive-knockout evening (§5.10) run in Swedish, every step by clicks and typing in the admin of the
 * real hall server: the tournament form with the progressive bounty (1000 points a head, the eliminator records 50%,
 * the other 50% goes onto their own head), re-entry allowed once (§5.6), seven players typed in at the desk, the
 * random draw (§8.1), the clock started, one re-entry, seven eliminations down to the winner — each with its
 * eliminator, one of them a split knockout — the places table's knockouts and bounties, the approval and the HTML
 * protocol in Swedish. No admin-socket scene: nothing is set behind the UI's back. Every page visited is read for
 * English words and raw message keys. Screenshots: test-results/swedish-pko/.
 */
const sv = (key: MessageKey, params?: Params): string => translate('sv', key, params)
const SHOTS = 'test-results/swedish-pko'

/** Entry numbers in the order of registration; Björn's re-entry is entry 8. */
const PLAYERS = [
  'Astrid Lind',
  'Björn Ek',
  'Cecilia Berg',
  'David Holm',
  'Elsa Nyström',
  'Fredrik Sjö',
  'Greta Falk'
] as const
const [ASTRID, BJORN, CECILIA, DAVID, ELSA, FREDRIK, GRETA] = PLAYERS
/** What the test typed in Latin letters (names, the confirming dealer): not the interface's words. */
const SCENE_TEXT = [...PLAYERS.flatMap((name) => name.split(' ')), 'Dealer', 'Sven']

let hall: HallProcess | undefined
test.afterEach(async () => {
  await hall?.stop()
  hall = undefined
})
test.use({ actionTimeout: 15_000 })

test('§5.10, §5.6: a progressive-knockout evening in Swedish, from the form to the approved protocol, in the admin', async ({
  page
}) => {
  // About 40 s on this two-core machine when it is busy; the margin is for a busier CI run, not a target.
  test.setTimeout(120_000)
  hall = await startHall()
  await openAdmin(page, hall, 'Karin Turneringsledare', 'sv')
  const found: Record<string, string[]> = {}
  const read = async (where: string): Promise<void> => {
    const english = await notSwedishIn(page.locator('body'), SCENE_TEXT)
    if (english.length) found[where] = english
  }
  const shot = (name: string, fullPage = true): Promise<Buffer> =>
    page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage })
  const tab = (key: MessageKey) => page.getByRole('tab', { name: sv(key), exact: true })

  // 1. The tournament form: progressive bounty, 1000 points a head, 50% recorded by the eliminator (§5.10).
  await page.getByRole('button', { name: sv('tournaments.create') }).click()
  const form = page.getByTestId('tournament-form')
  await form.getByLabel(sv('tournament.name'), { exact: true }).fill('Fredagens PKO')
  await form.getByLabel(sv('tournament.venue'), { exact: true }).fill('Göteborg')
  await form.getByLabel(sv('tournament.startingStack')).fill('20000')
  await form.getByLabel(sv('tournament.bountyKind')).selectOption({ label: 'Progressiv bounty' })
  await form.getByLabel(sv('tournament.startingBounty')).fill('1000')
  await form.getByLabel(sv('tournament.bountyUnit')).selectOption({ label: 'poäng' })
  await form.getByLabel(sv('tournament.collectedPercent')).fill('50')
  await read('tournament form')
  await shot('1-tournament-form')
  await form.getByRole('button', { name: 'Registrera turneringen' }).click()
  await expect(page.getByTestId('tournament-title')).toHaveText('Fredagens PKO')
  await expect(page.getByTestId('tournament-bounty')).toContainText('Progressiv')

  // A short structure: the turbo template (10-minute levels), recorded.
  const editor = page.getByTestId('structure-editor')
  await editor.getByLabel(sv('clock.structure.template')).selectOption({ label: sv('clock.template.nlhe-turbo') })
  await editor.getByRole('button', { name: sv('clock.structure.useTemplate') }).click()
  await editor.getByRole('button', { name: sv('clock.structure.save') }).click()
  await expect(editor).toContainText(sv('clock.structure.saved'))
  await read('overview')
  await page.getByTestId('tournament-title').scrollIntoViewIfNeeded()
  await shot('2-overview', false) // the bounty line and the clock; the structure below is long

  // The entry terms: one re-entry per player until the end of level 2 (§5.6).
  await tab('tab.terms').click()
  const terms = page.getByTestId('terms-form')
  await terms.getByLabel(sv('terms.reentry')).check()
  await terms.getByLabel(sv('terms.maxPerPlayer')).fill('1')
  await terms.getByLabel(sv('terms.untilLevel')).fill('2')
  await terms.getByRole('button', { name: sv('terms.save') }).click()
  await expect(terms).toContainText(sv('terms.recorded'))
  await read('terms')

  // 2. The desk: each newcomer typed, Enter, 18+ confirmed, Enter — entry numbers 1–7 in that order.
  await tab('tab.desk').click()
  const search = page.getByTestId('desk-search')
  const outcome = page.getByTestId('desk-outcome')
  for (const [i, name] of PLAYERS.entries()) {
    await search.fill(name)
    await expect(page.getByTestId('desk-no-match')).toContainText(sv('desk.noMatch', { text: name }))
    await search.press('Enter')
    const player = page.getByTestId('player-form')
    await player.getByLabel(sv('player.ageConfirmed')).check()
    await player.getByLabel(sv('player.clubId')).press('Enter')
    await expect(outcome).toContainText(sv('desk.registered', { name, number: i + 1 }))
  }
  await read('desk')
  await shot('3-desk')

  // 3. One table of nine, the random draw (§8.1), the clock started.
  await tab('tab.seating').click()
  const setup = page.getByTestId('seating-setup')
  await setup.getByLabel(sv('seating.tables'), { exact: true }).fill('1')
  await setup.getByLabel(sv('seating.seatsPerTable')).fill('9')
  await setup.getByRole('button', { name: sv('seating.configure') }).click()
  await page.getByTestId('draw-seats').click()
  await expect(page.getByTestId('seating-status')).toContainText(sv('seating.players', { players: 7, tables: 1 }))
  await read('seating')
  await shot('4-seating')
  await tab('tab.overview').click()
  await page
    .getByTestId('clock-controls')
    .getByRole('button', { name: sv('clock.admin.startNow') })
    .click()
  await expect(
    page.getByTestId('clock-controls').getByRole('button', { name: sv('clock.admin.startNow') })
  ).toHaveCount(0)

  // 4. Eliminations in the panel: the busted player by entry number (Enter), the eliminator(s) in the chooser.
  await tab('tab.results').click()
  const panel = page.getByTestId('elimination-panel')
  await panel.getByTestId('elim-confirmed-by').fill('Dealer Sven')
  const names = ['', ...PLAYERS, BJORN] // by entry number
  const bust = async (number: number, ...by: number[]): Promise<void> => {
    await panel.getByTestId('elim-search').fill(String(number))
    await panel.getByTestId('elim-search').press('Enter')
    const chooser = panel.getByTestId(`eliminator-${number}-search`)
    for (const eliminator of by) await chooseEliminator(chooser, `#${eliminator}`)
    await expect(panel.getByTestId(`eliminator-${number}-chosen`)).toHaveText(
      by.map((n) => new RegExp(`^#${n} ${names[n]}`))
    )
    if (by.length > 1) await panel.screenshot({ path: `${SHOTS}/6-split-knockout.png` })
    await panel.getByTestId('record-elimination').click()
    await expect(panel.getByTestId('elim-message')).toHaveText(sv('results.panel.recorded', { names: names[number]! }))
  }
  // Astrid knocks out Björn: she records 500 of his 1000, 500 goes onto her head (1500).
  await bust(2, 1)

  // Björn re-enters at the desk (§5.6) and is seated at once (§8.8): entry 8, a fresh head of 1000.
  await tab('tab.desk').click()
  await search.fill(BJORN)
  await expect(page.getByTestId('desk-hits').locator('li').first()).toContainText(sv('desk.canReenter'))
  await search.press('Enter')
  await expect(outcome).toContainText(sv('desk.reentered', { name: BJORN, number: 8 }))
  await expect(page.getByTestId('desk-seat')).toHaveText(/^Plats: bord 1, plats \d$/)
  await read('desk, re-entry')
  await shot('5-reentry')

  await tab('tab.results').click()
  await bust(3, 1) // Astrid takes Cecilia: 500 recorded (1000 in all), head 2000
  // A split pot (§5.10): David's 1000 — 500 recorded, 250 each; 500 onto the heads, 250 each; half a knockout each.
  await bust(4, 5, 6)
  await bust(7, 8) // Björn's re-entry takes Greta: 500 recorded, head 1500
  await bust(8, 1) // Astrid takes that head: 750 recorded (1750 in all), head 2750
  await bust(5, 6) // Fredrik takes Elsa's 1250: 625 recorded (875 in all), head 1875
  await bust(1, 6) // Fredrik takes Astrid's 2750: 1375 recorded (2250 in all), head 3250 — the winner, who wins it too

  await expect(panel.getByTestId('results-winner')).toHaveText(sv('results.winner', { name: FREDRIK }))
  // The places table, row by row in the order of places: place, entry number, name, knockouts, bounty collected and
  // the head. A split knockout is a share (§5.10), written with the Swedish decimal comma. The winner also collects their own head at the end
  // (§5.10): 2250 + 3250, no knockout counted for it.
  const places = page.getByTestId('places-table')
  const column = (n: number) => places.locator(`tbody tr td:nth-child(${n})`)
  await expect(column(1)).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8'])
  await expect(column(2)).toHaveText(['6', '1', '5', '8', '7', '4', '3', '2'])
  await expect(column(3)).toHaveText([FREDRIK, ASTRID, ELSA, BJORN, GRETA, DAVID, CECILIA, BJORN])
  await expect(places.getByTestId('place-knockouts')).toHaveText(['2,5', '3', '0,5', '1', '0', '0', '0', '0'])
  // Swedish digit groups: a no-break space (1 750).
  await expect(places.getByTestId('place-bounty')).toHaveText([
    '5\u00a0500',
    '1\u00a0750',
    '250',
    '500',
    '0',
    '0',
    '0',
    '0'
  ])
  await expect(places.getByTestId('place-bounty-head')).toHaveText([
    '3\u00a0250',
    '2\u00a0750',
    '1\u00a0250',
    '1\u00a0500',
    '1\u00a0000',
    '1\u00a0000',
    '1\u00a0000',
    '1\u00a0000'
  ])
  // The split knockout names both eliminators on David's row.
  await expect(places.locator('tbody tr').nth(5)).toContainText(`${ELSA}, ${FREDRIK}`)
  await expect(page.getByTestId('places-bounty-note')).toContainText(sv('results.bountyNote', { unit: 'poäng' }))
  await read('results, places')
  await shot('7-places')

  // 5. The approval, asked once more, and the protocol preview in Swedish with places and bounties.
  await page
    .getByTestId('results-nav')
    .getByRole('link', { name: sv('results.page.protocol') })
    .click()
  await page.getByTestId('approve-results').click()
  await expect(page.getByTestId('confirm-dialog')).toContainText(sv('results.approveConfirm.title'))
  await page.getByTestId('confirm-yes').click()
  await expect(page.getByTestId('results-approved')).toContainText('Fastställt av Karin Turneringsledare')
  await page.getByTestId('preview-protocol').click()
  const preview = page.getByTestId('protocol-preview')
  await expect(preview).toContainText(sv('protocol.title'))
  await expect(preview).toContainText('Progressiv bounty: 1000 poäng per anmälan; den som slår ut registrerar 50 %')
  await expect(preview).toContainText(sv('protocol.bounty.noMoney'))
  const results = preview.getByTestId('protocol-preview-results')
  await expect(results.locator('thead')).toContainText(sv('protocol.col.place'))
  await expect(results.locator('thead')).toContainText(sv('protocol.col.knockouts'))
  await expect(results.locator('thead')).toContainText(sv('protocol.col.bounty'))
  // Row by row in the order of places; the bounty cell with the head (and the winner's own head), the eliminators
  // with what each collected for that head (§5.10, §27.6).
  const protocolRows = results.locator('tbody tr')
  await expect(results.locator('tbody tr td:nth-child(1)')).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8'])
  await expect(results.locator('tbody tr td:nth-child(3)')).toHaveText([
    FREDRIK,
    ASTRID,
    ELSA,
    BJORN,
    GRETA,
    DAVID,
    CECILIA,
    BJORN
  ])
  await expect(protocolRows.nth(0)).toContainText(
    `5500 (på huvudet: 3250) ${sv('protocol.bounty.ownHead', { head: 3250 })}`
  )
  await expect(protocolRows.nth(1)).toContainText(`#6 ${FREDRIK} (fick 1375)`)
  await expect(protocolRows.nth(1)).toContainText('1750 (på huvudet: 2750)')
  await expect(protocolRows.nth(2)).toContainText('250 (på huvudet: 1250)')
  await expect(protocolRows.nth(5)).toContainText(`#5 ${ELSA} (fick 250), #6 ${FREDRIK} (fick 250)`)
  await read('protocol')
  await shot('8-protocol')

  // 6. Nothing English and no raw message key on any page visited — the template's colour-up note included, which
  // the structure editor writes in the admin's language (clock.template.colourUp).
  expect(found).toEqual({})
})
