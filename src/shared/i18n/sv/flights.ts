import type { flights as en } from '../en/flights'

/** Svenska: flights, påsar och Dag 2 (§5.5, §27.5) — avvisningarna och protokollets avsnitt om flights. */
export const flights: Record<keyof typeof en, string> = {
  'error.flight.notAFlight': 'Den här turneringen är inte en flight i en flerdagarsturnering.',
  'error.flight.noEvent': 'En flight nämner Dag 2-turneringen i en flerdagarsturnering (en turnering, inte en flight).',
  'error.flight.labelTaken': 'En annan flight i den här turneringen har redan beteckningen ”{label}”.',
  'error.flight.eventHasFlights':
    '{flights, plural, one {En flight pekar} other {# flights pekar}} på den här turneringen: den förblir en flerdagarsturnering.',
  'error.flight.carried':
    'Påsar från den här flighten har förts över till Dag 2: flighten kan inte öppnas igen eller byta turnering.',
  'error.flight.closed':
    'Flighten är stängd: dess spel är slut. Ingen registrering, utslagning eller platsändring (öppna den igen med ett skäl).',
  'error.flight.notClosed': 'Flighten är inte stängd.',
  'error.flight.notStarted': 'Flighten har inte startat än.',
  'error.flight.entryNotInPlay': 'Bara en anmälan i spel läggs i påse (anmälan nr {number} är inte det).',
  'error.flight.noChange': 'Påsen är redan registrerad med de här räkningarna.',
  'error.flight.reasonRequired':
    'En andra räkning av en påse, eller att öppna en flight igen, kräver ett registrerat skäl.',
  'error.flight.unbagged':
    '{count, plural, one {# anmälan i spel har} other {# anmälningar i spel har}} ingen påse än (anmälningarna {numbers}): lägg varje stack i påse innan flighten stängs.',
  'error.flight.bagsDiffer':
    'Påsarna innehåller {bagged, number} marker, markerna i spel är {inPlay, number} (skillnad {difference, number}). De räknade markerna gäller (§27.5): räkna om, eller bekräfta skillnaden med ett skäl för att stänga flighten.',
  'error.flight.differenceReason':
    'Att stänga flighten med en skillnad mellan påsarna och markerna i spel kräver ett registrerat skäl (§27.5, §27.8).',
  'error.flight.alreadyAdvanced':
    'Spelaren lade marker i påse i flight {label}: återinköp i en annan flight efter avancemang är inte tillåtet i den här turneringen (§5.5).',
  'error.day2.notAnEvent': 'Den här turneringen är inte Dag 2 i en flerdagarsturnering.',
  'error.day2.nothingToCarry':
    'Ingen stängd flight har påsar kvar att föra över till Dag 2{skipped, plural, =0 {} one { (# påse stannar utanför enligt regeln för överföring)} other { (# påsar stannar utanför enligt regeln för överföring)}}.',
  'error.day2.notByStack': 'Den här Dag 2 utlystes med ny lottning: använd platslottningen.',
  'error.day2.bountyFormat':
    'Flight {label} är utlyst med ett annat bountyformat än Dag 2: bountyn på ett huvud följer med påsen bara under ett format (§5.10). Låt först flighten och Dag 2 utlysa samma bounty.',
  'event.flight.bagged': 'Stack lagd i påse',
  'event.flight.closed': 'Flight stängd',
  'event.flight.reopened': 'Flight öppnad igen',
  'event.day2.carried': 'Stack överförd till Dag 2',
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
