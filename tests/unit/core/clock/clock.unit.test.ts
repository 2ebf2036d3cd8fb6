import { describe, expect, it } from 'vitest'
import type { DomainEvent } from '../../../../src/shared/core/events'
import { fold } from '../../../../src/shared/core/evolve'
import type { EventRecord } from '../../../../src/shared/core/record'
import { initialState } from '../../../../src/shared/core/state'
import { clockAt, hasLevelEnded, hasReachedFirstBreak, nextBoundaryAt } from '../../../../src/shared/core/clock/reading'
import type { StructureInput } from '../../../../src/shared/core/clock/structure'
import { Structure } from '../../../../src/shared/core/clock/structure'
import { decide } from '../../../../src/shared/core/decide'
import { publicDisplay } from '../../../../src/shared/core/views/tournament'
import type { Command, CommandMeta } from '../../../../src/shared/core/commands'
import { RejectedError } from '../../../../src/shared/core/rejection'
import { changesOf } from '../../../../src/shared/core/journal/changes'
import { SetDisplay } from '../../../../src/shared/core/clock/schemas'
import { MonotonicClock } from '../../../../src/main/app/timer/time'
import { T0, testContext } from '../../../support/decider'

const MIN = 60_000
const fields = {
  name: 'Minsk Open',
  date: '2026-11-28',
  venue: 'Hall A',
  discipline: 'holdem',
  bettingFormat: 'no-limit',
  startingStack: 30000
} as const

/** Three 20-minute levels, a 10-minute break, two more levels. */
const structure = Structure.parse({
  items: [
    { kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 },
    { kind: 'level', seconds: 1200, smallBlind: 200, bigBlind: 400 },
    { kind: 'level', seconds: 1200, smallBlind: 300, bigBlind: 600, ante: 600, anteKind: 'big-blind' },
    { kind: 'break', seconds: 600, label: 'Break', colorUp: 'Colour up the 100s' },
    { kind: 'level', seconds: 1200, smallBlind: 500, bigBlind: 1000, ante: 1000, anteKind: 'big-blind' },
    { kind: 'level', seconds: 1200, smallBlind: 1000, bigBlind: 2000, ante: 2000, anteKind: 'big-blind' }
  ]
} satisfies StructureInput)

/** A journal driven through the real decide + evolve, each command at its own time, like the service does. */
function journal() {
  const state = initialState()
  const records: EventRecord[] = []
  const run = (at: number, command: Command, meta?: CommandMeta): DomainEvent[] => {
    const events = decide({ command, ...(meta ? { meta } : {}) }, state, testContext({ now: at }))
    for (const event of events) {
      const record: EventRecord = {
        seq: records.length + 1,
        stream: 'x',
        event,
        actor: 'Anna',
        recordedAt: at,
        occurredAt: at,
        reason: meta?.reason ?? null
      }
      records.push(record)
      fold([record], state)
    }
    return events
  }
  run(T0 - 3_600_000, { type: 'tournament.create', fields })
  const id = [...state.tournaments.keys()][0]!
  run(T0 - 3_000_000, { type: 'clock.structure.set', tournamentId: id, structure })
  const at = (now: number) => clockAt(state.tournaments.get(id)!, now)
  const rejectionOf = (now: number, command: Command, meta?: CommandMeta): string => {
    try {
      run(now, command, meta)
    } catch (error) {
      if (error instanceof RejectedError) return error.rejection.code
      throw error
    }
    return 'accepted'
  }
  return { state, records, id, run, at, rejectionOf }
}

