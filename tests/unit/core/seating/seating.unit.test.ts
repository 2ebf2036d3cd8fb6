import { describe, expect, it } from 'vitest'
import { verifyDrawChain } from '../../../../src/shared/core/seating/hash'
import { publicSeating, seatingList, seatingView } from '../../../../src/shared/core/seating/views'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'
import { TEMPLATES } from '../../../../src/shared/core/clock/templates'

const configure = (tables = tenMax(3), extra: Record<string, unknown> = {}) =>
  ({
    type: 'seating.configure',
    tournamentId: 't1',
    tables,
    closingOrder: { kind: 'published', order: tables.map((t) => t.number) },
    rules: {},
    trackButtons: false,
    ...extra
  }) as never

function drawnFlow(players = 25, tables = 3, extra: Record<string, unknown> = {}): SeatingFlow {
  const f = new SeatingFlow(players)
  f.run(configure(tenMax(tables), extra))
  f.run({ type: 'seating.draw', tournamentId: 't1' })
  return f
}

const eliminate = (f: SeatingFlow, entryId: string) =>
  f.run({ type: 'entry.eliminate', tournamentId: 't1', entryId, level: 3, confirmedBy: 'Floor Ivan' })

describe('setting up the room (§8.2, §9.2)', () => {
  it('records tables, the rules and a published closing order', () => {
    const f = new SeatingFlow(0)
    const [e] = f.run(configure())
    expect(e).toMatchObject({ type: 'seating.configured', closingKind: 'published', closingOrder: [1, 2, 3] })
  })

  it('draws and records a random closing order (§9.2 б)', () => {
    const f = new SeatingFlow(0)
    const [e] = f.run(configure(tenMax(6), { closingOrder: { kind: 'random' } }))
    expect((e as { closingOrder: number[] }).closingOrder.slice().sort()).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('completes a closing order that misses a table, refuses one naming a table twice, and OFC tables over 3 seats (BFSP §4.2)', () => {
    const f = new SeatingFlow(0)
    // §9.2 а: the table not named closes after the named ones.
    expect(f.run(configure(tenMax(3), { closingOrder: { kind: 'published', order: [1, 2] } }))[0]).toMatchObject({
      closingOrder: [1, 2, 3]
    })
    expect(f.refused(configure(tenMax(3), { closingOrder: { kind: 'published', order: [1, 2, 1] } })).code).toBe(
      'error.seating.closingOrderTwice'
    )
    f.run({ type: 'tournament.edit', tournamentId: 't1', changes: { discipline: 'ofc' } })
    expect(f.refused(configure(tenMax(3))).code).toBe('error.seating.ofcSeats')
  })
})

describe('the initial draw (§8.1)', () => {
  it('seats every registered entry, sizes 9/8/8, and seals the draw', () => {
    const f = drawnFlow(25, 3)
    const counts = [...f.seating.room.tables.values()].map((t) => t.count).sort()
    expect(counts).toEqual([8, 8, 9])
    expect(verifyDrawChain(f.seating.draws).ok).toBe(true)
  })

  it('cannot be drawn twice', () => {
    const f = drawnFlow(10, 2)
    expect(f.refused({ type: 'seating.draw', tournamentId: 't1' }).code).toBe('error.seating.alreadyDrawn')
  })
})

describe('late entries are seated on registration (§8.8, TDA R8)', () => {
  it('gives a new entry a seat at a table with the fewest players', () => {
    const f = drawnFlow(25, 3)
    f.fold([
      {
        type: 'player.created',
        playerId: 'late',
        fields: {
          displayName: 'Late Lena',
          fullName: '',
          participantNumber: '',
          clubId: '',
          contact: '',
          ageConfirmed: true,
          rulesConsent: true,
          dataConsent: true,
          notes: ''
        },
        source: 'desk'
      }
    ])
    const events = f.run(
      {
        type: 'entry.register',
        tournamentId: 't1',
        playerId: 'late',
        preRegistered: false,
        waitingList: false,
        override: true
      },
      { reason: 'late registration test' }
    )
    const seated = events.find((e) => e.type === 'seating.seated') as unknown as {
      draw: { placements: { table: number }[] }
    }
    expect(seated).toBeDefined()
    const table = f.seating.room.tables.get(seated.draw.placements[0]!.table)!
    expect(table.count).toBe(9)
    expect(verifyDrawChain(f.seating.draws).ok).toBe(true)
  })
})

describe('after an elimination the product proposes balancing (§8.3, BFSP §3.1)', () => {
  it('frees the seat and proposes a move once tables differ by two', () => {
    const f = drawnFlow(20, 2) // 10 / 10
    const t1 = [...f.seating.room.tables.get(1)!.occupant].filter(Boolean) as string[]
    eliminate(f, t1[0]!)
    expect(f.seating.pending).toBeNull()
    const events = eliminate(f, t1[1]!)
    expect(events.map((e) => e.type)).toEqual(['entry.eliminated', 'seating.released', 'seating.proposed'])
    const view = seatingView(f.state, 't1')!
    expect(view.unbalanced).toBe(true)
    expect(view.pending!.moves).toHaveLength(1)
    expect(view.pending!.moves[0]!.from.table).toBe(2)
    expect(view.pending!.moves[0]!.name).toMatch(/^Player/)
  })

  it('records a confirmed move with both seats and announces it on the hall display (§27.2)', () => {
    const f = drawnFlow(20, 2)
    const t1 = [...f.seating.room.tables.get(1)!.occupant].filter(Boolean) as string[]
    eliminate(f, t1[0]!)
    eliminate(f, t1[1]!)
    const pending = f.seating.pending!
    const [moved] = f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: pending.id })
    expect(moved).toMatchObject({
      type: 'seating.moved',
      kind: 'balance',
      overridden: false,
      moves: [{ from: { table: 2 }, to: { table: 1 } }]
    })
    const pub = publicSeating(f.state, f.state.tournaments.get('t1')!)!
    expect(pub.announcements.at(-1)).toMatchObject({ table: 1 })
    expect(pub.announcements.at(-1)!.name).toMatch(/^Player/)
    expect(JSON.stringify(publicDisplay(f.state, 't1'))).not.toContain('entryId')
  })

  it('needs a reason to override a proposal', () => {
    const f = drawnFlow(20, 2)
    const t1 = [...f.seating.room.tables.get(1)!.occupant].filter(Boolean) as string[]
    eliminate(f, t1[0]!)
    eliminate(f, t1[1]!)
    const pending = f.seating.pending!
    const other = [...f.seating.room.tables.get(2)!.occupant].find(
      (id) => id && id !== pending.proposal.moves[0]!.entryId
    )!
    const moves = [{ entryId: other, to: pending.proposal.moves[0]!.to }]
    expect(f.refused({ type: 'seating.confirm', tournamentId: 't1', proposalId: pending.id, moves }).code).toBe(
      'error.seating.reasonRequired'
    )
    const [moved] = f.run(
      { type: 'seating.confirm', tournamentId: 't1', proposalId: pending.id, moves },
      { reason: 'operator’s pick (§8.4 г)' }
    )
    expect(moved).toMatchObject({ overridden: true })
  })

  it('refuses a stale proposal', () => {
    const f = drawnFlow(20, 2)
    expect(f.refused({ type: 'seating.confirm', tournamentId: 't1', proposalId: 'nope' }).code).toBe(
      'error.seating.staleProposal'
    )
  })
})

