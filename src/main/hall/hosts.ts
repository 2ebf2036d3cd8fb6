import os from 'node:os'

/**
 * The names a browser may use to reach this hall server (DNS rebinding): a page on another name that
 * resolves to the hall PC would otherwise reach the admin socket. Allowed: the loopback names, the address the
 * server is bound to, every local interface address when bound to all of them (`--host 0.0.0.0`), and the names the
 * director adds with `--allow-host`.
 */
export interface HostPolicy {
  /** Whether a request's `Host` header names this server. */
  allows(hostHeader: string | undefined): boolean
  /** Whether a page's `Origin` is one of ours (and, when a Host is given, the same host the request was sent to). */
  allowsOrigin(origin: string | undefined, hostHeader: string | undefined): boolean
}

const LOOPBACK = ['localhost', '127.0.0.1', '::1']

/**
 * The one Host header a request carries, as sent; `null` when it carries more than one. Node keeps only the first
 * Host in `req.headers`, so a request naming us first and a foreign host second would pass a check of the merged
 * headers while a proxy or cache in front of us might go by the second: such a request is refused (400), judged by
 * the raw header list.
 */
export function singleHostHeader(rawHeaders: readonly string[]): string | undefined | null {
  let found: string | undefined
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.toLowerCase() !== 'host') continue
    if (found !== undefined) return null
    found = rawHeaders[i + 1] ?? ''
  }
  return found
}

/** The host part of a Host header (`name:port`, `[v6]:port`), lower case, without the port or brackets. */
export function hostnameOf(hostHeader: string): string | null {
  const value = hostHeader.trim().toLowerCase()
  if (value === '' || value.length > 300) return null
  if (value.startsWith('[')) {
    const end = value.indexOf(']')
    if (end < 0) return null
    const rest = value.slice(end + 1)
    if (rest !== '' && !/^:\d{1,5}$/.test(rest)) return null
    return value.slice(1, end)
  }
  const parts = value.split(':')
  if (parts.length > 2) return null
  if (parts.length === 2 && !/^\d{1,5}$/.test(parts[1]!)) return null
  const name = parts[0]!
  if (!/^[a-z0-9.-]+$/.test(name)) return null
  return name.endsWith('.') ? name.slice(0, -1) : name
}

function interfaceAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((i): i is os.NetworkInterfaceInfo => !!i)
    .map((i) => i.address.toLowerCase().replace(/%.*$/, ''))
}

export function hostPolicy(
  boundHost: string,
  allowedNames: readonly string[] = [],
  addresses: () => string[] = interfaceAddresses
): HostPolicy {
  const fixed = new Set([...LOOPBACK, ...allowedNames.map((n) => n.trim().toLowerCase().replace(/\.$/, ''))])
  const everywhere = boundHost === '0.0.0.0' || boundHost === '::'
  if (!everywhere) fixed.add(boundHost.toLowerCase().replace(/^\[|\]$/g, ''))
  // Interface addresses change (DHCP, a cable plugged in): read again at most every 5 s.
  let cached: { at: number; set: Set<string> } | null = null
  const local = (): Set<string> => {
    const now = Date.now()
    if (!cached || now - cached.at > 5000) cached = { at: now, set: new Set(addresses()) }
    return cached.set
  }
  const allows = (hostHeader: string | undefined): boolean => {
    if (hostHeader === undefined) return false
    const name = hostnameOf(hostHeader)
    if (name === null) return false
    return fixed.has(name) || (everywhere && local().has(name))
  }
  return {
    allows,
    allowsOrigin(origin, hostHeader) {
      // Non-browser clients send no Origin; they are judged by the PIN alone (Host is still checked).
      if (origin === undefined) return true
      let parsed: URL
      try {
        parsed = new URL(origin)
      } catch {
        return false
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
      if (!allows(parsed.host)) return false
      return hostHeader === undefined || parsed.host.toLowerCase() === hostHeader.trim().toLowerCase()
    }
  }
}
