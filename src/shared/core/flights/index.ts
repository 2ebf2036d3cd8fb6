/** Multi-day events (§5.5, §27.5): flights, bags, closing a flight and carrying its stacks to Day 2, seating by stack. */
export {
  baggedChips,
  checkMultiDay,
  decideAdvance,
  decideBag,
  decideClose,
  decideReopen,
  refuseInClosedFlight,
  refuseReentryAfterAdvance,
  unbagged
} from './decide'
export type { FlightEvent } from './events'
export { evolveFlights } from './evolve'
export { flightsOfProtocol, publicFlights } from './protocol'
export type { ProtocolFlights } from './protocol'
export { MultiDay, MultiDayEvent, flightCommands } from './schemas'
export { decideSeatByStack } from './seatByStack'
export { flightOf } from './state'
export type { FlightState } from './state'
export { flightsView } from './views'
export type { EventPlaceRow, EventView, FlightInPlayRow, FlightView } from './views'

// What the root composes: a decision per command (and a fold per event) of this area.
export { flightDeciders, flightEvolvers } from './area'
