import { describe, expect, it } from 'vitest'
import { subscriptionKey, type Subscription } from '../../../src/shared/contract/subscriptions'
import { keyOf } from '../../../src/renderer/src/display/subscriptionKeys'

describe("the display's own client names its subscriptions as the server does (pushes find their screen)", () => {
  const subs: Subscription[] = [
    { topic: 'display' },
    { topic: 'display', tournamentId: 't1' },
    { topic: 'screen', screenId: 'screen-abcdef12' },
    { topic: 'screen', screenId: 'screen-abcdef12', tournamentId: 't1', width: 1920, height: 1080 },
    { topic: 'screen', screenId: 'screen-abcdef12', layout: 'big' },
    { topic: 'screen', screenId: 'screen-abcdef12', tournamentId: 't1', layout: 'ticker' },
    { topic: 'phone', tournamentId: 't1' },
    { topic: 'phoneCard', tournamentId: 't1', card: 12 }
  ]
  for (const sub of subs)
    it(JSON.stringify(sub), () => {
      expect(keyOf(sub)).toBe(subscriptionKey(sub))
    })
})
