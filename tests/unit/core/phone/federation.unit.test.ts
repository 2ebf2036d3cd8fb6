import { describe, expect, it } from 'vitest'
import { phoneFederation, phoneSeries, phoneView, type FederationCopy } from '../../../../src/shared/core/phone'
import { mainEvent } from '../../../support/fixtures'
import { journalFloor } from '../../../support/protocolFixtures'
import { playerFields } from '../../../support/registration'

/**
 * §28.9, §12.13, §27.11: the phone's series tab shows the federation points of the tournament's players from the
 * hall's pulled copy, under their public names here, with "as of" — nothing else of the copy (no federation ids, no
 * merges, no other tournament's players), and nothing at all without a copy or a link.
 */
function floor() {
  const f = journalFloor()
  const tid = f.run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId!
  for (const name of ['Anna', 'Boris']) {
    const pid = f.run({ type: 'player.create', allowDuplicate: true, fields: playerFields(name) })[0]!.playerId!
    f.run({ type: 'entry.register', tournamentId: tid, playerId: pid })
  }
  return { f, tid }
}

const copy: FederationCopy & { merges: unknown[] } = {
  pulledAt: 1_796_661_600_000,
  series: [
    {
      name: 'Federation season',
      rows: [
        { local: ['Boris'], points: 12.5, rank: 2, rankTo: 2 },
        { local: ['Anna', 'Anya'], points: 30, rank: 1, rankTo: 1 },
        { local: ['Zoya'], points: 5, rank: 3, rankTo: 3 }
      ]
    },
    { name: 'Winter cup', rows: [{ local: ['Anna'], points: 7, rank: 4, rankTo: 5 }] }
  ],
  merges: [{ from: 1, into: 2 }]
}

describe('federation points on the phone (§28.9)', () => {
  it('the tournament’s linked players by public name, each series in the federation’s order, as of the pull', () => {
    const { f, tid } = floor()
    expect(phoneFederation(f.state, tid, copy)).toEqual({
      pulledAt: copy.pulledAt,
      rows: [
        { player: 'Anna', series: 'Federation season', points: 30, rank: 1, rankTo: 1 },
        { player: 'Anna', series: 'Winter cup', points: 7, rank: 4, rankTo: 5 },
        { player: 'Boris', series: 'Federation season', points: 12.5, rank: 2, rankTo: 2 }
      ]
    })
  })

  it('nothing without a pulled copy, without a linked player, or for a tournament that does not exist', () => {
    const { f, tid } = floor()
    expect(phoneFederation(f.state, tid, null)).toBeUndefined()
    const unlinked = {
      pulledAt: copy.pulledAt,
      series: [{ name: 'S', rows: [{ local: ['Zoya'], points: 1, rank: 1, rankTo: 1 }] }]
    }
    expect(phoneFederation(f.state, tid, unlinked)).toBeUndefined()
    expect(phoneFederation(f.state, 'no-such', copy)).toBeUndefined()
  })

  it('a tournament of no series of the hall: the tab is offered for the federation points alone (§28.9)', () => {
    const { f, tid } = floor()
    expect(phoneView(f.state, tid).series).toBeUndefined()
    expect(phoneSeries(f.state, tid, null)).toBeNull()
    expect(phoneView(f.state, tid, 0, undefined, { federation: copy }).series).toBe(true)
    expect(phoneSeries(f.state, tid, copy)).toMatchObject({
      ownSeries: false,
      events: [],
      standings: [],
      results: [],
      federation: {
        pulledAt: copy.pulledAt,
        rows: expect.arrayContaining([expect.objectContaining({ player: 'Anna' })])
      }
    })
    // a copy with none of its players: no tab
    const others = { pulledAt: 1, series: [{ name: 'S', rows: [{ local: ['Zoya'], points: 1, rank: 1, rankTo: 1 }] }] }
    expect(phoneView(f.state, tid, 0, undefined, { federation: others }).series).toBeUndefined()
    expect(phoneSeries(f.state, tid, others)).toBeNull()
  })

  it('§27.8: the copy names the hall’s time zone and the phone is given it, to tell "as of" in the hall’s time', () => {
    const { f, tid } = floor()
    expect(phoneFederation(f.state, tid, { ...copy, timeZone: 'Europe/Minsk' })?.timeZone).toBe('Europe/Minsk')
    expect(phoneFederation(f.state, tid, copy)).not.toHaveProperty('timeZone')
  })
})
