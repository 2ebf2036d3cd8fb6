import type { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Operation } from '../../src/shared/contract/operations'
import { Query } from '../../src/shared/contract/queries'
import { Subscription } from '../../src/shared/contract/subscriptions'
import { Command } from '../../src/shared/core/commands'
import { PRESETS } from '../../src/shared/core/display/presets'
import { mainEvent } from '../support/fixtures'
import { startHall, type HallProcess } from '../support/hallProcess'
import { TestSocket } from '../support/wsClient'
import { sampleOf } from '../support/zodSample'

/**
 * No key that comes from outside is looked up through an object's prototype (hostile input): every field of
 * every query, subscription, command and operation that names something (an id, a reference, a key) is sent as
 * `__proto__`, `constructor`, `prototype`, `toString` and `hasOwnProperty` to the real hall server process, and each
 * must be answered exactly as an id nobody recorded is — the same refusal code, or the same empty answer — never
 * `error.internal`, never an object found on `Object.prototype` (`display.media` answered `{}` for
 * `media:<id>:0:__proto__`). A refused command leaves the state as it was (the state digest).
 *
 * The requests are built from the contract's own schemas (tests/support/zodSample.ts), with the ids of a small
 * recorded world for the other fields, so a command or query added later is covered without touching this test.
 * Listed in docs/hostile-input.md.
 */
const POISONS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']
/**
 * The made-up name each poisoned one is compared with. One for the whole run: where a made-up name is accepted (a
 * display configured under a new id), the poisoned ones are too, and later requests find both alike.
 */
const UNKNOWN = 'nosuchthing'

/** A field names something when its key says so: `…Id`, `…Ids`, a reference, a key, a table, a file, entries by id. */
const NAMING = /(Ids?|^ref|^key|^table|^layout|^file|^eliminatedBy|^order|^winners|^ticketFor|^hallNumber)$/
const names = (key: string): boolean => NAMING.test(key)

let hall: HallProcess
let admin: TestSocket
/** Real ids of the world, by the key a field names them with. */
const world = new Map<string, string>()
/** Every id the world's tournament and its players, series and records were given (to rename them on import). */
const worldIds: string[] = []

type Json = Record<string, unknown>
type Answer = { ok: true; value: unknown } | { ok: false; error: { code: string } }

async function command(cmd: Json, reason?: string): Promise<Answer> {
  const envelope = reason ? { command: cmd, meta: { reason } } : { command: cmd }
  return (await admin.request({ kind: 'command', envelope })).result as Answer
}

async function recorded(cmd: Json, reason?: string): Promise<Json[]> {
  const answer = await command(cmd, reason)
  if (!answer.ok) throw new Error(`${String(cmd.type)} refused: ${JSON.stringify(answer.error)}`)
  return (answer.value as { events: Json[] }).events
}

/** A request of this schema with the world's ids (and the named optional fields filled in). */
function sample(schema: z.ZodType, overrides: Json = {}): Json {
  const value = sampleOf(schema, { known: (key) => world.get(key), include: names }) as Json | undefined
  if (!value) throw new Error(`no sample for ${JSON.stringify(overrides)}`)
  return { ...value, ...overrides }
}

const commandSchemas = (Command as unknown as { options: z.ZodType[] }).options
const literal = (schema: z.ZodType, discriminator: string): string =>
  (schema as unknown as { shape: Record<string, { value: string }> }).shape[discriminator]!.value
const schemaOf = (type: string): z.ZodType => commandSchemas.find((o) => literal(o, 'type') === type)!

