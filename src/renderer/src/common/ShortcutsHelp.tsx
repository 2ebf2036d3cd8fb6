import type { ReactNode } from 'react'
import type { MessageKey } from '../../../shared/i18n'
import { useI18n } from '../i18n/I18n'
import { Dialog } from './Dialog'

const GROUPS: { title: MessageKey; keys: [string, MessageKey][] }[] = [
  {
    title: 'shortcuts.everywhere',
    keys: [
      ['?', 'shortcuts.help'],
      ['Esc', 'shortcuts.escape']
    ]
  },
  {
    title: 'shortcuts.clock',
    keys: [
      ['Shift + Alt + Space', 'clock.admin.keyPause'],
      ['Shift + Alt + ← / →', 'clock.admin.keyStep'],
      ['Shift + Alt + = / −', 'clock.admin.keyMinute']
    ]
  },
  {
    title: 'shortcuts.floor',
    keys: [
      ['Enter', 'shortcuts.register'],
      ['3.5 Enter', 'shortcuts.eliminate']
    ]
  },
  {
    title: 'shortcuts.floorMap',
    keys: [
      ['↑ ↓ ← →', 'shortcuts.floorArrows'],
      ['Enter', 'shortcuts.floorPick'],
      ['B', 'shortcuts.floorButton'],
      ['Esc', 'shortcuts.floorPutBack']
    ]
  }
]

/**
 * The shortcuts, on every page (`?`). Clock keys need Shift+Alt and never act while the operator types
 * in a field, so scrolling or typing never moves the live clock.
 */
export function ShortcutsHelp({ onClose }: { onClose: () => void }): ReactNode {
  const { t } = useI18n()
  return (
    <Dialog label={t('clock.admin.shortcuts')} onClose={onClose} testId="shortcuts-help">
      <h2>{t('clock.admin.shortcuts')}</h2>
      {GROUPS.map((group) => (
        <section key={group.title}>
          <h3>{t(group.title)}</h3>
          <dl className="shortcuts">
            {group.keys.map(([keys, what]) => (
              <div key={keys}>
                <dt>
                  <span className="kbd">{keys}</span>
                </dt>
                <dd>{t(what)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className="muted">{t('shortcuts.neverInFields')}</p>
      <button onClick={onClose}>{t('clock.admin.close')}</button>
    </Dialog>
  )
}
