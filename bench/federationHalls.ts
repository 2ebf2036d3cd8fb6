import { generateHallKeys, type Envelope, type HallKeys } from '../src/federation/publication'
import type { Sql } from '../src/federation/db/database'
import { insertHall } from '../src/federation/store/halls'
import { hallFloor, playTournament, publish, type Played } from '../tests/federation/support/hallTournament'

/** One hall of the bench: its keys and the signed publications of the tournaments it played. */
export interface BenchHall {
  readonly name: string
  readonly keys: HallKeys
  readonly envelopes: Envelope[]
  readonly played: Played[]
}

/**
 * Real publications, as tests/federation does: each hall plays its tournaments through the core (decide/evolve, the
 * verifiable draw, one elimination a hand, the approval) and signs them. A hall's regulars come back (a pool of 150
 * names, 100 of them in each tournament), and the pools of neighbouring halls overlap, so the same public name turns
 * up in several halls as in a real federation (the registry lists them as possible duplicates, §28.9).
 */
export function playHalls(halls: number, perHall: number, entries: number): BenchHall[] {
  const out: BenchHall[] = []
  for (let h = 0; h < halls; h += 1) {
    const keys = generateHallKeys()
    const floor = hallFloor(`H${h + 1}`)
    const players = new Map<string, string>()
    const envelopes: Envelope[] = []
    const played: Played[] = []
    for (let k = 0; k < perHall; k += 1) {
      const names = Array.from({ length: entries }, (_, i) => `Player ${(h * 100 + ((i * 7 + k * 31) % 150)) % 6000}`)
      const day = String(1 + ((h * perHall + k) % 28)).padStart(2, '0')
      const month = String(1 + (k % 12)).padStart(2, '0')
      const p = playTournament(floor, names, {
        players,
        name: `H${h + 1} weekly ${k + 1}`,
        date: `2026-${month}-${day}`
      })
      played.push(p)
      envelopes.push(publish(p, keys))
    }
    out.push({ name: `Hall ${h + 1}`, keys, envelopes, played })
  }
  return out
}

/**
 * The large season of the recompute row, written straight into the tables the rating reads (the facts of accepted
 * publications, links and players), by SQL: playing and checking thousands of real tournaments would take hours on
 * this machine, and the recompute reads only these facts. `players` federation ids, `events` tournaments of
 * `entrants` each, every player in about events × entrants / players of them, each event dated in one season.
 */
export async function bulkSeason(db: Sql, players: number, events: number, entrants: number): Promise<void> {
  const hallId = await insertHall(db, 'Bulk season hall', generateHallKeys().publicKey)
  await db.query(`INSERT INTO players (display_name) SELECT 'Bulk ' || g FROM generate_series(1, $1::int) g`, [players])
  await db.query(
    `INSERT INTO links (hall_id, local_player_id, player_id)
     SELECT $1, 'b' || substr(display_name, 6), id FROM players WHERE display_name LIKE 'Bulk %'`,
    [hallId]
  )
  await db.query(
    `INSERT INTO tournaments (hall_id, tournament_id) SELECT $1, 'bulk' || g FROM generate_series(1, $2::int) g`,
    [hallId, events]
  )
  // Each event's entrants are distinct players (a step coprime with the pool walks it without repeats).
  await db.query(
    `INSERT INTO publications (hall_id, hall_key, tournament_id, version, hash, state, event_id, published_at,
        envelope, name, date, entrants, results)
     SELECT $1, 'bulk', t.tournament_id, 1, md5(t.tournament_id), 'accepted', t.id, now(), '{}'::jsonb,
            'Bulk ' || t.tournament_id, to_char(date '2026-01-01' + (t.id % 300), 'YYYY-MM-DD'), $3::int,
            (SELECT jsonb_agg(jsonb_build_object('playerId', 'b' || (((t.id * 7919 + i * 4729) % $2::int) + 1),
                      'entryId', 'e' || i, 'place', i, 'placeTo', null, 'knockouts', 0))
               FROM generate_series(1, $3::int) i)
       FROM tournaments t WHERE t.hall_id = $1`,
    [hallId, players, entrants]
  )
}
