import type { MessageKey } from '../en'

/** Svenska: flights och Dag 2 i protokollet (§5.5, §27.5). */
export const flights: Partial<Record<MessageKey, string>> = {
  'protocol.flights.title': 'Flights',
  'protocol.flights.flight': 'Flight {label}: {name}, {date}',
  'protocol.flights.entries': '{count, plural, one {# anmälan} other {# anmälningar}}',
  'protocol.flights.bags': 'Påsar',
  'protocol.flights.col.flight': 'Flight',
  'protocol.flights.col.entry': 'Anmälan',
  'protocol.flights.col.name': 'Spelare',
  'protocol.flights.col.chips': 'Marker',
  'protocol.flights.col.countedBy': 'Räknad av',
  'protocol.flights.col.witnessedBy': 'Vittne',
  'protocol.flights.col.at': 'När',
  'protocol.flights.col.advanced': 'Till Dag 2',
  'protocol.flights.advanced': 'vidare',
  'protocol.flights.notAdvanced': 'inte överförd',
  'protocol.flights.noBags': 'Inga påsar registrerade.',
  'protocol.flights.recounts': 'omräknad {count, plural, one {# gång} other {# gånger}}',
  'protocol.flights.places': 'Placeringar i hela turneringen',
  'protocol.flights.col.place': 'Placering',
  'protocol.flights.col.played': 'Spelade',
  'protocol.flights.day2': 'Dag 2',
  'protocol.flights.unplaced': 'utan placering',
  'protocol.flights.inPlay': 'i spel',
  'protocol.flights.bountyCarried': '(från flight {label}: {head})',
  'protocol.flights.ofEvent': 'Flight {label} av {event}',
  'protocol.flights.rules':
    'Överföring: {carryOver, select, best {spelarens största påse} other {alla påsar}}; nytt inköp efter avancemang: {reentry, select, true {tillåtet} other {inte tillåtet}}; Dag 2-placering: {seating, select, byStack {efter stack} other {ny lottning}}; utslagna i en flight: {busts, select, shared {delar placeringarna efter Dag 2} other {utan placering}}.'
}
