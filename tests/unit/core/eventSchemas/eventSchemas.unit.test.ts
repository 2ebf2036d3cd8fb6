import { describe, expect, expectTypeOf, it } from 'vitest'
import type { DomainEventType } from '../../../../src/shared/core/events'
import {
  EVENT_SPECS,
  knows,
  upcast,
  upcastAt,
  UnknownEventError,
  versionOf
} from '../../../../src/shared/core/eventSchemas'

describe('every event type has its schema and version', () => {
  it('one spec per DomainEvent type, no more, no fewer (checked by the compiler)', () => {
    expectTypeOf<keyof typeof EVENT_SPECS>().toEqualTypeOf<DomainEventType>()
    for (const [type, spec] of Object.entries(EVENT_SPECS)) {
      expect(Number.isInteger(spec.version) && spec.version >= 1, type).toBe(true)
      // A version above 1 says how to read each older one.
      for (let v = 1; v < spec.version; v += 1) expect(spec.upcast?.[v], `${type} v${v}`).toBeTypeOf('function')
    }
  })

  it('a schema refuses a field its event never has (strict objects)', () => {
    const schema = EVENT_SPECS['entry.withdrawn'].schema
    expect(schema.safeParse({ type: 'entry.withdrawn', tournamentId: 't', entryId: 'e' }).success).toBe(true)
    expect(schema.safeParse({ type: 'entry.withdrawn', tournamentId: 't', entryId: 'e', admin: true }).success).toBe(
      false
    )
  })
})

describe('old versions are upcast when read', () => {
  const v1 = {
    type: 'entry.eliminated',
    tournamentId: 't',
    entryId: 'e',
    level: 1,
    confirmedBy: 'F',
    eliminatedBy: null
  }

  it('an elimination of version 1 read at position 60 names hand e60, as the old rule did', () => {
    expect(versionOf('entry.eliminated')).toBe(2)
    expect(upcast('entry.eliminated', 1, v1, 60)).toEqual({ ...v1, handId: 'e60' })
    expect(upcast('entry.eliminated', 2, { ...v1, handId: 'h' }, 61)).toEqual({ ...v1, handId: 'h' })
  })

  it('without a position (an imported record) the old id is a new one', () => {
    expect(upcastAt('entry.eliminated', 1, v1, { seq: null, newId: () => 'fresh' })).toEqual({ ...v1, handId: 'fresh' })
  })

  it('display settings of version 1 that set a logo name it by their position; others name nothing', () => {
    const logo = { type: 'clock.displaySet', tournamentId: 't', settings: { logo: 'data:image/png;base64,AA==' } }
    expect(upcast('clock.displaySet', 1, logo, 27)).toEqual({ ...logo, mediaId: '27' })
    const theme = { type: 'clock.displaySet', tournamentId: 't', settings: { theme: 'light' } }
    expect(upcast('clock.displaySet', 1, theme, 28)).toEqual(theme)
  })

  it('a type or a version this build does not know is refused, naming the record', () => {
    expect(knows('entry.teleported', 1)).toBe('unknown-type')
    expect(knows('entry.withdrawn', 2)).toBe('newer-version')
    expect(knows('entry.withdrawn', 0)).toBe('bad-version')
    expect(knows('entry.withdrawn', 1)).toBeNull()
    expect(() => upcast('entry.teleported', 1, {}, 1234)).toThrow(UnknownEventError)
    expect(() => upcast('entry.teleported', 1, {}, 1234)).toThrow(/record 1234 \(entry\.teleported\)/)
    expect(() => upcast('entry.withdrawn', 3, {}, 7)).toThrow(/record 7 \(entry\.withdrawn, version 3\)/)
    // Not a prototype property taken for a type.
    expect(knows('constructor', 1)).toBe('unknown-type')
  })
})
