import { describe, expect, it } from 'vitest'
import { openFloor } from '../../src/main/app/bootstrap'
import type { ProtocolDocument } from '../../src/shared/core/protocol/document'
import type { ResultsView } from '../../src/shared/core/results/views'
import { mainEvent } from '../support/fixtures'
import { admin, display, openTestFloor, TestClock } from '../support/floor'
import { playerFields } from '../support/registration'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

function setup(dir: string) {
  let id = 0
  const clock = new TestClock()
  const floor = openFloor(dir, { clock, newId: () => `id-${++id}`, randomInt: () => 0 })
  const run = (command: unknown, meta?: unknown) =>
    floor.service.execute(meta ? { command, meta } : { command }, admin('Ivan (floor)'))
  const created = run({ type: 'tournament.create', fields: mainEvent })
  if (!created.ok) throw new Error(created.error.message)
  const tournamentId = (created.value.events[0] as { tournamentId: string }).tournamentId
  const entry = (name: string) => {
    const p = run({ type: 'player.create', fields: playerFields(name, { fullName: `${name} Internal` }) })
    if (!p.ok) throw new Error(p.error.message)
    const r = run({
      type: 'entry.register',
      tournamentId,
      playerId: (p.value.events[0] as { playerId: string }).playerId
    })
    if (!r.ok) throw new Error(r.error.message)
    return (r.value.events[0] as { entryId: string }).entryId
  }
  const q = <T>(query: unknown, session = admin()) => {
    const r = floor.service.query(query, session)
    if (!r.ok) throw new Error(r.error.message)
    return r.value as T
  }
  return { floor, run, tournamentId, entry, q, clock }
}

describe('eliminations, places and the protocol through the real service and a SQLite file (§27.6–§27.8, §28.12)', () => {
  it('plays to a winner with a same-hand bust, survives a restart, and produces the protocol, CSV and JSON', () => {
    const dir = tempDir()
    const { floor, run, tournamentId, entry, q, clock } = setup(dir)
    const [a, b, c, d] = [entry('Anna'), entry('Boris'), entry('Vera'), entry('Gleb')]
    const hand = (busts: unknown[], meta?: unknown) =>
      run({ type: 'results.recordHand', tournamentId, level: 2, confirmedBy: 'Dealer Olga', busts }, meta)
    // §24.7, §29.51: two out in one hand — Gleb had more chips at the start of the hand, so he places higher.
    expect(
      hand([
        { entryId: c, startStack: 4000 },
        { entryId: d, startStack: 9000, eliminatedBy: a }
      ])
    ).toMatchObject({ ok: true })
    expect(hand([{ entryId: b }])).toMatchObject({ ok: true })
    let view = q<ResultsView>({ type: 'results.get', tournamentId })
    expect(view.rows.map((r) => [r.displayName, r.place, r.basis])).toEqual([
      ['Anna', 1, 'last-remaining'],
      ['Boris', 2, 'sole-elimination'],
      ['Gleb', 3, 'start-stack'],
      ['Vera', 4, 'start-stack']
    ])
    // A display connection gets no internal results and no protocol (§27.11, §25.14).
    expect(floor.service.query({ type: 'results.get', tournamentId }, display())).toMatchObject({
      ok: false,
      error: { code: 'error.readOnly' }
    })
    expect(floor.service.query({ type: 'results.protocol', tournamentId }, display())).toMatchObject({ ok: false })
    const shown = q<{ results: { lastEliminations: unknown[]; finalStandings: Array<{ name: string }> } }>(
      { type: 'display.get', tournamentId },
      display()
    )
    expect(shown.results.finalStandings.map((p) => p.name)).toEqual(['Anna', 'Boris', 'Gleb', 'Vera'])
    expect(JSON.stringify(shown)).not.toContain('Internal')

    expect(run({ type: 'results.approve', tournamentId })).toMatchObject({ ok: true })
    clock.advance(60_000)
    // §27.8 after the approval: an undo needs the results reopened with a reason (§28.12) and shows in
    // the protocol's corrections.
    const bHand = view.hands.find((h) => h.entries.some((e) => e.entryId === b))!.handId
    expect(
      run({ type: 'results.undoHand', tournamentId, handId: bHand }, { reason: 'Boris was not all in' })
    ).toMatchObject({ ok: false, error: { code: 'results.error.approvedReopen' } })
    expect(run({ type: 'results.reopen', tournamentId }, { reason: 'Boris was not all in' })).toMatchObject({
      ok: true
    })
    expect(run({ type: 'results.undoHand', tournamentId, handId: bHand })).toMatchObject({
      ok: false,
      error: { code: 'results.error.reasonRequired' }
    })
    expect(
      run({ type: 'results.undoHand', tournamentId, handId: bHand }, { reason: 'Boris was not all in' })
    ).toMatchObject({ ok: true })
    expect(hand([{ entryId: b }], { reason: 'Boris out in the next hand' })).toMatchObject({ ok: true })
    floor.close()

    // Rebuilt from the file: the same places.
    const reopened = openTestFloor(dir)
    view = (reopened.service.query({ type: 'results.get', tournamentId }, admin()) as { value: ResultsView }).value
    expect(view.rows.map((r) => r.place)).toEqual([1, 2, 3, 4])
    expect(view.approval).toMatchObject({ by: 'Ivan (floor)' })

    const doc = (
      reopened.service.query({ type: 'results.protocol', tournamentId }, admin()) as { value: ProtocolDocument }
    ).value
    expect(doc.participants.map((p) => [p.publicName, p.place, p.basis, p.status])).toEqual([
      ['Anna', 1, 'last-remaining', 'winner'],
      ['Boris', 2, 'sole-elimination', 'eliminated'],
      ['Gleb', 3, 'start-stack', 'eliminated'],
      ['Vera', 4, 'start-stack', 'eliminated']
    ])
    expect(doc.participants[2]).toMatchObject({ eliminationLevel: 2, realName: 'Gleb Internal' })
    expect(doc.approval).not.toBeNull()
    expect(doc.correctionsAfterApproval).toBeGreaterThan(0)
    expect(doc.corrections.map((c) => c.reason)).toContain('Boris was not all in')

    const html = (
      reopened.service.query({ type: 'results.protocol', tournamentId, format: 'html', language: 'ru' }, admin()) as {
        value: string
      }
    ).value
    expect(html).not.toContain('<script')
    expect(html).toContain('Gleb')
    const csv = (
      reopened.service.query({ type: 'results.protocol', tournamentId, format: 'csv' }, admin()) as { value: string }
    ).value
    expect(csv.split('\n').length).toBeGreaterThanOrEqual(5)
    reopened.close()
  })
})
