import { afterEach, describe, expect, it, vi } from 'vitest'
import { openFloor, type Floor } from '../../src/main/app/bootstrap'
import { Dispatcher, type Connection } from '../../src/main/app/dispatch/dispatcher'
import { operate } from '../../src/main/app/operations'
import type { ServerFrame } from '../../src/shared/contract/protocol'
import { admin, openTestFloor, type TestClock } from '../support/floor'
import { useTempDir } from '../support/tempDir'
import { mainEvent } from '../support/fixtures'

/**
 * Accounts and permissions at the one dispatcher both transports call (the contract suite runs the same over IPC and WebSocket;
 * here the parts that need several addresses, a test clock or a reopened journal): wrong PINs lock the address and
 * slow the name, never lock the account (over the real hall server: signInGuessing.int.test.ts), a session ends when
 * its account is switched off or given a new PIN, the desktop window's director, and the account's id kept with
 * every record in the real SQLite file.
 */
const tempDir = useTempDir()
const INSTALLATION_PIN = 'install-2468'
let floor: (Floor & { testClock?: TestClock }) | undefined

afterEach(() => {
  floor?.close()
  floor = undefined
})

function setUp(): { floor: Floor & { testClock: TestClock }; dispatcher: Dispatcher } {
  const opened = openTestFloor(tempDir())
  floor = opened
  const dispatcher = new Dispatcher({
    service: opened.service,
    operate: (input, session) => operate(opened, input, session),
    adminToken: () => INSTALLATION_PIN,
    checkToken: (given, expected) => given === expected
  })
  return { floor: opened, dispatcher }
}

interface Screen {
  connection: Connection
  frames: ServerFrame[]
  send(frame: object): void
  last(): ServerFrame | undefined
}

function screen(dispatcher: Dispatcher, address: string, trusted?: 'admin'): Screen {
  const frames: ServerFrame[] = []
  const connection = dispatcher.open(
    { send: (frame) => frames.push(frame), close: () => undefined },
    address,
    trusted ? { trusted } : {}
  )
  return {
    connection,
    frames,
    send: (frame) => connection.receive(frame),
    last: () => frames.at(-1)
  }
}

function createAccount(f: Floor, name: string, role: 'floor' | 'desk' | 'director', pin: string): string {
  const made = f.service.execute({ command: { type: 'account.create', name, role, pin } }, admin('Anna Director'))
  if (!made.ok) throw new Error(made.error.message)
  return (made.value.events[0] as { accountId: string }).accountId
}

const hello = (operator: string, token?: string) => ({ kind: 'hello', role: 'admin', operator, token })

