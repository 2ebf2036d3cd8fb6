import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Floor } from '../../src/main/app/bootstrap'
import { operate } from '../../src/main/app/operations'
import { startHallServer, type HallServer } from '../../src/main/hall/server'
import { TEMPLATES } from '../../src/shared/core/clock/templates'
import { mainEvent } from '../support/fixtures'
import { openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'
import { TestSocket } from '../support/wsClient'
import type { PhoneView } from '../../src/shared/core/phone/views'

/**
 * RULES §1 (§27.11, §6.11, §6.12): whatever the admin records, a display connection never receives an
 * internal field — real names, contacts, participant and club numbers, notes, reasons. Every frame a display gets
 * during a whole little tournament is searched for the internal values.
 */
const tempDir = useTempDir()
const PIN = 'privacy-pin'
let floor: Floor
let server: HallServer
const sockets: TestSocket[] = []

afterEach(async () => {
  for (const s of sockets.splice(0)) s.close()
  await server?.close()
  floor?.close()
})

const SECRETS = {
  fullName: 'Ivan Ivanovich SECRET-FULLNAME',
  contact: '+375 29 SECRET-PHONE',
  clubId: 'SECRET-CLUB-77',
  participantNumber: 'SECRET-NUMBER-5',
  notes: 'SECRET-NOTE banned in Vilnius',
  tournamentNotes: 'SECRET-TOURNAMENT-NOTE',
  reason: 'SECRET-REASON',
  discipline: 'SECRET-DISCIPLINE'
}

/** What a phone's row of a player not seated may carry (§27.11). */
const ENTRANT_FIELDS = new Set(['key', 'name', 'status', 'place', 'placeTo', 'waiting', 'reentry'])

/** Every phone view the socket was pushed for the tournament, rebuilt whole, oldest first. */
function phoneViews(socket: TestSocket, tournamentId: string): PhoneView[] {
  return socket.frames
    .filter((f) => f.kind === 'push' && f.key === `phone:${tournamentId}`)
    .map((f) => (f as { value: PhoneView }).value)
}

describe('display connections receive public data only', () => {
  it('no internal field reaches a display during registration, seating, clock and eliminations', async () => {
    floor = openTestFloor(tempDir())
    server = await startHallServer({
      service: floor.service,
      operate: (input, session) => operate(floor, input, session),
      staticDir: path.resolve(__dirname, '../../out/renderer'),
      port: 0,
      adminToken: () => PIN
    })
    const shown = await TestSocket.open(server.baseUrl)
    sockets.push(shown)
    await shown.hello('display')
    await shown.request({ kind: 'subscribe', subscription: { topic: 'display' } })
    // The festival board: every tournament of the hall on one screen, public facts only (§27.11).
    await shown.request({ kind: 'subscribe', subscription: { topic: 'festival' } })
    const admin = await TestSocket.open(server.baseUrl)
    sockets.push(admin)
    await admin.hello('admin', PIN, 'Anna')
    const run = async (command: Record<string, unknown>, reason?: string): Promise<unknown> => {
      const reply = await admin.request({
        kind: 'command',
        envelope: { command, ...(reason ? { meta: { reason } } : {}) }
      })
      if (!reply.result.ok) throw new Error(`${String(command.type)}: ${reply.result.error.message}`)
      return reply.result.value
    }

    const created = (await run({
      type: 'tournament.create',
      fields: { ...mainEvent, notes: SECRETS.tournamentNotes }
    })) as {
      events: Array<{ tournamentId: string }>
    }
    const tournamentId = created.events[0]!.tournamentId
    // §12.13: the event belongs to a series; the phone's series standings are public data too.
    const series = (await run({
      type: 'series.create',
      name: 'Privacy League',
      formula: { kind: 'table', points: [50, 30, 20, 10, 5], beyond: 1, applyCoefficient: false, decimals: 2 },
      rules: { tieBreaks: ['wins'] }
    })) as { events: Array<{ seriesId: string }> }
    await run({ type: 'series.attach', seriesId: series.events[0]!.seriesId, tournamentId })
    // a player's phone page — by name, and by the number on a seat card — gets public data only.
    const phone = await TestSocket.open(server.baseUrl)
    sockets.push(phone)
    await phone.hello('display')
    await phone.request({ kind: 'subscribe', subscription: { topic: 'phone', tournamentId } })
    await phone.request({ kind: 'subscribe', subscription: { topic: 'phoneCard', tournamentId, card: 3 } })
    await phone.request({ kind: 'subscribe', subscription: { topic: 'phoneSeries', tournamentId } })
    // the charts of the evening, on the phone and a display's charts region — counts only.
    await phone.request({ kind: 'subscribe', subscription: { topic: 'charts', tournamentId } })
    const entries: string[] = []
    for (let i = 0; i < 12; i += 1) {
      const player = (await run({
        type: 'player.create',
        fields: {
          displayName: `Player ${i}`,
          fullName: `${SECRETS.fullName} ${i}`,
          contact: `${SECRETS.contact} ${i}`,
          clubId: `${SECRETS.clubId}-${i}`,
          participantNumber: `${SECRETS.participantNumber}-${i}`,
          notes: SECRETS.notes
        },
        allowDuplicate: true
      })) as { events: Array<{ playerId: string }> }
      const entry = (await run({ type: 'entry.register', tournamentId, playerId: player.events[0]!.playerId })) as {
        events: Array<{ type: string; entryId?: string }>
      }
      entries.push(entry.events.find((e) => e.type === 'entry.registered')!.entryId!)
    }
    // a field capped at the 12 in, with re-entry, and an alternate on the waiting list — the phone lists the
    // players not seated (registered before the draw, waiting, out) by public name and public status only.
    await run({
      type: 'registration.setTerms',
      tournamentId,
      terms: { playerCap: 12, reentry: { maxPerPlayer: 1, untilLevel: null, chips: null } }
    })
    const alternate = (await run({
      type: 'player.create',
      fields: {
        displayName: 'Player Waiting',
        fullName: `${SECRETS.fullName} W`,
        contact: `${SECRETS.contact} W`,
        clubId: `${SECRETS.clubId}-W`,
        participantNumber: `${SECRETS.participantNumber}-W`,
        notes: SECRETS.notes
      },
      allowDuplicate: true
    })) as { events: Array<{ playerId: string }> }
    const waiting = (await run({
      type: 'entry.register',
      tournamentId,
      playerId: alternate.events[0]!.playerId,
      waitingList: true
    })) as { events: Array<{ type: string; entryId?: string }> }
    entries.push(waiting.events.find((e) => e.type === 'entry.registered')!.entryId!)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const notDrawn = phoneViews(phone, tournamentId).at(-1)!
    expect(notDrawn.seats).toEqual([])
    expect(notDrawn.entrants.filter((r) => r.status === 'registered')).toHaveLength(12)
    const configured = (await run({
      type: 'seating.configure',
      tournamentId,
      tables: [1, 2].map((n) => ({ number: n, seats: 10 })),
      closingOrder: { kind: 'published', order: [1, 2] },
      rules: {}
    })) as { events: Array<{ type: string; commitment?: string; seed?: string }> }
    // the draw's secret seed is committed now; a display sees the commitment, never the seed, until the draw.
    const committed = configured.events.find((e) => e.type === 'seating.drawCommitted')!
    await new Promise((resolve) => setTimeout(resolve, 200))
    const beforeDraw = JSON.stringify(shown.frames)
    expect(beforeDraw).toContain(committed.commitment!)
    expect(beforeDraw.includes(committed.seed!), 'the draw seed reached a display before the draw').toBe(false)
    await run({ type: 'seating.draw', tournamentId })
    await run({ type: 'seating.showList', tournamentId, on: true })
    await run({ type: 'clock.structure.set', tournamentId, structure: TEMPLATES['nlhe-regular']() })
    await run({ type: 'clock.start', tournamentId })
    await run({ type: 'clock.announce', tournamentId, text: 'Welcome' }).catch(() => undefined)
    for (const entryId of entries.slice(0, 4)) {
      await run({ type: 'entry.eliminate', tournamentId, entryId, level: 1, confirmedBy: 'Floor' })
    }
    await run({ type: 'entry.disqualify', tournamentId, entryId: entries[5]! }, SECRETS.reason)
    await run({ type: 'tournament.edit', tournamentId, changes: { venue: 'Hall B' } }, SECRETS.reason)
    // §25.14: discipline records — a penalty, its time away, correction and withdrawal, a disputed decision — stay internal.
    const penalty = (await run({
      type: 'penalty.record',
      tournamentId,
      entryId: entries[6]!,
      tableId: 'T1',
      level: 1,
      violation: { code: 'other', description: `${SECRETS.discipline} abuse` },
      measure: { kind: 'time-away', minutes: 10 },
      decidedBy: { name: 'Floor Ivan', role: 'floor' }
    })) as { events: Array<{ penalty: { id: string } }> }
    const penaltyId = penalty.events[0]!.penalty.id
    await run({ type: 'penalty.startTimeAway', tournamentId, penaltyId })
    await run(
      { type: 'penalty.correct', tournamentId, penaltyId, measure: { kind: 'time-away', minutes: 5 } },
      SECRETS.reason
    )
    await run({ type: 'penalty.withdraw', tournamentId, penaltyId }, SECRETS.reason)
    await run({
      type: 'dispute.record',
      tournamentId,
      tableId: 'T2',
      level: 1,
      entryIds: [entries[7]!],
      facts: SECRETS.discipline,
      ruling: SECRETS.discipline,
      ruledBy: { name: 'Floor Ivan', role: 'floor' },
      ruledAt: floor.service.now() - 60_000
    })
    // let the coalesced pushes flush
    await new Promise((resolve) => setTimeout(resolve, 200))

    const received = JSON.stringify(shown.frames)
    expect(received).toContain('Player 3') // public names do arrive…
    expect(shown.frames.filter((f) => f.kind === 'push').length).toBeGreaterThan(3)
    // The festival board followed the tournament as it played (its tile came and changed).
    expect(shown.frames.filter((f) => f.kind === 'push' && f.key === 'festival').length).toBeGreaterThan(1)
    for (const [field, secret] of Object.entries(SECRETS)) {
      expect(received.includes(secret), `${field} reached a display`).toBe(false) // …internal fields never
    }
    const phoned = JSON.stringify(phone.frames)
    expect(phoned).toContain('Player 3') // the phone finds its player by public name…
    expect(phone.frames.filter((f) => f.kind === 'push').length).toBeGreaterThan(3)
    // The series standings arrived (the league's name, points of the players out), with the same public names.
    const seriesPushes = JSON.stringify(
      phone.frames.filter((f) => String((f as { key?: string }).key ?? '').startsWith('phoneSeries:'))
    )
    expect(seriesPushes).toContain('Privacy League')
    expect(seriesPushes).toContain('Player 0')
    for (const [field, secret] of Object.entries(SECRETS)) {
      expect(phoned.includes(secret), `${field} reached a phone page`).toBe(false) // …and never an internal field
    }
    // the players not seated — the alternate waiting, the players out with their places — carry their public
    // name and public status only: no real name, contact, note, reason, entry id or number, stack.
    const rows = phoneViews(phone, tournamentId).flatMap((v) => v.entrants)
    expect(rows.some((r) => r.name === 'Player Waiting' && r.status === 'waiting' && r.waiting === 1)).toBe(true)
    expect(rows.filter((r) => r.status === 'out').map((r) => r.name)).toContain('Player 0')
    for (const row of rows) {
      expect(
        Object.keys(row).every((k) => ENTRANT_FIELDS.has(k)),
        JSON.stringify(row)
      ).toBe(true)
      expect(row.name, 'a phone row names a player by public name only').toMatch(/^Player (\d+|Waiting)$/)
      expect(entries).not.toContain(row.key)
    }
    // The disqualified player (Player 5) is not listed as out: the reason, and the fact, stay internal (§25.14).
    expect(rows.filter((r) => r.status === 'out').map((r) => r.name)).not.toContain('Player 5')
    // The seat card of an entry out shows that player's public standing, nothing else.
    const cards = phone.frames.flatMap((f) => (f.kind === 'push' && f.key.startsWith('phoneCard:') ? [f.value] : []))
    expect(cards.at(-1)).toEqual({ name: 'Player 2', status: 'out', place: expect.any(Number) })
    // §12.11: nothing that helps in a hand — no entry ids (which name stacks in the admin), no stacks.
    for (const entryId of entries) expect(phoned.includes(entryId), 'an entry id reached a phone page').toBe(false)
    expect(phoned).not.toMatch(/"stack"\s*:/)
    // The charts arrived, with the field as recorded: 12 in, 4 eliminated and 1 disqualified.
    const charts = phone.frames.filter((f) => f.kind === 'push' && f.key === `charts:${tournamentId}`)
    const last = charts.at(-1) as { value: { field: { playersLeft: number[]; at: number[] } } } | undefined
    expect(last?.value.field.playersLeft.at(-1)).toBe(7)
    expect(last!.value.field.at.length).toBeLessThanOrEqual(240)
  })
})
