import { describe, expect, it } from 'vitest'
import type { FederationCopy } from '../../../../src/shared/core/league'
import { FEDERATION_PANEL_ROWS, publicDisplay } from '../../../../src/shared/core/views'
import { mainEvent } from '../../../support/fixtures'
import { journalFloor } from '../../../support/protocolFixtures'
import { playerFields } from '../../../support/registration'

/**
 * §28.9, §27.11: the hall display's federation panel — per federation series, tonight's players that the hall's pulled
 * copy ranks, best place first, at most FEDERATION_PANEL_ROWS of them, as of the pull; nothing else of the copy.
 */
function floor(names: string[]) {
  const f = journalFloor()
  const tid = f.run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId!
  for (const name of names) {
    const pid = f.run({ type: 'player.create', allowDuplicate: true, fields: playerFields(name) })[0]!.playerId!
    f.run({ type: 'entry.register', tournamentId: tid, playerId: pid })
  }
  return { f, tid }
}

const copy: FederationCopy = {
  pulledAt: 1_796_661_600_000,
  timeZone: 'Europe/Stockholm',
  series: [
    {
      name: 'Federation season',
      rows: [
        { local: ['Anna', 'Anya'], points: 30, rank: 1, rankTo: 1 },
        { local: ['Zoya'], points: 20, rank: 2, rankTo: 2 },
        { local: ['Boris'], points: 12.5, rank: 3, rankTo: 4 },
        { local: ['Vera'], points: 12.5, rank: 3, rankTo: 4 }
      ]
    },
    { name: 'Ladies', rows: [{ local: ['Zoya'], points: 3, rank: 1, rankTo: 1 }] },
    { name: 'Winter cup', rows: [{ local: ['Vera'], points: 7, rank: 4, rankTo: 4 }] }
  ]
}

describe('the hall display’s federation panel (§28.9)', () => {
  it('per series that ranks tonight’s players: best place first, ties by name, in the hall’s time zone', () => {
    const { f, tid } = floor(['Vera', 'Boris', 'Anna'])
    expect(publicDisplay(f.state, tid, 0, undefined, { federation: copy }).federation).toEqual({
      pulledAt: copy.pulledAt,
      timeZone: 'Europe/Stockholm',
      series: [
        {
          name: 'Federation season',
          rows: [
            { name: 'Anna', points: 30, rank: 1, rankTo: 1 },
            { name: 'Boris', points: 12.5, rank: 3, rankTo: 4 },
            { name: 'Vera', points: 12.5, rank: 3, rankTo: 4 }
          ]
        },
        { name: 'Winter cup', rows: [{ name: 'Vera', points: 7, rank: 4, rankTo: 4 }] }
      ]
    })
  })

  it('the top of the table only: the room reads ten names, the phone has the rest', () => {
    const names = Array.from({ length: 14 }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`)
    const { f, tid } = floor(names)
    const big: FederationCopy = {
      pulledAt: copy.pulledAt,
      series: [{ name: 'S', rows: names.map((n, i) => ({ local: [n], points: 100 - i, rank: i + 1, rankTo: i + 1 })) }]
    }
    const panel = publicDisplay(f.state, tid, 0, undefined, { federation: big }).federation!
    expect(panel.series[0]!.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(FEDERATION_PANEL_ROWS).toBe(10)
    expect(panel).not.toHaveProperty('timeZone')
  })

  it('no panel without a pulled copy or when the copy ranks none of tonight’s players', () => {
    const { f, tid } = floor(['Boris'])
    expect(publicDisplay(f.state, tid, 0).federation).toBeUndefined()
    expect(publicDisplay(f.state, tid, 0, undefined, { federation: null })).not.toHaveProperty('federation')
    const other = { pulledAt: 1, series: [{ name: 'S', rows: [{ local: ['Zoya'], points: 1, rank: 1, rankTo: 1 }] }] }
    expect(publicDisplay(f.state, tid, 0, undefined, { federation: other })).not.toHaveProperty('federation')
  })
})

describe('tonight’s players are found by the ids the hall linked, not by their names (§28.9)', () => {
  it('a namesake who is not the linked player gets no row; a player merged here keeps the link’s row', () => {
    const f = journalFloor()
    const tid = f.run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId!
    const create = (name: string): string =>
      f.run({ type: 'player.create', allowDuplicate: true, fields: playerFields(name) })[0]!.playerId!
    const borisHere = create('Boris')
    const borisLinked = create('Boris')
    const vera = create('Vera')
    const veraOld = create('Vera K.')
    for (const pid of [borisHere, vera]) f.run({ type: 'entry.register', tournamentId: tid, playerId: pid })
    // The hall merged its duplicate card of Vera after the federation linked the old one (§28.9).
    f.run({ type: 'player.merge', duplicateId: veraOld, keepId: vera }, { reason: 'One person: two cards' })
    const linked: FederationCopy = {
      pulledAt: 1,
      series: [
        {
          name: 'S',
          rows: [
            { local: ['Boris'], localIds: [borisLinked], points: 40, rank: 1, rankTo: 1 },
            { local: ['Vera K.'], localIds: [veraOld], points: 9, rank: 2, rankTo: 2 }
          ]
        }
      ]
    }
    expect(publicDisplay(f.state, tid, 0, undefined, { federation: linked }).federation!.series).toEqual([
      { name: 'S', rows: [{ name: 'Vera', points: 9, rank: 2, rankTo: 2 }] }
    ])
  })
})
