import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Floor } from '../../src/main/app/bootstrap'
import { operate } from '../../src/main/app/operations'
import { chooseEncoding } from '../../src/main/hall/compression'
import { startHallServer, type HallServer } from '../../src/main/hall/server'
import { openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()
let floor: Floor
let server: HallServer
let script: Buffer

function get(
  target: string,
  headers: Record<string, string> = {}
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.baseUrl}${target}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

beforeEach(async () => {
  const dir = tempDir()
  const staticDir = path.join(dir, 'renderer')
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true })
  fs.mkdirSync(path.join(staticDir, 'sounds'))
  script = Buffer.from(Array.from({ length: 4000 }, (_, i) => `export const level${i} = ${i * 25};\n`).join(''))
  fs.writeFileSync(path.join(staticDir, 'assets', 'display-abc123.js'), script)
  fs.writeFileSync(path.join(staticDir, 'sounds', 'level.ogg'), Buffer.alloc(2048, 7))
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Floorclock</title>')
  floor = openTestFloor(path.join(dir, 'data'))
  server = await startHallServer({
    service: floor.service,
    operate: (input, session) => operate(floor, input, session),
    staticDir,
    port: 0,
    adminToken: () => 'pin-4711'
  })
})
afterEach(async () => {
  await server.close()
  floor.close()
})

describe('the hall server sends the renderer compressed and cached', () => {
  it('brotli when the browser accepts it, gzip otherwise, the same bytes once decoded, and cached for a year', async () => {
    const br = await get('/assets/display-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['vary']).toBe('Accept-Encoding')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.body.length).toBeLessThan(script.length / 4)
    expect(zlib.brotliDecompressSync(br.body).equals(script)).toBe(true)

    const gz = await get('/assets/display-abc123.js', { 'Accept-Encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).equals(script)).toBe(true)

    const again = await get('/assets/display-abc123.js', { 'Accept-Encoding': 'gzip' })
    expect(again.body.equals(gz.body)).toBe(true)
  })

  it('plain bytes to a client that asks for none, and never compresses what is compressed already', async () => {
    const plain = await get('/assets/display-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(script)).toBe(true)
    expect(Number(plain.headers['content-length'])).toBe(script.length)

    const sound = await get('/sounds/level.ogg', { 'Accept-Encoding': 'br, gzip' })
    expect(sound.headers['content-encoding']).toBeUndefined()
    expect(sound.body.length).toBe(2048)

    const page = await get('/', { 'Accept-Encoding': 'gzip' })
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(zlib.gunzipSync(page.body).toString()).toContain('<title>Floorclock</title>')
  })

  it('reads Accept-Encoding as HTTP says: q=0 refuses, * stands for the rest', () => {
    expect(chooseEncoding('gzip;q=1.0, br;q=0', 'a.js')).toBe('gzip')
    expect(chooseEncoding('*', 'a.css')).toBe('br')
    expect(chooseEncoding('identity', 'a.js')).toBe('identity')
    expect(chooseEncoding('br', 'a.png')).toBe('identity')
    expect(chooseEncoding(undefined, 'a.js')).toBe('identity')
  })
})
