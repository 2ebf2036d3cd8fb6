/** §5.5, §27.5: bags, flights closed and reopened, Day 2 entries carried from the bags. */
export type FlightEvent =
  | {
      /** Who recorded it and when are the record's actor and time; a second bag of one entry is a correction. */
      type: 'flight.bagged'
      tournamentId: string
      entryId: string
      playerId: string
      chips: number
      countedBy: string
      witnessedBy: string
    }
  | {
      type: 'flight.closed'
      tournamentId: string
      /**
       * §27.5: closed with bags that do not add up to the chips in play, the director having confirmed the difference
       * (the record's reason says why): both figures. Absent when they agree, and in older records.
       */
      bags?: { bagged: number; inPlay: number }
    }
  | { type: 'flight.reopened'; tournamentId: string }
  | {
      /**
       * In the event's stream, right after the `entry.registered` of the Day 2 entry it names (starting chips = the
       * bag). `replacesEntryId`: with carry-over 'best', the smaller bag's entry it replaces (withdrawn just before).
       */
      type: 'day2.carried'
      tournamentId: string
      entryId: string
      playerId: string
      chips: number
      fromFlightId: string
      fromEntryId: string
      replacesEntryId?: string
      /**
       * §5.10 with §5.5 (v2): in a bounty event, the bounty on the head at the end of the flight (the flight's bounty
       * calculation at advance time) — the Day 2 entry starts with it instead of the starting bounty. Absent in an
       * event without a bounty format, and in version 1 records (those heads start afresh, as they did).
       */
      bounty?: number
    }
