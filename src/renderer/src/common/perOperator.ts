import { useState } from 'react'

/** The operator's name this screen records as (kept by the admin's sign-in, `floorclock.operator`). */
export function currentOperator(): string {
  try {
    return localStorage.getItem('floorclock.operator') ?? ''
  } catch {
    return ''
  }
}

/**
 * A value the floor types again and again ("confirmed by"), remembered per operator on this screen: it
 * survives a tab change and a reload, and another operator signing in on the same screen starts with their own.
 */
export function usePerOperator(name: string): [string, (value: string) => void] {
  const key = `floorclock.${name}.${currentOperator()}`
  const [value, setValue] = useState(() => {
    try {
      return localStorage.getItem(key) ?? ''
    } catch {
      return ''
    }
  })
  const set = (next: string): void => {
    setValue(next)
    try {
      localStorage.setItem(key, next)
    } catch {
      // no storage: the value lasts as long as the page
    }
  }
  return [value, set]
}

/** "3.5", "3-5", "3/5", "3 5" or "T3S5": table 3, seat 5. */
export function parseTableSeat(text: string): { table: number; seat: number } | null {
  const m = /^\s*t?(\d{1,4})\s*(?:[.\-/:,]|\s|s)\s*(\d{1,2})\s*$/i.exec(text)
  return m ? { table: Number(m[1]), seat: Number(m[2]) } : null
}
