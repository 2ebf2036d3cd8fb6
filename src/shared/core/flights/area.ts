import type { CommandsOf, Deciders, Evolvers } from '../decider'
import * as flights from './decide'
import type { FlightEvent } from './events'
import { evolveFlights } from './evolve'
import type { flightCommands } from './schemas'
import { decideSeatByStack } from './seatByStack'

/**
 * The flights and Day 2 area as the root composes it (§5.5). Closing a flight is the root's: it checks the bags
 * against the chips in play as the clock's views total them, an area above this one.
 */
export const flightDeciders: Omit<Deciders<CommandsOf<typeof flightCommands>>, 'flight.close'> = {
  'flight.bag': (c, { state, reason }) => flights.decideBag(c, state, reason),
  'flight.reopen': (c, { state, reason }) => flights.decideReopen(c, state, reason),
  'day2.advance': (c, { state, ctx }) => flights.decideAdvance(c, state, ctx),
  'day2.seatByStack': (c, { state, ctx }) => decideSeatByStack(c, state, ctx)
}

export const flightEvolvers: Evolvers<FlightEvent> = {
  'flight.bagged': evolveFlights,
  'flight.closed': evolveFlights,
  'flight.reopened': evolveFlights,
  'day2.carried': evolveFlights
}
