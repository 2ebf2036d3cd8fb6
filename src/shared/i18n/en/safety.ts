/** Refusals about the request itself (every boundary holds), and the safe mode of a journal that does not fold. */
export const safety = {
  'error.internal':
    'Floorclock could not do this because of an internal error; nothing was recorded. The error has been logged.',
  'error.rateLimited':
    'Too many requests at once from this screen; this one was not carried out. Try again in a moment.',
  'error.tooManySubscriptions': 'This screen follows too many views at once (at most {limit}).',
  'error.tooManyConnections':
    'Too many screens are connected from this network address (at most {limit}); this one was not let in. Close screens you do not use, or ask the director.',
  'error.tooManyAddressSubscriptions':
    'The screens at this network address follow too many views at once (at most {limit}); this one was not opened.',
  'error.frame': 'The request could not be read.',
  'error.hello': 'Not signed in yet.',
  'error.foreignFrame': 'Requests are accepted only from Floorclock windows.',
  'error.safeMode':
    'Safe mode: record {seq} ({type}) of the journal cannot be read, so nothing is recorded until a backup is restored.',
  'safeMode.title': 'Safe mode: nothing is recorded',
  'safeMode.explain':
    'The journal has a record Floorclock cannot read. To keep every record true, the floor opened read-only: the clock screens show the floor as it was before that record, and no command is recorded.',
  'safeMode.record': 'Record',
  'safeMode.recordedAt': 'Recorded at',
  'safeMode.by': 'Recorded by',
  'safeMode.problem': 'Problem',
  'safeMode.database': 'Database',
  'safeMode.kept': 'kept exactly as it is',
  'safeMode.restoreTitle': 'Restore the newest good backup',
  'safeMode.backup': 'Newest backup that can be read: {file} (taken {takenAt}).',
  'safeMode.restoreHow':
    'Stop the hall server and start it again with this command; the damaged database is kept in the backups folder:',
  'safeMode.desktop': 'In the desktop app, restart it and choose “Restore the backup” in the dialog.',
  'safeMode.noBackup':
    'No backup that can be read was found. Keep the database file and contact support; do not delete it.',
  'safeMode.displays': 'The hall screens keep running the clock meanwhile.'
} as const
