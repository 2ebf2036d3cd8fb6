import { describe, expect, it } from 'vitest'
import { prizeTable } from '../../../../src/shared/core/registration/totals'
import { tournamentStats } from '../../../../src/shared/core/views/stats'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import { listEntries } from '../../../../src/shared/core/views/registration'
import type { DomainEvent } from '../../../../src/shared/core/events'
import { given } from '../../../support/decider'
import { created, eliminated, level, playerCreated, registered, T, terms } from '../../../support/registration'

const s = given(
  created,
  playerCreated('p1', 'Anna', { fullName: 'Anna Karenina', contact: '+375 29 000' }),
  playerCreated('p2', 'Boris'),
  playerCreated('p3', 'Vera'),
  terms({
    reentry: { maxPerPlayer: 2, untilLevel: 6, chips: null },
    addon: { atBreak: 1, chips: 50000 },
    lateRegistration: { kind: 'level-end', level: 6 }
  }),
  registered('e1', 'p1', 1),
  registered('e2', 'p2', 2),
  eliminated('e1'),
  registered('e3', 'p1', 3, { kind: 'reentry' }),
  { type: 'entry.rebought', tournamentId: T, entryId: 'e2', stack: 0, chips: 30000 },
  { type: 'entry.addedOn', tournamentId: T, entryId: 'e2', chips: 50000 },
  registered('e4', 'p3', 4, { status: 'pre-registered' })
)

describe('totals the clock and admin use', () => {
  it('counts entries, unique players, re-entries, rebuys, add-ons, players still in and chips', () => {
    expect(tournamentStats(s.state.tournaments.get(T)!)).toEqual({
      entries: 4,
      uniquePlayers: 3,
      reentries: 1,
      rebuys: 1,
      addons: 1,
      playersLeft: 3,
      // e1 + e2 (with rebuy and add-on) + e3; the pre-registered no-show's stack is not posted (§6.6).
      totalChips: 30000 + 30000 + 30000 + 50000 + 30000,
      averageStack: Math.round(170000 / 2)
    })
  })
})

describe('the public display (§27.11: public data only)', () => {
  it('carries totals, late registration and awards but no internal player data', () => {
    const display = publicDisplay(s.state, T, 0, () => level(7, 2))
    expect(display.stats?.entries).toBe(4)
    expect(display.lateRegistration).toEqual({ status: 'closed', closesAt: { kind: 'level-end', level: 6 } })
    expect(display.awards).toEqual({ noCashPrizes: true, places: [] })
    expect(JSON.stringify(display)).not.toContain('Karenina')
    expect(JSON.stringify(display)).not.toContain('375')
  })
})

describe('the entry list', () => {
  it('filters by status and by text', () => {
    expect(listEntries(s.state, T, { filter: 'in', text: '', offset: 0, limit: 10 }).rows.map((r) => r.id)).toEqual([
      'e2',
      'e3',
      'e4'
    ])
    expect(
      listEntries(s.state, T, { filter: 'eliminated', text: '', offset: 0, limit: 10 }).rows.map((r) => r.id)
    ).toEqual(['e1'])
    expect(listEntries(s.state, T, { filter: 'all', text: 'karen', offset: 0, limit: 10 }).total).toBe(2)
    const page = listEntries(s.state, T, { filter: 'all', text: '', offset: 1, limit: 2 })
    expect(page).toMatchObject({ total: 4, rows: [{ id: 'e2' }, { id: 'e3' }] })
  })
})

describe('the informational prize table (§5.11: never money the product handles)', () => {
  it('picks the bracket for the number of entries', () => {
    const awardsSet: DomainEvent = {
      type: 'registration.awardsSet',
      tournamentId: T,
      awards: {
        noCashPrizes: false,
        places: [],
        prizeFund: {
          declared: '5 000 BYN',
          brackets: [
            { minEntries: 1, percentages: [100] },
            { minEntries: 3, percentages: [60, 40] }
          ]
        }
      },
      previous: { noCashPrizes: true, places: [], prizeFund: null }
    }
    expect(prizeTable(given(created, awardsSet).state.tournaments.get(T)!)).toEqual([])
    const one = given(created, awardsSet, playerCreated('p1', 'A'), registered('e1', 'p1', 1))
    expect(prizeTable(one.state.tournaments.get(T)!)).toEqual([{ place: 1, percent: 100 }])
    const three = given(
      created,
      awardsSet,
      playerCreated('p1', 'A'),
      playerCreated('p2', 'B'),
      playerCreated('p3', 'C'),
      registered('e1', 'p1', 1),
      registered('e2', 'p2', 2),
      registered('e3', 'p3', 3)
    )
    expect(prizeTable(three.state.tournaments.get(T)!)).toEqual([
      { place: 1, percent: 60 },
      { place: 2, percent: 40 }
    ])
  })
})
