import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import Database from 'better-sqlite3'
import { openFloor } from '../src/main/app/bootstrap'
import { operate } from '../src/main/app/operations'
import type { Session } from '../src/main/app/service'
import { DATABASE_FILE } from '../src/main/app/start/dataDir'
import { atMost, info, tempDataDir, type Bench, type Figure } from './harness'
import { BenchSocket } from './hallClient'
import { buttonsToRecord, proposalAfter } from './buttons'
import type { SeatingView } from '../src/shared/core/seating/views'
import { runSnapshotJob } from '../src/main/app/journal/snapshotJobs'
import { buildFingerprint } from '../src/main/app/journal/snapshotKeeper'
import { snapshotVersion } from '../src/main/store/snapshots'

const admin: Session = { role: 'admin', operator: 'Bench (TD)' }
/** BENCH_SERVE_JS: a copy of the build elsewhere (the shared out/ may be rebuilt while a 1M run takes minutes). */
const SERVE_JS = process.env.BENCH_SERVE_JS ?? path.resolve(__dirname, '../out/main/serve.js')
/** BENCH_STARTUP_SIZES=10000,100000 measures fewer sizes (a quick look); the target is on the 1M figure. */
const SIZES = process.env.BENCH_STARTUP_SIZES
  ? process.env.BENCH_STARTUP_SIZES.split(',').map(Number)
  : [10_000, 100_000, 1_000_000]
const DAY = 86_400_000

interface Row {
  stream: string
  type: string
  version: number
  data: string
  actor: string
  recorded_at: number
  occurred_at: number
  reason: string | null
}

/**
 * One realistic tournament recorded by the real service (zod, decide, evolve, the store): a structure with breaks,
 * 200 players imported and registered, 20 tables configured and drawn, the clock started, paused and resumed, and
 * 199 eliminations with the balancing moves the seating proposes, each confirmed, then the clock stopped. Its rows
 * are the template the journals of the bench are made of.
 */
export function templateTournament(): Row[] {
  const dir = tempDataDir('startup-template')
  let n = 0
  const floor = openFloor(dir, {
    newId: () => `b${(++n).toString(36)}x`,
    randomInt: (k) => (n * 7919) % Math.max(1, k)
  })
  const run = (command: Record<string, unknown>): Array<Record<string, unknown>> => {
    const r = floor.service.execute({ command }, admin)
    if (!r.ok) throw new Error(`${String(command.type)}: ${r.error.message}`)
    return r.value.events as never
  }
  const fields = {
    name: 'Friday Deepstack',
    date: '2026-11-28',
    venue: 'Hall A',
    discipline: 'holdem',
    bettingFormat: 'no-limit',
    startingStack: 30000
  }
  const tournamentId = run({ type: 'tournament.create', fields })[0]!.tournamentId as string
  const items = []
  for (let level = 1; level <= 24; level += 1) {
    items.push({ kind: 'level', seconds: 1200, smallBlind: 100 * level, bigBlind: 200 * level, ante: 0 })
    if (level % 4 === 0) items.push({ kind: 'break', seconds: 600, label: 'Break', colorUp: 'Race off the 100s' })
  }
  run({ type: 'clock.structure.set', tournamentId, structure: { items } })
  const rows = Array.from({ length: 200 }, (_, i) => ({ displayName: `Player ${i}`, clubId: `C-${i}` }))
  const entries = run({ type: 'player.import', rows }).map(
    (e) => run({ type: 'entry.register', tournamentId, playerId: e.playerId })[0]!.entryId as string
  )
  const tables = Array.from({ length: 20 }, (_, i) => ({ number: i + 1, seats: 10 }))
  run({
    type: 'seating.configure',
    tournamentId,
    tables,
    closingOrder: { kind: 'random' },
    rules: {},
    trackButtons: true
  })
  run({ type: 'seating.draw', tournamentId })
  run({ type: 'clock.start', tournamentId })
  for (let i = 0; entries.length > 1; i += 1) {
    const out = entries.splice((i * 37) % entries.length, 1)[0]!
    const level = 1 + (i >> 4)
    // A hand is recorded at a level the clock has reached (§26.14): the clock moves on (a break every 4 levels).
    if (i > 0 && i % 16 === 0) run({ type: 'clock.jump', tournamentId, index: level - 1 + ((level - 1) >> 2) })
    const events = run({ type: 'entry.eliminate', tournamentId, entryId: out, level, confirmedBy: 'Floor' })
    const proposed = events.find((e) => e.type === 'seating.proposed')
    if (proposed) {
      let proposalId = proposed.proposalId
      const view = floor.service.query({ type: 'seating.get', tournamentId }, admin)
      const buttons = view.ok ? buttonsToRecord(view.value as SeatingView) : null
      if (buttons) proposalId = proposalAfter(run({ type: 'seating.buttons', tournamentId, buttons }), proposalId)
      run({ type: 'seating.confirm', tournamentId, proposalId })
    }
    if (i % 40 === 0) {
      run({ type: 'clock.pause', tournamentId })
      run({ type: 'clock.resume', tournamentId })
    }
  }
  run({ type: 'clock.pause', tournamentId })
  floor.close()
  const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true })
  const template = db
    .prepare(`SELECT stream, type, version, data, actor, recorded_at, occurred_at, reason FROM events ORDER BY seq`)
    .all() as Row[]
  db.close()
  fs.rmSync(dir, { recursive: true, force: true })
  return template
}

