import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type FederationDb } from '../../src/federation/db/database'
import { migrate } from '../../src/federation/db/migrate'
import { generateHallKeys, makeRotation, type Rotation } from '../../src/federation/publication'
import { federationOver, type Federation } from './support/federationClient'
import { hallFloor, playTournament, publish, resigned } from './support/hallTournament'

/**
 * A hall rotating its own key (no administrator): the request signed by the old key and the new one, the old key then
 * verifying only what it signed before, and the hall's pull (floorclock.pull/1) found by either key. The real HTTP
 * server over PGlite in memory.
 */
let db: FederationDb
let fed: Federation
const a = generateHallKeys()
const b = generateHallKeys()
const stranger = generateHallKeys()
const AT = '2026-12-07T12:00:00.000Z'

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' })
  await migrate(db)
  fed = await federationOver(db)
}, 60_000)
afterAll(async () => {
  await fed?.close()
  await db?.close()
})

const rotate = (rotation: unknown) => fed.call('POST', '/api/keys/rotate', rotation, null)

describe('a hall rotates its own key', () => {
  it('accepted when signed by the current key and the new; the old key signs only what came before', async () => {
    const hallId = await fed.registerHall('Hall R', a.publicKey)
    const played = playTournament(hallFloor('R'), ['Anna', 'Boris', 'Vera', 'Lev'], {
      name: 'Before',
      date: '2026-11-28'
    })
    // Signed before the rotation, delivered after it: still counted.
    const before = publish(played, a)

    // Not the old key's signature (a stranger names the hall's key): refused, nothing changes.
    const forged = makeRotation(stranger.privateKeyPem, b.privateKeyPem, AT)
    const claim: Rotation = { ...forged, body: { ...forged.body, oldKey: a.publicKey } }
    expect(await rotate(claim)).toMatchObject({ status: 403, body: { error: 'federation.refused.signature' } })
    // The new key's signature missing (someone else's key announced): refused.
    const good = makeRotation(a.privateKeyPem, b.privateKeyPem, AT)
    expect(await rotate({ ...good, newSignature: good.oldSignature })).toMatchObject({ status: 403 })
    expect(await rotate({ ...good, extra: 1 })).toMatchObject({
      status: 400,
      body: { error: 'federation.refused.malformed' }
    })
    expect(await rotate(makeRotation(stranger.privateKeyPem, b.privateKeyPem, AT))).toMatchObject({
      status: 403,
      body: { error: 'federation.refused.unknownHall' }
    })
    const halls = async () => (await fed.call('GET', '/api/halls')).body as Array<{ id: number; publicKey: string }>
    expect((await halls()).find((h) => h.id === hallId)!.publicKey).toBe(a.publicKey)

    expect(await rotate(good)).toMatchObject({ status: 200, body: { hallId, publicKey: b.publicKey, already: false } })
    expect((await halls()).find((h) => h.id === hallId)!.publicKey).toBe(b.publicKey)
    // Sent again (its answer lost on the way): answered as done, nothing changes.
    expect(await rotate(good)).toMatchObject({ status: 200, body: { already: true } })

    // What the old key signed before the rotation counts; what it signs after is refused; the new key signs.
    expect((await fed.publish(before)).body).toMatchObject({ state: 'accepted' })
    const later = playTournament(hallFloor('R2'), ['Gleb', 'Dina', 'Egor', 'Mira'], {
      name: 'After',
      date: '2026-11-29'
    })
    const afterByOld = resigned(publish(later, a), a, (body) => {
      body.publishedAt = new Date(Date.now() + 60_000).toISOString()
    })
    expect((await fed.publish(afterByOld)).body).toMatchObject({
      state: 'refused',
      reason: 'federation.refused.keyRetired'
    })
    expect((await fed.publish(publish(later, b))).body).toMatchObject({ state: 'accepted' })

    // The retired key cannot rotate again; the pull finds the hall by either key.
    const third = generateHallKeys()
    expect(await rotate(makeRotation(a.privateKeyPem, third.privateKeyPem, AT))).toMatchObject({
      status: 403,
      body: { error: 'federation.refused.keyRetired' }
    })
    for (const key of [a.publicKey, b.publicKey]) {
      const pull = (await fed.call('GET', `/api/pull?hall=${key}`, undefined, null)).body as {
        hall: { id: number } | null
        links: unknown[]
      }
      expect(pull.hall?.id).toBe(hallId)
      expect(pull.links).toHaveLength(8)
    }
    expect(
      ((await fed.call('GET', `/api/pull?hall=${third.publicKey}`, undefined, null)).body as { hall: null }).hall
    ).toBeNull()
  })
})
