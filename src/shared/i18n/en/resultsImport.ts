/** Past results from a spreadsheet. */
export const resultsImport = {
  'resultsImport.title': 'Import past results (CSV)',
  'resultsImport.explain':
    'A finished tournament from a spreadsheet or another tool: one row per player with the place and the name (club optional). Columns separated by commas, semicolons or tabs. A shared place: the same number on each row (5, 5, 7) or a range (5–6).',
  'resultsImport.choose': 'Choose a CSV file…',
  'resultsImport.field.place': 'Place',
  'resultsImport.field.displayName': 'Name',
  'resultsImport.field.fullName': 'Full name',
  'resultsImport.field.clubId': 'Club ID',
  'resultsImport.notImported': '— not imported —',
  'resultsImport.summary': 'Rows: {rows}; players already in the database: {existing}; new: {created}.',
  'resultsImport.line': 'Line',
  'resultsImport.player': 'Player',
  'resultsImport.existing': 'in the database',
  'resultsImport.new': 'new player',
  'resultsImport.more': '… and {count, plural, one {# more row} other {# more rows}}.',
  'resultsImport.confirm': 'Import {count, plural, one {# result} other {# results}}',
  'resultsImport.done':
    'Imported: {count, plural, one {# result} other {# results}}, recorded as a finished tournament.',
  'resultsImport.error.noColumn': 'No column is chosen for “{field}”.',
  'resultsImport.error.place': 'The place “{value}” is not a number.',
  'resultsImport.error.name': 'The name “{value}” is missing or too long.',
  'resultsImport.error.ambiguous':
    '{count, plural, one {# player} other {# players}} in the database {count, plural, one {is} other {are}} called {name}: add the club ID to the file.',
  'resultsImport.error.tooFew': 'A result list needs at least two players ({count} found).',
  'resultsImport.error.sharedWinner':
    'Place 1 is shared on lines {lines}: a tournament has one winner, so place 1 cannot be shared.',
  'resultsImport.error.sharedRange':
    'Places {place}–{placeTo} are {size, plural, one {# place} other {# places}}, but {count, plural, one {# line gives} other {# lines give}} them (lines {lines}): one line per shared place.',
  'resultsImport.error.insideShared':
    'Place {place} ({count, plural, one {line} other {lines}} {lines}) falls inside places {shared}–{sharedTo} shared on lines {sharedLines}: the place after them is {next}.',
  'resultsImport.error.missingPlaces': 'These places are missing from the list: {places}.',
  'resultsImport.warning.sharedPlace':
    'Places {place}–{placeTo} shared by {count, plural, one {# player} other {# players}} (lines {lines}): recorded as out in one hand with equal stacks.',
  'resultsImport.sharedConfirm': 'The shared places are as in the original results',
  'resultsImport.warning.existing': '{name} is in the database already: the result is added to that player.'
} as const
