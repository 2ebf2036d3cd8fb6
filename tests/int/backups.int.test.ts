import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { operate } from '../../src/main/app/operations'
import { DatabaseRefusedError, openDatabase } from '../../src/main/store/database'
import { mainEvent } from '../support/fixtures'
import { admin, display, openTestFloor } from '../support/floor'
import { SERVE_JS } from '../support/hallProcess'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()
const sha = (file: string): string => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')
const create = (name: string) => ({ command: { type: 'tournament.create', fields: { ...mainEvent, name } } })

/** Overwrite the middle of the file with junk, as a failing disk or a torn copy would. */
/**
 * Every page after the first overwritten with junk: whatever the start reads (the journal, or a snapshot and the
 * journal's tail, whichever the background keeper wrote last) is damaged. Only one page once let a start from a
 * snapshot pass without reading it.
 */
function damage(file: string): void {
  const fd = fs.openSync(file, 'r+')
  const size = fs.fstatSync(fd).size
  const junk = Buffer.alloc(size - 4096, 0xa5)
  fs.writeSync(fd, junk, 0, junk.length, 4096)
  fs.closeSync(fd)
}

describe('backups', () => {
  it('takes an online backup that is a good, openable Floorclock database', async () => {
    const floor = openTestFloor(tempDir())
    floor.service.execute(create('Before backup'), admin())
    const taken = await operate(floor, { type: 'backup.create' }, admin())
    expect(taken).toMatchObject({ ok: true, value: { good: true, reason: 'manual' } })
    const listed = await operate(floor, { type: 'backup.list' }, admin())
    expect(listed.ok && (listed.value as unknown[]).length).toBe(1)
    floor.close()
  })

  it('keeps only the newest backups of the rotation', async () => {
    const floor = openTestFloor(tempDir())
    const backups = new (floor.backups.constructor as typeof import('../../src/main/store/backups').Backups)(
      floor.dataDir,
      () => floor.testClock.now(),
      3
    )
    for (let i = 0; i < 5; i += 1) {
      floor.testClock.advance(300_000)
      await backups.take(floor.db, 'interval')
    }
    expect(backups.list()).toHaveLength(3)
    expect(backups.list()[0]!.takenAt).toBe(floor.testClock.now())
    floor.close()
  })

  it('restores a chosen backup while running, keeps the replaced database and records the restore with its reason', async () => {
    const floor = openTestFloor(tempDir())
    floor.service.execute(create('Kept'), admin())
    const taken = await operate(floor, { type: 'backup.create' }, admin())
    if (!taken.ok) throw new Error('backup failed')
    floor.testClock.advance(60_000)
    floor.service.execute(create('After the backup'), admin())
    const file = (taken.value as { file: string }).file

    const refused = await operate(floor, { type: 'backup.restore', file, reason: 'x' }, display())
    expect(refused.ok).toBe(false)
    const restored = await operate(
      floor,
      { type: 'backup.restore', file, reason: 'disk trouble at 21:40' },
      admin('Anna')
    )
    expect(restored.ok).toBe(true)
    const names = [...floor.service.current.tournaments.values()].map((t) => t.fields.name)
    expect(names).toEqual(['Kept'])
    const [last] = floor.store.recent(1)
    expect(last).toMatchObject({
      event: { type: 'journal.restored', backupFile: file },
      actor: 'Anna',
      reason: 'disk trouble at 21:40'
    })

    // Nothing was destroyed: the replaced database still holds the later record.
    const replaced = (restored as { ok: true; value: { replacedFile: string } }).value.replacedFile
    const old = openDatabase(path.join(floor.backups.dir, replaced))
    expect(JSON.stringify(old.prepare('SELECT data FROM events').all())).toContain('After the backup')
    old.close()
    floor.close()
  })

  it('refuses a backup name that points outside the backup folder', async () => {
    const floor = openTestFloor(tempDir())
    const result = await operate(floor, { type: 'backup.restore', file: '../floorclock.sqlite', reason: 'x' }, admin())
    expect(result).toMatchObject({ ok: false, error: { code: 'error.backup.notFound' } })
    floor.close()
  })
})

