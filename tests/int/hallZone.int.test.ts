import { describe, expect, it } from 'vitest'
import { openFloor } from '../../src/main/app/bootstrap'
import { operate } from '../../src/main/app/operations'
import type { HallTimeZone } from '../../src/shared/contract/operations'
import type { ProtocolPdfFile } from '../../src/shared/contract/resultsQueries'
import { readCsvRows } from '../../src/shared/core/csv/codec'
import type { ProtocolDocument } from '../../src/shared/core/protocol/document'
import { mainEvent } from '../support/fixtures'
import { admin, TestClock } from '../support/floor'
import { readPdf } from '../support/pdfText'
import { playerFields } from '../support/registration'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

/**
 * §27.8, §5.10: a PKO evening on a real SQLite file, through the service and the operations, on a hall server whose
 * computer keeps another zone than the hall (this test machine's own, whatever it is). The director sets the hall's
 * zone once: the protocol's CSV and PDF print the hall's local time with its zone, and say who eliminated whom and
 * the bounties collected; the setting outlives a restart; an unknown zone is refused and changes nothing.
 */
function pkoEvening(dir: string) {
  let id = 0
  const clock = new TestClock()
  const floor = openFloor(dir, { clock, newId: () => `id-${++id}`, randomInt: () => 0 })
  const run = (command: unknown, meta?: unknown) => {
    const r = floor.service.execute(meta ? { command, meta } : { command }, admin('Anna Director'))
    if (!r.ok) throw new Error(r.error.message)
    return r.value.events as unknown as Array<Record<string, string>>
  }
  const tournamentId = run({
    type: 'tournament.create',
    fields: { ...mainEvent, bounty: { kind: 'progressive', unit: 'points', startingBounty: 100, collectedPercent: 50 } }
  })[0]!.tournamentId!
  const [anna, boris, vera] = ['Anna', 'Boris', 'Vera'].map((name) => {
    const playerId = run({ type: 'player.create', fields: playerFields(name) })[0]!.playerId!
    return run({ type: 'entry.register', tournamentId, playerId })[0]!.entryId!
  }) as [string, string, string]
  const out = (entryId: string, by: string) =>
    run({
      type: 'results.recordHand',
      tournamentId,
      level: 1,
      confirmedBy: 'Floor',
      busts: [{ entryId, startStack: 0, eliminatedBy: by }]
    })
  clock.advance(60_000)
  out(vera, boris)
  clock.advance(60_000)
  out(boris, anna)
  return { floor, tournamentId }
}

describe("the hall's time zone (§27.8)", () => {
  it('set once for the hall: the CSV and the PDF print its local time and zone, and who eliminated whom (§5.10)', async () => {
    const dir = tempDir()
    const { floor, tournamentId } = pkoEvening(dir)
    const zone = async (set?: string | null) => {
      const r = await operate(floor, { type: 'hall.timeZone', ...(set !== undefined ? { set } : {}) }, admin())
      return r
    }
    const before = await zone()
    expect(before.ok).toBe(true)
    const machine = (before as { value: HallTimeZone }).value.machine
    expect((before as { value: HallTimeZone }).value).toEqual({ zone: machine, machine, chosen: null })
    // A zone this build does not know is refused and changes nothing.
    const refused = await zone('Mars/Olympus_Mons')
    expect(refused).toMatchObject({ ok: false, error: { code: 'error.hall.timeZoneUnknown', field: 'set' } })
    expect(await zone()).toEqual(before)

    expect(await zone('Europe/Stockholm')).toMatchObject({
      ok: true,
      value: { zone: 'Europe/Stockholm', chosen: 'Europe/Stockholm', machine }
    })
    const query = (format: 'csv' | 'document', language: 'en' | 'ru' = 'en') => {
      const r = floor.service.query(
        { type: 'results.protocol', tournamentId, format, audience: 'internal', language },
        admin()
      )
      if (!r.ok) throw new Error(r.error.message)
      return r.value
    }
    expect((query('document') as ProtocolDocument).timeZone).toBe('Europe/Stockholm')
    const [header, ...rows] = readCsvRows(query('csv') as string)
    // 19:02 UTC on 28 November is 20:02 in Stockholm.
    const col = (name: string) => header!.indexOf(name)
    expect(header).toContain('Eliminated at (Europe/Stockholm, UTC+1)')
    const boris = rows.find((r) => r[2] === 'Boris')!
    expect(boris[col('Eliminated at (Europe/Stockholm, UTC+1)')]).toBe('2026-11-28 20:02')
    expect(boris[col('Eliminated by')]).toBe('#1 Anna')
    // §5.10: Anna won: 75 of Boris's 150 and her own head of 175.
    expect(rows.find((r) => r[2] === 'Anna')![col('Bounty collected')]).toBe('250')

    const pdf = await operate(floor, { type: 'protocol.pdf', tournamentId, language: 'en' }, admin())
    if (!pdf.ok) throw new Error(pdf.error.message)
    const text = (await readPdf(Buffer.from((pdf.value as ProtocolPdfFile).contentBase64, 'base64'))).pages.join(' ')
    expect(text).toContain('local time of the hall, Europe/Stockholm, UTC+1')
    expect(text).not.toMatch(/local time of the hall, UTC\b/)
    expect(text).toContain('Eliminated by')
    expect(text).toContain('#1 Anna (collected 75)')
    expect(text).toContain('own bounty 175, won as the winner')
    floor.close()

    // The hall's zone is the installation's: it outlives a restart.
    const again = openFloor(dir, { clock: new TestClock(), newId: () => 'x', randomInt: () => 0 })
    try {
      expect(await operate(again, { type: 'hall.timeZone' }, admin())).toMatchObject({
        ok: true,
        value: { zone: 'Europe/Stockholm' }
      })
      // Back to the computer's own zone.
      expect(await operate(again, { type: 'hall.timeZone', set: null }, admin())).toMatchObject({
        ok: true,
        value: { zone: machine, chosen: null }
      })
    } finally {
      again.close()
    }
  }, 120_000)
})
