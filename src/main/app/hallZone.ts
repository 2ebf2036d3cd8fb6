/**
 * The hall's time zone: the zone of the computer the hall server runs on, as an IANA name
 * ("Europe/Stockholm"). Read here, in the main process, and handed to the pure core as data with each protocol.
 */
export function hallTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}
