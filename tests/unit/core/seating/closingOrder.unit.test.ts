import { describe, expect, it } from 'vitest'
import type { Command } from '../../../../src/shared/core/commands'
import { translate } from '../../../../src/shared/i18n'
import { liveFloor } from '../../../support/decider'
import { mainEvent } from '../../../support/fixtures'

/**
 * §9.1, §9.2 а: a published closing order names the tables that close first; the director typed "5, 4, 3, 2" for five
 * tables and was refused with "must list every table exactly once". The tables not named now close after the named
 * ones (lowest number first), and what cannot be completed — a table named twice, one not in the room — is refused
 * naming that table, in the director's language.
 */
function room() {
  const f = liveFloor()
  f.apply([{ type: 'tournament.created', tournamentId: 't', fields: mainEvent }])
  const configure = (order: number[]): Command =>
    ({
      type: 'seating.configure',
      tournamentId: 't',
      tables: [1, 2, 3, 4, 5].map((number) => ({ number, seats: 9 })),
      closingOrder: { kind: 'published', order },
      rules: {}
    }) as Command
  return { f, configure }
}

describe('§9.2 a published closing order is completed with the tables not named', () => {
  it('"5, 4, 3, 2" in a room of tables 1–5 is recorded as 5, 4, 3, 2, 1: table 1 closes last (the final table)', () => {
    const { f, configure } = room()
    const [configured] = f.run(configure([5, 4, 3, 2]))
    expect(configured).toMatchObject({
      type: 'seating.configured',
      closingKind: 'published',
      closingOrder: [5, 4, 3, 2, 1]
    })
    expect(f.state.tournaments.get('t')!.seating!.room.closingOrder).toEqual([5, 4, 3, 2, 1])
  })

  it('several tables not named close after the named ones, lowest number first; a whole order stays as typed', () => {
    const { f, configure } = room()
    expect(f.run(configure([4]))[0]).toMatchObject({ closingOrder: [4, 1, 2, 3, 5] })
    expect(f.run(configure([2, 5, 1, 4, 3]))[0]).toMatchObject({ closingOrder: [2, 5, 1, 4, 3] })
  })

  it('a table not in the room, or named twice, is refused naming the table (ru/en/sv), and nothing is recorded', () => {
    const { f, configure } = room()
    const unknown = f.refusal(configure([5, 7, 3]))
    expect(unknown).toMatchObject({ code: 'error.seating.closingOrderUnknown', field: 'closingOrder.order.1' })
    expect(translate('en', 'error.seating.closingOrderUnknown', unknown.params)).toBe(
      'Table 7 in the closing order is not in the room (tables 1, 2, 3, 4, 5) (§9.2).'
    )
    const twice = f.refusal(configure([5, 4, 5]))
    expect(twice).toMatchObject({ code: 'error.seating.closingOrderTwice', field: 'closingOrder.order.2' })
    expect(translate('ru', 'error.seating.closingOrderTwice', twice.params)).toBe(
      'Стол 5 указан в порядке закрытия дважды (§9.2).'
    )
    expect(translate('sv', 'error.seating.closingOrderTwice', twice.params)).toBe(
      'Bord 5 står två gånger i stängningsordningen (§9.2).'
    )
    expect(f.state.tournaments.get('t')!.seating).toBeFalsy()
  })
})
