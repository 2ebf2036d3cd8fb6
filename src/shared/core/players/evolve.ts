import type { EventRecord } from '../record'
import type { FloorState } from '../state'
import type { PlayerEvent } from './events'
import { indexPlayer, keysOf, unindexPlayer } from './search'
import type { Player } from './state'

export function evolvePlayers(state: FloorState, record: EventRecord<PlayerEvent>): void {
  const db = state.players
  const event = record.event
  switch (event.type) {
    case 'player.created': {
      const at = record.occurredAt
      const player: Player = {
        id: event.playerId,
        fields: { ...event.fields },
        ageConfirmedAt: event.fields.ageConfirmed ? at : null,
        rulesConsentAt: event.fields.rulesConsent ? at : null,
        dataConsentAt: event.fields.dataConsent ? at : null,
        createdAt: at,
        createdBy: record.actor,
        mergedInto: null,
        mergeRecord: null,
        mergedFrom: [],
        keys: keysOf(event.fields)
      }
      db.byId.set(player.id, player)
      indexPlayer(db, player)
      db.count += 1
      return
    }
    case 'player.edited': {
      const player = db.byId.get(event.playerId)
      if (!player) return
      const fields: Record<string, unknown> = { ...player.fields }
      for (const [key, change] of Object.entries(event.changes)) fields[key] = change?.to
      player.fields = fields as Player['fields']
      // §6.2: consents carry the date they were given; withdrawing one clears it.
      const at = record.occurredAt
      if (event.changes.ageConfirmed) player.ageConfirmedAt = event.changes.ageConfirmed.to ? at : null
      if (event.changes.rulesConsent) player.rulesConsentAt = event.changes.rulesConsent.to ? at : null
      if (event.changes.dataConsent) player.dataConsentAt = event.changes.dataConsent.to ? at : null
      unindexPlayer(db, player)
      player.keys = keysOf(player.fields)
      indexPlayer(db, player)
      return
    }
    case 'player.merged': {
      const duplicate = db.byId.get(event.duplicateId)
      const keep = db.byId.get(event.keepId)
      if (!duplicate || !keep) return
      duplicate.mergedInto = keep.id
      duplicate.mergeRecord = { at: record.recordedAt, by: record.actor, reason: record.reason ?? '' }
      keep.mergedFrom.push(duplicate.id)
      return
    }
  }
}
