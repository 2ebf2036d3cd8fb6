import { z } from 'zod'
import { pass, refuse, type Checked } from './refusal'

const Place = z.int().min(1).nullable().optional()

/**
 * What the federation reads of the public protocol a hall sends (Appendix C, `buildProtocol` with audience 'public'):
 * its tournament, participants with their places, its draw. The rest is shown as the hall laid it out. Only the
 * public version is ever published (§27.11): a participant's real name, or why an entry was withdrawn, never leaves
 * the hall, so a protocol that carries them is refused rather than shown.
 */
const publicParticipant = z.looseObject({
  entryId: z.string().min(1).max(64),
  number: z.int().optional(),
  publicName: z.string().max(200),
  place: Place,
  placeTo: Place,
  realName: z.never().optional(),
  withdrawal: z.strictObject({ at: z.number(), by: z.string() }).optional()
})

const publicDraw = z.looseObject({ commitment: z.string(), seed: z.string() })

export const publicProtocolSchema = z.looseObject({
  audience: z.literal('public'),
  tournament: z.looseObject({ id: z.string(), name: z.string(), date: z.string() }),
  participants: z.array(publicParticipant),
  approval: z.looseObject({ by: z.string(), at: z.number() }).nullable(),
  draw: publicDraw.nullable()
})
export type PublicProtocol = z.infer<typeof publicProtocolSchema>

/** The protocol as the public version of this tournament's, or the refusal naming the first field that is not. */
export function readProtocol(protocol: unknown, tournamentId: string): Checked<PublicProtocol> {
  const parsed = publicProtocolSchema.safeParse(protocol)
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.map(String).join('.') || '(the protocol)'
    return refuse('federation.refused.protocol', { path })
  }
  if (parsed.data.tournament.id !== tournamentId)
    return refuse('federation.refused.protocol', { path: 'tournament.id' })
  if (parsed.data.approval === null) return refuse('federation.refused.protocol', { path: 'approval' })
  return pass(parsed.data)
}