describe('the clock: position in structure time from (events, now) — never counted ticks (§5, §24.1)', () => {
  it('before any start the clock is idle at level 1 with its full time', () => {
    const j = journal()
    const r = j.at(T0)
    expect(r).toMatchObject({
      status: 'idle',
      index: 0,
      levelNumber: 1,
      remainingMs: 20 * MIN,
      nextBreakInMs: 60 * MIN
    })
  })

  it('start now: the first clock start also records tournament.started (so later edits need a reason, §5.2)', () => {
    const j = journal()
    const events = j.run(T0, { type: 'clock.start', tournamentId: j.id })
    expect(events.map((e) => e.type)).toEqual(['tournament.started', 'clock.started'])
    expect(j.at(T0 + 5 * MIN + 250)).toMatchObject({
      status: 'running',
      index: 0,
      levelNumber: 1,
      remainingMs: 15 * MIN - 250
    })
  })

  it('advances through levels and breaks by itself: level 3 ends into the break, the break shows the next level', () => {
    const j = journal()
    j.run(T0, { type: 'clock.start', tournamentId: j.id })
    expect(j.at(T0 + 40 * MIN)).toMatchObject({
      index: 2,
      levelNumber: 3,
      remainingMs: 20 * MIN,
      nextBreakInMs: 20 * MIN
    })
    const inBreak = j.at(T0 + 61 * MIN)
    expect(inBreak).toMatchObject({
      index: 3,
      inBreak: true,
      levelNumber: 4,
      remainingMs: 9 * MIN,
      nextBreakInMs: null
    })
    expect(inBreak.nextLevel).toMatchObject({ smallBlind: 500, bigBlind: 1000 })
    expect(j.at(T0 + 70 * MIN)).toMatchObject({ index: 4, inBreak: false, levelNumber: 4, remainingMs: 20 * MIN })
  })

  it('past the end of the structure the last level goes on, marked ended, with 0 remaining', () => {
    const j = journal()
    j.run(T0, { type: 'clock.start', tournamentId: j.id })
    expect(j.at(T0 + 200 * MIN)).toMatchObject({ index: 5, levelNumber: 5, ended: true, remainingMs: 0 })
  })

  it('pause freezes the position; resume continues from it; a paused clock stays paused however long', () => {
    const j = journal()
    j.run(T0, { type: 'clock.start', tournamentId: j.id })
    j.run(T0 + 7 * MIN, { type: 'clock.pause', tournamentId: j.id })
    expect(j.at(T0 + 7 * MIN + 10 * 3_600_000)).toMatchObject({ status: 'paused', index: 0, remainingMs: 13 * MIN })
    j.run(T0 + 30 * MIN, { type: 'clock.resume', tournamentId: j.id })
    expect(j.at(T0 + 31 * MIN)).toMatchObject({ status: 'running', index: 0, remainingMs: 12 * MIN })
    expect(j.rejectionOf(T0 + 32 * MIN, { type: 'clock.resume', tournamentId: j.id })).toBe('error.clock.notPaused')
  })

  it('adjust: +1 minute gives more time, −1 minute less; never back into the previous level', () => {
    const j = journal()
    j.run(T0, { type: 'clock.start', tournamentId: j.id })
    j.run(T0 + 5 * MIN, { type: 'clock.adjust', tournamentId: j.id, seconds: 60 })
    expect(j.at(T0 + 5 * MIN).remainingMs).toBe(16 * MIN)
    j.run(T0 + 5 * MIN, { type: 'clock.adjust', tournamentId: j.id, seconds: -120 })
    expect(j.at(T0 + 5 * MIN).remainingMs).toBe(14 * MIN)
    j.run(T0 + 30 * MIN, { type: 'clock.adjust', tournamentId: j.id, seconds: 60 }) // 11 min into level 2
    expect(j.at(T0 + 30 * MIN)).toMatchObject({ index: 1, remainingMs: 10 * MIN })
    j.run(T0 + 30 * MIN, { type: 'clock.adjust', tournamentId: j.id, seconds: -600 }) // more than is left: level 3 starts
    expect(j.at(T0 + 30 * MIN)).toMatchObject({ index: 2, remainingMs: 20 * MIN })
  })

  it('time added beyond the scheduled length lengthens the level, recorded; nothing is capped', () => {
    const j = journal()
    j.run(T0, { type: 'clock.start', tournamentId: j.id })
    const events = j.run(T0 + 5 * MIN, { type: 'clock.adjust', tournamentId: j.id, seconds: 3600 })
    expect(events).toMatchObject([{ type: 'clock.structureSet', cause: 'adjust' }])
    expect(j.at(T0 + 5 * MIN)).toMatchObject({ index: 0, remainingMs: 75 * MIN })
    expect(j.at(T0 + 80 * MIN)).toMatchObject({ index: 1, remainingMs: 20 * MIN })
    expect(changesOf(events[0]!)).toEqual([{ field: 'items.0.seconds', from: 1200, to: 4800 }])
    // Set remaining beyond the level's length works the same way.
    const set = j.run(T0 + 80 * MIN, { type: 'clock.setRemaining', tournamentId: j.id, seconds: 30 * 60 })
    expect(set).toMatchObject([{ type: 'clock.structureSet', cause: 'set-remaining' }])
    expect(j.at(T0 + 80 * MIN)).toMatchObject({ index: 1, remainingMs: 30 * MIN })
  })

  it('set remaining and jump re-anchor; jumping keeps a paused clock paused', () => {
    const j = journal()
    j.run(T0, { type: 'clock.start', tournamentId: j.id })
    j.run(T0 + MIN, { type: 'clock.setRemaining', tournamentId: j.id, seconds: 90 })
    expect(j.at(T0 + MIN + 30_000)).toMatchObject({ index: 0, remainingMs: 60_000 })
    j.run(T0 + 2 * MIN, { type: 'clock.pause', tournamentId: j.id })
    j.run(T0 + 3 * MIN, { type: 'clock.jump', tournamentId: j.id, index: 4 })
    expect(j.at(T0 + 50 * MIN)).toMatchObject({ status: 'paused', index: 4, levelNumber: 4, remainingMs: 20 * MIN })
    j.run(T0 + 4 * MIN, { type: 'clock.jump', tournamentId: j.id, index: 1 })
    expect(j.at(T0 + 5 * MIN)).toMatchObject({ index: 1, levelNumber: 2 })
    expect(j.rejectionOf(T0 + 5 * MIN, { type: 'clock.jump', tournamentId: j.id, index: 6 })).toBe(
      'error.clock.noSuchItem'
    )
  })

  it('a scheduled start counts down, then runs from level 1 at exactly the scheduled moment', () => {
    const j = journal()
    const events = j.run(T0, { type: 'clock.start', tournamentId: j.id, at: T0 + 15 * MIN })
    expect(events.map((e) => e.type)).toEqual(['clock.scheduled'])
    expect(j.at(T0 + 5 * MIN)).toMatchObject({
      status: 'scheduled',
      startsInMs: 10 * MIN,
      index: 0,
      remainingMs: 20 * MIN
    })
    expect(nextBoundaryAt(structure, j.state.tournaments.get(j.id)!.clock, T0)).toBe(T0 + 15 * MIN)
    expect(j.at(T0 + 15 * MIN + 1000)).toMatchObject({ status: 'running', index: 0, remainingMs: 20 * MIN - 1000 })
    expect(j.rejectionOf(T0 + 5 * MIN, { type: 'clock.pause', tournamentId: j.id })).toBe('error.clock.notStarted')
  })

  it('after a scheduled start has passed, the next clock record also records tournament.started (§5.2)', () => {
    const j = journal()
    j.run(T0, { type: 'clock.start', tournamentId: j.id, at: T0 + 15 * MIN })
    expect(j.state.tournaments.get(j.id)!.status).toBe('announced')
    const events = j.run(T0 + 20 * MIN, { type: 'clock.pause', tournamentId: j.id })
    expect(events.map((e) => e.type)).toEqual(['tournament.started', 'clock.paused'])
    expect(j.at(T0 + 30 * MIN)).toMatchObject({ status: 'paused', remainingMs: 15 * MIN })
  })

  it('a scheduled start can be cancelled before it is reached; the clock is idle again', () => {
    const j = journal()
    j.run(T0, { type: 'clock.start', tournamentId: j.id, at: T0 + 15 * MIN })
    expect(j.run(T0 + MIN, { type: 'clock.cancelStart', tournamentId: j.id })).toEqual([
      { type: 'clock.startCancelled', tournamentId: j.id, startsAt: T0 + 15 * MIN }
    ])
    expect(j.at(T0 + 20 * MIN)).toMatchObject({ status: 'idle', startsInMs: null })
    expect(j.state.tournaments.get(j.id)!.status).toBe('announced')
    expect(j.rejectionOf(T0 + 2 * MIN, { type: 'clock.cancelStart', tournamentId: j.id })).toBe(
      'error.clock.notScheduled'
    )
    j.run(T0 + 3 * MIN, { type: 'clock.start', tournamentId: j.id })
    expect(j.rejectionOf(T0 + 4 * MIN, { type: 'clock.cancelStart', tournamentId: j.id })).toBe(
      'error.clock.notScheduled'
    )
  })

  it('an announcement may ask for a chime and speech; each record is one cue', () => {
    const j = journal()
    j.run(T0, { type: 'clock.announce', tournamentId: j.id, text: 'Last hand before the break', chime: true })
    const cue = j.state.tournaments.get(j.id)!.clock.announcementCue
    expect(cue).toMatchObject({ chime: true, speak: false })
    // The same text once more, to be spoken: a new cue; the same text with no cue changes nothing.
    j.run(T0 + MIN, { type: 'clock.announce', tournamentId: j.id, text: 'Last hand before the break', speak: true })
    expect(j.state.tournaments.get(j.id)!.clock.announcementCue).toMatchObject({ chime: false, speak: true })
    expect(j.state.tournaments.get(j.id)!.clock.announcementCue!.number).toBeGreaterThan(cue!.number)
    expect(
      j.run(T0 + 2 * MIN, { type: 'clock.announce', tournamentId: j.id, text: 'Last hand before the break' })
    ).toEqual([])
    j.run(T0 + 3 * MIN, { type: 'clock.announce', tournamentId: j.id, text: '' })
    expect(j.state.tournaments.get(j.id)!.clock.announcementCue).toBeNull()
  })

  it('restart: rebuilding the state from the journal shows the clock where it would be (running or paused)', () => {
    const j = journal()
    j.run(T0, { type: 'clock.start', tournamentId: j.id })
    j.run(T0 + 3 * MIN, { type: 'clock.adjust', tournamentId: j.id, seconds: -30 })
    const rebuilt = fold(j.records, initialState())
    const later = T0 + 45 * MIN
    expect(clockAt(rebuilt.tournaments.get(j.id)!, later)).toEqual(j.at(later))
    expect(clockAt(rebuilt.tournaments.get(j.id)!, later)).toMatchObject({ index: 2, remainingMs: 15 * MIN - 30_000 })
    j.run(T0 + 50 * MIN, { type: 'clock.pause', tournamentId: j.id })
    const rebuiltPaused = fold(j.records, initialState())
    expect(clockAt(rebuiltPaused.tournaments.get(j.id)!, T0 + 500 * MIN)).toMatchObject({
      status: 'paused',
      index: 2,
      remainingMs: 10 * MIN - 30_000
    })
  })

  it('a wall-clock step during a run (NTP, manual change) does not move the level: the clock is monotonic', () => {
    let wall = T0
    let mono = 1000
    const clock = new MonotonicClock(
      () => wall,
      () => mono
    )
    const j = journal()
    j.run(clock.now(), { type: 'clock.start', tournamentId: j.id })
    mono += 10 * MIN
    wall += 10 * MIN + 3_600_000 // the computer's clock jumps an hour ahead
    expect(j.at(clock.now())).toMatchObject({ index: 0, remainingMs: 10 * MIN })
    wall -= 2 * 3_600_000 - MIN // and two hours back (a minute later)
    mono += MIN
    expect(j.at(clock.now())).toMatchObject({ index: 0, remainingMs: 9 * MIN })
    expect(clock.wallSkewMs()).toBe(-3_600_000)
  })

  it('nextBoundaryAt gives the exact end of the running item and nothing while paused', () => {
    const j = journal()
    j.run(T0, { type: 'clock.start', tournamentId: j.id })
    const c = j.state.tournaments.get(j.id)!.clock
    expect(nextBoundaryAt(structure, c, T0 + 61 * MIN)).toBe(T0 + 70 * MIN)
    j.run(T0 + 61 * MIN, { type: 'clock.pause', tournamentId: j.id })
    expect(nextBoundaryAt(structure, c, T0 + 62 * MIN)).toBeNull()
  })
})

