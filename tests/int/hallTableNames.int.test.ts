import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../src/shared/i18n'
import { mainEvent } from '../support/fixtures'
import { startHall, type HallProcess } from '../support/hallProcess'
import { TestSocket } from '../support/wsClient'

/**
 * The hall's names of its table numbers (§8.1: a number names one physical table of the room; the name is shown
 * beside it), through the real hall server process (out/main/serve.js) over its WebSocket: the director names a table,
 * corrects the name, a clash is refused in the user's language, a floor account may not change the hall's settings,
 * the journal keeps who made each with the old and the new name (§4.7), and a display connection reads the name beside
 * the tables its tournament's seating names.
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

async function connect(role: 'admin' | 'display', token?: string, operator?: string) {
  const socket = await TestSocket.open(hall.baseUrl)
  expect(await socket.hello(role, token, operator)).toMatchObject({ kind: 'welcome' })
  const send = async (frame: Record<string, unknown>): Promise<Result> => (await socket.request(frame)).result as Result
  return {
    command: (command: object) => send({ kind: 'command', envelope: { command } }),
    query: (query: object) => send({ kind: 'query', query }),
    screens: async (): Promise<unknown> => {
      // Its only subscription: the first push is the whole list.
      await socket.request({ kind: 'subscribe', subscription: { topic: 'screens' } })
      const push = await socket.next((f) => f.kind === 'push')
      return (push as { value: unknown }).value
    },
    subscribe: (subscription: object) => socket.request({ kind: 'subscribe', subscription }),
    /** A push (the whole view or a patch) that carries `text`. */
    pushed: (text: string) => socket.next((f) => f.kind === 'push' && JSON.stringify(f).includes(text)),
    close: () => socket.close()
  }
}

const events = (r: Result): Record<string, string>[] => {
  if (!r.ok) throw new Error(r.error?.message)
  return (r.value as { events: Record<string, string>[] }).events
}

describe("a table number's hall name (over the hall server)", () => {
  it('is recorded with who and the old and new name, refused on a clash or for a floor account, and read by the display', async () => {
    const director = await connect('admin', hall.pin, 'Anna Director')
    expect(await director.command({ type: 'display.table.name', number: 1, name: 'Window' })).toMatchObject({
      ok: true
    })
    // Corrected: the new name replaces the old.
    expect(await director.command({ type: 'display.table.name', number: 1, name: ' Red 1 ' })).toMatchObject({
      ok: true
    })
    // Another number of the same name: refused, naming the table, in each language; nothing is written.
    const before = await director.query({ type: 'state.digest', form: 'memory' })
    const clash = await director.command({ type: 'display.table.name', number: 2, name: 'red 1' })
    expect(clash).toMatchObject({ ok: false, error: { code: 'error.display.tableNameTaken', params: { table: 1 } } })
    expect(await director.query({ type: 'state.digest', form: 'memory' })).toEqual(before)
    const { code, params } = clash.error!
    expect(translate('en', code as never, params)).toBe('Table 1 is already called Red 1: each name names one table.')
    expect(translate('ru', code as never, params)).toContain('стол 1 (Red 1)')
    expect(translate('sv', code as never, params)).toBe('Bord 1 heter redan Red 1: ett namn, ett bord.')

    // The hall's settings are the director's: a floor account is refused.
    const olga = events(
      await director.command({ type: 'account.create', name: 'Olga Floor', role: 'floor', pin: 'olga-7788' })
    )[0]!.accountId!
    expect(olga).toBeTruthy()
    const floor = await connect('admin', 'olga-7788', 'Olga Floor')
    expect(await floor.command({ type: 'display.table.name', number: 2, name: 'Bar' })).toMatchObject({
      ok: false,
      error: { code: 'error.account.notPermitted' }
    })

    // The journal: who named the table, from what to what.
    const journal = (await director.query({ type: 'journal.list', tournamentId: 'display', limit: 10 })).value as {
      actor: string
      event: { type: string; number?: number; from?: string | null; to?: string | null }
    }[]
    const named = journal.filter((r) => r.event.type === 'display.tableNamed')
    expect(named.map((r) => [r.actor, r.event.from, r.event.to])).toEqual(
      expect.arrayContaining([
        ['Anna Director', null, 'Window'],
        ['Anna Director', 'Window', 'Red 1']
      ])
    )
    expect(named).toHaveLength(2)

    // A tournament seated at table 1, its seating list on the hall display: the display reads the table's name.
    const tournamentId = events(await director.command({ type: 'tournament.create', fields: mainEvent }))[0]!
      .tournamentId!
    for (let i = 0; i < 4; i += 1) {
      const playerId = events(
        await director.command({ type: 'player.create', fields: { displayName: `Player ${i}` }, allowDuplicate: true })
      )[0]!.playerId!
      events(await director.command({ type: 'entry.register', tournamentId, playerId }))
    }
    events(
      await director.command({
        type: 'seating.configure',
        tournamentId,
        tables: [{ number: 1, seats: 9 }],
        closingOrder: { kind: 'published', order: [1] },
        rules: {}
      })
    )
    events(await director.command({ type: 'seating.draw', tournamentId }))
    events(await director.command({ type: 'seating.showList', tournamentId, on: true }))
    const display = await connect('display')
    const shown = (await display.query({ type: 'display.get', tournamentId })).value as {
      seating: { list: { table: number }[]; tableNames?: Record<string, string> }
    }
    expect(shown.seating.list.map((r) => r.table)).toEqual([1, 1, 1, 1])
    expect(shown.seating.tableNames).toEqual({ '1': 'Red 1' })
    // The seat cards print from the seating list: each row carries the table's hall name.
    const list = (await director.query({ type: 'seating.list', tournamentId })).value as { tableName?: string }[]
    expect(list.map((r) => r.tableName)).toEqual(['Red 1', 'Red 1', 'Red 1', 'Red 1'])
    // A screen following the tournament is pushed a new name as soon as it is recorded (a hall record refreshes it).
    await display.subscribe({ topic: 'display', tournamentId })
    events(await director.command({ type: 'display.table.name', number: 1, name: 'Stage' }))
    await display.pushed('"Stage"')
    // The hall's list of names, as the Displays page reads it (its pushed view, whole at first).
    expect(await director.screens()).toMatchObject({ tableNames: [{ number: 1, name: 'Stage' }] })
    director.close()
    floor.close()
    display.close()
  }, 30_000)
})
