import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { openFloor, type Floor } from '../../src/main/app/bootstrap'
import { memoryLogger } from '../../src/main/app/log'
import { runSnapshotJob } from '../../src/main/app/journal/snapshotJobs'
import type { SnapshotRunner } from '../../src/main/app/journal/snapshotKeeper'
import type { Session } from '../../src/main/app/service'
import { DATABASE_FILE } from '../../src/main/app/start/dataDir'
import { EventStore } from '../../src/main/store/eventStore'
import { PartedTournaments, parkedFieldDigest, withLivePlayers } from '../../src/main/store/snapshotsLazy'
import { fold } from '../../src/shared/core/evolve'
import { initialState, type FloorState } from '../../src/shared/core/state'
import { publicDisplay, tournamentSummaries, type PublicDisplay } from '../../src/shared/core/views/tournament'
import { canonicalState } from '../support/canonicalState'
import { mainEvent } from '../support/fixtures'
import { fuzzDataDir } from '../support/fuzz/hall'
import { Rng } from '../support/fuzz/rng'
import { randomHistory } from '../support/fuzz/runner'
import { ServiceSender } from '../support/fuzz/sender'
import { FuzzClock, removeDataDir } from '../support/fuzz/target'

/**
 * start in constant time: a snapshot is written in parts (the shared state, the player database, one part
 * per tournament) and a start reads only what the live floor needs; a finished tournament stays in its part until
 * something reads it. Every start here is compared with a full replay of the same SQLite file, canonically (Map and
 * Set order, key order).
 */
const inProcess: SnapshotRunner = (job) => Promise.resolve(runSnapshotJob(job))
const admin: Session = { role: 'admin', operator: 'Anna (TD)' }

const dirs: string[] = []
const floors: Floor[] = []
afterEach(() => {
  for (const floor of floors.splice(0)) floor.close()
  for (const dir of dirs.splice(0)) removeDataDir(dir)
})

function open(dir: string, clock: FuzzClock, log: ReturnType<typeof memoryLogger> = memoryLogger()): Floor {
  let id = 0
  const floor = openFloor(dir, {
    clock,
    log,
    newId: () => `p${(++id).toString(36)}-${clock.time.toString(36)}`,
    randomInt: (n) => (id * 7919) % Math.max(1, n),
    snapshots: { every: 1_000_000, idleDelayMs: 3_600_000, run: inProcess }
  })
  floors.push(floor)
  return floor
}

function close(floor: Floor): void {
  floors.splice(floors.indexOf(floor), 1)
  floor.close()
}

function run(floor: Floor, command: Record<string, unknown>, reason?: string): Array<Record<string, unknown>> {
  const r = floor.service.execute({ command, ...(reason ? { meta: { reason } } : {}) }, admin)
  if (!r.ok) throw new Error(`${String(command.type)}: ${r.error.message}`)
  return r.value.events as never
}

/** A tournament with `players` entries, started; returns its id and its entries. */
function startTournament(floor: Floor, name: string, players: number): { id: string; entries: string[] } {
  const id = run(floor, { type: 'tournament.create', fields: { ...mainEvent, name } })[0]!.tournamentId as string
  const items = [1, 2, 3, 4].map((level) => ({
    kind: 'level',
    seconds: 1200,
    smallBlind: 100 * level,
    bigBlind: 200 * level,
    ante: 0
  }))
  run(floor, { type: 'clock.structure.set', tournamentId: id, structure: { items } })
  const rows = Array.from({ length: players }, (_, i) => ({
    displayName: `${name} player ${i}`,
    clubId: `${name}-${i}`
  }))
  const entries = run(floor, { type: 'player.import', rows }).map(
    (e) => run(floor, { type: 'entry.register', tournamentId: id, playerId: e.playerId })[0]!.entryId as string
  )
  run(floor, { type: 'clock.start', tournamentId: id })
  return { id, entries }
}

/** Eliminate all but one entry (a winner, §9.3) and pause the clock: finished, as the history shows it. */
function finish(floor: Floor, t: { id: string; entries: string[] }): void {
  for (const entryId of t.entries.slice(1))
    run(floor, { type: 'entry.eliminate', tournamentId: t.id, entryId, level: 1, confirmedBy: 'Floor' })
  run(floor, { type: 'clock.pause', tournamentId: t.id })
}

function file(dir: string): string {
  return path.join(dir, DATABASE_FILE)
}

