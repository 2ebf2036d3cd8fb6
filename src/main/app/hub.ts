import type { Subscription } from '../../shared/contract/subscriptions'
import { subscriptionKey } from '../../shared/contract/subscriptions'

type Listener = (key: string, value: unknown) => void

interface Channel {
  subscription: Subscription
  lastJson: string | null
  listeners: Set<Listener>
}

/**
 * Pushed views. Identical subscriptions share one channel; after a change each channel's view is computed once and
 * sent only if it differs from what its subscribers last received. Changes in a burst are coalesced into one flush.
 */
export class SubscriptionHub {
  private readonly channels = new Map<string, Channel>()
  private flushScheduled = false

  constructor(private readonly compute: (subscription: Subscription) => unknown) {}

  add(subscription: Subscription, listener: Listener): { key: string; remove: () => void } {
    const key = subscriptionKey(subscription)
    let channel = this.channels.get(key)
    if (!channel) {
      channel = { subscription, lastJson: null, listeners: new Set() }
      this.channels.set(key, channel)
    }
    channel.listeners.add(listener)
    // The new subscriber gets the current view at once.
    const value = this.compute(subscription)
    channel.lastJson = JSON.stringify(value)
    listener(key, value)
    const owned = channel
    return {
      key,
      remove: () => {
        owned.listeners.delete(listener)
        if (owned.listeners.size === 0) this.channels.delete(key)
      }
    }
  }

  /** Something changed: push what differs, once the current burst of commands is done. */
  changed(): void {
    if (this.flushScheduled) return
    this.flushScheduled = true
    setImmediate(() => {
      this.flushScheduled = false
      this.flush()
    })
  }

  flush(): void {
    for (const [key, channel] of this.channels) {
      const value = this.compute(channel.subscription)
      const json = JSON.stringify(value)
      if (json === channel.lastJson) continue
      channel.lastJson = json
      for (const listener of channel.listeners) listener(key, value)
    }
  }
}
