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

/** What one remote address may hold at once on the hall server (not the desktop app's own windows). */
export interface AddressLimits {
  /** Open WebSocket connections, whatever their role. */
  readonly connections: number
  /** Views followed at once, summed over the address's connections. */
  readonly subscriptions: number
}

/**
 * Figures a real hall never reaches, so only a storm meets them. A hall has some 20 screens and up to a few hundred
 * phones. On the hall's own Wi-Fi every phone has its own LAN address, but a venue whose guest network puts the
 * players behind one NAT (or a server reached through one port-forward) shows all of them as one address: 300 phones
 * and 20 screens, plus a reloaded page's old connection still open until it times out, stay under 512 connections.
 * A phone follows at most 4 views (its page, its seat card, the series, the charts) and a screen 2 (its screen and
 * the charts): 300 × 4 + 20 × 2 = 1,240 views, under 2,048. One address can then hold no more than 2,048 views
 * (128 connections at the 16 views a display may follow), where a storm of 300 connections × 16 used to be 4,800.
 */
export const ADDRESS_LIMITS: AddressLimits = { connections: 512, subscriptions: 2048 }

/** Connections and subscriptions held by each remote address; an address holding nothing is forgotten. */
export class AddressCounts {
  private readonly held = new Map<string, { connections: number; subscriptions: number }>()

  constructor(readonly limits: AddressLimits = ADDRESS_LIMITS) {}

  /** One more connection from `address`, unless it holds its limit already (then nothing is counted). */
  openConnection(address: string): boolean {
    return this.take(address, 'connections')
  }

  closeConnection(address: string): void {
    this.release(address, 'connections')
  }

  /** One more view followed from `address`, unless it holds its limit already. */
  takeSubscription(address: string): boolean {
    return this.take(address, 'subscriptions')
  }

  releaseSubscription(address: string): void {
    this.release(address, 'subscriptions')
  }

  /** What `address` holds now (diagnostics, tests). */
  of(address: string): { connections: number; subscriptions: number } {
    const held = this.held.get(address)
    return { connections: held?.connections ?? 0, subscriptions: held?.subscriptions ?? 0 }
  }

  /** How many addresses hold anything (diagnostics, tests: every drop frees its address). */
  get addresses(): number {
    return this.held.size
  }

  private take(address: string, what: 'connections' | 'subscriptions'): boolean {
    let held = this.held.get(address)
    if (!held) {
      held = { connections: 0, subscriptions: 0 }
      this.held.set(address, held)
    }
    if (held[what] >= this.limits[what]) {
      if (held.connections === 0 && held.subscriptions === 0) this.held.delete(address)
      return false
    }
    held[what] += 1
    return true
  }

  private release(address: string, what: 'connections' | 'subscriptions'): void {
    const held = this.held.get(address)
    if (!held) return
    held[what] = Math.max(0, held[what] - 1)
    if (held.connections === 0 && held.subscriptions === 0) this.held.delete(address)
  }
}
