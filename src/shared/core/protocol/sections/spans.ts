import type { Cell, Span } from '../layout'

/** The runs of text every section builds its cells from (see `SpanStyle` in ../layout.ts). */
export const plain = (text: unknown): Span => ({ text: String(text ?? ''), style: 'plain' })
export const cell = (text: unknown): Cell => [plain(text)]
export const SPACE = plain(' ')
export const BREAK: Span = { text: '', style: 'break' }

/** One cell of several lines. */
export const lines = (texts: readonly string[]): Cell => texts.flatMap((x, i) => [...(i > 0 ? [BREAK] : []), plain(x)])
