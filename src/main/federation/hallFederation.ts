import type Database from 'better-sqlite3'
import type { FederationOperation, FederationStatus } from '../../shared/contract/federation'
import { fail, ok, type Result } from '../../shared/contract/result'
import { resolvePlayer } from '../../shared/core/players'
import type { Rejection } from '../../shared/core/rejection'
import type { FloorState } from '../../shared/core/state'
import { qrSvg } from '../../shared/qr'
import type { Logger } from '../app/log'
import type { EventStore } from '../store/eventStore'
import type { SettingsStore } from '../store/settings'
import { summaryOf } from '../store/snapshotsLazy'
import { makeRotation } from '../../federation/publication'
import { adoptNextKey, hallKeyIn, rotationKeysIn, type HallKey } from './hallKeys'
import { Outbox } from './outbox'
import { Publisher } from './publisher'
import { federationPoints, PulledCopy, type KeptPull } from './pulled'
import { Puller, pullEveryFrom } from './puller'
import { Pusher, timingFrom, type PushTiming } from './pusher'

/** The federation's address, in the installation's settings (it travels with a backup of the database). */
export const FEDERATION_URL_SETTING = 'federation.url'
/** The last copy of the federation's standings and this hall's links, with when it arrived (§28.9, offline first). */
export const FEDERATION_PULLED_SETTING = 'federation.pulled'
/** How many publications the admin lists, newest first. */
const LISTED = 200

export interface HallFederationDeps {
  readonly dataDir: string
  /** The database open now (a restore replaces it). */
  readonly db: () => Database.Database
  readonly store: () => EventStore
  readonly settings: () => SettingsStore
  readonly state: () => FloorState
  readonly onChange: (listener: () => void) => () => void
  readonly now: () => number
  readonly timeZone: () => string
  readonly log: Logger
  readonly timing?: PushTiming
  /** How often the standings are pulled after a good pull (failures back off as pushes do). */
  readonly pullEveryMs?: number
  readonly fetch?: typeof fetch
  /** A new copy of the federation's standings was kept (§28.9: the phones show its points). */
  readonly pulled?: () => void
}

export const NO_FEDERATION_URL: Rejection = {
  code: 'federation.error.noUrl',
  message: 'Set the federation’s address first: publications wait in the outbox until then.',
  field: 'url'
}

/**
 * The hall's side of the federation: its key, the outbox, the publisher that fills it after approvals and the
 * pusher that empties it (Appendix C, §28.12, §28.14). Started and stopped with the floor; none of it runs inside a
 * command, and nothing of it waits for the network while the floor does.
 */
export class HallFederation {
  private outboxOf: { db: Database.Database; outbox: Outbox } | null = null
  private keyOf: HallKey | null = null
  private qrOf: { code: string; svg: string } | null = null
  private readonly publisher: Publisher
  private readonly pusher: Pusher
  private readonly puller: Puller
  private unsubscribe: (() => void) | null = null

  constructor(private readonly deps: HallFederationDeps) {
    this.publisher = new Publisher({
      db: deps.db,
      store: deps.store,
      outbox: () => this.outbox(),
      state: deps.state,
      key: () => this.key(),
      now: deps.now,
      timeZone: deps.timeZone,
      log: deps.log,
      kept: () => this.pusher.wake()
    })
    this.pusher = new Pusher({
      outbox: () => this.outbox(),
      url: () => this.url(),
      now: deps.now,
      timing: deps.timing ?? timingFrom(process.env),
      log: deps.log,
      ...(deps.fetch ? { fetch: deps.fetch } : {})
    })
    this.puller = new Puller({
      url: () => this.url(),
      hallKey: () => this.key().publicKey,
      now: deps.now,
      timing: deps.timing ?? timingFrom(process.env),
      everyMs: deps.pullEveryMs ?? pullEveryFrom(process.env),
      log: deps.log,
      keep: (copy, at) => {
        deps.settings().set(FEDERATION_PULLED_SETTING, { pulledAt: at, copy }, at)
        deps.pulled?.()
      },
      ...(deps.fetch ? { fetch: deps.fetch } : {})
    })
  }

  /** Listen for records, catch up with the journal (soon, not now), and send what waits. */
  start(): void {
    this.unsubscribe = this.deps.onChange(() => this.publisher.changed())
    this.publisher.changed()
    this.pusher.start()
    this.puller.start()
  }

  stop(): void {
    this.unsubscribe?.()
    this.unsubscribe = null
    this.publisher.stop()
    this.pusher.stop()
    this.puller.stop()
  }

  /** A restore replaced the database: its outbox and scan position count from now on. */
  replaced(): void {
    this.publisher.replaced()
    this.pusher.wake()
  }

