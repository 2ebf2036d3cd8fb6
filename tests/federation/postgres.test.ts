import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../src/federation/db/database'
import { migrate } from '../../src/federation/db/migrate'
import { generateHallKeys } from '../../src/federation/publication'
import { federationOver } from './support/federationClient'
import { correctAfterApproval, hallFloor, playTournament, publish } from './support/hallTournament'
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

/**
 * Two service processes on one PostgreSQL (what "several service processes behind one address" means): each keeps its
 * own table and pages, and sees what the other accepted on its very next read — a new tournament, a correction
 * (§28.14) and a merge (§28.9) — because every read first counts the rows the rating reads.
 */
describe('two services on one PostgreSQL', () => {
  it('each sees what the other stored on its next read', async () => {
    if (!cluster) throw failure ?? new Error('PostgreSQL did not start')
    const url = await cluster.createDatabase('federation_two_services')
    const [first, second] = [await openDatabase({ url }), await openDatabase({ url })]
    const reader = await federationOver(first)
    const writer = await federationOver(second)
    try {
      await migrate(first)
      const keys = generateHallKeys()
      await reader.registerHall('Hall A', keys.publicKey)
      await reader.call('POST', '/api/series', {
        name: 'Season',
        formula: { kind: 'preset', preset: 'sqrt', base: 10 }
      })
      const rows = async () => (await reader.standings())[0]!.rows.map((r) => [r.name, r.results[0]?.place])
      expect(await rows()).toEqual([])
      expect((await reader.page('/?lang=en')).text).toContain('No tournament has been published yet.')

      const played = playTournament(hallFloor('A'), ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina'], { series: true })
      expect((await writer.publish(publish(played, keys))).body).toMatchObject({ state: 'accepted' })
      const before = await rows()
      expect(before.map(([name]) => name)).toEqual(['Anna', 'Boris', 'Vera', 'Gleb', 'Dina'])
      expect((await reader.page('/?lang=en')).text).not.toContain('No tournament has been published yet.')

      correctAfterApproval(played, 'The third and fourth places were recorded the wrong way round')
      const reason = 'The third and fourth places were recorded the wrong way round'
      expect((await writer.publish(publish(played, keys, 2, reason))).body).toMatchObject({ version: 2 })
      const after = new Map((await rows()) as Array<[string, number]>)
      expect([after.get('Vera'), after.get('Gleb')]).toEqual([4, 3])

      const ids = (await writer.call('GET', '/api/players', undefined, null)).body as {
        players: Array<{ id: number; name: string }>
      }
      const id = (name: string) => ids.players.find((p) => p.name === name)!.id
      const merge = { from: id('Dina'), into: id('Anna'), reason: 'One person', by: 'Admin' }
      expect((await writer.call('POST', '/api/players/merges', merge)).status).toBe(201)
      expect((await rows()).map(([name]) => name)).not.toContain('Dina')
    } finally {
      await reader.close()
      await writer.close()
      await first.close()
      await second.close()
    }
  })
})