describe('named accounts at the dispatcher', () => {
  it('wrong PINs lock the address they came from, never the account: five screens guessing Olga do not keep her out', async () => {
    const { floor: f, dispatcher } = setUp()
    createAccount(f, 'Olga Floor', 'floor', 'olga-7788')
    // Olga's own desk screen: she signed in there before.
    const desk = screen(dispatcher, '10.0.0.20')
    desk.send(hello('Olga Floor', 'olga-7788'))
    expect(desk.last()).toMatchObject({ kind: 'welcome', signedIn: { name: 'Olga Floor' } })
    for (let i = 0; i < 5; i += 1) {
      const s = screen(dispatcher, `10.0.0.${i + 1}`)
      s.send(hello('Olga Floor', `guess-${i}`))
      expect(s.last()).toMatchObject({ kind: 'denied', error: { code: 'error.wrongPin' } })
    }
    // At her own screen the right PIN signs her in at once; the guessed name is only slowed elsewhere.
    desk.send(hello('Olga Floor', 'olga-7788'))
    expect(desk.last()).toMatchObject({ kind: 'welcome', signedIn: { name: 'Olga Floor', role: 'floor' } })
    // From a screen she never used, the right PIN waits its name's turn (a second), then signs in: never refused.
    const other = screen(dispatcher, '10.0.0.9')
    other.send(hello('Olga Floor', 'olga-7788'))
    expect(other.frames).toHaveLength(0)
    await vi.waitFor(() => expect(other.last()).toMatchObject({ kind: 'welcome', signedIn: { name: 'Olga Floor' } }), {
      timeout: 5000
    })
    // The director on a guessing screen is not held up by Olga's name.
    const guesser = screen(dispatcher, '10.0.0.1')
    guesser.send(hello('Anna Director', INSTALLATION_PIN))
    expect(guesser.last()).toMatchObject({ kind: 'welcome', signedIn: { name: 'Anna Director', account: false } })
  })

  it('a sixth wrong PIN from one address locks that address, for a made-up name as for a real one', async () => {
    const { floor: f, dispatcher } = setUp()
    createAccount(f, 'Olga Floor', 'floor', 'olga-7788')
    const answers = (address: string, name: string): unknown[] => {
      const s = screen(dispatcher, address)
      for (let i = 0; i < 6; i += 1) s.send(hello(name, `guess-${i}`))
      return s.frames.map((frame) => (frame.kind === 'denied' ? frame.error : frame))
    }
    const real = answers('10.0.5.1', 'Olga Floor')
    expect(real.map((e) => (e as { code: string }).code)).toEqual([
      ...Array(5).fill('error.wrongPin'),
      'error.lockedOut'
    ])
    expect(answers('10.0.5.2', 'Olga Flor')).toEqual(real)
    // The locked address is refused whoever it names, the director with the installation PIN too.
    const locked = screen(dispatcher, '10.0.5.1')
    locked.send(hello('Anna Director', INSTALLATION_PIN))
    expect(locked.last()).toMatchObject({ kind: 'denied', error: { code: 'error.lockedOut', params: { seconds: 60 } } })
    // Not the account: Olga, at another screen, is let in with her PIN (after her name's wait: five wrong PINs).
    const olga = screen(dispatcher, '10.0.5.3')
    olga.send(hello('Olga Floor', 'olga-7788'))
    await vi.waitFor(() => expect(olga.last()).toMatchObject({ kind: 'welcome', signedIn: { name: 'Olga Floor' } }), {
      timeout: 5000
    })
    f.testClock.advance(61_000)
    locked.send(hello('Anna Director', INSTALLATION_PIN))
    expect(locked.last()).toMatchObject({ kind: 'welcome' })
  })

  it('sign-ins from one address are answered one after another; a ninth waiting is refused, a closed one dropped', () => {
    const { dispatcher } = setUp()
    // Five wrong PINs for a made-up name from five screens: its next sign-ins wait (1 s, then a little more each).
    for (let i = 0; i < 5; i += 1) screen(dispatcher, `10.0.6.${i + 10}`).send(hello('Nobody Here', 'nope'))
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const waiting = Array.from({ length: 9 }, () => screen(dispatcher, '10.0.6.1'))
      waiting.forEach((s, i) => s.send(hello('Nobody Here', `guess-${i}`)))
      // Eight wait their turn; the ninth from the same address is refused at once, whatever the name.
      expect(waiting.slice(0, 8).map((s) => s.frames.length)).toEqual(Array(8).fill(0))
      expect(waiting[8]!.last()).toMatchObject({ kind: 'denied', error: { code: 'error.rateLimited' } })
      // A screen that hung up while waiting is dropped without its PIN being checked.
      waiting[1]!.connection.closedByPeer()
      vi.advanceTimersByTime(999)
      expect(waiting[0]!.frames).toHaveLength(0)
      vi.advanceTimersByTime(1)
      expect(waiting[0]!.last()).toMatchObject({ kind: 'denied', error: { code: 'error.wrongPin' } })
      // One at a time: the next is answered only after its own wait.
      expect(waiting[2]!.frames).toHaveLength(0)
      vi.advanceTimersByTime(60_000)
      const codes = waiting.slice(2, 8).map((s) => (s.last() as { error: { code: string } }).error.code)
      // Five wrong PINs from this address lock it: the last two are told so without waiting.
      expect(codes).toEqual([...Array(4).fill('error.wrongPin'), 'error.lockedOut', 'error.lockedOut'])
      expect(waiting[1]!.frames).toHaveLength(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('failures older than ten minutes are forgotten (they decay as for the shared PIN)', () => {
    const { floor: f, dispatcher } = setUp()
    createAccount(f, 'Ivan Desk', 'desk', 'desk-4455')
    for (let i = 0; i < 4; i += 1) screen(dispatcher, `10.0.1.${i}`).send(hello('Ivan Desk', 'nope'))
    f.testClock.advance(10 * 60_000 + 1)
    screen(dispatcher, '10.0.1.8').send(hello('Ivan Desk', 'nope'))
    const ivan = screen(dispatcher, '10.0.1.9')
    ivan.send(hello('Ivan Desk', 'desk-4455'))
    expect(ivan.last()).toMatchObject({ kind: 'welcome', signedIn: { name: 'Ivan Desk' } })
  })

  it('a session ends when the director switches its account off or gives it a new PIN; renames follow', () => {
    const { floor: f, dispatcher } = setUp()
    const olgaId = createAccount(f, 'Olga Floor', 'floor', 'olga-7788')
    const olga = screen(dispatcher, '10.0.2.1')
    olga.send(hello('Olga Floor', 'olga-7788'))
    expect(olga.last()).toMatchObject({ kind: 'welcome' })
    // Renamed by the director: her next records carry the new name (the same account id).
    const director = admin('Anna Director')
    expect(
      f.service.execute({ command: { type: 'account.edit', accountId: olgaId, name: 'Olga Petrova' } }, director).ok
    ).toBe(true)
    const t = f.service.execute({ command: { type: 'tournament.create', fields: mainEvent } }, director)
    if (!t.ok) throw new Error(t.error.message)
    const tournamentId = (t.value.events[0] as { tournamentId: string }).tournamentId
    const structure = { items: [{ kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 }] }
    olga.send({
      kind: 'command',
      id: 1,
      envelope: { command: { type: 'clock.structure.set', tournamentId, structure } }
    })
    expect(olga.last()).toMatchObject({ kind: 'result', id: 1, result: { ok: true } })
    expect([...f.store.readAll()].at(-1)).toMatchObject({ actor: 'Olga Petrova', actorAccountId: olgaId })
    f.service.execute({ command: { type: 'account.setPin', accountId: olgaId, pin: 'new-1357' } }, director)
    olga.send({ kind: 'query', id: 2, query: { type: 'tournaments.list' } })
    expect(olga.frames.slice(-2)).toMatchObject([
      { kind: 'result', id: 2, result: { ok: false, error: { code: 'error.account.pinChanged' } } },
      { kind: 'denied', error: { code: 'error.account.pinChanged' } }
    ])
    olga.send({ kind: 'query', id: 3, query: { type: 'tournaments.list' } })
    expect(olga.last()).toMatchObject({ kind: 'result', id: 3, result: { error: { code: 'error.hello' } } })

    olga.send(hello('olga petrova', 'new-1357'))
    expect(olga.last()).toMatchObject({ kind: 'welcome', signedIn: { name: 'Olga Petrova' } })
    f.service.execute({ command: { type: 'account.setEnabled', accountId: olgaId, enabled: false } }, director)
    olga.send({ kind: 'ping', id: 4 })
    expect(olga.last()).toMatchObject({ kind: 'denied', error: { code: 'error.account.disabled' } })
    // Switched off: the right PIN is told so, a wrong one is only a wrong PIN.
    const again = screen(dispatcher, '10.0.2.2')
    again.send(hello('Olga Petrova', 'new-1357'))
    expect(again.last()).toMatchObject({ kind: 'denied', error: { code: 'error.account.disabled' } })
    again.send(hello('Olga Petrova', 'guess'))
    expect(again.last()).toMatchObject({ kind: 'denied', error: { code: 'error.wrongPin' } })
  })

  it('the desktop window: the app signs the director in without a PIN; an account signs in with its own PIN', () => {
    const { floor: f, dispatcher } = setUp()
    createAccount(f, 'Olga Floor', 'floor', 'olga-7788')
    const desk = screen(dispatcher, 'window-1', 'admin')
    desk.send(hello('Anna Director'))
    expect(desk.last()).toMatchObject({
      kind: 'welcome',
      signedIn: { name: 'Anna Director', role: 'director', account: false }
    })
    // An account's name is not taken at the desktop without its PIN, nor with the installation PIN on the LAN.
    desk.send(hello('Olga Floor'))
    expect(desk.last()).toMatchObject({ kind: 'denied', error: { code: 'error.account.pinNeeded' } })
    const lan = screen(dispatcher, '10.0.3.1')
    lan.send(hello('OLGA FLOOR', INSTALLATION_PIN))
    expect(lan.last()).toMatchObject({ kind: 'denied', error: { code: 'error.account.pinNeeded' } })
    desk.send(hello('Olga Floor', 'olga-7788'))
    expect(desk.last()).toMatchObject({
      kind: 'welcome',
      signedIn: { name: 'Olga Floor', role: 'floor', account: true }
    })
  })

  it('§3.5: the account id is kept with every record in the SQLite journal, and the PIN never is', () => {
    const dir = tempDir()
    floor = openFloor(dir)
    const dispatcher = new Dispatcher({
      service: floor.service,
      operate: async () => ({ ok: true, value: null }),
      adminToken: () => INSTALLATION_PIN,
      checkToken: (given, expected) => given === expected
    })
    const olgaId = createAccount(floor, 'Olga Floor', 'floor', 'olga-7788')
    const director = screen(dispatcher, '10.0.4.1')
    director.send(hello('Anna Director', INSTALLATION_PIN))
    director.send({
      kind: 'command',
      id: 1,
      envelope: { command: { type: 'tournament.create', fields: mainEvent } }
    })
    const tournamentId = (
      (director.last() as { result: { value: { events: { tournamentId: string }[] } } }).result.value.events[0] as {
        tournamentId: string
      }
    ).tournamentId
    const olga = screen(dispatcher, '10.0.4.2')
    olga.send(hello('Olga Floor', 'olga-7788'))
    olga.send({
      kind: 'command',
      id: 1,
      envelope: {
        command: {
          type: 'clock.structure.set',
          tournamentId,
          structure: { items: [{ kind: 'level', seconds: 1200, smallBlind: 100, bigBlind: 200 }] }
        }
      }
    })
    expect(olga.last()).toMatchObject({ kind: 'result', id: 1, result: { ok: true } })
    floor.close()
    floor = openFloor(dir)
    const records = [...floor.store.readAll()]
    expect(records.at(-1)).toMatchObject({ actor: 'Olga Floor', actorAccountId: olgaId })
    expect(records.find((r) => r.event.type === 'tournament.created')).not.toHaveProperty('actorAccountId')
    const raw = JSON.stringify(records)
    expect(raw).not.toContain('olga-7788')
    // A name with a control character cannot pose as an account's record (the separator is never in a name).
    expect(
      floor.service.execute(
        { command: { type: 'tournament.create', fields: mainEvent } },
        admin(`Mallory\u001f${olgaId}`)
      ).ok
    ).toBe(true)
    const forged = [...floor.store.readAll()].at(-1)!
    expect(forged.actorAccountId).toBeUndefined()
    expect(forged.actor).toBe(`Mallory ${olgaId}`)
  })
})