describe('manual moves and corrections (§8.10)', () => {
  it('needs a reason and a free usable seat', () => {
    const f = drawnFlow(12, 2)
    const [id] = [...f.seating.room.seatOf.keys()]
    const free = f.seating.room.tables.get(1)!.occupant.findIndex((x) => x === null) + 1
    expect(
      f.refused({ type: 'seating.move', tournamentId: 't1', entryId: id!, to: { table: 1, seat: free } }).code
    ).toBe('error.seating.reasonRequired')
    const taken = f.seating.room.tables.get(1)!.occupant.findIndex((x) => x !== null && x !== id) + 1
    expect(
      f.refused(
        { type: 'seating.move', tournamentId: 't1', entryId: id!, to: { table: 1, seat: taken } },
        { reason: 'x' }
      ).code
    ).toBe('error.seating.seatTaken')
  })

  it('a wrong move is fixed for the future with a reason; the hands already recorded stand (§29.53, §29.55)', () => {
    const f = drawnFlow(12, 2)
    const [out, wrong] = [...f.seating.room.seatOf.keys()]
    eliminate(f, out!)
    const recorded = JSON.stringify(f.state.tournaments.get('t1')!.results.records)
    const from = f.seating.room.seatOf.get(wrong!)!
    const table = from.table === 1 ? 2 : 1
    const seat = f.seating.room.tables.get(table)!.occupant.findIndex((x) => x === null) + 1
    const [moved] = f.run(
      { type: 'seating.move', tournamentId: 't1', entryId: wrong!, to: { table, seat } },
      { reason: 'Sat at the wrong table after the last move' }
    )
    expect(moved).toMatchObject({
      type: 'seating.moved',
      kind: 'manual',
      moves: [expect.objectContaining({ entryId: wrong })]
    })
    expect(f.seating.room.seatOf.get(wrong!)).toEqual({ table, seat })
    expect(f.seating.room.tables.get(from.table)!.occupant[from.seat - 1]).toBeNull()
    // The hand recorded before the correction is untouched: the seating is fixed, the play already done stands.
    expect(JSON.stringify(f.state.tournaments.get('t1')!.results.records)).toBe(recorded)
  })
})