describe('queries for other areas: late registration after level N or the first break (§7.7)', () => {
  it('hasLevelEnded and hasReachedFirstBreak follow the clock, pauses included', () => {
    const j = journal()
    const t = () => j.state.tournaments.get(j.id)!
    expect(hasLevelEnded(t(), 1, T0)).toBe(false)
    j.run(T0, { type: 'clock.start', tournamentId: j.id })
    expect(hasLevelEnded(t(), 1, T0 + 20 * MIN - 1)).toBe(false)
    expect(hasLevelEnded(t(), 1, T0 + 20 * MIN)).toBe(true)
    expect(hasLevelEnded(t(), 3, T0 + 60 * MIN)).toBe(true)
    expect(hasReachedFirstBreak(t(), T0 + 60 * MIN - 1)).toBe(false)
    expect(hasReachedFirstBreak(t(), T0 + 60 * MIN)).toBe(true)
    j.run(T0 + 10 * MIN, { type: 'clock.pause', tournamentId: j.id })
    expect(hasLevelEnded(t(), 1, T0 + 500 * MIN)).toBe(false)
    expect(hasLevelEnded(t(), 99, T0 + 500 * MIN)).toBe(false)
  })
})

describe('structure changes after the start need a reason (§5.2)', () => {
  it('before the start the structure changes freely; after it, only with a reason, and corrections are counted', () => {
    const j = journal()
    const changed = { items: [...structure.items.slice(0, 5)] }
    expect(j.rejectionOf(T0 - MIN, { type: 'clock.structure.set', tournamentId: j.id, structure: changed })).toBe(
      'accepted'
    )
    j.run(T0, { type: 'clock.start', tournamentId: j.id })
    expect(j.rejectionOf(T0 + MIN, { type: 'clock.structure.set', tournamentId: j.id, structure })).toBe(
      'error.reasonRequired'
    )
    expect(
      j.rejectionOf(
        T0 + MIN,
        { type: 'clock.structure.set', tournamentId: j.id, structure },
        { reason: 'Level 6 forgotten' }
      )
    ).toBe('accepted')
    expect(j.state.tournaments.get(j.id)!.clock.structureCorrections).toBe(1)
  })

  it('changing earlier levels during play keeps the current level and its elapsed time: the clock never jumps', () => {
    const j = journal()
    j.run(T0, { type: 'clock.start', tournamentId: j.id })
    expect(j.at(T0 + 45 * MIN)).toMatchObject({ index: 2, remainingMs: 15 * MIN })
    // Level 1 and 2 were in fact 30 minutes each; a correction with a reason.
    const longer = { items: structure.items.map((item, i) => (i < 2 ? { ...item, seconds: 1800 } : item)) }
    const events = j.run(
      T0 + 45 * MIN,
      { type: 'clock.structure.set', tournamentId: j.id, structure: longer },
      { reason: 'Printed structure had 30-minute levels' }
    )
    expect(events.map((e) => e.type)).toEqual(['clock.structureSet', 'clock.moved'])
    expect(j.at(T0 + 46 * MIN)).toMatchObject({ index: 2, remainingMs: 14 * MIN })
    // Shortening the current level below its elapsed time ends it now.
    const shorter = { items: longer.items.map((item, i) => (i === 2 ? { ...item, seconds: 240 } : item)) }
    j.run(
      T0 + 46 * MIN,
      { type: 'clock.structure.set', tournamentId: j.id, structure: shorter },
      { reason: 'Turbo from here' }
    )
    expect(j.at(T0 + 46 * MIN)).toMatchObject({ index: 3, inBreak: true })
  })

  it('an invalid structure is refused with the item and field named, and nothing is written', () => {
    const j = journal()
    const bad = Structure.parse({ items: [structure.items[1]!, structure.items[0]!] })
    const before = j.records.length
    expect(j.rejectionOf(T0, { type: 'clock.structure.set', tournamentId: j.id, structure: bad })).toBe(
      'error.structure.blindsFall'
    )
    expect(j.records.length).toBe(before)
  })
})

