import { describe, expect, it } from 'vitest'
import { recomputePlaces, type ResultRecord } from '../../../../../src/shared/core/results/places/placesTable'
import { compileRatingFormula } from '../../../../../src/shared/core/league/rating/ratingFormula'
import { categoryStanding } from '../../../../../src/shared/core/league/standings/categoryStandings'

/**
 * Six entries of five players: Boris re-entered (b1 out first, b2 his re-entry). Dina and Eva go out in one hand with
 * equal stacks (a split, §24.9а). Each test names the players of the standing.
 */
const player: Record<string, string> = { a: 'Anna', b1: 'Boris', b2: 'Boris', c: 'Cyril', d: 'Dina', e: 'Eva' }
const entries = ['a', 'b1', 'c', 'd', 'e', 'b2']
const hand = (handId: string, ...busts: Array<{ entryId: string; startStack: number }>): ResultRecord => ({
  type: 'hand',
  handId,
  outcome: { busts, tieRule: 'split' }
})
const hands: ResultRecord[] = [
  hand('h1', { entryId: 'b1', startStack: 1000 }),
  hand('h2', { entryId: 'd', startStack: 5000 }, { entryId: 'e', startStack: 5000 }),
  hand('h3', { entryId: 'c', startStack: 2000 }),
  hand('h4', { entryId: 'b2', startStack: 3000 })
]
const standing = (
  records: ResultRecord[],
  members: string[],
  points?: Parameters<typeof categoryStanding>[0]['points']
) =>
  categoryStanding({
    results: recomputePlaces({ entries, records }).results,
    playerOf: (entryId) => player[entryId]!,
    isMember: (p) => members.includes(p),
    ...(points ? { points } : {})
  })
const places = (s: ReturnType<typeof standing>) =>
  s.rows.map((r) => [player[r.entryId], r.place, r.placeTo, r.overallPlace, r.overallPlaceTo])

describe('§5.4е separate standings from the one result list', () => {
  it('§5.4 category places run 1..k in the order of the overall places; a shared overall place stays shared', () => {
    const s = standing(hands, ['Dina', 'Eva', 'Cyril'])
    // Overall: Anna 1, Boris 2 (b2), Cyril 3, Dina and Eva 4–5 split, Boris 6 (b1).
    expect(places(s)).toEqual([
      ['Cyril', 1, 1, 3, 3],
      ['Dina', 2, 3, 4, 5],
      ['Eva', 2, 3, 4, 5]
    ])
    expect(s.entrants).toBe(3)
    expect(s.inPlay).toBe(0)
  })

  it('§5.4, §5.6 a player with a re-entry counts once, with the best entry (as the series counts the best entry)', () => {
    const s = standing(hands, ['Boris', 'Dina'])
    expect(places(s)).toEqual([
      ['Boris', 1, 1, 2, 2],
      ['Dina', 2, 2, 4, 5]
    ])
    expect(s.rows[0]!.entryId).toBe('b2')
    expect(s.entrants).toBe(2)
  })

  it('§5.4 a member still in play (a re-entry playing) has no place yet and stands above those already out', () => {
    const s = standing(hands.slice(0, 2), ['Boris', 'Dina', 'Eva'])
    // Boris's first entry is out in 6th, but his re-entry plays: he is in play, not 6th.
    expect(places(s)).toEqual([
      ['Dina', 2, 3, 4, 5],
      ['Eva', 2, 3, 4, 5],
      ['Boris', null, null, null, null]
    ])
    expect(s.inPlay).toBe(1)
    expect(s.rows[2]!.status).toBe('in')
  })

  it('§5.4, §28.4 own points: the formula with the category place and the category count as entrants', () => {
    const formula = compileRatingFormula({ kind: 'custom', expression: '10 * (entrants - place + 1)', decimals: 2 })
    const s = standing(hands, ['Dina', 'Eva', 'Cyril'], (input) => formula.points({ ...input, finalTableSize: 9 }))
    // Three in the standing: Cyril 1st → 30; Dina and Eva split 2nd–3rd → (20 + 10) / 2 = 15 each.
    expect(s.rows.map((r) => [player[r.entryId], r.points])).toEqual([
      ['Cyril', 30],
      ['Dina', 15],
      ['Eva', 15]
    ])
    expect(s.rows[0]!.explanation?.variables.entrants).toBe(3)
  })

  it('§5.4 without a formula there are no points; a category nobody belongs to is empty', () => {
    expect(standing(hands, ['Dina']).rows[0]!.points).toBeNull()
    expect(standing(hands, [])).toEqual({ entrants: 0, inPlay: 0, rows: [] })
  })
})
