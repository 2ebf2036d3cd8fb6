import { describe, expect, it } from 'vitest'
import type { EventRecord } from '../../src/shared/core/record'
import { mainEvent } from '../support/fixtures'
import { admin, openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

describe('the journal filtered by player (§4.7, §27.8)', () => {
  it('lists only the records that name the player or one of their entries, across re-entries', () => {
    const floor = openTestFloor(tempDir())
    const run = (command: Record<string, unknown>): Array<Record<string, string>> => {
      const r = floor.service.execute({ command }, admin())
      if (!r.ok) throw new Error(r.error.message)
      return r.value.events as never
    }
    const tournamentId = run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId!
    run({ type: 'registration.setTerms', tournamentId, terms: { reentry: { maxPerPlayer: 2 } } })
    const ivanova = run({ type: 'player.create', fields: { displayName: 'Ivanova' } })[0]!.playerId!
    const petrov = run({ type: 'player.create', fields: { displayName: 'Petrov' } })[0]!.playerId!
    const first = run({ type: 'entry.register', tournamentId, playerId: ivanova }).find(
      (e) => e.type === 'entry.registered'
    )!.entryId!
    run({ type: 'entry.register', tournamentId, playerId: petrov })
    run({ type: 'entry.eliminate', tournamentId, entryId: first, level: 1, confirmedBy: 'Floor' })
    const again = run({ type: 'entry.register', tournamentId, playerId: ivanova }).find(
      (e) => e.type === 'entry.registered'
    )!.entryId!

    const r = floor.service.query({ type: 'journal.list', tournamentId, playerId: ivanova }, admin())
    if (!r.ok) throw new Error(r.error.message)
    const records = r.value as EventRecord[]
    const json = JSON.stringify(records)
    expect(records.map((x) => x.event.type)).toEqual(expect.arrayContaining(['entry.registered', 'entry.eliminated']))
    expect(json).toContain(first)
    expect(json).toContain(again)
    expect(json).not.toContain(petrov)
    expect(
      records.every(
        (x) =>
          JSON.stringify(x.event).includes(ivanova) ||
          JSON.stringify(x.event).includes(first) ||
          JSON.stringify(x.event).includes(again)
      )
    ).toBe(true)
    const everyone = floor.service.query({ type: 'journal.list', tournamentId }, admin())
    expect(everyone.ok && (everyone.value as EventRecord[]).length).toBeGreaterThan(records.length)
    floor.close()
  })
})