describe('hand-for-hand (§24.4–§24.6, TDA RP-8)', () => {
  it("'deduct' mode stops the clock and takes 2 minutes off per completed hand, counting hands; off resumes", () => {
    const j = journal()
    j.run(T0, { type: 'clock.start', tournamentId: j.id })
    j.run(T0 + 5 * MIN, { type: 'clock.handForHand', tournamentId: j.id, on: true, mode: 'deduct', deductSeconds: 120 })
    expect(j.at(T0 + 9 * MIN)).toMatchObject({ status: 'paused', remainingMs: 15 * MIN })
    j.run(T0 + 7 * MIN, { type: 'clock.handComplete', tournamentId: j.id })
    j.run(T0 + 9 * MIN, { type: 'clock.handComplete', tournamentId: j.id })
    expect(j.at(T0 + 10 * MIN)).toMatchObject({ status: 'paused', remainingMs: 11 * MIN })
    expect(j.state.tournaments.get(j.id)!.clock.handForHand).toMatchObject({ on: true, hands: 2 })
    j.run(T0 + 10 * MIN, {
      type: 'clock.handForHand',
      tournamentId: j.id,
      on: false,
      mode: 'deduct',
      deductSeconds: 120
    })
    expect(j.at(T0 + 11 * MIN)).toMatchObject({ status: 'running', remainingMs: 10 * MIN })
  })

  it("'pause' mode holds the clock and counts hands without taking time off", () => {
    const j = journal()
    j.run(T0, { type: 'clock.start', tournamentId: j.id })
    j.run(T0 + 5 * MIN, { type: 'clock.handForHand', tournamentId: j.id, on: true, mode: 'pause', deductSeconds: 120 })
    j.run(T0 + 7 * MIN, { type: 'clock.handComplete', tournamentId: j.id })
    expect(j.at(T0 + 10 * MIN)).toMatchObject({ status: 'paused', remainingMs: 15 * MIN })
  })

  it('§24.15: the display shows hand-for-hand and the hands played; completing a hand decides no elimination', () => {
    const j = journal()
    j.run(T0, { type: 'clock.start', tournamentId: j.id })
    j.run(T0 + MIN, { type: 'clock.handForHand', tournamentId: j.id, on: true, mode: 'pause', deductSeconds: 120 })
    const before = publicDisplay(j.state, j.id, T0 + 2 * MIN)
    j.run(T0 + 2 * MIN, { type: 'clock.handComplete', tournamentId: j.id })
    const after = publicDisplay(j.state, j.id, T0 + 3 * MIN)
    expect(after.clock!.handForHand).toMatchObject({ on: true, hands: 1 })
    // Who is out is the floor's record, never the clock's: the totals and the places journal are as they were.
    expect(after.stats).toEqual(before.stats)
    expect(j.state.tournaments.get(j.id)!.results.records).toHaveLength(0)
  })

  it('a hand cannot be completed when hand-for-hand is off', () => {
    const j = journal()
    expect(j.rejectionOf(T0, { type: 'clock.handComplete', tournamentId: j.id })).toBe('error.clock.notHandForHand')
  })
})

