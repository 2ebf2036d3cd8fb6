/**
 * `npx tsx scripts/federation-screenshots.ts [OUT_DIR]`: the federation's public site with published results, as the
 * README shows it — the standings page and a tournament's page, in English, at 1280×800 and on a phone (390×844), in
 * Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium). Writes `federation-*.png` to OUT_DIR (test-results/ by
 * default); the chosen ones are copied into docs/screenshots/ by hand. FULL_PAGE=1 takes whole pages (to review them).
 * Also the standings at 5 rows a page (page 3, and a search in Swedish), to check the paging's width on both screens.
 *
 * The federation is the real service (src/federation's HTTP server, checks and store, on PGlite in memory); the halls
 * are in-memory floors playing real tournaments through the core (tests/federation/support/hallTournament.ts), signing
 * them with their own keys and publishing over HTTP, one of them corrected after its approval (version 2, §28.14).
 */
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { openDatabase } from '../src/federation/db/database'
import { migrate } from '../src/federation/db/migrate'
import { federationServer } from '../src/federation/http/server'
import { generateHallKeys } from '../src/federation/publication'
import { correctAfterApproval, hallFloor, playTournament, publish } from '../tests/federation/support/hallTournament'

const TOKEN = 'screenshots'
const out = path.resolve(process.argv[2] ?? 'test-results')

const HALLS = [
  {
    name: 'Nevsky Card Club',
    players: ['Anna Petrova', 'Boris Ivanov', 'Vera Sokolova', 'Gleb Orlov', 'Daria Kim', 'Egor Smirnov'],
    events: ['Friday Deepstack', 'Sunday Bounty']
  },
  {
    name: 'Göteborg Poker Hall',
    players: ['Astrid Berg', 'Erik Lund', 'Freja Holm', 'Gustav Ek', 'Hanna Nyström', 'Ivar Sjöberg', 'Julia Ekdahl'],
    events: ['Monday Freezeout', 'Weekend Main Event']
  },
  {
    name: 'Minsk Open Floor',
    players: ['Dmitri Volkov', 'Elena Kozlova', 'Fedor Belov', 'Galina Zueva', 'Igor Pavlov'],
    events: ['Minsk Open — Main Event']
  },
  {
    name: 'Riga Riverside',
    players: ['Janis Ozols', 'Liga Berzina', 'Martins Kalns', 'Ilze Liepa', 'Karlis Vitols', 'Zane Krumina'],
    events: ['Riverside Classic', 'Turbo Thursday']
  }
]

async function main(): Promise<void> {
  const db = await openDatabase({ dataDir: 'memory://' })
  await migrate(db)
  const server = federationServer(db, { adminToken: TOKEN })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The same site at 5 rows a page: the paging and the search, checked for width as the others (not for the README).
  const paged = federationServer(db, { adminToken: TOKEN, pageRows: 5 })
  await new Promise<void>((resolve) => paged.listen(0, '127.0.0.1', resolve))
  const pagedBase = `http://127.0.0.1:${(paged.address() as AddressInfo).port}`
  const call = async (route: string, body: unknown): Promise<unknown> => {
    const response = await fetch(base + route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify(body)
    })
    const answer = (await response.json()) as unknown
    if (response.status >= 300 || (answer as { state?: string }).state === 'refused')
      throw new Error(`${route}: ${JSON.stringify(answer)}`)
    return answer
  }
  try {
    await call('/api/series', { name: 'Baltic season 2026', formula: { kind: 'preset', preset: 'sqrt', base: 10 } })
    let day = 1
    let corrected: number | null = null
    for (const hall of HALLS) {
      const keys = generateHallKeys()
      await call('/api/halls', { name: hall.name, publicKey: keys.publicKey })
      const floor = hallFloor(hall.name.split(' ')[0])
      const players = new Map<string, string>()
      for (const [i, name] of hall.events.entries()) {
        // Each event a different field: the hall's regulars, rotated, one sitting out now and then.
        const field = hall.players
          .slice(i)
          .concat(hall.players.slice(0, i))
          .slice(0, hall.players.length - i)
        const date = `2026-11-${String((day += 2)).padStart(2, '0')}`
        const played = playTournament(floor, field, { name, date, players })
        await call('/api/publications', publish(played, keys))
        if (corrected === null) {
          correctAfterApproval(played, 'The third and fourth places were recorded the wrong way round')
          await call(
            '/api/publications',
            publish(played, keys, 2, 'The third and fourth places were recorded the wrong way round')
          )
          corrected = day
        }
      }
    }
    const index = await (await fetch(`${base}/?lang=en`)).text()
    // The corrected one: its page shows the history of versions with the reason (§28.14).
    const tournament = /href="(\/t\/\d+)[^"]*">Friday Deepstack</.exec(index)?.[1]
    if (!tournament) throw new Error('no tournament link on the standings page')

    fs.mkdirSync(out, { recursive: true })
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu']
    })
    try {
      const shots = [
        { name: 'standings', url: base + '/?lang=en' },
        { name: 'tournament', url: `${base}${tournament}?lang=en` },
        { name: 'standings-paged', url: pagedBase + '/?lang=en&page=3' },
        { name: 'standings-found', url: pagedBase + '/?lang=sv&find=an', language: 'sv' }
      ]
      const screens = [
        { name: '1280x800', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false },
        { name: '390x844', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true }
      ]
      for (const screen of screens) {
        const context = await browser.newContext({
          viewport: screen.viewport,
          deviceScaleFactor: screen.deviceScaleFactor,
          isMobile: screen.isMobile,
          hasTouch: screen.isMobile
        })
        const tab = await context.newPage()
        for (const shot of shots) {
          await tab.goto(shot.url)
          // Nothing may push the page past the screen (a 64-digit seed did on a phone): tables scroll inside themselves.
          const overflow = (await tab.evaluate(() => document.documentElement.scrollWidth)) - screen.viewport.width
          if (overflow > 0) throw new Error(`${shot.url} at ${screen.name} is ${overflow}px wider than the screen`)
          const file = path.join(out, `federation-${shot.name}-${shot.language ?? 'en'}-${screen.name}.png`)
          await tab.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' })
          console.log(file)
        }
        await context.close()
      }
    } finally {
      await browser.close()
    }
  } finally {
    for (const s of [server, paged]) {
      s.closeAllConnections()
      s.close()
    }
    await db.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
