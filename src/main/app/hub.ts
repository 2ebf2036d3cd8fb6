import { applyPatch, diff, diffMemo, patchJson, type DiffMemo, type PushPayload } from '../../shared/contract/patch'
import type { Subscription } from '../../shared/contract/subscriptions'
import { subscriptionKey } from '../../shared/contract/subscriptions'
import { isKept, snapshot } from './views/immutable'
import { commandTrace } from './commandTrace'
import { withLivePlayers } from '../store/snapshotsLazy'

/**
 * What a transport sends: the whole view to a new subscriber, a patch after that (`payload`), and the whole `push`
 * frame as JSON text, serialised once for every connection that receives it.
 */
export interface Push {
  readonly payload: PushPayload
  json(): string
}

/** A subscriber: the view's key, its whole value (for in-process listeners) and the push to send over a wire. */
export type PushListener = (key: string, value: unknown, push: Push) => void

function push(key: string, payload: PushPayload, memo?: DiffMemo): Push {
  let json: string | undefined
  const text = (): string =>
    'patch' in payload
      ? `{"kind":"push","key":${JSON.stringify(key)},"value":{"v":${payload.v},"base":${payload.base},"patch":${patchJson(payload.patch, memo)}}}`
      : JSON.stringify({ kind: 'push', key, value: payload })
  return { payload, json: () => (json ??= text()) }
}

/** Where the hub's views come from (LiveViews). */
export interface ViewSource {
  /** Fold in what was recorded since the last call. */
  advance(): void
  /** Changes whenever the view of `subscription` may have changed. */
  stamp(subscription: Subscription): string
  compute(subscription: Subscription): unknown
  /** The same view from the plain core functions, the reference for the check. */
  plain(subscription: Subscription): unknown
  /** The tournaments some subscription names (models of others are dropped). */
  retain?(tournamentIds: ReadonlySet<string>): void
  /** Drop everything kept incrementally: the next views are computed from scratch. */
  reset?(): void
}

export interface HubOptions {
  /** Compare every computed view with the plain computation and throw on a difference (tests). */
  readonly verify?: boolean
  /** Called when the idle-time check found a view that differed from the plain computation (it was corrected). */
  readonly onMismatch?: (key: string) => void
  /** Quiet time after which one view is checked against the plain computation; 0 turns the check off. */
  readonly idleCheckMs?: number
}

interface Channel {
  readonly key: string
  readonly subscription: Subscription
  version: number
  /** The last pushed value, as a snapshot: nothing in it changes when the state is updated in place. */
  value: unknown
  /** Check mode: the value as a client rebuilds it from the wire (JSON), patch after patch. */
  replica?: unknown
  stamp: string | null
  /** Changed since the idle-time check last compared it with the plain computation. */
  unchecked: boolean
  readonly listeners: Set<PushListener>
  /** The whole view at `version` as a new subscriber receives it, serialised once for all who subscribe meanwhile. */
  whole?: Push
}

/**
 * Pushed views. Identical subscriptions share one channel. After a burst of commands each channel whose
 * inputs changed (its stamp) is recomputed once, compared with what its subscribers hold, and the difference is
 * pushed as a versioned patch, serialised once for all of them; a new subscriber gets the whole view. When the floor
 * is quiet, one changed view at a time is checked against the plain computation; a difference is logged, the view
 * corrected and pushed, so an incremental view can never keep showing something the journal does not say.
 *
 * Subscribing and leaving cost the subscriber's own views, never every view (a screen storm must not stall the floor:
 * 300 displays with 16 views each, dropped at once, used to hold an admin's command for seconds). A new subscriber
 * brings only its own channel up to date, not every channel; the last subscriber of a channel leaving deletes it and
 * counts down the tournament it names, and only when no channel names that tournament any more are the kept models
 * of tournaments nobody follows dropped — never a scan of all channels per connection that leaves.
 */
export class SubscriptionHub {
  private readonly channels = new Map<string, Channel>()
  /** How many channels name each tournament (`tournamentId` of the subscription); `retained`: those named at all. */
  private readonly named = new Map<string, number>()
  private readonly retained = new Set<string>()
  /** The channels of each topic: a change only some topics show refreshes those, not every channel. */
  private readonly byTopic = new Map<Subscription['topic'], Set<Channel>>()
  private flushScheduled = false
  /** What the scheduled flush covers: every channel, or only those of these topics. */
  private flushAll = false
  private readonly flushTopics = new Set<Subscription['topic']>()
  private stopped = false
  private idleTimer: NodeJS.Timeout | null = null

