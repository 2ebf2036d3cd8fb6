import { describe, expect, it } from 'vitest'
import { hallContent } from '../../../../support/hallContent'
import { TEMPLATES } from '../../../../../src/shared/core/clock/templates'
import { publicDisplay } from '../../../../../src/shared/core/views/tournament'
import type { HallLanguage } from '../../../../../src/renderer/src/apps/hall/hallT'
import { mainEvent } from '../../../../support/fixtures'
import { SeatingFlow } from '../../../../support/seatingFlow'

/**
 * The line under the tournament's name on the hall display, through the real fold, public view and content builder:
 * the venue, the date in the screen's language with its month in words (never the ISO record "2026-12-08"), the game
 * and its limit in the screen's words.
 */
function subtitle(language: HallLanguage): string | undefined {
  const f = new SeatingFlow()
  f.fold([{ type: 'tournament.created', tournamentId: 'sat', fields: { ...mainEvent, date: '2026-12-08' } }])
  f.run({ type: 'clock.structure.set', tournamentId: 'sat', structure: TEMPLATES['nlhe-regular']() })
  f.run({ type: 'clock.start', tournamentId: 'sat' })
  return hallContent(publicDisplay(f.state, 'sat', f.now + 60_000), f.now + 60_000, { language }).head?.sub
}

describe('the hall display’s subtitle in the screen’s language', () => {
  it('Russian: "8 декабря 2026 г.", Техасский холдем · Безлимитный', () => {
    expect(subtitle('ru')).toBe('Hall A · 8 декабря 2026 г. · Техасский холдем · Безлимитный')
  })

  it('Swedish: "8 december 2026", the game and limit as the Swedish rules name them', () => {
    expect(subtitle('sv')).toBe("Hall A · 8 december 2026 · Texas Hold'em · No-limit")
  })

  it('English: "8 December 2026"', () => {
    expect(subtitle('en')).toBe("Hall A · 8 December 2026 · Texas Hold'em · No-limit")
  })
})
