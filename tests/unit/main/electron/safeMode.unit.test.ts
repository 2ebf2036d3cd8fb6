import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DATABASE_FILE } from '../../../../src/main/app/start/dataDir'
import { desktopMode, openDesktopFloor } from '../../../../src/main/electron/safeStart'
import { BACKUP_FOLDER } from '../../../../src/main/store/backups'
import { IPC } from '../../../../src/shared/contract/bridge'
import type { ServerFrame } from '../../../../src/shared/contract/protocol'
import { brokenJournal } from '../../../support/brokenJournal'
import { fakeElectron, FakeBrowserWindow, type FakeElectron } from '../../../support/fakeElectron'
import { admin } from '../../../support/floor'
import { useTempDir } from '../../../support/tempDir'

/**
 * the desktop part: a journal with a record that does not fold opens the desktop app in the hall
 * server's safe mode. The Electron binary cannot be downloaded here, so the main process (src/main/electron/main.ts)
 * runs in Node over the fake `electron` module of tests/support/fakeElectron.ts (app, windows, dialog, ipcMain);
 * the decision itself is the plain functions of src/main/electron/safeStart.ts. Everything else is real: the data
 * folder, SQLite, the backups, the service and the IPC dispatcher. The journal is tests/support/brokenJournal.ts: a
 * seated tournament, a backup, one more record, then a record that cannot fold written straight into SQLite.
 */
const tempDir = useTempDir()
let electron: FakeElectron | null = null
let quitted = false
let dataDir: string

function count(dir: string): number {
  const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true })
  try {
    return (db.prepare('SELECT count(*) AS n FROM events').get() as { n: number }).n
  } finally {
    db.close()
  }
}

const backupFiles = (dir: string): string[] => fs.readdirSync(path.join(dir, BACKUP_FOLDER)).sort()

async function startApp(answers: number[]): Promise<void> {
  const fake = fakeElectron(dataDir)
  electron = fake
  fake.dialog.answers.push(...answers)
  quitted = false
  fake.app.on('will-quit', () => (quitted = true))
  vi.doMock('electron', () => fake)
  vi.resetModules()
  await import('../../../../src/main/electron/main')
  fake.app.ready()
  await new Promise((resolve) => setTimeout(resolve, 10))
}

const adminWindow = (): FakeBrowserWindow => FakeBrowserWindow.getAllWindows().find((w) => w.url?.endsWith('#/admin'))!

/** One client frame from the admin window through the registered IPC handler; the server frames it was sent. */
async function fromAdmin(frame: Record<string, unknown>): Promise<ServerFrame[]> {
  const contents = adminWindow().webContents
  const before = contents.sent.length
  const handler = electron!.ipcMain.handlers.get(IPC.frame)!
  await handler({ sender: contents, senderFrame: contents.mainFrame }, JSON.stringify(frame))
  await new Promise((resolve) => setTimeout(resolve, 20))
  return contents.sent
    .slice(before)
    .filter((args) => args[0] === IPC.serverFrame)
    .map((args) => args[1] as ServerFrame)
}

beforeEach(() => {
  dataDir = tempDir()
  process.env.FLOORCLOCK_DATA_DIR = dataDir
})
afterEach(async () => {
  if (electron && electron.app.exitCode === null && !quitted) {
    electron.app.quit()
    await vi.waitFor(() => expect(quitted).toBe(true), { timeout: 15_000 })
  }
  electron = null
  vi.doUnmock('electron')
  delete process.env.FLOORCLOCK_DATA_DIR
})

