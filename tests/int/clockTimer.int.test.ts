import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PublicDisplay } from '../../src/shared/core/views/tournament'
import { admin, display, openTestFloor, TestClock } from '../support/floor'
import { useTempDir } from '../support/tempDir'
import { T0 } from '../support/decider'

const tempDir = useTempDir()
afterEach(() => vi.useRealTimers())

const fields = {
  name: 'Timer Cup',
  date: '2026-11-28',
  venue: 'Hall',
  discipline: 'holdem',
  bettingFormat: 'no-limit',
  startingStack: 20000
}
const items = [
  { kind: 'level', seconds: 60, smallBlind: 100, bigBlind: 200 },
  { kind: 'break', seconds: 30, label: 'Break' },
  { kind: 'level', seconds: 60, smallBlind: 200, bigBlind: 400 }
]

function setUp(dir: string, clock = new TestClock()) {
  const floor = openTestFloor(dir, clock)
  const created = floor.service.execute({ command: { type: 'tournament.create', fields } }, admin())
  if (!created.ok) throw new Error(created.error.message)
  const id = (created.value.events[0] as { tournamentId: string }).tournamentId
  const set = floor.service.execute(
    { command: { type: 'clock.structure.set', tournamentId: id, structure: { items } } },
    admin()
  )
  if (!set.ok) throw new Error(set.error.message)
  return { floor, id }
}

describe('the level timer in the main process', () => {
  it('pushes the new level to a display at each boundary without any command, from one armed timeout', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate'] })
    const { floor, id } = setUp(tempDir())
    const pushes: PublicDisplay[] = []
    floor.service.subscribe({ topic: 'display' }, display(), (_k, v) => pushes.push(v as PublicDisplay))
    floor.service.execute({ command: { type: 'clock.start', tournamentId: id } }, admin())
    vi.advanceTimersByTime(1)
    expect(floor.timer.nextDueAt).toBe(T0 + 60_000)
    expect(pushes.at(-1)!.clock!.reading).toMatchObject({ status: 'running', index: 0 })
    const before = pushes.length
    floor.testClock.advance(59_999)
    vi.advanceTimersByTime(59_999)
    expect(pushes.length).toBe(before) // nothing visible changed: nothing pushed
    floor.testClock.advance(1)
    vi.advanceTimersByTime(2)
    expect(pushes.at(-1)!.clock!.reading.index).toBe(1)
    expect(floor.timer.nextDueAt).toBe(T0 + 90_000)
    floor.testClock.advance(30_000)
    vi.advanceTimersByTime(30_001)
    expect(pushes.at(-1)!.clock!.reading.index).toBe(2)
    floor.close()
  })

  it('§5.2, §28.6: a scheduled start that passes with no command is recorded by the clock, at the moment play began', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate'] })
    const { floor, id } = setUp(tempDir())
    floor.service.execute({ command: { type: 'clock.start', tournamentId: id, at: T0 + 10 * 60_000 } }, admin())
    expect(floor.service.current.tournaments.get(id)!.status).toBe('announced')
    expect(floor.timer.nextDueAt).toBe(T0 + 10 * 60_000)
    floor.testClock.advance(10 * 60_000 + 3)
    vi.advanceTimersByTime(10 * 60_000 + 3)
    const t = floor.service.current.tournaments.get(id)!
    expect(t.status).toBe('started')
    expect(t.startedAt).toBe(T0 + 10 * 60_000)
    const record = floor.store.recent(1)[0]!
    expect(record).toMatchObject({
      event: { type: 'tournament.started' },
      actor: 'Floorclock (clock)',
      occurredAt: T0 + 10 * 60_000
    })
    // Recorded once: the next boundary adds nothing of the kind.
    floor.testClock.advance(60_000)
    vi.advanceTimersByTime(60_001)
    expect(floor.store.recent(50).filter((r) => r.event.type === 'tournament.started')).toHaveLength(1)
    floor.close()
  })

  it('a scheduled start that passed while the app was closed is recorded at start-up, with the time it happened', () => {
    const dir = tempDir()
    const { floor, id } = setUp(dir)
    floor.service.execute({ command: { type: 'clock.start', tournamentId: id, at: T0 + 60_000 } }, admin())
    floor.close()
    const later = new TestClock(T0 + 3_600_000)
    const reopened = openTestFloor(dir, later)
    const t = reopened.service.current.tournaments.get(id)!
    expect(t.status).toBe('started')
    expect(t.startedAt).toBe(T0 + 60_000)
    reopened.close()
  })

  it('a paused clock arms nothing; a display is only given public data', () => {
    const { floor, id } = setUp(tempDir())
    floor.service.execute({ command: { type: 'clock.start', tournamentId: id } }, admin())
    floor.service.execute({ command: { type: 'clock.pause', tournamentId: id } }, admin())
    expect(floor.timer.nextDueAt).toBeNull()
    const refused = floor.service.execute({ command: { type: 'clock.resume', tournamentId: id } }, display())
    expect(refused.ok).toBe(false)
    floor.close()
  })

  it('closing and reopening the app shows the clock where it would be had it kept running (restart)', () => {
    const dir = tempDir()
    const clock = new TestClock()
    const { floor, id } = setUp(dir, clock)
    floor.service.execute({ command: { type: 'clock.start', tournamentId: id } }, admin())
    floor.close()
    clock.advance(100_000) // the app was closed for 100 s: level 1 (60 s) and 30 s of the break (30 s) are over
    const reopened = openTestFloor(dir, clock)
    const view = reopened.service.query({ type: 'display.get' }, display())
    expect(view.ok && (view.value as PublicDisplay).clock!.reading).toMatchObject({ status: 'running', index: 2 })
    expect(reopened.timer.nextDueAt).toBe(T0 + 150_000)
    reopened.close()
  })
})

