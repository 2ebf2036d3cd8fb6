import type { z } from 'zod'
import type { DecideContext } from '../context'
import type { DomainEvent } from '../events'
import { reject } from '../rejection'
import type { FloorState } from '../state'
import { requireTournament } from '../guards'
import type { Tournament } from '../tournament'
import type { ClockEvent } from './events'
import { clockAt, positionAt, startOfItem } from './reading'
import { setsMedia } from './media'
import type {
  AdjustClock,
  Announce,
  CancelStart,
  HandComplete,
  JumpToItem,
  PauseClock,
  ResumeClock,
  SetDisplay,
  SetHandForHand,
  SetRemaining,
  SetStructure,
  StartClock,
  StartShotClock,
  ClearShotClock
} from './schemas'
import { totalMs, type Structure } from './structure'
import { structureIssues } from './validation'

type Cmd<T extends z.ZodType> = z.infer<T>
export type ClockCommand =
  | Cmd<typeof SetStructure>
  | Cmd<typeof StartClock>
  | Cmd<typeof PauseClock>
  | Cmd<typeof ResumeClock>
  | Cmd<typeof AdjustClock>
  | Cmd<typeof SetRemaining>
  | Cmd<typeof JumpToItem>
  | Cmd<typeof SetHandForHand>
  | Cmd<typeof HandComplete>
  | Cmd<typeof StartShotClock>
  | Cmd<typeof ClearShotClock>
  | Cmd<typeof Announce>
  | Cmd<typeof CancelStart>
  | Cmd<typeof SetDisplay>

/** Has play begun (the clock has reached level 1)? After that, structure changes are corrections (§5.2). */
export function playHasBegun(t: Tournament, now: number): boolean {
  if (t.status === 'started') return true
  return t.clock.status !== 'idle' && positionAt(t.clock, now) >= 0
}

/** Records that play began once the clock has reached level 1 by itself (a scheduled start); nothing otherwise. */
export function decideRecordStart(
  command: { tournamentId: string },
  state: FloorState,
  ctx: DecideContext
): DomainEvent[] {
  const t = requireTournament(state, command.tournamentId)
  return t.status === 'announced' && t.clock.status === 'running' && playHasBegun(t, ctx.now)
    ? [{ type: 'tournament.started', tournamentId: t.id }]
    : []
}

/** When play began by the clock alone: the moment its position reached 0 (null unless running past it). */
export function clockStartMoment(t: Tournament, now: number): number | null {
  if (t.clock.status !== 'running' || !playHasBegun(t, now)) return null
  return t.clock.anchorAt - t.clock.anchorPosition
}

export function decideClock(
  command: ClockCommand,
  state: FloorState,
  ctx: DecideContext,
  reason: string | null
): DomainEvent[] {
  const t = requireTournament(state, command.tournamentId)
  const events = decideClockCommand(command, t, ctx, reason)
  // The first clock command at or after the start records the tournament's start (so later edits need a reason, §5.2).
  if (
    events.length > 0 &&
    t.status === 'announced' &&
    command.type !== 'clock.structure.set' &&
    command.type !== 'clock.display'
  ) {
    const last = events.filter((e) => 'position' in e).at(-1) as { position: number } | undefined
    const begun = last ? last.position >= 0 : playHasBegun(t, ctx.now)
    if (begun) return [{ type: 'tournament.started', tournamentId: t.id }, ...events]
  }
  return events
}

