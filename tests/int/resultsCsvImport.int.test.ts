import { describe, expect, it } from 'vitest'
import { openFloor } from '../../src/main/app/bootstrap'
import { operate } from '../../src/main/app/operations'
import { placesOf } from '../../src/shared/core/results/state'
import { isMessageKey } from '../../src/shared/i18n'
import { mainEvent } from '../support/fixtures'
import { admin, TestClock } from '../support/floor'
import { stateHash } from '../support/stateHash'
import { useTempDir } from '../support/tempDir'
import type { Result } from '../../src/shared/contract/result'
import type { OperationResults } from '../../src/shared/contract/operations'

const tempDir = useTempDir()
const PLAYED = Date.UTC(2025, 4, 17, 18)

/** A spreadsheet in a Russian locale: `;`-separated, a BOM, Russian headers, a club column, places with a dot. */
const RUSSIAN = [
  '\uFEFFМесто;Игрок;ФИО;Клуб',
  '1.;Анна К.;Анна Ковалёва;MN-12',
  '2.;Борис;Борис Петров;',
  '3.;"Вера ""Ас""";;MN-40',
  '4.;Глеб;;'
].join('\r\n')

function installation() {
  let id = 0
  const floor = openFloor(tempDir(), { clock: new TestClock(), newId: () => `id-${++id}`, randomInt: () => 0 })
  const importing = (
    csv: string,
    confirm: boolean,
    mapping?: Record<string, number>
  ): Promise<Result<OperationResults['results.importCsv']>> =>
    operate(
      floor,
      {
        type: 'results.importCsv',
        csv,
        fields: { ...mainEvent, name: 'Весенний турнир 2025', date: '2025-05-17' },
        playedAt: PLAYED,
        confirm,
        ...(mapping ? { mapping } : {})
      },
      admin('Olga (TD)')
    ) as Promise<Result<OperationResults['results.importCsv']>>
  return { floor, importing }
}

