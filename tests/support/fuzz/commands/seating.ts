import type { CommandSpec, Gen, Situation, TournamentPlan } from './context'
import { entries, entryId, freeSeats, isIn, plain, seatOf, seating, tournamentId, withReason } from './context'
import { entered } from './registration'

/** A stud event has no button: its methods are random, by seat or the director's pick. */
const isStud = (g: Gen): boolean => g.s.views?.detail?.discipline === 'stud'

function playerMethod(g: Gen): string {
  if (isStud(g) && g.rng.chance(0.95)) return g.rng.pick(['random', 'by-seat', 'operator'])
  return g.rng.pick(['big-blind-next', 'worst-position', 'random', 'operator', 'by-seat'])
}

function rules(g: Gen, plan: TournamentPlan): Record<string, unknown> {
  return {
    tolerance: g.rng.chance(0.85) ? plan.tolerance : g.rng.pick([1, 2]),
    playerMethod: playerMethod(g),
    seatMethod: g.rng.pick(['big-blind', 'worst-position']),
    finalTableSize: g.rng.chance(0.95) ? plan.finalTableSize : g.rng.range(2, 12),
    finalRedraw: g.rng.chance(0.7),
    shortHandedFinal: g.rng.chance(0.9) ? plan.shortHandedFinal : !plan.shortHandedFinal,
    format: g.rng.chance(0.97) ? plan.format : 'olympic'
  }
}

function tableSpecs(g: Gen, numbers: number[], seats: number, checked: boolean): Record<string, unknown>[] {
  const inPlay = entries(g).filter(isIn)
  return numbers.map((number) => {
    const spec: Record<string, unknown> = { number, seats }
    if (g.rng.chance(0.1)) spec.unavailable = [g.rng.range(1, seats)]
    if (g.rng.chance(0.08)) {
      // §8.2: a seat held on objective grounds, for a known entry or not. Out of range now and then: `configure`
      // refuses it; `addTables` must too (once it did not, and the journal never opened again).
      const seat = checked || g.rng.chance(0.85) ? g.rng.range(1, seats) : seats + g.rng.range(1, 2)
      const holder = g.rng.chance(0.5) ? g.rng.maybe(inPlay) : undefined
      spec.reserved = [{ seat, reason: 'Wheelchair access', ...(holder ? { entryId: holder.id } : {}) }]
    }
    return spec
  })
}

function configure(g: Gen): Record<string, unknown> {
  const plan = g.s.plan ?? g.plan(g.s.t ?? '')
  const players = Math.max(entered(g.s), plan.entries)
  const count = Math.max(1, Math.ceil(players / plan.seats) + plan.extraTables)
  const first = g.rng.chance(0.8) ? 1 : g.rng.range(2, 20)
  const numbers = Array.from({ length: count }, (_, i) => first + i)
  let closingOrder: Record<string, unknown>
  if (plan.closing === 'published') {
    const order = g.rng.shuffle(numbers)
    // A published order that misses a table (§9.2): refused by the rules.
    closingOrder = { kind: 'published', order: g.rng.chance(0.05) && order.length > 1 ? order.slice(1) : order }
  } else closingOrder = { kind: plan.closing }
  return {
    type: 'seating.configure',
    tournamentId: tournamentId(g),
    tables: tableSpecs(g, numbers, plan.seats, true),
    closingOrder,
    rules: rules(g, plan),
    trackButtons: isStud(g) && g.rng.chance(0.95) ? false : g.rng.chance(0.9) ? plan.trackButtons : !plan.trackButtons
  }
}

function seatingOf(s: Situation) {
  return s.views?.seating ?? null
}

/** Entries in play without a seat after the draw: listed as such, or pre-registered and not on a table. */
function toSeat(s: Situation): string[] {
  const view = seatingOf(s)
  if (!view?.drawn) return []
  const noShows = (s.views?.entries ?? []).filter((e) => e.status === 'pre-registered' && e.seat === null)
  return [...view.unseated.map((u) => u.entryId), ...noShows.map((e) => e.id)]
}

