import { Command } from '../../../src/shared/core/commands'
import { clockCommands } from './commands/clock'
import type { CommandSpec, Envelope, Gen, Situation, TournamentPlan } from './commands/context'
import { displayCommands } from './commands/display'
import { malformed } from './commands/malformed'
import { penaltyCommands } from './commands/penalties'
import { playerCommands } from './commands/players'
import { freePlayers, registrationCommands } from './commands/registration'
import { resultsCommands } from './commands/results'
import { seatingCommands } from './commands/seating'
import { seriesCommands } from './commands/series'
import { tournamentCommands } from './commands/tournament'
import { accountCommands } from './commands/accounts'
import { standingsCommands } from './commands/standings'
import { ticketCommands } from './commands/tickets'
import { chipRaceCommands } from './commands/chipRace'
import { flightCommands } from './commands/flights'
import type { Rng } from './rng'
import { CHECKED_VIEWS, type TournamentViews, type World } from './world'

/** Every command type of the contract, read from the `Command` zod union itself. */
export function contractCommandTypes(): string[] {
  return Command.options.map((option) => option.shape.type.value as string).sort()
}

export const GENERATORS: Readonly<Record<string, CommandSpec>> = {
  ...tournamentCommands,
  ...displayCommands,
  ...clockCommands,
  ...playerCommands,
  ...registrationCommands,
  ...seatingCommands,
  ...resultsCommands,
  ...penaltyCommands,
  ...seriesCommands,
  ...accountCommands,
  ...standingsCommands,
  ...chipRaceCommands,
  ...ticketCommands,
  ...flightCommands
}

/** Command types of the contract the fuzzer cannot generate (a new command added without a generator). */
export function typesWithoutGenerator(): string[] {
  return contractCommandTypes().filter((type) => !(type in GENERATORS) && type !== 'clock.cancelStart')
}

/** Generators for command types the contract no longer has. */
export function generatorsWithoutType(): string[] {
  const types = new Set(contractCommandTypes())
  return Object.keys(GENERATORS).filter((type) => !types.has(type))
}

/** A plan for a new tournament: 6/8/9/10-max, short-handed final, tolerance 2, every closing-order kind, buttons. */
export function newPlan(rng: Rng, discipline?: string): TournamentPlan {
  const ofc = discipline === 'ofc'
  const seats = ofc
    ? rng.pick([2, 3])
    : rng.weighted([
        [2, 6],
        [2, 8],
        [3, 9],
        [4, 10]
      ] as const)
  const shortHandedFinal = seats === 10 && rng.chance(0.6)
  return {
    seats,
    entries: ofc
      ? rng.range(4, 10)
      : rng.weighted([
          [2, rng.range(6, 12)],
          [4, rng.range(13, 30)],
          [2, rng.range(31, 48)]
        ] as const),
    extraTables: rng.weighted([
      [6, 0],
      [3, 1],
      [1, 2]
    ] as const),
    tolerance: rng.chance(0.3) ? 2 : 1,
    closing: rng.pick(['published', 'random', 'director'] as const),
    trackButtons: rng.chance(0.5),
    shortHandedFinal,
    // BFSP §3.1: in 10-max events the final plays 9-max when the event says so.
    finalTableSize: shortHandedFinal ? 9 : Math.min(seats, rng.chance(0.8) ? (seats >= 9 ? 9 : seats) : seats),
    format: !ofc && rng.chance(0.08) ? 'olympic' : 'standard',
    ofc
  }
}

export interface Choice {
  readonly type: string
  /** What is sent: a valid-shaped envelope, or a deliberately malformed one. */
  readonly input: unknown
  readonly malformed: boolean
}

/**
 * Chooses and writes the next command from what the server says now. Weights follow the focus tournament's phase
 * (set up, register, draw, play down, finish), and every command type keeps a small weight.
 */
export class CommandGenerator {
  private readonly plans = new Map<string, TournamentPlan>()
  readonly malformedShare: number

  constructor(
    private readonly rng: Rng,
    private readonly world: World,
    options: { malformedShare?: number } = {}
  ) {
    const missing = typesWithoutGenerator()
    if (missing.length > 0) throw new Error(`No fuzz generator for command type(s): ${missing.join(', ')}`)
    this.malformedShare = options.malformedShare ?? 0.04
  }

  plan(tournamentId: string): TournamentPlan {
    let plan = this.plans.get(tournamentId)
    if (!plan) {
      plan = newPlan(this.rng.fork(tournamentId))
      this.plans.set(tournamentId, plan)
    }
    return plan
  }

  async situation(): Promise<Situation> {
    // One round trip: the focus tournament's views and the tournament list together.
    if (this.world.focus)
      await this.world.load(this.world.focus, [...CHECKED_VIEWS, 'registration', 'penalties', 'tickets', 'flights'])
    const list = await this.world.tournaments()
    const series = await this.world.series()
    const ids = list.map((t) => t.id)
    if (this.world.focus && !ids.includes(this.world.focus)) this.world.focus = null
    this.world.focus ??= ids[0] ?? null
    const t = this.world.focus
    const accounts = this.world.accountIds.length
    if (!t) return { tournamentIds: ids, series, t: null, views: null, plan: null, accounts }
    await this.world.load(t, [...CHECKED_VIEWS, 'registration', 'penalties', 'tickets', 'flights'])
    const views = {} as Record<string, unknown>
    for (const name of [...CHECKED_VIEWS, 'registration', 'penalties', 'tickets', 'flights'] as const)
      views[name] = this.world.peek(t, name)
    views.detail = list.find((x) => x.id === t) ?? null
    const plan = this.plans.get(t) ?? this.plan(t)
    return { tournamentIds: ids, series, t, views: views as unknown as TournamentViews, plan, accounts }
  }

  async next(): Promise<Choice> {
    const s = await this.situation()
    if (s.t && s.views?.detail?.discipline === 'ofc' && !this.plans.get(s.t)!.ofc) {
      this.plans.set(s.t, newPlan(this.rng.fork(`${s.t}-ofc`), 'ofc'))
    }
    const situation = s.t ? { ...s, plan: this.plans.get(s.t)! } : s
    const weights: Array<readonly [number, string]> = Object.entries(GENERATORS).map(([type, spec]) => [
      Math.max(0.05, this.boost(type, situation, spec.weight(situation))),
      type
    ])
    const type = this.rng.weighted(weights)
    const gen: Gen = {
      rng: this.rng,
      world: this.world,
      s: situation,
      now: this.world.sender.now(),
      plan: (id) => this.plan(id)
    }
    const envelope: Envelope = await GENERATORS[type]!.generate(gen)
    if (this.rng.chance(this.malformedShare)) return { type, input: malformed(this.rng, envelope), malformed: true }
    return { type, input: envelope, malformed: false }
  }

  /** Players come when a tournament still needs entries and nobody is left to register. */
  private boost(type: string, s: Situation, weight: number): number {
    if (type === 'player.create' && s.plan && s.views) {
      const needed = freePlayers({ world: this.world }, s) < 3
      return needed ? 14 : weight
    }
    return weight
  }
}
