import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FederationDb } from '../../../src/federation/db/database'
import { migrate, migrationsIn } from '../../../src/federation/db/migrate'
import {
  canonicalJson,
  generateHallKeys,
  sha256Hex,
  signHash,
  type Envelope
} from '../../../src/federation/publication'
import { commitmentOf } from '../../../src/shared/core/seating/commitment'
import { federationOver, type Federation } from './federationClient'
import { correctAfterApproval, hallFloor, playTournament, publish, resigned, type Played } from './hallTournament'

const NAMES = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina', 'Egor', 'Zoya', 'Ivan']
const SEASON = { name: 'Federation season', formula: { kind: 'preset', preset: 'sqrt', base: 10 } }

type Refused = { state: 'refused'; reason: string; params: Record<string, unknown>; messages: Record<string, string> }

/**
 * The federation's suite (items 1, 2, 4 and a first cut of 5–6), run as it is against each storage backend: the same
 * SQL and migrations on PGlite and on a real PostgreSQL. Publications come from tournaments played through the core
 * (decide/evolve), signed as a hall signs them; the service is the real HTTP server.
 */
export function federationSuite(backend: { readonly name: string; open(): Promise<FederationDb> }): void {
  describe(`the federation on ${backend.name}`, () => {
    const keys = generateHallKeys()
    let played: Played
    let good: Envelope
    beforeAll(() => {
      played = playTournament(hallFloor('A'), NAMES, { series: true, date: '2026-11-28' })
      good = publish(played, keys)
    })

    let db: FederationDb
    let fed: Federation
    beforeEach(async () => {
      db = await backend.open()
      await migrate(db)
      fed = await federationOver(db)
    })
    afterEach(async () => {
      await fed.close()
      await db.close()
    })

    /** A refusal: its status, its own reason, its words in all three languages, and nothing counted. */
    async function expectRefused(envelope: unknown, reason: string, status: number): Promise<Refused> {
      const before = await fed.counts()
      const r = await fed.publish(envelope)
      expect(r.body, r.text).toMatchObject({ state: 'refused', reason })
      expect(r.status).toBe(status)
      const body = r.body as Refused
      for (const language of ['en', 'ru', 'sv'])
        expect(body.messages[language]).not.toMatch(/federation\.(refused|error)\./)
      expect((await fed.counts()).accepted).toBe(before.accepted)
      return body
    }

    it('applies its migrations once, and again applies nothing', async () => {
      // beforeEach migrated already: a second run (a restart) applies nothing and changes nothing.
      expect(await migrate(db)).toEqual([])
      const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
      expect(rows.map((r) => r.version)).toEqual(migrationsIn().map((m) => m.version))
      const fresh = await backend.open()
      try {
        expect(await migrate(fresh)).toEqual(migrationsIn().map((m) => m.version))
        expect(await migrate(fresh)).toEqual([])
      } finally {
        await fresh.close()
      }
    })

    it('accepts a registered hall’s publication, counts it once however often it is sent, and shows it verified', async () => {
      await fed.registerHall('Hall A', keys.publicKey)
      expect((await fed.call('POST', '/api/series', SEASON)).status).toBe(201)
      const first = await fed.publish(good)
      expect(first.body, first.text).toEqual({ state: 'accepted', already: false, version: 1 })
      const again = await fed.publish(good)
      expect(again.body).toEqual({ state: 'accepted', already: true, version: 1 })
      expect(await fed.counts()).toEqual({ accepted: 1, refused: 0 })

      // §28.4: the points are the hall's formula code's — the protocol the hall approved shows the same for the winner.
      const [season] = await fed.standings()
      const winner = season!.rows[0]!
      const protocol = good.body.protocol as {
        participants: Array<{ place: number; points: number; publicName: string }>
      }
      const hallWinner = protocol.participants.find((p) => p.place === 1)!
      expect(winner).toMatchObject({ name: 'Anna', rank: 1, points: hallWinner.points, eventsPlayed: 1 })
      expect(season!.rows.map((r) => r.name)).toEqual(NAMES)

      const index = await fed.page('/?lang=sv')
      expect(index.text).toContain('Förbundets resultat')
      const link = /href="(\/t\/\d+)\?lang=sv"/.exec(index.text)![1]!
      const page = await fed.page(`${link}?lang=ru`)
      expect(page.status).toBe(200)
      expect(page.text).toContain('Проверено: подпись и жеребьёвка')
      expect(page.text).toContain(good.body.draw!.seed)
      // §27.11: only what the public protocol shows — never a real name or a contact the hall's database holds.
      expect(page.text).not.toContain('Private-Surname')
      expect(page.text).not.toContain('+46 70')
    })

    it('shows the standings a page at a time, finds a player on any page, and a new publication on the next read', async () => {
      await fed.registerHall('Hall A', keys.publicKey)
      await fed.call('POST', '/api/series', SEASON)
      expect((await fed.publish(good)).body).toMatchObject({ state: 'accepted' })
      const paged = await federationOver(db, { pageRows: 3 })
      try {
        const rowsOf = (html: string) => [...html.matchAll(/<summary>([^<]+)<\/summary>/g)].map((m) => m[1])
        const first = (await paged.page('/?lang=en')).text
        expect(rowsOf(first)).toEqual(NAMES.slice(0, 3))
        expect(first).toContain('Page 1 of 3')
        expect(first).toContain('href="/?lang=en&amp;page=2"')
        const last = (await paged.page('/?lang=en&page=3')).text
        expect(rowsOf(last)).toEqual(NAMES.slice(6))
        expect(last).toContain('Page 3 of 3')
        // Past the last page: the last page.
        expect(rowsOf((await paged.page('/?lang=en&page=99')).text)).toEqual(NAMES.slice(6))
        // Found on page 3, case folded, in the reader's language; the form keeps the language.
        const found = (await paged.page(`/?lang=ru&find=${encodeURIComponent('  zOYA ')}`)).text
        expect(rowsOf(found)).toEqual(['Zoya'])
        expect(found).toContain('Найден 1 игрок по запросу «zOYA»')
        expect(found).toContain('<input type="hidden" name="lang" value="ru">')
        expect(rowsOf((await paged.page('/?lang=en&find=nobody')).text)).toEqual([])
        // The pages are kept until something is published: the next tournament is on the very next read.
        const second = playTournament(hallFloor('A2'), NAMES.slice(0, 4), { series: true, date: '2026-11-29' })
        expect((await fed.publish(publish(second, keys))).body).toMatchObject({ state: 'accepted' })
        const after = (await paged.page('/?lang=en')).text
        expect(after.match(/href="\/t\/\d+\?lang=en"/g)).toHaveLength(2)
        expect((await fed.standings())[0]!.events).toHaveLength(2)
      } finally {
        await paged.close()
      }
    })

    it('refuses a body changed after signing (hash) and a signature by another key', async () => {
      await fed.registerHall('Hall A', keys.publicKey)
      const tampered = structuredClone(good) as unknown as {
        body: { protocol: { participants: Array<{ place: number }> } }
      }
      tampered.body.protocol.participants[0]!.place = 2
      await expectRefused(tampered, 'federation.refused.hash', 403)
      const forged = resigned(good, generateHallKeys(), () => undefined)
      await expectRefused({ ...forged, body: good.body }, 'federation.refused.signature', 403)
    })

    it('refuses an unknown hall and a suspended one, and takes the hall back when it is active again', async () => {
      await expectRefused(good, 'federation.refused.unknownHall', 403)
      const hallId = await fed.registerHall('Hall A', keys.publicKey)
      expect((await fed.call('POST', `/api/halls/${hallId}/suspend`)).body).toMatchObject({ state: 'suspended' })
      await expectRefused(good, 'federation.refused.suspendedHall', 403)
      await fed.call('POST', `/api/halls/${hallId}/activate`)
      expect((await fed.publish(good)).body).toMatchObject({ state: 'accepted' })
      // The administrator's API needs the token.
      expect((await fed.call('POST', `/api/halls/${hallId}/suspend`, undefined, 'wrong')).status).toBe(401)
    })

    it('after a key rotation, verifies what the old key signed before it and takes the new key', async () => {
      const hallId = await fed.registerHall('Hall A', keys.publicKey)
      const next = generateHallKeys()
      // Signed at the approval, pushed after the rotation (days offline): still the hall's.
      const signedBefore = publish(played, keys)
      await new Promise((resolve) => setTimeout(resolve, 5))
      expect((await fed.call('POST', `/api/halls/${hallId}/keys`, { publicKey: next.publicKey })).status).toBe(200)
      expect((await fed.publish(signedBefore)).body).toMatchObject({ state: 'accepted' })
      // The old key signing after the rotation is refused; the new key publishes the next version.
      const late = resigned(signedBefore, keys, (b) => {
        b.version = 2
        b.reason = 'late'
        b.publishedAt = new Date(Date.now() + 60_000).toISOString()
      })
      await expectRefused(late, 'federation.refused.keyRetired', 403)
      const withNew = resigned(signedBefore, next, (b) => {
        b.hallKey = next.publicKey
        b.version = 2
        b.reason = 'republished with the new key'
      })
      expect((await fed.publish(withNew)).body).toMatchObject({ state: 'accepted', version: 2 })
    })

    it('refuses records that do not read or do not fold, places that disagree, and a draw the seed does not give', async () => {
      await fed.registerHall('Hall A', keys.publicKey)
      const firstEntry = good.body.records.findIndex((r) => r.type === 'entry.registered')
      const lastEntry = good.body.records.findLastIndex((r) => r.type === 'entry.registered')
      // A hall that lies signs what it likes; the federation checks the contents anyway.
      const unreadable = resigned(good, keys, (b) => {
        b.records[firstEntry]!.data = { ...b.records[firstEntry]!.data, smuggled: true }
      })
      expect((await expectRefused(unreadable, 'federation.refused.record', 422)).params).toMatchObject({
        type: 'entry.registered'
      })
      // The last entry's registration left out: its elimination names an entry no earlier record made.
      const notFolding = resigned(good, keys, (b) => void b.records.splice(lastEntry, 1))
      await expectRefused(notFolding, 'federation.refused.notFolding', 422)
      // The winner's registration left out: every record folds, but no places can be computed from them.
      const noPlaces = resigned(good, keys, (b) => void b.records.splice(firstEntry, 1))
      await expectRefused(noPlaces, 'federation.refused.notComputable', 422)

      const places = resigned(good, keys, (b) => {
        const people = (b.protocol as { participants: Array<{ place: number | null; placeTo: number | null }> })
          .participants
        ;[people[0]!.place, people[1]!.place] = [people[1]!.place, people[0]!.place]
        ;[people[0]!.placeTo, people[1]!.placeTo] = [people[1]!.placeTo, people[0]!.placeTo]
      })
      expect((await expectRefused(places, 'federation.refused.places', 422)).params).toMatchObject({
        recorded: '2',
        computed: '1'
      })

      // A seating chosen first and a seed made up for it afterwards: commitment and seed agree, the seating does not.
      const seed = 'f'.repeat(64)
      const drawForged = resigned(good, keys, (b) => {
        const proof = { commitment: commitmentOf(seed), seed }
        for (const r of b.records) {
          if (r.type === 'seating.drawCommitted') Object.assign(r.data, proof)
          if (r.type === 'seating.drawn') Object.assign((r.data as { draw: { proof: object } }).draw.proof, proof)
        }
        b.draw = proof
        Object.assign((b.protocol as { draw: object }).draw, proof)
      })
      await expectRefused(drawForged, 'federation.refused.drawSeed', 422)
      const drawHidden = resigned(good, keys, (b) => void (b.draw = null))
      await expectRefused(drawHidden, 'federation.refused.drawMissing', 422)

      expect(await fed.counts()).toEqual({ accepted: 0, refused: 6 })
      expect((await fed.publish(good)).body).toMatchObject({ state: 'accepted' })
    })

    it('refuses records out of order, a journal that is not the tournament’s or not approved, an internal protocol, another seed', async () => {
      await fed.registerHall('Hall A', keys.publicKey)
      // A record sent twice (its seq again): the rows must be the hall's, in its order.
      const outOfOrder = resigned(good, keys, (b) => void b.records.splice(1, 0, b.records[0]!))
      await expectRefused(outOfOrder, 'federation.refused.recordOrder', 422)
      const headless = resigned(good, keys, (b) => void b.records.shift())
      await expectRefused(headless, 'federation.refused.firstRecord', 422)
      // Appendix C.18: what is published is what the director approved — a journal before its approval is not.
      const unapproved = resigned(
        good,
        keys,
        (b) => void (b.records = b.records.filter((r) => r.type !== 'results.approved'))
      )
      await expectRefused(unapproved, 'federation.refused.notApproved', 422)
      // §27.11: the internal protocol (real names) never goes public, so the federation refuses to show one.
      const internal = resigned(good, keys, (b) => {
        ;(b.protocol as { participants: Array<Record<string, unknown>> }).participants[0]!.realName =
          'Anna Private-Surname'
      })
      expect((await expectRefused(internal, 'federation.refused.protocol', 422)).params).toEqual({
        path: 'participants.0.realName'
      })
      const otherSeed = resigned(
        good,
        keys,
        (b) => void (b.draw = { commitment: commitmentOf('1'.repeat(64)), seed: '1'.repeat(64) })
      )
      await expectRefused(otherSeed, 'federation.refused.drawCommitment', 422)
      expect(await fed.counts()).toEqual({ accepted: 0, refused: 5 })
    })

    it('counts a correction (version 2, with its reason) instead of version 1 and keeps version 1 as history', async () => {
      await fed.registerHall('Hall A', keys.publicKey)
      await fed.call('POST', '/api/series', SEASON)
      const corrected = playTournament(hallFloor('C'), NAMES, { series: true })
      const v1 = publish(corrected, keys)
      const thirdBefore = corrected.finish[2]!
      const reason = 'Gleb had 12000 at the start of the hand, per the dealer'
      correctAfterApproval(corrected, reason)
      const v2 = publish(corrected, keys, 2, reason)
      // Out of order: the correction arrives first; the first approval after it is history, not the count.
      expect((await fed.publish(v2)).body).toMatchObject({ state: 'accepted', version: 2 })
      expect((await fed.publish(v1)).body).toMatchObject({ state: 'accepted', version: 1 })
      const [season] = await fed.standings()
      const byName = new Map(season!.rows.map((r) => [r.name, r]))
      expect(byName.get('Gleb')!.results[0]!.place).toBe(3)
      expect(byName.get('Vera')!.results[0]!.place).toBe(4)
      expect(season!.events).toHaveLength(1)
      expect(thirdBefore).toBe(corrected.finish[3])

      // A different text for an accepted version is refused: a correction is a new version, with its reason.
      const rewritten = resigned(v1, keys, (b) => void (b.publishedAt = new Date(0).toISOString()))
      await expectRefused(rewritten, 'federation.refused.conflict', 409)
      // A correction without its reason is not a publication at all (signed by the hall's own hand, not makeEnvelope).
      const body = { ...v2.body, version: 3, reason: null }
      const hash = sha256Hex(canonicalJson(body))
      const noReason = { body, hash, signature: signHash(hash, keys.privateKeyPem) }
      expect((await expectRefused(noReason, 'federation.refused.malformed', 400)).params).toEqual({
        path: 'body.reason'
      })
      const link = /href="(\/t\/\d+)\?lang=en"/.exec((await fed.page('/?lang=en')).text)![1]!
      const page = await fed.page(`${link}?lang=en`)
      expect(page.text).toContain('Version 1, published')
      expect(page.text).toContain(`Version 2, published`)
      expect(page.text).toContain(reason)
    })
  })
}
