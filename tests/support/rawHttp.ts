import net from 'node:net'

/**
 * Send one HTTP request exactly as given (a hostile client does not go through a well-behaved HTTP library: raw
 * null bytes, odd encodings, foreign Host headers) and read the status line of the answer.
 */
export async function rawRequest(
  baseUrl: string,
  target: string,
  headers: Record<string, string> = {},
  method = 'GET'
): Promise<{ status: number; body: string }> {
  const url = new URL(baseUrl)
  const lines = [
    `${method} ${target} HTTP/1.1`,
    ...Object.entries({ Host: url.host, Connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}`),
    '',
    ''
  ]
  return rawExchange(baseUrl, lines.join('\r\n'), `${method} ${JSON.stringify(target)}`)
}

/**
 * Send bytes exactly as given (a header block no HTTP library would write: two Host headers, say) and read the
 * status line of the answer.
 */
export async function rawExchange(
  baseUrl: string,
  request: string,
  what = JSON.stringify(request.split('\r\n', 1)[0])
): Promise<{ status: number; body: string }> {
  const url = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname)
    let data = ''
    socket.setTimeout(5000, () => {
      socket.destroy()
      reject(new Error(`no answer to ${what}`))
    })
    socket.on('data', (chunk) => (data += chunk.toString('latin1')))
    socket.on('error', reject)
    socket.on('close', () => {
      const match = /^HTTP\/1\.1 (\d{3})/.exec(data)
      if (!match) reject(new Error(`no status line for ${what}: ${JSON.stringify(data.slice(0, 80))}`))
      else resolve({ status: Number(match[1]), body: data.slice(data.indexOf('\r\n\r\n') + 4) })
    })
    socket.write(request, 'latin1')
  })
}
