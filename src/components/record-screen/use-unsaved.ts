import { useCallback, useEffect, useRef, useState } from 'react'
import { useBlocker } from '@tanstack/react-router'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { clearDraft, draftKey, draftValues, mergeDraft, readDraft, writeDraft, type Draft } from '@/lib/draft-storage'
import { diffValues } from '@/lib/field-diff'
import { useSession } from '@/lib/session'

const DRAFT_DELAY_MS = 400

interface Options<TValues extends FieldValues> {
  open: boolean
  viewOnly: boolean
  form: UseFormReturn<TValues, unknown, unknown>
  /** The form's test id: drafts are kept per form. */
  formId: string
  /** The record's id; null for a new one. */
  recordId: string | null
  /** The values the form opened with (the record, or the blank form). */
  defaults: TValues
  /** The record has loaded (always, for a new one). */
  ready: boolean
  /** Closes the dialog for good. */
  close: () => void
}

/**
 * No lost work in a record dialog (issue 14): a changed form asks "Discard changes?" before it closes by Esc, Close
 * or a navigation; while changed its values are kept as a draft (per user, form and record) that a later opening
 * offers back.
 */
export function useUnsaved<TValues extends FieldValues>({
  open,
  viewOnly,
  form,
  formId,
  recordId,
  defaults,
  ready,
  close,
}: Options<TValues>) {
  const { user } = useSession()
  const key = draftKey(user._id, formId, recordId)
  const guarded = open && !viewOnly
  const dirty = form.formState.isDirty
  /** Set while the dialog closes for good (a save, a discard): nothing asks or writes any more. */
  const released = useRef(false)
  const [asking, setAsking] = useState(false)
  const [offer, setOffer] = useState<Draft | null>(null)
  const offerRef = useRef<Draft | null>(null)
  offerRef.current = offer

  useEffect(() => {
    if (open) released.current = false
  }, [open])

  // The draft: written a moment after each change while the form differs from what it opened with.
  useEffect(() => {
    if (!guarded) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const sub = form.watch(() => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (released.current) return
        if (form.formState.isDirty) writeDraft(key, form.getValues() as Record<string, unknown>)
        else if (!offerRef.current) clearDraft(key)
      }, DRAFT_DELAY_MS)
    })
    return () => {
      clearTimeout(timer)
      sub.unsubscribe()
    }
  }, [guarded, form, key])

  // On opening: a draft that differs from the loaded values is offered back; one that does not is forgotten.
  useEffect(() => {
    if (!guarded || !ready) {
      setOffer(null)
      return
    }
    const draft = readDraft(key)
    if (!draft) return setOffer(null)
    if (diffValues(draftValues(defaults as Record<string, unknown>), draft.values).length === 0) {
      clearDraft(key)
      return setOffer(null)
    }
    setOffer(draft)
  }, [guarded, ready, key, defaults])

  const forget = useCallback(() => {
    clearDraft(key)
    setOffer(null)
  }, [key])

  const blocker = useBlocker({
    shouldBlockFn: () => guarded && !released.current && form.formState.isDirty,
    withResolver: true,
    enableBeforeUnload: false,
  })

  /** Closes for good: after a save, a discard, a copy. */
  const closeNow = () => {
    released.current = true
    setAsking(false)
    close()
  }
  /** Esc, Close: asks first when the form has changes. */
  const requestClose = () => {
    if (guarded && !released.current && form.formState.isDirty) setAsking(true)
    else close()
  }

  return {
    dirty,
    closeNow,
    requestClose,
    /** A save went through: the draft is done with. */
    saved: () => {
      released.current = true
      forget()
    },
    forget,
    discard: {
      open: asking || blocker.status === 'blocked',
      keep: () => {
        setAsking(false)
        if (blocker.status === 'blocked') blocker.reset()
      },
      discard: () => {
        forget()
        released.current = true
        setAsking(false)
        if (blocker.status === 'blocked') blocker.proceed()
        else close()
      },
    },
    draft: offer && {
      at: offer.at,
      restore: () => {
        form.reset(mergeDraft(defaults, offer.values), { keepDefaultValues: true })
        setOffer(null)
      },
      dismiss: forget,
    },
  }
}
