import type { EntryRow, RegistrationSummary } from '../../../src/shared/core/views/registration'
import type { ResultsView } from '../../../src/shared/core/results/views'
import type { SeatingView } from '../../../src/shared/core/seating/views'
import type { PublicDisplay } from '../../../src/shared/core/views/tournament'

/** One broken invariant, with what it concerns (for the report and the known-bug allow-list). */
export interface Violation {
  readonly invariant: string
  readonly tournamentId: string
  readonly detail: string
  readonly entryIds?: readonly string[]
  /** The entries' statuses when the failure was seen. */
  readonly statuses?: readonly string[]
}

export interface CheckedViews {
  readonly tournamentId: string
  readonly entries: readonly EntryRow[]
  readonly seating: SeatingView | null
  readonly results: ResultsView | null
  readonly display: Pick<PublicDisplay, 'stats'>
  readonly registration?: RegistrationSummary | null
}

/** The names of the invariants checked after every recorded command (and the tolerance after settling). */
export const INVARIANTS = {
  seatUnique: 'every seated player holds exactly one seat and no seat holds two',
  seatConsistent: "the entry list's seat is the floor map's seat",
  inPlaySeated: 'every player in play has a seat (unless the room has no free seat)',
  outUnseated: 'eliminated, disqualified, withdrawn and waiting players hold no seat',
  seatUsable: 'nobody sits on an unavailable or out-of-play seat or at a closed table',
  playersLeft: "the display's players left is the count in play (registration, results and seats agree)",
  places: 'the places of the players out are exactly N…R+1, and 1 for the winner',
  tolerance: 'tables within the tolerance once the offered proposals are confirmed',
  notBetweenButtonAndBlind:
    'a balancing move never seats a player on the button or between it and the small blind (§8.6, §8.7)',
  refusedUnchanged: 'a refused command changes nothing (journal length and state digest)',
  appliedJournal: 'a recorded command grows the journal by exactly its events',
  restartSame: 'a restart on the same journal rebuilds the same state and views',
  bounties:
    'bounties (§5.10): a head is in play exactly while its entry is; plain heads never grow; every head out of play is collected or unclaimed, a progressive head passed on — the bounty adds up',
  alive: 'the server answers',
  viewsAnswer: 'every view of a tournament answers (entries, seating, results, display, registration)'
} as const
export type InvariantName = keyof typeof INVARIANTS

const isIn = (e: EntryRow): boolean => e.status === 'registered' || e.status === 'pre-registered'

export function checkTournament(v: CheckedViews): Violation[] {
  const out: Violation[] = []
  const add = (invariant: InvariantName, detail: string, entryIds?: string[], statuses?: string[]): void => {
    out.push({
      invariant,
      tournamentId: v.tournamentId,
      detail,
      ...(entryIds ? { entryIds } : {}),
      ...(statuses ? { statuses } : {})
    })
  }
  const rows = new Map(v.entries.map((e) => [e.id, e]))
  const seating = v.seating

  if (seating?.configured) {
    const seatOf = new Map<string, string>()
    for (const table of seating.tables) {
      let count = 0
      for (const seat of table.seats) {
        if (seat.entryId === null) continue
        count += 1
        const here = `${table.number}/${seat.seat}`
        const before = seatOf.get(seat.entryId)
        if (before) add('seatUnique', `${seat.entryId} sits at ${before} and at ${here}`, [seat.entryId])
        seatOf.set(seat.entryId, here)
        if (!table.open) add('seatUsable', `${seat.entryId} sits at closed table ${table.number}`, [seat.entryId])
        if (seat.unavailable || seat.outOfPlay)
          add(
            'seatUsable',
            `${seat.entryId} sits at ${here}, which is ${seat.unavailable ? 'unavailable' : 'out of play'}${seat.reserved !== null ? ` (and reserved: ${seat.reserved})` : ''}`,
            [seat.entryId],
            [
              seat.unavailable && seat.reserved !== null
                ? 'reserved-unavailable'
                : (rows.get(seat.entryId)?.status ?? 'unknown')
            ]
          )
        const row = rows.get(seat.entryId)
        if (!row) add('seatConsistent', `${here} holds ${seat.entryId}, who is no entry`, [seat.entryId])
        else if (row.seat !== here)
          add('seatConsistent', `${here} holds #${row.number}, whose entry says ${row.seat}`, [row.id])
      }
      if (count !== table.count) add('seatUnique', `table ${table.number} counts ${table.count} but seats ${count}`)
    }
    for (const row of v.entries) {
      const seat = seatOf.get(row.id)
      if (row.seat !== null && seat === undefined)
        add('seatConsistent', `#${row.number} is at ${row.seat} by the entry list, on no seat of the map`, [row.id])
      if (seat !== undefined && !isIn(row))
        add('outUnseated', `#${row.number} (${row.status}) still holds ${seat}`, [row.id])
    }
    if (seating.players !== seatOf.size)
      add('seatUnique', `seating counts ${seating.players} players, the map seats ${seatOf.size}`)

    if (seating.drawn) {
      const posted = v.registration?.terms.noShowStack === 'posted'
      const due = v.entries.filter((e) => e.status === 'registered' || (posted && e.status === 'pre-registered'))
      const unseated = due.filter((e) => !seatOf.has(e.id))
      const free = freeUsableSeats(seating)
      // One violation per player: each may have its own cause (a returning player, a posted no-show).
      if (free > 0)
        for (const e of unseated)
          add(
            'inPlaySeated',
            `#${e.number} (${e.status}${e.status === 'pre-registered' ? ', stack posted' : ''}) is in play without a seat while ${free} seat(s) are free`,
            [e.id],
            [e.status]
          )
    }
  }

  const inPlay = v.entries.filter(isIn).length
  const left = v.display.stats?.playersLeft
  if (left !== undefined && left !== inPlay) add('playersLeft', `the display says ${left} left, the entries ${inPlay}`)
  if (v.results) {
    const resultsIn = v.results.rows.filter((r) => r.status === 'in' || r.status === 'winner').length
    if (resultsIn !== inPlay) add('playersLeft', `results count ${resultsIn} in play, the entries ${inPlay}`)
    out.push(...checkPlaces(v.tournamentId, v.results))
    for (const detail of checkBounties(v.results)) add('bounties', detail)
  }
  return out
}

