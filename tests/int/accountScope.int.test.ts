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
})
