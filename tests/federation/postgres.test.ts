import { afterAll, beforeAll } from 'vitest'
import { openDatabase } from '../../src/federation/db/database'
import { startPostgres, type Postgres } from './support/postgres'
import { registrySuite } from './support/registrySuite'
import { federationSuite } from './support/suite'

/**
 * The same suite on a real PostgreSQL (Debian's server, a throwaway cluster for this file, a fresh database per test).
 * If PostgreSQL cannot start, every test of this file fails with the reason: nothing is skipped.
 */
let cluster: Postgres | null = null
let failure: Error | null = null
let databases = 0
beforeAll(async () => {
  try {
    cluster = await startPostgres()
  } catch (error) {
    failure = error as Error
  }
}, 180_000)
afterAll(async () => {
  await cluster?.stop()
})

const backend = {
  name: 'PostgreSQL',
  open: async () => {
    if (!cluster) throw failure ?? new Error('PostgreSQL did not start')
    databases += 1
    return openDatabase({ url: await cluster.createDatabase(`federation_${databases}`) })
  }
}

federationSuite(backend)
registrySuite(backend)
