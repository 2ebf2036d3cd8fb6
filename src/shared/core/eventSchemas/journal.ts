import { z } from 'zod'
import type { JournalEvent } from '../journal'
import { spec, Text, type EventSpecs } from './spec'

export const journalEvents = {
  'journal.restored': spec<JournalEvent>()(
    1,
    z.strictObject({ type: z.literal('journal.restored'), backupFile: Text(400), replacedFile: Text(4000) })
  )
} satisfies EventSpecs<JournalEvent>