/** Who plays the tournaments of a bench journal. */
export type JournalPlayers = 'returning' | 'new'
/** A club's regulars over a season: the players of `returning` journals. */
const REGULARS = 3000

/**
 * A journal of `size` records made of copies of the template, written with direct SQL inserts (recording a million
 * records command by command through the service would take far longer than a routine bench): each copy is another
 * tournament with its own entries, tables and proposals (every id renamed), a day after the one before. Its players:
 * - `new`, the worst case for the player database: every entry is a new player (200 a day, ~190,000 at 1M records);
 * - `returning`, as a club's season: the 200 of a day are drawn from 3,000 regulars, each created the first time he
 *   plays (the template's `player.created` record), registered again by the same id afterwards.
 * The records are the ones the floor writes; only the ids and times differ from copy to copy. The last copy is cut
 * short by the size, but not before its 20th elimination (a few hundred records more at most): a tournament seated and
 * in play, the one a hall display shows at the next start (`live`), its seated players' names on the screen.
 */
export function writeJournal(
  dir: string,
  template: readonly Row[],
  size: number,
  players: JournalPlayers = 'new'
): { written: number; live: string; players: number } {
  const floor = openFloor(dir)
  floor.close()
  const db = new Database(path.join(dir, DATABASE_FILE))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = OFF')
  const insert = db.prepare(
    `INSERT INTO events (stream, type, version, data, actor, recorded_at, occurred_at, reason)
     VALUES (@stream, @type, @version, @data, @actor, @recorded_at, @occurred_at, @reason)`
  )
  // The template's players in the order it created them: the k-th is the copy's k-th player.
  const playerIndex = new Map<string, number>()
  for (const row of template)
    if (row.type === 'player.created')
      playerIndex.set((JSON.parse(row.data) as { playerId: string }).playerId, playerIndex.size)
  // The last copy goes at least this far (its 20th elimination): seated and in play, whatever the size.
  let inPlay = 0
  for (let eliminated = 0; inPlay < template.length && eliminated < 20; inPlay += 1)
    if (template[inPlay]!.type === 'entry.eliminated') eliminated += 1
  const created = new Set<string>()
  let written = 0
  let live = ''
  db.transaction(() => {
    for (let copy = 0; written < size; copy += 1) {
      // Copy c's k-th player is regular (c·211 + k) mod 3,000: 200 different regulars a day, the field changing.
      const playerOf = (k: number): string =>
        players === 'returning' ? `r-${((copy * 211 + k) % REGULARS).toString(36)}` : `c${copy.toString(36)}-p${k}`
      const rename = (text: string): string =>
        text.replace(/"b([0-9a-z]+)x"/g, (_, id: string) => {
          const k = playerIndex.get(`b${id}x`)
          return k === undefined ? `"c${copy.toString(36)}-${id}"` : `"${playerOf(k)}"`
        })
      for (const [i, row] of template.entries()) {
        if (written >= size && i > inPlay) break
        const data = rename(row.data)
        if (row.type === 'player.created') {
          const id = (JSON.parse(data) as { playerId: string }).playerId
          if (created.has(id)) continue // a regular plays again: registered by the id he has
          created.add(id)
        }
        const stream = row.stream === 'players' ? row.stream : rename(`"${row.stream}"`).slice(1, -1)
        if (row.type === 'tournament.created') live = stream
        insert.run({
          ...row,
          stream,
          data,
          recorded_at: row.recorded_at + copy * DAY,
          occurred_at: row.occurred_at + copy * DAY
        })
        written += 1
      }
    }
  })()
  db.close()
  return { written, live, players: created.size }
}