function fullReplay(dir: string): FloorState {
  const db = new Database(file(dir), { readonly: true })
  try {
    return fold(new EventStore(db).readAll(), initialState())
  } finally {
    db.close()
  }
}

function sql<T>(dir: string, query: string, ...params: unknown[]): T[] {
  const db = new Database(file(dir))
  try {
    const statement = db.prepare(query)
    return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[]
  } finally {
    db.close()
  }
}

function parted(floor: Floor): PartedTournaments {
  const map = floor.service.current.tournaments
  expect(map).toBeInstanceOf(PartedTournaments)
  return map as PartedTournaments
}

/** Three finished tournaments, one live with its clock running, one announced; a snapshot of it all. */
async function hall(
  dir: string,
  clock: FuzzClock
): Promise<{ finished: string[]; live: { id: string; entries: string[] }; announced: string }> {
  const floor = open(dir, clock)
  const finished: string[] = []
  for (const name of ['Monday', 'Tuesday', 'Wednesday']) {
    const t = startTournament(floor, name, 6)
    finish(floor, t)
    finished.push(t.id)
  }
  const live = startTournament(floor, 'Friday', 5)
  run(floor, {
    type: 'entry.eliminate',
    tournamentId: live.id,
    entryId: live.entries[4],
    level: 1,
    confirmedBy: 'Floor'
  })
  // The hall display shows the live one (the first tournament created was shown until now).
  run(floor, { type: 'tournament.display', tournamentId: live.id })
  const announced = run(floor, { type: 'tournament.create', fields: { ...mainEvent, name: 'Sunday' } })[0]!
    .tournamentId as string
  await floor.snapshots.request()
  expect(floor.snapshots.written.at(-1)).toMatchObject({ seq: floor.service.current.lastSeq })
  close(floor)
  return { finished, live, announced }
}

