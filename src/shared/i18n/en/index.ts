import { app } from './app'
import { clock } from './clock'
import { tournament } from './tournament'
import { registration } from './registration'

/**
 * English, the reference dictionary: every key the interface uses is here, and Russian must have all of them.
 * One file per area of the product; add an area's file here.
 */
export const en = {
  ...app,
  ...tournament,
  ...clock,
  ...registration
}

export type MessageKey = keyof typeof en
