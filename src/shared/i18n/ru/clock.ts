import type { clock as en } from '../en/clock'

export const clock: Record<keyof typeof en, string> = {
  'clock.noTournament': 'На экране пока нет турнира',
  'clock.waiting': 'Ожидание директора турнира'
}
