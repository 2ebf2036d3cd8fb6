/** Charts of the evening, read from a tournament's journal: players left, entries and re-entries over the evening. */
export { BB_ZONES, ChartJournal, chartSeries } from './series'
export type { ChartSeries } from './series'
