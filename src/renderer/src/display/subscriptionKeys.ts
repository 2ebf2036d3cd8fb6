/**
 * The key of a display's subscription, spelled as the server's subscriptionKey (contract/subscriptions.ts) without
 * importing the contract's schemas into the display bundle; tests/unit/display/clientKeys.unit.test.ts keeps the two
 * the same. No DOM here, so Node tests import it.
 */
export function keyOf(sub: {
  topic: string
  tournamentId?: string
  screenId?: string
  layout?: string
  card?: number
}): string {
  if (sub.topic === 'phoneCard') return `phoneCard:${sub.tournamentId ?? ''}:${sub.card ?? ''}`
  if (sub.topic === 'screen') return `screen:${sub.screenId ?? ''}:${sub.tournamentId ?? ''}:${sub.layout ?? ''}`
  return `${sub.topic}:${sub.tournamentId ?? ''}`
}