describe('display settings', () => {
  it('a custom sound replaces the shipped one and null restores it; bad data URLs are refused at the boundary', () => {
    const j = journal()
    const wav = 'data:audio/wav;base64,UklGRg=='
    j.run(T0, { type: 'clock.display', tournamentId: j.id, settings: { theme: 'light', sounds: { level: wav } } })
    expect(j.state.tournaments.get(j.id)!.clock.display).toMatchObject({ theme: 'light', sounds: { level: wav } })
    j.run(T0, { type: 'clock.display', tournamentId: j.id, settings: { sounds: { level: null } } })
    expect(j.state.tournaments.get(j.id)!.clock.display.sounds).toEqual({})
    expect(
      SetDisplay.safeParse({
        type: 'clock.display',
        tournamentId: j.id,
        settings: { sounds: { level: 'javascript:alert(1)' } }
      }).success
    ).toBe(false)
    expect(
      SetDisplay.safeParse({
        type: 'clock.display',
        tournamentId: j.id,
        settings: { logo: `data:image/png;base64,${'A'.repeat(200_000)}` }
      }).success
    ).toBe(false)
  })
})

describe('shot clock and announcements', () => {
  it('"time" on a player records table, seat and the 30 + 10 s default (BFSP §7.1.7)', () => {
    const j = journal()
    j.run(T0, {
      type: 'clock.shotClock.start',
      tournamentId: j.id,
      table: '4',
      seat: 7,
      seconds: 30,
      countdownSeconds: 10
    })
    expect(j.state.tournaments.get(j.id)!.clock.shotClock).toEqual({
      table: '4',
      seat: 7,
      startedAt: T0,
      seconds: 30,
      countdownSeconds: 10
    })
    j.run(T0 + 5000, { type: 'clock.shotClock.clear', tournamentId: j.id })
    expect(j.state.tournaments.get(j.id)!.clock.shotClock).toBeNull()
  })
})
