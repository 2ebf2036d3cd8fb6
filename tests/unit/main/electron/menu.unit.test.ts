import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { menuTemplate, SHORTCUTS, type MenuState } from '../../../../src/main/electron/menu'
import { translate } from '../../../../src/shared/i18n'
import { display } from '../../../support/fakeElectron'

// The desktop app's menu as data; Electron's Menu.buildFromTemplate is the only glue left.
const state: MenuState = {
  platform: 'linux',
  displays: [display(1, 0, 1440, 900, 'Built-in'), display(2, 1440, 1920, 1080, 'DELL U2415')],
  primaryId: 1,
  clockDisplayId: 2,
  clockOpen: true,
  clockFullScreen: true,
  dev: false
}
const en = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]): string =>
  translate('en', key, params)

function item(template: MenuItemConstructorOptions[], ...labels: string[]): MenuItemConstructorOptions {
  let items = template
  let found: MenuItemConstructorOptions | undefined
  for (const label of labels) {
    found = items.find((i) => i.label === label)
    if (!found) throw new Error(`no menu item ${label}`)
    items = (found.submenu as MenuItemConstructorOptions[]) ?? []
  }
  return found!
}

describe('the menu', () => {
  const actions = { showClock: vi.fn(), toggleClockFullScreen: vi.fn(), moveClockTo: vi.fn(), showAdmin: vi.fn() }
  const template = menuTemplate(state, actions, en)

  it('reopens the clock window, toggles its fullscreen and brings the admin forward, with shortcuts', () => {
    const show = item(template, 'Clock', 'Show the clock window')
    expect(show.accelerator).toBe(SHORTCUTS.showClock)
    show.click!(undefined as never, undefined, undefined as never)
    expect(actions.showClock).toHaveBeenCalled()
    const full = item(template, 'Clock', 'Clock fullscreen')
    expect(full).toMatchObject({ type: 'checkbox', checked: true, accelerator: 'F11' })
    full.click!(undefined as never, undefined, undefined as never)
    expect(actions.toggleClockFullScreen).toHaveBeenCalled()
    item(template, 'Clock', 'Show the admin window').click!(undefined as never, undefined, undefined as never)
    expect(actions.showAdmin).toHaveBeenCalled()
  })

  it('lists the displays with their size, marks the clock’s, and moves the clock to the one chosen', () => {
    const displays = item(template, 'Clock', 'Clock on display').submenu as MenuItemConstructorOptions[]
    expect(displays.map((d) => [d.label, d.checked, d.accelerator])).toEqual([
      ['Built-in — 1440 × 900 (this screen)', false, 'CmdOrCtrl+Shift+1'],
      ['DELL U2415 — 1920 × 1080', true, 'CmdOrCtrl+Shift+2']
    ])
    displays[0]!.click!(undefined as never, undefined, undefined as never)
    expect(actions.moveClockTo).toHaveBeenCalledWith(1)
  })

  it('every shortcut holds Ctrl/Cmd+Shift or is F11: none is a one-key admin shortcut (space, arrows, +, −, ?)', () => {
    const accelerators: string[] = []
    const walk = (items: MenuItemConstructorOptions[]): void => {
      for (const i of items) {
        if (i.accelerator) accelerators.push(String(i.accelerator))
        if (Array.isArray(i.submenu)) walk(i.submenu)
      }
    }
    walk(template)
    expect(accelerators.length).toBeGreaterThan(4)
    for (const a of accelerators) expect(a === 'F11' || a.startsWith('CmdOrCtrl+Shift+'), a).toBe(true)
  })

  it('speaks Russian, names unnamed displays by number, and offers the developer tools only in development', () => {
    const ru = menuTemplate({ ...state, displays: [display(7, 0)], dev: true }, actions, (k, p) =>
      translate('ru', k, p)
    )
    expect(item(ru, 'Часы', 'Часы на экране').submenu).toEqual([
      expect.objectContaining({ label: 'Экран 1 — 1920 × 1080' })
    ])
    expect(JSON.stringify(ru)).toContain('toggleDevTools')
    expect(JSON.stringify(template)).not.toContain('toggleDevTools')
    expect(menuTemplate({ ...state, platform: 'darwin' }, actions, en)[0]).toEqual({ role: 'appMenu' })
  })
})
