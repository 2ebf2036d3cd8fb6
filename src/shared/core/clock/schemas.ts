import { z } from 'zod'
import { TournamentId } from '../ids'
import { Structure } from './structure'

export const SoundName = z.enum(['start', 'level', 'warning', 'breakStart', 'breakEnd', 'shotTick', 'shotEnd'])
export type SoundName = z.infer<typeof SoundName>

/** A sound or logo of the director's own, as a data URL; size-limited so the pushed view stays small. */
export const MAX_MEDIA_CHARS = 150_000
const DataUrl = (prefix: 'audio' | 'image') =>
  z
    .string()
    .max(MAX_MEDIA_CHARS, { message: `must be at most ${MAX_MEDIA_CHARS} characters (about 110 KB)` })
    .regex(new RegExp(`^data:${prefix}/[\\w.+-]+;base64,[A-Za-z0-9+/=]+$`), { message: `must be a ${prefix} data URL` })

export const HandForHandMode = z.enum(['pause', 'deduct'])
export type HandForHandMode = z.infer<typeof HandForHandMode>

export const DisplaySettings = z.strictObject({
  theme: z.enum(['dark', 'light']),
  logo: DataUrl('image').nullable(),
  /** Seconds before the end of a level when the warning sounds; 0 = no warning. */
  warningSeconds: z.int().min(0).max(600),
  volume: z.number().min(0).max(1),
  muted: z.boolean(),
  /** Speak the new level aloud where the platform has speech synthesis. */
  speak: z.boolean(),
  sounds: z.partialRecord(SoundName, DataUrl('audio').nullable())
})
export type DisplaySettings = z.infer<typeof DisplaySettings>

const tid = { tournamentId: TournamentId }

export const SetStructure = z.strictObject({ type: z.literal('clock.structure.set'), ...tid, structure: Structure })
/** Start now, or at `at` (epoch ms): a scheduled start shows a pre-start countdown. */
export const StartClock = z.strictObject({ type: z.literal('clock.start'), ...tid, at: z.int().positive().optional() })
export const PauseClock = z.strictObject({ type: z.literal('clock.pause'), ...tid })
export const ResumeClock = z.strictObject({ type: z.literal('clock.resume'), ...tid })
/** Positive: more time remains in the level; negative: less. */
export const AdjustClock = z.strictObject({
  type: z.literal('clock.adjust'),
  ...tid,
  seconds: z
    .int()
    .min(-86_400)
    .max(86_400)
    .refine((s) => s !== 0, { message: 'must not be zero' })
})
export const SetRemaining = z.strictObject({
  type: z.literal('clock.setRemaining'),
  ...tid,
  seconds: z.int().min(0).max(86_400)
})
export const JumpToItem = z.strictObject({ type: z.literal('clock.jump'), ...tid, index: z.int().min(0).max(299) })
export const SetHandForHand = z.strictObject({
  type: z.literal('clock.handForHand'),
  ...tid,
  on: z.boolean(),
  mode: HandForHandMode.default('deduct'),
  /** TDA RP-8: at most 3 minutes per hand, preferably 2. */
  deductSeconds: z.int().min(0).max(180).default(120)
})
export const HandComplete = z.strictObject({ type: z.literal('clock.handComplete'), ...tid })
export const StartShotClock = z.strictObject({
  type: z.literal('clock.shotClock.start'),
  ...tid,
  table: z.string().trim().min(1).max(20),
  seat: z.int().min(1).max(12),
  seconds: z.int().min(1).max(600).default(30),
  countdownSeconds: z.int().min(0).max(60).default(10)
})
export const ClearShotClock = z.strictObject({ type: z.literal('clock.shotClock.clear'), ...tid })
/** An announcement on the hall display; optionally with a chime and spoken in the display's language. */
export const Announce = z.strictObject({
  type: z.literal('clock.announce'),
  ...tid,
  text: z.string().trim().max(500),
  chime: z.boolean().optional(),
  speak: z.boolean().optional()
})
/** Cancel a scheduled start before it is reached: the clock is idle again. */
export const CancelStart = z.strictObject({ type: z.literal('clock.cancelStart'), ...tid })
export const SetDisplay = z.strictObject({
  type: z.literal('clock.display'),
  ...tid,
  settings: DisplaySettings.partial()
})

export const clockCommands = [
  SetStructure,
  StartClock,
  PauseClock,
  ResumeClock,
  AdjustClock,
  SetRemaining,
  JumpToItem,
  SetHandForHand,
  HandComplete,
  StartShotClock,
  ClearShotClock,
  Announce,
  SetDisplay,
  CancelStart
] as const