beforeAll(async () => {
  hall = await startHall()
  admin = await TestSocket.open(hall.baseUrl)
  expect(await admin.hello('admin', hall.pin, 'Anna Director')).toMatchObject({ kind: 'welcome' })
  // A small world, so that every other field of a request names something real.
  const t = (await recorded({ type: 'tournament.create', fields: mainEvent }))[0]!.tournamentId as string
  world.set('tournamentId', t).set('tournamentIds', t).set('ticketFor', t)
  const structure = { items: [{ kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 }] }
  await recorded({ type: 'clock.structure.set', tournamentId: t, structure })
  const png = 'data:image/png;base64,iVBORw0KGgo'
  const ogg = 'data:audio/ogg;base64,T2dnUw'
  await recorded({ type: 'clock.display', tournamentId: t, settings: { logo: png, sounds: { level: ogg } } })
  const players: string[] = []
  const entries: string[] = []
  for (const name of ['Ivan Petrov', 'Olga Sidorova', 'Boris Ivanov', 'Vera Pavlova']) {
    const p = (await recorded({ type: 'player.create', fields: { displayName: name }, allowDuplicate: true }))[0]!
    players.push(p.playerId as string)
    const e = await recorded({ type: 'entry.register', tournamentId: t, playerId: p.playerId })
    entries.push(e.find((x) => x.type === 'entry.registered')!.entryId as string)
  }
  worldIds.push(t, ...players, ...entries)
  world.set('playerId', players[0]!).set('playerIds', players[0]!).set('keepId', players[0]!)
  world.set('duplicateId', players[1]!).set('exceptId', players[0]!)
  world.set('entryId', entries[0]!).set('entryIds', entries[0]!).set('keepEntryId', entries[0]!)
  world.set('eliminatedBy', entries[1]!).set('order', entries[0]!).set('winners', entries[0]!)
  await recorded({
    type: 'seating.configure',
    tournamentId: t,
    tables: [1, 2].map((number) => ({ number, seats: 10 })),
    closingOrder: { kind: 'published', order: [1, 2] },
    rules: {}
  })
  await recorded({ type: 'seating.draw', tournamentId: t })
  const seating = (await admin.request({ kind: 'query', query: { type: 'seating.get', tournamentId: t } })).result as {
    value: { tables: Array<{ id: string; number: number }> }
  }
  const table = seating.value.tables[0]!
  world.set('tableId', table.id).set('table', String(table.number))
  const series = (await recorded(sample(schemaOf('series.create'), { name: 'League 2026' })))[0]!.seriesId as string
  world.set('seriesId', series)
  worldIds.push(series)
  await recorded({ type: 'series.attach', seriesId: series, tournamentId: t })
  const account = await recorded({ type: 'account.create', name: 'Olga Floor', role: 'floor', pin: 'olga-7788' })
  world.set('accountId', account[0]!.accountId as string)
  const layout = await recorded({ type: 'display.layout.save', layout: structuredClone(PRESETS.classic) })
  world.set('layoutId', layout[0]!.layoutId as string)
  const penalty = await recorded(sample(schemaOf('penalty.record'), { level: 1 }), 'Seen by the floor')
  world.set('penaltyId', penalty[0]!.penaltyId as string)
  worldIds.push(penalty[0]!.penaltyId as string)
  const dispute = await recorded(sample(schemaOf('dispute.record'), { level: 1 }), 'Seen by the floor')
  world.set('disputeId', dispute[0]!.disputeId as string)
  worldIds.push(dispute[0]!.disputeId as string)
  const hand = await recorded({
    type: 'results.recordHand',
    tournamentId: t,
    level: 1,
    confirmedBy: 'Floor Ivan',
    busts: [{ entryId: entries[3]!, tableId: table.id }]
  })
  world.set('handId', hand.find((e) => e.handId)!.handId as string)
  worldIds.push(world.get('handId')!)
  const display = (await admin.request({ kind: 'query', query: { type: 'display.get', tournamentId: t } })).result as {
    value: { clock: { display: { sounds: Record<string, string> } } }
  }
  // A sound's reference: `media:<tournament>:<record>:level` (its name is looked up among the sounds set).
  world.set('ref', display.value.clock.display.sounds.level!)
  world.set('screenId', 'hall-screen-1')
}, 60_000)