interface TimedStart {
  /** Until the server answered its first request (HTTP, the page a screen loads first). */
  ms: number
  /** The server's own CPU time until then. */
  cpuMs: number
  /** Snapshot load and tail (or full replay) inside the server, from its log. */
  journalMs: number
  /** Until a hall display showing `live` received its first push with the clock, from the spawn. */
  clockMs: number
  /** The server's CPU time until then. */
  clockCpuMs: number
  stop: () => Promise<void>
  output: () => string
}

/** The server's own CPU time so far (user + system, from /proc): the machine's load does not count. */
function cpuOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(stat[11]) + Number(stat[12])) * 1000) / 100
}

/**
 * Spawn the hall server on `dir` and time it until it answers an HTTP request, then until a hall display (a
 * WebSocket client subscribed as DisplayApp does, to the tournament in play) has its first clock; it is stopped
 * afterwards. STARTUP_PROFILE=<dir> runs the server with --cpu-prof into that folder.
 */
async function timedStart(dir: string, live: string, env: Record<string, string> = {}): Promise<TimedStart> {
  const started = performance.now()
  const profile = process.env.STARTUP_PROFILE
  const child = spawn(
    process.execPath,
    [
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      SERVE_JS,
      '--port',
      '0',
      '--data-dir',
      dir,
      '--token',
      'bench-pin-1234'
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } }
  )
  let output = ''
  child.stdout.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr.on('data', (c: Buffer) => (output += c.toString()))
  const stop = (): Promise<void> =>
    new Promise<void>((resolve) => {
      // 'close': exited and its output read to the end (the log's lines included).
      if (child.exitCode !== null && child.stdout.closed && child.stderr.closed) return resolve()
      child.once('close', () => resolve())
      child.kill('SIGTERM')
    })
  try {
    return await measure()
  } catch (error) {
    await stop()
    throw error
  }

  async function measure(): Promise<TimedStart> {
    const base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the hall server did not start:\n${output}`)), 300_000)
      const look = (): void => {
        const match = /Clock:\s+(http:\/\/\S+)\/clock\b/.exec(output)
        if (match) {
          clearTimeout(timer)
          resolve(match[1]!)
        }
      }
      child.stdout.on('data', look)
      child.stderr.on('data', look)
      child.once('exit', (code) => reject(new Error(`the hall server exited with ${code}:\n${output}`)))
    })
    await new Promise<void>((resolve, reject) =>
      http
        .get(base, (res) => (res.resume(), res.statusCode === 200 ? resolve() : reject(new Error(`${res.statusCode}`))))
        .on('error', reject)
    )
    const ms = performance.now() - started
    const cpuMs = cpuOf(child.pid!)
    const display = await BenchSocket.open(base, { role: 'display' })
    const clocked = new Promise<void>((resolve) => {
      display.onPush = () => {
        for (const view of display.views.values())
          if ((view as { display?: { clock?: unknown } } | null)?.display?.clock) resolve()
      }
    })
    await display.subscribe({
      topic: 'screen',
      screenId: 'bench-screen',
      tournamentId: live,
      width: 1920,
      height: 1080
    })
    await clocked
    const clockMs = performance.now() - started
    const clockCpuMs = cpuOf(child.pid!)
    display.close()
    // How long the journal took inside the server (snapshot load and tail, or the full replay), from its log.
    const journalMs = Number(/"event":"journal\.started".*?"ms":(\d+)/.exec(output)?.[1] ?? NaN)
    return {
      ms,
      cpuMs,
      journalMs,
      clockMs,
      clockCpuMs,
      output: () => output,
      stop
    }
  }
}

/**
 * Wait until the server's worker wrote a snapshot at the end of the journal; its size in all (every part) and the
 * size of its player database part.
 */
async function snapshotWritten(
  dir: string,
  lastSeq: number,
  timeoutMs: number
): Promise<{ bytes: number; players: number }> {
  const until = Date.now() + timeoutMs
  const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true })
  try {
    for (;;) {
      const row = db.prepare('SELECT seq FROM snapshots ORDER BY seq DESC LIMIT 1').get() as { seq: number } | undefined
      if (row && row.seq >= lastSeq) {
        const all = db.prepare('SELECT sum(length(state)) AS bytes FROM snapshot_parts').get() as { bytes: number }
        const players = db
          .prepare(`SELECT length(state) AS bytes FROM snapshot_parts WHERE part = 'players' ORDER BY id DESC LIMIT 1`)
          .get() as { bytes: number }
        return { bytes: all.bytes, players: players.bytes }
      }
      if (Date.now() > until) throw new Error('no snapshot was written')
      await new Promise((r) => setTimeout(r, 200))
    }
  } finally {
    db.close()
  }
}

/** The two journals each size is measured on; BENCH_STARTUP_PLAYERS=returning (or new) measures one of them. */
const PLAYERS = (
  [
    ['returning', '3,000 returning players'],
    ['new', 'every entry a new player']
  ] as Array<[JournalPlayers, string]>
).filter(([players]) => !process.env.BENCH_STARTUP_PLAYERS || process.env.BENCH_STARTUP_PLAYERS === players)

/**
 * The hall server's start (spawned out/main/serve.js) on journals of 10k, 100k and 1M realistic records, each with
 * returning players (a club's season) and with every entry a new player (the largest player database): the first
 * start replays the whole journal (and its worker writes a snapshot in the background), the next starts load the
 * snapshot and replay only the tail. Each start is timed until it answers its first request and until a hall display
 * showing the tournament in play has its first clock; the targets are on the 1M figures.
 */
export const startupBench: Bench = async () => {
  if (!fs.existsSync(SERVE_JS)) throw new Error('out/main/serve.js is missing: run `npm run build`')
  const template = templateTournament()
  const figures: Figure[] = [info('template tournament (records per copy)', template.length, 'records')]
  for (const size of SIZES) {
    for (const [players, named] of PLAYERS) {
      const dir = tempDataDir(`startup-${size}-${players}`)
      try {
        const t0 = performance.now()
        const journal = writeJournal(dir, template, size, players)
        const at = `${label(size)}, ${named}`
        figures.push(info(`${at}: journal written by direct SQL inserts`, performance.now() - t0, 'ms'))
        figures.push(info(`${at}: players in the player database`, journal.players, 'players'))
        // The first start's worker writes the snapshot the next starts read. At its normal priority: at the idle one
        // (the server's default, the floor first) a loaded machine leaves it no CPU for many minutes at 1M records.
        const cold = await timedStart(dir, journal.live, { FLOORCLOCK_BACKGROUND_THREADS: 'normal' })
        const snapshot = await snapshotWritten(dir, journal.written, 1_200_000).finally(() => cold.stop())
        const warm: Array<TimedStart & { log: string }> = []
        for (let i = 0; i < 3; i += 1) {
          const again = await timedStart(dir, journal.live)
          await again.stop()
          warm.push({ ...again, log: again.output() })
          if (/"snapshotSeq":null/.test(again.output()))
            throw new Error(`the start did not use the snapshot:\n${again.output()}`)
        }
        const median = <K extends keyof TimedStart>(key: K): number =>
          (warm.map((w) => w[key] as number).sort((x, y) => x - y)[1] as number) ?? NaN
        figures.push(info(`${at}: cold start without a snapshot (full replay), first answered query`, cold.ms, 'ms'))
        figures.push(info(`${at}: cold start without a snapshot, first clock push to a display`, cold.clockMs, 'ms'))
        figures.push(info(`${at}: cold start, the journal's full replay inside the server`, cold.journalMs, 'ms'))
        figures.push(info(`${at}: snapshot size, all its parts`, Math.round(snapshot.bytes / 1024), 'KB'))
        figures.push(info(`${at}: of which the player database part`, Math.round(snapshot.players / 1024), 'KB'))
        const parked = Number(/"parked":(\d+)/.exec(warm[0]!.log)?.[1] ?? NaN)
        figures.push(info(`${at}: finished tournaments left in their parts at the start`, parked, 'tournaments'))
        const query = `${at}: first answered query after start, from the snapshot (median of 3)`
        const clock = `${at}: first clock push after start to a hall display, from the snapshot (median of 3)`
        const atTarget = size === 1_000_000
        figures.push(atTarget ? atMost(query, median('ms'), 'ms', 400) : info(query, median('ms'), 'ms'))
        figures.push(atTarget ? atMost(clock, median('clockMs'), 'ms', 1000) : info(clock, median('clockMs'), 'ms'))
        figures.push(info(`${at}: the server's CPU time until the first answered query`, median('cpuMs'), 'ms'))
        figures.push(info(`${at}: the server's CPU time until the first clock push`, median('clockCpuMs'), 'ms'))
        figures.push(info(`${at}: snapshot load and tail inside the server`, median('journalMs'), 'ms'))
        if (size === 100_000 && players === 'new') figures.push(...(await exportStall(dir)))
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    }
  }
  return figures
}