  constructor(
    private readonly views: ViewSource,
    private readonly options: HubOptions = {}
  ) {}

  add(subscription: Subscription, listener: PushListener): { key: string; remove: () => void } {
    // Fold in what was recorded, then bring this one channel up to date (its present subscribers get the patch), so
    // the new subscriber's version is the one the next patch starts from. Other channels wait for the flush that the
    // records scheduled: a subscription costs its own view, not every view on the floor.
    this.views.advance()
    const key = subscriptionKey(subscription)
    let channel = this.channels.get(key)
    if (!channel) {
      channel = { key, subscription, version: 0, value: undefined, stamp: null, unchecked: true, listeners: new Set() }
      this.channels.set(key, channel)
      let ofTopic = this.byTopic.get(subscription.topic)
      if (!ofTopic) this.byTopic.set(subscription.topic, (ofTopic = new Set()))
      ofTopic.add(channel)
      const id = namedTournament(subscription)
      if (id !== undefined) {
        this.named.set(id, (this.named.get(id) ?? 0) + 1)
        this.retained.add(id)
      }
    }
    this.refresh(channel)
    channel.listeners.add(listener)
    // The whole view is serialised once per version, however many screens subscribe to it meanwhile.
    if (channel.whole?.payload.v !== channel.version)
      channel.whole = push(key, { v: channel.version, full: channel.value })
    listener(key, channel.value, channel.whole)
    const owned = channel
    return {
      key,
      remove: () => {
        if (!owned.listeners.delete(listener)) return
        if (owned.listeners.size === 0 && this.channels.get(key) === owned) this.drop(owned)
      }
    }
  }

  /** The last subscriber of a channel left: delete it; models of a tournament no channel names any more go. */
  private drop(channel: Channel): void {
    this.channels.delete(channel.key)
    this.byTopic.get(channel.subscription.topic)?.delete(channel)
    const id = namedTournament(channel.subscription)
    if (id === undefined) return
    const left = (this.named.get(id) ?? 1) - 1
    if (left > 0) {
      this.named.set(id, left)
      return
    }
    this.named.delete(id)
    this.retained.delete(id)
    // Proportional to the tournaments whose models are kept (a handful), not to the channels or connections.
    this.views.retain?.(this.retained)
  }

  /** How many channels there are (diagnostics, tests). */
  get channelCount(): number {
    return this.channels.size
  }

  /**
   * Something changed: push what differs, once the current burst of commands is done. `topic`: only views of this
   * topic can show the change (a display connecting or leaving changes the admin's list of displays, nothing else):
   * only its channels are looked at, not every channel on the floor.
   */
  changed(topic?: Subscription['topic']): void {
    if (this.stopped) return
    if (topic === undefined) this.flushAll = true
    else this.flushTopics.add(topic)
    if (this.flushScheduled) return
    this.flushScheduled = true
    setImmediate(() => {
      this.flushScheduled = false
      if (this.stopped) return
      const all = this.flushAll
      const topics = [...this.flushTopics]
      this.flushAll = false
      this.flushTopics.clear()
      try {
        if (all) this.flush()
        else {
          this.views.advance()
          for (const t of topics) for (const channel of this.byTopic.get(t) ?? []) this.refresh(channel)
        }
      } catch (error) {
        // Never takes the process down; in check mode (tests) the difference is the failure to see.
        if (this.options.verify) throw error
        console.error(`Floorclock: pushing the views failed: ${(error as Error).message}`)
      }
    })
  }

  flush(): void {
    commandTrace.mark('flushing')
    this.views.advance()
    // Channels that hold the same kept rows (a display view inside the display, phone and tournament channels)
    // compare them once per flush.
    const memo = diffMemo(isKept)
    for (const channel of this.channels.values()) {
      this.refresh(channel, memo)
      commandTrace.pushed(channel.key)
    }
    commandTrace.end()
    this.armIdleCheck()
  }

  /**
   * A view, computed with the live tournaments' players at hand: a hall display's or a phone's first push after a
   * start from a snapshot does not wait for the whole player database to be read out of its part.
   */
  private computed(subscription: Subscription): unknown {
    return withLivePlayers(() => this.views.compute(subscription))
  }

  /** The plain computation, the same way (the idle-time check must not read the database either). */
  private plainOf(subscription: Subscription): unknown {
    return withLivePlayers(() => this.views.plain(subscription))
  }

