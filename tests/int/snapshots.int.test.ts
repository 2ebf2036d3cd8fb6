import { createHash, scryptSync } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { openFloor, type Floor, type SnapshotOptions } from '../../src/main/app/bootstrap'
import { memoryLogger } from '../../src/main/app/log'
import { quickCheck, runSnapshotJob } from '../../src/main/app/journal/snapshotJobs'
import type { SnapshotRunner } from '../../src/main/app/journal/snapshotKeeper'
import { DATABASE_FILE } from '../../src/main/app/start/dataDir'
import { EventStore } from '../../src/main/store/eventStore'
import { SnapshotStore, snapshotVersion } from '../../src/main/store/snapshots'
import { fold } from '../../src/shared/core/evolve'
import { initialState, type FloorState } from '../../src/shared/core/state'
import { canonicalState } from '../support/canonicalState'
import { mainEvent } from '../support/fixtures'
import { fuzzDataDir } from '../support/fuzz/hall'
import { Rng } from '../support/fuzz/rng'
import { randomHistory } from '../support/fuzz/runner'
import { ServiceSender } from '../support/fuzz/sender'
import { FuzzClock, removeDataDir } from '../support/fuzz/target'

/**
 * a start loads the newest valid snapshot of the folded state and replays only the journal after it.
 * Random histories of the stateful fuzzer (tests/support/fuzz randomHistory: every command type, corrections and
 * undos included) prove that the state a snapshot start gives is the state a full replay gives — canonically, Map and
 * Set order included — and that commands decided afterwards (draws included) record exactly the same events.
 */
const VERSION = snapshotVersion('source')
/** Snapshot jobs in-process (the worker thread runs the same functions; one test below uses the real worker). */
const inProcess: SnapshotRunner = (job) => Promise.resolve(runSnapshotJob(job))

const dirs: string[] = []
const floors: Floor[] = []
afterEach(() => {
  for (const floor of floors.splice(0)) floor.close()
  for (const dir of dirs.splice(0)) removeDataDir(dir)
})

function newDir(): string {
  const dir = fuzzDataDir()
  dirs.push(dir)
  return dir
}

/** A floor of the fuzzer's (ids and draws from `seed`), snapshots only when a test asks unless `snapshots` says. */
function open(dir: string, seed: number, clock = new FuzzClock(), snapshots: SnapshotOptions = {}): Floor {
  const rng = new Rng(seed)
  let id = 0
  const floor = openFloor(dir, {
    clock,
    log: memoryLogger(),
    newId: () => `s${(seed >>> 0).toString(36)}-${(++id).toString(36)}`,
    randomInt: (n) => rng.int(n),
    // Seeded like the ids and draws: an account's PIN hash is then the same in both runs of the same commands.
    hashSecret: (secret) => {
      const salt = createHash('sha256').update(`${seed}:${secret}`).digest().subarray(0, 16)
      return `scrypt$1024$${salt.toString('base64url')}$${scryptSync(secret, salt, 32, { N: 1024, r: 8, p: 1 }).toString('base64url')}`
    },
    snapshots: { every: 1_000_000, idleDelayMs: 3_600_000, run: inProcess, ...snapshots }
  })
  floors.push(floor)
  return floor
}

function close(floor: Floor): void {
  floors.splice(floors.indexOf(floor), 1)
  floor.close()
}

function fullReplay(file: string): FloorState {
  const db = new Database(file, { readonly: true })
  try {
    return fold(new EventStore(db).readAll(), initialState())
  } finally {
    db.close()
  }
}

/** The folded state up to record `seq`, written as the floor's only snapshot. */
function snapshotAt(file: string, seq: number): void {
  const db = new Database(file)
  try {
    new SnapshotStore(db).clear()
    const state = initialState()
    for (const record of new EventStore(db).readAll()) {
      if (record.seq > seq) break
      fold([record], state)
    }
    new SnapshotStore(db).write(state, VERSION, 1)
  } finally {
    db.close()
  }
}

function journal(file: string): Array<{ seq: number; type: string; data: string }> {
  const db = new Database(file, { readonly: true })
  try {
    return db.prepare('SELECT seq, type, data FROM events ORDER BY seq').all() as never
  } finally {
    db.close()
  }
}

