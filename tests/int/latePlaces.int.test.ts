import { describe, expect, it } from 'vitest'
import { openFloor } from '../../src/main/app/bootstrap'
import type { Session } from '../../src/main/app/service'
import { PlacesModel } from '../../src/main/app/views/placesModel'
import { placesOf } from '../../src/shared/core/results/state'
import { mainEvent } from '../support/fixtures'
import { TestClock } from '../support/floor'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()
const admin: Session = { role: 'admin', operator: 'Anna (TD)' }

/**
 * §9.3: every entry counts in the field's size, so a late entry once players are out moves every place given. The
 * kept places take it from the hands alone (only the rows of entries out change, not a pass over the field) and must
 * equal the recomputation from the journal; the pushed views are held to the plain computation by the service's
 * check (every pushed view, after every command).
 */
describe('a late entry once players are out', () => {
  it('moves the places of the entries out by one, as the recomputation does, row by row', () => {
    const floor = openFloor(tempDir(), { clock: new TestClock(), verifyViews: true })
    const run = (command: Record<string, unknown>): Array<Record<string, string>> => {
      const r = floor.service.execute({ command }, admin)
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
      return r.value.events as never
    }
    const tournamentId = run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId!
    for (const topic of ['tournament', 'registration', 'results', 'display'])
      floor.service.subscribe({ topic, tournamentId }, admin, () => undefined)
    const register = (): string => {
      const playerId = run({ type: 'player.create', fields: { displayName: 'P' }, allowDuplicate: true })[0]!.playerId!
      return run({ type: 'entry.register', tournamentId, playerId })[0]!.entryId!
    }
    const entries = Array.from({ length: 12 }, register)
    const model = new PlacesModel()
    const t = () => floor.service.current.tournaments.get(tournamentId)!
    model.places(t())
    const check = (touched: string[]): void => {
      model.update(new Set(touched))
      expect(model.places(t()).table).toEqual(placesOf(t()))
      floor.service.flushViews()
    }
    let out = 0
    for (const round of [3, 1, 2]) {
      for (let k = 0; k < round; k += 1) {
        const entryId = entries[out++]!
        run({ type: 'entry.eliminate', tournamentId, entryId, level: 1, confirmedBy: 'Floor' })
        check([entryId])
      }
      for (let k = 0; k < 2; k += 1) {
        const late = register()
        entries.push(late)
        check([late])
        // The entries out and the new one changed, nothing else: no recomputation of the whole field.
        expect(model.changed).toEqual(new Set([...entries.slice(0, out), late]))
      }
    }
    expect(placesOf(t()).results.find((r) => r.entryId === entries[0])!.place).toBe(entries.length)
    floor.close()
  })
})
