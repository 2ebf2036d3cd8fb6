import { spawnSync } from 'node:child_process'
import { createHash, randomInt } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openFloor } from '../../src/main/app/bootstrap'
import { operate } from '../../src/main/app/operations'
import { mainEvent } from '../support/fixtures'
import { admin, TestClock } from '../support/floor'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()
const root = path.resolve(__dirname, '../..')
const out = path.join(root, 'test-results', 'verify-draw')

/** `npm run verify-draw FILE`, the real script in its own process. */
function verifyDraw(file: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync('npm', ['run', '-s', 'verify-draw', '--', file], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000
  })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

/** A tournament drawn through the real service and SQLite, with a cryptographic random source as in production. */
function drawnTournament(): { floor: ReturnType<typeof openFloor>; id: string } {
  let n = 0
  const clock = new TestClock()
  const floor = openFloor(tempDir(), { clock, newId: () => `id-${++n}`, randomInt: (k) => randomInt(k) })
  const run = (command: Record<string, unknown>) => {
    const r = floor.service.execute({ command }, admin())
    if (!r.ok) throw new Error(r.error.message)
    return r.value.events as unknown as Array<Record<string, string>>
  }
  const id = run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId!
  for (let i = 1; i <= 17; i += 1) {
    const playerId = run({
      type: 'player.create',
      fields: { displayName: `Player ${i}`, ageConfirmed: true, rulesConsent: true, dataConsent: true },
      allowDuplicate: true
    })[0]!.playerId
    run({ type: 'entry.register', tournamentId: id, playerId })
  }
  run({
    type: 'seating.configure',
    tournamentId: id,
    tables: [
      { number: 1, seats: 10, unavailable: [4] },
      { number: 2, seats: 10, reserved: [{ seat: 1, reason: 'Wheelchair access', entryId: null }] }
    ],
    closingOrder: { kind: 'published', order: [1, 2] },
    rules: {}
  })
  clock.advance(5 * 60_000) // the commitment is on the hall display for five minutes
  run({ type: 'seating.draw', tournamentId: id, hallNumber: '8812' })
  return { floor, id }
}

describe('npm run verify-draw: anyone recomputes the seat draw from the export or the protocol', () => {
  it('says OK for the tournament export and for the public protocol, and shows what differs once a seat is changed', async () => {
    const { floor, id } = drawnTournament()
    fs.mkdirSync(out, { recursive: true })
    const exported = await operate(floor, { type: 'tournament.export', tournamentId: id }, admin())
    expect(exported.ok).toBe(true)
    const exportFile = path.join(out, 'export.json')
    fs.writeFileSync(exportFile, JSON.stringify((exported as { value: unknown }).value))
    const protocol = floor.service.query(
      { type: 'results.protocol', tournamentId: id, format: 'document', audience: 'public', language: 'en' },
      admin()
    )
    expect(protocol.ok).toBe(true)
    const protocolFile = path.join(out, 'protocol.json')
    fs.writeFileSync(protocolFile, JSON.stringify((protocol as { value: unknown }).value))
    floor.close()

    for (const file of [exportFile, protocolFile]) {
      const r = verifyDraw(file)
      expect(r.stderr).toBe('')
      expect(r.stdout).toMatch(/^OK: the initial draw of .* seats 17 entries exactly as the seed gives them/)
      expect(r.stdout).toContain('hall number: 8812')
      expect(r.status).toBe(0)
    }

    // Someone edits the export: two players change seats in the draw record.
    const doc = JSON.parse(fs.readFileSync(exportFile, 'utf8')) as {
      records: { event: { type: string; draw?: { placements: { table: number; seat: number }[] } } }[]
    }
    const placements = doc.records.find((r) => r.event.type === 'seating.drawn')!.event.draw!.placements
    const [a, b] = [placements[0]!, placements[placements.length - 1]!]
    ;[a.table, a.seat, b.table, b.seat] = [b.table, b.seat, a.table, a.seat]
    const tampered = path.join(out, 'export-tampered.json')
    fs.writeFileSync(tampered, JSON.stringify(doc))
    const r = verifyDraw(tampered)
    expect(r.status).toBe(1)
    expect(r.stdout).toMatch(/^DIFFERS: /)
    expect(r.stdout).toMatch(/#\d+: recorded at table \d+, seat \d+; the seed gives table \d+, seat \d+/)

    // Someone publishes the protocol with another seed (one that gives a seating they like better).
    const published = JSON.parse(fs.readFileSync(protocolFile, 'utf8')) as { draw: { seed: string } }
    published.draw.seed = 'f'.repeat(64)
    const otherSeed = path.join(out, 'protocol-other-seed.json')
    fs.writeFileSync(otherSeed, JSON.stringify(published))
    const s = verifyDraw(otherSeed)
    expect(s.status).toBe(1)
    expect(s.stdout).toMatch(/^DIFFERS: /)
    expect(s.stdout).toContain(`SHA-256 of the seed is ${createHash('sha256').update('f'.repeat(64)).digest('hex')}`)
    expect(s.stdout).toContain('not the commitment')
  }, 300_000)

  it('a file that is no export, protocol or draw record: exit code 2 with the reason', () => {
    fs.mkdirSync(out, { recursive: true })
    const file = path.join(out, 'not-a-draw.json')
    fs.writeFileSync(file, JSON.stringify({ hello: 'world' }))
    const r = verifyDraw(file)
    expect(r.status).toBe(2)
    expect(r.stderr).toContain('neither a protocol, a tournament export nor a draw record')
  }, 120_000)
})
