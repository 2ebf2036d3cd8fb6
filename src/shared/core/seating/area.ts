import { decideClock } from '../clock'
import { tournamentsInPlay, type CommandsOf, type DecideInput, type Deciders, type Evolvers } from '../decider'
import * as seating from './decide'
import type { SeatingEvent } from './events'
import { evolveSeating } from './evolve'
import { requireTablesFree } from './hallTables'
import type { seatingCommands } from './schemas'

/** §8.1: the hall's tables are one room: a table set up or added must not be in play in another tournament. */
function requireNewTablesFree(input: DecideInput, tournamentId: string, tables: readonly { number: number }[]): void {
  const t = input.state.tournaments.get(tournamentId)
  if (t)
    requireTablesFree(
      tournamentsInPlay(input),
      t,
      tables.map((x) => x.number)
    )
}

/** The seating area as the root composes it (§8, §9, §24): a decision per command, a fold per event. */
export const seatingDeciders: Deciders<CommandsOf<typeof seatingCommands>> = {
  'seating.configure': (c, input) => {
    requireNewTablesFree(input, c.tournamentId, c.tables)
    return seating.decideConfigure(c, input.state, input.ctx)
  },
  'seating.draw': (c, input) => {
    // Checked again before the draw: another tournament may have drawn the same tables since this one was set up.
    const t = input.state.tournaments.get(c.tournamentId)
    const room = t?.seating?.room
    if (t && room) requireTablesFree(tournamentsInPlay(input), t, [...room.tables.keys()], 'tournamentId')
    return seating.decideDraw(c, input.state, input.ctx)
  },
  'seating.seat': (c, { state, ctx }) => seating.decideSeat(c, state, ctx),
  'seating.propose': (c, { state, ctx }) => seating.decidePropose(c, state, ctx),
  'seating.confirm': (c, { state, ctx, reason }) => seating.decideConfirm(c, state, ctx, reason),
  'seating.dismiss': (c, { state, reason }) => seating.decideDismiss(c, state, reason),
  'seating.move': (c, { state, ctx, reason }) => seating.decideMove(c, state, ctx, reason),
  'seating.button': (c, { state, ctx }) => seating.decideButton(c, state, ctx),
  'seating.buttons': (c, { state, ctx }) => seating.decideButtons(c, state, ctx),
  'seating.handForHand': (c, { state, ctx, reason }) => {
    // §24.4–§24.6, §8.14: one hand-for-hand for the floor. With a clock, the seating switch is the clock's: it stops
    // the level clock and makes seating ask before moving, and turning it off resumes what it stopped.
    const t = state.tournaments.get(c.tournamentId)
    if (t?.clock.structure) {
      const { mode, deductSeconds } = t.clock.handForHand
      const events = decideClock(
        { type: 'clock.handForHand', tournamentId: t.id, on: c.on, mode, deductSeconds },
        state,
        ctx,
        reason
      )
      if (events.length > 0) return events
    }
    return seating.decideHandForHand(c, state)
  },
  'seating.showList': (c, { state }) => seating.decideShowList(c, state),
  'seating.addTables': (c, input) => {
    requireNewTablesFree(input, c.tournamentId, c.tables)
    return seating.decideAddTables(c, input.state, input.ctx)
  },
  'seating.setRules': (c, { state, ctx, reason }) => seating.decideSetRules(c, state, ctx, reason)
}

export const seatingEvolvers: Evolvers<SeatingEvent> = {
  'seating.configured': evolveSeating,
  'seating.drawCommitted': evolveSeating,
  'seating.drawn': evolveSeating,
  'seating.seated': evolveSeating,
  'seating.released': evolveSeating,
  'seating.proposed': evolveSeating,
  'seating.moved': evolveSeating,
  'seating.proposalDismissed': evolveSeating,
  'seating.buttonSet': evolveSeating,
  'seating.handForHandSet': evolveSeating,
  'seating.listShown': evolveSeating,
  'seating.tablesAdded': evolveSeating,
  'seating.rulesSet': evolveSeating
}
