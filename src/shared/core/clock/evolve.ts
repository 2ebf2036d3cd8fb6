import type { EventRecord } from '../record'
import type { FloorState } from '../state'
import type { ClockEvent } from './events'

export function evolveClock(state: FloorState, record: EventRecord<ClockEvent>): void {
  const event = record.event
  const tournament = state.tournaments.get(event.tournamentId)
  if (!tournament) return
  const clock = tournament.clock
  switch (event.type) {
    case 'clock.structureSet':
      if (
        tournament.status === 'started' ||
        (clock.status !== 'idle' && record.recordedAt >= clock.anchorAt - clock.anchorPosition)
      ) {
        clock.structureCorrections += 1
      }
      clock.structure = event.structure
      return
    case 'clock.scheduled':
      clock.status = 'running'
      clock.anchorAt = event.startsAt
      clock.anchorPosition = 0
      return
    case 'clock.started':
    case 'clock.resumed':
      clock.status = 'running'
      clock.anchorAt = event.at
      clock.anchorPosition = event.position
      return
    case 'clock.paused':
      clock.status = 'paused'
      clock.anchorAt = event.at
      clock.anchorPosition = event.position
      return
    case 'clock.moved':
      clock.anchorAt = event.at
      clock.anchorPosition = event.position
      return
    case 'clock.handForHandSet':
      clock.handForHand = {
        on: event.on,
        mode: event.mode,
        deductSeconds: event.deductSeconds,
        hands: event.on ? (clock.handForHand.on ? clock.handForHand.hands : 0) : clock.handForHand.hands,
        pausedClock: event.pausedClock
      }
      // One hand-for-hand for the whole floor: the clock's switch also makes seating ask before moving (§8.14).
      if (tournament.seating) tournament.seating.room.handForHand = event.on
      return
    case 'clock.handCompleted':
      clock.handForHand.hands = event.hand
      return
    case 'clock.shotClockStarted':
      clock.shotClock = {
        table: event.table,
        seat: event.seat,
        startedAt: event.at,
        seconds: event.seconds,
        countdownSeconds: event.countdownSeconds
      }
      return
    case 'clock.shotClockCleared':
      clock.shotClock = null
      return
    case 'clock.announced':
      clock.announcement = event.text
      clock.announcementsMade += 1
      clock.announcementCue =
        event.text && (event.chime || event.speak)
          ? { number: clock.announcementsMade, chime: !!event.chime, speak: !!event.speak }
          : null
      return
    case 'clock.startCancelled':
      clock.status = 'idle'
      clock.anchorAt = 0
      clock.anchorPosition = 0
      return
    case 'clock.displaySet': {
      const sounds = { ...clock.display.sounds, ...event.settings.sounds }
      for (const name of Object.keys(sounds) as (keyof typeof sounds)[]) if (!sounds[name]) delete sounds[name]
      clock.display = { ...clock.display, ...event.settings, sounds }
      if (event.mediaId !== undefined) clock.mediaId = event.mediaId
      return
    }
  }
}
