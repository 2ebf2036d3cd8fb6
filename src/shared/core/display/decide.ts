import type { z } from 'zod'
import type { DecideContext } from '../context'
import { reject } from '../rejection'
import type { FloorState } from '../state'
import { requireTournament } from '../guards'
import type { DisplayEvent, ScreenChanges } from './events'
import { presetOf } from './presets'
import type { ConfigureScreen, DeleteLayout, ForgetScreen, IdentifyScreen, NameHallTable, SaveLayout } from './schemas'
import { defaultScreen } from './state'

type Cmd<T extends z.ZodType> = z.infer<T>

/** How long "flash this screen" lasts. */
export const IDENTIFY_MS = 10_000

function requireLayout(state: FloorState, layoutId: string): void {
  if (presetOf(layoutId) || state.display.layouts.has(layoutId)) return
  reject('error.display.noSuchLayout', `No layout ${layoutId}`, { field: 'layoutId', params: { layoutId } })
}

/**
 * Name a display, put a tournament on it (explicitly: a new tournament never takes it over), choose layout, language,
 * switch the phone page's QR code on it, or put the festival board on it (§12.13) instead of one tournament.
 */
export function decideConfigureScreen(command: Cmd<typeof ConfigureScreen>, state: FloorState): DisplayEvent[] {
  const now = state.display.screens.get(command.screenId) ?? defaultScreen(command.screenId)
  const changes: ScreenChanges = {}
  if (command.name !== undefined && command.name !== now.name) changes.name = { from: now.name, to: command.name }
  if (command.tournamentId !== undefined && command.tournamentId !== now.tournamentId) {
    if (command.tournamentId !== null) requireTournament(state, command.tournamentId)
    changes.tournamentId = { from: now.tournamentId, to: command.tournamentId }
  }
  // A layout its address named is not a choice yet: choosing the same one records it.
  if (command.layoutId !== undefined && (command.layoutId !== now.layoutId || !now.layoutChosen)) {
    requireLayout(state, command.layoutId)
    changes.layoutId = { from: now.layoutId, to: command.layoutId }
  }
  if (command.language !== undefined && command.language !== now.language)
    changes.language = { from: now.language, to: command.language }
  if (command.phoneQr !== undefined && command.phoneQr !== now.phoneQr)
    changes.phoneQr = { from: now.phoneQr, to: command.phoneQr }
  if (command.board !== undefined && command.board !== (now.board ?? false))
    changes.board = { from: now.board ?? false, to: command.board }
  if (Object.keys(changes).length === 0)
    reject('error.display.noChange', 'The display already has these settings', { field: 'screenId' })
  return [{ type: 'display.screenConfigured', screenId: command.screenId, changes }]
}

export function decideIdentifyScreen(command: Cmd<typeof IdentifyScreen>, ctx: DecideContext): DisplayEvent[] {
  return [{ type: 'display.screenIdentified', screenId: command.screenId, until: ctx.now + IDENTIFY_MS }]
}

export function decideForgetScreen(command: Cmd<typeof ForgetScreen>, state: FloorState): DisplayEvent[] {
  if (!state.display.screens.has(command.screenId))
    reject('error.display.noSuchScreen', `No display ${command.screenId} is recorded`, { field: 'screenId' })
  return [{ type: 'display.screenForgotten', screenId: command.screenId }]
}

/** A layout of the director's own (the presets themselves stay as shipped: copy one, then change the copy). */
export function decideSaveLayout(
  command: Cmd<typeof SaveLayout>,
  state: FloorState,
  ctx: DecideContext
): DisplayEvent[] {
  if (command.layoutId !== undefined && presetOf(command.layoutId))
    reject('error.display.presetReadOnly', 'A preset cannot be changed: save a copy', { field: 'layoutId' })
  if (command.layoutId !== undefined && !state.display.layouts.has(command.layoutId))
    reject('error.display.noSuchLayout', `No layout ${command.layoutId}`, {
      field: 'layoutId',
      params: { layoutId: command.layoutId }
    })
  const layoutId = command.layoutId ?? ctx.newId()
  return [{ type: 'display.layoutSaved', layoutId, layout: command.layout, created: command.layoutId === undefined }]
}

/** A layout in use stays: the displays showing it are named, so the director can move them first. */
export function decideDeleteLayout(command: Cmd<typeof DeleteLayout>, state: FloorState): DisplayEvent[] {
  if (!state.display.layouts.has(command.layoutId))
    reject('error.display.noSuchLayout', `No layout ${command.layoutId}`, {
      field: 'layoutId',
      params: { layoutId: command.layoutId }
    })
  const users = [...state.display.screens.values()].filter((s) => s.layoutId === command.layoutId)
  if (users.length > 0)
    reject('error.display.layoutInUse', 'Displays still show this layout', {
      field: 'layoutId',
      params: { screens: users.map((s) => s.name || s.id).join(', ') }
    })
  return [{ type: 'display.layoutDeleted', layoutId: command.layoutId }]
}

/**
 * The hall names a table number (§8.1: the number names one physical table of the room, and stays what the floor calls
 * out and the draw records; the name is shown beside it). Correctable: a new name replaces the old, both kept in the
 * record (§4.7); an empty name takes it away. Two numbers never share a name — the screens would point two players to
 * one "Window" — and the same name again changes nothing and is said so.
 */
export function decideNameHallTable(command: Cmd<typeof NameHallTable>, state: FloorState): DisplayEvent[] {
  const names = state.display.tableNames
  const from = names.get(command.number) ?? null
  const to = command.name === '' ? null : command.name
  if (to === from)
    reject(
      'error.display.tableNameSame',
      to === null ? `Table ${command.number} has no hall name` : `Table ${command.number} is already called ${to}`,
      { field: 'name', params: { table: command.number } }
    )
  if (to !== null) {
    const wanted = to.toLocaleLowerCase()
    for (const [number, name] of names)
      if (number !== command.number && name.toLocaleLowerCase() === wanted)
        reject('error.display.tableNameTaken', `Table ${number} is already called ${name}: one name, one table`, {
          field: 'name',
          params: { table: number, name }
        })
  }
  return [{ type: 'display.tableNamed', number: command.number, from, to }]
}
