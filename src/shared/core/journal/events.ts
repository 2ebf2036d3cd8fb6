/** Facts about the journal itself. A restore from a backup is recorded in the restored journal, with its reason. */
export type JournalEvent = {
  type: 'journal.restored'
  /** The backup the journal was restored from. */
  backupFile: string
  /** Where the replaced database was kept (nothing is destroyed by a restore). */
  replacedFile: string
}
