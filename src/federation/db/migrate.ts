import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FederationDb } from './database'

/** The folder of the versioned migrations: `NNN_what.sql`, applied in order, each once. */
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations')

export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
}

export function migrationsIn(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.slice(4, -4),
      sql: readFileSync(path.join(dir, file), 'utf8')
    }))
}

/** Any number agreed on by every federation process: the lock that keeps two starts from migrating at once. */
const MIGRATION_LOCK = 2_846_301

/**
 * Apply the migrations not applied yet, each in its own transaction with its row in `schema_migrations`, so a
 * migration is applied whole or not at all, and a second start (or a second process: an advisory lock) applies
 * nothing again. Returns the versions applied now.
 */
export async function migrate(db: FederationDb, migrations = migrationsIn()): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
  })
  const applied: number[] = []
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version])
      if (seen.length > 0) return false
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name
      ])
      return true
    })
    if (done) applied.push(migration.version)
  }
  return applied
}
