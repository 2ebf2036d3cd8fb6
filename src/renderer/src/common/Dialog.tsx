import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useI18n } from '../i18n/I18n'

/** The dialogs open now, innermost last: Escape closes only the innermost. */
const openDialogs: symbol[] = []

/**
 * A modal dialog: Escape or a click beside it closes it, focus moves into it and back to where it
 * was when it closes.
 */
export function Dialog({
  label,
  onClose,
  children,
  testId
}: {
  label: string
  onClose: () => void
  children: ReactNode
  testId?: string
}): ReactNode {
  const box = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const me = Symbol(label)
    openDialogs.push(me)
    const before = document.activeElement as HTMLElement | null
    const first = box.current?.querySelector<HTMLElement>('[data-autofocus], button, input, select, textarea')
    ;(first ?? box.current)?.focus()
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Tab' && openDialogs.at(-1) === me) return keepFocus(e, box.current)
      if (e.key !== 'Escape' || openDialogs.at(-1) !== me) return
      e.preventDefault()
      e.stopPropagation()
      close.current()
    }
    window.addEventListener('keydown', onKey, true)
    return () => {
      window.removeEventListener('keydown', onKey, true)
      openDialogs.splice(openDialogs.indexOf(me), 1)
      if (before?.isConnected) before.focus()
    }
  }, [label])
  return (
    <div className="dialog-backdrop" onClick={() => close.current()}>
      <div
        ref={box}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        data-testid={testId}
        onClick={(e) => e.stopPropagation()}
      >
        {children}
      </div>
    </div>
  )
}

/** What Tab can reach inside a dialog, in order. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog keeps the focus (WCAG 2.4.3): Tab from its last control goes to its first, Shift+Tab from its first
 * (or from the dialog itself) to its last, and focus found outside it is brought back in.
 */
function keepFocus(e: KeyboardEvent, box: HTMLElement | null): void {
  if (!box) return
  const inside = [...box.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0)
  const first = inside[0]
  const last = inside.at(-1)
  if (!first || !last) {
    e.preventDefault()
    box.focus()
    return
  }
  const at = document.activeElement
  const within = at instanceof Node && box.contains(at) && at !== box
  if (e.shiftKey ? !within || at === first : !within || at === last) {
    e.preventDefault()
    ;(e.shiftKey ? last : first).focus()
  }
}

export interface ConfirmRequest {
  title: string
  /** What will happen, in words: what is recorded, what cannot be undone. */
  body: ReactNode
  confirmLabel: string
  danger?: boolean
}

/**
 * Ask before an irreversible or live step (approve results, restore, jump the live clock): `ask(request)` resolves
 * true when the operator confirms, false on cancel or Escape. Render `dialog` once in the component.
 */
export function useConfirm(): { ask: (request: ConfirmRequest) => Promise<boolean>; dialog: ReactNode } {
  const { t } = useI18n()
  const [pending, setPending] = useState<(ConfirmRequest & { resolve: (ok: boolean) => void }) | null>(null)
  const ask = useCallback(
    (request: ConfirmRequest) => new Promise<boolean>((resolve) => setPending({ ...request, resolve })),
    []
  )
  const answer = (ok: boolean): void => {
    pending?.resolve(ok)
    setPending(null)
  }
  const dialog = pending ? (
    <Dialog label={pending.title} onClose={() => answer(false)} testId="confirm-dialog">
      <h2>{pending.title}</h2>
      <div className="dialog__body">{pending.body}</div>
      <div className="actions">
        <button
          className={pending.danger ? 'danger' : 'primary'}
          data-autofocus
          data-testid="confirm-yes"
          onClick={() => answer(true)}
        >
          {pending.confirmLabel}
        </button>
        <button data-testid="confirm-no" onClick={() => answer(false)}>
          {t('dialog.cancel')}
        </button>
      </div>
    </Dialog>
  ) : null
  return { ask, dialog }
}
