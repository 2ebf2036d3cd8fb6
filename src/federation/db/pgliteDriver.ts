import { mkdirSync } from 'node:fs'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { FederationDb, Sql } from './database'

/**
 * PGlite: one PostgreSQL in this process, its files in `dataDir`. It runs one statement at a time, and a transaction
 * holds it until it ends, so the service's transactions are serial here (a small federation's load).
 */
export async function openPglite(dataDir: string): Promise<FederationDb> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir)
  return {
    driver: 'pglite',
    ...sqlOf(db),
    transaction: (fn) => db.transaction((tx) => fn(sqlOf(tx))),
    close: () => db.close()
  }
}

function sqlOf(db: PGlite | Transaction): Sql {
  return {
    query: async <T extends object>(text: string, params: readonly unknown[] = []) =>
      (await db.query<T>(text, [...params])).rows,
    exec: async (script: string) => {
      await db.exec(script)
    }
  }
}
