import type Database from 'better-sqlite3'
import { knows, UnknownEventError } from '../../shared/core/eventSchemas'

/**
 * The kinds of records a journal holds — each (type, version) with the first record of it — and the
 * first one this build does not know (a type it does not know, or a newer version), if any. Migration 3 keeps them
 * in `event_kinds` (a trigger adds each new kind whichever build writes it), so this reads a few rows, never the
 * journal. A journal from before migration 3 has records of version 1 only; their types are read from the journal
 * itself (once: the migration then lists them). Works on a read-only connection: nothing is changed.
 */
export function unknownEventKind(db: Database.Database): UnknownEventError | null {
  const listed = db
    .prepare(`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'event_kinds'`)
    .get() as { n: number }
  const hasEvents = db
    .prepare(`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'events'`)
    .get() as { n: number }
  if (hasEvents.n === 0) return null
  const kinds = (
    listed.n > 0
      ? db.prepare(`SELECT type, version, first_seq AS seq FROM event_kinds ORDER BY first_seq`).all()
      : db.prepare(`SELECT type, 1 AS version, min(seq) AS seq FROM events GROUP BY type ORDER BY seq`).all()
  ) as Array<{ type: string; version: number; seq: number }>
  for (const kind of kinds) {
    const why = knows(kind.type, kind.version)
    // A version no Floorclock writes (0, negative, not a whole number) is damage, not a newer app: the journal opens
    // and its first such record opens the safe mode, named, with the newest good backup (store/eventStore.ts).
    if (why && why !== 'bad-version') return new UnknownEventError(kind.seq, kind.type, kind.version, why)
  }
  return null
}
