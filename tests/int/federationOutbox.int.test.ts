import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { operate } from '../../src/main/app/operations'
import { HALL_KEY_FILE } from '../../src/main/federation/hallKeys'
import { openDatabase } from '../../src/main/store/database'
import { DATABASE_FILE } from '../../src/main/app/start/dataDir'
import { MIGRATIONS } from '../../src/main/store/migrations'
import { checkContents } from '../../src/federation/checks'
import { checkEnvelope, type Envelope } from '../../src/federation/publication'
import type { FederationStatus } from '../../src/shared/contract/federation'
import { mainEvent } from '../support/fixtures'
import { admin, openTestFloor } from '../support/floor'
import { playerFields } from '../support/registration'
import { useTempDir } from '../support/tempDir'
import { secretParts } from '../support/federationService'

/**
 * The hall's outbox of publications (Appendix C, §28.12, §28.14) through the real service on a real SQLite file: what
 * an approval, a reopening and a correction after the approval keep, before any network (no federation address is
 * set here; the pushing is tested against a real hall server process in federationPush.int.test.ts).
 */
const tempDir = useTempDir()
const floors: Array<{ close(): void }> = []
afterEach(() => {
  for (const floor of floors.splice(0)) floor.close()
})

type TestFloor = ReturnType<typeof openTestFloor>

function open(dir: string): TestFloor {
  const floor = openTestFloor(dir)
  floors.push(floor)
  return floor
}

function runOn(floor: TestFloor) {
  return (command: Record<string, unknown>, meta?: Record<string, unknown>) => {
    const result = floor.service.execute(meta ? { command, meta } : { command }, admin('Anna (TD)'))
    if (!result.ok) throw new Error(`${String(command.type)}: ${result.error.message}`)
    return result.value.events as Array<Record<string, unknown>>
  }
}

/** Three entries played to a winner (Anna): Vera out first, then Boris. */
function playedTournament(floor: TestFloor): { tournamentId: string; entries: string[] } {
  const run = runOn(floor)
  const tournamentId = run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId as string
  const entries = ['Anna', 'Boris', 'Vera'].map((name) => {
    const playerId = run({ type: 'player.create', fields: playerFields(name) })[0]!.playerId as string
    return run({ type: 'entry.register', tournamentId, playerId })[0]!.entryId as string
  })
  const hand = (entryId: string) =>
    run({ type: 'results.recordHand', tournamentId, level: 1, confirmedBy: 'Floor Ivan', busts: [{ entryId }] })
  hand(entries[2]!)
  hand(entries[1]!)
  return { tournamentId, entries }
}

/** Let the publisher's scan (scheduled after each command) run. */
const settle = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)))

async function status(floor: TestFloor): Promise<FederationStatus> {
  const result = await operate(floor, { type: 'federation.status' }, admin())
  if (!result.ok) throw new Error(result.error.message)
  return result.value as FederationStatus
}

function envelopes(floor: TestFloor): Envelope[] {
  return (floor.db.prepare('SELECT envelope FROM federation_outbox ORDER BY version').pluck().all() as string[]).map(
    (text) => JSON.parse(text) as Envelope
  )
}

