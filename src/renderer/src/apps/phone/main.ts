import { openEarlySocket } from '../../client/earlySocket'

/**
 * The players' own page's first script (phone.html): small, so a phone on weak hall Wi-Fi runs it as soon as it
 * arrives. It opens the socket to the hall server at once (its handshake overlaps the download of the page's code,
 * named in phone.html's preload links), then loads that code: the display bundle's client and dictionaries, no admin,
 * no zod.
 */
if (!(window as { floorclock?: unknown }).floorclock) openEarlySocket()
void import('./app')
