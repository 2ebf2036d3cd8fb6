import type { Page } from '@playwright/test'
import type { HallProcess } from '../../support/hallProcess'

/** Open the admin view of a hall server already signed in: the PIN in the URL, the operator and language preset. */
export async function openAdmin(page: Page, hall: HallProcess, operator = 'Olga Desk', language = 'en'): Promise<void> {
  await page.addInitScript(
    ([name, lang]) => {
      localStorage.setItem('floorclock.language', lang!)
      localStorage.setItem('floorclock.operator', name!)
    },
    [operator, language]
  )
  await page.goto(hall.adminUrl)
}
