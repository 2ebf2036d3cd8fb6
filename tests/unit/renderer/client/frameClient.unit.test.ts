import { describe, expect, it } from 'vitest'
import type { ServerFrame } from '../../../../src/shared/contract/protocol'
import { connectClient, openClient, type FrameTransport } from '../../../../src/renderer/src/client/frameClient'

/**
 * The renderer's one client (the admin's, the hall display's and the phone's) over a scripted transport standing in
 * for the main process, so the moment a connection drops can be chosen: a command whose answer is lost is sent again
 * with the same command id once the connection is back; a command asked while disconnected fails at once; a wrong PIN
 * stops an admin reconnecting, a refusal only delays a display.
 */
interface Script {
  connects: number
  received: Array<Record<string, unknown>>
  /** Answer a frame on this link; return 'drop' to hang up instead. */
  answer(frame: Record<string, unknown>, link: number): ServerFrame | 'drop' | null
}

function scripted(script: Script): FrameTransport {
  return {
    connect: ({ onOpen, onFrame, onClose }) => {
      const link = ++script.connects
      let open = true
      queueMicrotask(onOpen)
      return {
        send: (text) => {
          if (!open) return false
          const frame = JSON.parse(text) as Record<string, unknown>
          script.received.push(frame)
          const reply = script.answer(frame, link)
          if (reply === 'drop') {
            open = false
            setTimeout(onClose, 1)
          } else if (reply) setTimeout(() => open && onFrame(reply), 1)
          return true
        },
        close: () => {
          if (!open) return
          open = false
          setTimeout(onClose, 1)
        }
      }
    }
  }
}

const welcome: ServerFrame = { kind: 'welcome', role: 'admin', serverNow: 0 }

describe('the renderer client: commands sent once, requests never queued, a wrong PIN asks again', () => {
  it('sends a command again with the same command id after the connection drops before its answer', async () => {
    const script: Script = {
      connects: 0,
      received: [],
      answer: (frame, link) => {
        if (frame.kind === 'hello') return welcome
        if (frame.kind === 'command' && link === 1) return 'drop'
        if (frame.kind === 'command')
          return { kind: 'result', id: frame.id as number, result: { ok: true, value: { lastSeq: 7, events: [] } } }
        return null
      }
    }
    const client = await connectClient(scripted(script), { role: 'admin', operator: 'Anna' })
    const answer = await client.command({ command: { type: 'tournament.display', tournamentId: 't1' } })
    expect(answer).toEqual({ ok: true, value: { lastSeq: 7, events: [] } })
    const commands = script.received.filter((f) => f.kind === 'command')
    expect(commands).toHaveLength(2)
    expect(commands[0]!.commandId).toMatch(/^[0-9a-f]{32}$/)
    expect(commands[1]!.commandId).toBe(commands[0]!.commandId)
    // The hello of the second connection carries the signed-in name again.
    expect(script.received.filter((f) => f.kind === 'hello').map((f) => f.operator)).toEqual(['Anna', 'Anna'])
    client.close()
  })

  it('a request asked while disconnected fails at once instead of queueing', async () => {
    let dropNow = false
    const script: Script = {
      connects: 0,
      received: [],
      answer: (frame) => (frame.kind === 'hello' ? (dropNow ? 'drop' : welcome) : frame.kind === 'ping' ? 'drop' : null)
    }
    const client = await connectClient(scripted(script), { role: 'admin', operator: 'Anna' })
    dropNow = true
    // The burst of pings after welcome drops the link; the reconnect is refused by dropping too.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await client.query({ type: 'tournaments.list' })).toMatchObject({
      ok: false,
      error: { code: 'app.disconnected' }
    })
    client.close()
  })

  it('a wrong PIN rejects the connection and stops reconnecting', async () => {
    const script: Script = {
      connects: 0,
      received: [],
      answer: (frame) =>
        frame.kind === 'hello'
          ? { kind: 'denied', error: { code: 'error.wrongPin', message: 'Wrong admin PIN', field: 'token' } }
          : null
    }
    await expect(connectClient(scripted(script), { role: 'admin', token: 'nope' })).rejects.toMatchObject({
      code: 'error.wrongPin'
    })
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(script.connects).toBe(1)
  })

  it('a request too large for one frame travels in parts that join to the same frame, id first', async () => {
    const script: Script = {
      connects: 0,
      received: [],
      answer: (frame) => {
        if (frame.kind === 'hello') return welcome
        if (frame.kind === 'part' && frame.last)
          return { kind: 'result', id: frame.id as number, result: { ok: true, value: null } }
        return null
      }
    }
    const client = await connectClient({ ...scripted(script), maxFrameBytes: 64 * 1024 }, { role: 'admin' })
    const document = { records: Array.from({ length: 3000 }, (_, i) => ({ note: `запись ${i}` })) }
    expect(await client.operate({ type: 'tournament.import', document })).toEqual({ ok: true, value: null })
    const parts = script.received.filter((f) => f.kind === 'part')
    expect(parts.length).toBeGreaterThan(2)
    const whole = JSON.parse(parts.map((p) => p.text as string).join('')) as Record<string, unknown>
    expect(Object.keys(whole)[0]).toBe('id')
    expect(whole).toMatchObject({ kind: 'operation', operation: { type: 'tournament.import', document } })
    expect(
      parts.every((p) => p.id === whole.id && p.total === parts.map((q) => q.text as string).join('').length)
    ).toBe(true)
    client.close()
  })

  it('a display (hall screen, phone) is the same client: refused at the door it tries again, re-subscribes, and records nothing', async () => {
    const displayWelcome: ServerFrame = { kind: 'welcome', role: 'display', serverNow: 0 }
    const script: Script = {
      connects: 0,
      received: [],
      answer: (frame, link) => {
        // The hall's limit of connections: the first link is refused and hung up, as the server does.
        if (frame.kind === 'hello' && link === 1)
          return {
            kind: 'denied',
            error: { code: 'error.tooManyConnections', message: 'Too many connections', params: { limit: 512 } }
          }
        if (frame.kind === 'hello') return displayWelcome
        if (frame.kind === 'subscribe')
          return { kind: 'push', key: 'display:t1', value: { v: 1, full: { name: 'Cup' } } }
        return null
      }
    }
    const client = openClient(scripted(script), { role: 'display' })
    const views: unknown[] = []
    client.subscribe({ topic: 'display', tournamentId: 't1' }, (view) => views.push(view))
    const command = await client.command({ command: { type: 'tournament.display', tournamentId: 't1' } })
    expect(command).toMatchObject({ ok: false, error: { code: 'error.readOnly' } })
    await expect.poll(() => script.connects, { timeout: 5000 }).toBe(2)
    await expect.poll(() => views.length, { timeout: 5000 }).toBe(1)
    const hellos = script.received.filter((f) => f.kind === 'hello')
    expect(hellos).toEqual([
      { kind: 'hello', role: 'display' },
      { kind: 'hello', role: 'display' }
    ])
    expect(script.received.filter((f) => f.kind === 'subscribe')).toEqual([
      expect.objectContaining({ subscription: { topic: 'display', tournamentId: 't1' } })
    ])
    // Its commands never left the page.
    expect(script.received.some((f) => f.kind === 'command')).toBe(false)
    client.close()
  })
})
