import type { Rng } from '../rng'
import type { Envelope } from './context'

const JUNK: unknown[] = [
  null,
  -1,
  0.5,
  1e12,
  '',
  'x'.repeat(5000),
  [],
  {},
  true,
  '\u0000',
  { __proto__: { admin: true } }
]

/**
 * Break a valid-shaped envelope the way a buggy or hostile client would: a field missing or of the wrong type, a key
 * the schema does not know, a number out of range, junk meta, or no envelope at all. zod must refuse every one of
 * these with `error.invalid` and nothing written.
 */
export function malformed(rng: Rng, envelope: Envelope): unknown {
  const command: Record<string, unknown> = { ...envelope.command }
  const keys = Object.keys(command).filter((k) => k !== 'type')
  const kind = rng.int(9)
  switch (kind) {
    case 0:
      if (keys.length > 0) delete command[rng.pick(keys)]
      else command.unexpected = 1
      return { command }
    case 1:
      if (keys.length > 0) command[rng.pick(keys)] = rng.pick(JUNK)
      else command.unexpected = rng.pick(JUNK)
      return { command }
    case 2:
      command[`x${rng.range(1, 99)}`] = 'unexpected'
      return { command }
    case 3:
      command.type = rng.pick(['tournament.destroy', 'seating.Draw', '', 'entry.register ', '__proto__'])
      return { command }
    case 4:
      return rng.pick([null, 42, 'command', [], { command: null }, { envelope: envelope.command }])
    case 5:
      return {
        command,
        meta: rng.pick([{ reason: '   ' }, { occurredAt: -5 }, { reason: 'x', by: 'me' }, 'why', { occurredAt: 1.5 }])
      }
    case 6:
      return { ...envelope, extra: true }
    case 7: {
      // A nested value of the wrong type: the first object or array field, emptied or replaced.
      const nested = keys.find((k) => typeof command[k] === 'object' && command[k] !== null)
      if (nested) command[nested] = Array.isArray(command[nested]) ? [{ wrong: true }] : { wrong: true }
      else command.type = 42
      return { command }
    }
    default: {
      const numeric = keys.find((k) => typeof command[k] === 'number')
      if (numeric) command[numeric] = rng.pick([-1, 1e15, 0.25, Number.MAX_SAFE_INTEGER + 2])
      else command.type = null
      return { command }
    }
  }
}
