import { describe, expect, it } from 'vitest'
import { LiveViews } from '../../../../../src/main/app/views/liveViews'
import type { FederationCopy } from '../../../../../src/shared/core/league'
import { diff } from '../../../../../src/shared/contract/patch'
import { mainEvent } from '../../../../support/fixtures'
import { journalFloor } from '../../../../support/protocolFixtures'
import { playerFields } from '../../../../support/registration'

/**
 * §28.9: the hall display's federation panel is part of the plain computation too, the reference the hub checks the
 * pushed views against when the floor is quiet. When it was left out there, the check found a difference five seconds
 * after each pull and "corrected" every hall display by pushing its view without the panel.
 */
const copy: FederationCopy = {
  pulledAt: 1_796_661_600_000,
  timeZone: 'Europe/Stockholm',
  series: [{ name: 'Federation season', rows: [{ local: ['Anna'], points: 30, rank: 1, rankTo: 1 }] }]
}

describe('the federation panel in the plain views (§28.9)', () => {
  it('the display and a screen computed plainly equal the live ones, panel included', () => {
    const f = journalFloor()
    const tournamentId = f.run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId!
    const playerId = f.run({ type: 'player.create', allowDuplicate: true, fields: playerFields('Anna') })[0]!.playerId!
    f.run({ type: 'entry.register', tournamentId, playerId })
    const views = new LiveViews({
      state: () => f.state,
      recordsAfter: (seq) => f.journal.filter((r) => r.seq > seq),
      now: () => 0,
      levelSource: () => () => null,
      screens: () => [],
      federation: () => copy
    })
    for (const subscription of [
      { topic: 'display', tournamentId } as const,
      { topic: 'screen', screenId: 'hall-screen-1', tournamentId } as const
    ]) {
      views.advance()
      const live = views.compute(subscription) as { federation?: unknown; display?: { federation?: unknown } }
      const plain = views.plain(subscription)
      expect((live.display ?? live).federation).toMatchObject({ series: [{ rows: [{ name: 'Anna', points: 30 }] }] })
      expect(diff(plain, live)).toBeNull()
    }
  })
})
