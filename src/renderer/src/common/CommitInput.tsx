import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react'

/**
 * A field that records when the operator is done — Enter or leaving the field — not on every key or arrow press
 * (nothing changes by accident). Escape puts back the recorded value.
 */
export function CommitInput({
  value,
  onCommit,
  ...props
}: { value: string; onCommit: (text: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
>): ReactNode {
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  const commit = (): void => {
    if (text !== value) onCommit(text)
  }
  return (
    <input
      {...props}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault()
          commit()
        } else if (e.key === 'Escape') setText(value)
      }}
    />
  )
}
