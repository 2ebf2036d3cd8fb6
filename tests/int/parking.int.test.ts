import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { openFloor, type Floor } from '../../src/main/app/bootstrap'
import { DATABASE_FILE } from '../../src/main/app/start/dataDir'
import { memoryLogger } from '../../src/main/app/log'
import type { Session } from '../../src/main/app/service'
import { runSnapshotJob } from '../../src/main/app/journal/snapshotJobs'
import type { SnapshotRunner } from '../../src/main/app/journal/snapshotKeeper'
import { PartedTournaments } from '../../src/main/store/snapshotsLazy'
import { LiveViews } from '../../src/main/app/views/liveViews'
import { canonicalState } from '../support/canonicalState'
import { mainEvent } from '../support/fixtures'
import { FuzzClock, removeDataDir } from '../support/fuzz/target'
import { fuzzDataDir } from '../support/fuzz/hall'
import { startHall, type HallProcess } from '../support/hallProcess'
import { TestSocket } from '../support/wsClient'

/**
 * Flat over a season: a finished tournament whose results are approved leaves memory while the server runs
 * (it goes to its snapshot part, as finished tournaments do at a start) and is read back when someone opens it; a
 * correction after the approval reads it back, and the next approval parks it again. Through the real hall server
 * (out/main/serve.js) and, for the parking rules one by one, through the real Floor on a real SQLite file (the
 * snapshot jobs run in-process instead of in the worker thread: the same functions).
 */
const admin: Session = { role: 'admin', operator: 'Anna (TD)' }
const STRUCTURE = {
  items: [1, 2, 3].map((level) => ({ kind: 'level', seconds: 1200, smallBlind: 100 * level, bigBlind: 200 * level }))
}

const halls: HallProcess[] = []
const floors: Floor[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const floor of floors.splice(0)) floor.close()
  for (const hall of halls.splice(0)) await hall.stop()
  for (const dir of dirs.splice(0)) removeDataDir(dir)
})

/** An admin connection to the real hall server: commands, queries and operations, throwing on a refusal. */
async function adminOf(hall: HallProcess) {
  const socket = await TestSocket.open(hall.baseUrl)
  await socket.hello('admin', hall.pin, 'Anna (TD)')
  const ask = async <T>(frame: Record<string, unknown>): Promise<T> => {
    const reply = await socket.request(frame)
    if (!reply.result.ok) throw new Error(`${JSON.stringify(frame).slice(0, 120)}: ${reply.result.error.message}`)
    return reply.result.value as T
  }
  return {
    socket,
    cmd: (command: Record<string, unknown>, meta?: Record<string, unknown>) =>
      ask<{ events: Array<Record<string, string>> }>({
        kind: 'command',
        envelope: { command, ...(meta ? { meta } : {}) }
      }).then((v) => v.events),
    query: <T = unknown>(query: Record<string, unknown>) => ask<T>({ kind: 'query', query }),
    operate: <T = unknown>(operation: Record<string, unknown>) => ask<T>({ kind: 'operation', operation }),
    close: () => socket.close()
  }
}
type Admin = Awaited<ReturnType<typeof adminOf>>

/** The `tournament.parked` lines the server logged so far. */
function parkedLines(hall: HallProcess): Array<{ tournamentId: string; inParts: number }> {
  return hall
    .output()
    .split('\n')
    .filter((line) => line.includes('"tournament.parked"'))
    .map((line) => JSON.parse(line) as { tournamentId: string; inParts: number })
}

function sql(dir: string, statement: string): void {
  const db = new Database(path.join(dir, DATABASE_FILE))
  try {
    db.prepare(statement).run()
  } finally {
    db.close()
  }
}

