import crypto from 'node:crypto'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../../src/main/app/start/dataDir'
import { desktopMode, openDesktopFloor } from '../../src/main/electron/safeStart'
import type { SafeModeReport } from '../../src/shared/contract/protocol'
import { translate } from '../../src/shared/i18n'
import type { MessageKey } from '../../src/shared/i18n/en'
import { mainEvent } from '../support/fixtures'
import { admin } from '../support/floor'
import { SERVE_JS, startHall, type HallProcess } from '../support/hallProcess'
import { TestSocket } from '../support/wsClient'

/**
 * A journal row that cannot be read, or that does not fit the rows before it, opens the safe mode — never a bare
 * JavaScript error, never a record skipped without a word. The journal is a real one: the fixture of
 * tests/fixtures/journal-v1 (every command area, recorded by the real service) opened by the real hall server
 * (out/main/serve.js), which migrates it, takes a backup on request and records a small tournament after it whose clock
 * runs into a break (so the server writes a snapshot of its own). Each case below damages a copy of that data folder
 * in one way, straight in SQLite with better-sqlite3 (as a disk, an editor or an old bug could), and starts the real
 * server on it. A damaged row must leave the server up in safe mode, naming the record (seq) and what is wrong with
 * it, offering the newest good backup with the exact restore command, refusing commands, serving the clock screens —
 * and the damaged file must be left byte for byte as it was. A row of a type or a version this build does not know
 * keeps its own refusal (written by a newer Floorclock: update the app); a damaged snapshot costs a full replay only.
 */

const FIXTURE = path.resolve(__dirname, '../fixtures/journal-v1/floorclock.sqlite')
const MAIN_EVENT = 'v1-0017'

type Row = Record<string, unknown>

interface Prepared {
  /** The data folder: the migrated journal, its backups, a snapshot. */
  readonly dir: string
  /** The newest backup (every backup here is of a journal that reads). */
  readonly backup: string
  /** The snapshot the server wrote, and the first record after it. */
  readonly snapshotSeq: number
  readonly lastSeq: number
}

let prepared: Prepared
const made: string[] = []

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `floorclock-damaged-${prefix}-`))
  made.push(dir)
  return dir
}

function sha(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')
}

function open(dir: string, readonly = false): Database.Database {
  return new Database(path.join(dir, DATABASE_FILE), { readonly, fileMustExist: true })
}

function lastRecordOf(db: Database.Database, type: string, below = Number.MAX_SAFE_INTEGER): number {
  const row = db.prepare('SELECT max(seq) AS seq FROM events WHERE type = ? AND seq < ?').get(type, below) as {
    seq: number | null
  }
  if (row.seq === null) throw new Error(`the journal has no ${type} record`)
  return row.seq
}

/** A command through the server; a change to a started tournament carries its reason (§5.2). */
async function command(socket: TestSocket, cmd: Record<string, unknown>): Promise<Row[]> {
  const meta = cmd.type === 'tournament.edit' ? { meta: { reason: 'Moved to another hall' } } : {}
  const answer = await socket.request({ kind: 'command', envelope: { command: cmd, ...meta } })
  const result = answer.result as { ok: boolean; value?: { events: Row[] }; error?: unknown }
  if (!result.ok) throw new Error(`${String(cmd.type)} refused: ${JSON.stringify(result.error)}`)
  return result.value!.events
}

