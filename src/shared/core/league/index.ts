/**
 * League tables beyond the single event, in one home (§28, §5.4): the rating formula language and the series
 * standings it feeds (`rating/`), series of events with their formulas, exclusions and annulments (`series/`), and
 * the categories and teams standings (`standings/`). Inside, the three depend one way — rating ← series ← standings —
 * and the boundary check holds them to it; everything outside enters through this file.
 */
export * from './rating'
export * from './series'
export * from './standings'

// What the root composes: a decision per command (and a fold per event) of the league.
export { leagueDeciders, leagueEvolvers } from './area'

// The federation's points as the hall pulled them (§28.9): what its screens and phones show.
export { federationPointsOf } from './federation'
export type { FederationCopy, FederationPoints } from './federation'
