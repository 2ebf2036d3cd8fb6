import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openAdmin } from './support/adminPage'
import { adminSocket, drawOneTable } from './support/adminSocket'
import { CYRILLIC_NAMES, SCENE_STRUCTURE, SceneFloor } from './support/displayScenes'
import { keepShot, readGeometry, SIZES } from './support/geometry'

/**
 * §28, §28.9: the admin's Federation page shows the federation points of the hall's players as pulled, "as of" the
 * pull, in the chosen language, and the hall display shows tonight's players' points before the start. The hall is the
 * real hall server in Chromium; the federation is `npm run federation` on PGlite in a temporary folder. The
 * tournaments are created, played and approved over the admin socket (named so); the pull is the admin page's button.
 */
const TOKEN = 'e2e-federation-points-token'
// The federation's first start (npm, tsx, PGlite) takes seconds alone and much longer on a busy shared machine.
test.describe.configure({ mode: 'serial', timeout: 200_000 })
let hall: HallProcess
/** The hall's players by public name, kept for the second test's tournament. */
const playerIds = new Map<string, string>()
let federation: { child: ChildProcess; url: string; dataDir: string }
test.beforeAll(async () => {
  federation = await startFederation()
  hall = await startHall()
})
test.afterAll(async () => {
  await hall?.stop()
  if (federation) {
    await stopGroup(federation.child)
    fs.rmSync(federation.dataDir, { recursive: true, force: true })
  }
})

async function startFederation(): Promise<{ child: ChildProcess; url: string; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-federation-points-e2e-'))
  const args = ['run', 'federation', '--', '--data', dataDir, '--port', '0', '--admin-token', TOKEN]
  const child = spawn('npm', args, {
    cwd: path.resolve(__dirname, '../..'),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await expect
    .poll(() => (/federation listening on/.test(output) ? 'listening' : `${child.exitCode ?? 'running'}: ${output}`), {
      timeout: 150_000
    })
    .toBe('listening')
  return { child, url: /federation listening on (http:\/\/[\d.]+:\d+)/.exec(output)![1]!, dataDir }
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    process.kill(-child.pid!, 'SIGTERM')
  })
}

