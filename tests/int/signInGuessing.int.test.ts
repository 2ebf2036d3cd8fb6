import { performance } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerFrame } from '../../src/shared/contract/protocol'
import { startHall, type HallProcess } from '../support/hallProcess'
import { TestSocket } from '../support/wsClient'

/**
 * Sign-in against guessing, at the real hall server process over WebSocket: no answer tells whether a
 * name has an account — not its code, not its timing, not a lockout — and nobody on the hall's network can keep an
 * account's owner out. Each client connects from an address of its own on the loopback network (127.0.x.y, as
 * Linux routes the whole 127/8 to lo), so the server sees the hall's devices as it would on the LAN.
 * Listed in docs/hostile-input.md.
 */
let hall: HallProcess
let director: TestSocket

beforeAll(async () => {
  hall = await startHall()
  director = await TestSocket.open(hall.baseUrl)
  expect(await director.hello('admin', hall.pin, 'Anna Director')).toMatchObject({ kind: 'welcome' })
}, 30_000)
afterAll(async () => {
  director?.close()
  await hall?.stop()
})

async function createAccount(name: string, pin: string): Promise<void> {
  const reply = await director.request({
    kind: 'command',
    envelope: { command: { type: 'account.create', name, role: 'floor', pin } }
  })
  expect(reply.result).toMatchObject({ ok: true })
}

interface Answer {
  frame: ServerFrame
  /** From the hello sent to its answer. */
  ms: number
}

/** One device of the hall signing in: a connection from `address`, one hello, its answer. */
async function signIn(address: string, operator: string, token: string): Promise<Answer> {
  const socket = await TestSocket.open(hall.baseUrl, {}, address)
  try {
    const started = performance.now()
    const frame = await socket.hello('admin', token, operator, 45_000)
    return { frame, ms: performance.now() - started }
  } finally {
    socket.close()
  }
}

/** What a guesser learns from an answer: its kind and error (code, message, params), never the time it took. */
const told = (answer: Answer): unknown =>
  answer.frame.kind === 'denied' ? { denied: answer.frame.error } : { kind: answer.frame.kind }

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

