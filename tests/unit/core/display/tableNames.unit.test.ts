import { describe, expect, it } from 'vitest'
import { CommandEnvelope } from '../../../../src/shared/core/commands'
import { hallTableNames } from '../../../../src/shared/core/seating'
import { given } from '../../../support/decider'

/**
 * The hall names its table numbers (§8.1: a number names one physical table of the room; the name is shown beside
 * it on screens and seat cards). A recorded, correctable hall setting: old and new kept (§4.7).
 */
const window1 = { type: 'display.tableNamed', number: 1, from: null, to: 'Window' } as const

describe("a table number's hall name", () => {
  it('is given, corrected and taken away, each a record with the old and the new name', () => {
    given().when({ type: 'display.table.name', number: 1, name: 'Window' }).then([window1])
    given(window1)
      .when({ type: 'display.table.name', number: 1, name: 'Red 1' })
      .then([{ type: 'display.tableNamed', number: 1, from: 'Window', to: 'Red 1' }])
    given(window1)
      .when({ type: 'display.table.name', number: 1, name: '' })
      .then([{ type: 'display.tableNamed', number: 1, from: 'Window', to: null }])
    const { state } = given(window1, { type: 'display.tableNamed', number: 1, from: 'Window', to: null })
    expect(state.display.tableNames.size).toBe(0)
  })

  it('the same name again, or taking away a name that is not there, changes nothing and is said so', () => {
    given(window1)
      .when({ type: 'display.table.name', number: 1, name: 'Window' })
      .thenRejected('error.display.tableNameSame', 'name')
    given().when({ type: 'display.table.name', number: 4, name: '' }).thenRejected('error.display.tableNameSame')
  })

  it('one name names one table: another number of the same name (in any case) is refused, naming the table', () => {
    const refused = given(window1)
      .when({ type: 'display.table.name', number: 2, name: 'WINDOW' })
      .thenRejected('error.display.tableNameTaken', 'name')
    expect(refused.params).toEqual({ table: 1, name: 'Window' })
  })

  it('the command takes a trimmed name of at most 24 characters without control characters, for a number 1–999', () => {
    const parse = (command: object) => CommandEnvelope.safeParse({ command })
    const ok = parse({ type: 'display.table.name', number: 3, name: '  Red 3 ' })
    expect(ok.success && ok.data.command).toMatchObject({ name: 'Red 3' })
    expect(parse({ type: 'display.table.name', number: 3, name: 'x'.repeat(25) }).success).toBe(false)
    expect(parse({ type: 'display.table.name', number: 3, name: 'Red\n3' }).success).toBe(false)
    expect(parse({ type: 'display.table.name', number: 0, name: 'Red' }).success).toBe(false)
  })

  it('the views name only the tables asked about that have a name, and nothing when none has', () => {
    const { state } = given(window1, { type: 'display.tableNamed', number: 3, from: null, to: 'Red 3' })
    expect(hallTableNames(state, [1, 2, 2])).toEqual({ '1': 'Window' })
    expect(hallTableNames(state, [2, 4])).toBeUndefined()
  })
})
