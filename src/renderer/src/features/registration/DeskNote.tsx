import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'
import { useCommand } from '../../common/useCommand'

/**
 * The desk's internal note on the player just handled: opened with one button, filled with the note
 * on record, saved as an edit of that one field (nothing else of the player changes). Internal only.
 */
export function DeskNote({ playerId }: { playerId: string }): ReactNode {
  const { t, explain } = useI18n()
  const client = useClient()
  const run = useCommand()
  const [open, setOpen] = useState(false)
  const [notes, setNotes] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const box = useRef<HTMLTextAreaElement>(null)
  const loaded = notes !== null
  // The note on record is in: the cursor goes into it, ready to type.
  useEffect(() => {
    if (loaded) box.current?.focus()
  }, [loaded])

  useEffect(() => {
    if (!open) return
    let live = true
    void client.query({ type: 'player.get', playerId }).then((r) => {
      if (!live || !r.ok || !r.value) return
      setNotes(r.value.notes)
      setSaved(r.value.notes)
    })
    return () => {
      live = false
    }
  }, [client, open, playerId])

  if (!open)
    return (
      <button type="button" className="small" data-testid="desk-note-open" onClick={() => setOpen(true)}>
        {t('desk.note')}
      </button>
    )
  return (
    <form
      className="desk__note"
      data-testid="desk-note"
      onSubmit={(e) => {
        e.preventDefault()
        if (notes === null || notes === saved) return
        void run({ type: 'player.edit', playerId, changes: { notes } }).then((r) => {
          if (r.ok) setSaved(notes)
          setMessage(r.ok ? { ok: true, text: t('desk.noteSaved') } : { ok: false, text: explain(r.error) })
        })
      }}
    >
      <label>
        {t('desk.note')}
        <textarea
          data-testid="desk-note-text"
          maxLength={2000}
          rows={2}
          ref={box}
          value={notes ?? ''}
          disabled={notes === null}
          onChange={(e) => setNotes(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit()
          }}
        />
      </label>
      <button type="submit" className="small primary" disabled={notes === null || notes === saved}>
        {t('desk.noteSave')}
      </button>
      {message && (
        <span className={message.ok ? 'muted' : 'error'} role="status">
          {message.text}
        </span>
      )}
    </form>
  )
}
