import { expect, test, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'

/**
 * Late registration closes when the clock passes the announced level (§7.7), and a late attempt is refused with the
 * term named; the director may still add a player with a reason (§7.8). The clock drives the closing.
 */
let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

const STRUCTURE = {
  format: 'floorclock-structure',
  version: 1,
  items: [
    { kind: 'level', seconds: 600, smallBlind: 100, bigBlind: 200, ante: 0, anteKind: 'none' },
    { kind: 'level', seconds: 600, smallBlind: 200, bigBlind: 400, ante: 0, anteKind: 'none' },
    { kind: 'break', seconds: 600, label: 'Break' },
    { kind: 'level', seconds: 600, smallBlind: 300, bigBlind: 600, ante: 0, anteKind: 'none' }
  ]
}

async function registerNew(page: Page, name: string): Promise<void> {
  const search = page.getByTestId('desk-search')
  await search.fill(name)
  await expect(page.getByTestId('desk-hits')).toContainText(`No player matches “${name}”`)
  await search.press('Enter')
  await page.getByTestId('player-form').getByLabel('Club ID').press('Enter')
}

test('late registration closes when the clock passes the announced level; a late entry is refused, the director may override with a reason', async ({
  page
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('floorclock.language', 'en')
    localStorage.setItem('floorclock.operator', 'Olga Desk')
  })
  await page.goto(hall.adminUrl)
  await page.getByRole('button', { name: 'New tournament' }).click()
  const form = page.getByTestId('tournament-form')
  await form.getByLabel('Name').fill('Late Cup')
  await form.getByLabel('Starting stack').fill('30000')
  await form.getByRole('button', { name: 'Record the tournament' }).click()
  await expect(page.getByTestId('tournament-title')).toHaveText('Late Cup')
  await expect(page.getByTestId('structure-editor')).toBeVisible()

  const editor = page.getByTestId('structure-editor')
  await editor.getByLabel('Import JSON or CSV').setInputFiles({
    name: 'structure.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(STRUCTURE))
  })
  await expect(editor.getByTestId('structure-row-3')).toBeVisible()
  await editor.getByRole('button', { name: 'Record the structure' }).click()
  await expect(editor.getByText('Recorded structure shown')).toBeVisible()

  // Announce: late registration closes after level 1.
  await page.getByRole('tab', { name: 'Entry terms and awards' }).click()
  const terms = page.getByTestId('terms-form')
  await terms.getByLabel('Late registration closes (§7.7)').selectOption('level-end')
  await terms.getByLabel('Level', { exact: true }).fill('1')
  await terms.getByRole('button', { name: 'Record the terms' }).click()
  await expect(terms).toContainText('Recorded.')

  // Level 1 running: a late entry is accepted.
  await page.getByRole('tab', { name: 'Overview' }).click()
  await page.getByTestId('clock-controls').getByRole('button', { name: 'Start now' }).click()
  await page.getByRole('tab', { name: 'Registration desk' }).click()
  await expect(page.getByTestId('late-registration')).toContainText('Registration open · closes after level 1')
  await registerNew(page, 'Early Bird')
  await expect(page.getByTestId('desk-outcome')).toContainText('Early Bird registered: entry #1')

  // The clock moves on to level 2: late registration has closed, by itself.
  await page.getByRole('tab', { name: 'Overview' }).click()
  await page.getByTestId('clock-controls').getByRole('button', { name: 'Next ▶' }).click()
  await page.getByRole('tab', { name: 'Registration desk' }).click()
  await expect(page.getByTestId('late-registration')).toContainText('Late registration closed · closed after level 1')
  await registerNew(page, 'Latecomer')
  await expect(page.getByTestId('desk-outcome')).toContainText(
    'Late registration has closed: only the director can add a player, with a reason (§7.7, §7.8).'
  )
  await expect(page.getByTestId('registration-stats')).toContainText('1 Entries')

  // §7.8: the director adds the player with a recorded reason.
  await page.getByRole('button', { name: 'Director override…' }).click()
  await page.getByTestId('override-reason').fill('Paid at 19:55, the desk PC froze')
  await page.getByRole('button', { name: 'Register with override' }).click()
  await expect(page.getByTestId('desk-outcome')).toContainText('Latecomer registered: entry #2')
  await page.screenshot({ path: 'test-results/screens/registration-late-closed.png', fullPage: true })
})
