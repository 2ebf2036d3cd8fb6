import type { AddressInfo } from 'node:net'
import { readConfig } from './config'
import { openDatabase } from './db/database'
import { migrate } from './db/migrate'
import { federationServer } from './http/server'

/**
 * `npm run federation`: the federation service — PGlite in `--data` (default ./federation-data) unless `--database`
 * names a PostgreSQL — migrated, then listening. The line `federation listening on http://HOST:PORT` says where (tests
 * and scripts read it); SIGINT and SIGTERM close the server and the database.
 */
async function main(): Promise<void> {
  const config = readConfig(process.argv.slice(2), process.env)
  const db = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir })
  const applied = await migrate(db)
  if (applied.length > 0) console.log(`federation: migrations applied: ${applied.join(', ')}`)
  const server = federationServer(db, { adminToken: config.adminToken })
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve))
  const { port } = server.address() as AddressInfo
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
  if (config.generatedToken) console.log(`federation: administrator token for this run: ${config.adminToken}`)
  console.log(`federation listening on http://${config.host}:${port} (${where})`)
  const stop = (): void => {
    server.close()
    server.closeAllConnections()
    void db.close().finally(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(`federation: ${(error as Error).message}`)
  process.exit(1)
})
