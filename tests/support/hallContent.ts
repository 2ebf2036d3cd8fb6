import { readClock } from '../../src/shared/core/clock/reading'
import type { Layout } from '../../src/shared/core/display'
import { PRESETS } from '../../src/shared/core/display/presets'
import type { PublicSeating } from '../../src/shared/core/seating'
import type { PublicDisplay } from '../../src/shared/core/views'
import { buildContent, type HallContent } from '../../src/renderer/src/apps/hall/content'
import { hallT, type HallLanguage } from '../../src/renderer/src/apps/hall/hallT'

/**
 * What the hall screen's content builder makes of a public display view at `now` (the real view, the real builder):
 * the clock read from the view's own anchor (idle when the view has no clock); no logo, sponsor or notices.
 */
export function hallContent(
  view: PublicDisplay,
  now: number,
  {
    language = 'en',
    layout = PRESETS.classic,
    moves = []
  }: { language?: HallLanguage; layout?: Layout; moves?: PublicSeating['announcements'] } = {}
): HallContent {
  const clock = view.clock
  const reading = clock
    ? readClock(clock.structure, clock, now)
    : readClock(null, { status: 'idle', anchorAt: 0, anchorPosition: 0 }, now)
  return buildContent({
    view,
    layout,
    tick: { now, reading, shot: null },
    t: hallT(language),
    language,
    moves,
    logo: false,
    sponsor: false,
    notices: []
  })
}