describe('the outbox: each approval and each correction after it is kept as a signed publication (Appendix C, §28.14)', () => {
  it('an approval keeps version 1, waiting, signed by this hall; a tournament not approved keeps nothing', async () => {
    const floor = open(tempDir())
    const { tournamentId } = playedTournament(floor)
    await settle()
    expect((await status(floor)).publications).toEqual([])
    runOn(floor)({ type: 'results.approve', tournamentId })
    await settle()
    const shown = await status(floor)
    expect(shown.url).toBe('')
    expect(shown.publications).toMatchObject([
      { tournamentId, tournamentName: mainEvent.name, version: 1, reason: null, state: 'waiting', attempts: 0 }
    ])
    const [envelope] = envelopes(floor)
    // The federation's own check passes: format, hash of the canonical body, this hall's signature.
    const checked = checkEnvelope(envelope)
    expect(checked).toMatchObject({ ok: true, hash: shown.publications[0]!.hash })
    // And its contents pass the federation's checks: the records fold, approved, the protocol's places the journal's.
    expect(checkContents(envelope!.body)).toMatchObject({ ok: true, value: { name: mainEvent.name, entrants: 3 } })
    expect(envelope!.body).toMatchObject({ hallKey: shown.joinCode, tournamentId, version: 1, reason: null })
    expect(envelope!.body.records.map((r) => r.type)).toContain('results.approved')
    expect(envelope!.body.records.every((r) => r.stream === tournamentId)).toBe(true)
    // The public protocol (§27.11): the places, no real names.
    expect((envelope!.body.protocol as { audience: string }).audience).toBe('public')
  })

  it('§28.12: reopened with a reason, corrected and approved again — version 2 with the reopening’s reason; version 1 stays as it was', async () => {
    const floor = open(tempDir())
    const run = runOn(floor)
    const { tournamentId, entries } = playedTournament(floor)
    run({ type: 'results.approve', tournamentId })
    await settle()
    const [first] = envelopes(floor)
    run({ type: 'results.reopen', tournamentId }, { reason: 'Boris and Vera busted in the other order' })
    await settle()
    // Nothing is published while the results are reopened.
    expect(envelopes(floor)).toHaveLength(1)
    const hands = floor.db
      .prepare(`SELECT json_extract(data, '$.handId') FROM events WHERE type = 'results.handRecorded' ORDER BY seq`)
      .pluck()
      .all() as string[]
    run({ type: 'results.undoHand', tournamentId, handId: hands[1]! }, { reason: 'Wrong order' })
    run({ type: 'results.undoHand', tournamentId, handId: hands[0]! }, { reason: 'Wrong order' })
    run(
      {
        type: 'results.recordHand',
        tournamentId,
        level: 1,
        confirmedBy: 'Floor Ivan',
        busts: [{ entryId: entries[1]! }]
      },
      { reason: 'Wrong order' }
    )
    run(
      {
        type: 'results.recordHand',
        tournamentId,
        level: 1,
        confirmedBy: 'Floor Ivan',
        busts: [{ entryId: entries[2]! }]
      },
      { reason: 'Wrong order' }
    )
    run({ type: 'results.approve', tournamentId })
    await settle()
    const [v1, v2] = envelopes(floor)
    expect(v1).toEqual(first)
    expect(v2!.body).toMatchObject({ version: 2, reason: 'Boris and Vera busted in the other order' })
    expect(checkEnvelope(v2)).toMatchObject({ ok: true })
    expect(checkContents(v2!.body)).toMatchObject({ ok: true })
    expect(v2!.body.records.length).toBeGreaterThan(v1!.body.records.length)
    const places = (doc: unknown) =>
      (doc as { participants: Array<{ publicName: string; place: number | null }> }).participants.map((p) => [
        p.publicName,
        p.place
      ])
    expect(places(v1!.body.protocol)).toEqual([
      ['Anna', 1],
      ['Boris', 2],
      ['Vera', 3]
    ])
    expect(places(v2!.body.protocol)).toEqual([
      ['Anna', 1],
      ['Vera', 2],
      ['Boris', 3]
    ])
  })

  it('Appendix C.18: a correction recorded with a reason while the results stand approved publishes the next version with it', async () => {
    const floor = open(tempDir())
    const run = runOn(floor)
    const { tournamentId, entries } = playedTournament(floor)
    run({ type: 'results.approve', tournamentId })
    run(
      {
        type: 'penalty.record',
        tournamentId,
        entryId: entries[0]!,
        tableId: 'T1',
        level: 1,
        violation: { code: 'delay-of-game' },
        measure: { kind: 'official-warning' },
        decidedBy: { name: 'Ivan', role: 'floor' }
      },
      { reason: 'From the floor’s notes, after the approval' }
    )
    await settle()
    const all = envelopes(floor)
    expect(all.map((e) => [e.body.version, e.body.reason])).toEqual([
      [1, null],
      [2, 'From the floor’s notes, after the approval']
    ])
    // Version 1 was made from the journal as it stood at the approval (the scan ran after both commands).
    expect(all[0]!.body.records.map((r) => r.type)).not.toContain('penalty.recorded')
    expect(all[1]!.body.records.map((r) => r.type)).toContain('penalty.recorded')
    for (const e of all) expect(checkContents(e.body)).toMatchObject({ ok: true })
  })

  it('restarted between the approval and its scan: the start publishes it once, from the journal as it was then', async () => {
    const dir = tempDir()
    const floor = open(dir)
    const { tournamentId } = playedTournament(floor)
    runOn(floor)({ type: 'results.approve', tournamentId })
    // The program stops before the publisher ran (no tick passed).
    floor.close()
    floors.splice(floors.indexOf(floor), 1)
    const again = open(dir)
    await settle()
    const [kept] = envelopes(again)
    expect(kept!.body).toMatchObject({ tournamentId, version: 1 })
    // A later start keeps no second copy.
    again.close()
    floors.splice(floors.indexOf(again), 1)
    const third = open(dir)
    await settle()
    expect(envelopes(third)).toEqual([kept])
  })

  it('migration 6: a journal approved before the outbox existed publishes nothing by itself', async () => {
    const dir = tempDir()
    const floor = open(dir)
    const { tournamentId } = playedTournament(floor)
    runOn(floor)({ type: 'results.approve', tournamentId })
    floor.close()
    floors.splice(floors.indexOf(floor), 1)
    // The same journal as a version-5 database (before the outbox).
    const db = openDatabase(path.join(dir, DATABASE_FILE))
    db.exec('DROP TABLE federation_outbox; DROP TABLE federation_scan; PRAGMA user_version = 5')
    db.close()
    const reopened = open(dir)
    await settle()
    expect(reopened.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.at(-1)!.version)
    expect(envelopes(reopened)).toEqual([])
  })

  it('the private key stays in its file in the data folder: not in the database, the status or the publication', async () => {
    const dir = tempDir()
    const floor = open(dir)
    const { tournamentId } = playedTournament(floor)
    runOn(floor)({ type: 'results.approve', tournamentId })
    await settle()
    const pem = fs.readFileSync(path.join(dir, HALL_KEY_FILE), 'utf8')
    expect(fs.statSync(path.join(dir, HALL_KEY_FILE)).mode & 0o077).toBe(0)
    const secret = secretParts(pem)
    floor.db.pragma('wal_checkpoint(TRUNCATE)')
    const seen = [
      JSON.stringify(await status(floor)),
      JSON.stringify(envelopes(floor)),
      fs.readFileSync(path.join(dir, DATABASE_FILE)).toString('latin1')
    ]
    for (const text of seen) for (const part of secret) expect(text).not.toContain(part)
  })
})
