import { describe, expect, it } from 'vitest'
import type { SeatingView } from '../../src/shared/core/seating/views'
import type { PublicDisplay } from '../../src/shared/core/views/tournament'
import { mainEvent } from '../support/fixtures'
import { admin, display, openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

type Floor = ReturnType<typeof openTestFloor>

function run(
  floor: Floor,
  command: Record<string, unknown>,
  meta?: Record<string, unknown>
): Array<Record<string, unknown>> {
  const r = floor.service.execute(meta ? { command, meta } : { command }, admin())
  if (!r.ok) throw new Error(r.error.message)
  return r.value.events as never
}

function seatedTournament(floor: Floor, players: number): { id: string; entries: string[] } {
  const [created] = run(floor, { type: 'tournament.create', fields: mainEvent })
  const id = created!.tournamentId as string
  const entries: string[] = []
  for (let i = 0; i < players; i += 1) {
    const [p] = run(floor, {
      type: 'player.create',
      fields: {
        displayName: `Alias ${i}`,
        fullName: `Secret Realname ${i}`,
        ageConfirmed: true,
        rulesConsent: true,
        dataConsent: true
      },
      allowDuplicate: true
    })
    const [e] = run(floor, { type: 'entry.register', tournamentId: id, playerId: p!.playerId })
    entries.push(e!.entryId as string)
  }
  run(floor, {
    type: 'seating.configure',
    tournamentId: id,
    tables: [1, 2].map((n) => ({ number: n, seats: 10 })),
    closingOrder: { kind: 'published', order: [1, 2] },
    rules: {}
  })
  run(floor, { type: 'seating.draw', tournamentId: id })
  return { id, entries }
}

function seating(floor: Floor, id: string): SeatingView {
  const r = floor.service.query({ type: 'seating.get', tournamentId: id }, admin())
  if (!r.ok) throw new Error(r.error.message)
  return r.value as SeatingView
}

describe('seating through the real service and store', () => {
  it('records an elimination, the freed seat and the balancing proposal in one transaction (§8.3)', () => {
    const floor = openTestFloor(tempDir())
    const { id } = seatedTournament(floor, 20)
    const table1 = seating(floor, id)
      .tables[0]!.seats.filter((s) => s.entryId)
      .map((s) => s.entryId!)
    run(floor, { type: 'entry.eliminate', tournamentId: id, entryId: table1[0], level: 2, confirmedBy: 'Floor' })
    const before = floor.store.count()
    const events = run(floor, {
      type: 'entry.eliminate',
      tournamentId: id,
      entryId: table1[1],
      level: 2,
      confirmedBy: 'Floor'
    })
    expect(events.map((e) => e.type)).toEqual(['entry.eliminated', 'seating.released', 'seating.proposed'])
    expect(floor.store.count()).toBe(before + 3)
    expect(seating(floor, id).pending!.moves).toHaveLength(1)
    floor.close()
  })

  it('hand-for-hand switched on at the clock makes balancing ask first (§8.14, §24.4)', () => {
    const floor = openTestFloor(tempDir())
    const { id, entries } = seatedTournament(floor, 12)
    run(floor, { type: 'clock.handForHand', tournamentId: id, on: true })
    expect(seating(floor, id).handForHand).toBe(true)
    // Four out of one table leaves the tables unbalanced: the proposal must wait for the floor's go-ahead.
    const byTable = new Map<number, string[]>()
    for (const table of seating(floor, id).tables)
      byTable.set(
        table.number,
        table.seats.filter((s) => s.entryId).map((s) => s.entryId!)
      )
    const fuller = [...byTable.values()].sort((a, b) => b.length - a.length)[1]!
    for (const entryId of fuller.slice(0, 4))
      run(floor, { type: 'entry.eliminate', tournamentId: id, entryId, level: 1, confirmedBy: 'Floor' })
    expect(seating(floor, id).pending?.askFirst).toBe(true)
    expect(entries.length).toBe(12)
    floor.close()
  })

  it('the protocol carries each participant’s table and seat, kept after elimination, and every move (App. C.8, C.9)', () => {
    const floor = openTestFloor(tempDir())
    const { id } = seatedTournament(floor, 20)
    const table1 = seating(floor, id)
      .tables[0]!.seats.filter((s) => s.entryId)
      .map((s) => s.entryId!)
    for (const entryId of table1.slice(0, 2))
      run(floor, { type: 'entry.eliminate', tournamentId: id, entryId, level: 2, confirmedBy: 'Floor' })
    const proposal = seating(floor, id).pending!
    run(floor, { type: 'seating.confirm', tournamentId: id, proposalId: proposal.id })
    const r = floor.service.query({ type: 'results.protocol', tournamentId: id }, admin())
    if (!r.ok) throw new Error(r.error.message)
    const doc = r.value as {
      participants: Array<{ entryId: string; table?: string; seat?: number }>
      moves: Array<{ toTable: string; fromTable?: string }>
    }
    const out = doc.participants.find((p) => p.entryId === table1[0])!
    expect(out.table).toBe(String(seating(floor, id).tables[0]!.number))
    expect(out.seat).toBeGreaterThan(0)
    expect(doc.participants.every((p) => p.table !== undefined)).toBe(true)
    expect(doc.moves).toHaveLength(proposal.moves.length)
    expect(doc.moves[0]!.fromTable).not.toBe(doc.moves[0]!.toTable)
    floor.close()
  })

  it('rebuilds the same seating from the journal, draw chain intact (§8.1)', () => {
    const dir = tempDir()
    const floor = openTestFloor(dir)
    const { id } = seatedTournament(floor, 15)
    const view = seating(floor, id)
    floor.close()
    const reopened = openTestFloor(dir)
    const again = seating(reopened, id)
    expect(again.tables).toEqual(view.tables)
    expect(again.drawChainIntact).toBe(true)
    reopened.close()
  })

  it('gives a display connection public names only, and no seating queries (§27.11)', () => {
    const floor = openTestFloor(tempDir())
    const { id, entries } = seatedTournament(floor, 12)
    run(floor, { type: 'seating.showList', tournamentId: id, on: true })
    const r = floor.service.query({ type: 'display.get', tournamentId: id }, display())
    expect(r.ok).toBe(true)
    const json = JSON.stringify((r as { value: PublicDisplay }).value.seating)
    expect(json).toContain('Alias 3')
    expect(json).not.toContain('Secret Realname')
    for (const e of entries) expect(json).not.toContain(e)
    expect(floor.service.query({ type: 'seating.get', tournamentId: id }, display()).ok).toBe(false)
    expect(floor.service.execute({ command: { type: 'seating.draw', tournamentId: id } }, display()).ok).toBe(false)
    floor.close()
  })

  it('refuses a manual move without a reason and writes nothing (§8.10)', () => {
    const floor = openTestFloor(tempDir())
    const { id, entries } = seatedTournament(floor, 12)
    const before = floor.store.count()
    const r = floor.service.execute(
      { command: { type: 'seating.move', tournamentId: id, entryId: entries[0], to: { table: 1, seat: 10 } } },
      admin()
    )
    expect(r).toMatchObject({ ok: false, error: { code: 'error.seating.reasonRequired' } })
    expect(floor.store.count()).toBe(before)
    floor.close()
  })
})
