import crypto from 'node:crypto'

/** A hash of the folded state (Maps and Sets included), to prove a refused command changed nothing. */
export function stateHash(state: unknown): string {
  const json = JSON.stringify(state, (_key, value: unknown) => {
    if (value instanceof Map) return { __map: [...value.entries()] }
    if (value instanceof Set) return { __set: [...value.values()] }
    return value
  })
  return crypto.createHash('sha256').update(json).digest('hex')
}
