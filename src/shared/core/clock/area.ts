import type { CommandsOf, DecideInput, Deciders, Evolvers } from '../decider'
import { decideClock } from './decide'
import type { ClockEvent } from './events'
import { evolveClock } from './evolve'
import type { clockCommands } from './schemas'

type ClockCommands = CommandsOf<typeof clockCommands>
const clock = (c: ClockCommands, { state, ctx, reason }: DecideInput) => decideClock(c, state, ctx, reason)

/** The clock area as the root composes it (§29): one decision for every clock command, a fold per event. */
export const clockDeciders: Deciders<ClockCommands> = {
  'clock.structure.set': clock,
  'clock.start': clock,
  'clock.pause': clock,
  'clock.resume': clock,
  'clock.adjust': clock,
  'clock.setRemaining': clock,
  'clock.jump': clock,
  'clock.handForHand': clock,
  'clock.handComplete': clock,
  'clock.shotClock.start': clock,
  'clock.shotClock.clear': clock,
  'clock.announce': clock,
  'clock.display': clock,
  'clock.cancelStart': clock
}

export const clockEvolvers: Evolvers<ClockEvent> = {
  'clock.structureSet': evolveClock,
  'clock.scheduled': evolveClock,
  'clock.startCancelled': evolveClock,
  'clock.started': evolveClock,
  'clock.paused': evolveClock,
  'clock.resumed': evolveClock,
  'clock.moved': evolveClock,
  'clock.handForHandSet': evolveClock,
  'clock.handCompleted': evolveClock,
  'clock.shotClockStarted': evolveClock,
  'clock.shotClockCleared': evolveClock,
  'clock.announced': evolveClock,
  'clock.displaySet': evolveClock
}
