import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../../src/main/app/start/dataDir'
import { stateDigest } from '../../src/main/app/journal/stateDigest'
import { DatabaseRefusedError, openDatabase, schemaVersion, APPLICATION_ID } from '../../src/main/store/database'
import { EventStore } from '../../src/main/store/eventStore'
import { LATEST_VERSION, MIGRATIONS } from '../../src/main/store/migrations'
import { mainEvent } from '../support/fixtures'
import { admin, openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()
const sha = (file: string): string => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')

describe('the event store', () => {
  it('rebuilds the identical state after closing and reopening the database', () => {
    const dir = tempDir()
    const first = openTestFloor(dir)
    const created = first.service.execute({ command: { type: 'tournament.create', fields: mainEvent } }, admin())
    expect(created.ok).toBe(true)
    first.service.execute(
      { command: { type: 'tournament.create', fields: { ...mainEvent, name: 'Side event' } } },
      admin()
    )
    first.service.execute(
      { command: { type: 'tournament.edit', tournamentId: 'id-1', changes: { venue: 'Hall B' } } },
      admin('Boris')
    )
    const before = stateDigest(first.service.current)
    const tournaments = [...first.service.current.tournaments.values()].map((t) => structuredClone(t))
    first.close()

    // The state a restart folds holds its tournaments in the store's own map (finished ones may stay in their
    // snapshot parts), so the whole state is compared by its canonical digest and each tournament as a value.
    const second = openTestFloor(dir)
    expect(stateDigest(second.service.current)).toEqual(before)
    expect([...second.service.current.tournaments.values()]).toEqual(tournaments)
    expect(second.store.count()).toBe(3)
    second.close()
  })

  it('keeps who, when and why on every record', () => {
    const floor = openTestFloor(tempDir())
    floor.service.execute({ command: { type: 'tournament.create', fields: mainEvent } }, admin('Olga'))
    floor.service.execute(
      {
        command: { type: 'tournament.edit', tournamentId: 'id-1', changes: { venue: 'Hall C' } },
        meta: { reason: 'moved', occurredAt: floor.testClock.time - 600_000 }
      },
      admin('Olga')
    )
    const [edit] = floor.store.recent(1)
    expect(edit).toMatchObject({
      actor: 'Olga',
      reason: 'moved',
      stream: 'id-1',
      recordedAt: floor.testClock.time,
      occurredAt: floor.testClock.time - 600_000
    })
    floor.close()
  })

  it('is append-only: the journal refuses updates and deletes', () => {
    const floor = openTestFloor(tempDir())
    floor.service.execute({ command: { type: 'tournament.create', fields: mainEvent } }, admin())
    expect(() => floor.db.prepare(`UPDATE events SET actor = 'x'`).run()).toThrow(/append-only/)
    expect(() => floor.db.prepare(`DELETE FROM events`).run()).toThrow(/append-only/)
    floor.close()
  })

  it('uses WAL with synchronous=FULL so an acknowledged command is durable', () => {
    const floor = openTestFloor(tempDir())
    expect(floor.db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(floor.db.pragma('synchronous', { simple: true })).toBe(2)
    floor.close()
  })
})

describe('the journal beside the snapshot worker (a second connection to the same file)', () => {
  // the snapshot worker writes over its own connection. A deferred transaction that has read and then
  // writes gets SQLITE_BUSY_SNAPSHOT at once if the worker committed in between — the floor's command was refused with
  // "internal error" (seen once in the hall bench at 10,000 entries). The journal's transaction takes the write lock
  // first, so the other connection waits (here: is refused, it has no busy timeout) and the command is recorded.
  it('a record appended in a transaction that read first is written even if another connection tries to commit', () => {
    const file = path.join(tempDir(), DATABASE_FILE)
    const db = openDatabase(file)
    const store = new EventStore(db)
    const other = new Database(file)
    other.pragma('busy_timeout = 0')
    let otherWrote = true
    const [written] = store.transaction(() => {
      store.count() // the transaction reads first
      try {
        other.prepare(`INSERT INTO settings (key, value, updated_at) VALUES ('worker', '1', 0)`).run()
      } catch {
        otherWrote = false
      }
      return store.append([
        {
          stream: 'floor',
          event: { type: 'tournament.created', tournamentId: 't1', fields: mainEvent } as never,
          actor: 'Anna',
          recordedAt: 1,
          occurredAt: 1,
          reason: null
        }
      ])
    })
    expect(written!.seq).toBe(1)
    expect(store.count()).toBe(1)
    expect(otherWrote).toBe(false)
    other.close()
    db.close()
  })
})

describe('migrations (PRAGMA user_version)', () => {
  it('brings a new database to the latest version and marks it as ours', () => {
    const db = openDatabase(path.join(tempDir(), DATABASE_FILE))
    expect(schemaVersion(db)).toBe(LATEST_VERSION)
    expect(db.pragma('application_id', { simple: true })).toBe(APPLICATION_ID)
    db.close()
  })

  it('migration 2 upgrades a populated version-1 database and keeps its journal', () => {
    const file = path.join(tempDir(), DATABASE_FILE)
    const v1 = openDatabase(
      file,
      MIGRATIONS.filter((m) => m.version <= 1)
    )
    expect(schemaVersion(v1)).toBe(1)
    v1.prepare(
      `INSERT INTO events (stream, type, data, actor, recorded_at, occurred_at, reason) VALUES (?, ?, ?, ?, ?, ?, ?)`
    ).run(
      't1',
      'tournament.created',
      JSON.stringify({ type: 'tournament.created', tournamentId: 't1', fields: mainEvent }),
      'Anna',
      1,
      1,
      null
    )
    v1.close()

    const floor = openTestFloor(path.dirname(file))
    expect(schemaVersion(floor.db)).toBe(LATEST_VERSION)
    floor.settings.set('admin.pin', '4321', 5)
    expect(floor.settings.get('admin.pin')).toBe('4321')
    expect(floor.service.current.tournaments.get('t1')?.fields.name).toBe(mainEvent.name)
    floor.close()
  })

  it('migration 4 upgrades a populated version-3 database: a snapshots table, the journal kept, a full replay first', () => {
    const file = path.join(tempDir(), DATABASE_FILE)
    const v3 = populatedAt(file, 3)
    v3.close()
    const floor = openTestFloor(path.dirname(file))
    expect(schemaVersion(floor.db)).toBe(LATEST_VERSION)
    expect(floor.db.prepare('SELECT count(*) AS n FROM snapshots').get()).toEqual({ n: 0 })
    expect(floor.startedFrom).toMatchObject({ snapshotSeq: null, replayed: 1 })
    expect(floor.service.current.tournaments.get('t1')?.fields.name).toBe(mainEvent.name)
    floor.close()
  })

  it('migration 5 upgrades a version-4 database: its whole-state snapshots dropped, snapshots in parts from then on', async () => {
    const file = path.join(tempDir(), DATABASE_FILE)
    const v4 = populatedAt(file, 4)
    v4.prepare(
      `INSERT INTO snapshots (seq, version, event_check, digest, taken_at, state) VALUES (1, '1.x.y', '', '', 1, x'00')`
    ).run()
    v4.close()
    const floor = openTestFloor(path.dirname(file))
    expect(schemaVersion(floor.db)).toBe(LATEST_VERSION)
    expect(floor.db.prepare('SELECT count(*) AS n FROM snapshots').get()).toEqual({ n: 0 })
    expect(floor.startedFrom).toMatchObject({ snapshotSeq: null, replayed: 1, ignored: [] })
    await floor.snapshots.request()
    expect(floor.db.prepare('SELECT part FROM snapshot_parts ORDER BY part').pluck().all()).toEqual([
      'livePlayers',
      'players',
      'shared',
      'tournament:t1'
    ])
    floor.close()
  })

  it('migration 3 upgrades a populated version-2 database: its records are of version 1, their kinds listed', () => {
    const file = path.join(tempDir(), DATABASE_FILE)
    const v2 = openDatabase(
      file,
      MIGRATIONS.filter((m) => m.version <= 2)
    )
    const insert = v2.prepare(
      `INSERT INTO events (stream, type, data, actor, recorded_at, occurred_at, reason) VALUES (?, ?, ?, ?, ?, ?, ?)`
    )
    insert.run(
      't1',
      'tournament.created',
      JSON.stringify({ type: 'tournament.created', tournamentId: 't1', fields: mainEvent }),
      'Anna',
      1,
      1,
      null
    )
    insert.run(
      't1',
      'tournament.edited',
      JSON.stringify({
        type: 'tournament.edited',
        tournamentId: 't1',
        changes: { venue: { from: mainEvent.venue, to: 'Hall B' } }
      }),
      'Anna',
      2,
      2,
      null
    )
    v2.close()

    const floor = openTestFloor(path.dirname(file))
    expect(floor.db.prepare('SELECT seq, version FROM events ORDER BY seq').all()).toEqual([
      { seq: 1, version: 1 },
      { seq: 2, version: 1 }
    ])
    floor.service.execute(
      { command: { type: 'tournament.edit', tournamentId: 't1', changes: { venue: 'Hall C' } } },
      admin()
    )
    expect(floor.db.prepare('SELECT type, version, first_seq FROM event_kinds ORDER BY type').all()).toEqual([
      { type: 'tournament.created', version: 1, first_seq: 1 },
      { type: 'tournament.edited', version: 1, first_seq: 2 }
    ])
    expect(floor.service.current.tournaments.get('t1')?.fields.venue).toBe('Hall C')
    floor.close()
  })

  it('refuses a database newer than the app and leaves it untouched', () => {
    const file = path.join(tempDir(), DATABASE_FILE)
    openDatabase(file).close()
    const raw = new Database(file)
    raw.pragma(`user_version = ${LATEST_VERSION + 1}`)
    raw.pragma('journal_mode = DELETE')
    raw.close()
    const before = sha(file)
    expect(() => openDatabase(file)).toThrow(DatabaseRefusedError)
    expect(() => openDatabase(file)).toThrow(/newer Floorclock/)
    expect(sha(file)).toBe(before)
  })

  it('refuses another application’s SQLite database and leaves it untouched', () => {
    const file = path.join(tempDir(), 'other.sqlite')
    const other = new Database(file)
    other.exec('CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount INTEGER)')
    other.close()
    const before = sha(file)
    expect(() => openDatabase(file)).toThrow(/another application/)
    expect(sha(file)).toBe(before)
    expect(fs.existsSync(file + '-wal')).toBe(false)
  })

  it('refuses a file that is not SQLite at all and leaves it untouched', () => {
    const file = path.join(tempDir(), DATABASE_FILE)
    fs.writeFileSync(file, 'name,stack\nIvanov,30000\n')
    const before = sha(file)
    let error: unknown
    try {
      openDatabase(file)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(DatabaseRefusedError)
    expect((error as DatabaseRefusedError).reason).toBe('not-ours')
    expect(sha(file)).toBe(before)
  })
})

/** A database at an older schema version holding one recorded tournament (for the migration tests). */
function populatedAt(file: string, version: number): ReturnType<typeof openDatabase> {
  const db = openDatabase(
    file,
    MIGRATIONS.filter((m) => m.version <= version)
  )
  db.prepare(
    `INSERT INTO events (stream, type, version, data, actor, recorded_at, occurred_at, reason) VALUES (?, ?, 1, ?, ?, ?, ?, ?)`
  ).run(
    't1',
    'tournament.created',
    JSON.stringify({ type: 'tournament.created', tournamentId: 't1', fields: mainEvent }),
    'Anna',
    1,
    1,
    null
  )
  return db
}
