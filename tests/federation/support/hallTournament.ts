import { CommandEnvelope } from '../../../src/shared/core/commands'
import { decide } from '../../../src/shared/core/decide'
import { streamOf } from '../../../src/shared/core/events'
import { evolve } from '../../../src/shared/core/evolve'
import { buildProtocol } from '../../../src/shared/core/protocol/document'
import { protocolInput } from '../../../src/shared/core/protocol/fromState'
import type { EventRecord } from '../../../src/shared/core/record'
import { initialState, type FloorState } from '../../../src/shared/core/state'
import {
  makeEnvelope,
  publishedRecordsOf,
  type Envelope,
  type HallKeys,
  type PublicationBody
} from '../../../src/federation/publication'
import type { DecideContext } from '../../../src/shared/core/context'
import type { PlayerFields } from '../../../src/shared/core/players/schemas'
import { mainEvent } from '../../support/fixtures'

/*
 * This file is also what `npm run bench federation` plays its halls with, outside vitest: so it imports nothing that
 * imports vitest (tests/support/decider, registration and seatingFlow do), and keeps the few helpers it needs here.
 */

/** 2026-11-28 19:00:00 UTC: a Saturday night (as tests/support/decider). */
export const T0 = Date.UTC(2026, 10, 28, 19, 0, 0)

/** The decide context of a hall: the clock and ids given, the draw's randomness a small deterministic LCG. */
function hallContext(overrides: Pick<DecideContext, 'now' | 'actor' | 'newId'>): DecideContext {
  let seed = 42
  return {
    randomInt: (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    },
    ...overrides
  }
}

const tenMax = (count: number, seats = 10) => Array.from({ length: count }, (_, i) => ({ number: i + 1, seats }))

function playerFields(displayName: string, extra: Partial<PlayerFields>): PlayerFields {
  const none = { fullName: '', participantNumber: '', clubId: '', contact: '', notes: '' }
  return { displayName, ...none, ageConfirmed: true, rulesConsent: true, dataConsent: true, ...extra }
}

/**
 * A hall's floor in memory: the real decide and evolve one command after another, keeping the journal with its
 * sequence numbers as the hall's SQLite would (the same records, in the same order). The federation's tests publish
 * from it what the hall side publishes: real journals, never hand-written JSON.
 */
export function hallFloor(hallName = 'Hall') {
  const state: FloorState = initialState()
  const journal: EventRecord[] = []
  let now = T0
  let ids = 0
  const run = (command: unknown, meta?: { reason?: string }, actor = 'Anna (TD)') => {
    const envelope = CommandEnvelope.parse(meta ? { command, meta } : { command })
    const events = decide(envelope, state, hallContext({ now, actor, newId: () => `${hallName}-${++ids}` }))
    for (const event of events) {
      const record: EventRecord = {
        seq: journal.length + 1,
        stream: streamOf(event),
        event,
        actor,
        recordedAt: now,
        occurredAt: now,
        reason: meta?.reason ?? null
      }
      journal.push(record)
      evolve(state, record)
      now += 1000
    }
    return events as unknown as Array<Record<string, string>>
  }
  return { state, journal, run, advance: (ms: number) => (now += ms), now: () => now }
}
export type HallFloor = ReturnType<typeof hallFloor>

/** What a test names of the tournament it played. */
export interface Played {
  readonly floor: HallFloor
  readonly tournamentId: string
  /** Entry ids in the order they finished, the winner first. */
  readonly finish: string[]
  /** The players' ids in the hall's database, by name. */
  readonly players: Map<string, string>
}

/**
 * A tournament played to its winner and approved (Appendix C.18): `names.length` players registered, seated on tables
 * of six by the verifiable draw (§8.1: commitment, seed, recomputable seating), eliminated one per hand, the results
 * approved. Attached to a series of the hall (§28.1) when `series` is given, so its series records travel with it.
 */