describe('a start from a snapshot equals a full replay', () => {
  it.each([401, 402, 403])(
    'seed %i: snapshots at random positions of a random history, then the tail: the same state, canonically',
    async (seed) => {
      const dir = newDir()
      const clock = new FuzzClock()
      const floor = open(dir, seed, clock)
      await randomHistory(seed, 300, new ServiceSender(floor.service, clock))
      const live = canonicalState(floor.service.current)
      const last = floor.service.current.lastSeq
      close(floor)
      const file = path.join(dir, DATABASE_FILE)
      expect(canonicalState(fullReplay(file))).toBe(live)
      const rng = new Rng(seed * 7)
      const cuts = [1, last, ...Array.from({ length: 4 }, () => 1 + rng.int(last))]
      for (const cut of cuts) {
        snapshotAt(file, cut)
        const again = open(dir, seed + 1, new FuzzClock(clock.time))
        expect(again.startedFrom).toMatchObject({ snapshotSeq: cut, replayed: last - cut, ignored: [] })
        expect(canonicalState(again.service.current)).toBe(live)
        close(again)
      }
    },
    120_000
  )

  it('commands decided after a snapshot start record the same events as after a full replay (draws included)', async () => {
    const seed = 411
    const dir = newDir()
    const clock = new FuzzClock()
    const floor = open(dir, seed, clock)
    await randomHistory(seed, 250, new ServiceSender(floor.service, clock))
    const last = floor.service.current.lastSeq
    close(floor)
    const file = path.join(dir, DATABASE_FILE)
    snapshotAt(file, Math.round(last / 2))
    const copy = newDir()
    fs.copyFileSync(file, path.join(copy, DATABASE_FILE))
    new SnapshotStore(new Database(path.join(copy, DATABASE_FILE))).clear()

    const histories = []
    for (const [where, expected] of [
      [dir, Math.round(last / 2)],
      [copy, null]
    ] as const) {
      const c = new FuzzClock(clock.time)
      const reopened = open(where, seed + 100, c)
      expect(reopened.startedFrom?.snapshotSeq).toBe(expected)
      await randomHistory(seed + 200, 200, new ServiceSender(reopened.service, c))
      histories.push({
        state: canonicalState(reopened.service.current),
        journal: journal(path.join(where, DATABASE_FILE))
      })
      close(reopened)
    }
    const [fromSnapshot, fromReplay] = histories
    expect(fromSnapshot!.journal.length).toBeGreaterThan(last + 50)
    expect(fromSnapshot!.journal.map((r) => r.type)).toContain('seating.seated')
    expect(fromSnapshot!.journal).toEqual(fromReplay!.journal)
    expect(fromSnapshot!.state).toBe(fromReplay!.state)
  }, 120_000)
})

describe('a snapshot that does not match is ignored: a full replay', () => {
  async function history(seed: number): Promise<{ dir: string; file: string; last: number; state: string }> {
    const dir = newDir()
    const clock = new FuzzClock()
    const floor = open(dir, seed, clock)
    await randomHistory(seed, 120, new ServiceSender(floor.service, clock))
    const result = { dir, file: path.join(dir, DATABASE_FILE), last: floor.service.current.lastSeq }
    const state = canonicalState(floor.service.current)
    close(floor)
    return { ...result, state }
  }

  it('of another build (version), of another journal (position), or with damaged bytes', async () => {
    const a = await history(421)
    const b = await history(422)
    const cut = Math.min(a.last, b.last) - 5
    snapshotAt(a.file, cut)
    // Another build's snapshot.
    const db = new Database(a.file)
    db.prepare('UPDATE snapshots SET version = ?').run('1.other.build')
    db.close()
    let floor = open(a.dir, 1)
    expect(floor.startedFrom).toMatchObject({ snapshotSeq: null, ignored: [{ seq: cut, why: 'version' }] })
    expect(canonicalState(floor.service.current)).toBe(a.state)
    close(floor)
    // A's snapshot in B's journal (a restored or replaced file): the record at its position is not the same.
    snapshotAt(a.file, cut)
    const other = new Database(b.file)
    other.exec(`ATTACH DATABASE '${a.file}' AS a; INSERT INTO snapshots SELECT * FROM a.snapshots; DETACH DATABASE a`)
    other.close()
    floor = open(b.dir, 2)
    expect(floor.startedFrom).toMatchObject({ snapshotSeq: null, ignored: [{ seq: cut, why: 'position' }] })
    expect(canonicalState(floor.service.current)).toBe(b.state)
    close(floor)
    // Damaged bytes.
    const damaged = new Database(a.file)
    damaged.prepare('UPDATE snapshots SET state = zeroblob(length(state))').run()
    damaged.close()
    floor = open(a.dir, 3)
    expect(floor.startedFrom).toMatchObject({ snapshotSeq: null, ignored: [{ seq: cut, why: 'digest' }] })
    expect(canonicalState(floor.service.current)).toBe(a.state)
    close(floor)
  }, 120_000)
})

