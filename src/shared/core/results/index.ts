/** The pure core of results: places (§24, §27.7), penalties (§25) and disputed decisions (§27.4). */
export * from './places/placeBasis'
export * from './places/lot'
export * from './eliminations/handOutcome'
export * from './places/placesTable'
export * from './penalties/penaltyRecord'
export * from './penalties/disputedDecision'
