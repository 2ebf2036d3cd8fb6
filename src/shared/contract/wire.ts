/**
 * The limits of the frames and the WebSocket's path, in a module without zod: the one client of every page (the hall
 * display and the phone page included, whose bundles carry no zod) and the hall server read them here.
 */

/** Frames larger than this are refused before parsing; larger requests are sent in parts. */
export const MAX_FRAME_BYTES = 256 * 1024

/** The largest request an admin may send in parts (characters of its JSON). */
export const MAX_REQUEST_CHARS = 64 * 1024 * 1024

export const WS_PATH = '/ws'
