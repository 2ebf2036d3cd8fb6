import type { EventRecord } from '../record'
import type { FloorState } from '../state'
import type { DisplayEvent } from './events'
import { defaultScreen } from './state'

export function evolveDisplay(state: FloorState, record: EventRecord<DisplayEvent>): void {
  const event = record.event
  const display = state.display
  switch (event.type) {
    case 'display.screenConfigured': {
      const screen = display.screens.get(event.screenId) ?? defaultScreen(event.screenId)
      const c = event.changes
      if (c.name) screen.name = c.name.to
      if (c.tournamentId) screen.tournamentId = c.tournamentId.to
      if (c.layoutId) {
        screen.layoutId = c.layoutId.to
        screen.layoutChosen = true
      }
      if (c.language) screen.language = c.language.to
      if (c.phoneQr) screen.phoneQr = c.phoneQr.to
      if (c.board) screen.board = c.board.to
      display.screens.set(event.screenId, screen)
      return
    }
    case 'display.screenIdentified': {
      const screen = display.screens.get(event.screenId)
      if (screen) screen.identifyUntil = event.until
      else display.screens.set(event.screenId, { ...defaultScreen(event.screenId), identifyUntil: event.until })
      return
    }
    case 'display.screenForgotten':
      display.screens.delete(event.screenId)
      return
    case 'display.layoutSaved':
      display.layouts.set(event.layoutId, { id: event.layoutId, layout: event.layout, seq: record.seq })
      return
    case 'display.layoutDeleted':
      display.layouts.delete(event.layoutId)
      return
    case 'display.tableNamed':
      if (event.to === null) display.tableNames.delete(event.number)
      else display.tableNames.set(event.number, event.to)
      return
  }
}
