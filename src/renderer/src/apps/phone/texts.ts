import { phone as en } from '../../../../shared/i18n/en/phone'
import { phone as ru } from '../../../../shared/i18n/ru/phone'
import { phone as sv } from '../../../../shared/i18n/sv/phone'
import { addHallTexts } from '../hall/hallT'

/** The phone page's own texts, beside the hall's (the hall display ships none of them). Imported before it renders. */
addHallTexts({ en, ru, sv })