describe('startup integrity check', () => {
  it('detects a damaged database, leaves it untouched, and the hall server names the newest good backup', async () => {
    const dir = tempDir()
    const floor = openTestFloor(dir)
    for (let i = 0; i < 300; i += 1) floor.service.execute(create(`Event ${i} ${'x'.repeat(80)}`), admin())
    const taken = await operate(floor, { type: 'backup.create' }, admin())
    if (!taken.ok) throw new Error('backup failed')
    floor.db.pragma('wal_checkpoint(TRUNCATE)')
    floor.close()

    const file = path.join(dir, 'floorclock.sqlite')
    damage(file)
    const before = sha(file)
    let error: unknown
    try {
      // no quick_check at open any more; the start reads the damaged page and refuses the file.
      openTestFloor(dir).close()
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(DatabaseRefusedError)
    expect((error as DatabaseRefusedError).reason).toBe('damaged')
    expect(sha(file)).toBe(before)

    // The hall server's own start: a missing build fails the test rather than skipping its half.
    expect(fs.existsSync(SERVE_JS), `${SERVE_JS} is missing: run npm run build`).toBe(true)
    const started = spawnSync(process.execPath, [SERVE_JS, '--port', '0', '--data-dir', dir], {
      encoding: 'utf8',
      timeout: 15_000
    })
    expect(started.status).toBe(3)
    expect(started.stderr).toContain((taken.value as { file: string }).file)
    expect(sha(file)).toBe(before)

    // Restoring it at start brings the records back.
    const restoredRun = spawnSync(
      process.execPath,
      [
        SERVE_JS,
        '--port',
        '0',
        '--data-dir',
        dir,
        '--restore-backup',
        (taken.value as { file: string }).file,
        '--token',
        'pin-x'
      ],
      // The restored server keeps serving: it is stopped after 3 s, its output read.
      { encoding: 'utf8', timeout: 3000 }
    )
    expect(restoredRun.stdout, restoredRun.stderr).toContain('Restored')
    const reopened = openTestFloor(dir)
    expect(reopened.service.current.tournaments.size).toBe(300)
    reopened.close()
  })
})

describe('export and import of a whole tournament', () => {
  it('round-trips exactly: import then export gives the same file', async () => {
    const source = openTestFloor(tempDir())
    source.service.execute(create('Round trip'), admin('Anna'))
    source.service.execute(
      { command: { type: 'tournament.edit', tournamentId: 'id-1', changes: { venue: 'Hall Z' } } },
      admin('Boris')
    )
    const exported = await operate(source, { type: 'tournament.export', tournamentId: 'id-1' }, admin())
    if (!exported.ok) throw new Error('export failed')
    const file = JSON.stringify(exported.value, null, 2)
    source.close()

    const target = openTestFloor(tempDir())
    const imported = await operate(target, { type: 'tournament.import', document: JSON.parse(file) }, admin())
    expect(imported).toMatchObject({ ok: true, value: { tournamentId: 'id-1', records: 2 } })
    const again = await operate(target, { type: 'tournament.export', tournamentId: 'id-1' }, admin())
    expect(JSON.stringify((again as { ok: true; value: unknown }).value, null, 2)).toBe(file)
    expect(target.service.current.tournaments.get('id-1')?.fields.venue).toBe('Hall Z')
    target.close()
  })

  it('carries the players the tournament names, so entries arrive with their names; import then export is the same file', async () => {
    const source = openTestFloor(tempDir())
    source.service.execute(create('With players'), admin())
    const tournamentId = 'id-1'
    for (const name of ['Ivanova', 'Petrov']) {
      const p = source.service.execute(
        { command: { type: 'player.create', fields: { displayName: name, fullName: `${name} Full` } } },
        admin()
      )
      if (!p.ok) throw new Error(p.error.message)
      const playerId = (p.value.events[0] as { playerId: string }).playerId
      const e = source.service.execute({ command: { type: 'entry.register', tournamentId, playerId } }, admin())
      if (!e.ok) throw new Error(e.error.message)
    }
    source.service.execute(
      { command: { type: 'player.create', fields: { displayName: 'Not in this event' } } },
      admin()
    )
    const exported = await operate(source, { type: 'tournament.export', tournamentId }, admin())
    if (!exported.ok) throw new Error('export failed')
    const doc = exported.value as { players: unknown[] }
    expect(doc.players).toHaveLength(2)
    const file = JSON.stringify(exported.value, null, 2)
    expect(file).not.toContain('Not in this event')
    source.close()

    const target = openTestFloor(tempDir())
    expect((await operate(target, { type: 'tournament.import', document: JSON.parse(file) }, admin())).ok).toBe(true)
    const names = [...target.service.current.players.byId.values()].map((p) => p.fields.displayName).sort()
    expect(names).toEqual(['Ivanova', 'Petrov'])
    const again = await operate(target, { type: 'tournament.export', tournamentId }, admin())
    expect(JSON.stringify((again as { ok: true; value: unknown }).value, null, 2)).toBe(file)
    target.close()
  })

  it('refuses a broken or duplicate import and writes nothing', async () => {
    const floor = openTestFloor(tempDir())
    floor.service.execute(create('Existing'), admin())
    const exported = await operate(floor, { type: 'tournament.export', tournamentId: 'id-1' }, admin())
    if (!exported.ok) throw new Error('export failed')
    const doc = exported.value as { records: Array<{ event: Record<string, unknown> }> }
    const count = floor.store.count()
    const cases: unknown[] = [
      'not a document',
      { ...doc, format: 'tdt' },
      doc,
      { ...doc, tournamentId: 'other', records: doc.records },
      {
        ...doc,
        tournamentId: 'other',
        records: [{ ...doc.records[0], event: { type: 'tournament.edited', tournamentId: 'other', changes: {} } }]
      }
    ]
    for (const document of cases) {
      const result = await operate(floor, { type: 'tournament.import', document }, admin())
      expect(result.ok, JSON.stringify(document).slice(0, 80)).toBe(false)
    }
    expect(floor.store.count()).toBe(count)
    floor.close()
  })
})
