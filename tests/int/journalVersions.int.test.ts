import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { openFloor } from '../../src/main/app/bootstrap'
import { DATABASE_FILE } from '../../src/main/app/start/dataDir'
import { operate } from '../../src/main/app/operations'
import { Backups } from '../../src/main/store/backups'
import { DatabaseRefusedError, openDatabase, schemaVersion } from '../../src/main/store/database'
import { MIGRATIONS } from '../../src/main/store/migrations'
import { mainEvent } from '../support/fixtures'
import { admin, openTestFloor } from '../support/floor'
import { SERVE_JS } from '../support/hallProcess'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()
const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')

/** A journal as this build writes it, with five records, closed to one file. */
function journal(dir = tempDir()): string {
  const floor = openTestFloor(dir)
  floor.service.execute({ command: { type: 'tournament.create', fields: mainEvent } }, admin())
  for (const displayName of ['Ivanova', 'Petrov', 'Sidorov', 'Kozlov'])
    floor.service.execute({ command: { type: 'player.create', fields: { displayName } } }, admin())
  floor.close()
  return path.join(dir, DATABASE_FILE)
}

/** A newer Floorclock of the same schema appends a record this build does not know (the trigger lists its kind). */
function appendAsNewerBuild(file: string, type: string, version: number): number {
  const db = new Database(file)
  const info = db
    .prepare(
      `INSERT INTO events (stream, type, version, data, actor, recorded_at, occurred_at, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
    )
    .run('players', type, version, JSON.stringify({ type, playerId: 'x' }), 'Anna', 1, 1, null)
  db.pragma('journal_mode = DELETE')
  db.close()
  return Number(info.lastInsertRowid)
}

function refusal(run: () => unknown): DatabaseRefusedError {
  try {
    run()
  } catch (error) {
    if (error instanceof DatabaseRefusedError) return error
    throw error
  }
  throw new Error('not refused')
}

/** a journal with an event type or version this build does not know is refused before anything runs. */
describe('a journal written by a newer Floorclock', () => {
  it('with a record of a type this build does not know: refused at open, naming the record; the file untouched', () => {
    const file = journal()
    const seq = appendAsNewerBuild(file, 'player.teleported', 1)
    const before = sha(file)
    // The function both the desktop app and the hall server open their data folder with.
    const error = refusal(() => openFloor(path.dirname(file)))
    expect(error.reason).toBe('too-new')
    expect(error.message).toContain(`record ${seq} (player.teleported)`)
    expect(error.message).toContain('update the app')
    expect(sha(file)).toBe(before)
  })

  it('with a newer version of a type this build knows: refused, naming the record and the version', () => {
    const file = journal()
    const seq = appendAsNewerBuild(file, 'player.created', 7)
    const error = refusal(() => openDatabase(file))
    expect(error.message).toContain(`record ${seq} (player.created, version 7)`)
  })

  it('written before event versions (schema 2) with a type this build does not know: refused before migrating', () => {
    const dir = tempDir()
    const file = path.join(dir, DATABASE_FILE)
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
      'A',
      1,
      1,
      null
    )
    insert.run(
      't1',
      'tournament.archived',
      JSON.stringify({ type: 'tournament.archived', tournamentId: 't1' }),
      'A',
      2,
      2,
      null
    )
    v2.pragma('journal_mode = DELETE')
    v2.close()
    const before = sha(file)
    expect(refusal(() => openFloor(dir)).message).toContain('record 2 (tournament.archived)')
    expect(sha(file)).toBe(before)
    const raw = new Database(file, { readonly: true })
    expect(schemaVersion(raw)).toBe(2)
    raw.close()
  })

  it('the hall server refuses to start on it, says which record, and leaves the file untouched', () => {
    expect(fs.existsSync(SERVE_JS), `${SERVE_JS} is missing: run npm run build`).toBe(true)
    const file = journal()
    const seq = appendAsNewerBuild(file, 'seating.teleported', 1)
    const before = sha(file)
    const started = spawnSync(process.execPath, [SERVE_JS, '--port', '0', '--data-dir', path.dirname(file)], {
      encoding: 'utf8',
      timeout: 20_000
    })
    expect(started.status).toBe(3)
    expect(started.stderr).toContain(`record ${seq} (seating.teleported)`)
    expect(started.stderr).toContain('left untouched')
    expect(sha(file)).toBe(before)
  })

  it('a backup holding such a record is listed as not good and is not restored', async () => {
    const dir = tempDir()
    const floor = openTestFloor(dir)
    floor.service.execute({ command: { type: 'tournament.create', fields: mainEvent } }, admin())
    const taken = await operate(floor, { type: 'backup.create' }, admin())
    if (!taken.ok) throw new Error('backup failed')
    const backupFile = path.join(new Backups(dir, () => 0).dir, (taken.value as { file: string }).file)
    appendAsNewerBuild(backupFile, 'player.teleported', 1)
    const listed = await operate(floor, { type: 'backup.list' }, admin())
    expect(listed).toMatchObject({ ok: true, value: [{ good: false, problem: 'too-new' }] })
    const count = floor.store.count()
    const restored = await operate(
      floor,
      { type: 'backup.restore', file: (taken.value as { file: string }).file, reason: 'Try it' },
      admin()
    )
    expect(restored).toMatchObject({ ok: false, error: { code: 'error.backup.unusable' } })
    expect(floor.store.count()).toBe(count)
    floor.close()
  })
})