describe('past results from a spreadsheet', () => {
  it('previews a Russian file: columns guessed from the headers, players matched against the database, nothing written', async () => {
    const { floor, importing } = installation()
    try {
      const known = floor.service.execute(
        { command: { type: 'player.create', fields: { displayName: 'Борис' } } },
        admin()
      )
      expect(known.ok).toBe(true)
      const before = stateHash(floor.service.current)
      const r = await importing(RUSSIAN, false)
      expect(r.ok).toBe(true)
      if (!r.ok) return
      const { preview, imported } = r.value
      expect(imported).toBeNull()
      expect(preview.separator).toBe(';')
      expect(preview.mapping).toEqual({ place: 0, displayName: 1, fullName: 2, clubId: 3 })
      expect(preview.rows.map((row) => [row.place, row.displayName, row.player?.kind])).toEqual([
        [1, 'Анна К.', 'new'],
        [2, 'Борис', 'existing'],
        [3, 'Вера "Ас"', 'new'],
        [4, 'Глеб', 'new']
      ])
      expect(preview).toMatchObject({ existing: 1, created: 3, importable: true, problems: [] })
      expect(stateHash(floor.service.current)).toBe(before)
    } finally {
      floor.close()
    }
  })

  it('imports it as a finished tournament whose places are the file’s, the known player’s entry on his own record', async () => {
    const { floor, importing } = installation()
    try {
      const boris = floor.service.execute(
        { command: { type: 'player.create', fields: { displayName: 'Борис' } } },
        admin()
      )
      const borisId = boris.ok ? (boris.value.events[0] as { playerId: string }).playerId : ''
      const r = await importing(RUSSIAN, true)
      expect(r.ok && r.value.imported).toBeTruthy()
      if (!r.ok || !r.value.imported) return
      const t = floor.service.current.tournaments.get(r.value.imported.tournamentId)!
      expect(t.fields.name).toBe('Весенний турнир 2025')
      const names = new Map(
        [...t.registration.entries.values()].map((e) => [
          e.id,
          floor.service.current.players.byId.get(e.playerId)!.fields.displayName
        ])
      )
      const places = placesOf(t)
        .results.map((x) => [x.place, names.get(x.entryId)])
        .sort((a, b) => Number(a[0]) - Number(b[0]))
      expect(places).toEqual([
        [1, 'Анна К.'],
        [2, 'Борис'],
        [3, 'Вера "Ас"'],
        [4, 'Глеб']
      ])
      expect([...t.registration.entries.values()].find((e) => names.get(e.id) === 'Борис')!.playerId).toBe(borisId)
      // Dated when it was played; recorded by the operator who imported it.
      const entry = [...t.registration.entries.values()][0]!
      expect(entry.registeredAt).toBe(PLAYED)
      expect(entry.registeredBy).toBe('Olga (TD)')
      // The players are in the database once: Борис was not created again.
      const borises = [...floor.service.current.players.byId.values()].filter((p) => p.fields.displayName === 'Борис')
      expect(borises).toHaveLength(1)
    } finally {
      floor.close()
    }
  })

  it('refuses a list with the winner shared (§27.7), a missing place or an unreadable place, and writes nothing', async () => {
    const { floor, importing } = installation()
    try {
      const before = stateHash(floor.service.current)
      const bad = ['Place,Name', '1,Anna', '1,Boris', '3,Vera', '5,Gleb', 'x,Dina'].join('\n')
      const r = await importing(bad, true)
      expect(r.ok).toBe(true)
      if (!r.ok) return
      const { preview, imported } = r.value
      expect(imported).toBeNull()
      expect(preview.importable).toBe(false)
      const codes = preview.problems.map((p) => p.code)
      expect(codes).toContain('resultsImport.error.sharedWinner')
      expect(codes).toContain('resultsImport.error.missingPlaces')
      expect(preview.rows[4]!.errors.map((e) => e.code)).toEqual(['resultsImport.error.place'])
      expect(stateHash(floor.service.current)).toBe(before)
      // Every code is a message a person reads, in English and Russian.
      for (const code of [...codes, ...preview.rows.flatMap((row) => row.errors.map((e) => e.code))])
        expect(isMessageKey(code), code).toBe(true)
    } finally {
      floor.close()
    }
  })

  it('§27.7: imports places shared on the sheet ("5, 5, 7") as one hand with equal stacks: 5–6 for both, then 7', async () => {
    const { floor, importing } = installation()
    try {
      const names = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina', 'Egor', 'Zhanna']
      const csv = ['Place,Name', ...['1', '2', '3', '4', '5', '5', '7'].map((p, i) => `${p},${names[i]}`)].join('\n')
      const r = await importing(csv, true)
      expect(r.ok && r.value.preview.warnings.map((w) => w.code)).toEqual(['resultsImport.warning.sharedPlace'])
      if (!r.ok || !r.value.imported) throw new Error('not imported')
      const t = floor.service.current.tournaments.get(r.value.imported.tournamentId)!
      const nameOf = (entryId: string) =>
        floor.service.current.players.byId.get(t.registration.entries.get(entryId)!.playerId)!.fields.displayName
      const places = placesOf(t).results.map((x) => [nameOf(x.entryId), x.place, x.placeTo, x.basis])
      expect(places.filter(([, place]) => Number(place) >= 5)).toEqual([
        ['Dina', 5, 6, 'equal-places'],
        ['Egor', 5, 6, 'equal-places'],
        ['Zhanna', 7, 7, 'sole-elimination']
      ])
    } finally {
      floor.close()
    }
  })

  it('with the columns mapped by hand when the headers say nothing', async () => {
    const { floor, importing } = installation()
    try {
      const csv = ['Col A\tCol B', 'Gleb\t2', 'Anna\t1'].join('\n')
      const guessed = await importing(csv, false)
      expect(guessed.ok && guessed.value.preview.problems.map((p) => p.code)).toContain('resultsImport.error.noColumn')
      const mapped = await importing(csv, true, { displayName: 0, place: 1 })
      expect(mapped.ok && mapped.value.imported).toBeTruthy()
    } finally {
      floor.close()
    }
  })
})