async function until<T>(what: string, probe: () => T | null, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = probe()
    if (found !== null) return found
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * The data folder every case copies: the fixture journal migrated by the real server, a backup taken through it,
 * then a small tournament whose clock runs into a break (the server snapshots at a break), then two records more.
 */
async function prepare(): Promise<Prepared> {
  const dir = tempDir('base')
  fs.copyFileSync(FIXTURE, path.join(dir, DATABASE_FILE))
  const hall = await startHall({ dataDir: dir, startTimeoutMs: 60_000 })
  try {
    const socket = await TestSocket.open(hall.baseUrl)
    await socket.hello('admin', hall.pin, 'Anna (TD)')
    const taken = await socket.request({ kind: 'operation', operation: { type: 'backup.create' } })
    const requested = (taken.result as { ok: boolean; value: { file: string } }).value.file
    const [created] = await command(socket, {
      type: 'tournament.create',
      fields: { ...mainEvent, name: 'Sunday Turbo', date: '2026-11-29' }
    })
    const tournamentId = created!.tournamentId as string
    await command(socket, {
      type: 'clock.structure.set',
      tournamentId,
      structure: {
        items: [
          { kind: 'level', seconds: 1, smallBlind: 100, bigBlind: 200, ante: 0 },
          { kind: 'break', seconds: 3600, label: 'Break' }
        ]
      }
    })
    await command(socket, { type: 'clock.start', tournamentId })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    // The next record finds the clock in its break: the server asks its worker for a snapshot.
    await command(socket, { type: 'tournament.edit', tournamentId, changes: { venue: 'Hall B' } })
    const snapshotSeq = await until('the server’s snapshot', () => {
      const db = open(dir, true)
      try {
        const row = db.prepare('SELECT max(seq) AS seq FROM snapshots').get() as { seq: number | null }
        return row.seq
      } finally {
        db.close()
      }
    })
    await command(socket, { type: 'tournament.edit', tournamentId, changes: { venue: 'Hall C' } })
    const [last] = await command(socket, { type: 'tournament.edit', tournamentId, changes: { venue: 'Hall D' } })
    expect(last).toBeDefined()
    socket.close()
    await hall.stop()
    const db = open(dir, true)
    const lastSeq = (db.prepare('SELECT max(seq) AS seq FROM events').get() as { seq: number }).seq
    db.close()
    expect(lastSeq).toBeGreaterThan(snapshotSeq)
    // The server also backs up by itself when a break begins: the newest backup (named by its time) is the one a
    // safe mode offers, and the one taken on request is among them.
    const backups = fs.readdirSync(path.join(dir, 'backups')).filter((f) => f.endsWith('.sqlite'))
    expect(backups).toContain(requested)
    return { dir, backup: backups.sort().at(-1)!, snapshotSeq, lastSeq }
  } finally {
    await hall.stop()
  }
}

/** The record that created the main event. */
function createdAt(dir: string): number {
  const db = open(dir, true)
  try {
    return db
      .prepare(`SELECT seq FROM events WHERE type = 'tournament.created' AND stream = ?`)
      .pluck()
      .get(MAIN_EVENT) as number
  } finally {
    db.close()
  }
}

/** A copy of the prepared data folder (database and backups), the snapshots dropped unless asked to keep them. */
function copyOfPrepared(keepSnapshots: boolean): string {
  const dir = tempDir('case')
  fs.cpSync(prepared.dir, dir, { recursive: true })
  if (!keepSnapshots) {
    const db = open(dir)
    db.exec('DELETE FROM snapshots; DELETE FROM snapshot_parts')
    db.close()
  }
  return dir
}

/** Change one row as SQLite allows anyone with the file to: the journal's append-only triggers put back afterwards. */
function damage(dir: string, change: (db: Database.Database) => number): number {
  const db = open(dir)
  try {
    const triggers = db
      .prepare(
        `SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name IN ('events_no_update', 'events_no_delete')`
      )
      .pluck()
      .all() as string[]
    db.exec('DROP TRIGGER IF EXISTS events_no_update; DROP TRIGGER IF EXISTS events_no_delete')
    const seq = change(db)
    for (const sql of triggers) db.exec(sql)
    return seq
  } finally {
    db.close()
  }
}

/** Set some columns of the newest record of `type` (before the snapshot's position unless told otherwise). */
function setColumns(
  type: string,
  columns: Record<string, string>,
  where: 'before-snapshot' | 'after-snapshot' = 'before-snapshot'
): (db: Database.Database) => number {
  return (db) => {
    const seq =
      where === 'before-snapshot'
        ? lastRecordOf(db, type, prepared.snapshotSeq)
        : lastRecordOf(db, type, Number.MAX_SAFE_INTEGER)
    const assignments = Object.entries(columns)
      .map(([column, expression]) => `${column} = ${expression}`)
      .join(', ')
    const changed = db.prepare(`UPDATE events SET ${assignments} WHERE seq = ?`).run(seq).changes
    expect(changed).toBe(1)
    return seq
  }
}

interface SafeModeCase {
  readonly name: string
  readonly damage: (db: Database.Database) => number
  readonly code: SafeModeReport['record']['reason']['code']
  readonly params?: Record<string, string | number>
  readonly keepSnapshots?: boolean
}

const json = (value: unknown): string => `'${JSON.stringify(value).replace(/'/g, "''")}'`

/** One case per way a row can be wrong. */
const SAFE_MODE_CASES: readonly SafeModeCase[] = [
  // The data column.
  {
    name: 'data that is not JSON (cut off mid-record)',
    damage: setColumns('entry.rebought', { data: 'substr(data, 1, 20)' }),
    code: 'notJson'
  },
  {
    name: 'data that is JSON null',
    damage: setColumns('entry.rebought', { data: "'null'" }),
    code: 'notEvent',
    params: { found: 'null' }
  },
  {
    name: 'data that is a JSON list',
    damage: setColumns('entry.rebought', { data: "'[]'" }),
    code: 'notEvent',
    params: { found: 'array' }
  },
  {
    name: 'data that is a JSON string',
    damage: setColumns('entry.rebought', { data: json('entry.rebought') }),
    code: 'notEvent',
    params: { found: 'string' }
  },
  {
    name: 'data stored as a blob',
    damage: setColumns('entry.rebought', { data: 'CAST(data AS BLOB)' }),
    code: 'column',
    params: { column: 'data' }
  },
  {
    name: 'data of another type than the row',
    damage: setColumns('entry.rebought', { data: `json_set(data, '$.type', 'entry.withdrawn')` }),
    code: 'typeMismatch',
    params: { found: 'entry.withdrawn' }
  },
  // The event's shape at its type and version (its schema).
  {
    name: 'a required field missing',
    damage: setColumns('entry.rebought', { data: `json_remove(data, '$.chips')` }),
    code: 'shape',
    params: { path: 'chips' }
  },
  {
    name: 'a field of the wrong kind',
    damage: setColumns('entry.rebought', { data: `json_set(data, '$.chips', 'lots')` }),
    code: 'shape',
    params: { path: 'chips' }
  },
  {
    name: 'a number out of range',
    damage: setColumns('entry.rebought', { data: `json_set(data, '$.chips', -5000)` }),
    code: 'shape',
    params: { path: 'chips' }
  },
  {
    name: 'a field its type never has',
    damage: setColumns('entry.rebought', { data: `json_set(data, '$.admin', json('true'))` }),
    code: 'shape',
    params: { path: 'admin' }
  },
  {
    name: 'a nested field of the wrong kind (a seat of a late seating)',
    damage: setColumns('seating.seated', { data: `json_set(data, '$.draw.placements[0].seat', 'window')` }),
    code: 'shape',
    params: { path: 'draw.placements.0.seat' }
  },
  // The other columns.
  {
    name: 'version 0',
    damage: setColumns('entry.rebought', { version: '0' }),
    code: 'version',
    params: { version: '0' }
  },
  {
    name: 'version as text',
    damage: setColumns('entry.rebought', { version: "'two'" }),
    code: 'version',
    params: { version: 'two' }
  },
  {
    name: 'an empty type column',
    damage: setColumns('entry.rebought', { type: "''" }),
    code: 'column',
    params: { column: 'type' }
  },
  {
    name: 'the record filed under another stream',
    damage: setColumns('entry.rebought', { stream: "'players'" }),
    code: 'stream',
    params: { stream: 'players', expected: MAIN_EVENT }
  },
  {
    name: 'recorded_at as text',
    damage: setColumns('entry.rebought', { recorded_at: "'yesterday'" }),
    code: 'column',
    params: { column: 'recorded_at' }
  },
  {
    name: 'occurred_at as a blob',
    damage: setColumns('entry.rebought', { occurred_at: "X'00ff'" }),
    code: 'column',
    params: { column: 'occurred_at' }
  },
  {
    name: 'the actor not a name (a blob)',
    damage: setColumns('entry.rebought', { actor: "X'00'" }),
    code: 'column',
    params: { column: 'actor' }
  },
  {
    name: 'the reason not text (a blob)',
    damage: setColumns('entry.rebought', { reason: "X'00'" }),
    code: 'column',
    params: { column: 'reason' }
  },
  {
    name: 'a seq below 1 (the row moved to the front of the journal)',
    damage: (db) => {
      const seq = lastRecordOf(db, 'entry.rebought', prepared.snapshotSeq)
      db.prepare('UPDATE events SET seq = -7 WHERE seq = ?').run(seq)
      return -7
    },
    code: 'column',
    params: { column: 'seq' }
  },
  // References to what no earlier record made (the fold used to skip such a record without a word).
  {
    name: 'a tournament that does not exist',
    damage: setColumns('clock.paused', { stream: "'ghost-t'", data: `json_set(data, '$.tournamentId', 'ghost-t')` }),
    code: 'missing',
    params: { kind: 'tournament', id: 'ghost-t' }
  },
  {
    name: 'an entry that does not exist',
    damage: setColumns('entry.rebought', { data: `json_set(data, '$.entryId', 'ghost-entry')` }),
    code: 'missing',
    params: { kind: 'entry', id: 'ghost-entry' }
  },
  {
    name: 'a player that does not exist',
    damage: setColumns('player.edited', { data: `json_set(data, '$.playerId', 'ghost-player')` }),
    code: 'missing',
    params: { kind: 'player', id: 'ghost-player' }
  },
  {
    name: 'a hand that does not exist',
    damage: setColumns('results.handCorrected', { data: `json_set(data, '$.handId', 'ghost-hand')` }),
    code: 'missing',
    params: { kind: 'hand', id: 'ghost-hand' }
  },
  {
    name: 'a penalty that does not exist',
    damage: setColumns('penalty.withdrawn', { data: `json_set(data, '$.penaltyId', 'ghost-penalty')` }),
    code: 'missing',
    params: { kind: 'penalty', id: 'ghost-penalty' }
  },
  {
    name: 'a dispute decision that does not exist',
    damage: setColumns('dispute.corrected', { data: `json_set(data, '$.disputeId', 'ghost-dispute')` }),
    code: 'missing',
    params: { kind: 'dispute', id: 'ghost-dispute' }
  },
  {
    name: 'a series that does not exist',
    damage: setColumns('series.tournamentAttached', { data: `json_set(data, '$.seriesId', 'ghost-series')` }),
    code: 'missing',
    params: { kind: 'series', id: 'ghost-series' }
  },
  // After the snapshot the server wrote: the start loads the snapshot and meets the row in the tail it replays.
  {
    name: 'data that is JSON null, after the snapshot the start loads',
    damage: setColumns('tournament.edited', { data: "'null'" }, 'after-snapshot'),
    code: 'notEvent',
    params: { found: 'null' },
    keepSnapshots: true
  }
]

function expectedProblem(c: SafeModeCase): string {
  return translate('en', `safeMode.problem.${c.code}` as MessageKey, c.params ?? {})
}

beforeAll(async () => {
  prepared = await prepare()
}, 180_000)

afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('a damaged journal row opens the safe mode of the real hall server, one case per way a row can be wrong', () => {
  for (const c of SAFE_MODE_CASES) {
    it(`${c.name}: stays up in safe mode naming the record and the backup, refuses commands, serves the clock, keeps the file`, async () => {
      const dir = copyOfPrepared(c.keepSnapshots ?? false)
      const seq = damage(dir, c.damage)
      const file = path.join(dir, DATABASE_FILE)
      const before = sha(file)
      const restoreCommand = `npm run serve -- --data-dir ${dir} --restore-backup ${prepared.backup}`
      let hall: HallProcess | undefined
      try {
        hall = await startHall({ dataDir: dir, startTimeoutMs: 60_000 })
        const printed = hall.output()
        expect(printed).toContain('SAFE MODE')
        expect(printed).toMatch(new RegExp(`Record: +#${seq} `))
        expect(printed).toContain(`Problem:   ${expectedProblem(c)}`)
        expect(printed).toContain(`Newest good backup: ${prepared.backup}`)
        expect(printed).toContain(`    ${restoreCommand}\n`)

        const socket = await TestSocket.open(hall.baseUrl)
        const welcome = (await socket.hello('admin', hall.pin, 'Anna (TD)')) as { safeMode?: SafeModeReport }
        expect(welcome.safeMode?.record.seq).toBe(seq)
        expect(welcome.safeMode?.record.reason).toMatchObject({ code: c.code, params: c.params ?? {} })
        expect(welcome.safeMode?.backup?.file).toBe(prepared.backup)
        expect(welcome.safeMode?.restoreCommand).toBe(restoreCommand)
        const refused = await socket.request({
          kind: 'command',
          envelope: { command: { type: 'tournament.edit', tournamentId: MAIN_EVENT, changes: { venue: 'X' } } }
        })
        expect(refused.result).toMatchObject({ ok: false, error: { code: 'error.safeMode', params: { seq: seq } } })
        socket.close()

        // The clock screens: the page, and the floor as it stood before the record (none of it before the journal's
        // first row, when the damaged row moved in front of it).
        const page = await fetch(hall.clockUrl)
        expect(page.status).toBe(200)
        const display = await TestSocket.open(hall.baseUrl)
        expect(await display.hello('display')).toMatchObject({ kind: 'welcome', role: 'display' })
        const shown = await display.request({ kind: 'query', query: { type: 'display.get', tournamentId: MAIN_EVENT } })
        if (seq > createdAt(dir))
          expect(shown.result).toMatchObject({ ok: true, value: { tournament: { id: MAIN_EVENT } } })
        else expect(shown.result).not.toMatchObject({ value: { tournament: { id: MAIN_EVENT } } })
        display.close()
        expect(hall.child.exitCode).toBeNull()
      } finally {
        await hall?.stop()
      }
      expect(sha(file), 'the damaged database is left as it was').toBe(before)
    }, 120_000)
  }

  it('the restore command it prints brings the backup back and the floor records again; the damaged file is kept', async () => {
    const dir = copyOfPrepared(false)
    const seq = damage(dir, setColumns('entry.rebought', { data: "'null'" }))
    const damaged = sha(path.join(dir, DATABASE_FILE))
    const restored = await startHall({
      dataDir: dir,
      args: ['--restore-backup', prepared.backup],
      startTimeoutMs: 60_000
    })
    try {
      expect(restored.output()).toContain(`Restored ${prepared.backup}`)
      expect(restored.output()).not.toContain('SAFE MODE')
      const socket = await TestSocket.open(restored.baseUrl)
      expect(await socket.hello('admin', restored.pin, 'Anna (TD)')).not.toHaveProperty('safeMode')
      await command(socket, { type: 'tournament.edit', tournamentId: MAIN_EVENT, changes: { venue: 'Hall E' } })
      socket.close()
    } finally {
      await restored.stop()
    }
    const kept = fs.readdirSync(path.join(dir, 'backups')).filter((f) => f.endsWith('-replaced.sqlite'))
    expect(kept).toHaveLength(1)
    expect(sha(path.join(dir, 'backups', kept[0]!))).toBe(damaged)
    expect(seq).toBeGreaterThan(0)
  }, 120_000)
})

/** Start the real hall server and wait for it to exit (it refuses the database). */
function refusedStart(dir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVE_JS, '--port', '0', '--data-dir', dir, '--token', 'test-pin-1234'], {
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server did not refuse the database:\n${output}`))
    }, 60_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

describe('what is not damage keeps its own answer', () => {
  it('a row of a type this build does not know: refused as written by a newer Floorclock (update the app), untouched', async () => {
    const dir = copyOfPrepared(false)
    const seq = damage(
      dir,
      setColumns('entry.rebought', { type: "'entry.teleported'", data: `json_set(data, '$.type', 'entry.teleported')` })
    )
    const before = sha(path.join(dir, DATABASE_FILE))
    const { code, output } = await refusedStart(dir)
    expect(code).toBe(3)
    expect(output).toContain(`record ${seq} (entry.teleported)`)
    expect(output).toContain('written by a newer version; update the app')
    expect(output).toContain('The file was left untouched.')
    expect(output).not.toContain('SAFE MODE')
    expect(sha(path.join(dir, DATABASE_FILE))).toBe(before)
  }, 120_000)

  it('a row of a newer version of a known type: refused as written by a newer Floorclock (update the app), untouched', async () => {
    const dir = copyOfPrepared(false)
    const seq = damage(dir, setColumns('entry.rebought', { version: '99' }))
    const before = sha(path.join(dir, DATABASE_FILE))
    const { code, output } = await refusedStart(dir)
    expect(code).toBe(3)
    expect(output).toContain(`record ${seq} (entry.rebought, version 99) was written by a newer Floorclock`)
    expect(output).toContain('update the app')
    expect(sha(path.join(dir, DATABASE_FILE))).toBe(before)
  }, 120_000)

  for (const [name, spoil] of [
    ['its manifest', `UPDATE snapshots SET state = zeroblob(length(state))`],
    ['every part of it', `UPDATE snapshot_parts SET state = zeroblob(length(state))`]
  ] as const) {
    it(`a damaged snapshot (${name}): the server starts normally from a full replay of the journal`, async () => {
      const dir = copyOfPrepared(true)
      const db = open(dir)
      db.exec(spoil)
      db.close()
      const hall = await startHall({ dataDir: dir, startTimeoutMs: 60_000 })
      try {
        const printed = hall.output()
        expect(printed).not.toContain('SAFE MODE')
        const started = JSON.parse(/^(\{.*"journal\.started".*\})$/m.exec(printed)![1]!) as Row
        expect(started).toMatchObject({ lastSeq: prepared.lastSeq, snapshotSeq: null, replayed: prepared.lastSeq })
        const socket = await TestSocket.open(hall.baseUrl)
        expect(await socket.hello('admin', hall.pin, 'Anna (TD)')).not.toHaveProperty('safeMode')
        await command(socket, { type: 'tournament.edit', tournamentId: MAIN_EVENT, changes: { venue: 'Hall F' } })
        socket.close()
      } finally {
        await hall.stop()
      }
    }, 120_000)
  }
})

describe('the desktop app starts the same way (safeStart.ts; no Electron needed)', () => {
  it('names the record and what is wrong, offers the newest good backup; declined, it opens in safe mode', () => {
    const dir = copyOfPrepared(false)
    const seq = damage(dir, setColumns('entry.rebought', { data: "'null'" }))
    const before = sha(path.join(dir, DATABASE_FILE))
    const asked: SafeModeReport[] = []
    const opened = openDesktopFloor(dir, {}, (report) => {
      asked.push(report)
      return false
    })
    try {
      expect(opened.kind).toBe('safe')
      expect(asked).toHaveLength(1)
      expect(asked[0]!.record).toMatchObject({ seq, type: 'entry.rebought', reason: { code: 'notEvent' } })
      expect(asked[0]!.backup?.file).toBe(prepared.backup)
      expect(translate('ru', `safeMode.problem.${asked[0]!.record.reason.code}`, asked[0]!.record.reason.params)).toBe(
        'В её данных нет события (JSON null): файл повреждён.'
      )
      const mode = desktopMode(opened)
      expect(mode.safeMode?.record.seq).toBe(seq)
      expect(mode.backups).toBe(false)
      const refused = opened.floor.service.execute(
        { command: { type: 'tournament.edit', tournamentId: MAIN_EVENT, changes: { venue: 'X' } } },
        admin()
      )
      expect(refused).toMatchObject({ ok: false, error: { code: 'error.safeMode' } })
    } finally {
      opened.floor.close()
    }
    expect(sha(path.join(dir, DATABASE_FILE))).toBe(before)
  })
})
