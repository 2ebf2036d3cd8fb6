import pg from 'pg'
import type { FederationDb, Sql } from './database'

/**
 * A real PostgreSQL through `pg`: a small pool; a transaction takes one connection from BEGIN to COMMIT (or ROLLBACK
 * when its function throws) and gives it back.
 */
export async function openPg(url: string): Promise<FederationDb> {
  const pool = new pg.Pool({ connectionString: url, max: 8 })
  // Fail at start, not at the first request, when the server cannot be reached.
  const probe = await pool.connect()
  probe.release()
  return {
    driver: 'pg',
    ...sqlOf(pool),
    transaction: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(sqlOf(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end()
  }
}

function sqlOf(db: pg.Pool | pg.PoolClient): Sql {
  return {
    query: async <T extends object>(text: string, params: readonly unknown[] = []) =>
      (await db.query<T & pg.QueryResultRow>(text, [...params])).rows as T[],
    exec: async (script: string) => {
      await db.query(script)
    }
  }
}