/**
 * §5.10: the bounty table against the places. Every entry starts with the announced head (or the one its
 * flight's bag carried); a knockout moves it to the eliminators (collected, and in a progressive event partly onto
 * their heads), an elimination with nobody named or a disqualification leaves it unclaimed: nothing appears or
 * vanishes, and only entries in play carry a head on the hall's tile.
 */
export function checkBounties(results: ResultsView): string[] {
  const table = results.bounties
  if (!table) return []
  const problems: string[] = []
  const status = new Map(results.rows.map((r) => [r.entryId, r.status]))
  let initial = 0
  let collected = 0
  let headsInPlay = 0
  let headsOut = 0
  let knockouts = 0
  let ownHeads = 0
  for (const e of table.entries) {
    const start = e.carried ?? table.startingBounty
    initial += start
    collected += e.collected
    ownHeads += e.ownHead
    knockouts += e.knockouts
    // §5.10: only the winner — the one entry left in play — collects their own head, and exactly the head they carry.
    if (e.ownHead !== 0 && (!e.inPlay || e.ownHead !== e.head))
      problems.push(`entry ${e.entryId} collected its own head ${e.ownHead} but carries ${e.head}`)
    if (e.inPlay) headsInPlay += e.head
    else headsOut += e.head
    const inResults = status.get(e.entryId) === 'in' || status.get(e.entryId) === 'winner'
    if (e.inPlay !== inResults)
      problems.push(
        `entry ${e.entryId} is ${e.inPlay ? '' : 'not '}in play for bounties, ${status.get(e.entryId)} in the results`
      )
    if (e.knockouts < 0 || e.collected < 0 || e.head < 0)
      problems.push(`entry ${e.entryId} has a negative bounty figure`)
    if (table.kind === 'bounty' && e.head !== start)
      problems.push(`plain bounty: entry ${e.entryId}'s head grew to ${e.head}`)
  }
  const out = table.entries.filter((e) => !e.inPlay).length
  if (ownHeads !== 0 && table.entries.length - out !== 1)
    problems.push(`an own head was collected with ${table.entries.length - out} entries in play`)
  // The winner's own head is counted in what they collected and still rides on their head in play: count it once.
  collected -= ownHeads
  if (knockouts > out + 1e-9) problems.push(`${knockouts} knockouts for ${out} entries out of play`)
  // A plain head out of play is collected or unclaimed; a progressive one is also partly passed onto a head in play.
  const accounted = table.kind === 'bounty' ? collected + table.unclaimed === headsOut : true
  const total = collected + table.unclaimed + headsInPlay
  if (!accounted || (table.kind === 'progressive' && total !== initial))
    problems.push(
      `the bounty does not add up: ${initial} announced, ${collected} collected + ${table.unclaimed} unclaimed + ${headsInPlay} on heads in play`
    )
  return problems
}

/** Free seats a player could be given: in play, not unavailable, not held for someone (§8.2), at any table. */
export function freeUsableSeats(seating: SeatingView): number {
  let n = 0
  for (const table of seating.tables)
    for (const seat of table.seats)
      if (seat.entryId === null && !seat.unavailable && seat.reserved === null && !seat.outOfPlay) n += 1
  return n
}

/**
 * §9.5, §24.7–§24.10, §25.10: with F entries in the field (annulled disqualifications removed) and R still in, the
 * places given are exactly R+1…F, each once, a shared range covering as many entries as places; the winner has 1.
 */
