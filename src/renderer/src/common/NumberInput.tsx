import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { parseNumber } from '../../../shared/i18n/numbers'
import { useI18n } from '../i18n/I18n'

/**
 * A number typed the way people write it: "30 000", "30,000", "30k". The text stays as typed while
 * it is being edited; the value follows whenever the text reads as a number, and the field says so when it does not.
 * `onValue(undefined)` for an empty field.
 */
export function NumberInput({
  value,
  onValue,
  empty,
  ...props
}: {
  value: number | undefined
  onValue: (value: number | undefined) => void
  /** What an empty field stands for (undefined: nothing). */
  empty?: number
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>): ReactNode {
  const { t } = useI18n()
  const [text, setText] = useState(value === undefined || Number.isNaN(value) ? '' : String(value))
  const textRef = useRef(text)
  textRef.current = text
  useEffect(() => {
    // The typed text stays while it stands for the value (an empty field for `empty`, "abc" for NaN).
    const typed = parseNumber(textRef.current)
    if (Object.is(typed === null ? empty : typed, value)) return
    setText(value === undefined || Number.isNaN(value) ? '' : String(value))
  }, [value, empty])
  const parsed = parseNumber(text)
  const bad = parsed !== null && Number.isNaN(parsed)
  return (
    <input
      inputMode="decimal"
      maxLength={20}
      {...props}
      value={text}
      aria-invalid={bad || props['aria-invalid'] === true}
      title={bad ? t('invalid.number') : props.title}
      onChange={(e) => {
        setText(e.target.value)
        const n = parseNumber(e.target.value)
        onValue(n === null ? undefined : n)
      }}
    />
  )
}
