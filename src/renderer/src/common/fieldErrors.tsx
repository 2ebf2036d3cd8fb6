import { useCallback, useEffect, useMemo, useState, type ReactNode, type RefObject } from 'react'
import type { z } from 'zod'
import { issuesOf } from '../../../shared/core/issues'
import type { FieldIssue, Rejection } from '../../../shared/core/rejection'
import { isMessageKey, type MessageKey } from '../../../shared/i18n'
import { useI18n } from '../i18n/I18n'

/** `command.fields.startingStack` → `startingStack`; `meta.reason` → `reason`: the path as a form names its field. */
export function formPath(field: string): string {
  return field.replace(/^command\./, '').replace(/^meta\./, '')
}

/** Does an issue's path belong to the form field `name` (`startingStack`, `rebuy.chips`, `items.3.bigBlind`)? */
function belongs(issue: FieldIssue, name: string): boolean {
  const path = formPath(issue.field)
  return path === name || path.endsWith(`.${name}`) || path.startsWith(`${name}.`) || path.includes(`.${name}.`)
}

export interface FieldErrors {
  /** Every problem at once: from the schema before sending, or from the refusal after. */
  readonly issues: readonly FieldIssue[]
  set: (issues: readonly FieldIssue[]) => void
  fromRejection: (error: Rejection) => void
  fromZod: (error: z.ZodError, prefix?: string) => void
  clear: () => void
  /** The messages for one field, in the reader's language. */
  messages: (name: string) => string[]
  /** `aria-invalid` and the id of the message, for the field's input. */
  props: (name: string) => { 'aria-invalid': boolean; 'aria-describedby'?: string }
  /** The messages whose field is none of `names` (shown together below the form). */
  unplaced: (names: readonly string[]) => string[]
}

/**
 * The messages of one form, each next to its field, all at once, in the chosen language, never a schema path.
 * A refusal of the records (decide) names its field too and lands in the same place.
 */
export function useFieldErrors(): FieldErrors {
  const { t, explain } = useI18n()
  const [issues, setIssues] = useState<readonly FieldIssue[]>([])
  const say = useCallback(
    (issue: FieldIssue): string =>
      isMessageKey(issue.code) ? t(issue.code as MessageKey, issue.params) : t('invalid.generic'),
    [t]
  )
  const fromRejection = useCallback(
    (error: Rejection) =>
      setIssues(
        error.issues && error.issues.length > 0
          ? error.issues
          : [
              isMessageKey(error.code)
                ? { field: error.field ?? '', code: error.code, params: error.params ?? {} }
                : { field: error.field ?? '', code: 'error.unknown', params: { message: explain(error) } }
            ]
      ),
    [explain]
  )
  return useMemo(
    () => ({
      issues,
      set: setIssues,
      fromRejection,
      fromZod: (error, prefix) => setIssues(issuesOf(error, prefix)),
      clear: () => setIssues([]),
      messages: (name) => [...new Set(issues.filter((i) => belongs(i, name)).map(say))],
      props: (name) =>
        issues.some((i) => belongs(i, name))
          ? { 'aria-invalid': true, 'aria-describedby': `error-${name}` }
          : { 'aria-invalid': false },
      unplaced: (names) => [...new Set(issues.filter((i) => !names.some((n) => belongs(i, n))).map(say))]
    }),
    [issues, fromRejection, say]
  )
}

/** The messages of one field, right below it. */
export function FieldError({ errors, name }: { errors: FieldErrors; name: string }): ReactNode {
  const messages = errors.messages(name)
  if (messages.length === 0) return null
  return (
    <span className="field-error" id={`error-${name}`} role="alert" data-field={name}>
      {messages.join(' · ')}
    </span>
  )
}

/** The messages that belong to no field of the form (a refusal about the record as a whole). */
export function FormErrors({ errors, fields }: { errors: FieldErrors; fields: readonly string[] }): ReactNode {
  const messages = errors.unplaced(fields)
  if (messages.length === 0) return null
  return (
    <div className="error wide" role="alert" data-testid="form-errors">
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  )
}

/**
 * A refusal is never off screen: when a form's messages change, its first field marked invalid (else its first
 * message) is scrolled into view and takes the focus, so the operator sees at once what to fix and where.
 */
export function useRevealErrors(errors: FieldErrors, form: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = form.current
    if (errors.issues.length === 0 || !root) return
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"]')
    const target = field ?? root.querySelector<HTMLElement>('[role="alert"]')
    if (!target) return
    target.scrollIntoView({ block: 'center' })
    if (!field && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }, [errors.issues, form])
}
