import fs from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'
import { Backups, restoreFile } from '../store/backups'
import { openDatabase } from '../store/database'
import { EventStore } from '../store/eventStore'
import { holdingDataFolder } from '../store/lock'
import { SettingsStore } from '../store/settings'
import { DATABASE_FILE } from './start/dataDir'
import { FloorService, type ServiceDeps } from './service'
import { MonotonicClock, systemIds, type Clock } from './timer/time'
import { LevelTimer } from './timer/timer'
import { findUnfoldableRecord, SafeModeJournal, safeModeReport, type UnfoldableRecord } from './start/safeMode'
import type { SafeModeReport } from '../../shared/contract/protocol'
import { log, type Logger } from './log'
import { keepCommandIdsIn, StoredCommandIds } from './dispatch/commandIds'
import { DatabaseRefusedError } from '../store/database'
import { SnapshotStore, snapshotVersion, type StartFrom } from '../store/snapshots'
import { buildFingerprint, SnapshotKeeper, type SnapshotRunner } from './journal/snapshotKeeper'
import { WalCheckpoints } from './journal/walCheckpoints'
import { TournamentParking } from './journal/parking'
import { HallFederation } from '../federation/hallFederation'
import { hallTimeZone } from './hallZone'
import type { FloorState } from '../../shared/core/state'

/** Snapshot settings a test or the bench may change. */
export interface SnapshotOptions {
  every?: number
  idleDelayMs?: number
  run?: SnapshotRunner
}

/** When the write-ahead log is copied into the database; tests make it happen sooner. */
export interface CheckpointOptions {
  every?: number
  inlineAfter?: number
  quietMs?: number
  truncateAbove?: number
}

/** When finished tournaments leave memory while the floor runs; tests make it happen sooner. */
export interface ParkingOptions {
  sweepMs?: number
  quietMs?: number
}

type FloorDeps = { snapshots?: SnapshotOptions; checkpoints?: CheckpointOptions; parking?: ParkingOptions }

