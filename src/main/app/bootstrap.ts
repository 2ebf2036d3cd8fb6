import fs from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'
import { Backups, restoreFile } from '../store/backups'
import { openDatabase } from '../store/database'
import { EventStore } from '../store/eventStore'
import { SettingsStore } from '../store/settings'
import { DATABASE_FILE } from './dataDir'
import { FloorService, type ServiceDeps } from './service'
import { MonotonicClock, systemIds, type Clock } from './time'

/**
 * One open data folder: the database, the service over it, and its backups. Shared by the Electron shell and the
 * hall server. `restore` swaps the database for a backup while the app runs; the service rebuilds and pushes.
 */
export class Floor {
  db: Database.Database
  store: EventStore
  settings: SettingsStore
  readonly service: FloorService
  readonly backups: Backups
  readonly databaseFile: string

  constructor(
    readonly dataDir: string,
    readonly clock: Clock,
    deps: Omit<ServiceDeps, 'clock'>
  ) {
    fs.mkdirSync(dataDir, { recursive: true })
    this.databaseFile = path.join(dataDir, DATABASE_FILE)
    this.db = openDatabase(this.databaseFile)
    this.store = new EventStore(this.db)
    this.settings = new SettingsStore(this.db)
    this.service = new FloorService(this.store, { ...deps, clock })
    this.backups = new Backups(dataDir, () => clock.now())
  }

  /** Replace the live database with a backup (by file name). The replaced database is kept in the backup folder. */
  async restore(backupName: string): Promise<{ restoredFrom: string; replacedFile: string }> {
    const backupFile = this.backups.resolve(backupName)
    if (!backupFile) throw new Error(`No backup named ${backupName}`)
    await this.backups.take(this.db, 'before-restore')
    this.db.close()
    let replacedFile: string
    try {
      replacedFile = restoreFile(this.databaseFile, backupFile, this.backups)
    } finally {
      this.db = openDatabase(this.databaseFile)
      this.store = new EventStore(this.db)
      this.settings = new SettingsStore(this.db)
      this.service.reload(this.store)
    }
    return { restoredFrom: backupName, replacedFile }
  }

  close(): void {
    this.db.close()
  }
}

export function openFloor(dataDir: string, deps: Partial<ServiceDeps> = {}): Floor {
  const { clock = new MonotonicClock(), ...rest } = deps
  return new Floor(dataDir, clock, { ...systemIds, ...rest })
}
