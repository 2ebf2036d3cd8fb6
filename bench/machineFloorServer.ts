import Database from 'better-sqlite3'
import path from 'node:path'
import { WebSocketServer } from 'ws'

/**
 * The machine floor's server (bench/machineFloor.ts): no Floorclock code, only what every command of the hall server
 * cannot avoid — a WebSocket frame in, one row committed to SQLite as the journal commits it (WAL, synchronous=FULL:
 * fsynced before the answer), the answer, and a push of the admin's size in the next turn.
 */
const db = new Database(path.join(process.argv[2]!, 'floor.db'))
db.pragma('journal_mode = WAL')
db.pragma('synchronous = FULL')
db.exec('CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, body TEXT NOT NULL)')
const insert = db.prepare('INSERT INTO events (body) VALUES (?)')
const commit = db.transaction((body: string) => insert.run(body))
const push = JSON.stringify({ kind: 'push', value: 'x'.repeat(4400) })

const server = new WebSocketServer({ host: '127.0.0.1', port: 0 }, () => {
  const address = server.address()
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 })
})
server.on('connection', (socket) =>
  socket.on('message', (data: Buffer) => {
    commit(data.toString('utf8'))
    socket.send('{"kind":"answer"}')
    setImmediate(() => socket.send(push))
  })
)
process.on('message', () => {
  server.close()
  db.close()
  process.exit(0)
})
