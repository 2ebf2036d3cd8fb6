import { describe, expect, it } from 'vitest'
import { openFloor } from '../../src/main/app/bootstrap'
import { operate } from '../../src/main/app/operations'
import { isMessageKey, translate } from '../../src/shared/i18n'
import { mainEvent } from '../support/fixtures'
import { admin, TestClock } from '../support/floor'
import { stateHash } from '../support/stateHash'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

type Doc = {
  version: number
  tournamentId: string
  players: Array<{ event: Record<string, unknown>; v?: number; reason: string | null; actor: string }>
  series: unknown[]
  records: Array<{ event: Record<string, unknown>; v?: number }>
}

function installation(prefix: string) {
  let id = 0
  const floor = openFloor(tempDir(), { clock: new TestClock(), newId: () => `${prefix}-${++id}`, randomInt: () => 0 })
  const run = (command: Record<string, unknown>, meta?: Record<string, unknown>) => {
    const r = floor.service.execute({ command, ...(meta ? { meta } : {}) }, admin())
    if (!r.ok) throw new Error(`${String(command.type)}: ${r.error.message}`)
    return r.value.events as unknown as Array<Record<string, string>>
  }
  const importing = (document: unknown, mergeReason?: string) =>
    operate(floor, { type: 'tournament.import', document, ...(mergeReason ? { mergeReason } : {}) }, admin('Olga (TD)'))
  return { floor, run, importing }
}

/** A small played tournament exported: three players, a penalty, a hand recorded and corrected. */
async function exported(): Promise<Doc> {
  const source = installation('src')
  const players = ['Ivanova', 'Petrov', 'Sidorov'].map(
    (displayName) => source.run({ type: 'player.create', fields: { displayName } })[0]!.playerId!
  )
  const tournamentId = source.run({ type: 'tournament.create', fields: mainEvent })[0]!.tournamentId!
  source.run({ type: 'tournament.display', tournamentId })
  const entries = players.map(
    (playerId) =>
      source.run({ type: 'entry.register', tournamentId, playerId }).find((e) => e.type === 'entry.registered')!
        .entryId!
  )
  source.run({
    type: 'penalty.record',
    tournamentId,
    entryId: entries[0],
    tableId: '1',
    level: 1,
    violation: { code: 'phone-at-table' },
    measure: { kind: 'verbal-warning' },
    decidedBy: { name: 'Ivan', role: 'floor' }
  })
  const handId = source
    .run({ type: 'results.recordHand', tournamentId, level: 1, confirmedBy: 'Floor', busts: [{ entryId: entries[2] }] })
    .find((e) => e.type === 'results.handRecorded')!.handId!
  source.run(
    {
      type: 'results.correctHand',
      tournamentId,
      handId,
      level: 2,
      confirmedBy: 'Floor',
      busts: [{ entryId: entries[2], startStack: 100 }]
    },
    { reason: 'Level 2' }
  )
  const r = await operate(source.floor, { type: 'tournament.export', tournamentId }, admin())
  if (!r.ok) throw new Error(r.error.message)
  source.floor.close()
  return JSON.parse(JSON.stringify(r.value)) as Doc
}

const find = (doc: Doc, type: string) => doc.records.findIndex((r) => r.event.type === type)

/** The refusal, and proof that nothing was written: the journal and the folded state are as before. */
async function expectRefused(doc: unknown, code: string, field?: string) {
  const target = installation('dst')
  target.run({ type: 'tournament.create', fields: { ...mainEvent, name: 'Local event' } })
  const [count, hash] = [target.floor.store.count(), stateHash(target.floor.service.current)]
  const result = await target.importing(doc)
  expect(result).toMatchObject({ ok: false, error: { code } })
  const error = (result as { ok: false; error: { field?: string; params?: Record<string, string | number> } }).error
  if (field) expect(error.field).toBe(field)
  // Said in the person's language: a Russian and an English sentence for the code, naming the record.
  expect(isMessageKey(code)).toBe(true)
  for (const language of ['en', 'ru'] as const) {
    const text = translate(language, code as never, error.params ?? {})
    if (error.params?.record !== undefined) expect(text).toContain(String(error.params.record))
    expect(text).not.toMatch(/\{\w+\}/)
  }
  expect(target.floor.store.count()).toBe(count)
  expect(stateHash(target.floor.service.current)).toBe(hash)
  target.floor.close()
  return error
}

