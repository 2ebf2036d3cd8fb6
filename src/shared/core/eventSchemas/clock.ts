import { z } from 'zod'
import type { ClockEvent } from '../clock'
import { DisplaySettings, HandForHandMode, Structure, setsMedia } from '../clock'
import { Id, positionId, spec, Text, Time, TournamentRef, type EventOf, type EventSpecs } from './spec'

const Position = z.number().int()
const Anchor = { ...TournamentRef, at: Time, position: Position }

export const clockEvents = {
  'clock.structureSet': spec<EventOf<'clock.structureSet'>>()(
    1,
    z.strictObject({
      type: z.literal('clock.structureSet'),
      ...TournamentRef,
      structure: Structure,
      previous: Structure.nullable().optional(),
      cause: z.enum(['adjust', 'set-remaining']).optional()
    })
  ),
  'clock.scheduled': spec<EventOf<'clock.scheduled'>>()(
    1,
    z.strictObject({ type: z.literal('clock.scheduled'), ...TournamentRef, startsAt: Time })
  ),
  'clock.startCancelled': spec<EventOf<'clock.startCancelled'>>()(
    1,
    z.strictObject({ type: z.literal('clock.startCancelled'), ...TournamentRef, startsAt: Time })
  ),
  'clock.started': spec<EventOf<'clock.started'>>()(1, z.strictObject({ type: z.literal('clock.started'), ...Anchor })),
  'clock.paused': spec<EventOf<'clock.paused'>>()(1, z.strictObject({ type: z.literal('clock.paused'), ...Anchor })),
  'clock.resumed': spec<EventOf<'clock.resumed'>>()(1, z.strictObject({ type: z.literal('clock.resumed'), ...Anchor })),
  'clock.moved': spec<EventOf<'clock.moved'>>()(
    1,
    z.strictObject({
      type: z.literal('clock.moved'),
      ...Anchor,
      from: Position,
      cause: z.enum(['adjust', 'set-remaining', 'jump', 'hand', 'structure'])
    })
  ),
  'clock.handForHandSet': spec<EventOf<'clock.handForHandSet'>>()(
    1,
    z.strictObject({
      type: z.literal('clock.handForHandSet'),
      ...TournamentRef,
      on: z.boolean(),
      mode: HandForHandMode,
      deductSeconds: z.int().min(0).max(3600),
      pausedClock: z.boolean()
    })
  ),
  'clock.handCompleted': spec<EventOf<'clock.handCompleted'>>()(
    1,
    z.strictObject({ type: z.literal('clock.handCompleted'), ...TournamentRef, hand: z.int().min(0) })
  ),
  'clock.shotClockStarted': spec<EventOf<'clock.shotClockStarted'>>()(
    1,
    z.strictObject({
      type: z.literal('clock.shotClockStarted'),
      ...TournamentRef,
      table: Text(20),
      seat: z.int().min(1).max(12),
      at: Time,
      seconds: z.int().min(1).max(600),
      countdownSeconds: z.int().min(0).max(60)
    })
  ),
  'clock.shotClockCleared': spec<EventOf<'clock.shotClockCleared'>>()(
    1,
    z.strictObject({ type: z.literal('clock.shotClockCleared'), ...TournamentRef })
  ),
  'clock.announced': spec<EventOf<'clock.announced'>>()(
    1,
    z.strictObject({
      type: z.literal('clock.announced'),
      ...TournamentRef,
      text: Text(500),
      chime: z.boolean().optional(),
      speak: z.boolean().optional()
    })
  ),
  // v2: a record that sets a logo or sounds names them by an id chosen when decided (v1: its position).
  'clock.displaySet': spec<EventOf<'clock.displaySet'>>()(
    2,
    z.strictObject({
      type: z.literal('clock.displaySet'),
      ...TournamentRef,
      settings: DisplaySettings.partial(),
      mediaId: Id.optional()
    }),
    { 1: (event, at) => (setsMedia(event.settings as object) ? { ...event, mediaId: positionId('', at) } : event) }
  )
} satisfies EventSpecs<ClockEvent>
