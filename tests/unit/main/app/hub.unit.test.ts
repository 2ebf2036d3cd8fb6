import { afterEach, describe, expect, it, vi } from 'vitest'
import { SubscriptionHub, type Push, type ViewSource } from '../../../../src/main/app/hub'
import { PushReplicas } from '../../../../src/shared/contract/patch'
import type { Subscription } from '../../../../src/shared/contract/subscriptions'

/** A view source whose values and stamps the test sets; `wrong` makes the incremental value differ from the plain. */
function source() {
  const values = new Map<string, unknown>()
  const stamps = new Map<string, number>()
  const wrong = new Map<string, unknown>()
  const broken = new Set<string>()
  const topicOf = (s: Subscription): string => ('tournamentId' in s ? `${s.topic}:${s.tournamentId}` : s.topic)
  let resets = 0
  const views: ViewSource = {
    advance: () => undefined,
    stamp: (s) => String(stamps.get(topicOf(s)) ?? 0),
    compute: (s) => {
      if (broken.has(topicOf(s))) throw new Error('cannot compute')
      return wrong.has(topicOf(s)) ? wrong.get(topicOf(s)) : values.get(topicOf(s))
    },
    plain: (s) => values.get(topicOf(s)),
    reset: () => void (resets += 1)
  }
  const set = (key: string, value: unknown, incremental?: unknown): void => {
    values.set(key, value)
    if (incremental !== undefined) wrong.set(key, incremental)
    else wrong.delete(key)
    stamps.set(key, (stamps.get(key) ?? 0) + 1)
  }
  return { views, set, broken, resets: () => resets }
}

function listen(hub: SubscriptionHub, subscription: Subscription) {
  const frames: string[] = []
  const values: unknown[] = []
  const replicas = new PushReplicas()
  hub.add(subscription, (key, value, push: Push) => {
    frames.push(push.json())
    values.push(replicas.receive(key, (JSON.parse(push.json()) as { value: unknown }).value, () => undefined)?.value)
  })
  return { frames, values }
}

afterEach(() => vi.useRealTimers())