describe('sign-in answers never tell who has an account', () => {
  it('from one address: a made-up name and a real one get the same answers, the sixth locks the address only', async () => {
    await createAccount('Olga Floor', 'olga-7788')
    const tries = async (address: string, name: string): Promise<unknown[]> => {
      const seen: unknown[] = []
      for (let i = 0; i < 7; i += 1) seen.push(told(await signIn(address, name, `guess-${i}`)))
      return seen
    }
    const real = await tries('127.0.1.1', 'Olga Floor')
    const madeUp = await tries('127.0.1.2', 'Olga Flower')
    expect(real).toEqual(madeUp)
    expect(real.slice(0, 5)).toEqual(Array(5).fill({ denied: expect.objectContaining({ code: 'error.wrongPin' }) }))
    expect(real[5]).toEqual({ denied: expect.objectContaining({ code: 'error.lockedOut', params: { seconds: 60 } }) })
    expect(real[6]).toEqual(real[5])
    // The address is locked, not the account: its owner, at another device, is let in with her PIN.
    expect((await signIn('127.0.1.3', 'Olga Floor', 'olga-7788')).frame).toMatchObject({
      kind: 'welcome',
      signedIn: { name: 'Olga Floor', account: true }
    })
  }, 60_000)

  it('from many addresses: the same answers for a made-up name and a real one, and neither is ever locked', async () => {
    await createAccount('Boris Floor', 'boris-2468')
    // Eight devices, one wrong PIN each, for each name (the account used to lock at the fifth: the sixth was told
    // `error.lockedOut`, a made-up name stayed `error.wrongPin`).
    const real: unknown[] = []
    const madeUp: unknown[] = []
    for (let i = 1; i <= 8; i += 1) {
      const [a, b] = await Promise.all([
        signIn(`127.0.2.${i}`, 'Boris Floor', `guess-${i}`),
        signIn(`127.0.3.${i}`, 'Boris Flour', `guess-${i}`)
      ])
      real.push(told(a))
      madeUp.push(told(b))
    }
    expect(real).toEqual(madeUp)
    expect(real).toEqual(Array(8).fill({ denied: expect.objectContaining({ code: 'error.wrongPin' }) }))
    // And the owner, from a device she never used, is let in with her PIN (after her name's wait).
    expect(await signIn('127.0.2.99', 'Boris Floor', 'boris-2468')).toMatchObject({
      frame: { kind: 'welcome', signedIn: { name: 'Boris Floor', account: true } }
    })
  }, 90_000)

  it('the owner signs in with her PIN while her name is guessed from many addresses: at once from her own screen', async () => {
    await createAccount('Vera Desk', 'vera-1357')
    // Vera's desk tablet: she has signed in there before.
    expect((await signIn('127.0.4.1', 'Vera Desk', 'vera-1357')).frame).toMatchObject({ kind: 'welcome' })
    // Five devices guess her PIN, three tries each, all at once; one more device hammers until it is locked out.
    const guessing = (address: string, tries: number): Promise<Answer[]> =>
      (async () => {
        const answers: Answer[] = []
        for (let i = 0; i < tries; i += 1) answers.push(await signIn(address, 'Vera Desk', `guess-${address}-${i}`))
        return answers
      })()
    const attack = [...Array.from({ length: 5 }, (_, d) => guessing(`127.0.5.${d + 1}`, 3)), guessing('127.0.5.99', 7)]
    // While the guessing goes on (her name is slowed by now), Vera at her tablet is let in without waiting: a guess
    // sent at the same moment from a new device waits its turn (a second or more), she does not.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const [atDesk, probe] = await Promise.all([
      signIn('127.0.4.1', 'Vera Desk', 'vera-1357'),
      signIn('127.0.5.50', 'Vera Desk', 'probe-0000')
    ])
    expect(atDesk.frame).toMatchObject({ kind: 'welcome', signedIn: { name: 'Vera Desk', account: true } })
    expect(told(probe)).toEqual({ denied: expect.objectContaining({ code: 'error.wrongPin' }) })
    expect(probe.ms).toBeGreaterThan(1000)
    expect(atDesk.ms).toBeLessThan(probe.ms - 500)
    // From a phone she never used, she waits her name's turn, and is let in: never refused.
    const phone = signIn('127.0.4.2', 'Vera Desk', 'vera-1357')
    const answers = await Promise.all(attack)
    expect((await phone).frame).toMatchObject({ kind: 'welcome', signedIn: { name: 'Vera Desk' } })
    // The guessers were told only "wrong PIN"; the hammering device locked itself out, nobody else.
    for (const device of answers.slice(0, 5))
      expect(device.map((a) => told(a))).toEqual(
        Array(3).fill({ denied: expect.objectContaining({ code: 'error.wrongPin' }) })
      )
    expect(answers[5]!.map((a) => (a.frame.kind === 'denied' ? a.frame.error.code : a.frame.kind))).toEqual([
      ...Array(5).fill('error.wrongPin'),
      'error.lockedOut',
      'error.lockedOut'
    ])
    expect((await signIn('127.0.4.1', 'Vera Desk', 'vera-1357')).frame).toMatchObject({ kind: 'welcome' })
  }, 120_000)

  it('a made-up name is answered in the same time as a real one, slowed or not', async () => {
    const real = ['Ivan Floor', 'Nina Floor', 'Petr Floor', 'Lena Floor']
    const madeUp = ['Ivan Flour', 'Nina Flour', 'Petr Flour', 'Lena Flour']
    for (const name of real) await createAccount(name, 'pin-9753')
    // Not slowed: fewer than five wrong PINs for each name, fewer than five from each address. Interleaved, so that
    // whatever else the machine does falls on both alike.
    const fast = { real: [] as number[], madeUp: [] as number[] }
    for (let round = 0; round < 4; round += 1)
      for (let n = 0; n < real.length; n += 1) {
        fast.real.push((await signIn(`127.0.6.${n + 1}`, real[n]!, `guess-${round}`)).ms)
        fast.madeUp.push((await signIn(`127.0.7.${n + 1}`, madeUp[n]!, `guess-${round}`)).ms)
      }
    const [a, b] = [median(fast.real), median(fast.madeUp)]
    // A PIN check is one scrypt verification (tens of ms); without one a made-up name would answer in about 1 ms.
    expect(
      Math.abs(a - b),
      `median ${a.toFixed(1)} ms for real names, ${b.toFixed(1)} ms for made-up ones`
    ).toBeLessThan(10 + 0.3 * Math.max(a, b))
    // Slowed: one more wrong PIN from a fifth device makes five for each name; the next tries wait alike (a locked
    // account used to answer at once, a made-up name after its check).
    await Promise.all([signIn('127.0.6.5', real[0]!, 'guess-4'), signIn('127.0.7.5', madeUp[0]!, 'guess-4')])
    const slowed = { real: [] as number[], madeUp: [] as number[] }
    for (let i = 0; i < 3; i += 1) {
      const [x, y] = await Promise.all([
        signIn(`127.0.8.${i + 1}`, real[0]!, `later-${i}`),
        signIn(`127.0.9.${i + 1}`, madeUp[0]!, `later-${i}`)
      ])
      expect(told(x)).toEqual(told(y))
      slowed.real.push(x.ms)
      slowed.madeUp.push(y.ms)
    }
    const [c, d] = [median(slowed.real), median(slowed.madeUp)]
    expect(c).toBeGreaterThan(900)
    expect(
      Math.abs(c - d),
      `median ${c.toFixed(1)} ms for the real name, ${d.toFixed(1)} ms for the made-up one`
    ).toBeLessThan(10 + 0.3 * Math.max(c, d))
  }, 120_000)
})
