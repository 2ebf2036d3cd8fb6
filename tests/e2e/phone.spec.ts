import { expect, test, type Page } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { TEMPLATES } from '../../src/shared/core/clock/templates'
import { PRESETS } from '../../src/shared/core/display/presets'
import { adminSocket, drawOneTable } from './support/adminSocket'
import { createTournament, openAdmin, registerNew } from './support/adminPage'

/**
 * the players' own phone page (§12.13: seat, schedule and results on the organiser's app; §12.11: nothing
 * that helps in a hand). A 390×844 phone opens the address the QR code encodes, finds itself by public name, is moved
 * by a balancing the floor confirms and is told at once; the structure, awards and standings; RU and EN; nothing
 * overflows at 320, 390 and 430 px. Screenshots: test-results/phone/.
 */
test.describe.configure({ mode: 'serial' })

let hall: HallProcess
let floor: Awaited<ReturnType<typeof adminSocket>>
let tournamentId: string
const NAMES = [
  'Ivanov',
  'Petrova',
  'Sidorov',
  'Kuznetsova',
  'Smirnov',
  'Volkova',
  'Popov',
  'Lebedeva',
  'Kozlov',
  'Novikova',
  'Morozov',
  'Sokolova'
]
const entries = new Map<string, string>()
const PHONE = { width: 390, height: 844 }

interface Pending {
  id: string
  buttonsAsked: number[]
  moves: { entryId: string; name: string; from: { table: number; seat: number }; to: { table: number; seat: number } }[]
}
interface SeatingGet {
  pending: Pending | null
  tables: { number: number; button: number | null; seats: { seat: number; entryId: string | null }[] }[]
}

test.beforeAll(async () => {
  hall = await startHall()
  // The scene is set over the admin socket (the floor's PC), not through the admin UI: the phone is under test here.
  floor = await adminSocket(hall, 'Setup script')
  const created = await floor.cmd({
    type: 'tournament.create',
    fields: {
      name: 'Phone Night',
      date: '2026-12-02',
      venue: 'Hall A',
      discipline: 'holdem',
      bettingFormat: 'no-limit',
      startingStack: 30000
    }
  })
  tournamentId = created.events[0]!.tournamentId!
  // §28.1: the event belongs to a rating series, so the phone's series tab has standings to show (§12.13).
  const series = await floor.cmd({
    type: 'series.create',
    name: 'Winter League',
    formula: { kind: 'table', points: [100, 60, 40, 30, 20, 10], beyond: 1, applyCoefficient: false, decimals: 2 },
    rules: { tieBreaks: ['wins'] }
  })
  await floor.cmd({ type: 'series.attach', seriesId: series.events[0]!.seriesId!, tournamentId })
  for (const name of NAMES) {
    const player = await floor.cmd({
      type: 'player.create',
      fields: { displayName: name, ageConfirmed: true, rulesConsent: true, dataConsent: true }
    })
    const entry = await floor.cmd({ type: 'entry.register', tournamentId, playerId: player.events[0]!.playerId })
    entries.set(name, entry.events.find((e) => e.type === 'entry.registered')!.entryId!)
  }
  await floor.cmd({
    type: 'registration.setAwards',
    tournamentId,
    awards: { noCashPrizes: true, places: [{ place: 1, description: 'Trophy and 100 rating points' }] }
  })
  await floor.cmd({
    type: 'seating.configure',
    tournamentId,
    tables: [1, 2].map((n) => ({ number: n, seats: 9 })),
    closingOrder: { kind: 'published', order: [2, 1] },
    rules: {}
  })
  await floor.cmd({ type: 'seating.draw', tournamentId })
  await floor.cmd({ type: 'clock.structure.set', tournamentId, structure: TEMPLATES['nlhe-regular']() })
  await floor.cmd({ type: 'clock.start', tournamentId })
})
test.afterAll(async () => {
  floor?.close()
  await hall?.stop()
})

