import { describe, expect, it } from 'vitest'
import { chartSeries, downsample, MAX_CHART_POINTS } from '../../../../src/shared/core/charts/series'
import type { DomainEvent } from '../../../../src/shared/core/events'
import type { EventRecord } from '../../../../src/shared/core/record'
import type { Structure } from '../../../../src/shared/core/clock/structure'
import { fold } from '../../../../src/shared/core/evolve'
import { initialState } from '../../../../src/shared/core/state'
import { tournamentStats } from '../../../../src/shared/core/views/stats'
import { created, eliminated, registered, T } from '../../../support/registration'

const START = Date.UTC(2026, 10, 28, 16, 0, 0)
const MIN = 60_000

const structure: Structure = {
  items: [
    { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200, ante: 0, anteKind: 'none' },
    { kind: 'level', seconds: 1200, smallBlind: 200, bigBlind: 400, ante: 0, anteKind: 'none' },
    { kind: 'break', seconds: 600, label: '' },
    { kind: 'level', seconds: 1200, smallBlind: 500, bigBlind: 1000, ante: 0, anteKind: 'none' }
  ]
}

/** Records with their own moments (occurredAt), in journal order. */
function journal(...steps: Array<[minute: number, DomainEvent, recordedMinute?: number]>): EventRecord[] {
  return steps.map(([minute, event, recorded], i) => ({
    seq: i + 1,
    stream: event.type === 'player.created' ? 'players' : T,
    event,
    actor: 'Anna (TD)',
    recordedAt: START + (recorded ?? minute) * MIN,
    occurredAt: START + minute * MIN,
    reason: null
  }))
}

const setStructure: DomainEvent = { type: 'clock.structureSet', tournamentId: T, structure }
const started = (minute: number): DomainEvent => ({
  type: 'clock.started',
  tournamentId: T,
  at: START + minute * MIN,
  position: 0
})

