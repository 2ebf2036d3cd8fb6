import type { PushPayload } from '../../../shared/contract/patch'
import { subscriptionKey, type Subscription } from '../../../shared/contract/subscriptions'
import type { Push, PushListener } from '../hub'

/**
 * The director's floor dashboard of one connection (§3: an account limited to named tournaments sees those alone).
 * Its channel is the signed-in account's — `accountId` is the session's, whatever the client sent — so two accounts of
 * different scopes never share a view, while every connection without an account (the installation PIN, the desktop
 * window) shares the hall's one. The client knows the view by the key of what it asked (`floor`): an account's pushes
 * are sent under that key.
 */
export function floorSubscription(
  accountId: string | undefined,
  listener: PushListener,
  add: (subscription: Subscription, listener: PushListener) => { key: string; remove: () => void }
): { key: string; remove: () => void } {
  const asked = subscriptionKey({ topic: 'floor' })
  if (!accountId) return add({ topic: 'floor' }, listener)
  const added = add({ topic: 'floor', accountId }, (_key, value, push) => listener(asked, value, rekeyed(asked, push)))
  return { key: asked, remove: added.remove }
}

function rekeyed(key: string, push: Push): Push {
  let json: string | undefined
  const payload: PushPayload = push.payload
  return { payload, json: () => (json ??= JSON.stringify({ kind: 'push', key, value: payload })) }
}
