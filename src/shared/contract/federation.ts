import { z } from 'zod'

/**
 * The hall's side of the federation (Appendix C, §28.14): where its approved protocols are published, what became of
 * each publication, and the hall's public key the federation registers it by. Admin operations over both transports;
 * the hall's private key never appears in any of them.
 */

/** Where the federation is: an http(s) address, or '' for none (nothing is sent; publications wait). */
export const FederationUrl = z
  .string()
  .trim()
  .max(500, { error: 'federation.error.url' })
  .refine((text) => text === '' || isFederationAddress(text), { error: 'federation.error.url' })

/** An http(s) address with a host and no query, fragment or credentials (the path is where the federation lives). */
function isFederationAddress(text: string): boolean {
  try {
    const url = new URL(text)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      url.search === '' &&
      url.hash === '' &&
      url.username === '' &&
      url.password === ''
    )
  } catch {
    return false
  }
}

export const FederationOperation = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('federation.status') }),
  z.strictObject({ type: z.literal('federation.setUrl'), url: FederationUrl }),
  /** Every publication not yet accepted is sent at once (a refused one again: the federation may since accept it). */
  z.strictObject({ type: z.literal('federation.sendNow') }),
  /** Pull the federation's standings and this hall's players' ids now (§28.9), not at the next turn. */
  z.strictObject({ type: z.literal('federation.pullNow') }),
  /**
   * A new key pair for the hall: the federation must accept it, signed by the current key, before the hall signs with
   * it; what the old key signed stays valid. Nothing changes when the federation refuses or cannot be reached.
   */
  z.strictObject({ type: z.literal('federation.rotateKey') })
])
export type FederationOperation = z.infer<typeof FederationOperation>

/**
 * waiting: not yet delivered (never tried, or the federation was unreachable); sent: on its way or delivered without
 * an answer yet (a timeout, a server fault) — sent again, which the federation takes as the same publication;
 * accepted and refused: the federation's answer.
 */
export type PublicationState = 'waiting' | 'sent' | 'accepted' | 'refused'

/** The federation's reason for a refusal: one of its message keys and what fills it in. */
export interface FederationRefusal {
  readonly reason: string
  readonly params: Readonly<Record<string, string | number>>
  /** The reason in words, in each language the federation gave it (shown when this build does not know the key). */
  readonly texts?: Readonly<Partial<Record<'en' | 'ru' | 'sv', string>>>
}

/** Why the last attempt got no answer: the federation unreachable, too slow, or failing (its HTTP status). */
export interface DeliveryProblem {
  readonly kind: 'unreachable' | 'timeout' | 'server' | 'answer'
  readonly status?: number
}

export interface PublicationSummary {
  readonly id: number
  readonly tournamentId: string
  /** The tournament's name now (the publication carries the name it had). */
  readonly tournamentName: string
  readonly version: number
  /** Why a version after the first was published: the reopening's or the correction's reason. */
  readonly reason: string | null
  readonly hash: string
  readonly state: PublicationState
  readonly createdAt: number
  readonly attempts: number
  readonly lastAttemptAt: number | null
  /** When it is sent next (null once answered). */
  readonly nextAttemptAt: number | null
  readonly refusal: FederationRefusal | null
  readonly problem: DeliveryProblem | null
}

export interface FederationStatus {
  /** The federation's address ('' when none is set: publications wait in the outbox). */
  readonly url: string
  /** The hall's public key (Ed25519, base64url of its 32 bytes): the join code the federation registers. */
  readonly joinCode: string
  /** The join code as a QR code (SVG), for the federation administrator's camera. */
  readonly joinQrSvg: string
  /** Newest first, the latest 200. */
  readonly publications: readonly PublicationSummary[]
  /** The federation points of this hall's players as last pulled, or null when nothing was ever pulled. */
  readonly points: FederationPoints | null
  /** Why the last pull got no copy (null: it did, or none was tried); the last copy is still shown. */
  readonly pullProblem: DeliveryProblem | null
}

/**
 * The federation's standings as this hall last pulled them (§28 "halls pull the registry and the standings"): only the
 * rows of this hall's own players (those the federation linked to its local players, §28.9), each with the federation
 * id it counts under now, the public name the federation shows and the hall's own names for the local players linked
 * to it (two after a merge). Offline the hall keeps showing this copy with `pulledAt`.
 */
export interface FederationPoints {
  /** When the hall received this copy (epoch ms): "as of". */
  readonly pulledAt: number
  /** The hall's name at the federation (null: the federation does not know this hall's key yet). */
  readonly hallName: string | null
  readonly series: ReadonlyArray<{
    readonly name: string
    /** How many events the federation counts in the series. */
    readonly events: number
    readonly rows: readonly FederationPointsRow[]
  }>
  /** §28.10: merges that moved one of this hall's players, oldest first. */
  readonly merges: ReadonlyArray<{
    readonly from: number
    readonly into: number
    readonly reason: string
    readonly mergedAt: string
  }>
}

export interface FederationPointsRow {
  readonly federationId: number
  /** The public name the federation shows (§27.11). */
  readonly name: string
  /** This hall's local players linked to the id (their public names here). */
  readonly local: readonly string[]
  /** The same players' ids here: the hall's screens and phones find tonight's players by id, not by name. */
  readonly localIds: readonly string[]
  readonly points: number
  readonly rank: number
  readonly rankTo: number
  readonly eventsPlayed: number
}