describe('breaking tables and the final table (§9.1, §9.3)', () => {
  it('proposes breaking table 1 when the players fit at one table fewer, then the final table', () => {
    const f = drawnFlow(27, 3)
    let guard = 0
    const kinds = new Set<string>()
    while (f.seating.room.seatOf.size > 1 && guard++ < 100) {
      const pending = f.seating.pending
      if (pending) {
        kinds.add(pending.proposal.kind)
        f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: pending.id })
        continue
      }
      eliminate(f, [...f.seating.room.seatOf.keys()][0]!)
    }
    expect(kinds).toEqual(new Set(['break', 'final', 'balance']))
    expect(f.seating.room.openTableCount).toBe(1)
    // The break and final-table draws are sealed into the chain with the initial draw (§8.9, §9.4).
    expect(f.seating.draws.map((d) => d.kind)).toEqual(expect.arrayContaining(['initial', 'break', 'final']))
    expect(verifyDrawChain(f.seating.draws).ok).toBe(true)
  })
})

describe('the paper fallback (§27.12)', () => {
  it('lists everyone seated, sorted by name', () => {
    const f = drawnFlow(12, 2)
    const rows = seatingList(f.state, 't1')
    expect(rows).toHaveLength(12)
    expect(rows.map((r) => r.name)).toEqual([...rows.map((r) => r.name)].sort())
  })
})

describe('the hall display (public names only, §27.11)', () => {
  it('shows the full seating list when the director puts it up', () => {
    const f = drawnFlow(12, 2)
    expect(publicDisplay(f.state, 't1').seating!.list).toBeNull()
    f.run({ type: 'seating.showList', tournamentId: 't1', on: true })
    expect(publicDisplay(f.state, 't1').seating!.list).toHaveLength(12)
  })
})

describe('the button (BFSP §5.3)', () => {
  it('starts at the last seat and advances to the next player', () => {
    const f = drawnFlow(20, 2, { trackButtons: true })
    const t = f.seating.room.tables.get(1)!
    expect(t.button).toBe(10)
    f.run({ type: 'seating.button', tournamentId: 't1', table: 1, seat: 'advance' })
    expect(t.button).toBe(1)
  })
})

describe('Olympic format through the commands (BFSP §3.2)', () => {
  it('plays each table to one winner, then draws the winners onto the next stage', () => {
    const f = new SeatingFlow(24)
    f.run({
      type: 'seating.configure',
      tournamentId: 't1',
      tables: tenMax(4, 6),
      closingOrder: { kind: 'published', order: [1, 2, 3, 4] },
      rules: { format: 'olympic', finalTableSize: 6 }
    })
    f.run({ type: 'seating.draw', tournamentId: 't1' })
    for (const table of f.seating.room.tables.values()) {
      const players = table.occupant.filter((x): x is string => x !== null)
      for (const id of players.slice(1)) {
        eliminate(f, id)
        if (f.seating.room.byCount[1]!.size < 4) expect(f.seating.pending).toBeNull() // no balancing in the Olympic format
      }
    }
    const pending = f.seating.pending!
    expect(pending.proposal).toMatchObject({ kind: 'olympic', stage: 'final' })
    f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: pending.id })
    expect(f.seating.room.openTableCount).toBe(1)
    expect(f.seating.room.seatOf.size).toBe(4)
  })
})

