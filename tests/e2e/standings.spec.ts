import { expect, test, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openAdmin, openResults } from './support/adminPage'
import { SceneFloor } from './support/displayScenes'

/**
 * §5.4е: a women's standing inside an event, set up in the admin and read on the results tab and in the
 * protocol. The SCENE — five players seated at one table — is set over the socket; the SETUP of the standing (the
 * category announced, who belongs) is driven through the UI; the eliminations go over the socket again (their own UI
 * is tested in resultsPages.spec.ts); what the test claims is read from the screen.
 */
let hall: HallProcess
test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

const SHOTS = 'test-results/standings'
/** The phone page of the tournament at 390×844 in `language`, opened from the link its QR code carries (§12.13). */
async function openPhone(page: Page, id: string, language: string): Promise<Page> {
  const link = (await (await page.request.get(`${hall.baseUrl}/phone-link?t=${encodeURIComponent(id)}`)).json()) as {
    url: string
  }
  const phone = await page.context().newPage()
  await phone.setViewportSize({ width: 390, height: 844 })
  await phone.addInitScript((lang) => localStorage.setItem('floorclock.language', lang), language)
  await phone.goto(link.url)
  await phone.getByTestId('phone-tab-results').click()
  return phone
}

const WOMEN = ['Alexandra Konstantinopolskaya', 'Evgenia Velikoretskaya', 'Margarita Voskresenskaya']

test('§5.4е a women’s standing set up in the admin: own places from the one result list, on the results tab and in the protocol', async ({
  page
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const floor = await SceneFloor.open(hall)
  const { id, entries } = await floor.tournament('Ladies Cup', { players: 5, tables: 1, cyrillic: false })

  await openAdmin(page, hall, 'Anna TD', 'en')
  await page
    .getByTestId('tournament-list')
    .getByRole('row', { name: /Ladies Cup/ })
    .getByRole('button')
    .click()
  await expect(page.getByTestId('tournament-title')).toHaveText('Ladies Cup')

  // The setup, through the UI: announce a women's standing (§5.4, §5.1) …
  const setup = page.getByTestId('standings-setup')
  await expect(setup).toContainText('No separate standings announced.')
  await setup.getByTestId('standings-kind').selectOption('women')
  await setup.getByTestId('standings-add').click()
  await expect(setup.getByTestId('standings-list')).toContainText('Women')
  await setup.getByTestId('standings-save').click()
  await expect(setup.getByText('Recorded.')).toBeVisible()
  // … and record who belongs (internal, on the player).
  const members = page.getByTestId('standings-members')
  await expect(members.locator('tr[data-player]')).toHaveCount(5)
  for (const name of WOMEN) {
    const box = members.getByLabel(`${name}: Women`)
    await box.check()
    await expect(box).toBeChecked()
  }
  await expect(members.getByLabel('Sviatoslav Preobrazhensky: Women')).not.toBeChecked()
  await page.screenshot({ path: `${SHOTS}/setup-en-1280.png`, fullPage: true })

  // Play: the entries go out in order — Alexandra 5th, Sviatoslav 4th, Evgenia 3rd, Viacheslav 2nd; Margarita wins.
  await floor.start(id)
  await floor.eliminateTo(id, entries, 1)
  floor.close()

  // The results tab: the standing from the one result list, with its own places beside the overall ones.
  await page.getByRole('tab', { name: 'Results', exact: true }).click()
  await openResults(page)
  const standing = page.getByTestId('category-standings')
  await expect(standing.getByTestId('category-select')).toHaveValue('women')
  await expect(standing.getByTestId('category-entrants')).toContainText('3 players in this standing, 0 still in play')
  const rows = standing.getByTestId('category-row')
  await expect(rows).toHaveCount(3)
  const cells = async (i: number) => (await rows.nth(i).locator('td').allInnerTexts()).map((s) => s.trim())
  expect(await cells(0)).toEqual(['1', '1', '5', 'Margarita Voskresenskaya'])
  expect(await cells(1)).toEqual(['2', '3', '3', 'Evgenia Velikoretskaya'])
  expect(await cells(2)).toEqual(['3', '5', '1', 'Alexandra Konstantinopolskaya'])
  await standing.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/results-en-1280.png`, fullPage: true })

  // The protocol: a section for the standing, in the internal and in the public version (§28.12).
  await openResults(page, 'Protocol and approval')
  await page.getByTestId('preview-protocol').click()
  const section = page.getByTestId('protocol-preview-category')
  await expect(section).toContainText('Separate standing: Women · 3 players')
  const protocolRows = section.locator('tbody tr')
  await expect(protocolRows).toHaveCount(3)
  await expect(protocolRows.nth(0)).toContainText('Margarita Voskresenskaya')
  await expect(protocolRows.nth(2)).toContainText('Alexandra Konstantinopolskaya')
  await page.getByTestId('protocol-preview').getByLabel('Public (as published)').check()
  await expect(section.locator('tbody tr')).toHaveCount(3)
  await expect(section.locator('tbody tr').nth(1)).toContainText('Evgenia Velikoretskaya')
  await section.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/protocol-en-1280.png` })

  // The phone page (§12.13), in Swedish: the standing by public name and category place only (§27.11).
  const phone = await openPhone(page, id, 'sv')
  const onPhone = phone.getByTestId('phone-categories')
  await expect(onPhone).toContainText('Separata ställningar')
  await expect(onPhone.getByTestId('phone-category')).toContainText('Damer')
  await expect(onPhone.locator('li')).toHaveText([
    '1. Margarita Voskresenskaya',
    '2. Evgenia Velikoretskaya',
    '3. Alexandra Konstantinopolskaya'
  ])
  await phone.screenshot({ path: `${SHOTS}/phone-sv-390.png`, fullPage: true })
  await phone.close()
})