/** Over the socket (the floor, scene set-up): record the buttons a balancing asks for where they were last. */
async function answerButtons(): Promise<Pending | null> {
  let view = await floor.query<SeatingGet>({ type: 'seating.get', tournamentId })
  if (view.pending && view.pending.buttonsAsked.length > 0) {
    const buttons = view.pending.buttonsAsked.map((n) => {
      const table = view.tables.find((t) => t.number === n)!
      return { table: n, seat: table.button ?? table.seats.filter((s) => s.entryId).at(-1)!.seat }
    })
    await floor.cmd({ type: 'seating.buttons', tournamentId, buttons })
    view = await floor.query<SeatingGet>({ type: 'seating.get', tournamentId })
  }
  return view.pending
}

async function eliminate(name: string): Promise<void> {
  await floor.cmd({
    type: 'entry.eliminate',
    tournamentId,
    entryId: entries.get(name)!,
    level: 1,
    confirmedBy: 'Floor Ivan'
  })
}

/** The address the QR code encodes, from the hall server's endpoint (the display's QR region shows the same). */
async function phoneUrl(page: Page): Promise<string> {
  const res = await page.request.get(`${hall.baseUrl}/phone-link?t=${encodeURIComponent(tournamentId)}`)
  expect(res.ok()).toBe(true)
  const link = (await res.json()) as { url: string; svg: string }
  expect(link.svg).toContain('<svg')
  expect(link.url).toContain('/phone.html#/p?t=')
  return link.url
}

async function openPhone(page: Page, language: 'en' | 'ru', scanned?: string): Promise<void> {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('set')) {
      localStorage.setItem('floorclock.language', l)
      sessionStorage.setItem('set', '1')
    }
  }, language)
  const url = scanned ?? (await phoneUrl(page))
  // The QR code names the LAN address; in this test the server listens on loopback, so the URL keeps its own host.
  await page.goto(url)
  await expect(page.getByTestId('phone-tournament')).toHaveText('Phone Night')
}

