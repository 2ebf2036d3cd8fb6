import { describe, expect, it } from 'vitest'
import { given } from '../../../support/decider'
import { created, playerCreated, registered, T } from '../../../support/registration'

/**
 * §6.3: the entries of a duplicate record count as the kept player's. The same whether the merge was
 * recorded before or after the entry (an import may bring the entry after a merge this installation already has).
 */
describe('an entry of a merged record (§6.3)', () => {
  const merged = { type: 'player.merged', duplicateId: 'p2', keepId: 'p1' } as const
  const players = [playerCreated('p1', 'Petrov'), playerCreated('p2', 'Petrov P.')]

  it('registered before the merge: the merge points it at the kept record', () => {
    const { state } = given(created, ...players, registered('e1', 'p2', 1), merged)
    const entry = state.tournaments.get(T)!.registration.entries.get('e1')!
    expect([entry.playerId, entry.registeredAs]).toEqual(['p1', 'p2'])
  })

  it('recorded after the merge: it counts as the kept record’s too, registered as the duplicate', () => {
    const { state } = given(created, ...players, merged, registered('e1', 'p2', 1))
    const reg = state.tournaments.get(T)!.registration
    expect([reg.entries.get('e1')!.playerId, reg.entries.get('e1')!.registeredAs]).toEqual(['p1', 'p2'])
    expect(reg.entriesByPlayer.get('p1')).toEqual(['e1'])
    expect(reg.entriesByPlayer.has('p2')).toBe(false)
  })
})
