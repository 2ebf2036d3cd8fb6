import type { ReactNode } from 'react'
import { useI18n } from '../i18n/I18n'
import { Dialog } from './Dialog'

/** The §30.11 / §30.12 statements of what the app is and is not, shown in the interface. */
export function About({ onClose }: { onClose: () => void }): ReactNode {
  const { t } = useI18n()
  return (
    <Dialog label={t('app.about')} onClose={onClose}>
      <h2>
        {t('app.name')} — {t('app.tagline')}
      </h2>
      <p data-testid="disclaimer">{t('about.disclaimer')}</p>
      <p>{t('about.rules')}</p>
      <p>{t('about.records')}</p>
      <button onClick={onClose}>{t('app.close')}</button>
    </Dialog>
  )
}