  /** The app is closing: no more flushes, no idle-time check. */
  stop(): void {
    this.stopped = true
    if (this.idleTimer) clearTimeout(this.idleTimer)
    this.idleTimer = null
  }

  /** Recompute a channel whose inputs changed; push the patch to its listeners. */
  private refresh(channel: Channel, memo?: DiffMemo): void {
    const stamp = this.views.stamp(channel.subscription)
    if (stamp === channel.stamp) return
    channel.stamp = stamp
    let next: unknown
    const started = commandTrace.tracing ? performance.now() : 0
    try {
      next = this.computed(channel.subscription)
      if (started) commandTrace.view(channel.subscription.topic, 'compute', performance.now() - started)
    } catch (error) {
      // A view the core cannot compute must not stop the other views (nor the process): its subscribers keep
      // the last value; the error is logged once per change.
      if (this.options.verify) this.expectPlainToFail(channel, error)
      console.error(`Floorclock: the view ${channel.key} could not be computed: ${(error as Error).message}`)
      return
    }
    if (this.options.verify) this.verify(channel, next)
    this.publish(channel, next, memo)
  }

  private expectPlainToFail(channel: Channel, error: unknown): void {
    try {
      this.plainOf(channel.subscription)
    } catch {
      return
    }
    throw error
  }

  private publish(channel: Channel, next: unknown, memo?: DiffMemo): void {
    if (channel.version === 0) {
      channel.version = 1
      channel.value = snapshot(next)
      if (this.options.verify) channel.replica = wire(channel.value)
      return
    }
    const compared = commandTrace.tracing ? performance.now() : 0
    const patch = diff(channel.value, next, memo)
    if (patch !== null) channel.value = snapshot(next)
    const pushing = compared ? performance.now() : 0
    if (compared) commandTrace.view(channel.subscription.topic, 'diff', pushing - compared)
    if (patch === null) return
    channel.unchecked = true
    const sent = push(channel.key, { v: channel.version + 1, base: channel.version, patch }, memo)
    channel.version += 1
    if (this.options.verify) this.verifyReplica(channel, sent)
    for (const listener of channel.listeners) listener(channel.key, next, sent)
    if (pushing) commandTrace.view(channel.subscription.topic, 'push', performance.now() - pushing)
  }

  /** Check mode: what a client rebuilds from the wire must be the view (a missed change shows here). */
  private verifyReplica(channel: Channel, sent: Push): void {
    const payload = (JSON.parse(sent.json()) as { value: { patch: Parameters<typeof applyPatch>[1] } }).value
    channel.replica = applyPatch(channel.replica, payload.patch)
    const plain = wire(this.plainOf(channel.subscription))
    if (diff(plain, channel.replica) !== null)
      throw new Error(
        `view ${channel.key} rebuilt from its patches differs from the plain computation:\n${JSON.stringify(
          diff(plain, channel.replica)
        ).slice(0, 2000)}`
      )
  }

  private verify(channel: Channel, value: unknown): void {
    const plain = this.plainOf(channel.subscription)
    if (diff(plain, value) !== null)
      throw new Error(
        `view ${channel.key} differs from the plain computation:\n${JSON.stringify(diff(plain, value)).slice(0, 2000)}`
      )
  }

  private armIdleCheck(): void {
    const ms = this.options.idleCheckMs ?? 5000
    if (ms <= 0) return
    if (this.idleTimer) clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null
      this.idleCheck()
    }, ms)
    this.idleTimer.unref()
  }

  /** The floor is quiet: compare one changed view with the plain computation; correct it if it differs. */
  private idleCheck(): void {
    let channel: Channel | undefined
    for (const c of this.channels.values())
      if (c.unchecked) {
        channel = c
        break
      }
    if (!channel) return
    channel.unchecked = false
    const plain = this.plainOf(channel.subscription)
    if (diff(plain, channel.value) !== null) {
      console.error(`Floorclock: the pushed view ${channel.key} differed from the journal; corrected and pushed again`)
      this.options.onMismatch?.(channel.key)
      this.views.advance()
      this.views.reset?.()
      this.publish(channel, plain)
    }
    this.armIdleCheck()
  }
}

/** The tournament a subscription names, if any (a display's own `tournamentId`, a screen's hint). */
function namedTournament(subscription: Subscription): string | undefined {
  return 'tournamentId' in subscription && subscription.tournamentId ? subscription.tournamentId : undefined
}

/** A value as it travels (JSON), sharing nothing with the process. */
function wire(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value))
}
