import type { IncomingMessage } from 'node:http'

/** A request body larger than its limit: answered 413 without reading the rest. */
export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the request is larger than ${limit} bytes`)
  }
}

/** The body as UTF-8 text, refused past `limit` bytes (a declared length is refused before anything is read). */
export async function readText(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) throw new TooLargeError(limit)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw new TooLargeError(limit)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
