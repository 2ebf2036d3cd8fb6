import type { Role } from '../../../shared/contract/protocol'

/** What one connection may ask of the floor (one client must not slow down or take down the others). */
export interface ConnectionLimits {
  /** Views one connection may subscribe to at once. */
  readonly subscriptions: number
  /** Frames in a burst (the bucket's size). */
  readonly burst: number
  /** Frames per second the bucket refills with. */
  readonly perSecond: number
  /** Refused frames (over the rate) a connection may send in a burst before it is closed as abusive. */
  readonly strikes: number
}

/**
 * An admin window makes a burst of subscriptions and queries on connecting and then one frame per action; a display
 * subscribes to a handful of views. A client waiting for each answer never comes near these figures.
 */
export const DEFAULT_LIMITS: Readonly<Record<Role, ConnectionLimits>> = {
  admin: { subscriptions: 64, burst: 2000, perSecond: 1000, strikes: 500 },
  display: { subscriptions: 16, burst: 200, perSecond: 50, strikes: 200 }
}

/** A token bucket: `take()` answers whether one more frame fits. */
export class TokenBucket {
  private tokens: number
  private at: number

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number
  ) {
    this.tokens = capacity
    this.at = now()
  }

  take(): boolean {
    const now = this.now()
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.at) / 1000) * this.perSecond)
    this.at = now
    if (this.tokens < 1) return false
    this.tokens -= 1
    return true
  }
}
