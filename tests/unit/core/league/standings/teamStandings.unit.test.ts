import { describe, expect, it } from 'vitest'
import { recomputePlaces, type ResultRecord } from '../../../../../src/shared/core/results/places/placesTable'
import { teamStandings } from '../../../../../src/shared/core/league/standings/teamStandings'
import { given } from '../../../../support/decider'
import { created, playerCreated } from '../../../../support/registration'

/** Six players, two teams of three; places 1..6 in the order a..f; c and d share 3–4 (§24.9а). */
const entries = ['a', 'b', 'c', 'd', 'e', 'f']
const records: ResultRecord[] = [
  { type: 'hand', handId: 'h1', outcome: { busts: [{ entryId: 'f', startStack: 100 }], tieRule: 'split' } },
  { type: 'hand', handId: 'h2', outcome: { busts: [{ entryId: 'e', startStack: 100 }], tieRule: 'split' } },
  {
    type: 'hand',
    handId: 'h3',
    outcome: {
      busts: [
        { entryId: 'c', startStack: 500 },
        { entryId: 'd', startStack: 500 }
      ],
      tieRule: 'split'
    }
  },
  { type: 'hand', handId: 'h4', outcome: { busts: [{ entryId: 'b', startStack: 100 }], tieRule: 'split' } }
]
const teams = [
  { name: 'Minsk', playerIds: ['a', 'd', 'f'] },
  { name: 'Vilnius', playerIds: ['b', 'c', 'e'] }
]
const points: Record<string, number> = { a: 50, b: 30, c: 15, d: 15, e: 5, f: 1 }
const run = (rule: 'points' | 'places', count: number, upTo = records.length) =>
  teamStandings({
    scoring: { rule, count },
    teams,
    results: recomputePlaces({ entries, records: records.slice(0, upTo) }).results,
    playerOf: (id) => id,
    pointsOf: (id) => points[id]!
  })

describe('§5.4д team standings from the one result list', () => {
  it('§5.4д sum of the best N members’ points: higher wins; the score counts only the best N', () => {
    const rows = run('points', 2)
    expect(rows.map((r) => [r.rank, r.name, r.score])).toEqual([
      [1, 'Minsk', 65], // a 50 + d 15
      [2, 'Vilnius', 45] // b 30 + c 15
    ])
    expect(rows[0]!.members.map((m) => [m.playerId, m.counted])).toEqual([
      ['a', true],
      ['d', true],
      ['f', false]
    ])
  })

  it('§5.4д, §24.9а sum of the best N places: lower wins; a shared place counts as the average of its range', () => {
    const rows = run('places', 2)
    // Minsk: a 1 + d 3.5 = 4.5; Vilnius: b 2 + c 3.5 = 5.5.
    expect(rows.map((r) => [r.rank, r.name, r.score])).toEqual([
      [1, 'Minsk', 4.5],
      [2, 'Vilnius', 5.5]
    ])
    // Three counted: Minsk 1 + 3.5 + 6 = 10.5 and Vilnius 2 + 3.5 + 5 = 10.5 — an equal score shares the rank.
    expect(run('places', 3).map((r) => [r.rank, r.rankTo, r.score])).toEqual([
      [1, 2, 10.5],
      [1, 2, 10.5]
    ])
  })

  it('§5.4д a team with fewer placed members than counted is not complete and stands behind the complete ones', () => {
    // After two hands: f (Minsk) 6th and e (Vilnius) 5th out; everyone else plays.
    const rows = run('places', 1, 2)
    expect(rows.map((r) => [r.name, r.score, r.complete])).toEqual([
      ['Vilnius', 5, true],
      ['Minsk', 6, true]
    ])
    expect(run('places', 2, 2).every((r) => !r.complete)).toBe(true)
    expect(run('places', 2, 2)[0]!.members.filter((m) => m.inPlay)).toHaveLength(2)
  })
})

describe('§5.4д announcing the teams', () => {
  const players = ['p1', 'p2', 'p3'].map((id) => playerCreated(id, `Player ${id}`))
  it('§5.4д the rosters and the scoring are recorded; a player in two teams or a team named twice is refused', () => {
    const g = given(created, ...players)
    const scoring = { rule: 'points' as const, count: 1 }
    g.when({
      type: 'standings.setTeams',
      tournamentId: 't1',
      scoring,
      teams: [{ name: 'Minsk', playerIds: ['p1', 'p2'] }]
    }).then([
      {
        type: 'standings.teamsSet',
        tournamentId: 't1',
        from: null,
        to: { scoring, teams: [{ name: 'Minsk', playerIds: ['p1', 'p2'] }] }
      }
    ])
    g.when({
      type: 'standings.setTeams',
      tournamentId: 't1',
      scoring,
      teams: [
        { name: 'Minsk', playerIds: ['p1'] },
        { name: 'Vilnius', playerIds: ['p1'] }
      ]
    }).thenRejected('standings.error.twoTeams', 'teams.1.playerIds.0')
    g.when({
      type: 'standings.setTeams',
      tournamentId: 't1',
      scoring,
      teams: [
        { name: 'Minsk', playerIds: ['p1'] },
        { name: 'minsk', playerIds: ['p2'] }
      ]
    }).thenRejected('standings.error.teamTwice', 'teams.1.name')
  })
})
