import { createHash } from 'node:crypto'
import { serialize } from 'node:v8'
import type { DigestForm, StateDigest } from '../../../shared/contract/queries'
import type { FloorState } from '../../../shared/core/state'

/**
 * A digest of the whole folded state: the same journal must always fold into the same digest, so the
 * state a live process holds and the state a restart rebuilds can be compared exactly, and a refused command can be
 * shown to have changed nothing. One digest per part names where two states differ.
 *
 * `canonical` — a canonical serialisation, hashed with SHA-256:
 * - Maps and Sets are written in iteration order: the fold's order is part of the state — later decisions iterate it
 *   (a random pick among tables, a draw order) — so a Map whose order differs between the live state and the rebuilt
 *   one means something other than `evolve` changed it (a decision that moved a player on trial and back, say).
 *   `sorted` sorts the entries instead, to tell such an order-only difference from a difference in content.
 * - Object keys are sorted (an object's key order carries no meaning); keys holding `undefined` and functions are left
 *   out, as in JSON, because a record read back from the journal has no such keys.
 * - An object in a Set (a player in each search index) is written as the hash of its content, once per digest: the
 *   digest depends only on content, never on which references are shared.
 *
 * `memory` — V8's own serialisation of the objects as they are in memory (references, key order and Map order
 * included): several times faster, and exact for "did this process's state change at all", but two processes that
 * fold the same journal may share references differently, so it is not for comparing across a restart.
 */
export function stateDigest(state: Readonly<FloorState>, form: DigestForm = 'canonical'): StateDigest {
  // In memory: one serialisation of the whole state (the parts are the canonical form's, for naming a difference).
  if (form === 'memory') return { digest: memoryHash(state), form, lastSeq: state.lastSeq, parts: {} }
  const hashOf = canonicalHasher(form === 'sorted')
  const parts: Record<string, string> = {}
  const add = (name: string, value: unknown): void => {
    if (value !== undefined) parts[name] = hashOf(value)
  }
  add('lastSeq', state.lastSeq)
  add('displayedTournamentId', state.displayedTournamentId)
  add('restoredFrom', state.restoredFrom)
  add('players', state.players)
  add('series', state.series)
  add('tournamentOrder', [...state.tournaments.keys()])
  for (const [id, tournament] of state.tournaments) {
    // One part per area of each tournament, so a mismatch names where it is.
    for (const [area, value] of Object.entries(tournament)) add(`tournament:${id}:${area}`, value)
  }
  // Every top-level key is covered, including ones added after this module was written.
  const known = new Set(['lastSeq', 'displayedTournamentId', 'restoredFrom', 'players', 'series', 'tournaments'])
  for (const [key, value] of Object.entries(state)) if (!known.has(key)) add(key, value)
  const names = Object.keys(parts).sort()
  const digest = sha256(names.map((name) => `${name}=${parts[name]}`).join('\n'))
  return { digest, form, lastSeq: state.lastSeq, parts }
}

function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex')
}

function memoryHash(state: Readonly<FloorState>): string {
  // Tournaments still in their snapshot parts are read, so the digest is of the state, not of its storage.
  const value =
    Object.getPrototypeOf(state.tournaments) === Map.prototype
      ? state
      : { ...state, tournaments: new Map(state.tournaments) }
  try {
    return sha256(serialize(value))
  } catch {
    // Something V8 cannot clone (a function): the canonical form then.
    return canonicalHasher(false)(value)
  }
}

function canonicalHasher(sorted: boolean): (value: unknown) => string {
  const writer = new CanonicalWriter(sorted)
  return (value) => sha256(writer.write(value))
}

/** Own keys, sorted (most objects already have them in order). */
const QUOTED = new Map<string, string>()

function sortedKeys(record: object): string[] {
  const keys = Object.keys(record)
  let inOrder = true
  for (let i = 1; i < keys.length && inOrder; i += 1) inOrder = keys[i - 1]! < keys[i]!
  return inOrder ? keys : keys.sort()
}

function quotedKey(key: string): string {
  let quoted = QUOTED.get(key)
  if (quoted === undefined) {
    quoted = JSON.stringify(key)
    if (QUOTED.size < 10_000) QUOTED.set(key, quoted)
  }
  return quoted
}

class CanonicalWriter {
  /** Objects of Sets, by content hash (a Map, not a WeakMap: it lives for one digest and is faster). */
  private readonly members = new Map<object, string>()
  private depth = 0

  constructor(private readonly sorted: boolean) {}

  write(value: unknown): string {
    switch (typeof value) {
      case 'undefined':
        return 'u'
      case 'boolean':
        return value ? 't' : 'f'
      case 'number':
        // -0 reads back from JSON as 0; NaN and infinities are kept apart from null.
        return Object.is(value, -0) ? '0' : Number.isFinite(value) ? String(value) : `n${String(value)}`
      case 'bigint':
        return `${value}n`
      case 'string':
        return JSON.stringify(value)
      case 'symbol':
      case 'function':
        return 'u'
      case 'object':
        if (value === null) return 'null'
        if (++this.depth > 1000)
          throw new Error('The state nests deeper than 1000 levels (a cycle?): no canonical form')
        try {
          return this.serialise(value)
        } finally {
          this.depth -= 1
        }
    }
  }

  private serialise(value: object): string {
    if (Array.isArray(value)) {
      // As JSON: a hole or undefined in an array reads back as null.
      let text = '['
      for (let i = 0; i < value.length; i += 1) {
        const item: unknown = value[i]
        if (i > 0) text += ','
        text += item === undefined ? 'null' : this.write(item)
      }
      return text + ']'
    }
    if (value instanceof Map) {
      if (this.sorted) {
        const entries: string[] = []
        for (const [k, v] of value) entries.push(this.write(k) + ':' + this.write(v))
        return 'M[' + entries.sort().join(',') + ']'
      }
      let text = 'M['
      let first = true
      for (const [k, v] of value) {
        text += (first ? '' : ',') + this.write(k) + ':' + this.write(v)
        first = false
      }
      return text + ']'
    }
    if (value instanceof Set) {
      if (this.sorted) {
        const items: string[] = []
        for (const item of value) items.push(this.member(item))
        return 'S[' + items.sort().join(',') + ']'
      }
      let text = 'S['
      let first = true
      for (const item of value) {
        text += (first ? '' : ',') + this.member(item)
        first = false
      }
      return text + ']'
    }
    if (value instanceof Date) return `D${value.getTime()}`
    const record = value as Record<string, unknown>
    let text = '{'
    let first = true
    for (const key of sortedKeys(record)) {
      const v = record[key]
      if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue
      text += (first ? '' : ',') + quotedKey(key) + ':' + this.write(v)
      first = false
    }
    return text + '}'
  }

  /**
   * A Set's objects by their content's hash: the search indexes hold each player in many Sets, and writing the whole
   * player every time would make the text many times the size of the state. Still content only, never identity.
   */
  private member(item: unknown): string {
    if (typeof item !== 'object' || item === null) return this.write(item)
    let ref = this.members.get(item)
    if (ref === undefined) {
      ref = `#${createHash('sha1').update(this.write(item)).digest('base64')}`
      this.members.set(item, ref)
    }
    return ref
  }
}
