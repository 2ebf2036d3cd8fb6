import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import WebSocket from 'ws'
import { openFloor } from '../src/main/app/bootstrap'
import { operate } from '../src/main/app/operations'
import type { Session } from '../src/main/app/service'
import { startHallServer } from '../src/main/hall/server'
import { clockAt } from '../src/shared/core/clock/reading'
import { itemStarts, type StructureInput } from '../src/shared/core/clock/structure'
import type { PublicDisplay } from '../src/shared/core/views/tournament'
import { PushReplicas } from '../src/shared/contract/patch'
import { atMost, info, percentile, tempDataDir, type Bench, type Figure } from './harness'

const admin: Session = { role: 'admin', operator: 'bench' }
const STATIC_DIR = path.resolve(__dirname, '../out/renderer')
const fields = {
  name: 'Bench Cup',
  date: '2026-11-28',
  venue: 'Hall',
  discipline: 'holdem',
  bettingFormat: 'no-limit',
  startingStack: 30000
}

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

function setUpTournament(floor: ReturnType<typeof openFloor>, items: StructureInput['items']): string {
  const created = must(floor.service.execute({ command: { type: 'tournament.create', fields } }, admin))
  const id = (created.events[0] as { tournamentId: string }).tournamentId
  must(
    floor.service.execute({ command: { type: 'clock.structure.set', tournamentId: id, structure: { items } } }, admin)
  )
  return id
}