test('§5.4д a team event set up in the admin: rosters and the places scoring, the team standing on the results tab and in the protocol', async ({
  page
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const floor = await SceneFloor.open(hall)
  const { id, entries } = await floor.tournament('Team Cup', { players: 4, tables: 1, cyrillic: false })
  await openAdmin(page, hall, 'Anna TD', 'en')
  await page
    .getByTestId('tournament-list')
    .getByRole('row', { name: /Team Cup/ })
    .getByRole('button')
    .click()

  const teams = page.getByTestId('teams-setup')
  await expect(teams).toContainText('No teams announced.')
  await teams.getByTestId('teams-rule').selectOption('places')
  await teams.getByTestId('teams-count').fill('2')
  for (const name of ['Minsk', 'Vilnius']) {
    await teams.getByTestId('teams-name').fill(name)
    await teams.getByTestId('teams-add').click()
  }
  await teams.getByLabel('Minsk: Alexandra Konstantinopolskaya').check()
  await teams.getByLabel('Minsk: Viacheslav Novokreshchenov').check()
  // A player plays for one team: taken by Minsk, the box under Vilnius is disabled.
  await expect(teams.getByLabel('Vilnius: Alexandra Konstantinopolskaya')).toBeDisabled()
  await teams.getByLabel('Vilnius: Sviatoslav Preobrazhensky').check()
  await teams.getByLabel('Vilnius: Evgenia Velikoretskaya').check()
  await teams.getByTestId('teams-save').click()
  await expect(page.getByTestId('teams-setup').getByTestId('team')).toHaveCount(2)
  await expect(page.getByTestId('teams-setup').getByText('No teams announced.')).toHaveCount(0)

  // Out in order: Alexandra 4th, Sviatoslav 3rd, Evgenia 2nd; Viacheslav wins. Minsk 4 + 1 = 5, Vilnius 3 + 2 = 5.
  await floor.start(id)
  await floor.eliminateTo(id, entries, 1)
  floor.close()

  await page.getByRole('tab', { name: 'Results', exact: true }).click()
  await openResults(page)
  const rows = page.getByTestId('team-standings').getByTestId('team-row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0).locator('td').first()).toHaveText('1–2')
  await expect(rows.nth(0)).toContainText('Minsk')
  await expect(rows.nth(0)).toContainText('✓ Viacheslav Novokreshchenov: 1')
  await page.getByTestId('team-standings').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/teams-en-1280.png` })

  await openResults(page, 'Protocol and approval')
  await page.getByTestId('preview-protocol').click()
  const section = page.getByTestId('protocol-preview-teams')
  await expect(section).toContainText('Team standings (sum of the best 2 members’ places)')
  await expect(section.locator('tbody tr')).toHaveCount(2)
  await expect(section).toContainText('Vilnius')

  // The phone page (§12.13), in Russian: the team standing by team name and the members' public names (§27.11).
  const phone = await openPhone(page, id, 'ru')
  const onPhone = phone.getByTestId('phone-teams')
  await expect(onPhone).toContainText('Командный зачёт')
  await expect(onPhone).toContainText('Сумма мест 2 лучших участников команды')
  await expect(onPhone.getByTestId('phone-team')).toHaveCount(2)
  await expect(onPhone.getByTestId('phone-team').nth(0)).toContainText('1–2. Minsk — 5')
  await expect(onPhone.getByTestId('phone-team').nth(0)).toContainText('✓ Viacheslav Novokreshchenov: 1')
  // Nothing on the phone page is wider than the phone.
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await phone.screenshot({ path: `${SHOTS}/phone-teams-ru-390.png`, fullPage: true })
  await phone.close()
})

test('§5.4е what a player belongs to is recorded on the player’s card and read by every event’s standing', async ({
  page
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const floor = await SceneFloor.open(hall)
  // A player of her own (the other tests' scenes reuse the same names): the card found is hers.
  const { id } = await floor.tournament('Club Night', { players: 2, tables: 1, cyrillic: false })
  const playerId = (await floor.cmd({ type: 'player.create', fields: { displayName: 'Zinaida Membershipova' } }))
    .events[0]!.playerId!
  await floor.cmd({ type: 'entry.register', tournamentId: id, playerId })
  await floor.cmd({ type: 'standings.setCategories', tournamentId: id, categories: [{ kind: 'women' }] })
  floor.close()

  await openAdmin(page, hall, 'Anna TD', 'en')
  await page.getByRole('navigation').getByRole('button', { name: 'Players' }).click()
  await page.getByTestId('players-search').fill('Zinaida')
  await page.getByTestId('players-table').getByText('Zinaida Membershipova').click()
  const card = page.getByTestId('player-memberships')
  await card.getByLabel('Women').check()
  await card.getByLabel('Club or group name').fill('Minsk Poker Club')
  await card.getByRole('button', { name: 'Add' }).click()
  await expect(card.getByTestId('player-memberships-named')).toContainText('Club: Minsk Poker Club')
  await expect(card.getByLabel('Women')).toBeChecked()
  await card.screenshot({ path: `${SHOTS}/player-memberships-en.png` })

  // The event that announces a women's standing reads it from the player (internal, on its setup tab).
  await page.getByRole('navigation').getByRole('button', { name: 'Tournaments' }).click()
  await page
    .getByTestId('tournament-list')
    .getByRole('row', { name: /Club Night/ })
    .getByRole('button')
    .click()
  const members = page.getByTestId('standings-members')
  await expect(members.getByLabel('Zinaida Membershipova: Women')).toBeChecked()
  await expect(members.getByLabel('Sviatoslav Preobrazhensky: Women')).not.toBeChecked()
})
