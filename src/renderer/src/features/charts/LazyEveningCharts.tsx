import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react'
import type { EveningCharts as Charts } from './EveningCharts'

const Loaded = lazy(() => import('./EveningCharts').then((m) => ({ default: m.EveningCharts })))

/**
 * The charts of the evening for the hall display and the phone page: the chart library (uPlot) is its own chunk,
 * loaded the first time charts are shown, never before the first clock of a screen that shows none.
 */
export function LazyEveningCharts(props: ComponentProps<typeof Charts>): ReactNode {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  )
}