describe("the director's logo and sounds on the displays", () => {
  it('travel as references: a push stays small, each file is fetched once by reference, a replaced file is gone', () => {
    const { floor, id } = setUp(tempDir())
    const sound = `data:audio/wav;base64,${'U'.repeat(100_000)}`
    const logo = `data:image/png;base64,${'A'.repeat(50_000)}`
    const set = floor.service.execute(
      {
        command: {
          type: 'clock.display',
          tournamentId: id,
          settings: { logo, sounds: { level: sound, warning: sound } }
        }
      },
      admin()
    )
    if (!set.ok) throw new Error(set.error.message)
    const shown = floor.service.query({ type: 'display.get', tournamentId: id }, display())
    if (!shown.ok) throw new Error(shown.error.message)
    const json = JSON.stringify(shown.value)
    expect(json.length).toBeLessThan(10_000)
    expect(json).not.toContain('data:audio')
    const clock = (shown.value as PublicDisplay).clock!
    expect(Object.keys(clock.display.sounds).sort()).toEqual(['level', 'warning'])
    const media = (ref: string | null | undefined) =>
      floor.service.query({ type: 'display.media', ref: ref ?? '' }, display())
    expect(media(clock.display.sounds.level)).toEqual({ ok: true, value: sound })
    expect(media(clock.display.logo)).toEqual({ ok: true, value: logo })
    // A new file gets a new reference; the old one no longer answers.
    floor.service.execute(
      { command: { type: 'clock.display', tournamentId: id, settings: { sounds: { level: null } } } },
      admin()
    )
    expect(media(clock.display.sounds.level)).toEqual({ ok: true, value: null })
    const after = (
      floor.service.query({ type: 'display.get', tournamentId: id }, display()) as { value: PublicDisplay }
    ).value.clock!
    expect(Object.keys(after.display.sounds)).toEqual(['warning'])
    expect(media(after.display.sounds.warning)).toEqual({ ok: true, value: sound })
    expect(media('media:nowhere:1:logo')).toEqual({ ok: true, value: null })
    floor.close()
  })
})