describe('chart series from the journal', () => {
  it('counts players left, entries and re-entries at the moments recorded, and the average stack in big blinds', () => {
    const records = journal(
      [-30, created],
      [-30, setStructure],
      [-10, registered('e1', 'p1', 1)],
      [-5, registered('e2', 'p2', 2)],
      [-2, registered('e3', 'p3', 3)],
      [0, started(0)],
      [10, eliminated('e1')],
      [12, registered('e4', 'p1', 4, { kind: 'reentry' })],
      [25, { type: 'entry.rebought', tournamentId: T, entryId: 'e2', stack: 0, chips: 30000 }]
    )
    const s = chartSeries(T, records, structure, START + 30 * MIN)
    const f = s.field
    const minute = (m: number) => Math.floor((START + m * MIN) / 1000)
    // The clock's start (0) and the start of level 2 (20) are points of their own.
    expect(f.at).toEqual([-10, -5, -2, 0, 10, 12, 20, 25].map(minute))
    expect(f.playersLeft).toEqual([1, 2, 3, 3, 2, 3, 3, 3])
    expect(f.entries).toEqual([1, 2, 3, 3, 3, 3, 3, 3])
    expect(f.reentries).toEqual([0, 0, 0, 0, 0, 1, 1, 1])
    // Before the clock starts no level is played: no big blind. 90,000 chips among 3 at BB 200 = 150 BB.
    expect(f.averageBB.slice(0, 3)).toEqual([null, null, null])
    expect(f.averageBB[3]).toBe(150)
    expect(f.averageBB[4]).toBe(225) // 90,000 / 2 / 200
    expect(f.averageBB[5]).toBe(200) // 120,000 / 3 / 200
    expect(f.averageBB[6]).toBe(100) // level 2: BB 400
    expect(f.averageBB[7]).toBe(125) // a rebuy of 30,000: 150,000 / 3 / 400
    // The last point agrees with the registration totals the display shows.
    const state = fold(records, initialState())
    const stats = tournamentStats(state.tournaments.get(T)!)
    expect(f.playersLeft.at(-1)).toBe(stats.playersLeft)
    expect(f.entries.at(-1)! + f.reentries.at(-1)!).toBe(stats.entries)
    expect(f.reentries.at(-1)).toBe(stats.reentries)
  })

  it('puts a record entered after the fact where it happened (§26.14) and takes an undone elimination out', () => {
    const records = journal(
      [-30, created],
      [-30, setStructure],
      [-10, registered('e1', 'p1', 1)],
      [-10, registered('e2', 'p2', 2)],
      [-10, registered('e3', 'p3', 3)],
      [0, started(0)],
      [15, eliminated('e3')],
      // Written at minute 18, happened at minute 5.
      [5, eliminated('e2'), 18],
      [19, { type: 'results.handUndone', tournamentId: T, handId: 'h-e3', entryIds: ['e3'], changes: [] }]
    )
    const f = chartSeries(T, records, structure, START + 19 * MIN).field
    const minute = (m: number) => Math.floor((START + m * MIN) / 1000)
    // The undone elimination at minute 15 is out of the history: the field never dropped to 1.
    expect(f.at).toEqual([-10, 0, 5, 15].map(minute))
    expect(f.playersLeft).toEqual([3, 3, 2, 2])
  })

  it('passes the level boundaries of a paused clock only while it ran', () => {
    const records = journal(
      [-30, created],
      [-30, setStructure],
      [-10, registered('e1', 'p1', 1)],
      [0, started(0)],
      [15, { type: 'clock.paused', tournamentId: T, at: START + 15 * MIN, position: 15 * MIN }],
      [40, { type: 'clock.resumed', tournamentId: T, at: START + 40 * MIN, position: 15 * MIN }]
    )
    const f = chartSeries(T, records, structure, START + 60 * MIN).field
    const minute = (m: number) => Math.floor((START + m * MIN) / 1000)
    // Level 2 starts 5 minutes after the resume (minute 45), the break 20 minutes after that (minute 65: not yet).
    expect(f.at).toEqual([-10, 0, 45].map(minute))
    expect(f.averageBB).toEqual([null, 150, 75])
  })

  it('a withdrawal takes the place and the entry away; a waiting entry counts once admitted', () => {
    const records = journal(
      [-30, created],
      [-10, registered('e1', 'p1', 1)],
      [-9, registered('e2', 'p2', null)],
      [-8, { type: 'entry.withdrawn', tournamentId: T, entryId: 'e1' }],
      [-7, { type: 'entry.admitted', tournamentId: T, entryId: 'e2', number: 2, late: false }]
    )
    const f = chartSeries(T, records, null, START).field
    expect(f.playersLeft).toEqual([1, 0, 1])
    expect(f.entries).toEqual([1, 0, 1])
    expect(f.averageBB).toEqual([null, null, null])
  })

  it('draws the structure curve: big blind per item with the durations', () => {
    const s = chartSeries(T, [], structure, START)
    expect(s.field.at).toEqual([])
    expect(s.structure).toEqual({
      startMin: [0, 20, 40, 50],
      minutes: [20, 20, 10, 20],
      level: [1, 2, null, 3],
      bigBlind: [200, 400, 400, 1000]
    })
  })

  it('never carries more than a few hundred points, keeping the first and the last', () => {
    const events: Array<[number, DomainEvent]> = [[-600, created]]
    for (let i = 1; i <= 2000; i++) events.push([-600 + i * 0.25, registered(`e${i}`, `p${i}`, i)])
    const f = chartSeries(T, journal(...events), null, START).field
    expect(f.at.length).toBeLessThanOrEqual(MAX_CHART_POINTS)
    expect(f.playersLeft[0]).toBe(1)
    expect(f.playersLeft.at(-1)).toBe(2000)
    for (let i = 1; i < f.at.length; i++) expect(f.at[i]!).toBeGreaterThanOrEqual(f.at[i - 1]!)
    const small = { at: [1, 2], playersLeft: [1, 2], entries: [1, 2], reentries: [0, 0], averageBB: [null, null] }
    expect(downsample(small, 10)).toBe(small)
  })
})