describe('the subscription hub', () => {
  it('sends the whole view first, then only patches, versioned; a view whose inputs did not change is not recomputed', () => {
    const s = source()
    s.set('results:t', { rows: [{ entryId: 'a', place: null }], remaining: 1 })
    const compute = vi.spyOn(s.views, 'compute')
    const hub = new SubscriptionHub(s.views, { idleCheckMs: 0 })
    const a = listen(hub, { topic: 'results', tournamentId: 't' })
    hub.flush()
    hub.flush()
    expect(compute).toHaveBeenCalledTimes(1)
    s.set('results:t', { rows: [{ entryId: 'a', place: 2 }], remaining: 1 })
    hub.flush()
    expect(a.frames.map((f) => JSON.parse(f) as { value: object }).map((f) => Object.keys(f.value))).toEqual([
      ['v', 'full'],
      ['v', 'base', 'patch']
    ])
    expect(a.values.at(-1)).toEqual({ rows: [{ entryId: 'a', place: 2 }], remaining: 1 })
  })

  it('serialises a push once for every subscriber of the view', () => {
    const s = source()
    s.set('display', { n: 1 })
    const hub = new SubscriptionHub(s.views, { idleCheckMs: 0 })
    const pushes: Push[] = []
    for (let i = 0; i < 20; i += 1) hub.add({ topic: 'display' }, (_k, _v, push) => pushes.push(push))
    s.set('display', { n: 2 })
    hub.flush()
    const patches = pushes.slice(20)
    expect(patches).toHaveLength(20)
    expect(new Set(patches.map((p) => p.json())).size).toBe(1)
    expect(new Set(patches).size).toBe(1) // one push object, its JSON made once
  })

  it('a view that cannot be computed does not stop the others (its subscribers keep the last value)', () => {
    const s = source()
    s.set('results:t', { n: 1 })
    s.set('display', { n: 1 })
    const hub = new SubscriptionHub(s.views, { idleCheckMs: 0 })
    const results = listen(hub, { topic: 'results', tournamentId: 't' })
    const shown = listen(hub, { topic: 'display' })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    s.broken.add('results:t')
    s.set('results:t', { n: 2 })
    s.set('display', { n: 2 })
    hub.flush()
    expect(shown.values.at(-1)).toEqual({ n: 2 })
    expect(results.values).toEqual([{ n: 1 }])
    expect(error).toHaveBeenCalledWith(expect.stringContaining('results:t could not be computed'))
    error.mockRestore()
  })

  it('when the floor is quiet, a pushed view that differs from the plain computation is corrected and pushed', () => {
    vi.useFakeTimers()
    const s = source()
    s.set('seating:t', { tables: [1, 2] })
    const mismatches: string[] = []
    const hub = new SubscriptionHub(s.views, { idleCheckMs: 1000, onMismatch: (key) => mismatches.push(key) })
    const seen = listen(hub, { topic: 'seating', tournamentId: 't' })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    s.set('seating:t', { tables: [1, 2, 3] }, { tables: [1, 2] }) // the incremental value missed table 3
    hub.flush()
    expect(seen.values.at(-1)).toEqual({ tables: [1, 2] })
    vi.advanceTimersByTime(1000)
    expect(mismatches).toEqual(['seating:t'])
    expect(s.resets()).toBe(1)
    expect(seen.values.at(-1)).toEqual({ tables: [1, 2, 3] })
    error.mockRestore()
  })

  it('in check mode, a view that differs from the plain computation throws', () => {
    const s = source()
    s.set('tournaments', [1])
    const hub = new SubscriptionHub(s.views, { verify: true, idleCheckMs: 0 })
    listen(hub, { topic: 'tournaments' })
    s.set('tournaments', [1, 2], [1])
    expect(() => hub.flush()).toThrow(/differs from the plain computation/)
  })

  // A screen storm must not stall the floor: subscribing and leaving cost the subscriber's own views, never all views.
  it('a new subscriber brings only its own view up to date, not every view on the floor', () => {
    const s = source()
    const hub = new SubscriptionHub(s.views, { idleCheckMs: 0 })
    for (let i = 0; i < 50; i += 1) listen(hub, { topic: 'display', tournamentId: `t${i}` })
    s.set('display:t7', { n: 2 })
    const stamp = vi.spyOn(s.views, 'stamp')
    const latest = listen(hub, { topic: 'display', tournamentId: 't7' })
    expect(new Set(stamp.mock.calls.map(([sub]) => 'tournamentId' in sub && sub.tournamentId))).toEqual(new Set(['t7']))
    expect(latest.values).toEqual([{ n: 2 }])
  })

  it('the last subscriber of a view leaving drops the kept models only once no view names its tournament', () => {
    const s = source()
    const retain = vi.fn()
    const hub = new SubscriptionHub({ ...s.views, retain }, { idleCheckMs: 0 })
    // One listener per connection, as the dispatcher gives.
    const shown = hub.add({ topic: 'display', tournamentId: 't' }, () => undefined)
    const phone = hub.add({ topic: 'phone', tournamentId: 't' }, () => undefined)
    const other = hub.add({ topic: 'phone', tournamentId: 'u' }, () => undefined)
    const again = hub.add({ topic: 'phone', tournamentId: 'u' }, () => undefined)
    shown.remove()
    again.remove()
    expect(retain).not.toHaveBeenCalled()
    phone.remove()
    phone.remove() // twice: nothing more
    expect(retain).toHaveBeenCalledTimes(1)
    expect([...(retain.mock.calls[0]![0] as Set<string>)]).toEqual(['u'])
    other.remove()
    expect(retain).toHaveBeenCalledTimes(2)
    expect(hub.channelCount).toBe(0)
  })

  it('the whole view is serialised once for every screen that subscribes to it meanwhile', () => {
    const s = source()
    s.set('display', { n: 1 })
    const hub = new SubscriptionHub(s.views, { idleCheckMs: 0 })
    const wholes: Push[] = []
    for (let i = 0; i < 20; i += 1) hub.add({ topic: 'display' }, (_k, _v, push) => wholes.push(push))
    expect(new Set(wholes).size).toBe(1)
    s.set('display', { n: 2 })
    hub.flush()
    const after: Push[] = []
    hub.add({ topic: 'display' }, (_k, _v, push) => after.push(push))
    expect(after[0]!.payload).toEqual({ v: 2, full: { n: 2 } })
  })

  it('a change only one topic shows refreshes the channels of that topic, not every channel', async () => {
    const s = source()
    const hub = new SubscriptionHub(s.views, { idleCheckMs: 0 })
    for (let i = 0; i < 20; i += 1) listen(hub, { topic: 'display', tournamentId: `t${i}` })
    s.set('screens', { connected: 0 })
    const list = listen(hub, { topic: 'screens' })
    const stamp = vi.spyOn(s.views, 'stamp')
    s.set('screens', { connected: 1 })
    hub.changed('screens')
    await new Promise((r) => setImmediate(r))
    expect(stamp.mock.calls.map(([sub]) => sub.topic)).toEqual(['screens'])
    expect(list.values.at(-1)).toEqual({ connected: 1 })
    // A change of anything else still looks at every channel.
    hub.changed()
    await new Promise((r) => setImmediate(r))
    expect(stamp.mock.calls.length).toBe(1 + 21)
  })
})
