/** The players' phone page (§12.13): entrants, the series standings and each player's own results as a phone shows them. */
export { byEntrantOrder, entrantRows } from './entrants'
export type { PhoneEntrant, PhoneStanding, StandingInputs } from './entrants'
export { phoneFederation } from './federation'
export type { FederationCopy, PhoneFederation } from './federation'
export { phoneSeries } from './series'
export type { PhoneSeries } from './series'
export { cardEntries, inputsOf, phoneCardOf, phoneCardSeat, phoneSeatRow, phoneView } from './views'
export type { PhoneCard, PhoneSeat, PhoneView } from './views'
