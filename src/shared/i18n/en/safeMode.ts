/**
 * What is wrong with the record that opened the safe mode (its reason's code): a row that is not what Floorclock
 * writes, or a record that names what no earlier record made.
 */
export const safeMode = {
  'safeMode.problem.column':
    'Its “{column}” column holds a value Floorclock never writes there: the file was changed outside Floorclock or damaged.',
  'safeMode.problem.notJson': 'Its data is not readable text of an event (not JSON): the file is damaged.',
  'safeMode.problem.notEvent': 'Its data holds no event (JSON {found}): the file is damaged.',
  'safeMode.problem.typeMismatch': 'Its data is of another kind (“{found}”) than the record says: the file is damaged.',
  'safeMode.problem.version': 'It carries version {version}, which no Floorclock writes: the file is damaged.',
  'safeMode.problem.shape':
    'Its field “{path}” is not what this kind of record holds (missing, of the wrong kind or out of range): the file is damaged.',
  'safeMode.problem.stream': 'It is filed under “{stream}” but belongs to “{expected}”: the file is damaged.',
  'safeMode.problem.missing':
    'It names {kind, select, tournament {tournament} entry {entry} player {player} hand {hand} penalty {penalty} dispute {dispute decision} series {series} account {account} ticket {ticket} colourUp {colour-up of break} other {record}} {id}, which no earlier record of the journal created.',
  'safeMode.problem.noSeating': 'It changes the seating of a tournament whose tables were never set up.',
  'safeMode.problem.fold': 'It cannot be applied to the floor as the records before it left it.'
} as const
