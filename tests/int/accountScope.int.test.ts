import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../src/shared/i18n'
import { mainEvent } from '../support/fixtures'
import { startHall, type HallProcess } from '../support/hallProcess'
import { TestSocket } from '../support/wsClient'

/**
 * Staff scoped to events (§3, §4.7), through the real hall server process (out/main/serve.js) over its WebSocket: an
 * account limited to tournament C records there with its role and is refused in A, the refusal named in the user's
 * language; the journal keeps the scope each record was made under.
 */
let hall: HallProcess

beforeAll(async () => {
  hall = await startHall()
}, 30_000)
afterAll(async () => {
  await hall.stop()
})

interface Result {
  ok: boolean
  value?: unknown
  error?: { code: string; message: string; params?: Record<string, string | number> }
}

/** One admin connection: signs in (the installation PIN, or an account's own), then sends commands and queries. */
async function signIn(operator: string, token: string) {
  const socket = await TestSocket.open(hall.baseUrl)
  expect(await socket.hello('admin', token, operator)).toMatchObject({ kind: 'welcome' })
  const send = async (frame: Record<string, unknown>): Promise<Result> => (await socket.request(frame)).result as Result
  return {
    command: (command: object, meta?: object) =>
      send({ kind: 'command', envelope: { command, ...(meta ? { meta } : {}) } }),
    query: (query: object) => send({ kind: 'query', query }),
    operation: (operation: object) => send({ kind: 'operation', operation }),
    close: () => socket.close()
  }
}

const created = (r: Result, field: string): string => {
  if (!r.ok) throw new Error(r.error?.message)
  return (r.value as { events: Record<string, string>[] }).events[0]![field]!
}

describe('an account limited to named tournaments (over the hall server)', () => {
  it('records in its tournament with its role there, is refused in another in every language, and the journal keeps its scope', async () => {
    const director = await signIn('Anna Director', hall.pin)
    const a = created(
      await director.command({ type: 'tournament.create', fields: { ...mainEvent, name: 'NLH Re-entry' } }),
      'tournamentId'
    )
    const c = created(
      await director.command({ type: 'tournament.create', fields: { ...mainEvent, name: 'Stud Fixed Limit' } }),
      'tournamentId'
    )
    const olga = created(
      await director.command({ type: 'account.create', name: 'Olga Floor', role: 'floor', pin: 'olga-7788' }),
      'accountId'
    )
    expect(
      (
        await director.command({
          type: 'account.setScope',
          accountId: olga,
          scope: [{ tournamentId: c, role: 'floor' }]
        })
      ).ok
    ).toBe(true)

    const floor = await signIn('Olga Floor', 'olga-7788')
    const announce = (tournamentId: string) => ({
      type: 'clock.announce',
      tournamentId,
      text: 'Two minutes to the break'
    })
    // Her tournament: recorded as before.
    expect(await floor.command(announce(c))).toMatchObject({ ok: true })
    // Another tournament of the hall: refused, naming it; nothing written.
    const before = await director.query({ type: 'state.digest', form: 'memory' })
    const refused = await floor.command(announce(a))
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'error.account.outOfScope', params: { tournament: 'NLH Re-entry' } }
    })
    expect(await director.query({ type: 'state.digest', form: 'memory' })).toEqual(before)
    const { code, params } = refused.error!
    expect(translate('en', code as never, params)).toContain('NLH Re-entry is not one of them')
    expect(translate('ru', code as never, params)).toContain('«NLH Re-entry» не из их числа')
    expect(translate('sv', code as never, params)).toContain('NLH Re-entry är inte en av dem')
    // A role in her scope is still the role's: the director did not let the floor manage accounts.
    expect(await floor.command({ type: 'account.setScope', accountId: olga, scope: null })).toMatchObject({
      ok: false,
      error: { code: 'error.account.notPermitted' }
    })

    // The journal: her record names her account and the scope it was made under.
    const journal = await director.query({ type: 'journal.list', tournamentId: c, limit: 10 })
    const records = journal.value as {
      actor: string
      actorAccountId?: string
      actorScope?: string
      event: { type: string }
    }[]
    const hers = records.find((r) => r.event.type === 'clock.announced' || r.actor === 'Olga Floor')
    expect(hers).toMatchObject({ actor: 'Olga Floor', actorAccountId: olga, actorScope: `${c}:floor` })
    director.close()
    floor.close()
  }, 30_000)

  it('is refused an operation on a tournament outside its scope (export, PDF, import), while one for the hall keeps its role', async () => {
    const director = await signIn('Anna Director', hall.pin)
    const make = async (name: string) =>
      created(await director.command({ type: 'tournament.create', fields: { ...mainEvent, name } }), 'tournamentId')
    const a = await make('Omaha Hi-Lo')
    const b = await make('Razz')
    const c = await make('Seven Card Stud')
    const dana = created(
      await director.command({ type: 'account.create', name: 'Dana Director', role: 'director', pin: 'dana-2468' }),
      'accountId'
    )
    const scope = [
      { tournamentId: a, role: 'director' },
      { tournamentId: b, role: 'floor' }
    ]
    expect((await director.command({ type: 'account.setScope', accountId: dana, scope })).ok).toBe(true)
    const limited = await signIn('Dana Director', 'dana-2468')

    // Her own tournament: exported as before.
    expect(await limited.operation({ type: 'tournament.export', tournamentId: a })).toMatchObject({ ok: true })
    // Another tournament of the hall: its export and its protocol are refused, naming it in each language.
    const exported = await limited.operation({ type: 'tournament.export', tournamentId: c })
    expect(exported).toMatchObject({
      ok: false,
      error: { code: 'error.account.outOfScope', params: { tournament: 'Seven Card Stud' } }
    })
    const { code, params } = exported.error!
    expect(translate('en', code as never, params)).toContain('Seven Card Stud is not one of them')
    expect(translate('ru', code as never, params)).toContain('«Seven Card Stud» не из их числа')
    expect(translate('sv', code as never, params)).toContain('Seven Card Stud är inte en av dem')
    expect(await limited.operation({ type: 'protocol.pdf', tournamentId: c, language: 'sv' })).toMatchObject({
      ok: false,
      error: { code: 'error.account.outOfScope' }
    })

    // A tournament's file names its own tournament: not hers, so refused, and nothing is written.
    const file = (await director.operation({ type: 'tournament.export', tournamentId: c })).value as {
      tournamentId: string
    }
    const before = await director.query({ type: 'state.digest', form: 'memory' })
    expect(await limited.operation({ type: 'tournament.import', document: file })).toMatchObject({
      ok: false,
      error: { code: 'error.account.outOfScope', params: { tournament: 'Seven Card Stud' } }
    })
    expect(await director.query({ type: 'state.digest', form: 'memory' })).toEqual(before)

    // The hall as a whole keeps her own role (a director's): the hall's time zone is hers to read and set.
    expect(await limited.operation({ type: 'hall.timeZone', set: 'Europe/Stockholm' })).toMatchObject({
      ok: true,
      value: { zone: 'Europe/Stockholm' }
    })
    director.close()
    limited.close()
  }, 30_000)
})