/**
 * An export of the newest tournament from a 100k-record journal, in-process (the operation the admin's export runs),
 * with the event loop watched meanwhile: its longest stall is how long the clock and the floor would have waited.
 */
export async function exportStall(dir: string): Promise<Figure[]> {
  // The server's snapshot is of its build; this process runs the sources: a snapshot of its own first, so the floor
  // below starts as the server does (finished tournaments and the player database left in their parts).
  runSnapshotJob({
    kind: 'snapshot',
    file: path.join(dir, DATABASE_FILE),
    version: snapshotVersion(buildFingerprint()),
    takenAt: Date.now()
  })
  const floor = openFloor(dir, { log: { info: () => {}, warn: () => {}, error: () => {} } })
  try {
    if (!floor.startedFrom?.snapshotSeq || !floor.startedFrom.parked)
      throw new Error(`the in-process floor did not start from part snapshots: ${JSON.stringify(floor.startedFrom)}`)
    // The newest complete tournament (the last copy may be cut short by the journal's size).
    const tournamentId = [...floor.service.current.tournaments.keys()].at(-2)!
    await new Promise((r) => setTimeout(r, 100))
    // Issue 15.4: the player database stays in its snapshot part until first read; that first read is a main-thread
    // stall of its own (measured here, before the export, so the export's figure is the export's).
    const p0 = process.cpuUsage()
    void floor.service.current.players.byId.size
    const p1 = process.cpuUsage(p0)
    const playersFirstRead = (p1.user + p1.system) / 1000
    // A probe every millisecond: the longest gap between two of its turns is the longest stall, in wall time (which
    // a loaded machine stretches) and in the CPU time the process spent in it (which it does not).
    let longestWall = 0
    let longestCpu = 0
    let lastWall = performance.now()
    let lastCpu = process.cpuUsage()
    const probe = setInterval(() => {
      const wall = performance.now()
      const cpu = process.cpuUsage(lastCpu)
      longestWall = Math.max(longestWall, wall - lastWall)
      longestCpu = Math.max(longestCpu, (cpu.user + cpu.system) / 1000)
      lastWall = wall
      lastCpu = process.cpuUsage()
    }, 1)
    const t0 = performance.now()
    const r = await operate(floor, { type: 'tournament.export', tournamentId }, admin)
    const ms = performance.now() - t0
    clearInterval(probe)
    if (!r.ok) throw new Error(r.error.message)
    const records = (r.value as { records: unknown[] }).records.length
    // The admin's tournament list: finished tournaments give their stored lines, unread.
    const l0 = process.cpuUsage()
    floor.service.query({ type: 'tournaments.list' }, admin)
    const l1 = process.cpuUsage(l0)
    // A view over every tournament (the history) reads every finished one out of its part.
    const h0 = process.cpuUsage()
    floor.service.query({ type: 'history.overview' }, admin)
    const h1 = process.cpuUsage(h0)
    return [
      info(
        '100k records: first read of the player database after a snapshot start, CPU, in-process',
        playersFirstRead,
        'ms'
      ),
      info(
        '100k records: the tournament list after a snapshot start, CPU, in-process',
        (l1.user + l1.system) / 1000,
        'ms'
      ),
      info(
        '100k records: the first history overview after a snapshot start (reads every part), CPU, in-process',
        (h1.user + h1.system) / 1000,
        'ms'
      ),
      info(`100k records: export of one tournament (${records} records), in-process`, ms, 'ms'),
      info('100k records: longest event-loop gap during the export, wall time, in-process', longestWall, 'ms'),
      atMost('100k records: longest main-thread stall during the export, CPU time, in-process', longestCpu, 'ms', 50)
    ]
  } finally {
    floor.close()
  }
}

function label(size: number): string {
  return size >= 1_000_000 ? `${size / 1_000_000}M records` : `${size / 1000}k records`
}
