import type { ReactNode } from 'react'
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../../shared/i18n'
import { useI18n } from '../i18n/I18n'

export function LanguagePicker(): ReactNode {
  const { language, setLanguage, t } = useI18n()
  return (
    <label className="language">
      <span className="sr-only">{t('app.language')}</span>
      <select value={language} onChange={(e) => setLanguage(e.target.value as Language)} aria-label={t('app.language')}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  )
}
