import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import WebSocket from 'ws'
import { performance } from 'node:perf_hooks'
import { atMost, info, tempDataDir, type Bench, type Figure } from './harness'
import { BenchSocket, spawnHall } from './hallClient'
import { DisplayFleet } from './displayFleet'
import { subscriptionKey, type Subscription } from '../src/shared/contract/subscriptions'

const PIN = 'bench-pin-4242'
/** SOAK_TOURNAMENTS=30 plays a shorter season (a quick look); the target is on the 150. */
const TOURNAMENTS = Number(process.env.SOAK_TOURNAMENTS ?? 150)
/** The first reading: the process has warmed up (code compiled, caches and the heap at their working size). */
const WARM = 10
/**
 * Where the heap's growth per tournament is counted from: by then the server's code is mostly compiled (the compiler
 * keeps adding some for a while, which is not what the tournaments keep).
 */
const HEAP_FROM = 50
const DISPLAYS = 5
const PLAYERS_PER_TOURNAMENT = 6
/** The hall's regulars: each tournament registers a few of them (the player database does not grow with the season). */
const REGULARS = 30
/** Two one-second levels, then one long enough for the eliminations: two level changes per tournament. */
const STRUCTURE = {
  items: [
    { kind: 'level', seconds: 1, smallBlind: 100, bigBlind: 200 },
    { kind: 'level', seconds: 1, smallBlind: 200, bigBlind: 400 },
    { kind: 'level', seconds: 3600, smallBlind: 300, bigBlind: 600 }
  ]
}
const LAST_LEVEL = STRUCTURE.items.length - 1
/**
 * What a finished tournament may still cost in memory once parked: its line in the tournament list and the name of its
 * part, ~2 KB. Kept whole, one of these costs ~16 KB here (six players; ~80 KB at forty).
 */
const HEAP_PER_TOURNAMENT_KB = 8
/** The server is left this long without commands before its memory is read (pushes, snapshots, parking settle). */
const QUIET_MS = 3000

/** The resident set of a process in MB (Linux /proc; `ps` elsewhere). */
export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1])
    if (Number.isFinite(kb)) return kb / 1024
  } catch {
    // not Linux
  }
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim()
    ) / 1024
  )
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** A free local port (for the server's inspector). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * The server's own V8, through its inspector (the server runs with `--inspect` on a local port): a full garbage
 * collection before each reading, so the figures are what the server keeps, not when its collector last ran.
 */
class Inspector {
  private nextId = 1
  private readonly waiting = new Map<number, (result: unknown) => void>()

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { id?: number; result?: unknown }
      if (message.id !== undefined) this.waiting.get(message.id)?.(message.result)
    })
  }

  static async open(port: number): Promise<Inspector> {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{
      webSocketDebuggerUrl: string
    }>
    const ws = new WebSocket(targets[0]!.webSocketDebuggerUrl)
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    return new Inspector(ws)
  }

  private call<T>(method: string): Promise<T> {
    const id = this.nextId++
    return new Promise<T>((resolve) => {
      this.waiting.set(id, (result) => {
        this.waiting.delete(id)
        resolve(result as T)
      })
      this.ws.send(JSON.stringify({ id, method }))
    })
  }

  /** Collect garbage (twice: what the first frees may free more), then the heap in use, in MB. */
  async heapAfterGc(): Promise<number> {
    await this.call('HeapProfiler.collectGarbage')
    await this.call('HeapProfiler.collectGarbage')
    const usage = await this.call<{ usedSize: number }>('Runtime.getHeapUsage')
    return usage.usedSize / 1024 / 1024
  }

  close(): void {
    this.ws.close()
  }
}

/**
 * A season in one process: the real hall server (out/main/serve.js) plays 150 small tournaments one
 * after another, as a hall does over months without a restart — create, register six of the regulars, draw one table,
 * put it on the hall display, start a clock of two one-second levels, wait until the clock is in its third level,
 * eliminate to a winner and approve the results. Five hall displays (their own process, bench/displayFleet.ts) follow
 * the displayed tournament the whole time, and the admin keeps open what a director's screens show (the tournament
 * list, the displays page, and the current tournament's page, desk, seating and results, moving on with each
 * tournament). The server's memory is read after 10, 50 and 150 tournaments, each time after a quiet moment and a full
 * garbage collection (through its inspector): its resident set (RSS) after 150 against after 10, and what its
 * JavaScript heap kept per tournament from the 50th on. A finished tournament kept whole costs some 25 KB at six
 * players, which RSS (100+ MB of code, SQLite's cache and two heaps) barely shows over a season of small tournaments;
 * the heap per tournament shows it. Every display must have shown every level of every tournament (the clock's level
 * changes pushed at their boundary).
 */