describe('hand-for-hand (§8.14)', () => {
  it('marks proposals to be confirmed only between hands', () => {
    const f = drawnFlow(20, 2)
    f.run({ type: 'seating.handForHand', tournamentId: 't1', on: true })
    const t1 = [...f.seating.room.tables.get(1)!.occupant].filter(Boolean) as string[]
    eliminate(f, t1[0]!)
    eliminate(f, t1[1]!)
    expect(f.seating.pending!.proposal.askFirst).toBe(true)
  })

  it("§24.4–§24.6: with a clock, the seating switch is the clock's — it stops the level clock, and off resumes it", () => {
    const f = drawnFlow(20, 2)
    f.run({ type: 'clock.structure.set', tournamentId: 't1', structure: TEMPLATES['nlhe-regular']() })
    f.run({ type: 'clock.start', tournamentId: 't1' })
    const on = f.run({ type: 'seating.handForHand', tournamentId: 't1', on: true })
    expect(on.map((e) => e.type)).toEqual(['clock.handForHandSet', 'clock.paused'])
    const clock = () => f.state.tournaments.get('t1')!.clock
    expect(clock().handForHand.on).toBe(true)
    expect(f.seating.room.handForHand).toBe(true)
    const off = f.run({ type: 'seating.handForHand', tournamentId: 't1', on: false })
    expect(off.map((e) => e.type)).toEqual(['clock.handForHandSet', 'clock.resumed'])
    expect(clock().handForHand.on).toBe(false)
    expect(f.seating.room.handForHand).toBe(false)
    // Without a clock structure the seating switch stands alone.
    const g = drawnFlow(20, 2)
    expect(g.run({ type: 'seating.handForHand', tournamentId: 't1', on: true }).map((e) => e.type)).toEqual([
      'seating.handForHandSet'
    ])
  })
})

describe('changes during play', () => {
  it('adds tables for late registration overflow; they close first (§9.1)', () => {
    const f = drawnFlow(20, 2)
    f.run({ type: 'seating.addTables', tournamentId: 't1', tables: [{ number: 3, seats: 10 }] })
    expect(f.seating.room.closingOrder).toEqual([3, 1, 2])
    expect(f.refused({ type: 'seating.addTables', tournamentId: 't1', tables: [{ number: 3, seats: 10 }] }).code).toBe(
      'error.seating.duplicateTable'
    )
    f.fold([
      {
        type: 'player.created',
        playerId: 'late',
        fields: {
          displayName: 'Late Lena',
          fullName: '',
          participantNumber: '',
          clubId: '',
          contact: '',
          ageConfirmed: true,
          rulesConsent: true,
          dataConsent: true,
          notes: ''
        },
        source: 'desk'
      }
    ])
    const events = f.run(
      {
        type: 'entry.register',
        tournamentId: 't1',
        playerId: 'late',
        preRegistered: false,
        waitingList: false,
        override: true
      },
      { reason: 'late registration test' }
    )
    expect(events.find((e) => e.type === 'seating.seated')).toMatchObject({ draw: { placements: [{ table: 3 }] } })
    // 10 / 10 / 1: balancing follows at once.
    expect(f.seating.pending!.proposal.kind).toBe('balance')
  })

  it('changes the tolerance to two by the chief judge’s decision, with a reason (BFSP §3.1)', () => {
    const f = drawnFlow(20, 2)
    const rules = { ...f.seating.room.rules, tolerance: 2 as const }
    expect(f.refused({ type: 'seating.setRules', tournamentId: 't1', rules }).code).toBe('error.seating.reasonRequired')
    f.run(
      { type: 'seating.setRules', tournamentId: 't1', rules },
      { reason: 'Chief judge: two allowed late in the day' }
    )
    expect(f.seating.room.rules.tolerance).toBe(2)
    const t1 = [...f.seating.room.tables.get(1)!.occupant].filter(Boolean) as string[]
    eliminate(f, t1[0]!)
    eliminate(f, t1[1]!)
    expect(f.seating.pending).toBeNull()
  })
})
