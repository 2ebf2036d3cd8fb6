import type { validation as en } from '../en/validation'

/** Что сказать о поле: коротко, на языке читателя, без путей схемы. */
export const validation: Record<keyof typeof en, string> = {
  'invalid.required': 'Заполните это поле',
  'invalid.empty': 'Не может быть пустым',
  'invalid.number': 'Введите число, например 30 000 или 30k',
  'invalid.wholeNumber': 'Введите целое число',
  'invalid.positive': 'Должно быть больше 0',
  'invalid.min': 'Не меньше {min}',
  'invalid.max': 'Не больше {max}',
  'invalid.tooShort': 'Не короче {min, plural, one {# знака} few {# знаков} many {# знаков} other {# знаков}}',
  'invalid.tooLong': 'Не длиннее {max, plural, one {# знака} few {# знаков} many {# знаков} other {# знаков}}',
  'invalid.noneChosen': 'Выберите хотя бы одно',
  'invalid.fewItems': 'Нужно не меньше {min}',
  'invalid.manyItems': 'Можно не больше {max}',
  'invalid.date': 'Введите дату',
  'invalid.dateNotOnCalendar': 'Такой даты нет в календаре',
  'invalid.time': 'Введите время как ЧЧ:ММ',
  'invalid.duration': 'Введите минуты и секунды, например 5:00',
  'invalid.file': 'Этот файл здесь не подходит',
  'invalid.format': 'Неверный формат',
  'invalid.multipleOf': 'Должно делиться на {divisor}',
  'invalid.choice': 'Выберите один из вариантов',
  'invalid.unknownField': 'В этой форме нет поля: {fields}',
  'invalid.generic': 'Такое значение не принимается',
  'terms.invalid.rebuyEndNeedsRebuy': 'Закрытие по окончании ребаев требует условий ребая',
  'terms.invalid.capNeedsCap': 'Закрытие по лимиту игроков требует лимита игроков',
  'awards.invalid.placeTwice': 'Каждое место описывается один раз',
  'awards.invalid.percentages': 'Проценты каждой ступени должны давать в сумме 100',
  'awards.invalid.fundWithoutCash': 'У турнира без денежных призов нет призового фонда',
  'invalid.summary': 'Проверьте отмеченные поля'
}
