import { PRESET_IDS, PRESETS, presetRef } from '../../../../src/shared/core/display/presets'
import type { CommandSpec, Gen } from './context'
import { plain, tournamentId } from './context'

/** Display ids as browsers make them (8–64 letters, digits, - or _): a few, so they are met again. */
const SCREENS = ['hallTV-01', 'hallTV-02', 'lobby-screen', 'bar-display']

function screenId(g: Gen): string {
  const known = g.world.screenIds
  if (known.length > 0 && g.rng.chance(0.7)) return g.rng.pick(known)
  return g.rng.pick(SCREENS)
}

/** A layout to show: a preset mostly, one of the director's own, now and then one that does not exist. */
function layoutRef(g: Gen): string {
  const own = g.world.layoutIds
  if (own.length > 0 && g.rng.chance(0.4)) return g.rng.pick(own)
  if (g.rng.chance(0.05)) return 'no-such-layout'
  return presetRef(g.rng.pick(PRESET_IDS))
}

/** displays named, pinned to a tournament, given a layout and a language; layouts of the director's own. */
export const displayCommands: Record<string, CommandSpec> = {
  'display.screen.configure': {
    weight: () => 0.6,
    generate: (g) => {
      const command: Record<string, unknown> = { type: 'display.screen.configure', screenId: screenId(g) }
      if (g.rng.chance(0.5)) command.name = g.rng.pick(['Hall TV', 'Lobby', 'Bar', 'Final table', ''])
      if (g.rng.chance(0.4)) command.tournamentId = g.rng.chance(0.2) ? null : tournamentId(g)
      if (g.rng.chance(0.4)) command.layoutId = layoutRef(g)
      if (g.rng.chance(0.3)) command.language = g.rng.pick(['ru', 'en', 'sv', null])
      if (g.rng.chance(0.15)) command.board = g.rng.chance(0.7)
      return plain(g, command)
    }
  },
  'display.screen.identify': {
    weight: () => 0.3,
    generate: (g) => plain(g, { type: 'display.screen.identify', screenId: screenId(g) })
  },
  'display.screen.forget': {
    weight: (s) => (s.views ? 0.2 : 0.1),
    generate: (g) => plain(g, { type: 'display.screen.forget', screenId: screenId(g) })
  },
  'display.layout.save': {
    weight: () => 0.4,
    generate: (g) => {
      // A copy of a preset (presets themselves are read-only: saving onto one is refused by the rules).
      const layout = structuredClone(PRESETS[g.rng.pick(PRESET_IDS)])
      const own = g.world.layoutIds
      const target = g.rng.chance(0.1)
        ? presetRef(g.rng.pick(PRESET_IDS))
        : own.length > 0 && g.rng.chance(0.4)
          ? g.rng.pick(own)
          : undefined
      return plain(g, { type: 'display.layout.save', ...(target ? { layoutId: target } : {}), layout })
    }
  },
  'display.layout.delete': {
    weight: (s) => (s.views ? 0.3 : 0.1),
    generate: (g) =>
      plain(g, {
        type: 'display.layout.delete',
        layoutId: g.world.layoutIds.length > 0 && g.rng.chance(0.85) ? g.rng.pick(g.world.layoutIds) : 'no-such-layout'
      })
  },
  // §8.1: the hall's names for its table numbers; a few names and numbers, so a name is met again on another number
  // (refused: two numbers never share a name) and an empty name takes one away.
  'display.table.name': {
    weight: () => 0.3,
    generate: (g) =>
      plain(g, {
        type: 'display.table.name',
        number: g.rng.chance(0.9) ? g.rng.range(1, 12) : g.rng.range(13, 999),
        name: g.rng.pick(['Window', 'Red 3', 'Bar side', 'Stage', ''])
      })
  }
}
