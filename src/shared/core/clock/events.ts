import type { DisplaySettings, HandForHandMode } from './schemas'
import type { Structure } from './structure'

/** Why the position moved. */
export type MoveCause = 'adjust' | 'set-remaining' | 'jump' | 'hand' | 'structure'

/**
 * Clock events carry the anchor they set (`at`, `position`), so the journal alone rebuilds the clock exactly:
 * running → position(now) = position + (now − at).
 */
export type ClockEvent =
  | { type: 'clock.structureSet'; tournamentId: string; structure: Structure }
  | { type: 'clock.scheduled'; tournamentId: string; startsAt: number }
  | { type: 'clock.started'; tournamentId: string; at: number; position: number }
  | { type: 'clock.paused'; tournamentId: string; at: number; position: number }
  | { type: 'clock.resumed'; tournamentId: string; at: number; position: number }
  | { type: 'clock.moved'; tournamentId: string; at: number; from: number; position: number; cause: MoveCause }
  | { type: 'clock.handForHandSet'; tournamentId: string; on: boolean; mode: HandForHandMode; deductSeconds: number; pausedClock: boolean }
  | { type: 'clock.handCompleted'; tournamentId: string; hand: number }
  | { type: 'clock.shotClockStarted'; tournamentId: string; table: string; seat: number; at: number; seconds: number; countdownSeconds: number }
  | { type: 'clock.shotClockCleared'; tournamentId: string }
  | { type: 'clock.announced'; tournamentId: string; text: string }
  | { type: 'clock.displaySet'; tournamentId: string; settings: Partial<DisplaySettings> }

export const CLOCK_EVENT_TYPES = [
  'clock.structureSet',
  'clock.scheduled',
  'clock.started',
  'clock.paused',
  'clock.resumed',
  'clock.moved',
  'clock.handForHandSet',
  'clock.handCompleted',
  'clock.shotClockStarted',
  'clock.shotClockCleared',
  'clock.announced',
  'clock.displaySet'
] as const satisfies readonly ClockEvent['type'][]
