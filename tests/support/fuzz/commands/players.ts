import type { CommandSpec, Gen, Situation } from './context'
import { plain, withReason } from './context'

const FIRST = ['Anna', 'Boris', 'Olga', 'Ivan', 'Maria', 'Sven', 'Karin', 'Pavel', 'Elena', 'Lars', 'Nina', 'Oleg']
const LAST = ['Petrova', 'Ivanov', 'Larsson', 'Smirnov', 'Berg', 'Kozlova', 'Novak', 'Lind', 'Orlov', 'Holm']

function name(g: Gen): string {
  return `${g.rng.pick(FIRST)} ${g.rng.pick(LAST)} ${g.world.players.length + 1}`
}

function fields(g: Gen): Record<string, unknown> {
  // Now and then the very name of a player already recorded: the duplicate warning (§6.3) refuses it.
  const known = g.rng.chance(0.05) ? g.rng.maybe(g.world.players) : undefined
  return {
    displayName: known ? known.name : name(g),
    ...(g.rng.chance(0.3)
      ? { fullName: `${g.rng.pick(FIRST)} ${g.rng.pick(LAST)}`, clubId: `C${g.rng.range(1, 500)}` }
      : {}),
    ...(g.rng.chance(0.5) ? { ageConfirmed: true, rulesConsent: true, dataConsent: true } : {})
  }
}

function playerId(g: Gen): string {
  const all = g.world.players
  if (all.length === 0 || g.rng.chance(0.03)) return 'no-such-player'
  return g.rng.pick(all).id
}

/** Players still needed by the focus tournament's plan, beyond those known. */
export function playersWanted(s: Situation, known: number): boolean {
  if (!s.plan || !s.views) return known < 4
  return known < s.plan.entries + 6
}

export const playerCommands: Record<string, CommandSpec> = {
  'player.create': {
    weight: () => 4,
    generate: (g) =>
      plain(g, { type: 'player.create', fields: fields(g), ...(g.rng.chance(0.2) ? { allowDuplicate: true } : {}) })
  },
  'player.edit': {
    weight: () => 0.8,
    generate: (g) =>
      plain(g, {
        type: 'player.edit',
        playerId: playerId(g),
        changes: g.rng.weighted([
          [2, { notes: `Seat near the exit ${g.rng.range(1, 9)}` }],
          [1, { clubId: `C${g.rng.range(1, 500)}` }],
          [1, { displayName: name(g) }],
          [1, {}]
        ] as const)
      })
  },
  'player.merge': {
    weight: () => 0.5,
    generate: (g) => {
      // Two records of one person (§6.3, §28.9): often both played the focus tournament and are out, so the series
      // sees a merge conflict (§28.10).
      const out = [
        ...new Set(
          (g.s.views?.entries ?? [])
            .filter((e) => e.status === 'eliminated' || e.status === 'disqualified')
            .map((e) => e.playerId)
        )
      ]
      const pair = out.length >= 2 && g.rng.chance(0.5) ? g.rng.some(out, 2, 2) : [playerId(g), playerId(g)]
      return withReason(g, { type: 'player.merge', duplicateId: pair[0], keepId: pair[1] }, 0.85)
    }
  },
  'player.import': {
    weight: () => 0.4,
    generate: (g) => {
      const rows = Array.from({ length: g.rng.range(1, 4) }, () => fields(g))
      return plain(g, { type: 'player.import', rows })
    }
  }
}