describe('a start from part snapshots is a full replay, reading only the live floor', () => {
  it('finished tournaments stay in their parts until read; one finished after the snapshot; the same state as a full replay', async () => {
    const dir = fuzzDataDir()
    dirs.push(dir)
    const clock = new FuzzClock()
    const { finished, live, announced } = await hall(dir, clock)

    // After the snapshot: the live tournament finishes, and a finished one gets its results approved (a record that
    // reads it during the tail's replay).
    let floor = open(dir, clock)
    expect(floor.startedFrom).toMatchObject({ replayed: 0, parked: 3 })
    finish(floor, { id: live.id, entries: live.entries.slice(0, 4) })
    run(floor, { type: 'results.approve', tournamentId: finished[1] })
    // The hall display moves on to the next one (a displayed tournament is always live).
    run(floor, { type: 'tournament.display', tournamentId: announced })
    const lastSeq = floor.service.current.lastSeq
    close(floor)

    floor = open(dir, clock)
    expect(floor.startedFrom).toMatchObject({ snapshotSeq: expect.any(Number), ignored: [] })
    expect(floor.startedFrom!.replayed).toBeGreaterThan(4)
    const map = parted(floor)
    // Read at the start: the tail named the second finished one; the rest stayed in their parts, unread.
    expect(map.parkedDigest(finished[0]!)).toEqual(expect.any(String))
    expect(map.parkedDigest(finished[2]!)).toEqual(expect.any(String))
    expect(map.parkedDigest(finished[1]!)).toBeUndefined()
    expect(map.parkedDigest(live.id)).toBeUndefined()
    expect(map.parkedDigest(announced)).toBeUndefined()
    expect(parkedFieldDigest(floor.service.current, 'players')).toEqual(expect.any(String))
    expect(map.size).toBe(5)
    expect([...map.keys()]).toEqual([...finished, live.id, announced])

    const truth = fullReplay(dir)
    // The tournament list gives the finished ones' stored lines, reading none of them; the same list as a replay's.
    const list = floor.service.query({ type: 'tournaments.list' }, admin)
    expect(list).toEqual({ ok: true, value: tournamentSummaries(truth) })
    expect(map.parkedDigest(finished[0]!)).toEqual(expect.any(String))
    expect(map.parkedDigest(finished[2]!)).toEqual(expect.any(String))
    // Read on demand, through the floor's own query: the tournament a full replay gives.
    const detail = floor.service.query({ type: 'tournament.get', tournamentId: finished[0] }, admin)
    expect(detail.ok).toBe(true)
    expect(map.parkedDigest(finished[0]!)).toBeUndefined()
    expect(canonicalState(map.get(finished[0]!))).toBe(canonicalState(truth.tournaments.get(finished[0]!)))
    // The whole state (reading every part): the full replay's, Map order and key order included.
    expect(floor.service.current.lastSeq).toBe(lastSeq)
    expect(canonicalState(floor.service.current)).toBe(canonicalState(truth))

    // The next snapshot marks the one finished after the last snapshot to stay in its part at the next start.
    await floor.snapshots.request()
    close(floor)
    floor = open(dir, clock)
    expect(floor.startedFrom).toMatchObject({ replayed: 0, parked: 4 })
    expect(parted(floor).parkedDigest(live.id)).toEqual(expect.any(String))
    expect(floor.service.query({ type: 'tournaments.list' }, admin)).toEqual({
      ok: true,
      value: tournamentSummaries(fullReplay(dir))
    })
    expect(canonicalState(floor.service.current)).toBe(canonicalState(fullReplay(dir)))
  }, 120_000)

  it('commands naming finished tournaments record what they record after a full replay', async () => {
    const dir = fuzzDataDir()
    const copy = fuzzDataDir()
    dirs.push(dir, copy)
    const clock = new FuzzClock()
    const { finished } = await hall(dir, clock)
    fs.copyFileSync(file(dir), file(copy))
    sql(copy, 'DELETE FROM snapshots')
    const outcomes = []
    for (const where of [dir, copy]) {
      const floor = open(where, new FuzzClock(clock.time))
      expect(floor.startedFrom?.snapshotSeq === null).toBe(where === copy)
      const winner = [...fullReplay(where).tournaments.get(finished[0]!)!.registration.entries.keys()][0]
      const answers = [
        floor.service.execute({ command: { type: 'results.approve', tournamentId: finished[2] } }, admin),
        floor.service.execute(
          {
            command: {
              type: 'entry.eliminate',
              tournamentId: finished[0],
              entryId: winner,
              level: 1,
              confirmedBy: 'Floor'
            }
          },
          admin
        ),
        floor.service.query({ type: 'history.overview' }, admin)
      ]
      outcomes.push({ answers, state: canonicalState(floor.service.current) })
      close(floor)
    }
    expect(outcomes[0]!.answers[0]).toMatchObject({ ok: true })
    expect(outcomes[0]!.answers).toEqual(outcomes[1]!.answers)
    expect(outcomes[0]!.state).toBe(outcomes[1]!.state)
    const rows = (where: string): unknown[] => sql(where, 'SELECT seq, type, data FROM events ORDER BY seq')
    expect(rows(dir)).toEqual(rows(copy))
  }, 120_000)

  it('a snapshot writes only the parts that changed, not the whole state again', async () => {
    const dir = fuzzDataDir()
    dirs.push(dir)
    const clock = new FuzzClock()
    const { live } = await hall(dir, clock)
    const floor = open(dir, clock)
    const before = sql<{ n: number; bytes: number }>(
      dir,
      'SELECT count(*) AS n, sum(length(state)) AS bytes FROM snapshot_parts'
    )[0]!
    run(floor, {
      type: 'entry.eliminate',
      tournamentId: live.id,
      entryId: live.entries[3],
      level: 1,
      confirmedBy: 'Floor'
    })
    await floor.snapshots.request()
    const info = floor.snapshots.written.at(-1)!
    // The live tournament and the small shared part; the finished ones, the announced one, the players and the live
    // tournaments' players (the same ones) are named again by their hash.
    expect(info).toMatchObject({ parts: 8, partsWritten: 2 })
    expect(info.bytes).toBeLessThan(before.bytes / 3)
    close(floor)
  }, 120_000)
})

