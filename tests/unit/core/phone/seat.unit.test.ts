import { describe, expect, it } from 'vitest'
import { Layout } from '../../../../src/shared/core/display/layout'
import { PRESETS } from '../../../../src/shared/core/display/presets'
import type { PhoneSeat } from '../../../../src/shared/core/phone/views'
import {
  cardNumberOf,
  currentStanding,
  find,
  follow,
  type Me,
  type Seen
} from '../../../../src/renderer/src/apps/phone/seat'

const view = (seats: PhoneSeat[], card: PhoneSeat | null = null): Seen => ({ seats, card })

describe('the phone finds its player and notices a move (§8.1, §9.3)', () => {
  const seats = [
    { name: 'Ivanov', table: 1, seat: 3 },
    { name: 'Petrova', table: 2, seat: 5 },
    { name: 'Popov', table: 1, seat: 7 },
    { name: 'Popov', table: 2, seat: 1 }
  ]
  it('by public name, whatever the case and spaces; several of one name are offered to choose from', () => {
    expect(find('  ivanov ', seats, true)).toEqual({
      kind: 'found',
      me: { kind: 'name', name: 'Ivanov', last: { table: 1, seat: 3 }, moved: null }
    })
    expect(find('Popov', seats, true)).toMatchObject({ kind: 'pick', seats: [seats[2], seats[3]] })
    expect(find('Nobody', seats, true)).toEqual({ kind: 'none', name: 'Nobody' })
    expect(find('', seats, true)).toEqual({ kind: 'empty' })
    expect(find('Ivanov', [], false)).toEqual({ kind: 'notDrawn', name: 'Ivanov' })
  })
  it('a player not seated is found by name too: before the draw, waiting or out (no seat to remember)', () => {
    const entrants = [
      { name: 'Vera', status: 'registered' as const },
      { name: 'Gleb', status: 'out' as const, place: 9 }
    ]
    const found = { kind: 'found', me: { kind: 'name', name: 'Vera', last: null, moved: null } }
    expect(find(' VERA', [], false, entrants)).toEqual(found)
    expect(find('gleb', seats, true, entrants)).toMatchObject({ kind: 'found', me: { name: 'Gleb', last: null } })
    expect(find('Nobody', seats, true, entrants)).toEqual({ kind: 'none', name: 'Nobody' })
  })
  it('by the number on the seat card: "12", "#12", "№ 12"; a name with digits stays a name', () => {
    expect(cardNumberOf('12')).toBe(12)
    expect(cardNumberOf('#12')).toBe(12)
    expect(cardNumberOf('№ 12')).toBe(12)
    expect(cardNumberOf('0')).toBeNull()
    expect(cardNumberOf('Player 12')).toBeNull()
    expect(find('#7', seats, true)).toEqual({ kind: 'card', number: 7 })
  })
  it('a different seat in a push is a move, kept until "Got it"; a second move keeps where the player came from', () => {
    const me: Me = { kind: 'name', name: 'Ivanov', last: { table: 1, seat: 3 }, moved: null }
    expect(follow(me, view(seats))).toBe(me)
    const moved = follow(me, view([{ name: 'Ivanov', table: 2, seat: 9 }]))
    expect(moved.moved).toEqual({ from: { table: 1, seat: 3 }, to: { table: 2, seat: 9 } })
    expect(moved.last).toEqual({ table: 2, seat: 9 })
    const again = follow(moved, view([{ name: 'Ivanov', table: 3, seat: 1 }]))
    expect(again.moved).toEqual({ from: { table: 1, seat: 3 }, to: { table: 3, seat: 1 } })
    // Out of the tournament (no seat): the last seat is kept, no move is invented.
    expect(follow(again, view([]))).toBe(again)
  })
  it('busted: the seat is forgotten with any move not acknowledged, and the standing shows; a re-entry is no move', () => {
    const me: Me = {
      kind: 'name',
      name: 'Ivanov',
      last: { table: 2, seat: 9 },
      moved: { from: { table: 1, seat: 3 }, to: { table: 2, seat: 9 } }
    }
    const outView: Seen = { seats: [], entrants: [{ name: 'Ivanov', status: 'out', place: 12 }] }
    const busted = follow(me, outView)
    expect(busted).toEqual({ kind: 'name', name: 'Ivanov', last: null, moved: null })
    expect(currentStanding(busted, outView)).toEqual({ name: 'Ivanov', status: 'out', place: 12 })
    expect(follow(busted, outView)).toBe(busted)
    expect(follow(busted, view([{ name: 'Ivanov', table: 3, seat: 4 }])).moved).toBeNull()
    // Registered but not on a seat for a moment: the last seat is kept, so the next seat is a move.
    const between = follow(me, { seats: [], entrants: [{ name: 'Ivanov', status: 'registered' }] })
    expect(between).toBe(me)
    // By card: the server's standing names the player.
    const card: Me = { kind: 'card', name: '', card: 4, last: null, moved: null }
    const waiting = follow(card, { seats: [], card: { name: 'Petrova', status: 'waiting', waiting: 2 } })
    expect(waiting).toEqual({ ...card, name: 'Petrova' })
  })
  it('by card: the server names the seat and the public name', () => {
    const me: Me = { kind: 'card', name: '', card: 4, last: null, moved: null }
    const first = follow(me, view(seats, { name: 'Petrova', table: 2, seat: 5 }))
    expect(first).toMatchObject({ name: 'Petrova', last: { table: 2, seat: 5 }, moved: null })
    expect(follow(first, view(seats, { name: 'Petrova', table: 1, seat: 2 })).moved).toEqual({
      from: { table: 2, seat: 5 },
      to: { table: 1, seat: 2 }
    })
  })
})

