import { expect, test, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { adminSocket } from './support/adminSocket'
import { openAdmin } from './support/adminPage'

/**
 * errors a person understands: every form of the admin is given bad input in Russian and in English;
 * every message is in the chosen language, next to its field, several at once, never a schema path. The scene (a
 * tournament with a structure and a running clock) is set over the socket; the forms are driven through the UI.
 */
let hall: HallProcess

test.beforeAll(async () => {
  hall = await startHall()
})
test.afterAll(async () => {
  await hall.stop()
})

const STRUCTURE = {
  items: [
    { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 },
    { kind: 'level', seconds: 1200, smallBlind: 200, bigBlind: 400 }
  ]
}

/** Developer text that must never reach a person. */
const DEVELOPER = /command\.|meta\.|Invalid input|expected|received|Too (big|small)|must not be empty|undefined|NaN/
/** Words allowed in Latin letters in the Russian interface: names, abbreviations, what the test itself typed. */
const LATIN_OK = new Set(['TDA', 'BFSP', 'PIN', 'CSV', 'JSON', 'PDF', 'OFC', 'Floorclock', 'abc', 'Messages'])

async function messages(page: Page): Promise<string[]> {
  const texts = await page.locator('[role="alert"], .field-error, .error').allTextContents()
  return texts.map((s) => s.trim()).filter(Boolean)
}

async function scene(name: string): Promise<string> {
  const socket = await adminSocket(hall)
  const fields = {
    name,
    date: '2026-11-28',
    venue: 'Hall A',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  }
  const id = (await socket.cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
  await socket.cmd({ type: 'clock.structure.set', tournamentId: id, structure: STRUCTURE })
  await socket.cmd({ type: 'clock.start', tournamentId: id })
  socket.close()
  return id
}

for (const language of ['ru', 'en'] as const) {
  test(`every form refuses bad input in words of the chosen language (${language})`, async ({ page }) => {
    test.setTimeout(120_000)
    const name = `Messages ${language}`
    await scene(name)
    await openAdmin(page, hall, 'Olga', language)
    const seen: Record<string, string[]> = {}
    const collect = async (form: string, atLeast = 1): Promise<void> => {
      await expect.poll(async () => (await messages(page)).length, { message: form }).toBeGreaterThanOrEqual(atLeast)
      seen[form] = await messages(page)
    }

    // A new tournament: an empty name and "abc" chips, both named at once next to their fields.
    await page.locator('.section-head button.primary').first().click()
    const form = page.getByTestId('tournament-form')
    await form.locator('[name="name"]').fill('')
    await form.locator('[name="startingStack"]').fill('abc')
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('.field-error[data-field="name"]')).toBeVisible()
    await expect(form.locator('.field-error[data-field="startingStack"]')).toBeVisible()
    await collect('tournament form', 2)
    // "30 000" is a number.
    await form.locator('[name="startingStack"]').fill('30 000')
    await form.locator('[name="name"]').fill(`${name} (2)`)
    await form.locator('button[type="submit"]').click()
    await expect(page.getByTestId('tournament-title')).toHaveText(`${name} (2)`)
    await page.getByTestId('tournament-back').click()

    await page
      .getByTestId('tournament-list')
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name, exact: true }) })
      .getByRole('button')
      .click()
    await expect(page.getByTestId('tournament-title')).toHaveText(name)

    // The structure editor names the row and the column in words.
    await page.getByTestId('structure-row-0').locator('input').nth(2).fill('abc')
    await collect('structure editor')

    // The clock's remaining time.
    await page.getByTestId('clock-remaining').fill('abc')
    await page.getByTestId('clock-remaining').press('Enter')
    await expect(page.getByTestId('remaining-error')).toBeVisible()
    await collect('clock remaining')

    // Entry terms: a rebuy with no chips and "abc" for the threshold.
    await page.getByRole('tab').nth(3).click()
    const terms = page.getByTestId('terms-form')
    await terms.locator('[name="rebuy"]').check()
    await terms.locator('[name="rebuyChips"]').fill('')
    await terms.locator('[name="rebuyThreshold"]').fill('abc')
    await terms.locator('button[type="submit"]').click()
    await expect(terms.locator('.field-error')).toHaveCount(2)
    await collect('entry terms', 2)

    // Awards: percentages that do not add up to 100.
    const awards = page.getByTestId('awards-form')
    await awards.locator('[name="noCashPrizes"]').uncheck()
    await awards.locator('button[type="button"]').last().click()
    await awards.locator('input[maxlength="100"]').fill('5 000 BYN')
    await awards.locator('input[maxlength="2000"]').last().fill('50')
    await awards.locator('button[type="submit"]').click()
    await collect('awards')

    // Seating: "abc" seats and a final table of 30.
    await page.getByRole('tab').nth(4).click()
    const setup = page.getByTestId('seating-setup')
    await setup.locator('[name="seats"]').fill('abc')
    await setup.locator('[name="finalTableSize"]').fill('30')
    await setup.locator('button[type="submit"]').click()
    await expect(setup.locator('.field-error')).toHaveCount(2)
    await collect('seating setup', 2)

    // A new player with no name.
    await page.getByTestId('nav-players').click()
    await page.locator('.section-head button.primary').first().click()
    const player = page.getByTestId('player-form')
    await player.locator('[name="fullName"]').fill('Ivan Petrov')
    await player.locator('button[type="submit"]').click()
    await expect(player.locator('.field-error[data-field="displayName"]')).toBeVisible()
    await collect('player form')

    for (const [where, texts] of Object.entries(seen)) {
      for (const text of texts) {
        expect(text, `${where}: ${text}`).not.toMatch(DEVELOPER)
        if (language === 'ru') {
          const latin = (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !LATIN_OK.has(w))
          expect(latin, `${where}: English in the Russian interface: ${text}`).toEqual([])
        }
      }
    }
  })
}