describe('the desktop app opens a journal that does not fold in safe mode', () => {
  it('offers the newest backup that folds; declined, the admin gets the safe-mode screen and nothing is recorded', async () => {
    const { backup, badSeq, tournamentId } = await brokenJournal(dataDir)
    const records = count(dataDir)
    const backupsBefore = backupFiles(dataDir)
    await startApp([1]) // "Open in safe mode"
    // The dialog names the record and the backup.
    const asked = electron!.dialog.asked[0]!
    expect(asked.message).toContain(`Record #${badSeq} of the journal (seating.seated`)
    expect(asked.message).toContain('Boris (floor)')
    expect(asked.message).toContain(backup)
    expect(asked.buttons).toEqual(['Restore the backup', 'Open in safe mode'])
    // The admin window is told in its welcome: the safe-mode screen (src/renderer/src/apps/admin/SafeMode.tsx) shows it.
    const [welcome] = await fromAdmin({ kind: 'hello', role: 'admin' })
    expect(welcome).toMatchObject({
      kind: 'welcome',
      role: 'admin',
      safeMode: {
        record: { seq: badSeq, type: 'seating.seated', actor: 'Boris (floor)' },
        backup: { file: backup },
        databaseFile: path.join(dataDir, DATABASE_FILE)
      }
    })
    // Records nothing: a command and a recording operation are refused with the safe mode's code.
    const [command] = await fromAdmin({
      kind: 'command',
      id: 1,
      envelope: { command: { type: 'tournament.edit', tournamentId, changes: { venue: 'X' } } }
    })
    expect(command).toMatchObject({ kind: 'result', id: 1, result: { ok: false, error: { code: 'error.safeMode' } } })
    const [take] = await fromAdmin({ kind: 'operation', id: 2, operation: { type: 'backup.create' } })
    expect(take).toMatchObject({ kind: 'result', id: 2, result: { ok: false, error: { code: 'error.safeMode' } } })
    // The floor shown is the one before the record (the edit just before it is there).
    const [query] = await fromAdmin({ kind: 'query', id: 3, query: { type: 'tournament.get', tournamentId } })
    expect(query).toMatchObject({ kind: 'result', result: { ok: true, value: { venue: 'Hall B' } } })
    // Quit: no backup of the damaged journal (it would rotate the good ones out); the file is kept as it is.
    electron!.app.quit()
    await vi.waitFor(() => expect(quitted).toBe(true), { timeout: 15_000 })
    expect(backupFiles(dataDir)).toEqual(backupsBefore)
    expect(count(dataDir)).toBe(records)
  })

  it('restores the backup when the director says so: starts normally, the damaged database kept in backups/', async () => {
    const { backup, badSeq, tournamentId } = await brokenJournal(dataDir)
    await startApp([0]) // "Restore the backup"
    const [welcome] = await fromAdmin({ kind: 'hello', role: 'admin' })
    expect(welcome).toMatchObject({ kind: 'welcome', role: 'admin' })
    expect(welcome).not.toHaveProperty('safeMode')
    // Recording again, on the restored journal.
    const [command] = await fromAdmin({
      kind: 'command',
      id: 1,
      envelope: { command: { type: 'tournament.edit', tournamentId, changes: { venue: 'Hall C' } } }
    })
    expect(command).toMatchObject({ kind: 'result', id: 1, result: { ok: true } })
    expect(count(dataDir)).toBeLessThan(badSeq)
    const kept = backupFiles(dataDir).filter((f) => f !== backup && /replaced/.test(f))
    expect(kept).toHaveLength(1)
    const damaged = new Database(path.join(dataDir, BACKUP_FOLDER, kept[0]!), { readonly: true })
    try {
      expect((damaged.prepare('SELECT max(seq) AS n FROM events').get() as { n: number }).n).toBe(badSeq)
    } finally {
      damaged.close()
    }
  })

  it('openDesktopFloor asks nothing when no backup folds, and desktopMode then refuses every write', async () => {
    await brokenJournal(dataDir)
    fs.rmSync(path.join(dataDir, BACKUP_FOLDER), { recursive: true, force: true })
    const confirm = vi.fn(() => true)
    const opened = openDesktopFloor(dataDir, {}, confirm)
    try {
      expect(confirm).not.toHaveBeenCalled()
      expect(opened.kind).toBe('safe')
      const mode = desktopMode(opened)
      expect(mode).toMatchObject({ backups: false, sharing: false, safeMode: { backup: null } })
      expect(await mode.operate({ type: 'backup.list' }, admin())).toMatchObject({ ok: true })
      expect(await mode.operate({ type: 'sharing.start', host: '0.0.0.0', port: 8080 }, admin())).toMatchObject({
        ok: false,
        error: { code: 'error.safeMode' }
      })
    } finally {
      opened.floor.close()
    }
  })
})
