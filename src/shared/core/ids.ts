import { z } from 'zod'

/** A tournament's id as every command names it (chosen by `decide`, never derived from a record's position). */
export const TournamentId = z.string().min(1).max(64)
