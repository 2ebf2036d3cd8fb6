import type { EntryRow } from '../../../../src/shared/core/views/registration'
import type { CommandSpec, Gen, Situation } from './context'
import { currentLevel, entries, FLOOR, isIn, plain, seatOf, tournamentId, withReason } from './context'

const STACKS = [0, 1_000, 5_000, 5_000, 12_000, 40_000]

function hands(g: Gen) {
  return g.s.views?.results?.hands ?? []
}

/** The players out in one hand: at one table, or at several in a hand-for-hand hand (§9.5, §24.10). */
function busted(g: Gen): EntryRow[] {
  const inPlay = entries(g).filter(isIn)
  const seated = inPlay.filter((e) => e.seat !== null)
  const pool = seated.length >= 2 && g.rng.chance(0.9) ? seated : inPlay
  const n = g.rng.weighted([
    [70, 1],
    [20, 2],
    [7, 3],
    [3, 5]
  ] as const)
  // Mostly someone is left to win; now and then everyone still in goes out in one hand.
  const max = g.rng.chance(0.97) ? Math.max(1, pool.length - 1) : pool.length
  if (g.s.views?.seating?.handForHand && n > 1) {
    const byTable = new Map<number, EntryRow[]>()
    for (const e of pool) {
      const t = seatOf(e)?.table ?? 0
      byTable.set(t, [...(byTable.get(t) ?? []), e])
    }
    const tables = g.rng.shuffle([...byTable.values()])
    return tables.slice(0, Math.min(n, max)).map((list) => g.rng.pick(list))
  }
  return g.rng.some(pool, 1, Math.min(n, max))
}

function busts(g: Gen, out: readonly EntryRow[]): Record<string, unknown>[] {
  const inPlay = entries(g).filter(isIn)
  const others = inPlay.filter((e) => !out.includes(e))
  return out.map((e) => {
    const seat = seatOf(e)
    const bust: Record<string, unknown> = { entryId: e.id, startStack: g.rng.pick(STACKS) }
    if (seat && g.rng.chance(0.7)) {
      bust.tableId = String(seat.table)
      bust.seat = seat.seat
    }
    const by = g.rng.chance(0.3) ? g.rng.maybe(g.rng.chance(0.95) ? others : out) : undefined
    if (by) bust.eliminatedBy = by.id
    return bust
  })
}

function explicitOrder(g: Gen, ids: string[]): Record<string, unknown> {
  return { order: g.rng.shuffle(ids), reason: 'Director ruled on the order', decidedBy: 'TD Anna' }
}

function handFields(g: Gen, out: readonly EntryRow[]): Record<string, unknown> {
  const ids = out.map((e) => e.id)
  const rule = g.s.views?.results?.rules.tieRule
  const fields: Record<string, unknown> = {
    tournamentId: tournamentId(g),
    level: g.rng.chance(0.95) ? currentLevel(g) : g.rng.range(1, 12),
    confirmedBy: g.rng.pick(FLOOR),
    busts: busts(g, out)
  }
  if (ids.length > 1 && (rule === 'director' || rule === 'other') && g.rng.chance(0.8))
    fields.tieOrder = explicitOrder(g, ids)
  if (ids.length > 1 && g.rng.chance(0.05)) fields.override = explicitOrder(g, ids)
  if (g.rng.chance(0.03)) fields.handForHandAnnouncement = true
  return fields
}

const playing = (s: Situation): number => (s.views?.entries ?? []).filter(isIn).length
const drawn = (s: Situation): boolean => s.views?.seating?.drawn ?? false
const handCount = (s: Situation): number => s.views?.results?.hands.length ?? 0

export const resultsCommands: Record<string, CommandSpec> = {
  'results.setRules': {
    weight: () => 0.5,
    generate: (g) =>
      withReason(
        g,
        {
          type: 'results.setRules',
          tournamentId: tournamentId(g),
          rules: {
            tieRule: g.rng.pick(['split', 'lot', 'director', 'other']),
            disqualificationPlaces: g.rng.pick(['keep', 'annul'])
          }
        },
        0.7
      )
  },
  'results.recordHand': {
    // The tournament plays down once everyone is drawn in: the main way players go out (§27.6).
    weight: (s) =>
      drawn(s) && playing(s) > 1 && !s.views?.seating?.pending ? 14 : drawn(s) && playing(s) > 1 ? 5 : 0.4,
    generate: (g) => {
      const out = busted(g)
      const fields =
        out.length > 0
          ? handFields(g, out)
          : {
              tournamentId: tournamentId(g),
              level: 1,
              confirmedBy: 'Floor Ivan',
              busts: [{ entryId: 'no-such-entry' }]
            }
      return withReason(g, { type: 'results.recordHand', ...fields }, g.s.views?.results?.approval ? 0.8 : 0.05)
    }
  },
  'results.correctHand': {
    weight: (s) => (handCount(s) > 0 ? 1.5 : 0.2),
    generate: (g) => {
      const hand = g.rng.maybe(hands(g))
      const all = entries(g)
      const same = hand ? all.filter((e) => hand.entries.some((x) => x.entryId === e.id)) : []
      // Now and then a correction that changes who was out: refused (§27.8 keeps the same entries).
      const out = same.length > 0 && g.rng.chance(0.9) ? same : g.rng.some(all.filter(isIn), 1, 2)
      return withReason(
        g,
        { type: 'results.correctHand', handId: hand?.handId ?? 'no-such-hand', ...handFields(g, out) },
        0.9
      )
    }
  },
  'results.undoHand': {
    weight: (s) => (handCount(s) > 0 ? 1.8 : 0.2),
    generate: (g) => {
      const hand = g.rng.maybe(hands(g))
      const ids = hand?.entries.map((e) => e.entryId) ?? []
      const some = ids.length > 1 && g.rng.chance(0.4) ? g.rng.some(ids, 1, ids.length - 1) : undefined
      return withReason(
        g,
        {
          type: 'results.undoHand',
          tournamentId: tournamentId(g),
          handId: hand?.handId ?? 'no-such-hand',
          ...(some ? { entryIds: some } : {})
        },
        0.9
      )
    }
  },
  'results.approve': {
    weight: (s) => (s.views?.results?.winner && !s.views.results.approval ? 8 : 0.3),
    generate: (g) => plain(g, { type: 'results.approve', tournamentId: tournamentId(g) })
  },
  // §28.12: approved results reopened with a reason, now and then without one (refused).
  'results.reopen': {
    weight: (s) => (s.views?.results?.approval ? 1.5 : 0.2),
    generate: (g) => withReason(g, { type: 'results.reopen', tournamentId: tournamentId(g) }, 0.85)
  }
}
