import type { Structure } from './structure'
import type { DisplaySettings, HandForHandMode } from './schemas'

/**
 * The clock as the journal left it: a position in "structure time" (ms since the start of level 1) and an anchor.
 * Running: position(now) = anchorPosition + (now − anchorAt). Paused: position = anchorPosition. A scheduled start
 * is a running clock whose anchor lies in the future (the position is negative until then: the pre-start countdown).
 * Nothing here counts ticks, so a restart shows the clock where it would be and hours of play drift 0 ms.
 */
export interface ClockState {
  structure: Structure | null
  status: 'idle' | 'running' | 'paused'
  anchorAt: number
  anchorPosition: number
  /** How many times the structure was changed after the start (§5.2). */
  structureCorrections: number
  handForHand: HandForHand
  shotClock: ShotClock | null
  announcement: string
  /** Announcements made in this tournament; numbers the cues (it travels with an export, unlike a journal position). */
  announcementsMade: number
  /** The last announcement's cue (its number), so each screen chimes or speaks it once. */
  announcementCue: AnnouncementCue | null
  display: DisplaySettings
  /** Names the current logo and sounds (the record that last set them chose it), so displays fetch each file once. */
  mediaId: string
}

export interface AnnouncementCue {
  /** The announcement's number in its tournament (never from the journal position: docs/decisions.md). */
  number: number
  chime: boolean
  speak: boolean
}

/** §24.4–§24.6, TDA RP-8. */
export interface HandForHand {
  on: boolean
  mode: HandForHandMode
  deductSeconds: number
  hands: number
  /** The clock was running when hand-for-hand began, so it resumes when hand-for-hand ends. */
  pausedClock: boolean
}

/** "Time" called on a player (BFSP §7.1.7; TDA R29: 25 + 5). */
export interface ShotClock {
  table: string
  seat: number
  startedAt: number
  seconds: number
  countdownSeconds: number
}

export const DEFAULT_DISPLAY: DisplaySettings = {
  theme: 'dark',
  logo: null,
  warningSeconds: 60,
  volume: 0.8,
  muted: false,
  speak: false,
  sounds: {}
}

export function initialClock(): ClockState {
  return {
    structure: null,
    status: 'idle',
    anchorAt: 0,
    anchorPosition: 0,
    structureCorrections: 0,
    handForHand: { on: false, mode: 'deduct', deductSeconds: 120, hands: 0, pausedClock: false },
    shotClock: null,
    announcement: '',
    announcementsMade: 0,
    announcementCue: null,
    display: { ...DEFAULT_DISPLAY, sounds: {} },
    mediaId: '0'
  }
}
