import Database from 'better-sqlite3'
import http from 'node:http'
import path from 'node:path'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
// The one piece shared with the hall server: its frame encoder (RFC 6455 §5.2), so both write the same bytes.
import { textFrame } from '../src/main/hall/frames'

/**
 * The machine floor's server (bench/machineFloor.ts): no Floorclock code but the frame encoder, only what every
 * command of the hall server cannot avoid — a WebSocket frame in, one row committed to SQLite as the journal commits
 * it (WAL, synchronous=FULL: fsynced before the answer), the answer, and a push of the admin's size in the next turn.
 *
 * With `fanout` after the folder, the push is instead as long as the frame's `bytes` asks and goes to every connected
 * client: the floor of a fan-out to many phones. It is the cheapest way to do it — the frame built once and written as it is to
 * each connection's TCP socket — so that whatever the hall server spends beyond it is its own.
 */
const db = new Database(path.join(process.argv[2]!, 'floor.db'))
db.pragma('journal_mode = WAL')
db.pragma('synchronous = FULL')
db.exec('CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, body TEXT NOT NULL)')
const insert = db.prepare('INSERT INTO events (body) VALUES (?)')
const commit = db.transaction((body: string) => insert.run(body))
const push = JSON.stringify({ kind: 'push', value: 'x'.repeat(4400) })
const fanout = process.argv[3] === 'fanout'

const http1 = http.createServer((_req, res) => res.writeHead(404).end())
const server = new WebSocketServer({ noServer: true, perMessageDeflate: false })
/** Every connection's TCP socket, for the fan-out's writes. */
const raws = new Map<WebSocket, Duplex>()
let pushes = 0

http1.on('upgrade', (req, raw: Duplex, head) =>
  server.handleUpgrade(req, raw, head, (socket) => {
    raws.set(socket, raw)
    socket.on('close', () => raws.delete(socket))
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8')
      const bytes = fanout ? Number((JSON.parse(text) as { bytes?: unknown }).bytes) || 0 : 0
      commit(text)
      socket.send('{"kind":"answer"}')
      if (!fanout) {
        setImmediate(() => socket.send(push))
        return
      }
      setImmediate(() => {
        pushes += 1
        const head = `{"kind":"push","key":"floor","value":{"v":${pushes},"x":"`
        const frame = textFrame(`${head}${'x'.repeat(Math.max(0, bytes - head.length - 3))}"}}`)
        for (const [client, to] of raws) if (client.readyState === client.OPEN) to.write(frame)
      })
    })
  })
)
http1.listen(0, '127.0.0.1', () => {
  const address = http1.address()
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 })
})
process.on('message', () => {
  server.close()
  http1.close()
  db.close()
  process.exit(0)
})
