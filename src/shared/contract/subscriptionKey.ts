import type { Subscription } from './subscriptions'

/**
 * A stable key for a subscription, so identical subscriptions share one computed view; the server keys its channels
 * and every client its views by it. A module of its own, without zod: the one client of every page (the hall display
 * and the phone page included, whose bundles carry no zod) imports it, and so there is one spelling of each key.
 */
export function subscriptionKey(sub: Subscription): string {
  switch (sub.topic) {
    case 'tournaments':
      return 'tournaments'
    case 'tournament':
      return `tournament:${sub.tournamentId}`
    case 'display':
      return `display:${sub.tournamentId ?? ''}`
    case 'registration':
      return `registration:${sub.tournamentId}`
    case 'seating':
      return `seating:${sub.tournamentId}`
    case 'results':
      return `results:${sub.tournamentId}`
    case 'screen':
      return `screen:${sub.screenId}:${sub.tournamentId ?? ''}:${sub.layout ?? ''}`
    case 'screens':
      return 'screens'
    case 'phone':
      return `phone:${sub.tournamentId}`
    case 'phoneCard':
      return `phoneCard:${sub.tournamentId}:${sub.card}`
    case 'phoneSeries':
      return `phoneSeries:${sub.tournamentId}`
    case 'charts':
      return `charts:${sub.tournamentId}`
    case 'festival':
      return 'festival'
    // One channel per signed-in account (its scope), one for the whole hall.
    case 'floor':
      return sub.accountId ? `floor:${sub.accountId}` : 'floor'
  }
}