describe('a part that cannot be read falls back to a replay: never a crash, never silent', () => {
  it('a finished tournament whose part is damaged is rebuilt from the journal when read, logged, and written again', async () => {
    const dir = fuzzDataDir()
    dirs.push(dir)
    const clock = new FuzzClock()
    const { finished } = await hall(dir, clock)
    sql(dir, `UPDATE snapshot_parts SET state = zeroblob(length(state)) WHERE part = ?`, `tournament:${finished[1]}`)
    const log = memoryLogger()
    const floor = open(dir, clock, log)
    // The start does not read it: nothing is noticed yet.
    expect(floor.startedFrom).toMatchObject({ replayed: 0, parked: 3, ignored: [] })
    const truth = fullReplay(dir)
    expect(canonicalState(floor.service.current.tournaments.get(finished[1]!))).toBe(
      canonicalState(truth.tournaments.get(finished[1]!))
    )
    expect(log.lines.find((l) => l.event === 'snapshot.partDamaged')).toMatchObject({
      part: `tournament:${finished[1]}`,
      why: 'digest'
    })
    expect(canonicalState(floor.service.current)).toBe(canonicalState(truth))
    // The damaged part is dropped; the next snapshot writes the tournament again, and a start reads it cleanly.
    await new Promise((resolve) => setImmediate(resolve))
    run(floor, { type: 'tournament.create', fields: { ...mainEvent, name: 'Next week' } })
    await floor.snapshots.request()
    close(floor)
    const again = open(dir, clock, memoryLogger())
    expect(canonicalState(again.service.current.tournaments.get(finished[1]!))).toBe(
      canonicalState(truth.tournaments.get(finished[1]!))
    )
    expect(canonicalState(again.service.current)).toBe(canonicalState(fullReplay(dir)))
  }, 120_000)

  it('a damaged player database part is rebuilt when first read', async () => {
    const dir = fuzzDataDir()
    dirs.push(dir)
    const clock = new FuzzClock()
    await hall(dir, clock)
    sql(dir, `DELETE FROM snapshot_parts WHERE part = 'players'`)
    const log = memoryLogger()
    const floor = open(dir, clock, log)
    expect(floor.startedFrom).toMatchObject({ replayed: 0, ignored: [] })
    expect(canonicalState(floor.service.current.players)).toBe(canonicalState(fullReplay(dir).players))
    expect(log.lines.find((l) => l.event === 'snapshot.partDamaged')).toMatchObject({ part: 'players', why: 'missing' })
  }, 120_000)

  it('a part the start needs (a live tournament, the shared state) that is damaged: the snapshot is ignored, a full replay', async () => {
    const dir = fuzzDataDir()
    dirs.push(dir)
    const clock = new FuzzClock()
    const { live } = await hall(dir, clock)
    for (const part of [`tournament:${live.id}`, 'shared']) {
      sql(dir, `UPDATE snapshot_parts SET state = zeroblob(length(state)) WHERE part = ?`, part)
      const floor = open(dir, clock)
      expect(floor.startedFrom).toMatchObject({ snapshotSeq: null, ignored: [{ why: 'part' }] })
      expect(canonicalState(floor.service.current)).toBe(canonicalState(fullReplay(dir)))
      close(floor)
    }
  }, 120_000)
})

describe('parts share no references', () => {
  it.each([501, 502, 503])(
    'seed %i: no object of a random history is reachable from two parts',
    async (seed) => {
      const dir = fuzzDataDir()
      dirs.push(dir)
      const clock = new FuzzClock()
      const rng = new Rng(seed)
      let id = 0
      const floor = openFloor(dir, {
        clock,
        log: memoryLogger(),
        newId: () => `r${seed}-${(++id).toString(36)}`,
        randomInt: (n) => rng.int(n),
        snapshots: { every: 1_000_000, idleDelayMs: 3_600_000, run: inProcess }
      })
      floors.push(floor)
      await randomHistory(seed, 300, new ServiceSender(floor.service, clock))
      const state = floor.service.current as unknown as Record<string, unknown>
      const owner = new Map<object, string>()
      const shared: string[] = []
      const walk = (value: unknown, part: string): void => {
        if (value === null || typeof value !== 'object') return
        const first = owner.get(value)
        if (first !== undefined) {
          if (first !== part) shared.push(`${first} and ${part}`)
          return
        }
        owner.set(value, part)
        if (value instanceof Map) {
          for (const [k, v] of value) {
            walk(k, part)
            walk(v, part)
          }
        } else if (value instanceof Set) for (const v of value) walk(v, part)
        else for (const v of Object.values(value)) walk(v, part)
      }
      for (const key of Object.keys(state))
        if (key !== 'tournaments') walk(state[key], key === 'players' ? 'players' : 'shared')
      for (const [tid, t] of floor.service.current.tournaments) walk(t, `tournament:${tid}`)
      expect(floor.service.current.tournaments.size).toBeGreaterThan(0)
      expect(shared).toEqual([])
    },
    120_000
  )
})