test('scan to seat: the phone finds its player by name, is moved by a balancing and told at once (§8.1, §12.13)', async ({
  browser
}) => {
  // Tables 7 / 5 after two eliminations at the table that breaks last: a balancing move is due (§8.1).
  const view0 = await floor.query<SeatingGet>({ type: 'seating.get', tournamentId })
  const at = (n: number): string[] =>
    view0.tables
      .find((t) => t.number === n)!
      .seats.flatMap((s) => (s.entryId ? [[...entries].find(([, id]) => id === s.entryId)![0]] : []))
  const table2 = at(2)
  let pending: Pending | null = null
  let out = 0
  for (const name of table2) {
    await eliminate(name)
    out += 1
    pending = await answerButtons()
    if (pending) break
  }
  expect(pending, 'a balancing move was proposed').not.toBeNull()
  const move = pending!.moves[0]!
  const mover = move.name

  // The hall display with the QR region switched on by the director (a layout of their own, saved and given to this
  // screen over the admin socket: scene set-up); the address the code encodes is on the image's data attribute.
  const display = await browser.newPage({ viewport: { width: 1600, height: 900 } })
  await display.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await display.goto(`${hall.clockUrl}?t=${tournamentId}&screen=phone-spec-screen`)
  await expect(display.getByTestId('clock-tournament-name')).toHaveText('Phone Night')
  await expect(display.getByTestId('clock-qr')).toHaveCount(0) // off in the presets
  const layout = {
    ...PRESETS.classic,
    name: 'Classic with the phone QR',
    regions: PRESETS.classic.regions.map((r) => (r.id === 'qr' ? { ...r, show: true, size: 1.5 } : r))
  }
  const saved = await floor.cmd({ type: 'display.layout.save', layout })
  const layoutId = (saved.events[0] as unknown as { layoutId: string }).layoutId
  await floor.cmd({ type: 'display.screen.configure', screenId: 'phone-spec-screen', layoutId })
  const code = display.getByTestId('clock-qr-code')
  await expect(code).toBeVisible()
  await expect(display.getByTestId('clock-qr')).toContainText('Your seat and the clock on your phone')
  const scanned = (await code.getAttribute('data-url'))!
  expect(scanned).toBe(await phoneUrl(display))
  const box = (await code.boundingBox())!
  // Never under the engine's floor (9% of the short side: a phone camera reads it from a couple of metres), square.
  expect(box.width).toBeGreaterThanOrEqual(0.09 * 900 - 0.5)
  expect(Math.abs(box.width - box.height)).toBeLessThan(1)
  expect(box.x + box.width).toBeLessThanOrEqual(1600)
  expect(box.y + box.height).toBeLessThanOrEqual(900)
  await display.screenshot({ path: 'test-results/phone/display-qr.png' })

  const phone = await browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true })
  await phone.addInitScript(() => {
    // Counts the vibrations the page asks for (a real phone buzzes).
    ;(window as unknown as { buzzed: number }).buzzed = 0
    Object.defineProperty(navigator, 'vibrate', {
      value: () => {
        ;(window as unknown as { buzzed: number }).buzzed += 1
        return true
      }
    })
  })
  await openPhone(phone, 'en', scanned)
  // Bad input changes nothing and says why, in the page's language.
  await phone.getByTestId('phone-find-input').fill('Nobody Here')
  await phone.getByTestId('phone-find-button').click()
  await expect(phone.getByTestId('phone-find-message')).toContainText(
    'Nobody in this tournament has the name “Nobody Here”'
  )
  // The player types the name as on the hall screen (case does not matter) and sees table and seat.
  await phone.getByTestId('phone-find-input').fill(mover.toUpperCase())
  await phone.getByTestId('phone-find-button').click()
  const seat = phone.getByTestId('phone-seat')
  await expect(seat).toHaveAttribute('data-table', String(move.from.table))
  await expect(seat).toHaveAttribute('data-seat', String(move.from.seat))
  await expect(phone.getByTestId('phone-time')).toHaveText(/^\d+:\d\d$/)
  await expect(phone.getByTestId('phone-blinds')).toContainText('100')
  await expect(phone.getByTestId('phone-fact-players')).toContainText(`${NAMES.length - out} of ${NAMES.length}`)
  await expect(phone.getByTestId('phone-fact-average')).toContainText('BB')
  await phone.screenshot({ path: 'test-results/phone/seat-en.png', fullPage: true })

  // Remembered: a reload keeps the player.
  await phone.reload()
  await expect(phone.getByTestId('phone-my-name')).toHaveText(mover)
  await expect(phone.getByTestId('phone-moved')).toHaveCount(0)

  // The floor confirms the balancing (over the socket, named so): the phone says so at once, with the new seat.
  await floor.cmd({ type: 'seating.confirm', tournamentId, proposalId: pending!.id })
  const notice = phone.getByTestId('phone-moved')
  await expect(notice).toContainText('You have been moved')
  await expect(phone.getByTestId('phone-moved-to')).toHaveText(`New seat: table ${move.to.table}, seat ${move.to.seat}`)
  await expect(seat).toHaveAttribute('data-table', String(move.to.table))
  expect(await phone.evaluate(() => (window as unknown as { buzzed: number }).buzzed)).toBeGreaterThan(0)
  await phone.screenshot({ path: 'test-results/phone/moved-en.png', fullPage: true })

  // The director gives the new table its hall name (over the socket, named so): the open phone shows it beside the
  // number on the notice and the seat, the number staying what the floor calls out (§8.1, §8.5).
  await floor.cmd({ type: 'display.table.name', number: move.to.table, name: 'Window' })
  await expect(phone.getByTestId('phone-moved-to')).toHaveText(
    `New seat: table ${move.to.table} (Window), seat ${move.to.seat}`
  )
  await expect(phone.getByTestId('phone-table-name')).toHaveText('Window')
  await phone.screenshot({ path: 'test-results/phone/moved-named-en.png', fullPage: true })

  // RU: the same notice in Russian, from the language choice on the page.
  await phone.getByTestId('phone-language').selectOption('ru')
  await expect(notice).toContainText('Вас пересадили')
  await expect(phone.getByTestId('phone-moved-to')).toHaveText(
    `Новое место: стол ${move.to.table} (Window), место ${move.to.seat}`
  )
  await phone.screenshot({ path: 'test-results/phone/moved-ru.png', fullPage: true })
  await phone.getByTestId('phone-moved-ok').click()
  await expect(notice).toHaveCount(0)
  await phone.reload()
  await expect(phone.getByTestId('phone-seat')).toHaveAttribute('data-table', String(move.to.table))
  await expect(phone.getByTestId('phone-moved')).toHaveCount(0) // "Got it" is remembered too
  // The name taken away: the number alone again (the hall's names are the hall's, so the later flows see none).
  await floor.cmd({ type: 'display.table.name', number: move.to.table, name: '' })
  await expect(phone.getByTestId('phone-table-name')).toHaveCount(0)
  await phone.close()
  await display.close()
})