async function soak(): Promise<Figure[]> {
  const dir = tempDataDir('soak')
  const inspectPort = await freePort()
  const hall = await spawnHall(dir, PIN, {}, [`--inspect=127.0.0.1:${inspectPort}`])
  const pid = hall.child.pid!
  let fleet: DisplayFleet | null = null
  const admin = await BenchSocket.open(hall.baseUrl, { role: 'admin', token: PIN, operator: 'Bench (TD)' })
  const inspector = await Inspector.open(inspectPort)
  /** After a quiet moment and a full collection: the server's resident set and its JavaScript heap. */
  const reading = async (): Promise<{ rss: number; heap: number }> => {
    await sleep(QUIET_MS)
    const heap = await inspector.heapAfterGc()
    return { rss: rssMb(pid), heap }
  }
  try {
    const empty = await reading()
    const run = async (command: Record<string, unknown>): Promise<Array<Record<string, unknown>>> =>
      (await admin.command(command)).events
    const regulars: string[] = []
    for (let i = 0; i < REGULARS; i += 1) {
      const [created] = await run({
        type: 'player.create',
        fields: { displayName: `Regular ${i + 1}` },
        allowDuplicate: true
      })
      regulars.push(created!.playerId as string)
    }
    await admin.subscribe({ topic: 'tournaments' })
    await admin.subscribe({ topic: 'screens' })
    fleet = await DisplayFleet.start(hall.baseUrl, undefined, DISPLAYS)

    let open: string[] = []
    const played: string[] = []
    let warm = empty
    let settled = empty
    const started = performance.now()
    for (let n = 1; n <= TOURNAMENTS; n += 1) {
      const date = new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)
      const [created] = await run({
        type: 'tournament.create',
        fields: {
          name: `Season night ${n}`,
          date,
          venue: 'Hall A',
          discipline: 'holdem',
          bettingFormat: 'no-limit',
          startingStack: 20000
        }
      })
      const tournamentId = created!.tournamentId as string
      played.push(tournamentId)
      // The director's screens move on to tonight's tournament.
      for (const key of open) await admin.request({ kind: 'unsubscribe', key })
      open = []
      for (const topic of ['tournament', 'display', 'registration', 'seating', 'results']) {
        const subscription = { topic, tournamentId } as Subscription
        await admin.subscribe(subscription)
        open.push(subscriptionKey(subscription))
      }
      await run({ type: 'clock.structure.set', tournamentId, structure: STRUCTURE })
      const entries: string[] = []
      for (let i = 0; i < PLAYERS_PER_TOURNAMENT; i += 1) {
        const playerId = regulars[(n * PLAYERS_PER_TOURNAMENT + i) % REGULARS]!
        const events = await run({ type: 'entry.register', tournamentId, playerId })
        entries.push(events.find((e) => e.type === 'entry.registered')!.entryId as string)
      }
      await run({
        type: 'seating.configure',
        tournamentId,
        tables: [{ number: 1, seats: 9 }],
        closingOrder: { kind: 'published', order: [1] },
        rules: {}
      })
      await run({ type: 'seating.draw', tournamentId })
      await run({ type: 'tournament.display', tournamentId })
      await run({ type: 'clock.start', tournamentId })
      const display = subscriptionKey({ topic: 'display', tournamentId })
      await until(admin, () => (admin.views.get(display) as Shown | undefined)?.clock?.reading.index === LAST_LEVEL)
      for (const entryId of entries.slice(1)) {
        await run({
          type: 'results.recordHand',
          tournamentId,
          level: LAST_LEVEL + 1,
          confirmedBy: 'Floor',
          busts: [{ entryId, startStack: 20000 }]
        })
      }
      await run({ type: 'results.approve', tournamentId })
      if (n === Math.min(WARM, TOURNAMENTS)) warm = await reading()
      if (n === Math.min(HEAP_FROM, TOURNAMENTS)) settled = await reading()
    }
    const seconds = (performance.now() - started) / 1000
    const end = await reading()

    // Every display showed every level of every tournament (the first level, then each change at its boundary).
    const seen = await fleet.levels()
    const expected = played.length * (LAST_LEVEL + 1)
    const missed = seen.map((byTournament) =>
      played.reduce((n, id) => n + (LAST_LEVEL + 1 - new Set(byTournament[id] ?? []).size), 0)
    )
    const worstMissed = Math.max(...missed)
    const later = played.length - Math.min(HEAP_FROM, played.length)
    return [
      info('soak: tournaments played through one server', played.length, 'tournaments'),
      info('soak: season time', seconds, 's'),
      info('soak: server RSS empty', empty.rss, 'MB'),
      info(`soak: server RSS after ${WARM} tournaments`, warm.rss, 'MB'),
      info(`soak: server RSS after ${played.length} tournaments`, end.rss, 'MB'),
      atMost(`soak: RSS after ${played.length} / RSS after ${WARM}`, end.rss / warm.rss, '×', 1.25),
      info(`soak: server JS heap after ${WARM} tournaments (after a full GC)`, warm.heap, 'MB'),
      info(`soak: server JS heap after ${played.length} tournaments (after a full GC)`, end.heap, 'MB'),
      atMost(
        `soak: JS heap kept per tournament after the first ${HEAP_FROM}`,
        later > 0 ? ((end.heap - settled.heap) * 1024) / later : 0,
        'KB',
        HEAP_PER_TOURNAMENT_KB
      ),
      info(`soak: levels shown per display (of ${expected})`, expected - worstMissed, 'levels'),
      atMost('soak: levels a display missed (worst display)', worstMissed, 'levels', 0)
    ]
  } finally {
    inspector.close()
    admin.close()
    await fleet?.close()
    await hall.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Resolves once `done` holds after a push to `socket` (throws after 10 s). */
function until(socket: BenchSocket, done: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.onPush = null
      reject(new Error('the clock did not reach its last level in 10 s'))
    }, 10_000)
    const look = (): void => {
      if (!done()) return
      clearTimeout(timer)
      socket.onPush = null
      resolve()
    }
    socket.onPush = look
    look()
  })
}

type Shown = { clock?: { reading: { index: number } } | null }

export const soakBench: Bench = soak
