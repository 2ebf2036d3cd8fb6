import { openEarlySocket } from '../../client/earlySocket'

/**
 * The hall display's first script (display.html, also answered at the printed address `/clock`): small, so a smart
 * TV runs it as soon as it arrives. It opens the socket to the hall server at once, so the handshake overlaps the
 * download of the page's code (named in display.html's preload links, fetched alongside this script), then loads
 * that code. The display's own bundle: no admin, no zod, the hall dictionaries only.
 */
if (!(window as { floorclock?: unknown }).floorclock) openEarlySocket()
void import('./app')
