import { prepareRace } from '../../../../src/shared/core/chiprace/race'
import type { CommandSpec, Gen } from './context'
import { FLOOR, plain, seating, tournamentId, withReason } from './context'

const CHIP_SETS = [
  [25, 100, 500, 1000],
  [5, 25, 100, 500],
  [100, 500, 1000, 5000]
]

function decidedBy(g: Gen): Record<string, unknown> {
  return { name: g.rng.pick(FLOOR), role: g.rng.pick(['dealer', 'floor', 'director']) }
}

/** A break of the focus tournament's structure mostly; now and then a level or an index past the end. */
function breakIndex(g: Gen): number {
  const items = g.s.views?.display?.clock?.structure?.items ?? []
  const breaks = items.flatMap((x, i) => (x.kind === 'break' ? [i] : []))
  const announced = (g.s.views?.display?.colourUps ?? []).map((c) => c.breakIndex)
  if (announced.length > 0 && g.rng.chance(0.6)) return g.rng.pick(announced)
  if (breaks.length > 0 && g.rng.chance(0.9)) return g.rng.pick(breaks)
  return g.rng.range(0, Math.max(1, items.length + 1))
}

/** The colour-up of that break, if announced: its leaving chips. */
function leavingAt(g: Gen, index: number): number[] {
  return g.s.views?.display?.colourUps?.find((c) => c.breakIndex === index)?.leaving ?? [25]
}

/** A table's race as a dealer would count it: the seated players, some odd chips, a guess at the winners. */
function tableRace(g: Gen, raced = false): Record<string, unknown> {
  // A correction mostly names a table that has raced.
  const done = raced ? racedTables(g) : []
  const pick = done.length > 0 && g.rng.chance(0.9) ? g.rng.pick(done) : null
  // A race is counted at a break whose colour-up was announced, mostly (§10.10); any break now and then.
  const announced = (g.s.views?.display?.colourUps ?? []).map((c) => c.breakIndex)
  const index = pick?.breakIndex ?? (announced.length > 0 && g.rng.chance(0.9) ? g.rng.pick(announced) : breakIndex(g))
  const leaving = leavingAt(g, index)
  const view = seating(g)
  const open = view?.tables.filter((x) => x.open && x.count > 0) ?? []
  const table =
    (pick && view?.tables.find((x) => x.number === pick.table)) ??
    (open.length > 0 && g.rng.chance(0.93) ? g.rng.pick(open) : null)
  const seated = table?.seats.filter((s) => s.entryId !== null) ?? []
  const players = (seated.length > 0 ? seated.map((s) => s.entryId!) : ['no-such-entry']).map((entryId) => ({
    entryId,
    oddChips: leaving.map((denomination) => ({ denomination, count: g.rng.range(0, 4) })),
    onlyOddChips: g.rng.chance(0.1)
  }))
  // §10.11–§10.12: as many winners as chips raced, among the players holding leftover chips, mostly (a dealer's
  // count the rules accept); a guess otherwise (refused: winnerCount, winnerNotRacing).
  const colourUp = g.s.views?.display?.colourUps?.find((c) => c.breakIndex === index)
  const race = colourUp ? prepareRace(colourUp.newChip, players) : null
  const winners =
    race && g.rng.chance(0.75)
      ? g.rng.shuffle(race.racing).slice(0, race.chipsRaced)
      : players.filter(() => g.rng.chance(0.4)).map((p) => p.entryId)
  return {
    tournamentId: tournamentId(g),
    breakIndex: index,
    table: table?.number ?? g.rng.range(1, 6),
    players,
    winners,
    decidedBy: decidedBy(g)
  }
}

/** The tables that have raced, with their break. */
function racedTables(g: Gen): { breakIndex: number; table: number }[] {
  return (g.s.views?.display?.colourUps ?? []).flatMap((c) =>
    c.tables.map((x) => ({ breakIndex: c.breakIndex, table: x.table }))
  )
}

/** §10.9–§10.13: the chip set, colour-ups at breaks, and the race per table, corrected and undone. */
export const chipRaceCommands: Record<string, CommandSpec> = {
  'chipRace.setChips': {
    weight: (s) => (s.views ? ((s.views.display?.colourUps?.length ?? 0) > 0 ? 0.1 : 0.6) : 0.05),
    generate: (g) =>
      plain(g, { type: 'chipRace.setChips', tournamentId: tournamentId(g), chips: g.rng.pick(CHIP_SETS) })
  },
  'chipRace.announce': {
    weight: (s) => (s.views?.display?.clock?.structure ? 0.7 : 0.05),
    generate: (g) =>
      withReason(
        g,
        {
          type: 'chipRace.announce',
          tournamentId: tournamentId(g),
          breakIndex: breakIndex(g),
          leaving: g.rng.pick([[25], [25], [5], [100], [25, 100], [5, 25]]),
          decidedBy: decidedBy(g)
        },
        0.3
      )
  },
  'chipRace.recordTable': {
    weight: (s) => ((s.views?.display?.colourUps?.length ?? 0) > 0 ? 2 : 0.05),
    generate: (g) => plain(g, { type: 'chipRace.recordTable', ...tableRace(g) })
  },
  'chipRace.correctTable': {
    weight: (s) => ((s.views?.display?.colourUps ?? []).some((c) => c.tables.length > 0) ? 1.5 : 0.05),
    generate: (g) => withReason(g, { type: 'chipRace.correctTable', ...tableRace(g, true) })
  },
  'chipRace.undoTable': {
    weight: (s) => ((s.views?.display?.colourUps ?? []).some((c) => c.tables.length > 0) ? 0.3 : 0.05),
    generate: (g) => {
      const done = racedTables(g)
      const pick = done.length > 0 && g.rng.chance(0.9) ? g.rng.pick(done) : { breakIndex: breakIndex(g), table: 1 }
      return withReason(g, { type: 'chipRace.undoTable', tournamentId: tournamentId(g), ...pick })
    }
  }
}
