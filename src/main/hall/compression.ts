import zlib from 'node:zlib'
import { promisify } from 'node:util'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text the renderer ships (scripts, styles, pages, SVG, JSON); images, fonts and sounds are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/

export type Encoding = 'br' | 'gzip' | 'identity'

/**
 * The encoding to answer with, from the request's Accept-Encoding (a TV on hall Wi-Fi gets the display bundle
 * compressed). Brotli when accepted, then gzip; `q=0` refuses an encoding.
 */
export function chooseEncoding(acceptEncoding: string | undefined, file: string): Encoding {
  if (!COMPRESSIBLE.test(file) || !acceptEncoding) return 'identity'
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const weight = (name: string): number => accepted.get(name) ?? accepted.get('*') ?? 0
  if (weight('br') > 0) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return 'identity'
}

interface Cached {
  source: Buffer
  encoded: Buffer
}

/**
 * Compressed files, each made once per content and encoding (the built renderer does not change while the server
 * runs; a rebuilt file is compressed again). Work happens on libuv's pool, never on the thread that serves the floor.
 */
export class CompressionCache {
  private readonly entries = new Map<string, Cached>()

  constructor(private readonly maxEntries = 200) {}

  async encode(file: string, body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
    const key = `${encoding}:${file}`
    const cached = this.entries.get(key)
    if (cached && cached.source.equals(body)) return cached.encoded
    const encoded =
      encoding === 'br'
        ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
        : await gzip(body, { level: 9 })
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(key, { source: body, encoded })
    return encoded
  }
}
