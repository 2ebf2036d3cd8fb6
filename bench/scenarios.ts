import type { DomainEvent } from '../src/shared/core/events'
import type { JournalWriter } from './journalWriter'

export const FIELDS = {
  name: 'Bench Main Event',
  date: '2026-11-28',
  venue: 'Hall',
  discipline: 'holdem',
  bettingFormat: 'no-limit',
  startingStack: 30000
} as const

const FIRST = ['Anna', 'Boris', 'Vera', 'Ivan', 'Olga', 'Pavel', 'Maria', 'Sergei', 'Elena', 'Dmitri', 'Nikolai']
const LAST = ['Petrov', 'Ivanova', 'Sidorov', 'Kuznetsova', 'Smirnov', 'Popova', 'Volkov', 'Lebedeva', 'Kozlov']

/** A player row as a club's card file has it. */
export function playerRow(i: number): Record<string, string> {
  const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`
  return { displayName: name, fullName: name, clubId: `C-${i}`, contact: `+37529${String(i).padStart(7, '0')}` }
}

function idOf(events: DomainEvent[], type: string, field: string): string {
  const event = events.find((e) => e.type === type) as Record<string, unknown> | undefined
  if (!event) throw new Error(`no ${type}`)
  return event[field] as string
}

/** Import `count` players in batches, as a club's card file; their ids in order. */
export function importPlayers(writer: JournalWriter, from: number, count: number): string[] {
  const ids: string[] = []
  for (let start = 0; start < count; start += 5000) {
    const rows = Array.from({ length: Math.min(5000, count - start) }, (_, k) => playerRow(from + start + k))
    for (const e of writer.run({ type: 'player.import', rows })) ids.push((e as { playerId: string }).playerId)
  }
  return ids
}

/** A level structure of 20-minute levels with a 15-minute break every four. */
export function structure(levels = 24): Record<string, unknown> {
  const items: Record<string, unknown>[] = []
  for (let i = 0; i < levels; i += 1) {
    items.push({ kind: 'level', seconds: 1200, smallBlind: 100 * (i + 1), bigBlind: 200 * (i + 1) })
    if (i % 4 === 3) items.push({ kind: 'break', seconds: 900, label: '' })
  }
  return { items }
}

export interface Field {
  tournamentId: string
  entries: string[]
  /** Players with no entry yet: late registrations. */
  spare: string[]
}

/**
 * A field seated and ready: a tournament with its structure, `entries` registered, tables of ten seats (nine players
 * each after the draw, so late entries find a seat) and the draw.
 */
export function seatedField(writer: JournalWriter, entries: number, spare: number, players?: string[]): Field {
  const tournamentId = idOf(
    writer.run({ type: 'tournament.create', fields: FIELDS }),
    'tournament.created',
    'tournamentId'
  )
  writer.run({ type: 'clock.structure.set', tournamentId, structure: structure() })
  const pool = players ?? importPlayers(writer, 0, entries + spare)
  const ids: string[] = []
  for (let i = 0; i < entries; i += 1) {
    writer.now += 500
    ids.push(
      idOf(writer.run({ type: 'entry.register', tournamentId, playerId: pool[i]! }), 'entry.registered', 'entryId')
    )
  }
  const tables = Array.from({ length: Math.ceil((entries + spare) / 9) }, (_, i) => ({ number: i + 1, seats: 10 }))
  writer.run({
    type: 'seating.configure',
    tournamentId,
    tables,
    closingOrder: { kind: 'random' },
    rules: {},
    trackButtons: true
  })
  writer.run({ type: 'seating.draw', tournamentId })
  return { tournamentId, entries: ids, spare: pool.slice(entries, entries + spare) }
}
