import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { openFloorOrSafeMode } from '../../src/main/app/bootstrap'
import { DATABASE_FILE } from '../../src/main/app/start/dataDir'
import type { SafeModeReport } from '../../src/shared/contract/protocol'
import { brokenJournal } from '../support/brokenJournal'
import { mainEvent } from '../support/fixtures'
import { admin } from '../support/floor'
import { startHall } from '../support/hallProcess'
import { useTempDir } from '../support/tempDir'
import { TestSocket } from '../support/wsClient'

/**
 * a journal that does not fold still opens. A real journal is written, backed up, written on, and
 * then a record that cannot fold is inserted straight into SQLite (as a bug in an older version could have left it).
 * The real hall server process starts in safe mode, names the record, refuses every command, and the backup it names
 * restores with the exact command it prints.
 */
const tempDir = useTempDir()

function count(dir: string): number {
  const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true })
  try {
    return (db.prepare('SELECT count(*) AS n FROM events').get() as { n: number }).n
  } finally {
    db.close()
  }
}

describe('a journal that does not fold still opens', () => {
  it('openFloorOrSafeMode opens read-only up to the record, names it and the newest backup that folds', async () => {
    const dir = tempDir()
    const { backup, badSeq, tournamentId } = await brokenJournal(dir)
    const opened = openFloorOrSafeMode(dir, {}, 'npm run serve --')
    try {
      expect(opened.kind).toBe('safe')
      if (opened.kind !== 'safe') return
      expect(opened.report.record).toMatchObject({ seq: badSeq, type: 'seating.seated', actor: 'Boris (floor)' })
      expect(opened.report.record.problem).toMatch(/taken|seated/)
      expect(opened.report.backup?.file).toBe(backup)
      expect(opened.report.restoreCommand).toBe(`npm run serve -- --data-dir ${dir} --restore-backup ${backup}`)
      // The floor as it stood before the record: the edit just before it is there.
      expect(opened.floor.service.current.tournaments.get(tournamentId)!.fields.venue).toBe('Hall B')
      const refused = opened.floor.service.execute(
        { command: { type: 'tournament.edit', tournamentId, changes: { venue: 'X' } } },
        admin()
      )
      expect(refused).toMatchObject({ ok: false, error: { code: 'error.safeMode', params: { seq: badSeq } } })
    } finally {
      opened.floor.close()
    }
    expect(count(dir)).toBe(badSeq)
  })

  it('the hall server starts in safe mode, prints the record and the restore command, refuses commands; the restore works', async () => {
    const dir = tempDir()
    const { backup, badSeq, tournamentId } = await brokenJournal(dir)
    const before = count(dir)
    const hall = await startHall({ dataDir: dir })
    try {
      const printed = hall.output()
      expect(printed).toContain('SAFE MODE')
      expect(printed).toContain(`#${badSeq} seating.seated`)
      expect(printed).toContain('by Boris (floor)')
      expect(printed).toContain(`--restore-backup ${backup}`)
      expect(printed).toContain(`--data-dir ${dir}`)

      const socket = await TestSocket.open(hall.baseUrl)
      const welcome = (await socket.hello('admin', hall.pin, 'Anna')) as { safeMode?: SafeModeReport }
      expect(welcome.safeMode?.record).toMatchObject({ seq: badSeq, type: 'seating.seated', actor: 'Boris (floor)' })
      expect(welcome.safeMode?.backup?.file).toBe(backup)
      const refused = await socket.request({
        kind: 'command',
        envelope: { command: { type: 'tournament.create', fields: mainEvent } }
      })
      expect(refused.result).toMatchObject({ ok: false, error: { code: 'error.safeMode' } })
      // Writing operations are refused too (a backup of this journal would rotate the good ones out).
      const backupNow = await socket.request({ kind: 'operation', operation: { type: 'backup.create' } })
      expect(backupNow.result).toMatchObject({ ok: false, error: { code: 'error.safeMode' } })
      const listed = await socket.request({ kind: 'operation', operation: { type: 'backup.list' } })
      expect(listed.result.ok).toBe(true)
      // A display still shows the floor as it was before the record.
      const shown = await TestSocket.open(hall.baseUrl)
      const displayWelcome = await shown.hello('display')
      expect(displayWelcome).not.toHaveProperty('safeMode')
      const view = await shown.request({ kind: 'query', query: { type: 'display.get', tournamentId } })
      expect(view.result).toMatchObject({ ok: true, value: { tournament: { name: mainEvent.name } } })
      socket.close()
      shown.close()
    } finally {
      await hall.stop()
    }
    expect(count(dir)).toBe(before)

    // The exact restore the server printed: the backup is back, the damaged file kept, commands recorded again.
    const restored = await startHall({ dataDir: dir, args: ['--restore-backup', backup] })
    try {
      expect(restored.output()).toContain(`Restored ${backup}`)
      expect(restored.output()).not.toContain('SAFE MODE')
      const socket = await TestSocket.open(restored.baseUrl)
      const welcome = await socket.hello('admin', restored.pin, 'Anna')
      expect(welcome).not.toHaveProperty('safeMode')
      const created = await socket.request({
        kind: 'command',
        envelope: { command: { type: 'tournament.create', fields: mainEvent } }
      })
      expect(created.result.ok).toBe(true)
      socket.close()
    } finally {
      await restored.stop()
    }
    const kept = fs.readdirSync(path.join(dir, 'backups')).filter((f) => f.endsWith('-replaced.sqlite'))
    expect(kept).toHaveLength(1)
    const damaged = new Database(path.join(dir, 'backups', kept[0]!), { readonly: true })
    expect(damaged.prepare('SELECT type FROM events WHERE seq = ?').get(badSeq)).toEqual({ type: 'seating.seated' })
    damaged.close()
  })
})
