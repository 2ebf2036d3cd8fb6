import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FederationDb } from '../../../src/federation/db/database'
import { migrate } from '../../../src/federation/db/migrate'
import { generateHallKeys, type Envelope } from '../../../src/federation/publication'
import { escapeHtml as escaped } from '../../../src/shared/core/protocol/html'
import { explainPoints, type PointsExplanation } from '../../../src/shared/core/league'
import { federationOver, type Federation } from './federationClient'
import { hallFloor, playTournament, publish } from './hallTournament'

const SEASON = { name: 'Federation season', formula: { kind: 'preset', preset: 'sqrt', base: 10 } }
type Participant = { publicName: string; place: number; points: number; pointsExplanation: PointsExplanation }
type Registry = { players: Array<{ id: number; name: string; mergedInto: number | null }>; merges: unknown[] }
type Duplicates = Array<{ name: string; players: Array<{ id: number; name: string; halls: Array<{ name: string }> }> }>

/**
 * The federation's player registry (§28.9, §28.10) and the public player pages (§28.3), on each backend: the same
 * public name from two halls (case and accents aside) listed as a possible duplicate, merged by the administrator with
 * a reason, recorded as history, and the standings and pages following the merge. Real publications, real server.
 */
export function registrySuite(backend: { readonly name: string; open(): Promise<FederationDb> }): void {
  describe(`the federation's player registry on ${backend.name}`, () => {
    const hallA = generateHallKeys()
    const hallB = generateHallKeys()
    let fromA: Envelope
    let fromB: Envelope
    beforeAll(() => {
      const a = playTournament(hallFloor('A'), ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina', 'Egor'], {
        series: true,
        name: 'Hall A Friday',
        date: '2026-11-27'
      })
      // Hall B's regulars: the same two people written as its desk wrote them, and four others.
      const b = playTournament(hallFloor('B'), ['Zoya', 'Ivan', 'ánna', 'Lev', 'BORIS', 'Mira'], {
        series: true,
        name: 'Hall B Saturday',
        date: '2026-11-28'
      })
      fromA = publish(a, hallA)
      fromB = publish(b, hallB)
    })

    let db: FederationDb
    let fed: Federation
    beforeEach(async () => {
      db = await backend.open()
      await migrate(db)
      fed = await federationOver(db)
      await fed.registerHall('Hall A', hallA.publicKey)
      await fed.registerHall('Hall B', hallB.publicKey)
      await fed.call('POST', '/api/series', SEASON)
      for (const envelope of [fromA, fromB])
        expect((await fed.publish(envelope)).body).toMatchObject({ state: 'accepted' })
    })
    afterEach(async () => {
      await fed.close()
      await db.close()
    })

    const idOf = async (name: string): Promise<number> =>
      ((await fed.call('GET', '/api/players', undefined, null)).body as Registry).players.find((p) => p.name === name)!
        .id
    const rowOf = async (name: string) => (await fed.standings())[0]!.rows.find((r) => r.name === name)
    const pointsIn = (envelope: Envelope, name: string): Participant =>
      (envelope.body.protocol as unknown as { participants: Participant[] }).participants.find(
        (p) => p.publicName === name
      )!

    it('lists the same folded name from different halls, merges it with a reason, sums the points, keeps the history', async () => {
      expect((await fed.call('GET', '/api/players/duplicates', undefined, null)).status).toBe(401)
      const listed = (await fed.call('GET', '/api/players/duplicates')).body as Duplicates
      expect(listed.map((d) => d.name)).toEqual(['anna', 'boris'])
      expect(listed[0]!.players.map((p) => [p.name, p.halls.map((h) => h.name)])).toEqual([
        ['Anna', ['Hall A']],
        ['ánna', ['Hall B']]
      ])
      const [anna, annaB, boris, borisB] = await Promise.all(['Anna', 'ánna', 'Boris', 'BORIS'].map(idOf))
      const a = pointsIn(fromA, 'Anna').points
      const b = pointsIn(fromB, 'ánna').points
      expect((await rowOf('Anna'))!.points).toBeCloseTo(a, 6)

      // Refused, changing nothing: no reason, into itself, an unknown id — each said in every language.
      const merge = (body: unknown) => fed.call('POST', '/api/players/merges', body)
      const reason = 'One person: same date of birth shown to both halls’ desks'
      const by = 'Olga (federation)'
      const noReason = await merge({ from: annaB, into: anna, reason: ' ', by })
      expect(noReason.body).toMatchObject({ error: 'federation.error.badRequest', params: { path: 'reason' } })
      expect((await merge({ from: anna, into: anna, reason, by })).body).toMatchObject({
        error: 'federation.error.mergeSelf'
      })
      const unknown = await merge({ from: 999_999, into: anna, reason, by })
      expect(unknown.status).toBe(404)
      expect((unknown.body as { messages: Record<string, string> }).messages.ru).toContain('999999')
      expect(((await fed.call('GET', '/api/players', undefined, null)).body as Registry).merges).toEqual([])

      const done = await merge({ from: annaB, into: anna, reason, by })
      expect(done.status, done.text).toBe(201)
      // §28.9: one person, one row — the points of both halls' events summed, both events played.
      const merged = (await rowOf('Anna'))!
      expect(merged.points).toBeCloseTo(a + b, 6)
      expect(merged.eventsPlayed).toBe(2)
      expect(await rowOf('ánna')).toBeUndefined()
      expect(((await fed.call('GET', '/api/players/duplicates')).body as Duplicates).map((d) => d.name)).toEqual([
        'boris'
      ])

      // §28.10: a merge is history — never changed, never redone; a merged-away id is merged into where it went.
      const again = await merge({ from: annaB, into: borisB, reason: 'changed my mind', by })
      expect(again).toMatchObject({ status: 409, body: { error: 'federation.error.alreadyMerged' } })
      const intoAway = await merge({ from: boris, into: annaB, reason, by })
      expect(intoAway).toMatchObject({ status: 409, body: { error: 'federation.error.mergedAway' } })
      expect((await merge({ from: borisB, into: boris, reason: 'Same person', by })).status).toBe(201)
      const registry = (await fed.call('GET', '/api/players', undefined, null)).body as Registry
      expect(registry.merges).toMatchObject([
        { from: annaB, into: anna, reason, by },
        { from: borisB, into: boris, reason: 'Same person', by }
      ])
      expect(registry.players.find((p) => p.id === annaB)!.mergedInto).toBe(anna)
    })

    it('shows a player’s page: each event with place, points and the hall’s explanation, the merges, in ru/en/sv', async () => {
      const [anna, annaB] = await Promise.all(['Anna', 'ánna'].map(idOf))
      const reason = 'One person: same date of birth shown to both halls’ desks'
      await fed.call('POST', '/api/players/merges', { from: annaB, into: anna, reason, by: 'Olga (federation)' })
      // The standings link each player to their page.
      expect((await fed.page('/?lang=en')).text).toContain(`href="/p/${anna}?lang=en"`)

      const ru = await fed.page(`/p/${anna}?lang=ru`)
      expect(ru.status).toBe(200)
      expect(ru.text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
      for (const [envelope, name] of [
        [fromA, 'Anna'],
        [fromB, 'ánna']
      ] as const) {
        const own = pointsIn(envelope, name)
        // §28.3: the same one-line explanation the hall's protocol gives, in the reader's language.
        expect(ru.text).toContain(escaped(explainPoints(own.pointsExplanation, 'ru')))
        expect(ru.text).toContain((envelope.body.protocol as { tournament: { name: string } }).tournament.name)
      }
      expect(ru.text).toContain(escaped(reason))
      expect(ru.text).toContain('Место 1:')
      for (const language of ['en', 'sv'] as const) {
        const text = (await fed.page(`/p/${anna}?lang=${language}`)).text
        expect(text).toContain(escaped(explainPoints(pointsIn(fromB, 'ánna').pointsExplanation, language)))
      }
      // Only public data (§27.11): never the hall's real names or contacts.
      expect(ru.text).not.toContain('Private-Surname')
      expect(ru.text).not.toContain('+46 70')
      // The merged-away id sends the reader to the person's page; an unknown id is not found.
      expect((await fed.page(`/p/${annaB}?lang=en`)).text).toContain(`href="/p/${anna}?lang=en"`)
      expect((await fed.page('/p/999999')).status).toBe(404)
    })
  })
}
