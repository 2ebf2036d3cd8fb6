import { describe, expect, it } from 'vitest'
import { phoneView } from '../../../../src/shared/core/phone/views'
import { mainEvent } from '../../../support/fixtures'
import { journalFloor } from '../../../support/protocolFixtures'
import { playerFields } from '../../../support/registration'

/**
 * §5.10, §12.13, §27.11: the phone page carries the knockouts — by public name, in a bounty event with the bounty each
 * collected and the head on them, the winner's own head counted; nothing internal (no entry id, no real name).
 */
function evening(bounty: boolean) {
  const f = journalFloor()
  const tid = f.run({
    type: 'tournament.create',
    fields: {
      ...mainEvent,
      ...(bounty ? { bounty: { kind: 'progressive', unit: 'points', startingBounty: 100, collectedPercent: 50 } } : {})
    }
  })[0]!.tournamentId!
  const [anna, boris, vera] = ['Anna', 'Boris', 'Vera'].map((name) => {
    const pid = f.run({
      type: 'player.create',
      allowDuplicate: true,
      fields: playerFields(name, { fullName: `${name} SECRET` })
    })[0]!.playerId!
    return f.run({ type: 'entry.register', tournamentId: tid, playerId: pid })[0]!.entryId!
  }) as [string, string, string]
  const out = (entryId: string, by: string) =>
    f.run({
      type: 'results.recordHand',
      tournamentId: tid,
      level: 1,
      confirmedBy: 'Floor',
      busts: [{ entryId, startStack: 0, eliminatedBy: by }]
    })
  return { f, tid, anna, boris, vera, out }
}

describe('knockouts on the phone page (§5.10)', () => {
  it('none before anyone is knocked out; then each knockout by public name, the bounty collected and the head', () => {
    const e = evening(true)
    expect(phoneView(e.f.state, e.tid).knockouts).toBeUndefined()
    e.out(e.vera, e.boris)
    expect(phoneView(e.f.state, e.tid).knockouts).toEqual({
      bounty: { kind: 'progressive', unit: 'points' },
      rows: [{ name: 'Boris', knockouts: 1, collected: 50, head: 150, inPlay: true }]
    })
    // Anna wins: she knocked Boris out (75 of his 150) and wins her own head (100 + 75).
    e.out(e.boris, e.anna)
    const rows = phoneView(e.f.state, e.tid).knockouts!.rows
    expect(rows).toEqual([
      { name: 'Anna', knockouts: 1, collected: 75 + 175, head: 175, ownHead: 175, inPlay: true },
      { name: 'Boris', knockouts: 1, collected: 50, head: 150, inPlay: false }
    ])
    expect(JSON.stringify(phoneView(e.f.state, e.tid).knockouts)).not.toMatch(/SECRET|id-/)
  })

  it('an event without a bounty lists the knockouts alone', () => {
    const e = evening(false)
    e.out(e.vera, e.boris)
    expect(phoneView(e.f.state, e.tid).knockouts).toEqual({
      bounty: null,
      rows: [{ name: 'Boris', knockouts: 1, inPlay: true }]
    })
  })
})