async function admin(route: string, body: unknown): Promise<void> {
  const response = await fetch(`${federation.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify(body)
  })
  expect(response.status, await response.clone().text()).toBe(201)
}

/** A no-limit hold'em tournament of the hall, created over an admin socket; its id. */
async function holdem(
  socket: { cmd(command: Record<string, unknown>): Promise<{ events: Array<{ tournamentId?: string }> }> },
  name: string,
  date: string
): Promise<string> {
  const fields = { name, date, venue: 'Hall A', discipline: 'holdem', bettingFormat: 'no-limit', startingStack: 30000 }
  return (await socket.cmd({ type: 'tournament.create', fields })).events[0]!.tournamentId!
}

test('the Federation page shows the hall players’ federation points as of the pull, in Russian', async ({ page }) => {
  await admin('/api/series', { name: 'Кубок федерации', formula: { kind: 'preset', preset: 'sqrt', base: 10 } })
  const socket = await adminSocket(hall, 'Anna Director')
  const tournamentId = await holdem(socket, 'Federation Cup', '2026-11-28')
  const entries: string[] = []
  for (const displayName of ['Anna', 'Boris', 'Vera']) {
    const player = await socket.cmd({
      type: 'player.create',
      fields: {
        displayName,
        fullName: '',
        participantNumber: '',
        clubId: '',
        contact: '',
        ageConfirmed: true,
        rulesConsent: true,
        dataConsent: true,
        notes: ''
      }
    })
    playerIds.set(displayName, player.events[0]!.playerId!)
    const entry = await socket.cmd({ type: 'entry.register', tournamentId, playerId: player.events[0]!.playerId })
    entries.push(entry.events[0]!.entryId!)
  }
  await drawOneTable(socket, tournamentId)
  for (const entryId of [entries[2]!, entries[1]!])
    await socket.cmd({
      type: 'results.recordHand',
      tournamentId,
      level: 1,
      confirmedBy: 'Floor Ivan',
      busts: [{ entryId }]
    })
  await socket.cmd({ type: 'results.approve', tournamentId })
  socket.close()

  await openAdmin(page, hall, 'Anna Director', 'ru')
  await page.getByTestId('nav-federation').click()
  await expect(page.getByTestId('federation-points')).toHaveCount(0)
  await expect(page.getByText('Из федерации ещё ничего не загружено.')).toBeVisible()
  // The federation's administrator registers the hall by the join code the page shows; then the address is set.
  await admin('/api/halls', {
    name: 'Hall A',
    publicKey: (await page.getByTestId('federation-join-code').textContent())!
  })
  await page.getByTestId('federation-url').fill(federation.url)
  await page.getByTestId('federation-save').click()
  // The publication reaches the federation on its own; "Pull now" brings the points back.
  await expect(page.getByTestId('publication-state')).toHaveText('Принято', { timeout: 15_000 })
  await page.getByTestId('federation-pull-now').click()
  const rows = page.getByTestId('federation-points-row')
  await expect(rows).toHaveCount(3)
  await expect(rows.first()).toContainText('Anna')
  await expect(rows.first().getByTestId('federation-points-points')).toHaveText(/^\d+(,\d+)? очк(о|а|ов)$/)
  await expect(page.getByTestId('federation-points-series')).toContainText('Кубок федерации · 1 турнир')
  await expect(page.getByTestId('federation-points-as-of')).toContainText('По состоянию на')
  await page.screenshot({ path: 'test-results/federation/points-ru.png', fullPage: true })
})

test('before the start the hall display shows tonight’s players’ federation points, whole at every screen size', async ({
  page
}) => {
  // Runs after the test above: the hall has pulled the federation's standings (Anna, Boris, Vera are ranked).
  const socket = await adminSocket(hall, 'Anna Director')
  const tournamentId = await holdem(socket, 'Federation Cup, round 2', '2026-11-29')
  for (const name of ['Vera', 'Boris'])
    await socket.cmd({ type: 'entry.register', tournamentId, playerId: playerIds.get(name) })
  await socket.cmd({ type: 'clock.structure.set', tournamentId, structure: SCENE_STRUCTURE })
  await socket.cmd({ type: 'tournament.display', tournamentId })

  await page.goto(hall.clockUrl)
  const panel = page.getByTestId('hall-federation')
  await expect(panel).toBeVisible()
  // The federation's series, the pull's time; the players of tonight in the federation's order, with their points.
  await expect(panel.locator('h2')).toContainText('Кубок федерации')
  const rows = panel.locator('li')
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText('Boris')
  await expect(rows.nth(1)).toContainText('Vera')
  await expect(panel).not.toContainText('Anna')
  const everySize = async (phase: string): Promise<void> => {
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height })
      await page.evaluate(
        () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
      )
      await expect(panel).toBeVisible()
      const { violations } = await readGeometry(page)
      const shot = `test-results/federation/hall-panel-${phase}-${width}x${height}.png`
      await keepShot(page, shot, width, violations.length > 0)
      expect(violations, `${phase}, ${width}×${height}`).toEqual([])
    }
  }
  await everySize('before-start')
  // In play the strip keeps to the floor's lists; on the break the points are back.
  await socket.cmd({ type: 'clock.start', tournamentId })
  await expect(page.getByTestId('clock-face')).toHaveAttribute('data-status', 'running')
  await expect(panel).toHaveCount(0)
  await socket.cmd({ type: 'clock.jump', tournamentId, index: 2 })
  await everySize('break')
  socket.close()
})

test('on a crowded break — a table just broken, the last eliminated, long names — the federation panel and every list stay whole', async ({
  page
}) => {
  // Runs after the tests above (the hall has pulled: Anna, Boris and Vera are ranked). The scene is set over the admin
  // socket (named so): the geometry of what the screen shows is the point here.
  const floor = await SceneFloor.open(hall)
  // Tonight's ranked players under the longest public names the hall may give them (§28.9 shows the name here).
  for (const [i, name] of ['Anna', 'Boris', 'Vera'].entries())
    await floor.cmd(
      { type: 'player.edit', playerId: playerIds.get(name), changes: { displayName: CYRILLIC_NAMES[i] } },
      { reason: 'The player asked for the full name on the hall display' }
    )
  const tournamentId = await holdem(floor, 'Кубок федерации, третий этап', '2026-11-30')
  await floor.cmd({ type: 'clock.structure.set', tournamentId, structure: SCENE_STRUCTURE })
  const entries: string[] = []
  // Boris and Vera still sit in round 2 (on its break): a second seat tonight is the director's call (§6.9).
  for (const name of ['Anna', 'Boris', 'Vera'])
    entries.push(
      (
        await floor.cmd(
          { type: 'entry.register', tournamentId, playerId: playerIds.get(name), override: name !== 'Anna' },
          name !== 'Anna' ? { reason: 'Round 2 is on its break; the director seats them in round 3 too' } : undefined
        )
      ).events[0]!.entryId!
    )
  for (let i = 3; i < 24; i += 1) {
    const displayName = `${CYRILLIC_NAMES[i % CYRILLIC_NAMES.length]!}${i >= CYRILLIC_NAMES.length ? ' 2' : ''}`
    const playerId = (await floor.cmd({ type: 'player.create', fields: { displayName }, allowDuplicate: true }))
      .events[0]!.playerId!
    entries.push((await floor.cmd({ type: 'entry.register', tournamentId, playerId })).events[0]!.entryId!)
  }
  // Three tables of their own (the hall's table 1 belongs to the first test's tournament).
  await floor.cmd({
    type: 'seating.configure',
    tournamentId,
    tables: [21, 22, 23].map((number) => ({ number, seats: 9 })),
    closingOrder: { kind: 'published', order: [21, 22, 23] },
    rules: {}
  })
  await floor.cmd({ type: 'seating.draw', tournamentId })
  await floor.cmd({ type: 'tournament.display', tournamentId })
  await floor.start(tournamentId)
  // Five players out, two from two tables and one from the third (none of the ranked three), so no balancing move
  // yet; on the break a sixth, and the table that leaves is broken (§9.2): all its players' moves at one moment, on the
  // screen for their 45 seconds with the last eliminated.
  const ranked = new Set(entries.slice(0, 3))
  const atTable = (await floor.seating(tournamentId)).tables.map((x) =>
    x.seats.flatMap((seat) => (seat.entryId && !ranked.has(seat.entryId) ? [seat.entryId] : []))
  )
  const out = (entryId: string) =>
    floor.cmd({ type: 'entry.eliminate', tournamentId, entryId, level: 1, confirmedBy: 'Floor Ivan' })
  for (const [table, k] of [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 1],
    [1, 1]
  ] as const)
    await out(atTable[table]![k]!)
  expect((await floor.seating(tournamentId)).pending).toBeNull()
  await floor.cmd({ type: 'clock.jump', tournamentId, index: 2 })
  await out(atTable[2]![1]!)
  const proposal = (await floor.seating(tournamentId)).pending
  expect(proposal?.kind).toBe('break')
  await floor.cmd({ type: 'seating.confirm', tournamentId, proposalId: proposal!.id })

  // The strip pages its lists (the seat changes, the last eliminated, then the federation's): one screen per size,
  // all at once, each checked when the federation's panel comes round on it, while the moves are still in the strip.
  await Promise.all(
    SIZES.map(async ([width, height]) => {
      const screen = await page.context().newPage()
      await screen.setViewportSize({ width, height })
      await screen.goto(hall.clockUrl)
      const panel = screen.getByTestId('hall-federation')
      await expect(panel).toBeVisible({ timeout: 40_000 })
      await expect(screen.getByTestId('hall-moves')).toBeAttached()
      await expect(screen.getByTestId('hall-last-eliminations')).toBeAttached()
      await expect(panel.locator('li')).toHaveCount(3)
      await expect(panel).toContainText(CYRILLIC_NAMES[0]!)
      const { violations } = await readGeometry(screen)
      const shot = `test-results/federation/hall-crowded-break-${width}x${height}.png`
      await keepShot(screen, shot, width, violations.length > 0)
      expect.soft(violations, `crowded break, ${width}×${height}`).toEqual([])
      await screen.close()
    })
  )
  floor.close()
})
