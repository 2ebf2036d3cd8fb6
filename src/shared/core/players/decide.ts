import type { z } from 'zod'
import type { DecideContext } from '../context'
import { sameValue } from '../patch'
import { reject } from '../rejection'
import type { FloorState } from '../state'
import { findPossibleDuplicates } from './duplicates'
import type { PlayerChanges, PlayerEvent } from './events'
import type { CreatePlayer, EditPlayer, ImportPlayers, MergePlayers, PlayerFields } from './schemas'
import type { Player } from './state'

export function requirePlayer(state: FloorState, playerId: string, field = 'playerId'): Player {
  const player = state.players.byId.get(playerId)
  if (!player) {
    reject('error.player.notFound', `No player with id ${playerId}`, { field, params: { playerId } })
  }
  return player
}

/** Create a player; warn (refuse until acknowledged) when it looks like an existing one (§6.3, §29.57). */
export function decideCreatePlayer(
  command: z.infer<typeof CreatePlayer>,
  state: FloorState,
  ctx: DecideContext
): PlayerEvent[] {
  if (!command.allowDuplicate) {
    const duplicates = findPossibleDuplicates(state.players, command.fields)
    const first = duplicates[0]
    if (first) {
      reject(
        'error.player.possibleDuplicate',
        `Possibly the same person as ${first.displayName} (same ${first.basis}); record anyway only if they are different people`,
        {
          field: basisField(first.basis),
          params: { name: first.displayName, playerId: first.playerId, basis: first.basis }
        }
      )
    }
  }
  return [{ type: 'player.created', playerId: ctx.newId(), fields: command.fields, source: 'desk' }]
}

export function decideEditPlayer(command: z.infer<typeof EditPlayer>, state: FloorState): PlayerEvent[] {
  const player = requirePlayer(state, command.playerId)
  if (player.mergedInto) {
    reject('error.player.merged', 'This record was merged into another; edit that one', { field: 'playerId' })
  }
  const changes: Record<string, { from: unknown; to: unknown }> = {}
  for (const key of Object.keys(command.changes) as (keyof PlayerFields)[]) {
    const to = command.changes[key]
    const from = player.fields[key]
    if (to !== undefined && !sameValue(to, from)) changes[key] = { from, to }
  }
  if (Object.keys(changes).length === 0) {
    reject('error.player.noChange', 'The edit changes nothing', { field: 'changes' })
  }
  return [{ type: 'player.edited', playerId: player.id, changes: changes as PlayerChanges }]
}

/**
 * Merge a duplicate record into the one that stays (§6.3, §29.57, §28.9). Needs a reason. Entries of the duplicate
 * then count as the kept player's; both records and their journals remain. Refused when both hold an entry still in
 * the same tournament: one entry must be annulled first (§6.3).
 */
export function decideMergePlayers(
  command: z.infer<typeof MergePlayers>,
  state: FloorState,
  reason: string | null
): PlayerEvent[] {
  const duplicate = requirePlayer(state, command.duplicateId, 'duplicateId')
  const keep = requirePlayer(state, command.keepId, 'keepId')
  if (duplicate.id === keep.id)
    reject('error.player.mergeSelf', 'A record cannot be merged into itself', { field: 'keepId' })
  if (duplicate.mergedInto || keep.mergedInto) {
    reject('error.player.merged', 'This record was already merged into another', {
      field: duplicate.mergedInto ? 'duplicateId' : 'keepId'
    })
  }
  if (!reason)
    reject('error.registration.reasonRequired', 'Merging two player records needs a recorded reason (§4.7)', {
      field: 'meta.reason'
    })
  for (const tournament of state.tournaments.values()) {
    const reg = tournament.registration
    const stillIn = (playerId: string): boolean =>
      (reg.entriesByPlayer.get(playerId) ?? []).some((id) => {
        const status = reg.entries.get(id)?.status
        return status === 'registered' || status === 'pre-registered' || status === 'waiting'
      })
    if (stillIn(duplicate.id) && stillIn(keep.id)) {
      reject(
        'error.player.mergeBothIn',
        `Both records hold an entry still in ${tournament.fields.name}: withdraw one first (§6.3)`,
        {
          field: 'duplicateId',
          params: { tournament: tournament.fields.name }
        }
      )
    }
  }
  return [{ type: 'player.merged', duplicateId: duplicate.id, keepId: keep.id }]
}

/** A confirmed CSV import: each row becomes a player; the rows were validated in the preview and again here by zod. */
export function decideImportPlayers(command: z.infer<typeof ImportPlayers>, ctx: DecideContext): PlayerEvent[] {
  return command.rows.map((fields) => ({ type: 'player.created', playerId: ctx.newId(), fields, source: 'import' }))
}

function basisField(basis: 'clubId' | 'contact' | 'name'): string {
  return basis === 'name' ? 'fields.displayName' : `fields.${basis}`
}
