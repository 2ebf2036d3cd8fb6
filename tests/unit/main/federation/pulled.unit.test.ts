import { describe, expect, it } from 'vitest'
import { federationPoints, readPull, type PulledCopy } from '../../../../src/main/federation/pulled'
import { pullEndpoint } from '../../../../src/main/federation/puller'

/** The hall's reading of what it pulled from the federation (§28, §28.9, §28.10): pure functions, no I/O. */
const copy: PulledCopy = {
  format: 'floorclock.pull/1',
  at: '2026-12-07T12:00:00.000Z',
  hall: { id: 1, name: 'Hall A' },
  series: [
    {
      id: 1,
      name: 'Season',
      events: 2,
      rows: [
        { playerId: 7, name: 'Anna', points: 24.5, rank: 1, rankTo: 1, eventsPlayed: 2 },
        { playerId: 9, name: 'Zoya', points: 14, rank: 2, rankTo: 3, eventsPlayed: 1 },
        { playerId: 3, name: 'Boris', points: 14, rank: 2, rankTo: 3, eventsPlayed: 1 }
      ]
    }
  ],
  // Local p1 was linked to id 2, merged into 7 (another hall's Anna); local p4 is this hall's second card of Anna,
  // linked to 5 and merged into 7 as well; p2 is Boris.
  links: [
    { localPlayerId: 'p1', playerId: 2, current: 7 },
    { localPlayerId: 'p2', playerId: 3, current: 3 },
    { localPlayerId: 'p4', playerId: 5, current: 7 }
  ],
  merges: [
    { from: 2, into: 7, reason: 'Same person', mergedAt: '2026-12-06T10:00:00.000Z' },
    { from: 5, into: 7, reason: 'Second card', mergedAt: '2026-12-06T11:00:00.000Z' }
  ]
}
const names: Record<string, string> = { p1: 'Anna', p2: 'Boris', p4: 'Anna K.' }

describe('federationPoints', () => {
  it('lists only this hall’s players, under the id they count under after merges, with every local name', () => {
    const points = federationPoints({ pulledAt: 1_765_000_000_000, copy }, (id) => names[id] ?? null)
    expect(points.pulledAt).toBe(1_765_000_000_000)
    expect(points.hallName).toBe('Hall A')
    expect(points.series[0]!.rows).toEqual([
      {
        federationId: 7,
        name: 'Anna',
        local: ['Anna', 'Anna K.'],
        localIds: ['p1', 'p4'],
        points: 24.5,
        rank: 1,
        rankTo: 1,
        eventsPlayed: 2
      },
      {
        federationId: 3,
        name: 'Boris',
        local: ['Boris'],
        localIds: ['p2'],
        points: 14,
        rank: 2,
        rankTo: 3,
        eventsPlayed: 1
      }
    ])
    expect(points.merges).toHaveLength(2)
  })

  it('a local player the hall no longer has is shown by their federation id, never dropped', () => {
    const points = federationPoints({ pulledAt: 1, copy }, (id) => (id === 'p2' ? 'Boris' : null))
    expect(points.series[0]!.rows[0]!.local).toEqual(['#2', '#5'])
  })

  it('a key the federation does not know: no hall, no rows of ours', () => {
    const points = federationPoints({ pulledAt: 1, copy: { ...copy, hall: null, links: [], merges: [] } }, () => null)
    expect(points.hallName).toBeNull()
    expect(points.series[0]!.rows).toEqual([])
  })
})

describe('readPull', () => {
  it('reads the federation’s answer', () => {
    expect(readPull(JSON.stringify(copy))).toEqual(copy)
  })

  it('anything else is no copy (the last good one stays): a page, another format, a broken row', () => {
    expect(readPull('<html>not the federation</html>')).toBeNull()
    expect(readPull(JSON.stringify({ ...copy, format: 'floorclock.pull/2' }))).toBeNull()
    const broken = structuredClone(copy) as unknown as { series: Array<{ rows: Array<{ rank: unknown }> }> }
    broken.series[0]!.rows[0]!.rank = 'first'
    expect(readPull(JSON.stringify(broken))).toBeNull()
    expect(readPull(JSON.stringify({ ...copy, links: [{ localPlayerId: '', playerId: 1, current: 1 }] }))).toBeNull()
  })
})

describe('pullEndpoint', () => {
  it('is <address>/api/pull with the join code, an address with a path keeping it', () => {
    expect(pullEndpoint('https://fed.example', 'abc-_1')).toBe('https://fed.example/api/pull?hall=abc-_1')
    expect(pullEndpoint('https://fed.example/se/', 'k')).toBe('https://fed.example/se/api/pull?hall=k')
    expect(pullEndpoint('https://fed.example/se', 'k')).toBe('https://fed.example/se/api/pull?hall=k')
  })
})
