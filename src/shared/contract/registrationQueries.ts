import { z } from 'zod'
import type { EventRecord } from '../core/record'
import type { ImportPreview, PossibleDuplicate, PlayerDetail, PlayerHit } from '../core/players'
import type { EntryRow, RegistrationSummary } from '../core/views'
import type { TicketsView } from '../core/tickets'

const Id = z.string().min(1).max(64)
const ImportFieldName = z.enum([
  'displayName',
  'fullName',
  'participantNumber',
  'clubId',
  'contact',
  'ageConfirmed',
  'rulesConsent',
  'dataConsent',
  'notes'
])

/** Queries of the player database and registration. All admin-only: they carry internal data. */
export const registrationQueries = [
  /** Search-as-you-type: a query per keystroke, never a pushed view. */
  z.strictObject({
    type: z.literal('players.search'),
    text: z.string().max(200),
    limit: z.int().min(1).max(100).default(12),
    tournamentId: Id.optional()
  }),
  z.strictObject({ type: z.literal('player.get'), playerId: Id }),
  z.strictObject({ type: z.literal('player.history'), playerId: Id }),
  z.strictObject({
    type: z.literal('players.duplicates'),
    fields: z.strictObject({
      displayName: z.string().max(80),
      fullName: z.string().max(200).default(''),
      clubId: z.string().max(40).default(''),
      contact: z.string().max(200).default('')
    }),
    exceptId: Id.optional()
  }),
  /** Parse and check a CSV; records nothing (the confirmed rows go through the player.import command). */
  z.strictObject({
    type: z.literal('players.importPreview'),
    csv: z.string().max(10_000_000),
    mapping: z.partialRecord(ImportFieldName, z.int().min(-1).max(500)).optional()
  }),
  z.strictObject({ type: z.literal('players.export'), scope: z.enum(['public', 'internal']) }),
  z.strictObject({ type: z.literal('registration.get'), tournamentId: Id }),
  z.strictObject({
    type: z.literal('entries.list'),
    tournamentId: Id,
    filter: z
      .enum(['all', 'in', 'out', 'pre-registered', 'registered', 'waiting', 'eliminated', 'disqualified', 'withdrawn'])
      .default('all'),
    text: z.string().max(200).default(''),
    offset: z.int().min(0).max(1_000_000).default(0),
    limit: z.int().min(1).max(20_000).default(200)
  }),
  /** §5.12: the tickets a tournament awards as a satellite and the seats won into it. */
  z.strictObject({ type: z.literal('tickets.get'), tournamentId: Id })
] as const

export interface RegistrationQueryResults {
  'players.search': PlayerHit[]
  'player.get': PlayerDetail | null
  'player.history': EventRecord[]
  'players.duplicates': PossibleDuplicate[]
  'players.importPreview': ImportPreview
  'players.export': string
  'registration.get': RegistrationSummary | null
  'entries.list': { total: number; rows: EntryRow[] }
  'tickets.get': TicketsView | null
}
