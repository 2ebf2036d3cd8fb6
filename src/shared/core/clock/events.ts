import type { DisplaySettings, HandForHandMode } from './schemas'
import type { Structure } from './structure'

/** Why the position moved. */
export type MoveCause = 'adjust' | 'set-remaining' | 'jump' | 'hand' | 'structure'

/**
 * Clock events carry the anchor they set (`at`, `position`), so the journal alone rebuilds the clock exactly:
 * running → position(now) = position + (now − at).
 */
export type ClockEvent =
  /** `previous`: the structure it replaced (null: none yet), so the journal lists what changed. */
  | {
      type: 'clock.structureSet'
      tournamentId: string
      structure: Structure
      previous?: Structure | null
      /** Time added beyond the level's scheduled length lengthened the level. */
      cause?: 'adjust' | 'set-remaining'
    }
  | { type: 'clock.scheduled'; tournamentId: string; startsAt: number }
  /** A scheduled start cancelled before it was reached: the clock is idle again. */
  | { type: 'clock.startCancelled'; tournamentId: string; startsAt: number }
  | { type: 'clock.started'; tournamentId: string; at: number; position: number }
  | { type: 'clock.paused'; tournamentId: string; at: number; position: number }
  | { type: 'clock.resumed'; tournamentId: string; at: number; position: number }
  | { type: 'clock.moved'; tournamentId: string; at: number; from: number; position: number; cause: MoveCause }
  | {
      type: 'clock.handForHandSet'
      tournamentId: string
      on: boolean
      mode: HandForHandMode
      deductSeconds: number
      pausedClock: boolean
    }
  | { type: 'clock.handCompleted'; tournamentId: string; hand: number }
  | {
      type: 'clock.shotClockStarted'
      tournamentId: string
      table: string
      seat: number
      at: number
      seconds: number
      countdownSeconds: number
    }
  | { type: 'clock.shotClockCleared'; tournamentId: string }
  | { type: 'clock.announced'; tournamentId: string; text: string; chime?: boolean; speak?: boolean }
  | {
      type: 'clock.displaySet'
      tournamentId: string
      settings: Partial<DisplaySettings>
      /** Names the logo and sounds it sets, when it sets any: displays fetch media by it. */
      mediaId?: string
    }

export const CLOCK_EVENT_TYPES = [
  'clock.structureSet',
  'clock.scheduled',
  'clock.startCancelled',
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
