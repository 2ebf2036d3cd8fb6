import { expect, type Locator, type Page } from '@playwright/test'
import type { HallProcess } from '../../support/hallProcess'

/** Open the admin view of a hall server already signed in: the PIN in the URL, the operator and language preset. */
export async function openAdmin(page: Page, hall: HallProcess, operator = 'Olga Desk', language = 'en'): Promise<void> {
  await page.addInitScript(
    ([name, lang]) => {
      localStorage.setItem('floorclock.language', lang!)
      localStorage.setItem('floorclock.operator', name!)
    },
    [operator, language]
  )
  await page.goto(hall.adminUrl)
}

/** Record a tournament from the admin's form and wait for its page. */
export async function createTournament(
  page: Page,
  name: string,
  venue = 'Hall A',
  startingStack = '30000'
): Promise<void> {
  await page.getByRole('button', { name: 'New tournament' }).click()
  const form = page.getByTestId('tournament-form')
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Venue').fill(venue)
  await form.getByLabel('Starting stack').fill(startingStack)
  await form.getByRole('button', { name: 'Record the tournament' }).click()
  await expect(page.getByTestId('tournament-title')).toHaveText(name)
}

/** At the registration desk: a new player typed in, confirmed 18+, registered with Enter. */
export async function registerNew(page: Page, name: string): Promise<void> {
  const search = page.getByTestId('desk-search')
  await search.fill(name)
  await expect(page.getByTestId('desk-hits')).toContainText(`No player matches “${name}”`)
  await search.press('Enter')
  const form = page.getByTestId('player-form')
  await form.getByLabel('18+ confirmed').check()
  await form.getByLabel('Club ID').press('Enter')
  await expect(page.getByTestId('desk-outcome')).toContainText(`${name} registered`)
}

/** the results tab of the open tournament, on one of its sub-pages (by its link in the sub-navigation). */
export async function openResults(
  page: Page,
  sub:
    'Eliminations and places' | 'Discipline' | 'Series and points' | 'Protocol and approval' = 'Eliminations and places'
): Promise<void> {
  const nav = page.getByTestId('results-nav')
  if (!(await nav.isVisible())) await page.getByRole('tab', { name: 'Results', exact: true }).click()
  await nav.getByRole('link', { name: sub }).click()
  await expect(nav.getByRole('link', { name: sub })).toHaveAttribute('aria-current', 'page')
}

/**
 * The eliminator chooser (results): type into its search field, then choose the option that contains `option` with
 * the mouse, or — none named — the first one with Enter, as a floor does.
 */
export async function chooseEliminator(search: Locator, typed: string, option?: string): Promise<void> {
  await search.fill(typed)
  const list = search.locator('xpath=..').getByRole('listbox')
  await expect(list).toBeVisible()
  if (option) await list.getByRole('option').filter({ hasText: option }).first().click()
  else await search.press('Enter')
  await expect(search).toHaveValue('')
}
