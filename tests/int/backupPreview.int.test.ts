import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BackupPreview } from '../../src/shared/contract/operations'
import { operate } from '../../src/main/app/operations'
import { mainEvent } from '../support/fixtures'
import { admin, openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()
const create = (name: string) => ({ command: { type: 'tournament.create', fields: { ...mainEvent, name } } })

describe('a restore shows what it sets aside; backups are only read', () => {
  it('lists the live records made after the backup, by tournament and operator', async () => {
    const floor = openTestFloor(tempDir())
    floor.service.execute(create('Kept'), admin())
    const taken = await operate(floor, { type: 'backup.create' }, admin())
    if (!taken.ok) throw new Error(taken.error.message)
    const file = (taken.value as { file: string }).file
    floor.testClock.advance(60_000)
    floor.service.execute(create('After the backup'), admin('Boris'))
    const preview = await operate(floor, { type: 'backup.preview', file }, admin())
    if (!preview.ok) throw new Error(preview.error.message)
    const value = preview.value as BackupPreview
    expect(value.backupRecords).toBeGreaterThan(0)
    expect(value.agreeUpTo).toBe(value.backupLastSeq)
    expect(value.discardedCount).toBeGreaterThan(0)
    expect(value.discarded[0]).toMatchObject({ type: 'tournament.created', actor: 'Boris', where: 'After the backup' })
    floor.close()
  })

  it('nothing to set aside right after a backup; listing and previewing leave no -wal or -shm beside a backup', async () => {
    const floor = openTestFloor(tempDir())
    floor.service.execute(create('Kept'), admin())
    const taken = await operate(floor, { type: 'backup.create' }, admin())
    if (!taken.ok) throw new Error(taken.error.message)
    const file = (taken.value as { file: string }).file
    await operate(floor, { type: 'backup.list' }, admin())
    const preview = await operate(floor, { type: 'backup.preview', file }, admin())
    expect(preview).toMatchObject({ ok: true, value: { discardedCount: 0, discarded: [] } })
    const beside = fs.readdirSync(path.join(floor.dataDir, 'backups'))
    expect(beside.filter((f) => /-(wal|shm)$/.test(f))).toEqual([])
    floor.close()
  })
})