function decideClockCommand(
  command: ClockCommand,
  t: Tournament,
  ctx: DecideContext,
  reason: string | null
): ClockEvent[] {
  const id = t.id
  const clock = t.clock
  const now = ctx.now
  const reading = clockAt(t, now)
  const needStructure = (): Structure => {
    if (!clock.structure)
      reject('error.clock.noStructure', 'The tournament has no structure yet', { field: 'tournamentId' })
    return clock.structure
  }
  const needStarted = (): void => {
    if (reading.status === 'idle' || reading.status === 'scheduled') {
      reject('error.clock.notStarted', 'The clock has not started yet', { field: 'tournamentId' })
    }
  }
  switch (command.type) {
    case 'clock.structure.set': {
      const issues = structureIssues(command.structure)
      if (issues.length > 0) {
        const first = issues[0]!
        reject(first.code, `Item ${first.index + 1}: ${first.code}`, {
          field: `structure.items.${first.index}.${first.field}`,
          params: first.params
        })
      }
      if (JSON.stringify(clock.structure) === JSON.stringify(command.structure)) return []
      if (playHasBegun(t, now) && !reason) {
        reject(
          'error.reasonRequired',
          'The tournament has started: a structure change needs a recorded reason (§5.2)',
          {
            field: 'meta.reason'
          }
        )
      }
      const events: ClockEvent[] = [
        { type: 'clock.structureSet', tournamentId: id, structure: command.structure, previous: clock.structure }
      ]
      // A change during play keeps the room where it is: the same item (by index) with the same time elapsed in it
      // (cut to its new length), so editing later levels or the current level's length never makes the clock jump.
      if (clock.structure && (reading.status === 'running' || reading.status === 'paused') && !reading.ended) {
        const index = Math.min(reading.index, command.structure.items.length - 1)
        const elapsed = reading.position - startOfItem(clock.structure, reading.index)
        const newStart = startOfItem(command.structure, index)
        const position = newStart + Math.min(elapsed, command.structure.items[index]!.seconds * 1000)
        if (position !== reading.position) {
          events.push({
            type: 'clock.moved',
            tournamentId: id,
            at: now,
            from: reading.position,
            position,
            cause: 'structure'
          })
        }
      }
      return events
    }
    case 'clock.start': {
      needStructure()
      if (reading.status === 'running' || reading.status === 'paused') {
        reject('error.clock.alreadyStarted', 'The clock has already started', { field: 'tournamentId' })
      }
      if (command.at !== undefined && command.at > now) {
        return [{ type: 'clock.scheduled', tournamentId: id, startsAt: command.at }]
      }
      return [{ type: 'clock.started', tournamentId: id, at: now, position: 0 }]
    }
    case 'clock.pause':
      needStarted()
      if (reading.status === 'paused')
        reject('error.clock.alreadyPaused', 'The clock is already paused', { field: 'tournamentId' })
      return [{ type: 'clock.paused', tournamentId: id, at: now, position: reading.position }]
    case 'clock.resume':
      needStarted()
      if (reading.status === 'running')
        reject('error.clock.notPaused', 'The clock is running', { field: 'tournamentId' })
      return [{ type: 'clock.resumed', tournamentId: id, at: now, position: reading.position }]
    case 'clock.adjust': {
      needStarted()
      const structure = needStructure()
      // Adding time moves the position back within the current level or break; it never returns play to the
      // previous level. Time beyond the scheduled length lengthens this level in the structure, recorded as such
      // ("+1 min" is never silently capped). Taking time off may end the item.
      const start = startOfItem(structure, reading.index)
      const end = start + structure.items[reading.index]!.seconds * 1000
      if (command.seconds > 0 && reading.position - command.seconds * 1000 < start) {
        const items = structure.items.map((item, i) =>
          i === reading.index ? { ...item, seconds: Math.min(86_400, item.seconds + command.seconds) } : item
        )
        if (items[reading.index]!.seconds === structure.items[reading.index]!.seconds)
          reject('error.clock.levelTooLong', 'A level lasts at most 24 hours', { field: 'seconds' })
        return [
          {
            type: 'clock.structureSet',
            tournamentId: id,
            structure: { items },
            previous: structure,
            cause: 'adjust'
          }
        ]
      }
      const position = Math.min(end, Math.max(start, reading.position - command.seconds * 1000))
      if (position === reading.position) return []
      return [{ type: 'clock.moved', tournamentId: id, at: now, from: reading.position, position, cause: 'adjust' }]
    }
    case 'clock.setRemaining': {
      needStarted()
      const structure = needStructure()
      const start = startOfItem(structure, reading.index)
      const length = structure.items[reading.index]!.seconds * 1000
      if (command.seconds * 1000 > length) {
        // More than the scheduled length: the level is lengthened (elapsed + remaining), recorded.
        const elapsed = Math.max(0, reading.position - start)
        const seconds = Math.ceil((elapsed + command.seconds * 1000) / 1000)
        if (seconds > 86_400) reject('error.clock.levelTooLong', 'A level lasts at most 24 hours', { field: 'seconds' })
        const items = structure.items.map((item, i) => (i === reading.index ? { ...item, seconds } : item))
        const events: ClockEvent[] = [
          {
            type: 'clock.structureSet',
            tournamentId: id,
            structure: { items },
            previous: structure,
            cause: 'set-remaining'
          }
        ]
        const position = start + seconds * 1000 - command.seconds * 1000
        if (position !== reading.position)
          events.push({
            type: 'clock.moved',
            tournamentId: id,
            at: now,
            from: reading.position,
            position,
            cause: 'set-remaining'
          })
        return events
      }
      const position = start + length - command.seconds * 1000
      return [
        { type: 'clock.moved', tournamentId: id, at: now, from: reading.position, position, cause: 'set-remaining' }
      ]
    }
    case 'clock.jump': {
      needStarted()
      const structure = needStructure()
      if (command.index >= structure.items.length) {
        reject('error.clock.noSuchItem', 'The structure has no such level or break', { field: 'index' })
      }
      const position = startOfItem(structure, command.index)
      if (position === reading.position) return []
      return [{ type: 'clock.moved', tournamentId: id, at: now, from: reading.position, position, cause: 'jump' }]
    }
    case 'clock.handForHand': {
      const hfh = clock.handForHand
      if (command.on === hfh.on && command.mode === hfh.mode && command.deductSeconds === hfh.deductSeconds) return []
      if (!command.on) {
        const events: ClockEvent[] = [
          {
            type: 'clock.handForHandSet',
            tournamentId: id,
            on: false,
            mode: command.mode,
            deductSeconds: command.deductSeconds,
            pausedClock: false
          }
        ]
        if (hfh.pausedClock && reading.status === 'paused') {
          events.push({ type: 'clock.resumed', tournamentId: id, at: now, position: reading.position })
        }
        return events
      }
      // §24.4–§24.6, TDA RP-8: during hand-for-hand the level clock stands; in 'deduct' mode each completed hand
      // takes a fixed time off it, so levels still advance as hands are played.
      const pauseNow = reading.status === 'running'
      const events: ClockEvent[] = [
        {
          type: 'clock.handForHandSet',
          tournamentId: id,
          on: true,
          mode: command.mode,
          deductSeconds: command.deductSeconds,
          pausedClock: hfh.on ? hfh.pausedClock : pauseNow
        }
      ]
      if (pauseNow) events.push({ type: 'clock.paused', tournamentId: id, at: now, position: reading.position })
      return events
    }
    case 'clock.handComplete': {
      const hfh = clock.handForHand
      if (!hfh.on) reject('error.clock.notHandForHand', 'Hand-for-hand is not on', { field: 'tournamentId' })
      const events: ClockEvent[] = [{ type: 'clock.handCompleted', tournamentId: id, hand: hfh.hands + 1 }]
      if (
        hfh.mode === 'deduct' &&
        hfh.deductSeconds > 0 &&
        clock.structure &&
        reading.status !== 'idle' &&
        reading.status !== 'scheduled'
      ) {
        const position = clampPosition(clock.structure, reading.position + hfh.deductSeconds * 1000)
        if (position !== reading.position) {
          events.push({
            type: 'clock.moved',
            tournamentId: id,
            at: now,
            from: reading.position,
            position,
            cause: 'hand'
          })
        }
      }
      return events
    }
    case 'clock.shotClock.start':
      return [
        {
          type: 'clock.shotClockStarted',
          tournamentId: id,
          table: command.table,
          seat: command.seat,
          at: now,
          seconds: command.seconds,
          countdownSeconds: command.countdownSeconds
        }
      ]
    case 'clock.shotClock.clear':
      return clock.shotClock ? [{ type: 'clock.shotClockCleared', tournamentId: id }] : []
    case 'clock.announce': {
      // The same text again changes nothing, unless it is to be chimed or spoken once more.
      const cue = !!command.text && (!!command.chime || !!command.speak)
      if (command.text === clock.announcement && !cue) return []
      return [
        {
          type: 'clock.announced',
          tournamentId: id,
          text: command.text,
          ...(cue && command.chime ? { chime: true } : {}),
          ...(cue && command.speak ? { speak: true } : {})
        }
      ]
    }
    case 'clock.cancelStart':
      if (reading.status !== 'scheduled')
        reject('error.clock.notScheduled', 'No start is scheduled', { field: 'tournamentId' })
      return [{ type: 'clock.startCancelled', tournamentId: id, startsAt: clock.anchorAt - clock.anchorPosition }]
    case 'clock.display': {
      const settings = Object.fromEntries(Object.entries(command.settings).filter(([, v]) => v !== undefined))
      if (Object.keys(settings).length === 0) return []
      // A logo or sounds are named by an id chosen now, so the name travels with an export.
      return [
        {
          type: 'clock.displaySet',
          tournamentId: id,
          settings,
          ...(setsMedia(settings) ? { mediaId: ctx.newId() } : {})
        }
      ]
    }
  }
}

function clampPosition(structure: Structure, position: number): number {
  return Math.min(Math.max(0, position), totalMs(structure))
}
