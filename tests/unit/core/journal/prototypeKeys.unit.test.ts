import { describe, expect, it } from 'vitest'
import { fold } from '../../../../src/shared/core/evolve'
import { journalNames } from '../../../../src/shared/core/journal/subjects'
import { initialState } from '../../../../src/shared/core/state'
import { isMessageKey, translate, type MessageKey } from '../../../../src/shared/i18n'
import { translator } from '../../../../src/shared/i18n/translator'
import { recordsOf } from '../../../support/decider'
import { mainEvent } from '../../../support/fixtures'
import { playerCreated, registered } from '../../../support/registration'

/**
 * Keys that are not ours never reach Object.prototype (hostile input): names of records kept in objects are own keys,
 * and a text is a message only if the dictionary has it. The same over the real hall server:
 * tests/int/prototypeKeys.int.test.ts.
 */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']

describe('names of records by id', () => {
  it('a tournament, entry and player whose ids are prototype names keep their names (an imported file may use any)', () => {
    const events = [
      { type: 'tournament.created' as const, tournamentId: '__proto__', fields: mainEvent },
      playerCreated('constructor', 'Ivan Petrov'),
      { ...registered('toString', 'constructor', 1), tournamentId: '__proto__' }
    ]
    const state = fold(recordsOf(events as never), initialState())
    const names = journalNames(state, ['__proto__'], ['constructor'])
    expect(Object.hasOwn(names.tournaments, '__proto__')).toBe(true)
    expect(names.tournaments['__proto__']).toBe(mainEvent.name)
    expect(Object.hasOwn(names.entries, 'toString')).toBe(true)
    expect(names.entries['toString']).toBe('Ivan Petrov')
    expect(Object.hasOwn(names.players, 'constructor')).toBe(true)
    // As they travel (JSON), and nothing else is named.
    expect(JSON.parse(JSON.stringify(names))).toEqual({
      tournaments: { ['__proto__']: mainEvent.name },
      entries: { toString: 'Ivan Petrov' },
      players: { constructor: 'Ivan Petrov' }
    })
    const nobody = journalNames(state, ['hasOwnProperty'], ['prototype'])
    expect(JSON.stringify(nobody)).toBe('{"tournaments":{},"entries":{},"players":{}}')
  })
})

describe('messages by key', () => {
  it.each(PROTOTYPE_NAMES)('%s is not a message, and translating it gives the text back', (name) => {
    expect(isMessageKey(name)).toBe(false)
    expect(translate('en', name as MessageKey)).toBe(name)
  })

  it('a placeholder is filled only from the parameters given, never from Object.prototype', () => {
    const t = translator({ en: { greeting: 'Hi {constructor}, {name}' }, ru: {}, sv: {} })
    expect(t('en', 'greeting', { name: 'Olga' })).toBe('Hi {constructor}, Olga')
  })
})