/** A damaged page met while reading the journal is a damaged database (the file is refused and left as it was). */
function damagedOr(error: unknown, file: string): unknown {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB'))
    return new DatabaseRefusedError('damaged', file, `its journal cannot be read (${(error as Error).message})`)
  return error
}

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
  /** The level timer: pushes views at each level boundary. */
  readonly timer: LevelTimer
  /**
   * Set when the journal has a record that does not fold: the floor is open in safe mode, showing
   * the state as it was before that record and recording nothing. Null in normal operation.
   */
  readonly safeMode: UnfoldableRecord | null
  /** How this start got its state: the snapshot used (null: a full replay) and the records replayed. */
  readonly startedFrom: {
    snapshotSeq: number | null
    replayed: number
    ignored: StartFrom['ignored']
    /** Finished tournaments left in their snapshot parts, loaded when first read. */
    parked: number
  } | null
  /** Snapshots of the folded state and the idle-time checks. */
  readonly snapshots: SnapshotKeeper
  /** The write-ahead log copied into the database in the background, never inside a command. */
  readonly checkpoints: WalCheckpoints
  /** Finished tournaments leave memory while the floor runs, as at a start. */
  readonly parking: TournamentParking
  /**
   * Approved protocols published to the federation (Appendix C, §28.14): the outbox, its publisher and pusher. Null in
   * safe mode (nothing is recorded, so nothing is approved).
   */
  readonly federation: HallFederation | null
  /** The snapshots of the database open now (a restore replaces it). */
  private snapshotStoreOf: { db: Database.Database; store: SnapshotStore } | null = null

  constructor(
    readonly dataDir: string,
    readonly clock: Clock,
    deps: Omit<ServiceDeps, 'clock'> & FloorDeps
  ) {
    fs.mkdirSync(dataDir, { recursive: true })
    this.databaseFile = path.join(dataDir, DATABASE_FILE)
    this.db = openDatabase(this.databaseFile)
    this.store = new EventStore(this.db)
    this.settings = new SettingsStore(this.db)
    let service: FloorService
    let unfoldable: UnfoldableRecord | null = null
    // Start from the newest valid snapshot and replay only the journal after it.
    const snapshotVersionHere = snapshotVersion(buildFingerprint())
    const snapshots = this.snapshotStore(deps.log ?? log)
    const startedAt = performance.now()
    let started: StartFrom | null = null
    try {
      try {
        service = new FloorService(this.store, {
          ...deps,
          clock,
          // §27.8: the protocol's times in the hall's zone, as set for this installation (read at each protocol).
          timeZone: deps.timeZone ?? (() => hallTimeZone(this.settings)),
          start: (store) => (started = snapshots.load(store, snapshotVersionHere)).state,
          rebuild: (store) => this.snapshotStore(deps.log ?? log).replay(store)
        })
      } catch (error) {
        // A record that fails to fold does not end the program: open read-only up to it (safe mode).
        unfoldable = findUnfoldableRecord(this.store.readAll())
        if (!unfoldable) throw error
        log.error('journal.unfoldable', { ...unfoldable })
        this.store = new SafeModeJournal(this.db, unfoldable.seq)
        service = new FloorService(this.store, {
          ...deps,
          clock,
          safeMode: unfoldable,
          timeZone: deps.timeZone ?? (() => hallTimeZone(this.settings))
        })
      }
    } catch (error) {
      // SQLite's check of the whole file is no longer on the startup path; a damaged page read here
      // refuses the file as that check did, naming it, and leaves it as it was.
      this.db.close()
      throw damagedOr(error, this.databaseFile)
    }
    this.service = service
    this.safeMode = unfoldable
    const from = started as StartFrom | null
    this.startedFrom = from
      ? {
          snapshotSeq: from.snapshot?.seq ?? null,
          replayed: from.replayed,
          ignored: from.ignored,
          parked: from.parked ?? 0
        }
      : null
    log.info('journal.started', {
      lastSeq: service.current.lastSeq,
      ...(this.startedFrom ?? { safeMode: true }),
      ms: Math.round(performance.now() - startedAt)
    })
    this.snapshots = new SnapshotKeeper({
      file: () => this.databaseFile,
      version: snapshotVersionHere,
      state: () => this.service.current,
      now: () => clock.now(),
      log: deps.log ?? log,
      startedAtSeq: from?.snapshot?.seq ?? 0,
      ...(deps.snapshots ?? {}),
      onWritten: () => this.parking.snapshotWritten(),
      onMismatch: () => {
        // The journal is the truth: the live state is rebuilt from it and the snapshots are discarded.
        // This floor's database now (a restore since the start replaced the connection the start read).
        new SnapshotStore(this.db).clear()
        this.service.reload(this.store)
        this.parking.reset()
      }
    })
    this.checkpoints = new WalCheckpoints({
      db: () => this.db,
      file: () => this.databaseFile,
      log: deps.log ?? log,
      ...(deps.snapshots?.run ? { run: deps.snapshots.run } : {}),
      ...(deps.checkpoints ?? {})
    })
    this.parking = new TournamentParking({
      state: () => this.service.current,
      newestParts: () => this.snapshotStore(deps.log ?? log).newestParts(snapshotVersionHere),
      hasPart: (digest) => this.snapshotStore(deps.log ?? log).hasPart(digest),
      snapshotSeq: () => this.snapshots.snapshotSeq,
      requestSnapshot: () => void this.snapshots.request(),
      now: () => clock.now(),
      log: deps.log ?? log,
      ...(deps.parking ?? {})
    })
    if (!unfoldable) {
      this.service.onChange(() => this.checkpoints.changed())
      this.service.onChange(() => this.snapshots.changed())
      this.service.onChange(() => this.parking.changed())
      this.snapshots.start()
      this.parking.start()
      // A start that replayed many records writes a snapshot soon, in the background.
      setImmediate(() => this.snapshots.changed())
    }
    this.federation = unfoldable
      ? null
      : new HallFederation({
          dataDir,
          db: () => this.db,
          store: () => this.store,
          settings: () => this.settings,
          state: () => this.service.current as FloorState,
          onChange: (listener) => this.service.onChange(listener),
          now: () => clock.now(),
          timeZone: deps.timeZone ?? (() => hallTimeZone(this.settings)),
          log: deps.log ?? log,
          // §28.9: a new copy of the standings reaches the phones' series tabs.
          pulled: () => this.service.federationPulled()
        })
    this.service.federationSource(this.federation ? () => this.federation?.points() ?? null : null)
    this.federation?.start()
    this.keepCommandIds()
    this.backups = new Backups(dataDir, () => clock.now())
    this.timer = new LevelTimer(this.service)
  }

  /** The snapshots of the database open now. */
  private snapshotStore(logger: Logger): SnapshotStore {
    if (this.snapshotStoreOf?.db !== this.db)
      this.snapshotStoreOf = {
        db: this.db,
        store: new SnapshotStore(this.db, (part) => logger.error('snapshot.partDamaged', { ...part }))
      }
    return this.snapshotStoreOf.store
  }

  /** Replace the live database with a backup (by file name). The replaced database is kept in the backup folder. */
  async restore(backupName: string): Promise<{ restoredFrom: string; replacedFile: string }> {
    if (this.safeMode) throw new Error('Safe mode: restart with the backup to restore it')
    const backupFile = this.backups.resolve(backupName)
    if (!backupFile) throw new Error(`No backup named ${backupName}`)
    await this.backups.take(this.db, 'before-restore')
    this.db.close()
    let replacedFile: string
    try {
      replacedFile = restoreFile(this.databaseFile, backupFile, this.backups)
    } finally {
      this.db = openDatabase(this.databaseFile)
      this.checkpoints.attach(this.db)
      this.store = new EventStore(this.db)
      this.settings = new SettingsStore(this.db)
      this.service.reload(this.store)
      this.snapshots.replaced()
      this.parking.reset()
      this.keepCommandIds()
      this.federation?.replaced()
      // The restored database keeps its own pulled copy of the standings (§28.9): the phones show that one.
      this.service.federationPulled()
    }
    return { restoredFrom: backupName, replacedFile }
  }

  /** Command ids and their answers live in this database, written with the records. */
  private keepCommandIds(): void {
    keepCommandIdsIn(
      this.service,
      new StoredCommandIds(
        this.db,
        () => this.store,
        () => this.clock.now(),
        () => this.service.journalRolledBack()
      )
    )
  }

  close(): void {
    this.federation?.stop()
    this.parking.stop()
    this.checkpoints.stop()
    this.snapshots.stop()
    this.timer.stop()
    this.service.close()
    this.db.close()
  }
}

export function openFloor(dataDir: string, deps: Partial<ServiceDeps> & FloorDeps = {}): Floor {
  const { clock = new MonotonicClock(), ...rest } = deps
  // One writer per data folder: a second process refuses here, before touching the database.
  return holdingDataFolder(dataDir, () => new Floor(dataDir, clock, { ...systemIds, ...rest }))
}

/** What a start found: a floor in normal operation, or one in safe mode with the report to show. */
export type OpenedFloor = { kind: 'open'; floor: Floor } | { kind: 'safe'; floor: Floor; report: SafeModeReport }

/**
 * Open the data folder; a journal that does not fold opens in safe mode instead of ending the program. The hall
 * server prints the report; the Electron shell shows it in its dialog (`restoreCommand` is the hall server's form of
 * the restore, `restoreBackupBeforeStart` in safeMode.ts the shell's).
 */
export function openFloorOrSafeMode(
  dataDir: string,
  deps: Partial<ServiceDeps> = {},
  restoreCommand?: string
): OpenedFloor {
  const floor = openFloor(dataDir, deps)
  if (!floor.safeMode) return { kind: 'open', floor }
  return { kind: 'safe', floor, report: safeModeReport(dataDir, floor.safeMode, restoreCommand) }
}
