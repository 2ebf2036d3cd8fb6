import { useState, type ReactNode } from 'react'
import type { Command } from '../../../../../shared/core/commands'
import { MAX_MEDIA_CHARS, type SoundName } from '../../../../../shared/core/clock'
import type { PublicClock } from '../../../../../shared/core/clock'
import { parseNumber } from '../../../../../shared/i18n/numbers'
import { CommitInput } from '../../../common/CommitInput'
import { useI18n } from '../../../i18n/I18n'
import { playSound } from '../../../features/clock/sounds'
import { useResolvedMedia } from '../../../features/clock/media'

const SOUND_NAMES: SoundName[] = ['start', 'level', 'warning', 'breakStart', 'breakEnd', 'shotTick', 'shotEnd']

/** Theme, logo, warning time, volume, mute, speech and the director's own sounds for the hall display. */
export function DisplaySettingsPanel({
  tournamentId,
  clock,
  record
}: {
  tournamentId: string
  clock: PublicClock
  record: (command: Command) => Promise<boolean>
}): ReactNode {
  const { t } = useI18n()
  const id = tournamentId
  const media = useResolvedMedia(clock.display)
  // Said in place, beside the settings, never as a dialog that stops the admin.
  const [fileError, setFileError] = useState<string | null>(null)
  const readFile = (file: File, apply: (url: string) => void): void => {
    const reader = new FileReader()
    reader.onload = () => {
      const url = String(reader.result)
      if (url.length > MAX_MEDIA_CHARS) setFileError(t('clock.admin.fileTooLarge'))
      else {
        setFileError(null)
        apply(url)
      }
    }
    reader.readAsDataURL(file)
  }

  return (
    <>
      <h3>{t('clock.admin.display')}</h3>
      {fileError && (
        <p className="error" role="alert" data-testid="display-file-error">
          {fileError}
        </p>
      )}
      <div className="row">
        <select
          aria-label={t('clock.admin.theme')}
          value={clock.display.theme}
          onChange={(e) =>
            void record({
              type: 'clock.display',
              tournamentId: id,
              settings: { theme: e.target.value as 'dark' | 'light' }
            })
          }
        >
          <option value="dark">{t('clock.admin.themeDark')}</option>
          <option value="light">{t('clock.admin.themeLight')}</option>
        </select>
        <label>
          {t('clock.admin.warningSeconds')}{' '}
          <CommitInput
            inputMode="numeric"
            maxLength={3}
            style={{ width: '5rem' }}
            value={String(clock.display.warningSeconds)}
            onCommit={(text) =>
              void record({
                type: 'clock.display',
                tournamentId: id,
                settings: { warningSeconds: parseNumber(text) ?? NaN }
              })
            }
          />
        </label>
        <label>
          {t('clock.admin.volume')}{' '}
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={clock.display.volume}
            onChange={(e) =>
              void record({ type: 'clock.display', tournamentId: id, settings: { volume: Number(e.target.value) } })
            }
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={clock.display.muted}
            onChange={(e) =>
              void record({ type: 'clock.display', tournamentId: id, settings: { muted: e.target.checked } })
            }
          />{' '}
          {t('clock.admin.mute')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={clock.display.speak}
            onChange={(e) =>
              void record({ type: 'clock.display', tournamentId: id, settings: { speak: e.target.checked } })
            }
          />{' '}
          {t('clock.admin.speak')}
        </label>
        <label>
          {t('clock.admin.logo')}{' '}
          <input
            type="file"
            accept="image/*"
            onChange={(e) =>
              e.target.files?.[0] &&
              readFile(
                e.target.files[0],
                (logo) => void record({ type: 'clock.display', tournamentId: id, settings: { logo } })
              )
            }
          />
        </label>
        {clock.display.logo && (
          <button onClick={() => void record({ type: 'clock.display', tournamentId: id, settings: { logo: null } })}>
            {t('clock.admin.removeLogo')}
          </button>
        )}
      </div>
      <details>
        <summary>{t('clock.admin.sounds')}</summary>
        <table className="grid">
          <tbody>
            {SOUND_NAMES.map((name) => (
              <tr key={name}>
                <td>{t(`clock.sound.${name}`)}</td>
                <td>
                  <button
                    onClick={() =>
                      playSound(name, { volume: clock.display.volume, muted: false, custom: media.sounds })
                    }
                  >
                    ▶ {t('clock.admin.test')}
                  </button>
                </td>
                <td>
                  <input
                    type="file"
                    accept="audio/*"
                    aria-label={`${t('clock.admin.ownSound')}: ${t(`clock.sound.${name}`)}`}
                    onChange={(e) =>
                      e.target.files?.[0] &&
                      readFile(
                        e.target.files[0],
                        (url) =>
                          void record({
                            type: 'clock.display',
                            tournamentId: id,
                            settings: { sounds: { [name]: url } }
                          })
                      )
                    }
                  />
                </td>
                <td>
                  {clock.display.sounds[name] && (
                    <button
                      onClick={() =>
                        void record({ type: 'clock.display', tournamentId: id, settings: { sounds: { [name]: null } } })
                      }
                    >
                      {t('clock.admin.shippedSound')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  )
}
