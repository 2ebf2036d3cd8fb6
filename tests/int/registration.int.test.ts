import { describe, expect, it } from 'vitest'
import { openFloor } from '../../src/main/app/bootstrap'
import type { LevelPosition } from '../../src/shared/core/registration/levels'
import { activeEntries } from '../../src/shared/core/registration/entries'
import { mainEvent } from '../support/fixtures'
import { admin, display, openTestFloor, TestClock } from '../support/floor'
import { playerFields } from '../support/registration'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

function setup(dir: string, position: { current: LevelPosition } = { current: null }) {
  let id = 0
  const floor = openFloor(dir, {
    clock: new TestClock(),
    newId: () => `id-${++id}`,
    randomInt: () => 0,
    levelSource: () => position.current
  })
  const run = (command: unknown, meta?: unknown) =>
    floor.service.execute(meta ? { command, meta } : { command }, admin())
  const created = run({ type: 'tournament.create', fields: mainEvent })
  if (!created.ok) throw new Error(created.error.message)
  const tournamentId = (created.value.events[0] as { tournamentId: string }).tournamentId
  const player = (name: string) => {
    const r = run({ type: 'player.create', fields: playerFields(name) })
    if (!r.ok) throw new Error(r.error.message)
    return (r.value.events[0] as { playerId: string }).playerId
  }
  const register = (playerId: string, extra: Record<string, unknown> = {}, meta?: unknown) =>
    run({ type: 'entry.register', tournamentId, playerId, ...extra }, meta)
  return { floor, run, tournamentId, player, register, position }
}

