import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { openFloor, type Floor } from '../../src/main/app/bootstrap'
import { memoryLogger } from '../../src/main/app/log'
import { runSnapshotJob, type SnapshotJob, type SnapshotJobResult } from '../../src/main/app/journal/snapshotJobs'
import { DATABASE_FILE } from '../../src/main/app/start/dataDir'
import { fuzzDataDir } from '../support/fuzz/hall'
import { randomHistory } from '../support/fuzz/runner'
import { ServiceSender } from '../support/fuzz/sender'
import { FuzzClock, removeDataDir } from '../support/fuzz/target'
import { mainEvent } from '../support/fixtures'
import { admin } from '../support/floor'

/**
 * the write-ahead log is copied into the database file in the background, never inside a command. SQLite's
 * automatic checkpoint ran inside the commit that crossed 1,000 pages, on the floor's own connection: that command
 * waited 13–34 ms in the hall bench at 10,000 entries. A real SQLite file and the real worker thread; a copy of the
 * database file alone (without its -wal) shows what has been checkpointed into it.
 */
const dirs: string[] = []
const floors: Floor[] = []
afterEach(() => {
  for (const floor of floors.splice(0)) floor.close()
  for (const dir of dirs.splice(0)) removeDataDir(dir)
})

function floorIn(
  dir: string,
  clock: FuzzClock,
  checkpoints: { every?: number; inlineAfter?: number; truncateAbove?: number }
): Floor {
  const floor = openFloor(dir, {
    clock,
    log: memoryLogger(),
    // No snapshot during these tests: what reaches the database file is the checkpoint's doing alone.
    snapshots: { every: 1_000_000, idleDelayMs: 3_600_000 },
    checkpoints: { quietMs: 3_600_000, ...checkpoints }
  })
  floors.push(floor)
  return floor
}

/** Records in the database file itself, read from a copy made without the write-ahead log beside it. */
function recordsInDatabaseFile(dir: string): number {
  const copy = path.join(dir, 'copy-without-wal.db')
  fs.copyFileSync(path.join(dir, DATABASE_FILE), copy)
  const db = new Database(copy, { readonly: true })
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'events'").get()
    return table ? (db.prepare('SELECT count(*) AS n FROM events').get() as { n: number }).n : 0
  } finally {
    db.close()
    fs.rmSync(copy, { force: true })
  }
}

describe('the write-ahead log is checkpointed off the command path', () => {
  it('a command leaves its records in the fsynced log; the worker thread copies them into the database file', async () => {
    const dir = fuzzDataDir()
    dirs.push(dir)
    const clock = new FuzzClock()
    const floor = floorIn(dir, clock, { every: 1_000_000 })
    expect(floor.db.pragma('wal_autocheckpoint', { simple: true })).toBe(0)
    await randomHistory(811, 80, new ServiceSender(floor.service, clock))
    const recorded = floor.service.current.lastSeq
    expect(recorded).toBeGreaterThan(20)
    // Nothing asked for a checkpoint and the floor's connection makes none: the records are in the log only.
    expect(recordsInDatabaseFile(dir)).toBeLessThan(recorded)
    await floor.checkpoints.request()
    expect(floor.checkpoints.done).toEqual({ background: 1, inline: 0 })
    expect(recordsInDatabaseFile(dir)).toBe(recorded)
  }, 60_000)

  it('a log file grown too large is emptied by the next checkpoint (TRUNCATE), with nothing lost', async () => {
    const dir = fuzzDataDir()
    dirs.push(dir)
    const clock = new FuzzClock()
    const floor = floorIn(dir, clock, { every: 1_000_000, truncateAbove: 64 * 1024 })
    await randomHistory(814, 80, new ServiceSender(floor.service, clock))
    const wal = path.join(dir, `${DATABASE_FILE}-wal`)
    expect(fs.statSync(wal).size).toBeGreaterThan(64 * 1024)
    // The floor's own follow-up work after the last command (parking an approved tournament, the federation outbox)
    // runs on the next turn of the event loop and writes too: let it, so the emptied log stays empty to be measured.
    await new Promise((resolve) => setImmediate(resolve))
    await floor.checkpoints.request()
    expect(fs.statSync(wal).size).toBe(0)
    expect(recordsInDatabaseFile(dir)).toBe(floor.service.current.lastSeq)
    // The floor goes on recording into the emptied log.
    await randomHistory(815, 20, new ServiceSender(floor.service, clock))
    expect(fs.statSync(wal).size).toBeGreaterThan(0)
  }, 60_000)

  it('every N recorded changes by itself, and inline only when the worker cannot keep up', async () => {
    const dir = fuzzDataDir()
    dirs.push(dir)
    const clock = new FuzzClock()
    const floor = floorIn(dir, clock, { every: 10 })
    // Three bursts of commands with the floor quiet in between (a burst runs without yielding to the worker's answer).
    for (const seed of [812, 822, 832]) {
      await randomHistory(seed, 40, new ServiceSender(floor.service, clock))
      await floor.checkpoints.settled()
    }
    expect(floor.checkpoints.done.background).toBeGreaterThanOrEqual(3)
    expect(recordsInDatabaseFile(dir)).toBeGreaterThan(0)
    expect(floor.checkpoints.done.inline).toBe(0)

    const stuck = fuzzDataDir()
    dirs.push(stuck)
    let release: () => void = () => undefined
    const slow = floorInWithRunner(stuck, clock, (job) =>
      job.kind === 'checkpoint'
        ? new Promise<SnapshotJobResult>((resolve) => (release = () => resolve(runSnapshotJob(job))))
        : Promise.resolve(runSnapshotJob(job))
    )
    await randomHistory(813, 60, new ServiceSender(slow.service, clock))
    expect(slow.checkpoints.done.inline).toBeGreaterThan(0)
    expect(recordsInDatabaseFile(stuck)).toBeGreaterThan(0)
    release()
    await slow.checkpoints.settled()
  }, 60_000)
})

describe('a closed floor leaves its folder alone', () => {
  it('a checkpoint still waiting for the worker when the floor closes is skipped, never opening the file again', async () => {
    const dir = fuzzDataDir()
    dirs.push(dir)
    const floor = floorIn(dir, new FuzzClock(), { every: 10 })
    floors.splice(floors.indexOf(floor), 1) // closed here
    // Commands recorded in one burst that never yields (a script, a test, an import): the checkpoint they ask for
    // waits for its turn in the worker's queue, and the turn comes only after the burst — here, after the close.
    for (let i = 0; i < 30; i += 1) {
      const created = floor.service.execute({ command: { type: 'tournament.create', fields: mainEvent } }, admin())
      expect(created.ok).toBe(true)
    }
    floor.close()
    await floor.checkpoints.settled()
    await floor.snapshots.settled()
    // Run after the close, it would have opened the database again while the folder was being removed or replaced.
    expect(floor.checkpoints.done).toEqual({ background: 0, inline: 0 })
  }, 60_000)
})

function floorInWithRunner(
  dir: string,
  clock: FuzzClock,
  run: (job: SnapshotJob) => Promise<SnapshotJobResult>
): Floor {
  const floor = openFloor(dir, {
    clock,
    log: memoryLogger(),
    snapshots: { every: 1_000_000, idleDelayMs: 3_600_000, run },
    checkpoints: { every: 2, inlineAfter: 8, quietMs: 3_600_000 }
  })
  floors.push(floor)
  return floor
}
