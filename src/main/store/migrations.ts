import type Database from 'better-sqlite3'

/**
 * Numbered migrations. `PRAGMA user_version` holds the number of the last one applied; all pending ones run in one
 * transaction. Never edit a migration that has shipped: add the next number. Each has a test that migrates a
 * populated database of the version before it (tests/int/store.int.test.ts, "migrations").
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
  },
  {
    version: 3,
    name: 'event versions, and the kinds of events the journal holds',
    up: (db) => {
      // Every record carries the version of its event type (rows before this are version 1), and
      // event_kinds lists each (type, version) with the first record of it, kept by a trigger whichever build writes.
      // A build refuses a journal with a kind it does not know before anything runs, without reading the journal.
      db.exec(`
        ALTER TABLE events ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
        CREATE TABLE event_kinds (
          type      TEXT    NOT NULL,
          version   INTEGER NOT NULL,
          first_seq INTEGER NOT NULL,
          PRIMARY KEY (type, version)
        ) WITHOUT ROWID;
        INSERT INTO event_kinds (type, version, first_seq) SELECT type, version, min(seq) FROM events GROUP BY type, version;
        CREATE TRIGGER events_kinds AFTER INSERT ON events
          BEGIN INSERT OR IGNORE INTO event_kinds (type, version, first_seq) VALUES (NEW.type, NEW.version, NEW.seq); END;
      `)
    }
  },
  {
    version: 4,
    name: 'snapshots of the folded state',
    up: (db) => {
      // The folded state at a journal position, so a start replays only the records after it. Not part of
      // the record: a snapshot of another build (version) or one whose position does not match the journal is
      // ignored, and the journal alone is the truth. Written off the command path; the newest two are kept.
      db.exec(`
        CREATE TABLE snapshots (
          seq         INTEGER PRIMARY KEY,
          version     TEXT    NOT NULL,
          event_check TEXT    NOT NULL,
          digest      TEXT    NOT NULL,
          taken_at    INTEGER NOT NULL,
          state       BLOB    NOT NULL
        );
      `)
    }
  },
  {
    version: 5,
    name: 'snapshots in parts',
    up: (db) => {
      // A snapshot is a manifest (the snapshots row) naming its parts by hash — the shared state and one
      // part per tournament — so a snapshot writes only the parts that changed and a start reads only the live ones.
      // Snapshots of the whole state (format 1) are of no use to this build: dropped (they are not records).
      db.exec(`
        DELETE FROM snapshots;
        CREATE TABLE snapshot_parts (
          id     INTEGER PRIMARY KEY,
          digest TEXT    NOT NULL UNIQUE,
          part   TEXT    NOT NULL,
          state  BLOB    NOT NULL
        );
      `)
    }
  },
  {
    version: 6,
    name: 'the outbox of publications to the federation',
    up: (db) => {
      // Appendix C, §28.14: each approval (and each correction after it) of a tournament is published to the
      // federation as a signed envelope, kept here before anything is sent, so it survives restarts and days
      // offline. One row per (tournament, version): a version is never rebuilt or overwritten, a correction is the
      // next version. federation_scan holds the last journal record looked at for approvals; it starts at the end of
      // the journal as it is now, so tournaments approved before this build are not published by surprise.
      db.exec(`
        CREATE TABLE federation_outbox (
          id              INTEGER PRIMARY KEY,
          tournament_id   TEXT    NOT NULL,
          version         INTEGER NOT NULL,
          point_seq       INTEGER NOT NULL,
          reason          TEXT,
          hash            TEXT    NOT NULL,
          envelope        TEXT    NOT NULL,
          state           TEXT    NOT NULL CHECK (state IN ('waiting', 'sent', 'accepted', 'refused')),
          created_at      INTEGER NOT NULL,
          attempts        INTEGER NOT NULL DEFAULT 0,
          last_attempt_at INTEGER,
          next_attempt_at INTEGER,
          answer          TEXT,
          UNIQUE (tournament_id, version)
        );
        CREATE INDEX federation_outbox_due ON federation_outbox (state, next_attempt_at);
        CREATE TABLE federation_scan (
          id  INTEGER PRIMARY KEY CHECK (id = 1),
          seq INTEGER NOT NULL
        );
        INSERT INTO federation_scan (id, seq) SELECT 1, coalesce(max(seq), 0) FROM events;
      `)
    }
  }
]

export const LATEST_VERSION = MIGRATIONS.reduce((max, m) => Math.max(max, m.version), 0)