describe('layouts saved before the QR region existed read with it off', () => {
  it('a layout without the qr region parses, the region added switched off; a new one keeps its choice', () => {
    const old = { ...PRESETS.classic, regions: PRESETS.classic.regions.filter((r) => r.id !== 'qr') }
    const parsed = Layout.parse(old)
    expect(parsed.regions.at(-1)).toEqual({ id: 'qr', show: false, size: 1 })
    const on = {
      ...PRESETS.classic,
      regions: PRESETS.classic.regions.map((r) => (r.id === 'qr' ? { ...r, show: true, size: 1.5 } : r))
    }
    expect(Layout.parse(on).regions.find((r) => r.id === 'qr')).toEqual({ id: 'qr', show: true, size: 1.5 })
    expect(Layout.safeParse({ ...old, regions: old.regions.slice(1) }).success).toBe(false)
  })
})

describe('the phone finds a player by part of the name, case- and accent-insensitive, in any script', () => {
  const seats = [
    { name: 'Dmitry Petrov', table: 3, seat: 5 },
    { name: 'Дмитрий Ёлкин', table: 1, seat: 2 },
    { name: 'José Álvarez', table: 2, seat: 8 },
    { name: 'Åsa Öberg', table: 2, seat: 4 },
    { name: 'Anna-Maria Berg', table: 1, seat: 9 }
  ]
  const at = (i: number) => ({ table: seats[i]!.table, seat: seats[i]!.seat })
  const found = (name: string, last: { table: number; seat: number } | null) => ({
    kind: 'found',
    me: { kind: 'name', name, last, moved: null }
  })
  it('"Dmitry" finds "Dmitry Petrov" — and so do "dmitry", "PETROV", "petr dmi"', () => {
    for (const typed of ['Dmitry', 'dmitry', 'PETROV', 'petr dmi', '  dmitry   p '])
      expect(find(typed, seats, true)).toEqual(found('Dmitry Petrov', at(0)))
  })
  it('Cyrillic, Latin accents and Swedish letters: ё as е, й as и, é as e, å and ö as a and o', () => {
    expect(find('дмитрий', seats, true)).toEqual(found('Дмитрий Ёлкин', at(1)))
    expect(find('елкин', seats, true)).toEqual(found('Дмитрий Ёлкин', at(1)))
    expect(find('Дмитрии', seats, true)).toEqual(found('Дмитрий Ёлкин', at(1)))
    expect(find('jose alvarez', seats, true)).toEqual(found('José Álvarez', at(2)))
    expect(find('ÁLV', seats, true)).toEqual(found('José Álvarez', at(2)))
    expect(find('asa oberg', seats, true)).toEqual(found('Åsa Öberg', at(3)))
    expect(find('maria', seats, true)).toEqual(found('Anna-Maria Berg', at(4)))
  })
  it('a part several players share offers each of them; one not seated is offered without a seat', () => {
    const more = [...seats, { name: 'Dmitry Sokolov', table: 4, seat: 1 }]
    const entrants = [{ name: 'Dmitry Orlov', status: 'registered' as const }]
    expect(find('dmitry', more, true, entrants)).toEqual({
      kind: 'choose',
      name: 'dmitry',
      options: [
        { name: 'Dmitry Orlov', seat: null },
        { name: 'Dmitry Petrov', seat: more[0] },
        { name: 'Dmitry Sokolov', seat: more[5] }
      ]
    })
    expect(find('a', seats, true)).toMatchObject({
      kind: 'choose',
      options: [{ name: 'Anna-Maria Berg' }, { name: 'Åsa Öberg' }, { name: 'José Álvarez' }]
    })
    // Letters inside a word do not match (only the beginnings of words): "trov" is nobody.
    expect(find('trov', seats, true)).toEqual({ kind: 'none', name: 'trov' })
  })
  it('a part of a name before the draw finds the registered player; too many matches ask for more of the name', () => {
    expect(find('dmi', [], false, [{ name: 'Dmitry Petrov', status: 'registered' }])).toEqual(
      found('Dmitry Petrov', null)
    )
    const crowd = Array.from({ length: 12 }, (_, i) => ({
      name: `Anna ${String.fromCharCode(65 + i)}`,
      table: 1,
      seat: i + 1
    }))
    expect(find('anna', crowd, true)).toEqual({ kind: 'many', name: 'anna', count: 12 })
  })
})
