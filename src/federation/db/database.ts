/**
 * The federation's storage, PostgreSQL through one small interface over two drivers: PGlite (PostgreSQL compiled to
 * WebAssembly, the embedded default, so `npm run federation` needs no server) and `pg` (a real PostgreSQL, what a
 * federation runs in production). The same SQL and the same migrations run on both, so the code above never asks which.
 *
 * Conventions that keep both drivers alike: no int8 columns or results (pg hands them back as text; `count(*)::int`),
 * times read back as text (`iso(column)` in migrations/001), JSON in `jsonb` columns passed as text with `$n::jsonb`.
 */
export interface Sql {
  /** One statement with `$1…` parameters; the rows. */
  query<T extends object = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>
  /** A script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>
}

export interface FederationDb extends Sql {
  readonly driver: 'pglite' | 'pg'
  /** `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** A PostgreSQL URL (`postgres://…`): the `pg` driver. */
  readonly url?: string
  /** PGlite's data folder; `memory://` keeps it in memory (tests). */
  readonly dataDir?: string
}

/** The driver the options name: `url` → pg, otherwise PGlite in `dataDir`. Loaded on demand (each is large). */
export async function openDatabase(options: DatabaseOptions): Promise<FederationDb> {
  if (options.url) return (await import('./pgDriver')).openPg(options.url)
  return (await import('./pgliteDriver')).openPglite(options.dataDir ?? './federation-data')
}
