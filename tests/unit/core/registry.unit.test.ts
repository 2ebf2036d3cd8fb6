import { describe, expect, it } from 'vitest'
import { Command } from '../../../src/shared/core/commands'
import { DECIDERS } from '../../../src/shared/core/decide'
import { EVENT_SPECS } from '../../../src/shared/core/eventSchemas'
import { EVOLVERS } from '../../../src/shared/core/evolve'

/**
 * The root composes the areas through two tables (decide.ts, evolve.ts). Their types demand one entry per command and
 * per event; these tests check the tables as they are at run time too — a spread that silently lost an area, or an
 * entry that is not a function, would leave a command undecidable or an event unfoldable in a hall.
 */
describe('the registry of the areas', () => {
  const commandTypes = Command.options.map((schema) => schema.shape.type.value as string)

  it('decides every command the contract accepts, and nothing else', () => {
    expect(commandTypes.length).toBeGreaterThan(90)
    for (const type of commandTypes)
      expect(typeof (DECIDERS as Record<string, unknown>)[type], `decider for ${type}`).toBe('function')
    expect(Object.keys(DECIDERS).sort()).toEqual([...commandTypes].sort())
  })

  it('folds every event type the journal can hold, and nothing else', () => {
    const eventTypes = Object.keys(EVENT_SPECS)
    for (const type of eventTypes)
      expect(typeof (EVOLVERS as Record<string, unknown>)[type], `fold for ${type}`).toBe('function')
    expect(Object.keys(EVOLVERS).sort()).toEqual([...eventTypes].sort())
  })
})