const pending = (s: Situation): boolean => seatingOf(s)?.pending != null
const drawn = (s: Situation): boolean => seatingOf(s)?.drawn ?? false

function confirm(g: Gen): { command: Record<string, unknown>; overridden: boolean } {
  const view = seating(g)
  const p = view?.pending
  const id = p && g.rng.chance(0.96) ? p.id : 'stale-proposal'
  const command: Record<string, unknown> = { type: 'seating.confirm', tournamentId: tournamentId(g), proposalId: id }
  if (p && view && p.moves.length > 0 && g.rng.chance(0.08)) {
    // The operator's pick (§8.4 г) or another seat: the moves are overridden, with a reason (§27.2).
    const free = freeSeats(view).filter((f) => !p.moves.some((m) => m.to.table === f.table && m.to.seat === f.seat))
    const moves = p.moves.map((m) => ({ entryId: m.entryId, to: m.to }))
    const target = g.rng.maybe(free)
    if (target) moves[g.rng.int(moves.length)]!.to = target
    command.moves = moves
    return { command, overridden: true }
  }
  return { command, overridden: false }
}

export const seatingCommands: Record<string, CommandSpec> = {
  'seating.configure': {
    weight: (s) => (s.t && s.views && !s.views.seating?.configured ? 10 : s.views?.seating?.drawn ? 0.3 : 1),
    generate: (g) => plain(g, configure(g))
  },
  'seating.draw': {
    weight: (s) => {
      const v = seatingOf(s)
      if (!v?.configured || v.drawn) return 0.3
      // The draw once the planned field has registered (late entries come after it).
      return s.plan && entered(s) >= s.plan.entries ? 30 : 0.4
    },
    generate: (g) => plain(g, { type: 'seating.draw', tournamentId: tournamentId(g) })
  },
  // The room seats whoever it can by itself (§8.8): what is left to seat by hand is an entry listed without a seat, or
  // a pre-registered no-show whose stack is not posted (§6.6) whom the director seats after the draw.
  'seating.seat': {
    weight: (s) => (toSeat(s).length > 0 ? 6 : 0.3),
    generate: (g) => {
      const unseated = toSeat(g.s)
      const id = unseated.length > 0 && g.rng.chance(0.85) ? g.rng.pick(unseated) : entryId(g)
      return plain(g, { type: 'seating.seat', tournamentId: tournamentId(g), entryId: id })
    }
  },
  'seating.propose': {
    weight: (s) => (drawn(s) ? 0.8 : 0.2),
    generate: (g) => {
      const tables = (seating(g)?.tables ?? []).filter((t) => t.open)
      const breakTable = g.rng.chance(0.3) ? (g.rng.maybe(tables)?.number ?? 1) : undefined
      return plain(g, { type: 'seating.propose', tournamentId: tournamentId(g), ...(breakTable ? { breakTable } : {}) })
    }
  },
  'seating.confirm': {
    weight: (s) => (pending(s) ? 30 : 0.3),
    generate: (g) => {
      const { command, overridden } = confirm(g)
      return withReason(g, command, overridden ? 0.85 : 0.05)
    }
  },
  'seating.dismiss': {
    weight: (s) => (pending(s) ? 2 : 0.2),
    generate: (g) => {
      const p = seating(g)?.pending
      return withReason(
        g,
        { type: 'seating.dismiss', tournamentId: tournamentId(g), proposalId: p?.id ?? 'stale-proposal' },
        0.85
      )
    }
  },
  'seating.move': {
    weight: (s) => (drawn(s) ? 1 : 0.2),
    generate: (g) => {
      const view = seating(g)
      const seated = entries(g).filter((e) => e.seat !== null)
      const who = g.rng.maybe(seated)
      const free = view ? freeSeats(view) : []
      const to = g.rng.chance(0.85) ? g.rng.maybe(free) : who ? seatOf(who) : undefined
      return withReason(
        g,
        {
          type: 'seating.move',
          tournamentId: tournamentId(g),
          entryId: who && g.rng.chance(0.95) ? who.id : entryId(g),
          to: to ?? { table: g.rng.range(1, 4), seat: g.rng.range(1, 12) }
        },
        0.85
      )
    }
  },
  'seating.button': {
    weight: (s) => (drawn(s) ? (seatingOf(s)?.trackButtons ? 6 : 0.5) : 0.2),
    generate: (g) => {
      const tables = (seating(g)?.tables ?? []).filter((t) => t.open)
      const table = g.rng.maybe(tables)
      const seat = g.rng.chance(0.8) ? 'advance' : g.rng.range(1, table ? table.seats.length + 1 : 10)
      return plain(g, {
        type: 'seating.button',
        tournamentId: tournamentId(g),
        table: table?.number ?? g.rng.range(1, 30),
        seat
      })
    }
  },
  // the buttons a balancing move asks for (one click per table on the map or the proposal card); now and
  // then a table not asked, a seat the table lacks, or one table twice (refused by the rules).
  'seating.buttons': {
    weight: (s) => ((seatingOf(s)?.pending?.buttonsAsked.length ?? 0) > 0 ? 25 : drawn(s) ? 0.8 : 0.2),
    generate: (g) => {
      const view = seating(g)
      const open = (view?.tables ?? []).filter((t) => t.open)
      const asked = view?.pending?.buttonsAsked ?? []
      const numbers = asked.length > 0 && g.rng.chance(0.9) ? asked : [g.rng.maybe(open)?.number ?? g.rng.range(1, 30)]
      const buttons = numbers.map((n) => {
        const table = open.find((t) => t.number === n)
        const occupied = (table?.seats ?? []).filter((x) => x.entryId !== null).map((x) => x.seat)
        const seat =
          table?.button != null && g.rng.chance(0.6)
            ? table.button
            : g.rng.chance(0.95)
              ? (g.rng.maybe(occupied) ?? 1)
              : g.rng.range(1, 12)
        return { table: n, seat }
      })
      if (g.rng.chance(0.03) && buttons.length > 0) buttons.push({ ...buttons[0]!, seat: 1 })
      return plain(g, { type: 'seating.buttons', tournamentId: tournamentId(g), buttons })
    }
  },
  'seating.handForHand': {
    weight: (s) => (drawn(s) ? 0.7 : 0.2),
    generate: (g) =>
      plain(g, {
        type: 'seating.handForHand',
        tournamentId: tournamentId(g),
        on: !(seating(g)?.handForHand ?? false) || g.rng.chance(0.2)
      })
  },
  'seating.showList': {
    weight: () => 0.4,
    generate: (g) => plain(g, { type: 'seating.showList', tournamentId: tournamentId(g), on: g.rng.chance(0.5) })
  },
  'seating.addTables': {
    weight: (s) => (seatingOf(s)?.configured ? 0.6 : 0.2),
    generate: (g) => {
      const view = seating(g)
      const top = Math.max(0, ...(view?.tables ?? []).map((t) => t.number))
      const count = g.rng.range(1, 2)
      const numbers = Array.from({ length: count }, (_, i) => (g.rng.chance(0.05) ? 1 : top + 1 + i))
      const plan = g.s.plan ?? g.plan(g.s.t ?? '')
      return plain(g, {
        type: 'seating.addTables',
        tournamentId: tournamentId(g),
        tables: tableSpecs(g, numbers, plan.seats, false)
      })
    }
  },
  'seating.setRules': {
    weight: (s) => (seatingOf(s)?.configured ? 0.8 : 0.2),
    generate: (g) => {
      const plan = g.s.plan ?? g.plan(g.s.t ?? '')
      return withReason(g, { type: 'seating.setRules', tournamentId: tournamentId(g), rules: rules(g, plan) }, 0.8)
    }
  }
}