  async handle(operation: FederationOperation): Promise<Result<FederationStatus>> {
    switch (operation.type) {
      case 'federation.status':
        return ok(await this.status())
      case 'federation.setUrl': {
        const changed = operation.url !== this.url()
        this.deps.settings().set(FEDERATION_URL_SETTING, operation.url, this.deps.now())
        // A new address is tried at once for everything not yet delivered.
        if (changed && operation.url !== '') this.outbox().dueNow(this.deps.now(), false)
        this.pusher.wake()
        if (changed) this.puller.wake()
        return ok(await this.status())
      }
      case 'federation.sendNow':
        if (this.url() === '') return fail(NO_FEDERATION_URL)
        this.outbox().dueNow(this.deps.now(), true)
        this.pusher.wake()
        return ok(await this.status())
      case 'federation.rotateKey':
        return this.rotateKey()
      case 'federation.pullNow':
        if (this.url() === '') return fail(NO_FEDERATION_URL)
        this.puller.wake()
        await this.puller.settled()
        return ok(await this.status())
    }
  }

  /**
   * A new key pair (docs/federation.md, "a hall rotates its own key"): the request signed by the current key and the
   * new one; only once the federation accepted it does the new key replace the old in the data folder. Publications
   * already in the outbox keep their signatures: the old key still verifies what it signed before the rotation.
   */
  private async rotateKey(): Promise<Result<FederationStatus>> {
    const url = this.url()
    if (url === '') return fail(NO_FEDERATION_URL)
    const { currentPem, nextPem } = rotationKeysIn(this.deps.dataDir)
    const rotation = makeRotation(currentPem, nextPem, new Date(this.deps.now()).toISOString())
    const timing = this.deps.timing ?? timingFrom(process.env)
    let status: number
    let answer: { error?: unknown } = {}
    try {
      const response = await (this.deps.fetch ?? fetch)(
        new URL('api/keys/rotate', url.endsWith('/') ? url : `${url}/`),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(rotation),
          signal: AbortSignal.timeout(timing.timeoutMs)
        }
      )
      status = response.status
      const text = await response.text()
      try {
        answer = (JSON.parse(text) as typeof answer | null) ?? {}
      } catch {
        answer = {}
      }
    } catch (error) {
      this.deps.log.warn('federation.rotateUnreachable', { message: (error as Error).message })
      return fail({
        code: 'federation.rotate.unreachable',
        message: 'The federation could not be reached: the key was not changed.'
      })
    }
    if (status !== 200) {
      const reason = typeof answer.error === 'string' ? answer.error : `HTTP ${status}`
      this.deps.log.warn('federation.rotateRefused', { reason })
      return fail(rotationRefusal(reason))
    }
    adoptNextKey(this.deps.dataDir)
    // The next signature and pull use the new key (read again from its file).
    this.keyOf = null
    this.deps.log.info('federation.keyRotated', { publicKey: rotation.body.newKey })
    this.puller.wake()
    return ok(await this.status())
  }

  /** What the admin shows: the address, the join code (the public key only) and each publication's state. */
  async status(): Promise<FederationStatus> {
    const joinCode = this.key().publicKey
    if (this.qrOf?.code !== joinCode) this.qrOf = { code: joinCode, svg: await qrSvg(joinCode, 2) }
    const state = this.deps.state()
    return {
      url: this.url(),
      joinCode,
      joinQrSvg: this.qrOf.svg,
      publications: this.outbox()
        .list(LISTED)
        .map((p) => ({
          ...p,
          tournamentName: state.tournaments.has(p.tournamentId) ? summaryOf(state, p.tournamentId).name : p.tournamentId
        })),
      points: this.points(),
      pullProblem: this.puller.problem
    }
  }

  /**
   * §28.9: the federation points of this hall's players as last pulled, "as of" when the copy arrived — kept through
   * restarts and offline spells; null when nothing was ever pulled (or what is kept is unreadable: a newer build's).
   */
  points(): FederationStatus['points'] {
    const kept = this.deps.settings().get<KeptPull>(FEDERATION_PULLED_SETTING)
    const copy = kept ? PulledCopy.safeParse(kept.copy) : null
    if (!kept || !copy?.success || !Number.isFinite(kept.pulledAt)) return null
    const players = this.deps.state().players
    return federationPoints(
      { pulledAt: kept.pulledAt, copy: copy.data },
      (id) => resolvePlayer(players, id)?.fields.displayName ?? null
    )
  }

  private url(): string {
    return this.deps.settings().get<string>(FEDERATION_URL_SETTING) ?? ''
  }

  private key(): HallKey {
    return (this.keyOf ??= hallKeyIn(this.deps.dataDir))
  }

  private outbox(): Outbox {
    const db = this.deps.db()
    if (this.outboxOf?.db !== db) this.outboxOf = { db, outbox: new Outbox(db) }
    return this.outboxOf.outbox
  }
}

/** The federation's refusal of a rotation in the director's words (the key was not changed). */
function rotationRefusal(reason: string): Rejection {
  const known: Record<string, Rejection['code']> = {
    'federation.refused.unknownHall': 'federation.rotate.refused.unknownHall',
    'federation.refused.suspendedHall': 'federation.rotate.refused.suspendedHall',
    'federation.refused.keyRetired': 'federation.rotate.refused.keyRetired',
    'federation.error.hallKeyTaken': 'federation.rotate.refused.keyTaken'
  }
  const code = known[reason]
  return code
    ? { code, message: `The federation refused the new key (${reason}): the key was not changed.` }
    : {
        code: 'federation.rotate.refused.other',
        message: `The federation refused the new key (${reason}): the key was not changed.`,
        params: { reason: reason.slice(0, 120) }
      }
}