test('the structure with its colour-up note, the awards with the no-cash-prizes statement, RU and EN (§5.11)', async ({
  browser
}) => {
  const phone = await browser.newPage({ viewport: PHONE })
  await openPhone(phone, 'en')
  await phone.getByTestId('phone-tab-structure').click()
  const structure = phone.getByTestId('phone-structure')
  await expect(structure.getByTestId('phone-structure-level').first()).toContainText('Level 1')
  await expect(structure).toContainText('Colour-up: Colour up the 100 chips (chip race)')
  await phone.screenshot({ path: 'test-results/phone/structure-en.png', fullPage: true })
  await phone.getByTestId('phone-tab-results').click()
  await expect(phone.getByTestId('phone-no-cash')).toHaveText('This event has no cash prizes.')
  await expect(phone.getByTestId('phone-awards')).toContainText('Trophy and 100 rating points')
  await expect(phone.getByTestId('phone-eliminations')).toContainText('Last eliminated')
  await phone.getByTestId('phone-language').selectOption('ru')
  await expect(phone.getByTestId('phone-tab-structure')).toHaveText('Структура')
  await expect(phone.getByTestId('phone-eliminations')).toContainText('Последние выбывшие')
  await phone.getByTestId('phone-tab-structure').click()
  await expect(structure.getByTestId('phone-structure-level').first()).toContainText('Уровень 1')
  await phone.screenshot({ path: 'test-results/phone/structure-ru.png', fullPage: true })
  // The theme: dark and light, remembered by the phone.
  const theme = await phone.evaluate(() => document.documentElement.dataset.theme)
  await phone.getByTestId('phone-theme').click()
  const other = theme === 'dark' ? 'light' : 'dark'
  await expect(phone.locator('html')).toHaveAttribute('data-theme', other)
  await phone.reload()
  await expect(phone.locator('html')).toHaveAttribute('data-theme', other)
  if (other === 'light') await phone.getByTestId('phone-theme').click()
  await expect(phone.locator('html')).toHaveAttribute('data-theme', 'dark')
  await phone.getByTestId('phone-tab-clock').click()
  await phone.screenshot({ path: 'test-results/phone/clock-dark-ru.png', fullPage: true })
  await phone.close()
})