describe('snapshots are written in the background and checked in idle time', () => {
  it('every N records, by the worker thread; the next start replays only the tail', async () => {
    const dir = newDir()
    const clock = new FuzzClock()
    // The real worker thread (from the TypeScript sources through tsx here; snapshotWorker.js in the build).
    const floor = open(dir, 431, clock, { every: 40, run: undefined })
    await randomHistory(431, 150, new ServiceSender(floor.service, clock))
    await floor.snapshots.settled()
    expect(floor.snapshots.written.length).toBeGreaterThan(0)
    const newest = floor.snapshots.written.at(-1)!
    const live = canonicalState(floor.service.current)
    const last = floor.service.current.lastSeq
    const report = await floor.snapshots.idleChecks()
    expect(report).toMatchObject({ quickCheck: 'ok', snapshot: { result: 'same', snapshotSeq: newest.seq } })
    close(floor)
    const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true })
    expect((db.prepare('SELECT count(*) AS n FROM snapshots').get() as { n: number }).n).toBeLessThanOrEqual(2)
    db.close()
    const again = open(dir, 432)
    expect(again.startedFrom).toMatchObject({ snapshotSeq: newest.seq, replayed: last - newest.seq })
    expect(canonicalState(again.service.current)).toBe(live)
  }, 120_000)

  it('the records made while a snapshot is written do not ask for another one at once', async () => {
    // Found in the hall bench: after a start that replayed the whole journal, every command during the
    // start's snapshot asked for the next one, and a second 4.5 MB snapshot followed 222 records after the first.
    const dir = newDir()
    let release: () => void = () => undefined
    let asked = 0
    const held: SnapshotRunner = (job) => {
      if (job.kind !== 'snapshot') return Promise.resolve(runSnapshotJob(job))
      asked += 1
      return new Promise((resolve) => (release = () => resolve(runSnapshotJob(job))))
    }
    const floor = open(dir, 461, new FuzzClock(), { every: 40, run: held })
    // Tournaments only: no clock runs, so no break begins (a break asks for a snapshot of its own).
    const create = (i: number): void => {
      const r = floor.service.execute(
        { command: { type: 'tournament.create', fields: { ...mainEvent, name: `Event ${i}` } } },
        { role: 'admin', operator: 'Anna' }
      )
      if (!r.ok) throw new Error(JSON.stringify(r))
    }
    let n = 0
    const createUntil = (seq: number): void => {
      for (let guard = 0; floor.service.current.lastSeq < seq; guard += 1) {
        if (guard > 500) throw new Error(`no records: ${floor.service.current.lastSeq}`)
        create(n++)
      }
    }
    createUntil(45)
    await new Promise((resolve) => setImmediate(resolve)) // the snapshot asked for has begun, and waits
    expect(asked).toBe(1)
    const begun = floor.service.current.lastSeq
    createUntil(begun + 30) // fewer than 40 records since the snapshot began
    release()
    await floor.snapshots.settled()
    expect(asked).toBe(1)
    expect(floor.snapshots.written).toHaveLength(1)
    createUntil(floor.snapshots.written[0]!.seq + 40) // 40 since the records that snapshot holds: the next is due
    await new Promise((resolve) => setImmediate(resolve))
    expect(asked).toBe(2)
    release()
    await floor.snapshots.settled()
  }, 60_000)

  it('a snapshot that differs from a full replay is found by the idle-time check: discarded, the state rebuilt', async () => {
    const dir = newDir()
    const clock = new FuzzClock()
    const floor = open(dir, 441, clock)
    await randomHistory(441, 120, new ServiceSender(floor.service, clock))
    const truth = canonicalState(floor.service.current)
    close(floor)
    // A snapshot that lies (a bug in some build's fold, say): valid version, position and digest, wrong content.
    const file = path.join(dir, DATABASE_FILE)
    const db = new Database(file)
    const wrong = fold(new EventStore(db).readAll(), initialState())
    const first = [...wrong.tournaments.values()][0]!
    ;(first.fields as { name: string }).name = 'Not what the journal says'
    new SnapshotStore(db).write(wrong, VERSION, 1)
    db.close()
    const log = memoryLogger()
    const lied = openFloor(dir, {
      clock: new FuzzClock(clock.time),
      log,
      newId: () => 'x',
      randomInt: () => 0,
      snapshots: { every: 1_000_000, idleDelayMs: 3_600_000, run: inProcess }
    })
    floors.push(lied)
    expect(canonicalState(lied.service.current)).not.toBe(truth)
    const report = await lied.snapshots.idleChecks()
    expect(report.snapshot).toMatchObject({ result: 'different', parts: [expect.stringContaining(first.id)] })
    expect(log.lines.some((l) => l.event === 'snapshot.differs')).toBe(true)
    expect(canonicalState(lied.service.current)).toBe(truth)
    await lied.snapshots.settled()
    close(lied)
    const after = open(dir, 442)
    expect(canonicalState(after.service.current)).toBe(truth)
  }, 120_000)

  it('quick_check runs in idle time, not at the start, and reports a damaged page', () => {
    const dir = newDir()
    const floor = open(dir, 451)
    for (let i = 0; i < 200; i += 1)
      floor.service.execute(
        { command: { type: 'tournament.create', fields: { ...mainEvent, name: `Event ${i} ${'x'.repeat(200)}` } } },
        { role: 'admin', operator: 'Anna' }
      )
    close(floor)
    const file = path.join(dir, DATABASE_FILE)
    expect(quickCheck(file)).toBe('ok')
    const fd = fs.openSync(file, 'r+')
    const size = fs.fstatSync(fd).size
    fs.writeSync(fd, Buffer.alloc(4096, 0xa5), 0, 4096, size - 8192)
    fs.closeSync(fd)
    expect(quickCheck(file)).not.toBe('ok')
  })
})
