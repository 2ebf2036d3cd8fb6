import fs from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'
import { openDatabase } from '../store/database'
import { EventStore } from '../store/eventStore'
import { SettingsStore } from '../store/settings'
import { DATABASE_FILE } from './dataDir'
import { FloorService, type ServiceDeps } from './service'
import { MonotonicClock, systemIds } from './time'
import { LevelTimer } from './timer'

export interface Floor {
  readonly db: Database.Database
  readonly store: EventStore
  readonly settings: SettingsStore
  readonly service: FloorService
  readonly clock: MonotonicClock | ServiceDeps['clock']
  readonly databaseFile: string
  /** The level timer: pushes views at each level boundary (issue 3). */
  readonly timer: LevelTimer
  close(): void
}

/** Open the data folder's database and rebuild the state from the journal. Shared by the Electron shell and the hall server. */
export function openFloor(dataDir: string, deps: Partial<ServiceDeps> = {}): Floor {
  fs.mkdirSync(dataDir, { recursive: true })
  const databaseFile = path.join(dataDir, DATABASE_FILE)
  const db = openDatabase(databaseFile)
  const store = new EventStore(db)
  const settings = new SettingsStore(db)
  const clock = deps.clock ?? new MonotonicClock()
  const service = new FloorService(store, { ...systemIds, ...deps, clock })
  const timer = new LevelTimer(service)
  return {
    db,
    store,
    settings,
    service,
    clock,
    databaseFile,
    timer,
    close: () => {
      timer.stop()
      db.close()
    }
  }
}