async function until<T>(what: string, look: () => T | undefined | false, ms = 20_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const found = look()
    if (found) return found
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** What a director opens about one tournament: its page, results, protocol (document and CSV) and its export. */
async function opened(a: Admin, tournamentId: string): Promise<Record<string, unknown>> {
  // `displayed` says whether the hall display shows it now: the display moved on, which is not the tournament.
  const { displayed: _displayed, ...detail } = (await a.query({ type: 'tournament.get', tournamentId })) as Record<
    string,
    unknown
  >
  return {
    detail,
    results: await a.query({ type: 'results.get', tournamentId }),
    // `generatedAt` is when the protocol was asked for, not what it says.
    protocol: { ...(await a.query<object>({ type: 'results.protocol', tournamentId })), generatedAt: null },
    csv: await a.query({ type: 'results.protocol', tournamentId, format: 'csv' }),
    export: await a.operate({ type: 'tournament.export', tournamentId })
  }
}

/** What spans the season: history, a player's history and detail, the series standings, the tournament list. */
async function season(ask: (query: Record<string, unknown>) => Promise<unknown>, playerId: string, seriesId: string) {
  return {
    overview: await ask({ type: 'history.overview' }),
    player: await ask({ type: 'history.player', playerId }),
    detail: await ask({ type: 'player.get', playerId }),
    standings: await ask({ type: 'series.standings', seriesId }),
    list: await ask({ type: 'tournaments.list' })
  }
}

describe('approved tournaments leave memory while the hall server runs (§28.12)', () => {
  it('each approved tournament is parked and answers as before when opened; a correction after approval reads it back and parks it again; a restart answers the same', async () => {
    const hall = await startHall()
    halls.push(hall)
    const a = await adminOf(hall)
    // The director's screens stay open all evening: the tournament list and the displays page (both list every
    // tournament, and must not read the parked ones back).
    for (const topic of ['tournaments', 'screens']) {
      const reply = await a.socket.request({ kind: 'subscribe', subscription: { topic } })
      expect(reply.result.ok).toBe(true)
    }
    const players: string[] = []
    for (const name of ['Anna', 'Boris', 'Vera', 'Gleb'])
      players.push((await a.cmd({ type: 'player.create', fields: { displayName: name } }))[0]!.playerId!)
    const seriesId = (
      await a.cmd({
        type: 'series.create',
        name: 'Spring League',
        formula: { kind: 'table', points: [100, 60, 30, 10], beyond: 0, applyCoefficient: false, decimals: 2 },
        rules: { tieBreaks: ['wins'] },
        finalTableSize: 9
      })
    )[0]!.seriesId!

    const played: string[] = []
    const before = new Map<string, Record<string, unknown>>()
    for (const night of [1, 2, 3]) {
      const tournamentId = (
        await a.cmd({ type: 'tournament.create', fields: { ...mainEvent, name: `Spring ${night}` } })
      )[0]!.tournamentId!
      // The display moves on to tonight's tournament: last night's, approved, may now leave memory.
      await a.cmd({ type: 'tournament.display', tournamentId })
      await a.cmd({ type: 'series.attach', seriesId, tournamentId })
      await a.cmd({ type: 'clock.structure.set', tournamentId, structure: STRUCTURE })
      const entries: string[] = []
      for (const playerId of players) {
        const events = await a.cmd({ type: 'entry.register', tournamentId, playerId })
        entries.push(events.find((e) => e.type === 'entry.registered')!.entryId!)
      }
      await a.cmd({
        type: 'seating.configure',
        tournamentId,
        tables: [{ number: 1, seats: 9 }],
        closingOrder: { kind: 'published', order: [1] },
        rules: {}
      })
      await a.cmd({ type: 'seating.draw', tournamentId })
      await a.cmd({ type: 'clock.start', tournamentId })
      // A different winner each night; the last hand pauses the clock (finished).
      const order = [...entries.slice(night), ...entries.slice(0, night)]
      for (const entryId of order.slice(0, 3))
        await a.cmd({
          type: 'results.recordHand',
          tournamentId,
          level: 1,
          confirmedBy: 'Floor',
          busts: [{ entryId, startStack: 30000 }]
        })
      await a.cmd({ type: 'results.approve', tournamentId })
      // Still on the hall display: in memory. What the director sees of it now is the reference.
      before.set(tournamentId, await opened(a, tournamentId))
      played.push(tournamentId)
    }
    const next = (await a.cmd({ type: 'tournament.create', fields: { ...mainEvent, name: 'Spring 4' } }))[0]!
      .tournamentId!
    await a.cmd({ type: 'tournament.display', tournamentId: next })

    // Each approved tournament is parked once the display no longer shows it, and they stay parked together.
    await until('three tournaments parked', () => new Set(parkedLines(hall).map((l) => l.tournamentId)).size === 3)
    expect(new Set(parkedLines(hall).map((l) => l.tournamentId))).toEqual(new Set(played))
    await new Promise((resolve) => setTimeout(resolve, 300)) // pushes of the lists after the last park
    expect(parkedLines(hall).at(-1)!.inParts).toBe(3)
    // Opened afterwards: read back from its part, exactly what it answered before.
    for (const tournamentId of played) expect(await opened(a, tournamentId)).toEqual(before.get(tournamentId))

    // §28.12: a correction after approval — reopened with a reason, a hand undone and entered again, approved again.
    const first = played[0]!
    const results = (await a.query({ type: 'results.get', tournamentId: first })) as {
      hands: Array<{ handId: string; entries: Array<{ entryId: string }> }>
    }
    const lastHand = results.hands[0]!
    const reason = { reason: 'The last hand was entered before the river' }
    await a.cmd({ type: 'results.reopen', tournamentId: first }, reason)
    await a.cmd({ type: 'results.undoHand', tournamentId: first, handId: lastHand.handId }, reason)
    await a.cmd(
      {
        type: 'results.recordHand',
        tournamentId: first,
        // The level the undone hand was played at, which the clock has reached (§26.14).
        level: 1,
        confirmedBy: 'Floor',
        busts: [{ entryId: lastHand.entries[0]!.entryId, startStack: 30000 }]
      },
      reason
    )
    await a.cmd({ type: 'results.approve', tournamentId: first })
    await until('the corrected tournament parked again', () =>
      parkedLines(hall).some((l, i) => i >= 3 && l.tournamentId === first)
    )
    const corrected = await opened(a, first)
    expect(corrected.results).toMatchObject({ reopenings: [{ reason: reason.reason }], reopened: false })
    expect(corrected).not.toEqual(before.get(first))
    const running = await season((q) => a.query(q), players[0]!, seriesId)
    a.close()
    await hall.stop()

    // The truth: the same journal folded whole, nothing parked (a copy without its snapshots, in this process).
    const copy = fuzzDataDir()
    dirs.push(copy)
    for (const suffix of ['', '-wal'])
      if (fs.existsSync(path.join(hall.dataDir, DATABASE_FILE + suffix)))
        fs.copyFileSync(path.join(hall.dataDir, DATABASE_FILE + suffix), path.join(copy, DATABASE_FILE + suffix))
    sql(copy, 'DELETE FROM snapshots')
    const truth = openFloor(copy, { log: memoryLogger() })
    floors.push(truth)
    expect(truth.startedFrom).toMatchObject({ snapshotSeq: null })
    const truthAsk = (query: Record<string, unknown>): Promise<unknown> => {
      const r = truth.service.query(query, admin)
      if (!r.ok) throw new Error(r.error.message)
      return Promise.resolve(r.value)
    }
    expect(running).toEqual(await season(truthAsk, players[0]!, seriesId))

    // A restart rebuilds the same: the finished tournaments stay in their parts, and every answer is the truth's.
    const again = await startHall({ dataDir: hall.dataDir, pin: hall.pin })
    halls.push(again)
    const started = again
      .output()
      .split('\n')
      .find((line) => line.includes('"journal.started"'))
    expect(JSON.parse(started!)).toMatchObject({ parked: 3 })
    const b = await adminOf(again)
    expect(await season((q) => b.query(q), players[0]!, seriesId)).toEqual(running)
    expect(await opened(b, first)).toEqual(corrected)
    for (const tournamentId of played.slice(1)) expect(await opened(b, tournamentId)).toEqual(before.get(tournamentId))
    b.close()
  }, 120_000)
})

const inProcess: SnapshotRunner = (job) => Promise.resolve(runSnapshotJob(job))

/** The real Floor on a real SQLite file; the sweep is called by the test (its timer would wait a minute). */
function openHere(dir: string, clock: FuzzClock): Floor & { log: ReturnType<typeof memoryLogger> } {
  let id = 0
  const log = memoryLogger()
  const floor = openFloor(dir, {
    clock,
    log,
    newId: () => `p${(++id).toString(36)}-${clock.time.toString(36)}`,
    randomInt: (n) => (id * 7919) % Math.max(1, n),
    snapshots: { every: 1_000_000, idleDelayMs: 3_600_000, run: inProcess },
    parking: { sweepMs: 3_600_000 }
  })
  floors.push(floor)
  return Object.assign(floor, { log })
}

function run(floor: Floor, command: Record<string, unknown>, reason?: string): Array<Record<string, string>> {
  const r = floor.service.execute({ command, ...(reason ? { meta: { reason } } : {}) }, admin)
  if (!r.ok) throw new Error(`${String(command.type)}: ${r.error.message}`)
  return r.value.events as never
}

/** A tournament of four played to a winner (the clock stops at the last hand); approved unless told not to. */
function playNight(floor: Floor, name: string, approve = true): string {
  const id = run(floor, { type: 'tournament.create', fields: { ...mainEvent, name } })[0]!.tournamentId!
  run(floor, { type: 'clock.structure.set', tournamentId: id, structure: STRUCTURE })
  const entries = ['A', 'B', 'C', 'D'].map((p) => {
    const playerId = run(floor, {
      type: 'player.create',
      fields: { displayName: `${name} ${p}` },
      allowDuplicate: true
    })[0]!.playerId!
    return run(floor, { type: 'entry.register', tournamentId: id, playerId }).find(
      (e) => e.type === 'entry.registered'
    )!.entryId!
  })
  run(floor, { type: 'clock.start', tournamentId: id })
  for (const entryId of entries.slice(1))
    run(floor, {
      type: 'results.recordHand',
      tournamentId: id,
      level: 1,
      confirmedBy: 'Floor',
      busts: [{ entryId, startStack: 30000 }]
    })
  if (approve) run(floor, { type: 'results.approve', tournamentId: id })
  return id
}

/** The parking looks after the current burst of commands, and waits for the snapshot it asked for. */
async function settle(floor: Floor): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await new Promise((resolve) => setImmediate(resolve))
    await floor.snapshots.settled()
  }
}

