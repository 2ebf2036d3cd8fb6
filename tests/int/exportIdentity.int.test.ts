import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openFloor } from '../../src/main/app/bootstrap'
import { placesOf } from '../../src/shared/core/results/state'
import { operate } from '../../src/main/app/operations'
import { canonicalTournament } from '../support/canonical'
import { mainEvent } from '../support/fixtures'
import { admin, TestClock } from '../support/floor'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

/** An installation with its own ids (prefix) and its own journal positions. */
function installation(prefix: string) {
  let id = 0
  const floor = openFloor(tempDir(), { clock: new TestClock(), newId: () => `${prefix}-${++id}`, randomInt: () => 0 })
  const run = (command: Record<string, unknown>, meta?: Record<string, unknown>) => {
    const r = floor.service.execute({ command, ...(meta ? { meta } : {}) }, admin())
    if (!r.ok) throw new Error(`${String(command.type)}: ${r.error.message}`)
    return r.value.events as unknown as Array<Record<string, string>>
  }
  return { floor, run }
}

/**
 * every id a later record refers to is chosen when it is decided and travels with the record. An
 * elimination recorded by registration's own command, then corrected and undone, means the same after an import into
 * an installation whose journal positions differ (before: its hand id was "e" + seq and the undo was dropped).
 */
describe('identity that travels with an export', () => {
  it('an undo and a correction of registration eliminations find their hands after an import elsewhere', async () => {
    const source = installation('src')
    const players = ['Ivanova', 'Petrov', 'Sidorov'].map(
      (displayName) => source.run({ type: 'player.create', fields: { displayName } })[0]!.playerId!
    )
    const tournamentId = source.run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId!
    const entries = players.map(
      (playerId) =>
        source.run({ type: 'entry.register', tournamentId, playerId }).find((e) => e.type === 'entry.registered')!
          .entryId!
    )
    const out = (entryId: string): string => {
      source.run({ type: 'entry.eliminate', tournamentId, entryId, level: 1, confirmedBy: 'Floor' })
      return source.floor.service.current.tournaments.get(tournamentId)!.results.handOf.get(entryId)!
    }
    const first = out(entries[2]!)
    const second = out(entries[1]!)
    source.run(
      {
        type: 'results.correctHand',
        tournamentId,
        handId: second,
        level: 2,
        confirmedBy: 'Floor',
        busts: [{ entryId: entries[1], startStack: 500 }]
      },
      { reason: 'Level 2, not 1' }
    )
    source.run({ type: 'results.undoHand', tournamentId, handId: first }, { reason: 'Wrong player' })
    const original = source.floor.service.current.tournaments.get(tournamentId)!
    expect(original.registration.entries.get(entries[2]!)!.status).toBe('registered')
    const exported = await operate(source.floor, { type: 'tournament.export', tournamentId }, admin())
    if (!exported.ok) throw new Error(exported.error.message)

    // Another installation, with records of its own before the import: other journal positions.
    const target = installation('dst')
    target.run({ type: 'tournament.create', fields: { ...mainEvent, name: 'Local event' } })
    for (const displayName of ['Orlova', 'Kozlov', 'Novikov', 'Lebedeva'])
      target.run({ type: 'player.create', fields: { displayName } })
    const imported = await operate(
      target.floor,
      { type: 'tournament.import', document: JSON.parse(JSON.stringify(exported.value)) },
      admin()
    )
    expect(imported).toMatchObject({ ok: true })
    const copy = target.floor.service.current.tournaments.get(tournamentId)!
    expect(copy.registration.entries.get(entries[2]!)!.status).toBe('registered')
    expect(copy.results.hands.get(second)!.level).toBe(2)
    expect(canonicalTournament(copy)).toBe(canonicalTournament(original))
    source.floor.close()
    target.floor.close()
  })

  const FIXTURE = path.join(import.meta.dirname, '../fixtures/journal-v1')
  const openFixture = () => {
    const dir = tempDir()
    fs.copyFileSync(path.join(FIXTURE, 'floorclock.sqlite'), path.join(dir, 'floorclock.sqlite'))
    return openFloor(dir, { newId: () => 'never', randomInt: () => 0 })
  }

  it('the tournament of the journal of an earlier build travels exactly: export, import elsewhere, same state', async () => {
    const source = openFixture()
    const tournamentId = [...source.service.current.tournaments.keys()][0]!
    const exported = await operate(source, { type: 'tournament.export', tournamentId }, admin())
    if (!exported.ok) throw new Error(exported.error.message)
    const target = installation('dst')
    target.run({ type: 'tournament.create', fields: { ...mainEvent, name: 'Local event' } })
    target.run({ type: 'player.create', fields: { displayName: 'Local player' } })
    const imported = await operate(
      target.floor,
      { type: 'tournament.import', document: JSON.parse(JSON.stringify(exported.value)) },
      admin()
    )
    expect(imported, JSON.stringify(imported)).toMatchObject({ ok: true })
    expect(canonicalTournament(target.floor.service.current.tournaments.get(tournamentId)!)).toBe(
      canonicalTournament(source.service.current.tournaments.get(tournamentId)!)
    )
    source.close()
    target.floor.close()
  })

  it('a file exported by an earlier build (format 2) keeps its undo and corrections of registration eliminations', async () => {
    const document = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'export-format2.json'), 'utf8')) as {
      version: number
      tournamentId: string
    }
    expect(document.version).toBe(2)
    const source = openFixture()
    const original = source.service.current.tournaments.get(document.tournamentId)!
    const target = installation('dst')
    target.run({ type: 'tournament.create', fields: { ...mainEvent, name: 'Local event' } })
    expect(await operate(target.floor, { type: 'tournament.import', document }, admin())).toMatchObject({ ok: true })
    const copy = target.floor.service.current.tournaments.get(document.tournamentId)!
    // The hands the undo and the correction name keep those names (the positions of the journal they came from).
    expect(copy.results.hands.get('e60')?.entryIds).toEqual([])
    expect(copy.results.hands.get('e75')?.outcome).toEqual(original.results.hands.get('e75')?.outcome)
    expect(copy.results.records.map((r) => r.type)).toEqual(original.results.records.map((r) => r.type))
    // Hands nothing refers to were named by their position in the source journal, which the file does not carry:
    // they get new names here; everything else is the same.
    const places = (t: typeof copy) => placesOf(t).results.map(({ handId: _, ...r }) => r)
    expect(places(copy)).toEqual(places(original))
    const statuses = (t: typeof copy) => [...t.registration.entries.values()].map((e) => [e.id, e.status, e.number])
    expect(statuses(copy)).toEqual(statuses(original))
    source.close()
    target.floor.close()
  })
})
