/**
 * The players' phone page and the way a page asks for its address: the hall server answers `GET /phone-link?t=<id>`
 * with `PhoneLink` (the address it was started for, and that address as a QR code); the desktop app's own window,
 * which no hall server serves, builds the same address from the hall network sharing's.
 */
export const PHONE_LINK_PATH = '/phone-link'

export interface PhoneLink {
  url: string
  /** The URL as a QR code (SVG). */
  svg: string
}

/**
 * The clock page's address on the hall network and its QR code (`PhoneLink` too): what the hall server's "Hall network"
 * page shows, so a screen or a phone can open the clock by scanning it.
 */
export const CLOCK_LINK_PATH = '/clock-link'

/**
 * The address the hall server answers with the hall display's own page (display.html), with no redirect: what it
 * prints and shows as the clock's QR code.
 */
export const CLOCK_PAGE_PATH = '/clock'

/** The hall display's page (the clock) under a base address: the page itself, not the admin's entry. */
export function clockPageUrl(base: string): string {
  return `${base}${CLOCK_PAGE_PATH}`
}

/** What a page asks the hall server for a tournament's phone link. */
export function phoneLinkRequest(tournamentId: string): string {
  return `${PHONE_LINK_PATH}?t=${encodeURIComponent(tournamentId)}`
}

/** The players' own page: its own small bundle, `#/p?t=<tournament id>`. */
export function phonePageUrl(base: string, tournamentId: string): string {
  return `${base}/phone.html#/p?t=${encodeURIComponent(tournamentId)}`
}
