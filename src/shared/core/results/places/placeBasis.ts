import { z } from 'zod'

/**
 * §27.7, Appendix C.13: the stored basis of the order of places. The first five are the rule's own list for
 * simultaneous eliminations; the rest name how a place came about when nobody else went out in the same hand.
 */
export const PlaceBasis = z.enum([
  'start-stack', // more chips at the start of the hand → higher place (§9.5, §9.6, §24.7, §24.8, §24.10)
  'equal-places', // equal stacks shared the places, or TDA RP-8A hand-for-hand announcement hand (§24.9а)
  'lot', // equal stacks drawn by lot, the draw recorded (§24.9в)
  'director', // the director's decision, with a reason (§27.7)
  'other', // another announced method, e.g. comparing hands (§24.9б), described in the record
  'sole-elimination', // nobody else went out in that hand: the order of eliminations decides
  'last-remaining', // the one left when everyone else was out
  'disqualification', // removed by disqualification, the place kept as announced (§25.10, §25.11)
  'olympic-stage' // Olympic format: by the stage reached, then the finishing position at the table (BFSP §3.2)
])
export type PlaceBasis = z.infer<typeof PlaceBasis>

/** How equal start-of-hand stacks are resolved, as the event announced it (§9.6, §24.9). */
export const TieRule = z.enum(['split', 'lot', 'director', 'other'])
export type TieRule = z.infer<typeof TieRule>

/** i18n key of a basis label (src/shared/i18n/<lang>/results.ts). */
export const placeBasisKey = (basis: PlaceBasis) => `results.basis.${basis}` as const
export const tieRuleKey = (rule: TieRule) => `results.tieRule.${rule}` as const