/** Every visible box with text of its own: inside the viewport's width, and no two overlapping. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const W = document.documentElement.clientWidth
    const out: string[] = []
    if (document.documentElement.scrollWidth > W + 0.5)
      out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${W}`)
    const boxes: { el: Element; r: DOMRect }[] = []
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const own = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '')
      const control = el instanceof HTMLInputElement || el instanceof HTMLSelectElement
      if (!own && !control) continue
      if (!(el as HTMLElement).checkVisibility() || el.closest('.phone__sr')) continue
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      const label = `${el.tagName.toLowerCase()}[${(el.textContent ?? '').trim().slice(0, 30)}]`
      if (r.left < -0.5 || r.right > W + 0.5)
        out.push(`${label} outside the width: ${Math.round(r.left)}–${Math.round(r.right)} of ${W}`)
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
        out.push(`${label} clipped`)
      boxes.push({ el, r })
    }
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!
        const b = boxes[j]!
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left)
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top)
        if (w > 1 && h > 1)
          out.push(
            `${a.el.tagName}[${a.el.textContent!.trim().slice(0, 20)}] overlaps ${b.el.tagName}[${b.el.textContent!.trim().slice(0, 20)}]`
          )
      }
    return out
  })
}

test('nothing on the phone page overflows or overlaps at 320, 390 and 430 px, RU and EN, through the final standings', async ({
  browser
}) => {
  // The floor (over the socket, scene set-up) eliminates down to the winner, confirming each move it proposes.
  for (const name of NAMES) {
    const pending = await answerButtons()
    if (pending) await floor.cmd({ type: 'seating.confirm', tournamentId, proposalId: pending.id })
    const left = await floor.query<{ name: string }[]>({ type: 'seating.list', tournamentId })
    if (left.length <= 1) break
    if (!left.some((r) => r.name === name)) continue
    await eliminate(name)
  }
  // The one still seated: which player that is depends on the random draw and the moves it caused.
  const winner = (await floor.query<{ name: string }[]>({ type: 'seating.list', tournamentId }))[0]!.name
  // The clock stops with the winner (a recorded hand pauses it; these single busts leave it to the floor).
  await floor
    .cmd({ type: 'clock.pause', tournamentId })
    .catch((e: Error) => expect(e.message).toMatch(/already paused/))
  for (const width of [320, 390, 430]) {
    const phone = await browser.newPage({ viewport: { width, height: 844 } })
    for (const language of ['en', 'ru'] as const) {
      if (language === 'en') await openPhone(phone, 'en')
      else await phone.getByTestId('phone-language').selectOption('ru')
      // A player with a long name as on the hall screen: find by name, the final standings mark where they finished.
      for (const tab of ['clock', 'structure', 'results', 'charts', 'series'] as const) {
        await phone.getByTestId(`phone-tab-${tab}`).click()
        if (tab === 'results') await expect(phone.getByTestId('phone-standings')).toBeVisible()
        if (tab === 'series') await expect(phone.getByTestId('phone-series-row')).toHaveCount(NAMES.length)
        // The winner paused the clock: the page says the tournament is complete, not "complete · Paused".
        if (tab === 'clock')
          await expect(phone.getByTestId('phone-level')).toHaveText(
            language === 'en' ? 'The tournament is complete' : 'Турнир завершён'
          )
        if (tab === 'clock' && language === 'en') {
          await phone.getByTestId('phone-find-input').fill(winner)
          await phone.getByTestId('phone-find-button').click()
          await expect(phone.getByTestId('phone-my-seat')).toBeVisible()
        }
        expect(await overflowing(phone), `${width} px, ${language}, ${tab}`).toEqual([])
        await phone.screenshot({ path: `test-results/phone/w${width}-${language}-${tab}.png`, fullPage: true })
      }
    }
    await phone.close()
  }
})

test('the series tab: the standings of the rating series and the player’s own rating and results (§12.13, §28.7)', async ({
  browser
}) => {
  // Runs after the evening above: every player has a place and the series points of this event.
  const phone = await browser.newPage({ viewport: PHONE })
  await openPhone(phone, 'en')
  await phone.getByTestId('phone-tab-series').click()
  await expect(phone.getByTestId('phone-series-standings')).toContainText('Winter League')
  await expect(phone.getByTestId('phone-series-mine')).toContainText('Find yourself on the Clock tab')
  // The winner of the only event leads with the points of place 1 of the announced table.
  const rows = phone.getByTestId('phone-series-row')
  await expect(rows).toHaveCount(NAMES.length)
  await expect(rows.first()).toContainText('1.')
  await expect(rows.first()).toContainText('100')
  // Found by name on the clock tab, the player reads their own rank, points and the result behind them.
  const standings = await floor.query<{ rows: { name: string; rank: number; points: number }[] }>({
    type: 'series.standings',
    seriesId: (await floor.query<{ id: string }[]>({ type: 'series.list' }))[0]!.id
  })
  // The winner is still seated, so the clock tab finds them by name (a player out is found by their seat card).
  const me = standings.rows[0]!
  await phone.getByTestId('phone-tab-clock').click()
  await phone.getByTestId('phone-find-input').fill(me.name)
  await phone.getByTestId('phone-find-button').click()
  await phone.getByTestId('phone-tab-series').click()
  await expect(phone.getByTestId('phone-series-my-rank')).toHaveText(
    `${me.name}: place ${me.rank}, ${me.points} points`
  )
  await expect(phone.getByTestId('phone-series-my-results')).toContainText('Phone Night')
  await expect(phone.locator('[data-testid="phone-series-row"][data-me="yes"]')).toContainText(me.name)
  await phone.screenshot({ path: 'test-results/phone/series-en.png', fullPage: true })
  await phone.getByTestId('phone-language').selectOption('ru')
  await expect(phone.getByTestId('phone-tab-series')).toHaveText('Серия')
  await expect(phone.getByTestId('phone-series-my-rank')).toContainText(me.name)
  await expect(phone.getByTestId('phone-series-my-rank')).toContainText('место')
  await phone.screenshot({ path: 'test-results/phone/series-ru.png', fullPage: true })
  await phone.close()
})

test('the registration desk’s confirmation and the printed seat cards carry the phone page’s QR code', async ({
  page
}) => {
  await openAdmin(page, hall)
  await createTournament(page, 'Desk Night')
  await page.getByRole('tab', { name: 'Registration desk' }).click()
  await registerNew(page, 'Guest One')
  const deskQr = page.getByTestId('desk-phone-qr')
  await expect(deskQr).toBeVisible()
  await expect(deskQr).toContainText('The player’s own page')
  const url = (await deskQr.getAttribute('data-url'))!
  expect(url).toMatch(/\/phone\.html#\/p\?t=/)
  const deskTournament = new URLSearchParams(url.split('?')[1]).get('t')!
  expect(deskTournament).not.toBe(tournamentId) // the code belongs to the tournament at the desk
  await page.screenshot({ path: 'test-results/phone/desk-qr.png', fullPage: true })

  // The seats are drawn over the admin socket (scene set-up); the print is opened from the seating tab.
  await drawOneTable(floor, deskTournament)
  await page.getByRole('tab', { name: 'Tables and seats' }).click()
  await page.getByRole('button', { name: 'Print seating list and seat cards' }).click()
  const card = page.getByTestId('seating-print').locator('.seat-card')
  await expect(card).toHaveCount(1)
  await expect(card.getByTestId('seat-card-qr')).toHaveAttribute('data-url', url)
  await expect(card).toContainText('type your name or this card’s number')
  await page.emulateMedia({ media: 'print' })
  await page.screenshot({ path: 'test-results/phone/seat-card-qr.png', fullPage: true })

  // The phone types the number on the card and is found by it.
  const number = /#(\d+)/.exec((await card.textContent())!)![1]!
  const phone = await page.context().browser()!.newPage({ viewport: PHONE })
  await phone.goto(url)
  await expect(phone.getByTestId('phone-tournament')).toHaveText('Desk Night')
  await phone.getByTestId('phone-find-input').fill(`#${number}`)
  await phone.getByTestId('phone-find-button').click()
  await expect(phone.getByTestId('phone-my-name')).toHaveText('Guest One')
  await expect(phone.getByTestId('phone-seat')).toHaveAttribute('data-table', '1')
  await phone.close()
})

test('a player not seated finds themself: registered before the draw, the seat after it, the place after the bust; the waiting list (§5.6)', async ({
  browser
}) => {
  // The scene is set over the admin socket (the floor's PC, named so): a new event with one re-entry while late
  // registration is open, capped at 6 players, an alternate on the waiting list; the phone is driven through its page.
  const created = await floor.cmd({
    type: 'tournament.create',
    fields: {
      name: 'Draw Night',
      date: '2026-12-03',
      venue: 'Hall A',
      discipline: 'holdem',
      bettingFormat: 'no-limit',
      startingStack: 30000
    }
  })
  const night = created.events[0]!.tournamentId!
  await floor.cmd({
    type: 'registration.setTerms',
    tournamentId: night,
    terms: {
      playerCap: 6,
      reentry: { maxPerPlayer: 1, untilLevel: null, chips: null },
      lateRegistration: { kind: 'level-end', level: 4 }
    }
  })
  const long = 'Aleksandra Konstantinopolskaya-Vasilyeva'
  const ids = new Map<string, { entryId: string; number: number | null }>()
  for (const [name, waitingList] of [
    [long, false],
    ['Boris', false],
    ['Vera', false],
    ['Gleb', false],
    ['Dina', false],
    ['Egor', false],
    ['Zoya', true]
  ] as const) {
    const player = await floor.cmd({
      type: 'player.create',
      fields: { displayName: name, ageConfirmed: true, rulesConsent: true, dataConsent: true }
    })
    const entry = await floor.cmd({
      type: 'entry.register',
      tournamentId: night,
      playerId: player.events[0]!.playerId,
      waitingList
    })
    const registered = entry.events.find((e) => e.type === 'entry.registered') as unknown as {
      entryId: string
      number: number
    }
    ids.set(name, registered)
  }
  const context = await browser.newContext()
  const res = await context.request.get(`${hall.baseUrl}/phone-link?t=${encodeURIComponent(night)}`)
  const url = ((await res.json()) as { url: string }).url
  await context.close()
  const open = async (): Promise<Page> => {
    const page = await browser.newPage({ viewport: PHONE })
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('set')) {
        localStorage.setItem('floorclock.language', 'en')
        sessionStorage.setItem('set', '1')
      }
    })
    await page.goto(url)
    await expect(page.getByTestId('phone-tournament')).toHaveText('Draw Night')
    return page
  }
  const findMe = async (page: Page, text: string): Promise<void> => {
    await page.getByTestId('phone-find-input').fill(text)
    await page.getByTestId('phone-find-button').click()
  }
  /** Nothing overflows at 320 px (the narrowest phone), then back to 390×844 for the screenshot. */
  const fits = async (page: Page, what: string): Promise<void> => {
    await page.setViewportSize({ width: 320, height: 844 })
    expect(await overflowing(page), `320 px: ${what}`).toEqual([])
    await page.setViewportSize(PHONE)
    expect(await overflowing(page), `390 px: ${what}`).toEqual([])
  }
  const status = (page: Page) => page.getByTestId('phone-status')

  // Before the draw: the player types the name (any case) and is told the seats are not drawn yet — not "not found".
  const phone = await open()
  // An event in no series has no series tab (the evening above, in a series, has one: §28.7).
  await expect(phone.getByTestId('phone-tab-results')).toBeVisible()
  await expect(phone.getByTestId('phone-tab-series')).toHaveCount(0)
  await findMe(phone, 'Nobody Here')
  await expect(phone.getByTestId('phone-find-message')).toContainText('No registered player has the name “Nobody Here”')
  await findMe(phone, long.toLowerCase())
  await expect(phone.getByTestId('phone-my-name')).toHaveText(long)
  await expect(status(phone)).toHaveAttribute('data-status', 'registered')
  await expect(status(phone)).toHaveText(
    'Registered — the seats are not drawn yet. Your seat will show here after the draw.'
  )
  await fits(phone, 'registered before the draw')
  await phone.screenshot({ path: 'test-results/phone/status-registered-en-390x844.png', fullPage: true })

  // The alternate is told they wait, and where on the list.
  const alternate = await open()
  await findMe(alternate, 'zoya')
  await expect(status(alternate)).toHaveAttribute('data-status', 'waiting')
  await expect(status(alternate)).toHaveText('On the waiting list: number 1. The desk calls you when a seat is free.')
  await fits(alternate, 'waiting list')
  await alternate.screenshot({ path: 'test-results/phone/status-waiting-en-390x844.png', fullPage: true })
  await alternate.close()

  // The floor draws the seats (over the socket): the remembered player sees the seat at once — a first seat, no move.
  await drawOneTable(floor, night)
  const seat = phone.getByTestId('phone-seat')
  await expect(seat).toHaveAttribute('data-table', '1')
  await expect(status(phone)).toHaveCount(0)
  await expect(phone.getByTestId('phone-moved')).toHaveCount(0)
  await phone.screenshot({ path: 'test-results/phone/status-seated-en-390x844.png', fullPage: true })

  // The alternate leaves the list and the player is eliminated (over the socket, scene set-up): the phone shows the
  // place instead of the seat, and the re-entry the desk would now take.
  await floor.cmd({ type: 'entry.withdraw', tournamentId: night, entryId: ids.get('Zoya')!.entryId })
  await floor.cmd({
    type: 'entry.eliminate',
    tournamentId: night,
    entryId: ids.get(long)!.entryId,
    level: 1,
    confirmedBy: 'Floor Ivan'
  })
  await expect(seat).toHaveCount(0)
  await expect(status(phone)).toHaveAttribute('data-status', 'out')
  await expect(phone.getByTestId('phone-status-text')).toHaveText('Out — place 6 of 6')
  await expect(phone.getByTestId('phone-reentry')).toHaveText(
    'Re-entry is open: you may re-enter at the registration desk.'
  )
  await expect(phone.getByTestId('phone-moved')).toHaveCount(0)
  await fits(phone, 'out, EN')
  await phone.screenshot({ path: 'test-results/phone/status-out-en-390x844.png', fullPage: true })
  // Remembered across a reload, and in Russian and Swedish.
  await phone.reload()
  await expect(phone.getByTestId('phone-status-text')).toHaveText('Out — place 6 of 6')
  await phone.getByTestId('phone-language').selectOption('ru')
  await expect(phone.getByTestId('phone-status-text')).toHaveText('Вы выбыли — место 6 из 6')
  await expect(phone.getByTestId('phone-reentry')).toContainText('Повторный вход открыт')
  await fits(phone, 'out, RU')
  await phone.screenshot({ path: 'test-results/phone/status-out-ru-390x844.png', fullPage: true })
  await phone.getByTestId('phone-language').selectOption('sv')
  await expect(phone.getByTestId('phone-status-text')).toHaveText('Utslagen — placering 6 av 6')
  await fits(phone, 'out, SV')
  await phone.close()

  // The number on the seat card finds the same: that player's place.
  const byCard = await open()
  await findMe(byCard, `#${ids.get(long)!.number}`)
  await expect(byCard.getByTestId('phone-my-name')).toHaveText(long)
  await expect(byCard.getByTestId('phone-status-text')).toHaveText('Out — place 6 of 6')
  await byCard.close()
})

test('a phone page of a tournament nobody created says so: the server refuses to follow it, the page tells the player', async ({
  browser
}) => {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('floorclock.language', 'en'))
  await page.goto(`${hall.baseUrl}/phone.html#/p?t=made-up-tournament`)
  await expect(page.getByTestId('phone-tournament')).toHaveText(
    'No tournament at this address. Scan the code on the hall screen again.'
  )
  await page.screenshot({ path: 'test-results/phone/no-such-tournament.png' })
  await context.close()
})