describe('a random history started from part snapshots', () => {
  it('seed 511: snapshots along the way, every start the full replay', async () => {
    const dir = fuzzDataDir()
    dirs.push(dir)
    const clock = new FuzzClock()
    for (const part of [0, 1, 2]) {
      const rng = new Rng(511 + part)
      let id = 0
      const floor = openFloor(dir, {
        clock,
        log: memoryLogger(),
        newId: () => `q${part}-${(++id).toString(36)}`,
        randomInt: (n) => rng.int(n),
        snapshots: { every: 1_000_000, idleDelayMs: 3_600_000, run: inProcess }
      })
      floors.push(floor)
      expect(canonicalState(floor.service.current)).toBe(canonicalState(fullReplay(dir)))
      await randomHistory(511 + part, 150, new ServiceSender(floor.service, clock))
      await floor.snapshots.request()
      await randomHistory(611 + part, 40, new ServiceSender(floor.service, clock))
      close(floor)
    }
  }, 120_000)
})

describe('the hall display after a start from part snapshots does not read the player database', () => {
  it('its first push names the seated players from the live players part; the database read later is the full replay’s', async () => {
    const dir = fuzzDataDir()
    dirs.push(dir)
    const clock = new FuzzClock()
    let floor = open(dir, clock)
    finish(floor, startTournament(floor, 'Monday', 6))
    const live = startTournament(floor, 'Friday', 6)
    // A seated player's record merged into another one (§6.3): the display follows the merge to the kept record's name.
    const keepId = run(floor, {
      type: 'player.import',
      rows: [{ displayName: 'Friday player kept', clubId: 'k-1' }]
    })[0]!.playerId as string
    const entries = floor.service.current.tournaments.get(live.id)!.registration.entries
    const duplicateId = entries.get(live.entries[1]!)!.playerId
    run(floor, { type: 'player.merge', duplicateId, keepId }, 'the same person, registered twice')
    run(floor, {
      type: 'seating.configure',
      tournamentId: live.id,
      tables: [{ number: 1, seats: 10 }],
      closingOrder: { kind: 'published', order: [1] },
      rules: {}
    })
    run(floor, { type: 'seating.draw', tournamentId: live.id })
    run(floor, { type: 'tournament.display', tournamentId: live.id })
    await floor.snapshots.request()
    close(floor)

    floor = open(dir, clock)
    expect(floor.startedFrom).toMatchObject({ snapshotSeq: expect.any(Number), replayed: 0, parked: 1 })
    const pushes: unknown[] = []
    const display: Session = { role: 'display', operator: '' }
    const sub = floor.service.subscribe(
      { topic: 'screen', screenId: 'hall-screen-1', width: 1920, height: 1080 },
      display,
      (_key, value) => pushes.push(value)
    )
    expect(sub.ok).toBe(true)
    const first = pushes[0] as { display: PublicDisplay }
    const names = first.display.seating!.finalTable!.seats.map((s) => s.name)
    expect(names).toHaveLength(6)
    expect(names.every((n) => n.startsWith('Friday player'))).toBe(true)
    expect(names).toContain('Friday player kept')
    // The names are the full replay's, and the player database is still in its part, unread.
    const truth = fullReplay(dir)
    expect(first.display.seating).toEqual(publicDisplay(truth, live.id).seating)
    expect(parkedFieldDigest(floor.service.current, 'players')).toEqual(expect.any(String))

    // A player renamed: the decision and the fold read the whole database; the display shows the new name.
    const renamed = floor.service.current.tournaments.get(live.id)!.registration.entries.get(live.entries[0]!)!.playerId
    // A view may hold a live player it read before the database was loaded: it is the database's own object after.
    const held = withLivePlayers(() => floor.service.current.players.byId.get(renamed))!
    expect(parkedFieldDigest(floor.service.current, 'players')).toEqual(expect.any(String))
    run(floor, { type: 'player.edit', playerId: renamed, changes: { displayName: 'Friday player renamed' } })
    expect(parkedFieldDigest(floor.service.current, 'players')).toBeUndefined()
    expect(floor.service.current.players.byId.get(renamed)).toBe(held)
    expect(held.fields.displayName).toBe('Friday player renamed')
    // The next push (the hub flushes after the command) shows the new name.
    const lastNames = (): string[] =>
      (pushes.at(-1) as { display: PublicDisplay }).display.seating!.finalTable!.seats.map((s) => s.name)
    await expect.poll(lastNames).toContain('Friday player renamed')
    // The state is the full replay's, Map and Set order included; each player is one object in every index.
    const state = floor.service.current
    expect(canonicalState(state)).toBe(canonicalState(fullReplay(dir)))
    for (const index of [state.players.byPrefix, state.players.byNamePrefix, state.players.byNameStart])
      for (const set of index.values()) for (const p of set) expect(state.players.byId.get(p.id)).toBe(p)
    if (sub.ok) sub.value.remove()
  }, 120_000)
})
