/** The pure core of results: places (§24, §27.7), penalties (§25) and disputed decisions (§27.4). */
export * from './PlaceBasis'
export * from './Lot'
export * from './Elimination'
export * from './Places'
export * from './Penalty'
export * from './DisputedDecision'