export function checkPlaces(tournamentId: string, results: ResultsView): Violation[] {
  const out: Violation[] = []
  const add = (detail: string, entryIds?: string[]): void => {
    out.push({ invariant: 'places', tournamentId, detail, ...(entryIds ? { entryIds } : {}) })
  }
  const annulled = results.rows.filter((r) => r.status === 'disqualified' && r.place === null)
  const field = results.rows.length - annulled.length
  const remaining = results.remaining
  // Each place is covered by one range (a single place, or a shared range a–b held by exactly b−a+1 entries).
  const ranges = new Map<string, string[]>()
  const cover = new Map<number, Set<string>>()
  for (const r of results.rows) {
    if (r.place === null) continue
    const to = r.placeTo ?? r.place
    if (to < r.place) add(`#${r.number} has place ${r.place}–${to}`, [r.entryId])
    const key = `${r.place}-${to}`
    ranges.set(key, [...(ranges.get(key) ?? []), r.entryId])
    for (let p = r.place; p <= to; p += 1) cover.set(p, (cover.get(p) ?? new Set()).add(key))
  }
  for (const [key, ids] of ranges) {
    const [a, b] = key.split('-').map(Number) as [number, number]
    if (ids.length !== b - a + 1) add(`place ${a === b ? a : key} is held by ${ids.length} entries`, ids)
  }
  const winner = results.rows.find((r) => r.status === 'winner')
  // Finished: one left (or none) and place 1 given — to the winner, or to a last entry disqualified (kept place).
  const finished = remaining <= 1 && cover.has(1)
  const lowest = finished ? 1 : remaining + 1
  for (let p = lowest; p <= field; p += 1) {
    const held = cover.get(p)?.size ?? 0
    if (held === 0) add(`place ${p} of ${field} is given to nobody (${remaining} still in)`)
    if (held > 1) add(`place ${p} is in ${held} ranges: ${[...cover.get(p)!].join(', ')}`)
  }
  for (const [p, keys] of cover) {
    if (p < lowest || p > field)
      add(
        `place ${p} is outside ${lowest}…${field} (${remaining} still in)`,
        [...keys].flatMap((k) => ranges.get(k)!)
      )
  }
  if (winner && (remaining !== 1 || winner.place !== 1))
    add(`a winner at place ${winner.place} with ${remaining} still in`, [winner.entryId])
  return out
}

/** Open tables' sizes differ by at most the tolerance (BFSP §3.1), standard format only (Olympic does not balance). */
export function checkTolerance(tournamentId: string, seating: SeatingView | null): Violation[] {
  if (!seating?.drawn || !seating.rules || seating.rules.format === 'olympic' || !seating.spread) return []
  const { max, min } = seating.spread
  if (max - min <= seating.rules.tolerance) return []
  return [
    {
      invariant: 'tolerance',
      tournamentId,
      detail: `tables hold ${min}…${max} players with tolerance ${seating.rules.tolerance}${seating.pending ? ` (a ${seating.pending.kind} proposal is pending${seating.pending.deferred ? ', deferred' : ''})` : ''}`
    }
  ]
}

/**
 * §8.6, §8.7, BFSP §3.1: a player moved to balance tables never sits on the button or between the button and the small
 * blind — judged on the destination table as it stood before the move (`before`: the seating view then). Moves the
 * proposal marked as waiting for the button (§8.8) and tables receiving several players at once are not judged.
 */
export function checkBalancingSeats(
  tournamentId: string,
  before: SeatingView,
  moves: ReadonlyArray<{ entryId: string; to: { table: number; seat: number } }>
): Violation[] {
  const out: Violation[] = []
  const waits = new Set((before.pending?.moves ?? []).filter((m) => m.waitsForButton).map((m) => m.entryId))
  const incoming = new Map<number, number>()
  for (const m of moves) incoming.set(m.to.table, (incoming.get(m.to.table) ?? 0) + 1)
  for (const m of moves) {
    if (waits.has(m.entryId) || incoming.get(m.to.table) !== 1) continue
    const table = before.tables.find((t) => t.number === m.to.table)
    if (!table || table.button === null || table.smallBlind === null) continue
    const n = table.seats.length
    const clockwise = (a: number, b: number): number => (b - a + n) % n
    const toSeat = clockwise(table.button, m.to.seat)
    if (m.to.seat === table.button || (toSeat > 0 && toSeat < clockwise(table.button, table.smallBlind))) {
      out.push({
        invariant: 'notBetweenButtonAndBlind',
        tournamentId,
        detail: `a balancing move seats ${m.entryId} at ${m.to.table}/${m.to.seat}, ${m.to.seat === table.button ? 'on the button' : `between the button (${table.button}) and the small blind (${table.smallBlind})`}`,
        entryIds: [m.entryId]
      })
    }
  }
  return out
}
