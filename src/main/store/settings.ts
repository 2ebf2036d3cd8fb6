import type Database from 'better-sqlite3'

/** Settings of this installation (admin PIN, chosen display, language…), as JSON values by key. */
export class SettingsStore {
  private readonly getStmt: Database.Statement
  private readonly setStmt: Database.Statement

  constructor(db: Database.Database) {
    this.getStmt = db.prepare(`SELECT value FROM settings WHERE key = ?`)
    this.setStmt = db.prepare(
      `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
       ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`
    )
  }

  get<T>(key: string): T | undefined {
    const row = this.getStmt.get(key) as { value: string } | undefined
    return row ? (JSON.parse(row.value) as T) : undefined
  }

  set(key: string, value: unknown, now: number): void {
    this.setStmt.run(key, JSON.stringify(value), now)
  }
}
