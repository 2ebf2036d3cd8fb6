import { describe, expect, it } from 'vitest'
import { given } from '../../../support/decider'
import { created, eliminated, playerCreated, registered, T } from '../../../support/registration'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import { resultsView } from '../../../../src/shared/core/views/results'

/**
 * Found by the stateful fuzzer: registration's own `entry.eliminate` took the last entry in play out
 * (and `entry.withdraw` or a disqualification under 'annul' took the winner out of the field). The places could then
 * not be computed, every results and display view was refused, and the hall server's display push threw (and, before
 * ended the process). Such commands are refused like the same hand in `results.recordHand` (§9.3, §27.6).
 */
describe('§9.3: the last entry in play cannot be eliminated', () => {
  const field = [
    created,
    playerCreated('p1', 'Anna'),
    playerCreated('p2', 'Boris'),
    registered('e1', 'p1', 1),
    registered('e2', 'p2', 2)
  ]

  it('refuses entry.eliminate of the winner, as results.recordHand would', () => {
    const floor = given(...field, eliminated('e1'))
    floor
      .when({ type: 'entry.eliminate', tournamentId: T, entryId: 'e2', level: 1, confirmedBy: 'Floor Ivan' })
      .thenRejected('results.error.tooManyBusts')
    floor
      .when({
        type: 'results.recordHand',
        tournamentId: T,
        level: 1,
        confirmedBy: 'Floor Ivan',
        busts: [{ entryId: 'e2', startStack: 0 }]
      })
      .thenRejected('results.error.tooManyBusts')
    // The views still answer: one winner, one place 2.
    expect(resultsView(floor.state, T)!.winner?.entryId).toBe('e2')
    expect(publicDisplay(floor.state, T).stats?.playersLeft).toBe(1)
  })

  it('refuses to annul the winner after play (entry.withdraw with override), which leaves the last player out with nobody to lose to (§27.8)', () => {
    const floor = given(...field, eliminated('e1'))
    floor
      .when({ type: 'entry.withdraw', tournamentId: T, entryId: 'e2', override: true }, { reason: 'Registered twice' })
      .thenRejected('results.error.placesWouldBreak')
    expect(resultsView(floor.state, T)!.winner?.entryId).toBe('e2')
  })

  it("refuses a disqualification that annuls the winner's place when the last player out would have nobody to lose to (§25.10)", () => {
    const floor = given(
      ...field,
      {
        type: 'results.rulesSet',
        tournamentId: T,
        rules: { tieRule: 'split', disqualificationPlaces: 'annul' },
        previous: { tieRule: 'split', disqualificationPlaces: 'keep' }
      },
      eliminated('e1')
    )
    floor
      .when({ type: 'entry.disqualify', tournamentId: T, entryId: 'e2' }, { reason: 'Collusion' })
      .thenRejected('results.error.placesWouldBreak')
    // With the announced rule 'keep' the same disqualification is recorded: the winner keeps the place of the moment.
    given(...field, eliminated('e1'))
      .when({ type: 'entry.disqualify', tournamentId: T, entryId: 'e2' }, { reason: 'Collusion' })
      .events()
  })

  it('still records the elimination of anyone but the last one', () => {
    const events = given(...field)
      .when({ type: 'entry.eliminate', tournamentId: T, entryId: 'e1', level: 1, confirmedBy: 'Floor Ivan' })
      .events()
    expect(events.map((e) => e.type)).toEqual(['entry.eliminated'])
  })
})
