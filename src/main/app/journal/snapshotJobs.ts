import Database from 'better-sqlite3'
import { evolveStored } from '../../../shared/core/storedRecords'
import { initialState } from '../../../shared/core/state'
import { EventStore } from '../../store/eventStore'
import { SnapshotStore, type SnapshotInfo } from '../../store/snapshots'
import { stateDigest } from './stateDigest'

/**
 * The background work on snapshots, run in a worker thread over its own connection to the database so
 * the main thread — the clock, the floor's commands — never waits on it. Plain functions, so tests call them too.
 */
export type SnapshotJob =
  | { kind: 'snapshot'; file: string; version: string; takenAt: number }
  | { kind: 'verify'; file: string; version: string }
  | { kind: 'quickCheck'; file: string }
  | { kind: 'checkpoint'; file: string; mode?: 'PASSIVE' | 'TRUNCATE' }

export type SnapshotJobResult =
  | { kind: 'snapshot'; written: SnapshotInfo | null }
  | { kind: 'verify'; verdict: Verification }
  | { kind: 'quickCheck'; result: string }
  | { kind: 'checkpoint'; result: WalCheckpoint }

/** SQLite's answer to a checkpoint: busy (0/1), frames in the WAL, frames copied into the database (or -1). */
export interface WalCheckpoint {
  busy: number
  log: number
  checkpointed: number
}

/** A snapshot start compared with a full replay of the same journal. */
export type Verification =
  | { result: 'same'; snapshotSeq: number; lastSeq: number }
  | { result: 'no-snapshot'; lastSeq: number }
  | { result: 'different'; snapshotSeq: number; lastSeq: number; parts: string[] }

function open(file: string, readonly: boolean): Database.Database {
  const db = new Database(file, { readonly, fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  return db
}

/** Fold from the newest valid snapshot to the end of the journal and write a snapshot there (if there is news). */
export function takeSnapshot(file: string, version: string, takenAt: number): SnapshotInfo | null {
  const db = open(file, false)
  try {
    const store = new EventStore(db)
    const snapshots = new SnapshotStore(db)
    // One read transaction: the tail read and the record the snapshot is bound to are the same journal.
    const from = db.transaction(() => snapshots.load(store, version))()
    if (from.snapshot && from.replayed === 0) return null
    if (from.state.lastSeq === 0) return null
    return snapshots.write(from.state, version, takenAt)
  } finally {
    db.close()
  }
}

/**
 * The idle-time check: the state a start from the newest valid snapshot gives, against a full replay of the same
 * records, in canonical form (Map and Set order included: later draws depend on it).
 */
export function verifySnapshot(file: string, version: string): Verification {
  const db = open(file, true)
  try {
    return db.transaction((): Verification => {
      const store = new EventStore(db)
      const from = new SnapshotStore(db).load(store, version)
      const lastSeq = from.state.lastSeq
      if (!from.snapshot) return { result: 'no-snapshot', lastSeq }
      const replayed = initialState()
      for (const record of store.readAll()) {
        if (record.seq > lastSeq) break
        // Every record checked as a full start would check it: a record damaged before the snapshot is named here.
        evolveStored(replayed, record)
      }
      const a = stateDigest(from.state, 'canonical')
      const b = stateDigest(replayed, 'canonical')
      if (a.digest === b.digest) return { result: 'same', snapshotSeq: from.snapshot.seq, lastSeq }
      const parts = [...new Set([...Object.keys(a.parts), ...Object.keys(b.parts)])].filter(
        (part) => a.parts[part] !== b.parts[part]
      )
      return { result: 'different', snapshotSeq: from.snapshot.seq, lastSeq, parts }
    })()
  } finally {
    db.close()
  }
}

/** SQLite's check of the whole file (every page), off the startup path: 'ok' or what is wrong. */
export function quickCheck(file: string): string {
  const db = open(file, true)
  try {
    return String(db.pragma('quick_check', { simple: true }))
  } finally {
    db.close()
  }
}

/**
 * Copy the write-ahead log into the database file, PASSIVE: it never waits for the floor's writer nor
 * blocks it. Done here, over the worker's own connection, so the command that happens to cross SQLite's threshold
 * does not pay for it (a checkpoint with its fsync of the database file cost that command 13–34 ms at 10,000 entries).
 * TRUNCATE (rare: see WAL_TRUNCATE_BYTES) waits for the writer's transaction in progress and empties the log file.
 */
export function checkpoint(file: string, mode: 'PASSIVE' | 'TRUNCATE' = 'PASSIVE'): WalCheckpoint {
  const db = open(file, false)
  try {
    const [row] = db.pragma(`wal_checkpoint(${mode})`) as WalCheckpoint[]
    return row ?? { busy: 1, log: -1, checkpointed: -1 }
  } finally {
    db.close()
  }
}

export function runSnapshotJob(job: SnapshotJob): SnapshotJobResult {
  switch (job.kind) {
    case 'snapshot':
      return { kind: 'snapshot', written: takeSnapshot(job.file, job.version, job.takenAt) }
    case 'verify':
      return { kind: 'verify', verdict: verifySnapshot(job.file, job.version) }
    case 'quickCheck':
      return { kind: 'quickCheck', result: quickCheck(job.file) }
    case 'checkpoint':
      return { kind: 'checkpoint', result: checkpoint(job.file, job.mode) }
  }
}
