import WebSocket from 'ws'

/**
 * The storm of `npm run bench storm` (bench/screenStorm.ts starts it): in a process of its own, round after round,
 * `displays` unauthenticated display connections open, each subscribes to 16 views — five of the evening's other
 * tournament (a hall screen of its own, the phone page, a seat card, the charts, the public display) and eleven
 * tournament ids nobody created — and then all of them are dropped at once (the sockets destroyed, as when the hall's
 * Wi-Fi goes down or a script hangs up). Each connection comes from its own loopback address, as phones on the hall's
 * Wi-Fi do. `run` starts the rounds, `halt` lets the current round end and answers `halted`, `exit` answers with what
 * the server said to every subscription.
 */
export type StormRequest =
  | { kind: 'run'; baseUrl: string; tournamentId: string; displays: number; entries: number }
  | { kind: 'halt' }
  | { kind: 'exit' }

export type StormReply =
  | { kind: 'round'; rounds: number }
  | { kind: 'halted' }
  | { kind: 'exited'; rounds: number; connections: number; accepted: number; refused: Record<string, number> }
  | { kind: 'error'; message: string }

const MADE_UP = 11
let running = false
let rounds = 0
let connections = 0
let accepted = 0
const refused: Record<string, number> = {}
let finished: Promise<void> = Promise.resolve()

const reply = (message: StormReply): void => {
  process.send!(message)
}

process.on('message', (message: StormRequest) => {
  switch (message.kind) {
    case 'run':
      running = true
      finished = storm(message).catch((error: unknown) => reply({ kind: 'error', message: String(error) }))
      return
    case 'halt':
      running = false
      void finished.then(() => reply({ kind: 'halted' }))
      return
    case 'exit':
      running = false
      void finished.then(() => {
        reply({ kind: 'exited', rounds, connections, accepted, refused })
        process.exit(0)
      })
  }
})

async function storm(request: Extract<StormRequest, { kind: 'run' }>): Promise<void> {
  while (running) {
    const sockets = await Promise.all(
      Array.from({ length: request.displays }, (_, i) => display(request, i, rounds).catch(() => null))
    )
    // Dropped at once: every socket destroyed in the same turn of the event loop.
    for (const socket of sockets) socket?.terminate()
    rounds += 1
    reply({ kind: 'round', rounds })
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** One display: connect, say hello, subscribe to 16 views and wait for every answer. */
async function display(request: Extract<StormRequest, { kind: 'run' }>, i: number, round: number): Promise<WebSocket> {
  const { tournamentId } = request
  // 127.0.1.1 … 127.0.2.44: one address per display (Linux answers the whole of 127.0.0.0/8 on loopback).
  const localAddress = `127.0.${1 + Math.floor((i + 1) / 256)}.${(i + 1) % 256}`
  const ws = new WebSocket(`${request.baseUrl.replace(/^http/, 'ws')}/ws`, { localAddress })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  connections += 1
  const subscriptions: Array<Record<string, unknown>> = [
    {
      topic: 'screen',
      screenId: `storm-screen-${String(i).padStart(3, '0')}`,
      tournamentId,
      width: 1920,
      height: 1080
    },
    { topic: 'phone', tournamentId },
    { topic: 'phoneCard', tournamentId, card: 1 + (i % request.entries) },
    { topic: 'charts', tournamentId },
    { topic: 'display', tournamentId },
    ...Array.from({ length: MADE_UP }, (_, k) => ({ topic: 'display', tournamentId: `made-up-${round}-${i}-${k}` }))
  ]
  let waiting = subscriptions.length
  await new Promise<void>((resolve) => {
    ws.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as {
        kind: string
        result?: { ok: boolean; error?: { code: string } }
      }
      if (frame.kind !== 'result' || !frame.result) return
      if (frame.result.ok) accepted += 1
      else refused[frame.result.error?.code ?? '?'] = (refused[frame.result.error?.code ?? '?'] ?? 0) + 1
      waiting -= 1
      if (waiting === 0) resolve()
    })
    ws.once('close', () => resolve())
    ws.send(JSON.stringify({ kind: 'hello', role: 'display' }))
    subscriptions.forEach((subscription, k) => ws.send(JSON.stringify({ kind: 'subscribe', subscription, id: k + 1 })))
  })
  return ws
}
