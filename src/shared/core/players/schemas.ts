import { z } from 'zod'
import { patchOf } from '../patch'

const text = (max: number) => z.string().trim().max(max)

export const PlayerId = z.string().min(1).max(64)

/**
 * A player in the shared database (§6.2). `displayName` is the only public field — the name or alias the hall
 * display, LAN views and public exports show (§27.11, §6.11, §6.12). Everything else is internal.
 */
export const PlayerFields = z.strictObject({
  /** Public: name or alias. */
  displayName: text(80).min(1, { message: 'must not be empty' }),
  fullName: text(200).default(''),
  participantNumber: text(40).default(''),
  clubId: text(40).default(''),
  /** Phone or e-mail, free text. */
  contact: text(200).default(''),
  /** 18+ confirmed (BFSP §1.1). */
  ageConfirmed: z.boolean().default(false),
  /** Consent to the tournament rules (§6.2). */
  rulesConsent: z.boolean().default(false),
  /** Consent to data processing (§6.2). */
  dataConsent: z.boolean().default(false),
  notes: text(2000).default('')
})
export type PlayerFields = z.infer<typeof PlayerFields>
export type PlayerFieldsInput = z.input<typeof PlayerFields>

export const CreatePlayer = z.strictObject({
  type: z.literal('player.create'),
  fields: PlayerFields,
  /** The operator has seen the duplicate warning and records the player anyway (§6.3). */
  allowDuplicate: z.boolean().default(false)
})

export const EditPlayer = z.strictObject({
  type: z.literal('player.edit'),
  playerId: PlayerId,
  /** Only the fields that change; a field left out keeps its value (no defaults in an edit, `core/patch.ts`). */
  changes: patchOf(PlayerFields)
})

/** Merge a duplicate into the record that stays (§6.3, §29.57, §28.9); needs a reason; history is kept. */
export const MergePlayers = z.strictObject({
  type: z.literal('player.merge'),
  duplicateId: PlayerId,
  keepId: PlayerId
})

/** Confirmed CSV import: the rows the operator saw in the preview, recorded together or not at all. */
export const ImportPlayers = z.strictObject({
  type: z.literal('player.import'),
  rows: z.array(PlayerFields).min(1).max(100_000)
})

export const playerCommands = [CreatePlayer, EditPlayer, MergePlayers, ImportPlayers] as const