export function playTournament(
  floor: HallFloor,
  names: readonly string[],
  options: { name?: string; date?: string; players?: Map<string, string>; series?: boolean } = {}
): Played {
  const f = floor
  const tournamentId = f.run({
    type: 'tournament.create',
    fields: { ...mainEvent, name: options.name ?? mainEvent.name, date: options.date ?? mainEvent.date }
  })[0]!.tournamentId!
  if (options.series) {
    const seriesId = f.run({
      type: 'series.create',
      name: 'Hall season',
      formula: { kind: 'preset', preset: 'sqrt', base: 10 },
      rules: { tieBreaks: ['wins', 'shared'] }
    })[0]!.seriesId!
    f.run({ type: 'series.attach', seriesId, tournamentId })
  }
  const players = options.players ?? new Map<string, string>()
  const entries: string[] = []
  for (const name of names) {
    let playerId = players.get(name)
    if (!playerId) {
      playerId = f.run({
        type: 'player.create',
        allowDuplicate: true,
        fields: playerFields(name, { fullName: `${name} Private-Surname`, contact: `+46 70 ${name}` })
      })[0]!.playerId!
      players.set(name, playerId)
    }
    entries.push(f.run({ type: 'entry.register', tournamentId, playerId })[0]!.entryId!)
  }
  f.run({
    type: 'seating.configure',
    tournamentId,
    tables: tenMax(Math.ceil(names.length / 6), 6),
    closingOrder: { kind: 'published', order: Array.from({ length: Math.ceil(names.length / 6) }, (_, i) => i + 1) },
    rules: { finalTableSize: 6 }
  })
  f.advance(60_000)
  f.run({ type: 'seating.draw', tournamentId, hallNumber: '17' })
  // The last registered goes out first, one a hand; the third and fourth go out in one hand, the one who started it
  // with more chips placing higher (§24.7) — the hand a correction can change; the first registered wins.
  const hands: string[][] = []
  for (let i = entries.length - 1; i >= 4; i -= 1) hands.push([entries[i]!])
  hands.push([entries[3]!, entries[2]!], [entries[1]!])
  for (const [h, out] of hands.entries()) {
    f.advance(60_000)
    f.run({
      type: 'results.recordHand',
      tournamentId,
      level: 1 + Math.floor(h / 3),
      confirmedBy: 'Dealer Lena',
      busts: out.map((entryId, k) => ({ entryId, startStack: 4000 + 5000 * k, eliminatedBy: entries[0]! }))
    })
    // Break the tables as the floor would when the proposal comes (§9.1).
    const pending = f.state.tournaments.get(tournamentId)!.seating?.pending
    if (pending) f.run({ type: 'seating.confirm', tournamentId, proposalId: pending.id })
  }
  f.run({ type: 'results.approve', tournamentId })
  return { floor: f, tournamentId, finish: [...entries], players }
}

/**
 * §28.12, §28.14: after the approval the director reopens the results with a reason, corrects the hand where the third
 * and fourth went out (the fourth had 12000 at its start, not 4000: they swap places), and approves again.
 */
export function correctAfterApproval(played: Played, reason: string): void {
  const { floor: f, tournamentId, finish } = played
  const [third, fourth] = [finish[2]!, finish[3]!]
  const results = f.state.tournaments.get(tournamentId)!.results
  const handId = results.handOf.get(third)!
  f.advance(3_600_000)
  f.run({ type: 'results.reopen', tournamentId }, { reason })
  f.run(
    {
      type: 'results.correctHand',
      tournamentId,
      handId,
      level: results.hands.get(handId)!.level,
      confirmedBy: 'Dealer Lena',
      busts: [
        { entryId: fourth, startStack: 12000, eliminatedBy: finish[0]! },
        { entryId: third, startStack: 9000, eliminatedBy: finish[0]! }
      ]
    },
    { reason }
  )
  f.run({ type: 'results.approve', tournamentId })
  played.finish.splice(2, 2, fourth, third)
}

/** The public protocol as the hall shows it (audience 'public', §27.11), as JSON. */
export function publicProtocolOf(floor: HallFloor, tournamentId: string): unknown {
  const own = floor.journal.filter((r) => r.stream === tournamentId)
  const input = protocolInput(floor.state, tournamentId, own)!
  const doc = buildProtocol(input, { audience: 'public', generatedAt: floor.now(), timeZone: 'Europe/Stockholm' })
  return JSON.parse(JSON.stringify(doc)) as unknown
}

/** The body a hall signs for this tournament now (docs/federation.md). */
export function bodyOf(
  played: Pick<Played, 'floor' | 'tournamentId'>,
  keys: HallKeys,
  version = 1,
  reason: string | null = null
): PublicationBody {
  const { floor, tournamentId } = played
  const proof = floor.state.tournaments.get(tournamentId)!.seating?.initialDraw?.proof
  return {
    format: 'floorclock.publication/1',
    hallKey: keys.publicKey,
    tournamentId,
    version,
    reason,
    publishedAt: new Date(floor.now()).toISOString(),
    records: publishedRecordsOf(floor.journal, tournamentId),
    protocol: publicProtocolOf(floor, tournamentId) as PublicationBody['protocol'],
    draw: proof ? { commitment: proof.commitment, seed: proof.seed } : null
  }
}

export function publish(played: Pick<Played, 'floor' | 'tournamentId'>, keys: HallKeys, version = 1, reason?: string) {
  return makeEnvelope(bodyOf(played, keys, version, reason ?? null), keys.privateKeyPem)
}

/** The same body changed by `change` and signed again by the hall: a hall (or its key) that lies, not a byte flipped. */
export function resigned(envelope: Envelope, keys: HallKeys, change: (body: PublicationBody) => void): Envelope {
  const body = structuredClone(envelope.body)
  change(body)
  return makeEnvelope(body, keys.privateKeyPem)
}
