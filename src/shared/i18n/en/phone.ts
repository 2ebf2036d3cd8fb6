/**
 * The players' own phone page (issue 16) and the QR code that leads to it: shipped with the hall dictionaries (the
 * phone page is built from the display bundle's parts). Russian and Swedish have every key.
 */
export const phone = {
  'phone.tab.clock': 'Clock',
  'phone.tab.structure': 'Structure',
  'phone.tab.results': 'Results',
  'phone.tab.charts': 'Charts',
  'phone.mySeat': 'My seat',
  'phone.find.label': 'Your name as on the hall screen, or the number on your seat card',
  'phone.find.button': 'Find me',
  'phone.find.empty': 'Type your name as it is on the hall screen, or the number on your seat card.',
  'phone.find.none':
    'Nobody seated now has the name “{name}”. Check the spelling as on the hall screen, or type the number on your seat card.',
  'phone.find.noCard': 'No seat for the card number {number}. Check the number on your seat card.',
  'phone.find.pick': 'Several players have this name. Choose your seat:',
  'phone.find.notDrawn': 'The seats are not drawn yet. Your seat will show here after the draw.',
  'phone.seat': 'Table {table}, seat {seat}',
  'phone.table': 'Table',
  'phone.seatWord': 'Seat',
  'phone.notMe': 'Not me',
  'phone.notSeated': '{name}: no seat now.',
  'phone.myPlace': '{name}: place {place}',
  'phone.moved.title': 'You have been moved',
  'phone.moved.to': 'New seat: table {table}, seat {seat}',
  'phone.moved.from': 'Was: table {table}, seat {seat}',
  'phone.moved.ok': 'Got it',
  'phone.language': 'Language',
  'phone.theme': 'Theme',
  'phone.theme.dark': 'Dark',
  'phone.theme.light': 'Light',
  'phone.offline': 'No connection to the hall server: the last data received is shown.',
  'phone.noTournament': 'No tournament at this address. Scan the code on the hall screen again.',
  'phone.awards': 'Awards',
  'phone.noAwards': 'No awards announced.',
  'phone.standings': 'Final standings',
  'phone.lastOut': 'Last eliminated',
  'phone.noEliminations': 'No eliminations yet.',
  'phone.colorUp': 'Colour-up: {text}',
  'phone.noStructure': 'The structure is not published yet.',
  'phone.publicOnly': 'Public information only: no other player’s stack, no odds, nothing about a hand (§12.11).',
  'phone.scan': 'Your seat and the clock on your phone'
} as const
