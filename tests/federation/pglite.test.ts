import { afterAll } from 'vitest'
import { openDatabase, type FederationDb } from '../../src/federation/db/database'
import { registrySuite } from './support/registrySuite'
import { federationSuite } from './support/suite'

/**
 * The federation's suite on its embedded default, PGlite (PostgreSQL in WebAssembly). Starting a PGlite takes seconds
 * (WebAssembly and initdb), so the file keeps one in memory and gives each test an empty database: the public schema
 * dropped and made again — every table, the migrations' own table and their function with it.
 */
let shared: FederationDb | null = null
afterAll(async () => {
  await shared?.close()
})

const backend = {
  name: 'PGlite',
  open: async () => {
    shared ??= await openDatabase({ dataDir: 'memory://' })
    await shared.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
    // Closed by the next test's reset, not by the test (which closes what it opened).
    return { ...shared, close: async () => undefined }
  }
}

federationSuite(backend)
registrySuite(backend)