afterAll(async () => {
  admin?.close()
  await hall?.stop()
})

interface Case {
  readonly what: string
  /** The request with `value` in the named field. */
  readonly build: (value: string) => Json
}

/** Every string field of a sampled request whose key names something, as a path; for references also each part. */
function casesOf(what: string, request: Json): Case[] {
  const cases: Case[] = []
  const visit = (value: unknown, path: Array<string | number>, key: string): void => {
    if (typeof value === 'string' && path.length > 0 && names(key)) {
      const at = (v: string): Json => setAt(request, path, v)
      cases.push({ what: `${what} ${path.join('.')}`, build: at })
      // A reference names several things at once (`media:<tournament>:<record>:<name>`): each part on its own.
      const parts = value.split(':')
      if (parts.length > 1)
        parts.forEach((_, i) =>
          cases.push({
            what: `${what} ${path.join('.')} part ${i}`,
            build: (v) => at(parts.map((p, j) => (j === i ? v : p)).join(':'))
          })
        )
      return
    }
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i], key))
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) if (k !== 'type' && k !== 'topic') visit(v, [...path, k], k)
  }
  visit(request, [], '')
  return cases
}

function setAt(request: Json, path: Array<string | number>, value: string): Json {
  const copy = structuredClone(request)
  let at: Record<string | number, unknown> = copy
  for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>
  at[path.at(-1)!] = value
  return copy
}

/** What an answer tells, with the value sent taken out of it (a refusal names the id it did not find). */
function told(answer: Answer, sent: string): unknown {
  if (!answer.ok) return { refused: answer.error.code }
  return {
    value: JSON.parse(
      JSON.stringify(answer.value ?? null)
        .split(JSON.stringify(sent).slice(1, -1))
        .join('<sent>')
    )
  }
}

async function digest(): Promise<string> {
  const answer = (await admin.request({ kind: 'query', query: { type: 'state.digest', form: 'memory' } })).result
  return (answer as { value: { digest: string } }).value.digest
}

const typeOf = (schema: z.ZodType, key: string): string => literal(schema, key)
const queries = (Query as unknown as { options: z.ZodType[] }).options
const subscriptions = (Subscription as unknown as { options: z.ZodType[] }).options
const operations = (Operation as unknown as { options: z.ZodType[] }).options
/** Operations that read or write files or whole tournaments by a name: the ones with a field that names something. */
const NAMED_OPERATIONS = new Set(['backup.preview', 'backup.restore', 'tournament.export', 'protocol.pdf'])