function parted(floor: Floor): PartedTournaments {
  const map = floor.service.current.tournaments
  expect(map).toBeInstanceOf(PartedTournaments)
  return map as PartedTournaments
}

describe('the parking rules, one by one, on the real Floor', () => {
  it('an approved tournament is parked once the display moves on; the lists do not read it back; a read brings it back until a sweep finds it unread', async () => {
    const dir = fuzzDataDir()
    dirs.push(dir)
    const floor = openHere(dir, new FuzzClock())
    const noop = (): void => {}
    for (const topic of ['tournaments', 'screens'])
      expect(floor.service.subscribe({ topic }, admin, noop).ok).toBe(true)
    const monday = playNight(floor, 'Monday')
    await settle(floor)
    // Shown on the hall display: it stays in memory.
    expect(parted(floor).parkedDigest(monday)).toBeUndefined()
    const inMemory = canonicalState(floor.service.current.tournaments.get(monday))
    const tuesday = playNight(floor, 'Tuesday')
    run(floor, { type: 'tournament.display', tournamentId: tuesday })
    await settle(floor)
    // The floor records on; the lists (every tournament's line) are pushed again without reading Monday back.
    run(floor, { type: 'tournament.create', fields: { ...mainEvent, name: 'Wednesday' } })
    floor.service.flushViews()
    const digest = parted(floor).parkedDigest(monday)
    expect(digest).toEqual(expect.any(String))
    // The plain computations the hub checks the pushed lists against when the floor is quiet read none either.
    const views = new LiveViews({
      state: () => floor.service.current,
      recordsAfter: (seq) => floor.store.readAll(seq),
      now: () => floor.service.now(),
      levelSource: () => floor.service.levelSource,
      screens: () => []
    })
    for (const topic of ['tournaments', 'screens'] as const) views.plain({ topic })
    expect(parted(floor).parkedDigest(monday)).toBe(digest)
    expect(floor.log.lines.filter((l) => l.event === 'tournament.parked')).toEqual([
      expect.objectContaining({ tournamentId: monday, inParts: 1 })
    ])

    // Opened: read back exactly as it was in memory.
    expect(floor.service.query({ type: 'results.get', tournamentId: monday }, admin).ok).toBe(true)
    expect(parted(floor).parkedDigest(monday)).toBeUndefined()
    expect(canonicalState(floor.service.current.tournaments.get(monday))).toBe(inMemory)
    // Read since the last sweep: it stays; unread through a whole sweep: back to the same part, without a snapshot.
    const written = floor.snapshots.written.length
    floor.parking.sweep()
    expect(parted(floor).parkedDigest(monday)).toBeUndefined()
    floor.parking.sweep()
    expect(parted(floor).parkedDigest(monday)).toBe(digest)
    expect(floor.snapshots.written.length).toBe(written)
  }, 60_000)

  it('§28.12: reopened after approval it is read back and stays; approved again it is parked again, as corrected', async () => {
    const dir = fuzzDataDir()
    dirs.push(dir)
    const floor = openHere(dir, new FuzzClock())
    const monday = playNight(floor, 'Monday')
    const tuesday = playNight(floor, 'Tuesday')
    run(floor, { type: 'tournament.display', tournamentId: tuesday })
    await settle(floor)
    const first = parted(floor).parkedDigest(monday)
    expect(first).toEqual(expect.any(String))

    run(floor, { type: 'results.reopen', tournamentId: monday }, 'Places 2 and 3 were swapped')
    await settle(floor)
    floor.parking.sweep()
    floor.parking.sweep()
    // Changed by a record: a read-back copy it is not; reopened: not approved. It stays in memory.
    expect(parted(floor).parkedDigest(monday)).toBeUndefined()
    run(floor, { type: 'results.approve', tournamentId: monday })
    await settle(floor)
    const again = parted(floor).parkedDigest(monday)
    expect(again).toEqual(expect.any(String))
    expect(again).not.toBe(first)
    // What it holds is the corrected tournament: a reopening and a second approval.
    const results = floor.service.query({ type: 'results.get', tournamentId: monday }, admin)
    expect(results).toMatchObject({ ok: true, value: { reopened: false, approvals: [{}, {}] } })
  }, 60_000)

  it('a finished tournament nobody approves is parked once nothing was recorded about it for half an hour', async () => {
    const dir = fuzzDataDir()
    dirs.push(dir)
    const clock = new FuzzClock()
    const floor = openHere(dir, clock)
    const monday = playNight(floor, 'Monday', false)
    const tuesday = run(floor, { type: 'tournament.create', fields: { ...mainEvent, name: 'Tuesday' } })[0]!
      .tournamentId!
    run(floor, { type: 'tournament.display', tournamentId: tuesday })
    await settle(floor)
    floor.parking.sweep()
    await settle(floor)
    expect(parted(floor).parkedDigest(monday)).toBeUndefined()
    clock.advance(31 * 60_000)
    floor.parking.sweep()
    await settle(floor)
    expect(parted(floor).parkedDigest(monday)).toEqual(expect.any(String))
    expect(parted(floor).parkedDigest(tuesday)).toBeUndefined()
  }, 60_000)

  it('after a start without snapshots and after a restore, the tournaments can still be parked', async () => {
    const dir = fuzzDataDir()
    dirs.push(dir)
    let floor = openHere(dir, new FuzzClock())
    const monday = playNight(floor, 'Monday')
    await settle(floor)
    floors.splice(floors.indexOf(floor), 1)
    floor.close()
    sql(dir, 'DELETE FROM snapshots')
    floor = openHere(dir, new FuzzClock(Date.UTC(2026, 10, 29)))
    expect(floor.startedFrom).toMatchObject({ snapshotSeq: null, parked: 0 })
    const backup = await floor.backups.take(floor.db, 'manual')
    const tuesday = run(floor, { type: 'tournament.create', fields: { ...mainEvent, name: 'Tuesday' } })[0]!
      .tournamentId!
    run(floor, { type: 'tournament.display', tournamentId: tuesday })
    await settle(floor)
    expect(parted(floor).parkedDigest(monday)).toEqual(expect.any(String))

    // Restored to the backup (Monday still on the display): rebuilt by a full replay, nothing parked yet.
    await floor.restore(path.basename(backup.file))
    expect(parted(floor).parkedDigest(monday)).toBeUndefined()
    const wednesday = run(floor, { type: 'tournament.create', fields: { ...mainEvent, name: 'Wednesday' } })[0]!
      .tournamentId!
    run(floor, { type: 'tournament.display', tournamentId: wednesday })
    await settle(floor)
    expect(parted(floor).parkedDigest(monday)).toEqual(expect.any(String))
    expect(floor.service.query({ type: 'tournament.get', tournamentId: monday }, admin)).toMatchObject({
      ok: true,
      value: { name: 'Monday', finished: true }
    })
  }, 60_000)
})
