export const backup = {
  'nav.tournaments': 'Tournaments',
  'nav.backups': 'Backups',
  'backup.title': 'Backups of the records',
  'backup.explain':
    'While a tournament is under way a backup is taken every 5 minutes and at every break. Restoring one keeps the current database in the backup folder, and the restore is recorded in the journal.',
  'backup.now': 'Back up now',
  'backup.taken': 'Backup taken: {file}',
  'backup.none': 'No backups yet.',
  'backup.when': 'Taken',
  'backup.reason': 'Kind',
  'backup.size': 'Size',
  'backup.state': 'Check',
  'backup.good': 'good',
  'backup.bad': 'damaged',
  'backup.restore': 'Restore…',
  'backup.restoreReason': 'Reason for the restore (recorded in the journal)',
  'backup.restoreConfirm': 'Restore this backup',
  'backup.restored': 'Restored {file}. The replaced database is kept as {replaced}.',
  'backup.kind.interval': 'every 5 minutes',
  'backup.kind.break': 'at a break',
  'backup.kind.manual': 'by hand',
  'backup.kind.before-restore': 'before a restore',
  'backup.kind.replaced': 'replaced by a restore',
  'export.button': 'Export (JSON)',
  'import.button': 'Import a tournament (JSON)',
  'import.done': 'Imported {records, plural, one {# record} other {# records}}.',
  'event.journal.restored': 'Records restored from a backup',
  'error.backup.notFound': 'There is no backup named {file}.',
  'error.backup.unusable': 'That backup cannot be used: it is damaged or not a Floorclock database.',
  'error.import.seriesDiffers':
    'The tournament belongs to the series “{series}”, but its formula versions differ from those recorded here; nothing was imported.',
  'error.import.exists': 'This tournament is already in the records.',
  'error.import.unreadable': 'This file is not a Floorclock tournament export.',
  'error.import.invalidRecord': 'Record {record} of the file ({type}) is not valid at “{path}”; nothing was imported.',
  'error.import.noVersion':
    'Record {record} of the file ({type}) does not say which version it is; nothing was imported.',
  'error.import.newerEvent':
    'Record {record} of the file ({type}, version {version}) was written by a newer Floorclock: update this app to import the file. Nothing was imported.',
  'error.import.otherStream':
    'Record {record} of the file ({type}) does not belong to this tournament; nothing was imported.',
  'error.import.notFolding':
    'Record {record} of the file ({type}) does not fit the records before it; nothing was imported.',
  'error.import.duplicateId':
    'Record {record} of the file ({type}) records {id} again, which is already recorded; nothing was imported.',
  'error.import.missing.tournament':
    'Record {record} of the file ({type}) names the tournament {id}, which is neither in the file before it nor recorded here; nothing was imported.',
  'error.import.missing.entry':
    'Record {record} of the file ({type}) names the entry {id}, which the file did not register before it; nothing was imported.',
  'error.import.missing.player':
    'Record {record} of the file ({type}) names the player {id}, who is neither in the file nor recorded here; nothing was imported.',
  'error.import.missing.hand':
    'Record {record} of the file ({type}) names the hand {id}, which the file did not record before it; nothing was imported.',
  'error.import.missing.penalty':
    'Record {record} of the file ({type}) names the penalty {id}, which the file did not record before it; nothing was imported.',
  'error.import.missing.dispute':
    'Record {record} of the file ({type}) names the disputed decision {id}, which the file did not record before it; nothing was imported.',
  'error.import.missing.series':
    'Record {record} of the file ({type}) names the series {id}, which is neither in the file nor recorded here; nothing was imported.',
  'error.import.missing.version':
    'Record {record} of the file ({type}) names the formula version {id}, which the series does not have; nothing was imported.',
  'error.import.missing.proposal':
    'Record {record} of the file ({type}) names the seating proposal {id}, which was not pending then; nothing was imported.',
  'error.import.missing.ticket':
    'Record {record} of the file ({type}) names the ticket {id}, which the file did not issue before it; nothing was imported.',
  'error.import.notInHand':
    'Record {record} of the file ({type}) undoes the elimination of {id}, who is not out in that hand; nothing was imported.',
  'error.import.seatingNotSet':
    'Record {record} of the file ({type}) changes the seating before the tables were set up; nothing was imported.',
  'error.import.noSuchSeat':
    'Record {record} of the file ({type}) names seat {seat} at table {table}, which is not in the room; nothing was imported.',
  'error.import.mergesLocal':
    'The file merges the player “{duplicate}” into “{keep}” (player record {record}), and a player recorded in this installation is one of them. Give a reason to confirm the merge; nothing was imported.',
  'import.merge.title': 'The file merges players recorded here',
  'import.merge.reason': 'Reason for the merge (recorded with your name)',
  'import.merge.confirm': 'Confirm the merge and import',
  'import.merge.cancel': 'Do not import'
} as const
