import type { MenuItemConstructorOptions } from 'electron'
import type { MessageKey, Params } from '../../shared/i18n'

/**
 * The desktop app's menu, as data: reopen the clock window, toggle its fullscreen, choose its display,
 * bring the admin window forward. The shortcuts all hold Ctrl/Cmd+Shift (or are F11), so none of them can reach the
 * admin's one-key clock shortcuts (space, arrows, +/−) by accident.
 */
export const SHORTCUTS = {
  showClock: 'CmdOrCtrl+Shift+K',
  clockFullScreen: 'F11',
  showAdmin: 'CmdOrCtrl+Shift+A',
  /** + the display's number, 1 to 9 */
  clockOnDisplay: 'CmdOrCtrl+Shift+'
} as const

export interface MenuDisplay {
  readonly id: number
  readonly label?: string
  readonly size: { width: number; height: number }
}

export interface MenuState {
  readonly platform: NodeJS.Platform
  readonly displays: readonly MenuDisplay[]
  readonly primaryId: number
  readonly clockDisplayId: number | null
  readonly clockOpen: boolean
  readonly clockFullScreen: boolean
  /** Development build: offer the developer tools. */
  readonly dev: boolean
}

export interface MenuActions {
  showClock(): void
  toggleClockFullScreen(): void
  moveClockTo(displayId: number): void
  showAdmin(): void
}

export type Translate = (key: MessageKey, params?: Params) => string

export function menuTemplate(state: MenuState, actions: MenuActions, t: Translate): MenuItemConstructorOptions[] {
  const clock: MenuItemConstructorOptions = {
    label: t('shell.menu.clock'),
    submenu: [
      { label: t('shell.menu.showClock'), accelerator: SHORTCUTS.showClock, click: () => actions.showClock() },
      {
        label: t('shell.menu.clockFullScreen'),
        type: 'checkbox',
        checked: state.clockOpen && state.clockFullScreen,
        accelerator: SHORTCUTS.clockFullScreen,
        click: () => actions.toggleClockFullScreen()
      },
      {
        label: t('shell.menu.clockDisplay'),
        enabled: state.displays.length > 0,
        submenu: state.displays.map((display, index) => ({
          label: displayLabel(display, index, display.id === state.primaryId, t),
          type: 'radio' as const,
          checked: state.clockOpen && display.id === state.clockDisplayId,
          ...(index < 9 ? { accelerator: `${SHORTCUTS.clockOnDisplay}${index + 1}` } : {}),
          click: () => actions.moveClockTo(display.id)
        }))
      },
      { type: 'separator' },
      { label: t('shell.menu.showAdmin'), accelerator: SHORTCUTS.showAdmin, click: () => actions.showAdmin() }
    ]
  }
  const view: MenuItemConstructorOptions = {
    label: t('shell.menu.view'),
    submenu: [
      { role: 'reload' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      ...(state.dev ? [{ type: 'separator' as const }, { role: 'toggleDevTools' as const }] : [])
    ]
  }
  const edit: MenuItemConstructorOptions = { role: 'editMenu' }
  if (state.platform === 'darwin') return [{ role: 'appMenu' }, edit, view, clock, { role: 'windowMenu' }]
  return [{ label: t('shell.menu.file'), submenu: [{ role: 'quit', label: t('shell.menu.quit') }] }, edit, view, clock]
}

export function displayLabel(display: MenuDisplay, index: number, primary: boolean, t: Translate): string {
  const name = display.label?.trim() || t('shell.menu.displayNumber', { n: index + 1 })
  const size = `${display.size.width} × ${display.size.height}`
  return primary ? t('shell.menu.displayPrimary', { name, size }) : t('shell.menu.displayOther', { name, size })
}