/** imports are decided, not trusted. A refused import writes nothing and says which record and why. */
describe('an import is decided against the installation it lands in', () => {
  it('a record its schema refuses is named with the field (a negative chip count)', async () => {
    const doc = await exported()
    const i = find(doc, 'entry.registered')
    doc.records[i]!.event.chips = -5
    const error = await expectRefused(doc, 'error.import.invalidRecord', `document.records.${i}.event.chips`)
    expect(error.params).toMatchObject({ record: i + 1, type: 'entry.registered' })
  })

  it('a record with a field no Floorclock writes is refused (a strict schema per event)', async () => {
    const doc = await exported()
    const i = find(doc, 'tournament.edited') >= 0 ? find(doc, 'tournament.edited') : find(doc, 'entry.registered')
    doc.records[i]!.event.admin = true
    await expectRefused(doc, 'error.import.invalidRecord')
  })

  it('a record naming an entry the file never registered is refused', async () => {
    const doc = await exported()
    const i = find(doc, 'penalty.recorded')
    ;(doc.records[i]!.event.penalty as Record<string, unknown>).entryId = 'nobody'
    await expectRefused(doc, 'error.import.missing.entry', `document.records.${i}.event.penalty.entryId`)
  })

  it('a correction of a hand the file never recorded is refused', async () => {
    const doc = await exported()
    const i = find(doc, 'results.handCorrected')
    doc.records[i]!.event.handId = 'e17'
    const error = await expectRefused(doc, 'error.import.missing.hand', `document.records.${i}.event.handId`)
    expect(error.params).toMatchObject({ id: 'e17', record: i + 1 })
  })

  it('a record that records an id again is refused (the same entry registered twice)', async () => {
    const doc = await exported()
    const i = find(doc, 'entry.registered')
    doc.records.splice(i + 1, 0, doc.records[i]!)
    await expectRefused(doc, 'error.import.duplicateId', `document.records.${i + 1}.event.entryId`)
  })

  it('an entry that names a player neither in the file nor recorded here is refused', async () => {
    const doc = await exported()
    const i = find(doc, 'entry.registered')
    doc.records[i]!.event.playerId = 'stranger'
    await expectRefused(doc, 'error.import.missing.player', `document.records.${i}.event.playerId`)
  })

  it('a record of another stream among the tournament records is refused', async () => {
    const doc = await exported()
    const { afterRecords: _, ...player } = doc.players[0]! as Doc['players'][number] & { afterRecords?: number }
    doc.records.push({ ...player, event: { ...player.event } })
    await expectRefused(doc, 'error.import.otherStream', `document.records.${doc.records.length - 1}`)
  })

  it('a record of a newer version, or of a type this build does not know, is refused before anything', async () => {
    const doc = await exported()
    const i = find(doc, 'entry.registered')
    doc.records[i]!.v = 99
    const error = await expectRefused(doc, 'error.import.newerEvent', `document.records.${i}`)
    expect(error.params).toMatchObject({ version: 99, type: 'entry.registered' })
    const other = await exported()
    other.records.push({
      ...other.records[1]!,
      event: { type: 'entry.teleported', tournamentId: other.tournamentId },
      v: 1
    })
    await expectRefused(other, 'error.import.newerEvent', `document.records.${other.records.length - 1}`)
  })

  it('importing never changes what the displays show: the file’s display choices are dropped', async () => {
    const doc = await exported()
    // The source displayed its tournament (tournament.displayed does not even travel) and a created tournament
    // would take the display over: here the local event stays on the hall display.
    doc.records.push({
      ...doc.records[0]!,
      event: { type: 'tournament.displayed', tournamentId: doc.tournamentId },
      v: 1
    })
    const target = installation('dst')
    const local = target.run({ type: 'tournament.create', fields: { ...mainEvent, name: 'Local event' } })[0]!
    expect(target.floor.service.current.displayedTournamentId).toBe(local.tournamentId)
    expect(await target.importing(doc)).toMatchObject({ ok: true })
    expect(target.floor.service.current.displayedTournamentId).toBe(local.tournamentId)
    target.floor.close()
    // Nor where nothing is shown yet.
    const empty = installation('empty')
    expect(await empty.importing(await exported())).toMatchObject({ ok: true })
    expect(empty.floor.service.current.displayedTournamentId).toBeNull()
    empty.floor.close()
  })

  it('a merge of a player recorded here is refused unless the director confirms it with a reason', async () => {
    // The source recorded a duplicate of a player it had from this installation, and merged it into its own record.
    const home = installation('home')
    const local = home.run({ type: 'player.create', fields: { displayName: 'Petrov' } })[0]!.playerId!
    const doc = await exported()
    const created = doc.players.find((p) => p.event.type === 'player.created' && p.event.fields)!
    doc.players.push({
      ...created,
      event: { type: 'player.merged', duplicateId: local, keepId: created.event.playerId },
      reason: 'Same person'
    })
    const [count, hash] = [home.floor.store.count(), stateHash(home.floor.service.current)]
    const refused = await home.importing(doc)
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'error.import.mergesLocal',
        field: `document.players.${doc.players.length - 1}`,
        params: { duplicate: 'Petrov', keep: 'Ivanova' }
      }
    })
    expect(
      translate('ru', 'error.import.mergesLocal', (refused as unknown as { error: { params: never } }).error.params)
    ).toContain('Petrov')
    expect(home.floor.store.count()).toBe(count)
    expect(stateHash(home.floor.service.current)).toBe(hash)

    expect(await home.importing(doc, 'Checked the passport: the same person')).toMatchObject({ ok: true })
    const merged = home.floor.service.current.players.byId.get(local)!
    expect(merged.mergedInto).toBe(created.event.playerId)
    // The merge is the director's decision here: who confirmed it and why.
    expect(merged.mergeRecord).toMatchObject({ by: 'Olga (TD)', reason: 'Checked the passport: the same person' })
    home.floor.close()
  })
})
