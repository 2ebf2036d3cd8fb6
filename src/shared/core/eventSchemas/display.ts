import { z } from 'zod'
import type { DisplayEvent } from '../display'
import { HallTableNumber, Layout, LayoutId, ScreenId, ScreenLanguage } from '../display'
import { Id, spec, Time, type EventOf, type EventSpecs } from './spec'

const change = <T extends z.ZodType>(value: T) => z.strictObject({ from: value, to: value }).optional()

/** The hall displays' settings and the director's layouts. */
export const displayEvents = {
  'display.screenConfigured': spec<EventOf<'display.screenConfigured'>>()(
    1,
    z.strictObject({
      type: z.literal('display.screenConfigured'),
      screenId: ScreenId,
      changes: z.strictObject({
        name: change(z.string().max(60)),
        tournamentId: change(Id.nullable()),
        layoutId: change(LayoutId),
        language: change(ScreenLanguage.nullable()),
        // Optional: records made before the switch existed simply lack it (no new version).
        phoneQr: change(z.boolean()),
        board: change(z.boolean())
      })
    })
  ),
  'display.screenIdentified': spec<EventOf<'display.screenIdentified'>>()(
    1,
    z.strictObject({ type: z.literal('display.screenIdentified'), screenId: ScreenId, until: Time })
  ),
  'display.screenForgotten': spec<EventOf<'display.screenForgotten'>>()(
    1,
    z.strictObject({ type: z.literal('display.screenForgotten'), screenId: ScreenId })
  ),
  'display.layoutSaved': spec<EventOf<'display.layoutSaved'>>()(
    1,
    z.strictObject({ type: z.literal('display.layoutSaved'), layoutId: LayoutId, layout: Layout, created: z.boolean() })
  ),
  'display.layoutDeleted': spec<EventOf<'display.layoutDeleted'>>()(
    1,
    z.strictObject({ type: z.literal('display.layoutDeleted'), layoutId: LayoutId })
  ),
  'display.tableNamed': spec<EventOf<'display.tableNamed'>>()(
    1,
    z.strictObject({
      type: z.literal('display.tableNamed'),
      number: HallTableNumber,
      from: z.string().min(1).max(24).nullable(),
      to: z.string().min(1).max(24).nullable()
    })
  )
} satisfies EventSpecs<DisplayEvent>
