import { describe, expect, it } from 'vitest'
import { freshMoves, MOVE_SHOWN_MS } from '../../../../../src/renderer/src/apps/hall/moves'

const SERVER_AT = 1_800_000_000_000
const move = (name: string, at: number) => ({ name, table: 3, seat: 7, at })

describe('seat changes on the hall display are timed by the server clock', () => {
  it('a move shows for 45 s of server time after it was recorded, then goes', () => {
    const moves = [move('Иванов', SERVER_AT), move('Petrov', SERVER_AT + 20_000)]
    expect(freshMoves(moves, SERVER_AT + 1_000).map((m) => m.name)).toEqual(['Иванов', 'Petrov'])
    expect(freshMoves(moves, SERVER_AT + MOVE_SHOWN_MS - 1).map((m) => m.name)).toEqual(['Иванов', 'Petrov'])
    expect(freshMoves(moves, SERVER_AT + MOVE_SHOWN_MS).map((m) => m.name)).toEqual(['Petrov'])
    expect(freshMoves(moves, SERVER_AT + 20_000 + MOVE_SHOWN_MS)).toEqual([])
  })

  it('two screens whose own clocks differ by minutes agree: each reads the server time, not its own', () => {
    const moves = [move('Sidorov', SERVER_AT)]
    // Screen A's own clock is 5 minutes fast, screen B's 3 minutes slow; their offsets to the server put both at
    // the same server moment, so both still show the move 30 s after it.
    const screenA = { own: SERVER_AT + 30_000 + 300_000, offset: -300_000 }
    const screenB = { own: SERVER_AT + 30_000 - 180_000, offset: 180_000 }
    for (const s of [screenA, screenB]) expect(freshMoves(moves, s.own + s.offset)).toHaveLength(1)
    // By their own clocks alone, A would already have dropped it and B would show it for 3 more minutes.
    expect(freshMoves(moves, screenA.own)).toHaveLength(0)
  })
})
