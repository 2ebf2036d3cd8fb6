/** The desktop app's own menu and dialogs (src/main/electron), and the backup kinds it adds. */
export const shell = {
  'shell.menu.file': 'File',
  'shell.menu.quit': 'Quit Floorclock',
  'shell.menu.view': 'View',
  'shell.menu.clock': 'Clock',
  'shell.menu.showClock': 'Show the clock window',
  'shell.menu.clockFullScreen': 'Clock fullscreen',
  'shell.menu.clockDisplay': 'Clock on display',
  'shell.menu.displayNumber': 'Display {n}',
  'shell.menu.displayPrimary': '{name} — {size} (this screen)',
  'shell.menu.displayOther': '{name} — {size}',
  'shell.menu.showAdmin': 'Show the admin window',
  'shell.quit.message': 'Quit Floorclock?',
  'shell.quit.detail':
    'The clock on the hall display closes too, and screens on the hall network are disconnected. A backup is taken first.',
  'shell.quit.confirm': 'Quit',
  'shell.quit.cancel': 'Keep running',
  'shell.busy.title': 'Floorclock is already running',
  'shell.start.failed': 'Floorclock could not start',
  'shell.start.untouched': 'The file was left untouched.',
  'shell.restore.message': '{problem}\n\nRestore the newest good backup, {file} ({when})?',
  'shell.restore.detail': 'The damaged file is kept in the backups folder.',
  'shell.restore.confirm': 'Restore the backup',
  'shell.safeMode.message':
    'Record #{seq} of the journal ({type}, recorded {when} by {actor}) cannot be read: {problem}\n\nRestore the newest backup that can be read, {file} ({takenAt})? Otherwise Floorclock opens in safe mode: it shows the floor as it was before that record and records nothing.',
  'shell.safeMode.open': 'Open in safe mode',
  'backup.kind.quit': 'when the app closed'
} as const
