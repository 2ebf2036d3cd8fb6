import type { z } from 'zod'
import { sameValue } from '../../patch'
import { requirePlayer } from '../../players'
import { reject } from '../../rejection'
import type { FloorState } from '../../state'
import { requireTournament } from '../../guards'
import type { StandingsEvent } from './events'
import { playBegan } from './state'
import { categoryKey, type Category, type SetCategories, type SetMemberships, type SetTeams } from './schemas'

/** A club or group name as recorded: trimmed; a preset without a label carries none. */
function normalise(list: readonly Category[]): Category[] {
  return list.map((c) => (c.name ? { kind: c.kind, name: c.name.trim() } : { kind: c.kind }))
}

/**
 * §5.4, §5.1: announce the separate standings. Before the start anything may change; after it a change needs a
 * recorded reason (§5.2, §5.3) and counts as a correction of the announcement.
 */
export function decideSetCategories(
  command: z.infer<typeof SetCategories>,
  state: FloorState,
  reason: string | null
): StandingsEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const from = state.standings.categories.get(t.id) ?? []
  const to = normalise(command.categories)
  if (sameValue(from, to))
    reject('standings.error.noChange', 'The categories are already these', { field: 'categories' })
  if (playBegan(t) && !reason)
    reject('error.reasonRequired', 'The tournament has started: a change needs a recorded reason (§5.2)', {
      field: 'meta.reason'
    })
  return [{ type: 'standings.categoriesSet', tournamentId: t.id, from, to }]
}

/** §5.4е: record which categories a player belongs to (internal, §27.11); the journal keeps who changed it and when. */
export function decideSetMemberships(command: z.infer<typeof SetMemberships>, state: FloorState): StandingsEvent[] {
  const player = requirePlayer(state, command.playerId)
  if (player.mergedInto)
    reject('error.player.merged', 'This record was merged into another; edit that one', { field: 'playerId' })
  const from = state.standings.memberships.get(player.id) ?? []
  const to = normalise(command.memberships)
  const keys = (list: readonly Category[]) => list.map(categoryKey).sort().join('|')
  if (keys(from) === keys(to))
    reject('standings.error.noChange', 'The player already belongs to exactly these', { field: 'memberships' })
  return [{ type: 'player.membershipsSet', playerId: player.id, from, to }]
}

/**
 * §5.4д: announce the teams and their scoring (or, with no teams, withdraw the team standing). A player is in one
 * team at most; each team is named once; every member is a player of the database. After play began: with a reason.
 */
export function decideSetTeams(
  command: z.infer<typeof SetTeams>,
  state: FloorState,
  reason: string | null
): StandingsEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const names = new Set<string>()
  const members = new Set<string>()
  command.teams.forEach((team, i) => {
    const name = team.name.trim().toLocaleLowerCase()
    if (names.has(name))
      reject('standings.error.teamTwice', `Two teams are named ${team.name}`, {
        field: `teams.${i}.name`,
        params: { name: team.name }
      })
    names.add(name)
    team.playerIds.forEach((playerId, j) => {
      const player = requirePlayer(state, playerId, `teams.${i}.playerIds.${j}`)
      if (members.has(player.id))
        reject('standings.error.twoTeams', `${player.fields.displayName} is in two teams`, {
          field: `teams.${i}.playerIds.${j}`,
          params: { name: player.fields.displayName }
        })
      members.add(player.id)
    })
  })
  const from = state.standings.teams.get(t.id) ?? null
  const to = command.teams.length > 0 ? { scoring: command.scoring, teams: command.teams } : null
  if (sameValue(from, to)) reject('standings.error.noChange', 'The teams are already these', { field: 'teams' })
  if (playBegan(t) && !reason)
    reject('error.reasonRequired', 'The tournament has started: a change needs a recorded reason (§5.2)', {
      field: 'meta.reason'
    })
  return [{ type: 'standings.teamsSet', tournamentId: t.id, from, to }]
}
