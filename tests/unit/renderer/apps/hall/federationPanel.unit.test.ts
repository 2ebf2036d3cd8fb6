import { describe, expect, it } from 'vitest'
import { hallContent } from '../../../../support/hallContent'
import { publicDisplay, type PublicFederation } from '../../../../../src/shared/core/views'
import type { HallLanguage } from '../../../../../src/renderer/src/apps/hall/hallT'
import { mainEvent } from '../../../../support/fixtures'
import { SeatingFlow } from '../../../../support/seatingFlow'

/**
 * §28.9: the hall display lists tonight's players' federation points while the room has time to read them — before
 * the start and on breaks — and keeps the strip to the floor's own lists in play. Through the real fold, public view
 * and content builder; the federation part of the view is set by hand (the pull is tested through the hall server).
 */
const federation: PublicFederation = {
  pulledAt: Date.UTC(2026, 11, 7, 19, 15),
  timeZone: 'Europe/Stockholm',
  series: [
    {
      name: 'Riksserien',
      rows: [
        { name: 'Anna', points: 30, rank: 1, rankTo: 1 },
        { name: 'Boris', points: 1, rank: 2, rankTo: 3 },
        { name: 'Vera', points: 1, rank: 2, rankTo: 3 }
      ]
    }
  ]
}

function panelsAt(phase: 'before' | 'level' | 'break', language: HallLanguage = 'en') {
  const f = new SeatingFlow()
  f.fold([{ type: 'tournament.created', tournamentId: 'sat', fields: mainEvent }])
  const level = {
    kind: 'level' as const,
    seconds: 600,
    smallBlind: 100,
    bigBlind: 200,
    ante: 0,
    anteKind: 'none' as const
  }
  f.run({
    type: 'clock.structure.set',
    tournamentId: 'sat',
    structure: {
      items: [level, { kind: 'break', seconds: 600, label: '' }, { ...level, smallBlind: 200, bigBlind: 400 }]
    }
  })
  if (phase !== 'before') f.run({ type: 'clock.start', tournamentId: 'sat' })
  const now = f.now + (phase === 'break' ? 660_000 : 60_000)
  const view = { ...publicDisplay(f.state, 'sat', now), federation }
  return hallContent(view, now, { language }).panels.filter((p) => p.kind === 'federation')
}

describe('the federation panel on the hall display (§28.9)', () => {
  it('before the start: the series, "as of" in the hall’s time, places with their ties and points', () => {
    const [panel, ...more] = panelsAt('before')
    expect(more).toEqual([])
    expect(panel!.title).toBe('Federation · Riksserien · as of Dec 7, 20:15')
    expect(panel!.items).toEqual([
      { main: 'Anna · 30 points', aside: '1', asideFirst: true },
      { main: 'Boris · 1 point', aside: '2–3', asideFirst: true },
      { main: 'Vera · 1 point', aside: '2–3', asideFirst: true }
    ])
  })

  it('on a break it is back; in play it is not on the screen', () => {
    expect(panelsAt('break')).toHaveLength(1)
    expect(panelsAt('level')).toEqual([])
  })

  it('in Russian and Swedish, the plural of points by the language', () => {
    expect(panelsAt('before', 'ru')[0]!.items.map((i) => i.main)).toEqual([
      'Anna · 30 очков',
      'Boris · 1 очко',
      'Vera · 1 очко'
    ])
    expect(panelsAt('before', 'ru')[0]!.title).toMatch(/^Федерация · Riksserien · на 7 дек\.?,? 20:15$/)
    expect(panelsAt('before', 'sv')[0]!.title).toMatch(/^Förbundet · Riksserien · per 7 dec\.?,? 20:15$/)
  })
})
