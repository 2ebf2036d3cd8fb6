import type { z } from 'zod'
import type { DecideContext } from '../context'
import { sameValue } from '../patch'
import { reject } from '../rejection'
import { requireTournament } from '../guards'
import type { FloorState } from '../state'
import type { FieldChanges, TournamentEvent } from './events'
import type { CreateTournament, EditTournament, SetDisplayedTournament } from './schemas'
import type { TournamentFields } from './schemas'

/** Tomorrow's tournament never replaces tonight's on the hall display: only the first one goes there. */
export function decideCreateTournament(
  command: z.infer<typeof CreateTournament>,
  ctx: DecideContext,
  state?: FloorState
): TournamentEvent[] {
  const shown = state?.displayedTournamentId && state.tournaments.has(state.displayedTournamentId)
  return [
    {
      type: 'tournament.created',
      tournamentId: ctx.newId(),
      fields: command.fields,
      ...(shown ? { displayKept: true as const } : {})
    }
  ]
}

/**
 * Edit the announced parameters. Before the start anything may change; after the start a change is a correction
 * that must carry a reason (§5.2, §5.3, §4.7) — the record keeps old and new values either way.
 */
export function decideEditTournament(
  command: z.infer<typeof EditTournament>,
  state: FloorState,
  reason: string | null
): TournamentEvent[] {
  const tournament = requireTournament(state, command.tournamentId)
  const changes = diffFields(tournament.fields, command.changes)
  if (Object.keys(changes).length === 0) {
    reject('error.tournament.noChange', 'The edit changes nothing', { field: 'changes' })
  }
  if (tournament.status !== 'announced' && !reason) {
    reject('error.reasonRequired', 'The tournament has started: a change needs a recorded reason (§5.2)', {
      field: 'meta.reason'
    })
  }
  return [{ type: 'tournament.edited', tournamentId: tournament.id, changes }]
}

export function decideDisplayTournament(
  command: z.infer<typeof SetDisplayedTournament>,
  state: FloorState
): TournamentEvent[] {
  const tournament = requireTournament(state, command.tournamentId)
  if (state.displayedTournamentId === tournament.id) return []
  return [{ type: 'tournament.displayed', tournamentId: tournament.id }]
}

/** The fields that really change; `null` clears an optional field (recorded as a change to nothing). */
function diffFields(
  current: TournamentFields,
  next: { [K in keyof TournamentFields]?: TournamentFields[K] | null }
): FieldChanges {
  const changes: Record<string, { from: unknown; to: unknown }> = {}
  for (const key of Object.keys(next) as (keyof TournamentFields)[]) {
    const given = next[key]
    if (given === undefined) continue
    const to = given === null ? undefined : given
    const from = current[key]
    if (!sameValue(to, from)) changes[key] = { from, to }
  }
  return changes as FieldChanges
}
