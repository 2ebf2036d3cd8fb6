import { describe, expect, it } from 'vitest'
import { phoneView } from '../../../../src/shared/core/phone/views'
import { tableLabel } from '../../../../src/renderer/src/apps/phone/seat'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'

/**
 * §8.1, §8.5: the phone page names a table as the hall does — its number, which the floor calls out, with the hall's
 * name beside it ("3 (Window)"). The shared phone view carries the names of this tournament's tables only.
 */
describe("the phone view carries the hall's table names", () => {
  it('the name of a table of the tournament is there, another hall table is not, and it goes when taken away', () => {
    const f = new SeatingFlow(12)
    f.run({
      type: 'seating.configure',
      tournamentId: 't1',
      tables: tenMax(2),
      closingOrder: { kind: 'published', order: [1, 2] },
      rules: {}
    })
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    f.run({ type: 'display.table.name', number: 2, name: 'Window' })
    // Table 7 is the hall's, not this tournament's.
    f.run({ type: 'display.table.name', number: 7, name: 'Bar' })
    const view = phoneView(f.state, 't1')
    expect(view.tableNames).toEqual({ '2': 'Window' })
    const atTwo = view.seats.find((s) => s.table === 2)!
    expect(`table ${tableLabel(atTwo.table, view.tableNames)}`).toBe('table 2 (Window)')
    expect(tableLabel(1, view.tableNames)).toBe('1')

    f.run({ type: 'display.table.name', number: 2, name: '' })
    const after = phoneView(f.state, 't1')
    expect(after.tableNames).toBeUndefined()
    expect(tableLabel(2, after.tableNames)).toBe('2')
  })
})
