/** Flights, bag-and-tag and Day 2 (§5.5, §27.5): the refusals and the protocol's Flights section. */
export const flights = {
  'error.flight.notAFlight': 'This tournament is not a flight of a multi-day event.',
  'error.flight.noEvent': 'A flight names the Day 2 tournament of a multi-day event (an event, not a flight).',
  'error.flight.labelTaken': 'Another flight of this event is already labelled “{label}”.',
  'error.flight.eventHasFlights':
    '{flights, plural, one {A flight points} other {# flights point}} at this event: it stays a multi-day event.',
  'error.flight.carried': 'Bags of this flight were carried to Day 2: the flight cannot reopen or change its event.',
  'error.flight.closed':
    'The flight is closed: its play has ended. No registration, elimination or seat change (reopen it with a reason).',
  'error.flight.notClosed': 'The flight is not closed.',
  'error.flight.notStarted': 'The flight has not started yet.',
  'error.flight.entryNotInPlay': 'Only an entry in play is bagged (entry #{number} is not).',
  'error.flight.noChange': 'The bag is already recorded with these counts.',
  'error.flight.reasonRequired': 'A second count of a bag, or reopening a flight, needs a recorded reason.',
  'error.flight.unbagged':
    '{count, plural, one {# entry in play has} other {# entries in play have}} no bag yet (entries {numbers}): bag every stack before closing the flight.',
  'error.flight.bagsDiffer':
    'The bags add up to {bagged, number} chips, the chips in play are {inPlay, number} (difference {difference, number}). The counted chips are the record (§27.5): recount, or confirm the difference with a reason to close the flight.',
  'error.flight.differenceReason':
    'Closing the flight with a difference between the bags and the chips in play needs a recorded reason (§27.5, §27.8).',
  'error.flight.alreadyAdvanced':
    'The player bagged in flight {label}: re-entry in another flight after advancing is not allowed for this event (§5.5).',
  'error.day2.notAnEvent': 'This tournament is not the Day 2 of a multi-day event.',
  'error.day2.nothingToCarry':
    'No closed flight has bags left to carry to Day 2{skipped, plural, =0 {} one { (# bag stays out by the carry-over rule)} other { (# bags stay out by the carry-over rule)}}.',
  'error.day2.notByStack': 'This Day 2 was announced with a fresh draw: use the seat draw.',
  'error.day2.bountyFormat':
    'Flight {label} is announced with another bounty format than the Day 2: the bounty on a head travels with the bag only under one format (§5.10). Make the flight and the Day 2 announce the same bounty first.',
  'event.flight.bagged': 'Stack bagged',
  'event.flight.closed': 'Flight closed',
  'event.flight.reopened': 'Flight reopened',
  'event.day2.carried': 'Stack carried to Day 2',
  'protocol.flights.title': 'Flights',
  'protocol.flights.flight': 'Flight {label}: {name}, {date}',
  'protocol.flights.entries': '{count, plural, one {# entry} other {# entries}}',
  'protocol.flights.bags': 'Bags',
  'protocol.flights.col.flight': 'Flight',
  'protocol.flights.col.entry': 'Entry',
  'protocol.flights.col.name': 'Player',
  'protocol.flights.col.chips': 'Chips',
  'protocol.flights.col.countedBy': 'Counted by',
  'protocol.flights.col.witnessedBy': 'Witnessed by',
  'protocol.flights.col.at': 'When',
  'protocol.flights.col.advanced': 'To Day 2',
  'protocol.flights.advanced': 'advanced',
  'protocol.flights.notAdvanced': 'not carried',
  'protocol.flights.noBags': 'No bags recorded.',
  'protocol.flights.recounts': 'recounted {count, plural, one {# time} other {# times}}',
  'protocol.flights.places': 'Places across the event',
  'protocol.flights.col.place': 'Place',
  'protocol.flights.col.played': 'Played',
  'protocol.flights.day2': 'Day 2',
  'protocol.flights.unplaced': 'unplaced',
  'protocol.flights.inPlay': 'in play',
  'protocol.flights.bountyCarried': '(from flight {label}: {head})',
  'protocol.flights.ofEvent': 'Flight {label} of {event}',
  'protocol.flights.rules':
    'Carry-over: {carryOver, select, best {best bag of a player} other {every bag}}; re-entry after advancing: {reentry, select, true {allowed} other {not allowed}}; Day 2 seating: {seating, select, byStack {by stack} other {fresh draw}}; players out in a flight: {busts, select, shared {share the places after Day 2} other {unplaced}}.'
}
