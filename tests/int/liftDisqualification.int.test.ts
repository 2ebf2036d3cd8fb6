import { describe, expect, it } from 'vitest'
import type { ResultsView } from '../../src/shared/core/results/views'
import { mainEvent } from '../support/fixtures'
import { admin, openTestFloor } from '../support/floor'
import { stateHash } from '../support/stateHash'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

/** §27.8, §25.10: a disqualification recorded in error is lifted with a reason; places follow; the history keeps both. */
describe('lifting a disqualification', () => {
  it('puts the entry back in play, recomputes the places, keeps the history; refused without a reason or for an entry not disqualified', () => {
    const dir = tempDir()
    const floor = openTestFloor(dir)
    const execute = (command: Record<string, unknown>, meta?: Record<string, unknown>) =>
      floor.service.execute({ command, ...(meta ? { meta } : {}) }, admin())
    const run = (command: Record<string, unknown>, meta?: Record<string, unknown>): Array<Record<string, string>> => {
      const r = execute(command, meta)
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
      return r.value.events as never
    }
    const q = (): ResultsView =>
      (floor.service.query({ type: 'results.get', tournamentId }, admin()) as { value: ResultsView }).value
    const tournamentId = run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId!
    const entry = (name: string) => {
      const playerId = run({ type: 'player.create', fields: { displayName: name } })[0]!.playerId!
      return run({ type: 'entry.register', tournamentId, playerId }).find((e) => e.type === 'entry.registered')!
        .entryId!
    }
    const [, boris, vera] = [entry('Anna'), entry('Boris'), entry('Vera'), entry('Gleb')]
    // §25.10: Vera disqualified by the director through a penalty record (the default rule keeps her place).
    const recorded = run(
      {
        type: 'penalty.record',
        tournamentId,
        entryId: vera,
        tableId: 'T1',
        level: 2,
        violation: { code: 'other', description: 'Collusion suspected' },
        measure: { kind: 'disqualification', scope: 'tournament' },
        decidedBy: { name: 'TD Anna', role: 'director' }
      },
      { reason: 'Collusion suspected' }
    )
    const penaltyId = (recorded[0] as unknown as { penalty: { id: string } }).penalty.id
    expect(q().rows.find((r) => r.entryId === vera)).toMatchObject({ status: 'disqualified', place: 4 })
    // The penalty record cannot be withdrawn while the disqualification stands.
    expect(execute({ type: 'penalty.withdraw', tournamentId, penaltyId }, { reason: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'results.error.penaltyDisqualificationChange' }
    })

    const before = { count: floor.store.count(), hash: stateHash(floor.service.current) }
    expect(execute({ type: 'entry.liftDisqualification', tournamentId, entryId: vera })).toMatchObject({
      ok: false,
      error: { code: 'error.registration.reasonRequired' }
    })
    expect(
      execute({ type: 'entry.liftDisqualification', tournamentId, entryId: boris }, { reason: 'x' })
    ).toMatchObject({ ok: false, error: { code: 'error.entry.notDisqualified' } })
    expect({ count: floor.store.count(), hash: stateHash(floor.service.current) }).toEqual(before)

    run({ type: 'entry.liftDisqualification', tournamentId, entryId: vera }, { reason: 'Video review: no collusion' })
    const view = q()
    expect(view.rows.find((r) => r.entryId === vera)).toMatchObject({ status: 'in', place: null })
    expect(view.remaining).toBe(4)
    // Now the penalty record may be withdrawn, with a reason.
    run({ type: 'penalty.withdraw', tournamentId, penaltyId }, { reason: 'The disqualification was lifted' })
    // The protocol's corrections keep both steps (C.17).
    const doc = floor.service.query({ type: 'results.protocol', tournamentId }, admin()) as {
      value: { corrections: Array<{ entryId?: string; from: string; to: string; reason: string }> }
    }
    expect(doc.value.corrections.filter((c) => c.entryId === vera).map((c) => [c.from, c.to, c.reason])).toEqual([
      ['in', 'disqualified', 'Collusion suspected'],
      ['disqualified', 'in', 'Video review: no collusion']
    ])
    floor.close()
    // Rebuilt from the file: the same.
    const reopened = openTestFloor(dir)
    const again = (reopened.service.query({ type: 'results.get', tournamentId }, admin()) as { value: ResultsView })
      .value
    expect(again.rows.find((r) => r.entryId === vera)).toMatchObject({ status: 'in', place: null })
    reopened.close()
  })
})
