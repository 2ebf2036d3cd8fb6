import type Database from 'better-sqlite3'

/**
 * Numbered migrations. `PRAGMA user_version` holds the number of the last one applied; all pending ones run in one
 * transaction. Never edit a migration that has shipped: add the next number. Each has a test that migrates a
 * populated database of the version before it (tests/int/store/migrations.int.test.ts).
 */
export interface Migration {
  readonly version: number
  readonly name: string
  readonly up: (db: Database.Database) => void
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'append-only event journal',
    up: (db) => {
      db.exec(`
        CREATE TABLE events (
          seq          INTEGER PRIMARY KEY AUTOINCREMENT,
          stream       TEXT    NOT NULL,
          type         TEXT    NOT NULL,
          data         TEXT    NOT NULL,
          actor        TEXT    NOT NULL,
          recorded_at  INTEGER NOT NULL,
          occurred_at  INTEGER NOT NULL,
          reason       TEXT
        );
        CREATE INDEX events_by_stream ON events (stream, seq);
        -- The journal is append-only: corrections are new events, never edits.
        CREATE TRIGGER events_no_update BEFORE UPDATE ON events
          BEGIN SELECT RAISE(ABORT, 'the event journal is append-only'); END;
        CREATE TRIGGER events_no_delete BEFORE DELETE ON events
          BEGIN SELECT RAISE(ABORT, 'the event journal is append-only'); END;
      `)
    }
  },
  {
    version: 2,
    name: 'settings of this installation',
    up: (db) => {
      db.exec(`
        CREATE TABLE settings (
          key        TEXT PRIMARY KEY,
          value      TEXT NOT NULL,
          updated_at INTEGER NOT NULL
        );
      `)
    }
  }
]

export const LATEST_VERSION = MIGRATIONS.reduce((max, m) => Math.max(max, m.version), 0)
