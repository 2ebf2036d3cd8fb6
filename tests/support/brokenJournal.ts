import path from 'node:path'
import Database from 'better-sqlite3'
import { DATABASE_FILE } from '../../src/main/app/start/dataDir'
import { mainEvent } from './fixtures'
import { openFloor } from '../../src/main/app/bootstrap'

type Floor = ReturnType<typeof openFloor>

function run(floor: Floor, command: Record<string, unknown>) {
  const result = floor.service.execute({ command }, { role: 'admin', operator: 'Anna (TD)' })
  if (!result.ok) throw new Error(result.error.message)
  return result.value.events as unknown as Array<Record<string, string>>
}

/**
 * A real journal (a seated tournament), a backup of it, one more record, and then a record that cannot fold inserted
 * straight into SQLite: a late seat at a seat already taken, as a bug in an older version could have left it.
 */
export async function brokenJournal(dir: string): Promise<{ backup: string; badSeq: number; tournamentId: string }> {
  // No vitest here (Playwright uses it too): a settable clock and counting ids, as tests/support/floor.ts has them.
  const clock = { time: Date.UTC(2026, 10, 28, 19, 0, 0), now: () => clock.time }
  let n = 0
  const floor = openFloor(dir, { clock, newId: () => `id-${++n}`, randomInt: () => 0 })
  const id = run(floor, { type: 'tournament.create', fields: mainEvent })[0]!.tournamentId!
  const entries: string[] = []
  for (let i = 0; i < 12; i += 1) {
    const fields = {
      displayName: `P${i}`,
      fullName: `F ${i}`,
      ageConfirmed: true,
      rulesConsent: true,
      dataConsent: true
    }
    const player = run(floor, { type: 'player.create', fields, allowDuplicate: true })[0]!
    entries.push(run(floor, { type: 'entry.register', tournamentId: id, playerId: player.playerId })[0]!.entryId!)
  }
  run(floor, {
    type: 'seating.configure',
    tournamentId: id,
    tables: [1, 2].map((number) => ({ number, seats: 10 })),
    closingOrder: { kind: 'published', order: [1, 2] },
    rules: {}
  })
  run(floor, { type: 'seating.draw', tournamentId: id })
  const backup = await floor.backups.take(floor.db, 'manual')
  clock.time += 60_000
  run(floor, { type: 'tournament.edit', tournamentId: id, changes: { venue: 'Hall B' } })
  const seatOf = floor.service.current.tournaments.get(id)!.seating!.room.seatOf.get(entries[0]!)!
  floor.close()
  const db = new Database(path.join(dir, DATABASE_FILE))
  const info = db
    .prepare(
      `INSERT INTO events (stream, type, data, actor, recorded_at, occurred_at, reason) VALUES (?, ?, ?, ?, ?, ?, ?)`
    )
    .run(
      id,
      'seating.seated',
      JSON.stringify({
        type: 'seating.seated',
        tournamentId: id,
        draw: {
          kind: 'late',
          placements: [{ entryId: entries[1], table: seatOf.table, seat: seatOf.seat }],
          seal: { previousHash: 'y', hash: 'x' },
          buttons: []
        }
      }),
      'Boris (floor)',
      Date.UTC(2026, 10, 28, 20, 15),
      Date.UTC(2026, 10, 28, 20, 15),
      null
    )
  db.close()
  return { backup: backup.file, badSeq: Number(info.lastInsertRowid), tournamentId: id }
}
