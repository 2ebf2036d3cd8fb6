import type { CommandSpec, Gen } from './context'
import { plain, tournamentId, withReason } from './context'

/** §5.4: categories as a director announces them — presets, a club, a named group; now and then a refused one. */
function categories(g: Gen): Array<Record<string, unknown>> {
  return g.rng.weighted([
    [3, [{ kind: 'women' }]],
    [2, [{ kind: 'women' }, { kind: 'juniors' }, { kind: 'club', name: 'Minsk Aces' }]],
    [1, [{ kind: 'seniors' }, { kind: 'group', name: 'Students' }]],
    [1, []],
    [0.3, [{ kind: 'club' }]], // no name: refused by the schema
    [0.3, [{ kind: 'women' }, { kind: 'women' }]] // twice: refused by the schema
  ] as const) as unknown as Array<Record<string, unknown>>
}

function playerId(g: Gen): string {
  const all = g.world.players
  if (all.length === 0 || g.rng.chance(0.03)) return 'no-such-player'
  return g.rng.pick(all).id
}

export const standingsCommands: Record<string, CommandSpec> = {
  'standings.setCategories': {
    weight: () => 0.15,
    generate: (g) =>
      withReason(g, { type: 'standings.setCategories', tournamentId: tournamentId(g), categories: categories(g) }, 0.5)
  },
  'player.setMemberships': {
    weight: (s) => (s.views ? 0.25 : 0.05),
    generate: (g) =>
      plain(g, {
        type: 'player.setMemberships',
        playerId: playerId(g),
        memberships: g.rng.weighted([
          [3, [{ kind: 'women' }]],
          [1, [{ kind: 'juniors' }, { kind: 'club', name: 'minsk aces' }]],
          [1, []]
        ] as const) as unknown as Array<Record<string, unknown>>
      })
  },
  'standings.setTeams': {
    weight: (s) => (s.views ? 0.05 : 0.01),
    generate: (g) => {
      // §5.4д: two teams of the players known (now and then a player in both: refused), or none.
      const ids = g.world.players.filter((p) => !p.mergedInto).map((p) => p.id)
      const half = Math.max(1, Math.floor(ids.length / 2))
      const teams =
        ids.length < 2 || g.rng.chance(0.2)
          ? []
          : [
              { name: 'Minsk', playerIds: ids.slice(0, half).slice(0, 5) },
              { name: 'Vilnius', playerIds: ids.slice(g.rng.chance(0.1) ? half - 1 : half).slice(0, 5) }
            ]
      const scoring = { rule: g.rng.pick(['points', 'places'] as const), count: g.rng.pick([1, 2, 3]) }
      return withReason(g, { type: 'standings.setTeams', tournamentId: tournamentId(g), scoring, teams }, 0.5)
    }
  }
}