describe('registration through the real service and store', () => {
  it('records entries on the tournament stream and players on the players stream, and rebuilds them', () => {
    const dir = tempDir()
    const { floor, tournamentId, player, register } = setup(dir)
    const anna = player('Anna')
    expect(register(anna)).toMatchObject({ ok: true })
    const streams = floor.store.recent(10).map((r) => [r.event.type, r.stream])
    expect(streams).toContainEqual(['player.created', 'players'])
    expect(streams).toContainEqual(['entry.registered', tournamentId])
    floor.close()
    const reopened = openTestFloor(dir)
    const t = reopened.service.current.tournaments.get(tournamentId)!
    expect(activeEntries(t).map((e) => e.number)).toEqual([1])
    expect(reopened.service.current.players.byId.get(anna)?.fields.displayName).toBe('Anna')
    reopened.close()
  })

  it('closes late registration when the clock passes the announced level, and writes nothing for the refusal (§7.7)', () => {
    const s = setup(tempDir())
    expect(
      s.run({
        type: 'registration.setTerms',
        tournamentId: s.tournamentId,
        terms: { lateRegistration: { kind: 'level-end', level: 2 } }
      })
    ).toMatchObject({ ok: true })
    const early = s.player('Early')
    const late = s.player('Late')
    s.position.current = { level: 2, inBreak: false, breaksStarted: 0 }
    expect(s.register(early)).toMatchObject({ ok: true, value: { events: [{ late: true }] } })
    s.position.current = { level: 3, inBreak: false, breaksStarted: 1 }
    const before = s.floor.store.count()
    expect(s.register(late)).toMatchObject({ ok: false, error: { code: 'error.entry.lateRegistrationClosed' } })
    expect(s.floor.store.count()).toBe(before)
    // §7.8: the director may still add a player, with a recorded reason.
    const overridden = s.register(late, { override: true }, { reason: 'Desk PC lost the 20:05 registration' })
    expect(overridden).toMatchObject({ ok: true })
    expect(s.floor.store.recent(1)[0]).toMatchObject({
      reason: 'Desk PC lost the 20:05 registration',
      actor: 'Anna (TD)'
    })
    expect(s.floor.service.query({ type: 'registration.get', tournamentId: s.tournamentId }, admin())).toMatchObject({
      ok: true,
      value: { lateRegistration: { status: 'closed' }, stats: { entries: 2 } }
    })
    s.floor.close()
  })

  it('answers search, entry list and display queries; a display connection gets no player data', () => {
    const s = setup(tempDir())
    const p = s.run({
      type: 'player.create',
      fields: playerFields('Shark', { fullName: 'Ivan Petrov', clubId: 'BY-77' })
    })
    const id = p.ok ? (p.value.events[0] as { playerId: string }).playerId : ''
    s.register(id)
    expect(
      s.floor.service.query({ type: 'players.search', text: 'petr', tournamentId: s.tournamentId }, admin())
    ).toMatchObject({
      ok: true,
      value: [{ displayName: 'Shark', entry: { number: 1, status: 'registered' } }]
    })
    expect(s.floor.service.query({ type: 'entries.list', tournamentId: s.tournamentId }, admin())).toMatchObject({
      ok: true,
      value: { total: 1 }
    })
    expect(s.floor.service.query({ type: 'players.search', text: 'petr' }, display())).toMatchObject({
      ok: false,
      error: { code: 'error.readOnly' }
    })
    expect(
      s.floor.service.subscribe({ topic: 'registration', tournamentId: s.tournamentId }, display(), () => undefined)
    ).toMatchObject({ ok: false })
    const shown = s.floor.service.query({ type: 'display.get' }, display())
    expect(shown).toMatchObject({ ok: true, value: { stats: { entries: 1, playersLeft: 1 } } })
    expect(JSON.stringify(shown)).not.toContain('Petrov')
    expect(JSON.stringify(shown)).not.toContain('BY-77')
    s.floor.close()
  })

  it('imports a confirmed CSV in one transaction, or nothing when a row is invalid', () => {
    const s = setup(tempDir())
    const preview = s.floor.service.query(
      { type: 'players.importPreview', csv: 'Name;Club\nAnna;C1\nBoris;C2\n' },
      admin()
    )
    if (!preview.ok) throw new Error('preview failed')
    const rows = (preview.value as { rows: { fields: unknown }[] }).rows.map((r) => r.fields)
    const before = s.floor.store.count()
    expect(s.run({ type: 'player.import', rows: [...rows, { displayName: '' }] })).toMatchObject({
      ok: false,
      error: { code: 'error.invalid' }
    })
    expect(s.floor.store.count()).toBe(before)
    expect(s.run({ type: 'player.import', rows })).toMatchObject({ ok: true })
    expect(s.floor.store.count()).toBe(before + 2)
    s.floor.close()
  })

  it('pushes the registration summary after a burst of commands', async () => {
    const s = setup(tempDir())
    const pushes: unknown[] = []
    const sub = s.floor.service.subscribe({ topic: 'registration', tournamentId: s.tournamentId }, admin(), (_k, v) =>
      pushes.push(v)
    )
    expect(sub.ok).toBe(true)
    for (const name of ['A', 'B', 'C']) s.register(s.player(name))
    await new Promise((resolve) => setImmediate(resolve))
    expect(pushes).toHaveLength(2)
    expect(pushes[1]).toMatchObject({ stats: { entries: 3 }, recent: [{ number: 3 }, { number: 2 }, { number: 1 }] })
    s.floor.close()
  })
})

describe('a player record keeps its history (§4.7)', () => {
  it('lists creation, edits with old and new values, and merges with their reason', () => {
    const s = setup(tempDir())
    const keep = s.player('Ivan')
    const dup = s.player('Vanya')
    s.run({ type: 'player.edit', playerId: keep, changes: { clubId: 'BY-9' } })
    expect(s.run({ type: 'player.merge', duplicateId: dup, keepId: keep }, { reason: 'Same passport' })).toMatchObject({
      ok: true
    })
    const history = s.floor.service.query({ type: 'player.history', playerId: keep }, admin())
    expect(history).toMatchObject({
      ok: true,
      value: [
        { event: { type: 'player.created' } },
        { event: { type: 'player.edited', changes: { clubId: { from: '', to: 'BY-9' } } } },
        { event: { type: 'player.merged' }, reason: 'Same passport' }
      ]
    })
    expect(s.floor.service.query({ type: 'player.history', playerId: dup }, admin())).toMatchObject({
      ok: true,
      value: [{}, { event: { type: 'player.merged' } }]
    })
    expect(s.floor.service.query({ type: 'player.history', playerId: keep }, display())).toMatchObject({ ok: false })
    s.floor.close()
  })
})
