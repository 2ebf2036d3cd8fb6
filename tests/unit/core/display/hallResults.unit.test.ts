import { describe, expect, it } from 'vitest'
import type { Command } from '../../../../src/shared/core/commands'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import { givenFloor, type GivenFloor } from '../../../support/decider'
import { created, playerCreated, registered, T } from '../../../support/registration'

const names = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina', 'Egor', 'Zhenya', 'Ilya', 'Kira', 'Lev', 'Masha', 'Nina']

/** Twelve registered entries (e1–e12 for p1–p12). */
const floorOfTwelve = () =>
  givenFloor([
    created,
    ...names.map((n, i) => playerCreated(`p${i + 1}`, n)),
    ...names.map((_, i) => registered(`e${i + 1}`, `p${i + 1}`, i + 1))
  ])
const hall = (f: GivenFloor) => publicDisplay(f.state, T).results!
const out = (entryId: string): Command =>
  ({ type: 'entry.eliminate', tournamentId: T, entryId, level: 1, confirmedBy: 'Floor Ivan' }) as Command

describe('the hall display: last eliminated and the final places', () => {
  it('a player who re-entered and plays again is not listed as eliminated (§5.6)', () => {
    const f = floorOfTwelve()
    f.when({
      type: 'registration.setTerms',
      tournamentId: T,
      terms: {
        reentry: { maxPerPlayer: 2, untilLevel: null, chips: null },
        rebuy: null,
        addon: null,
        playerCap: null,
        lateRegistration: { kind: 'at-start' },
        noShowStack: 'not-posted'
      }
    } as Command)
    f.when(out('e1'))
    f.when(out('e2'))
    expect(hall(f).lastEliminations.map((p) => p.name)).toEqual(['Boris', 'Anna'])
    const [reentry] = f.when({
      type: 'entry.register',
      tournamentId: T,
      playerId: 'p1',
      preRegistered: false,
      waitingList: false,
      override: false
    } as Command)
    expect(reentry).toMatchObject({ type: 'entry.registered', playerId: 'p1', kind: 'reentry' })
    expect(hall(f).lastEliminations.map((p) => p.name)).toEqual(['Boris'])
  })

  it('the winner screen gets every final place, not the first ten', () => {
    const f = floorOfTwelve()
    for (let i = 1; i < names.length; i += 1) f.when(out(`e${i}`))
    const standings = hall(f).finalStandings!
    expect(standings).toHaveLength(12)
    expect(standings.map((p) => p.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(standings[0]!.name).toBe('Nina')
  })
})
