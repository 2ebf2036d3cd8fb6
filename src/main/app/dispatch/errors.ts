import type { Rejection } from '../../../shared/core/rejection'

/** Refusals the dispatcher and the service make about the request itself rather than the records (i18n keys). */
export const INTERNAL: Rejection = {
  code: 'error.internal',
  message: 'Floorclock could not do this because of an internal error; nothing was recorded. The error has been logged.'
}

export const RATE_LIMITED: Rejection = {
  code: 'error.rateLimited',
  message: 'Too many requests at once from this screen; this one was not carried out. Try again in a moment.'
}

export const TOO_MANY_SUBSCRIPTIONS: Rejection = {
  code: 'error.tooManySubscriptions',
  message: 'This screen follows too many views at once'
}

export const COMMAND_ID_REUSED: Rejection = {
  code: 'error.commandIdReused',
  message: 'This command id was already used for another command; nothing was recorded'
}

export const PARTS_REFUSED: Rejection = {
  code: 'error.parts',
  message: 'A request in parts is accepted only from a signed-in admin, in order, up to 64 MiB'
}

export const FRAME_TOO_LARGE: Rejection = {
  code: 'error.frameTooLarge',
  message: 'Frames must be UTF-8 JSON text under 256 KiB; larger requests are sent in parts'
}

/** More connections from one network address than a hall ever has (limits.ts, ADDRESS_LIMITS). */
export const TOO_MANY_CONNECTIONS: Rejection = {
  code: 'error.tooManyConnections',
  message: 'Too many screens are connected from this network address; this one was not let in'
}

/** More views followed from one network address than a hall ever needs (limits.ts, ADDRESS_LIMITS). */
export const TOO_MANY_ADDRESS_SUBSCRIPTIONS: Rejection = {
  code: 'error.tooManyAddressSubscriptions',
  message: 'The screens at this network address follow too many views at once'
}
