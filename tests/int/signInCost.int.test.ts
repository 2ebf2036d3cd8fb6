import { scryptSync } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dispatcher, type Connection } from '../../src/main/app/dispatch/dispatcher'
import { operate } from '../../src/main/app/operations'
import type { ServerFrame } from '../../src/shared/contract/protocol'
import { admin, openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'
import type { Floor } from '../../src/main/app/bootstrap'

// Every scrypt the server runs is counted (and still run): a PIN check is one, and a screen needs none.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>()
  return { ...actual, scryptSync: vi.fn(actual.scryptSync) }
})

/**
 * What a sign-in costs, counted in scrypt runs at the one dispatcher both transports call. A made-up name must cost
 * what a real account's wrong PIN costs (one scrypt with the same parameters), from the very first sign-in after a
 * start, so that timing does not tell who has an account (signInGuessing.int.test.ts times it over the real server).
 * A screen signs in with no PIN: its first hello creates the sign-in throttle and must not pay a scrypt for it (it
 * used to build the made-up names' hash there, 30–240 ms before a display's first clock after a start).
 */
const tempDir = useTempDir()
let floor: Floor | undefined

afterEach(() => {
  floor?.close()
  floor = undefined
})

function setUp(): { floor: Floor; dispatcher: Dispatcher } {
  const opened = openTestFloor(tempDir())
  floor = opened
  const dispatcher = new Dispatcher({
    service: opened.service,
    operate: (input, session) => operate(opened, input, session),
    adminToken: () => 'install-2468',
    checkToken: (given, expected) => given === expected
  })
  return { floor: opened, dispatcher }
}

function screen(dispatcher: Dispatcher, address: string): { connection: Connection; last(): ServerFrame | undefined } {
  const frames: ServerFrame[] = []
  const connection = dispatcher.open({ send: (frame) => frames.push(frame), close: () => undefined }, address)
  return { connection, last: () => frames.at(-1) }
}

const scrypts = vi.mocked(scryptSync)

/** What a scrypt run was asked for, but the PIN itself: the salt's length, the key's length and the cost. */
function shapes(): unknown[] {
  return scrypts.mock.calls.map(([, salt, keyLength, options]) => [(salt as Buffer).length, keyLength, options])
}

describe('what a sign-in costs', () => {
  it("a screen's first hello after the start is welcomed without any scrypt", () => {
    const { dispatcher } = setUp()
    scrypts.mockClear()
    const display = screen(dispatcher, '10.0.0.30')
    display.connection.receive({ kind: 'hello', role: 'display' })
    expect(display.last()).toMatchObject({ kind: 'welcome', role: 'display' })
    expect(scrypts).not.toHaveBeenCalled()
  })

  it("the first made-up name is one scrypt with the parameters of a real account's check", () => {
    const { floor: f, dispatcher } = setUp()
    const made = f.service.execute(
      { command: { type: 'account.create', name: 'Olga Floor', role: 'floor', pin: 'olga-7788' } },
      admin('Anna Director')
    )
    expect(made.ok).toBe(true)
    scrypts.mockClear()
    const guess = screen(dispatcher, '10.0.0.1')
    guess.connection.receive({ kind: 'hello', role: 'admin', operator: 'Olga Flour', token: 'guess-1' })
    expect(guess.last()).toMatchObject({ kind: 'denied', error: { code: 'error.wrongPin' } })
    const madeUp = shapes()
    scrypts.mockClear()
    const wrong = screen(dispatcher, '10.0.0.2')
    wrong.connection.receive({ kind: 'hello', role: 'admin', operator: 'Olga Floor', token: 'guess-1' })
    expect(wrong.last()).toMatchObject({ kind: 'denied', error: { code: 'error.wrongPin' } })
    const real = shapes()
    expect(real).toHaveLength(1)
    expect(madeUp).toEqual(real)
  })
})
