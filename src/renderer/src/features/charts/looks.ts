/**
 * The charts' texts and colours, apart from the charts themselves (EveningCharts.tsx, on uPlot): the hall display and
 * the phone page name them without loading the chart library, which comes later, only where charts are shown.
 */
export interface ChartTexts {
  players: string
  entries: string
  reentries: string
  average: string
  structure: string
  zones: string
  empty: string
  minutes: string
}

export type ChartPanel = 'field' | 'average' | 'structure'

export interface ChartLook {
  text: string
  muted: string
  grid: string
  /** Players left, the average stack and the big blind. */
  accent: string
  entries: string
  reentries: string
}

export const DARK_LOOK: ChartLook = {
  text: '#f2f2f2',
  muted: '#a0a6ad',
  grid: 'rgba(255,255,255,0.12)',
  accent: '#ffc233',
  entries: '#4fc3f7',
  reentries: '#ef8a62'
}

export const LIGHT_LOOK: ChartLook = {
  text: '#1b1d20',
  muted: '#5b6168',
  grid: 'rgba(0,0,0,0.12)',
  accent: '#b35c00',
  entries: '#0b72b9',
  reentries: '#c2452d'
}
