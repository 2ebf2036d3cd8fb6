/** Issue 17.6: past results from a spreadsheet. */
export const resultsImport = {
  'resultsImport.title': 'Import past results (CSV)',
  'resultsImport.explain':
    'A finished tournament from a spreadsheet or another tool: one row per player with the place and the name (club optional). Columns separated by commas, semicolons or tabs.',
  'resultsImport.choose': 'Choose a CSV file…',
  'resultsImport.field.place': 'Place',
  'resultsImport.field.displayName': 'Name',
  'resultsImport.field.fullName': 'Full name',
  'resultsImport.field.clubId': 'Club ID',
  'resultsImport.notImported': '— not imported —',
  'resultsImport.summary': '{rows} rows: {existing} players already in the database, {created} new.',
  'resultsImport.line': 'Line',
  'resultsImport.player': 'Player',
  'resultsImport.existing': 'in the database',
  'resultsImport.new': 'new player',
  'resultsImport.more': '… and {count} more rows.',
  'resultsImport.confirm': 'Import {count} results',
  'resultsImport.done': 'Imported: {count} results, recorded as a finished tournament.',
  'resultsImport.error.noColumn': 'No column is chosen for “{field}”.',
  'resultsImport.error.place': 'The place “{value}” is not a number.',
  'resultsImport.error.name': 'The name “{value}” is missing or too long.',
  'resultsImport.error.ambiguous': '{count} players in the database are called {name}: add the club ID to the file.',
  'resultsImport.error.tooFew': 'A result list needs at least two players ({count} found).',
  'resultsImport.error.sharedPlace': 'Place {place} is given to {count} players: shared places are entered by hand.',
  'resultsImport.error.missingPlaces': 'These places are missing from the list: {places}.',
  'resultsImport.warning.existing': '{name} is in the database already: the result is added to that player.'
} as const