describe('keys from outside never reach an object prototype', () => {
  it('every query: a poisoned name is answered as an unknown one', async () => {
    const seen: string[] = []
    for (const schema of queries) {
      const type = typeOf(schema, 'type')
      for (const c of casesOf(type, sample(schema))) {
        seen.push(c.what)
        const unknown = UNKNOWN
        const expected = told(
          (await admin.request({ kind: 'query', query: c.build(unknown) })).result as Answer,
          unknown
        )
        expect(expected, c.what).not.toEqual({ refused: 'error.internal' })
        expect(expected, `${c.what}: the made-up value must pass the schema`).not.toEqual({ refused: 'error.invalid' })
        for (const poison of POISONS) {
          const answer = (await admin.request({ kind: 'query', query: c.build(poison) })).result as Answer
          expect.soft(told(answer, poison), `${c.what} = ${poison}`).toEqual(expected)
        }
      }
    }
    // The contract’s own fields, found by their keys (a sanity check of the walk, not a list to keep up to date).
    expect(seen).toEqual(
      expect.arrayContaining(['display.media ref part 3', 'tournament.get tournamentId', 'series.standings seriesId'])
    )
  }, 120_000)

  it('every subscription: a poisoned name gets the view of an unknown one', async () => {
    for (const schema of subscriptions) {
      const topic = typeOf(schema, 'topic')
      for (const c of casesOf(topic, sample(schema))) {
        const view = async (value: string): Promise<unknown> => {
          const reply = (await admin.request({ kind: 'subscribe', subscription: c.build(value) })).result as Answer
          if (!reply.ok) return told(reply, value)
          const key = reply.value as string
          const push = await admin.next((f) => f.kind === 'push' && f.key === key)
          await admin.request({ kind: 'unsubscribe', key })
          return told({ ok: true, value: (push as { value: unknown }).value }, value)
        }
        const unknown = UNKNOWN
        const expected = await view(unknown)
        expect(expected, c.what).not.toEqual({ refused: 'error.internal' })
        for (const poison of POISONS) expect.soft(await view(poison), `${c.what} = ${poison}`).toEqual(expected)
      }
    }
  }, 120_000)

  it('every command that names something: refused as for an unknown id, and nothing is written', async () => {
    // Where the schema alone gives no valid request (a layout's colours must contrast): one written out.
    const overrides: Record<string, () => Json> = {
      'display.layout.save': () => ({
        type: 'display.layout.save',
        layoutId: world.get('layoutId'),
        layout: structuredClone(PRESETS.classic)
      })
    }
    let refusedCases = 0
    for (const schema of commandSchemas) {
      const type = typeOf(schema, 'type')
      const sampled = sampleOf(schema, { known: (key) => world.get(key), include: names }) as Json | undefined
      const request = sampled ?? overrides[type]?.()
      expect(request, `${type}: no request from its schema; write one in overrides`).toBeDefined()
      for (const c of casesOf(type, request!)) {
        const before = await digest()
        const unknown = UNKNOWN
        const expected = told(await command(c.build(unknown), 'Probe'), unknown)
        expect(expected, c.what).not.toEqual({ refused: 'error.internal' })
        expect(expected, `${c.what}: the made-up value must pass the schema`).not.toEqual({ refused: 'error.invalid' })
        const refused = 'refused' in (expected as Json)
        for (const poison of POISONS) {
          const answer = await command(c.build(poison), 'Probe')
          const got = told(answer, poison) as Json
          if (refused) expect.soft(got, `${c.what} = ${poison}`).toEqual(expected)
          else expect(got, `${c.what} = ${poison}`).not.toEqual({ refused: 'error.internal' })
        }
        if (refused) {
          refusedCases += 1
          expect.soft(await digest(), `${c.what}: state changed by a refused command`).toBe(before)
        }
      }
    }
    expect(refusedCases).toBeGreaterThan(100)
  }, 300_000)

  it('a rating formula naming a function or a variable by a prototype name is refused as an unknown one', async () => {
    const seriesId = world.get('seriesId')!
    const forms = [(v: string) => v, (v: string) => `${v}(1)`, (v: string) => `place * ${v}`]
    for (const form of forms) {
      const announce = (v: string): Json => ({
        type: 'series.announceFormula',
        seriesId,
        formula: { kind: 'custom', expression: form(v) }
      })
      const before = await digest()
      const expected = told(await command(announce(UNKNOWN)), UNKNOWN)
      expect(expected).toMatchObject({ refused: expect.stringMatching(/^rating\.formula\./) })
      for (const poison of POISONS)
        expect.soft(told(await command(announce(poison)), poison), form(poison)).toEqual(expected)
      expect(await digest()).toBe(before)
    }
  })

  it('operations that name a file or a tournament: refused as for an unknown one', async () => {
    for (const schema of operations) {
      const type = typeOf(schema, 'type')
      if (!NAMED_OPERATIONS.has(type)) continue
      const request = { ...sample(schema), ...(type === 'backup.restore' ? { reason: 'Probe' } : {}) }
      const fields = casesOf(type, request)
      expect(fields.length, type).toBeGreaterThan(0)
      for (const c of fields) {
        const before = await digest()
        const send = async (v: string): Promise<unknown> =>
          told((await admin.request({ kind: 'operation', operation: c.build(v) })).result as Answer, v)
        const expected = await send(UNKNOWN)
        expect(expected, c.what).not.toEqual({ refused: 'error.internal' })
        for (const poison of POISONS) expect(await send(poison), `${c.what} = ${poison}`).toEqual(expected)
        expect(await digest()).toBe(before)
      }
    }
  }, 60_000)

  it('a tournament imported under prototype names (a file from elsewhere may use any ids) is served as any other', async () => {
    // The world's tournament exported, every id it and its players, series and records were given renamed.
    const exported = (
      await admin.request({
        kind: 'operation',
        operation: { type: 'tournament.export', tournamentId: world.get('tournamentId') }
      })
    ).result as { ok: true; value: Json }
    expect(exported.ok).toBe(true)
    const renames = [
      ...POISONS,
      'valueOf',
      'isPrototypeOf',
      'propertyIsEnumerable',
      'toLocaleString',
      '__defineGetter__',
      '__lookupGetter__',
      '__defineSetter__',
      '__lookupSetter__'
    ]
    expect(renames.length).toBeGreaterThanOrEqual(worldIds.length)
    let text = JSON.stringify(exported.value)
    worldIds.forEach((id, i) => (text = text.split(id).join(renames[i]!)))
    const imported = (
      await admin.request({ kind: 'operation', operation: { type: 'tournament.import', document: JSON.parse(text) } })
    ).result as Answer
    expect(imported).toMatchObject({ ok: true, value: { tournamentId: '__proto__' } })
    const renamed = new Map([...world].map(([key, id]) => [key, renames[worldIds.indexOf(id)] ?? id]))
    // Every query and every view of it answers (the same requests as above, with its ids).
    for (const schema of queries) {
      const request = sampleOf(schema, { known: (key) => renamed.get(key), include: names }) as Json
      const answer = (await admin.request({ kind: 'query', query: request })).result as Answer
      expect(answer.ok || answer.error.code, JSON.stringify(request)).not.toBe('error.internal')
    }
    for (const schema of subscriptions) {
      const request = sampleOf(schema, { known: (key) => renamed.get(key), include: names }) as Json
      const reply = (await admin.request({ kind: 'subscribe', subscription: request })).result as Answer
      expect(reply.ok, JSON.stringify(request)).toBe(true)
      const key = (reply as { value: string }).value
      await admin.next((f) => f.kind === 'push' && f.key === key)
      await admin.request({ kind: 'unsubscribe', key })
    }
    const query = async (q: Json): Promise<unknown> =>
      ((await admin.request({ kind: 'query', query: q })).result as { value: unknown }).value
    expect(await query({ type: 'tournament.get', tournamentId: '__proto__' })).toMatchObject({
      id: '__proto__',
      name: mainEvent.name
    })
    // The names a journal shows: the tournament's own key survives the trip (it was lost to Object.prototype).
    const journalNames = (await query({ type: 'journal.names', tournamentIds: ['__proto__'], playerIds: [] })) as {
      tournaments: Json
    }
    expect(journalNames.tournaments).toEqual({ ['__proto__']: mainEvent.name })
    const display = (await query({ type: 'display.get', tournamentId: '__proto__' })) as {
      clock: { display: { sounds: Record<string, string> } }
    }
    const ref = display.clock.display.sounds.level!
    expect(ref.split(':')[1]).toBe('__proto__')
    expect(await query({ type: 'display.media', ref })).toBe('data:audio/ogg;base64,T2dnUw')
  }, 120_000)

  it('afterwards every query still answers, and the server logged no fault', async () => {
    for (const schema of queries) {
      const answer = (await admin.request({ kind: 'query', query: sample(schema) })).result as Answer
      expect(answer.ok || answer.error.code, typeOf(schema, 'type')).not.toBe('error.internal')
    }
    expect(hall.output()).not.toMatch(/"level":"error"/)
  })
})
