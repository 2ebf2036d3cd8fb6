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
