import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ScreensView } from '../../src/shared/core/display/views'
import { mainEvent } from '../support/fixtures'
import { admin, display, openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

afterEach(() => vi.useRealTimers())

/**
 * The hall server logged "the pushed view screens differed from the journal; corrected and pushed again" over an
 * evening: the admin's list of displays gave a connected display's "last seen" as the moment the list was read. The
 * pushed list held the time of its last computation, the quiet-time check read the list again later, so every check
 * after a display came or went found a "difference" — and every command of any tournament pushed a patch of it.
 * The real service and store; only the hub's timers are faked, to run its quiet-time check.
 */
describe('the admin’s list of displays does not drift with the time', () => {
  it('a connected display’s row stays the same while nothing about it changes: no correction, no needless patch', () => {
    const floor = openTestFloor(tempDir())
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate'] })
      const created = floor.service.execute({ command: { type: 'tournament.create', fields: mainEvent } }, admin())
      if (!created.ok) throw new Error(created.error.message)
      const tournamentId = (created.value.events[0] as { tournamentId: string }).tournamentId
      const lists: ScreensView[] = []
      const pushes: string[] = []
      const subscribed = floor.service.subscribe({ topic: 'screens' }, admin(), (_key, value, push) => {
        lists.push(value as ScreensView)
        pushes.push(push.json())
      })
      expect(subscribed.ok).toBe(true)
      // A hall display connects (it subscribes to its screen view), as one does at the start of the evening.
      const screen = floor.service.subscribe({ topic: 'screen', screenId: 'hall-screen-01' }, display(), () => {})
      expect(screen.ok).toBe(true)
      floor.service.flushViews()
      expect(lists.at(-1)!.screens.map((s) => [s.id, s.connected])).toEqual([['hall-screen-01', true]])
      const before = pushes.length

      // An hour of play: the director records things in the tournament, the floor goes quiet between them.
      for (let i = 0; i < 6; i += 1) {
        floor.testClock.advance(10 * 60_000)
        const r = floor.service.execute(
          { command: { type: 'tournament.edit', tournamentId, changes: { venue: `Hall ${i}` } } },
          admin()
        )
        if (!r.ok) throw new Error(r.error.message)
        floor.service.flushViews()
        floor.testClock.advance(60_000)
        vi.advanceTimersByTime(60_000) // the quiet-time checks, one view at a time
      }

      const drift = errors.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('differed from the journal'))
      expect(drift).toEqual([])
      // Nothing the list shows changed: the director's screen was sent no patch.
      expect(pushes.length).toBe(before)
    } finally {
      errors.mockRestore()
      floor.close()
    }
  })
})