/** Level changes through the real service + level timer + hall server WebSocket, seen by a display client. */
async function levelChangeLatency(): Promise<Figure[]> {
  const dir = tempDataDir('clock')
  const floor = openFloor(dir)
  const levels = 24
  const items = Array.from({ length: levels }, (_, i) => ({
    kind: 'level' as const,
    seconds: 1,
    smallBlind: 100 * (i + 1),
    bigBlind: 200 * (i + 1)
  }))
  const id = setUpTournament(floor, items)
  const server = await startHallServer({
    service: floor.service,
    operate: (input, session) => operate(floor, input, session),
    staticDir: STATIC_DIR,
    port: 0,
    adminToken: () => 'bench-pin'
  })
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`)
  const latencies: number[] = []
  let lastIndex = -1
  const replicas = new PushReplicas()
  const done = new Promise<void>((resolve) => {
    ws.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as { kind: string; key?: string; value?: unknown }
      if (frame.kind === 'welcome')
        ws.send(JSON.stringify({ kind: 'subscribe', id: 1, subscription: { topic: 'display' } }))
      if (frame.kind !== 'push') return
      const received = floor.clock.now()
      // Pushes are versioned patches after the first whole view (issue 15.5): rebuilt as the display rebuilds them.
      const view = replicas.receive(frame.key!, frame.value, () => {
        throw new Error('the display view missed a push')
      })?.value as PublicDisplay | undefined
      const clock = view?.clock
      if (!clock) return
      const index = clock.reading.index
      if (clock.reading.status === 'running' && index !== lastIndex && lastIndex >= 0 && clock.structure) {
        const due = clock.anchorAt + (itemStarts(clock.structure)[index]! - clock.anchorPosition)
        latencies.push(received - due)
      }
      if (clock.reading.status === 'running') lastIndex = index
      if (index === levels - 1 && clock.reading.status === 'running') resolve()
    })
  })
  ws.on('open', () => ws.send(JSON.stringify({ kind: 'hello', role: 'display' })))
  await new Promise((r) => setTimeout(r, 300))
  must(floor.service.execute({ command: { type: 'clock.start', tournamentId: id } }, admin))
  // A display that never sees the last level (a changed contract) fails the bench rather than hanging it.
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    done,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('the display saw no level change to the last level in 60 s')), 60_000)
    })
  ]).finally(() => clearTimeout(timer))
  ws.close()
  await server.close()
  floor.close()
  fs.rmSync(dir, { recursive: true, force: true })
  return [
    info('level changes observed over WebSocket', latencies.length, 'changes'),
    atMost('level change published after due time (median)', percentile(latencies, 50), 'ms', 50),
    atMost('level change published after due time (worst)', Math.max(...latencies), 'ms', 50)
  ]
}

/**
 * 12 hours of play with pauses, ±minute adjustments and a set-remaining, through the real service and SQLite, then
 * rebuilt from the journal: the reading at each sample must equal an independent exact schedule (sum of running
 * intervals plus adjustments). Reports the largest difference in ms.
 */
function drift(): Figure[] {
  const dir = tempDataDir('drift')
  let now = Date.UTC(2026, 10, 28, 12, 0, 0)
  const clock = { now: () => now }
  const floor = openFloor(dir, { clock })
  const items: StructureInput['items'] = []
  for (let i = 0; i < 36; i += 1) {
    items.push({ kind: 'level', seconds: 1200, smallBlind: 100 * (i + 1), bigBlind: 200 * (i + 1) })
    if (i % 4 === 3) items.push({ kind: 'break', seconds: 900, label: '' })
  }
  const id = setUpTournament(floor, items)
  const lengths = items.map((i) => i.seconds * 1000)
  let total = lengths.reduce((a, b) => a + b, 0)
  // The independent model: played ms of structure time.
  let played = 0
  let running = false
  let lastAt = now
  const expectedAt = (t: number): number => Math.min(total, played + (running ? t - lastAt : 0))
  const settle = (): void => {
    played = expectedAt(now)
    lastAt = now
  }
  const run = (command: object): void => {
    must(floor.service.execute({ command: { tournamentId: id, ...command } }, admin))
  }
  const samples: number[] = []
  const check = (): void => {
    const t = floor.service.current.tournaments.get(id)!
    const r = clockAt(t, now)
    const expected = expectedAt(now)
    let start = 0
    let index = 0
    while (index < lengths.length - 1 && start + lengths[index]! <= expected) start += lengths[index++]!
    const expectedRemaining = expected >= total ? 0 : start + lengths[index]! - expected
    samples.push(Math.abs(r.remainingMs - expectedRemaining) + (r.index === index ? 0 : 1e9))
  }
  run({ type: 'clock.start' })
  running = true
  lastAt = now
  let seed = 7
  const rand = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed % n
  }
  const end = now + 12 * 3_600_000
  while (now < end) {
    now += 1 + rand(180_000) // up to 3 minutes, any millisecond
    check()
    const action = rand(10)
    if (action === 0 && running) {
      settle()
      run({ type: 'clock.pause' })
      running = false
    } else if (action === 1 && !running) {
      settle()
      run({ type: 'clock.resume' })
      running = true
    } else if (action === 2 && expectedAt(now) < total) {
      settle()
      // ±1 minute stays within the current item: mirror that rule in the model (src/shared/core/clock/decide.ts).
      let start = 0
      let index = 0
      while (index < lengths.length - 1 && start + lengths[index]! <= played) start += lengths[index++]!
      const delta = rand(2) === 0 ? 60 : -60
      // Issue 14.4: a minute added that would reach back before the item's start lengthens the item instead.
      if (delta > 0 && played - delta * 1000 < start) {
        lengths[index] = Math.min(86_400_000, lengths[index]! + delta * 1000)
        total = lengths.reduce((a, b) => a + b, 0)
      } else played = Math.min(start + lengths[index]!, Math.max(start, played - delta * 1000))
      run({ type: 'clock.adjust', seconds: delta })
    }
  }
  floor.close()
  const reopened = openFloor(dir, { clock })
  const rebuilt = clockAt(reopened.service.current.tournaments.get(id)!, now)
  const live = floor.service.current.tournaments.get(id)!
  const rebuildDiff =
    Math.abs(rebuilt.remainingMs - clockAt(live, now).remainingMs) +
    (rebuilt.index === clockAt(live, now).index ? 0 : 1e9)
  reopened.close()
  fs.rmSync(dir, { recursive: true, force: true })
  return [
    info('12-hour run: samples checked', samples.length, 'samples'),
    atMost('drift vs exact schedule over 12 h with pauses and adjustments (worst)', Math.max(...samples), 'ms', 0),
    atMost('drift after rebuilding from the journal', rebuildDiff, 'ms', 0)
  ]
}

/** In Chromium: when the displayed second changes vs the true boundary, and CPU of the clock view over 30 s. */
async function browserFigures(): Promise<Figure[]> {
  if (!fs.existsSync(path.join(STATIC_DIR, 'index.html')))
    throw new Error('out/renderer is missing: run `npx electron-vite build` first')
  const dir = tempDataDir('clockview')
  const floor = openFloor(dir)
  const id = setUpTournament(floor, [{ kind: 'level', seconds: 3600, smallBlind: 100, bigBlind: 200 }])
  const server = await startHallServer({
    service: floor.service,
    operate: (input, session) => operate(floor, input, session),
    staticDir: STATIC_DIR,
    port: 0,
    adminToken: () => 'bench-pin'
  })
  must(floor.service.execute({ command: { type: 'clock.start', tournamentId: id } }, admin))
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required']
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
    await page.goto(`${server.baseUrl}/#/clock`)
    await page.getByTestId('clock-time').waitFor()
    // Record the browser wall time of every change of the displayed second (DOM commit, then the next frame).
    // Page-side code as a string: this file is type-checked without the DOM library.
    await page.evaluate(`(() => {
      const el = document.querySelector('[data-testid="clock-time"]')
      window.__changes = []
      new MutationObserver(() => {
        // Date.now(): the same wall clock the client's server-offset estimate is based on.
        const at = Date.now() + (performance.now() % 1)
        const seconds = Number(el.getAttribute('data-seconds'))
        requestAnimationFrame(() => window.__changes.push({ at, frame: Date.now(), seconds }))
      }).observe(el, { characterData: true, childList: true, subtree: true, attributes: true })
    })()`)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Performance.enable')
    const taskDuration = async (): Promise<number> => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }
      return metrics.find((m) => m.name === 'TaskDuration')!.value
    }
    const before = await taskDuration()
    const started = Date.now()
    await new Promise((r) => setTimeout(r, 30_000))
    const cpu = ((await taskDuration()) - before) / ((Date.now() - started) / 1000)
    const all = (await page.evaluate('window.__changes')) as { at: number; frame: number; seconds: number }[]
    // The first seconds after page load run on the first server-offset estimates (the ping burst is still refining
    // them); a hall display runs for hours, so the target applies after a 3-second warm-up, and the warm-up's worst
    // is printed for information.
    const warmUntil = all.length > 0 ? all[0]!.at + 3000 : 0
    const warmUp = all.filter((c) => c.at < warmUntil)
    const changes = all.filter((c) => c.at >= warmUntil)
    const t = floor.service.current.tournaments.get(id)!
    const endsAt = t.clock.anchorAt + (3_600_000 - t.clock.anchorPosition)
    const skew =
      floor.clock instanceof Object && 'wallSkewMs' in floor.clock
        ? (floor.clock as { wallSkewMs(): number }).wallSkewMs()
        : 0
    // Server time of a browser wall reading = wall − skew. The displayed value s is due at endsAt − s·1000.
    const commit = changes.map((c) => c.at - skew - (endsAt - c.seconds * 1000))
    if (process.env.BENCH_VERBOSE)
      process.stdout.write(`second changes (ms after boundary): ${commit.map((x) => x.toFixed(1)).join(' ')}\n`)
    const frame = changes.map((c) => c.frame - skew - (endsAt - c.seconds * 1000))
    const warmUpWorst = Math.max(0, ...warmUp.map((c) => Math.abs(c.at - skew - (endsAt - c.seconds * 1000))))
    return [
      info('displayed second, first 3 s after page load (worst)', warmUpWorst, 'ms'),
      info('displayed-second changes observed after warm-up', changes.length, 'changes'),
      atMost(
        'displayed second changes after the true boundary (worst after warm-up, DOM commit)',
        Math.max(...commit.map(Math.abs)),
        'ms',
        17
      ),
      info('displayed second: median after the boundary (DOM commit)', percentile(commit, 50), 'ms'),
      atMost(
        'displayed second changes after the true boundary (worst after warm-up, next frame)',
        Math.max(...frame.map(Math.abs)),
        'ms',
        17
      ),
      atMost('clock view CPU over 30 s of a running level (renderer main thread)', cpu * 100, '% of a core', 1)
    ]
  } finally {
    await browser.close()
    await server.close()
    floor.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

export const clockBench: Bench = async () => {
  return [...drift(), ...(await levelChangeLatency()), ...(await browserFigures())]
}
