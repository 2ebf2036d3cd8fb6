/** The journal itself: records about the journal, the fields a record changed and who a record is about (§4.7, §27.8). */
export { changesOf } from './changes'
export type { JournalEvent } from './events'
export { journalNames, subjectsOf } from './subjects'
export type { JournalNames } from './subjects'
